
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>

/* The profiler ioctl (AMDKFD_IOC_PROFILER) without the file it comes through */
int kfd_harness_ioctl_profiler(struct kfd_process *p,
			       struct kfd_ioctl_profiler_args *args);
int kfd_harness_ioctl_profiler(struct kfd_process *p,
			       struct kfd_ioctl_profiler_args *args)
{
	return kfd_ioctl_profiler(NULL, p, args);
}
EXPORT_SYMBOL_IF_KUNIT(kfd_harness_ioctl_profiler);
