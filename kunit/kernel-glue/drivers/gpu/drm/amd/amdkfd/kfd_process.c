
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>

/* What the release of a process holding the PMC lock does with it */
void kfd_harness_profiler_release(struct kfd_process *p,
				  struct kfd_process_device *pdd);
void kfd_harness_profiler_release(struct kfd_process *p,
				  struct kfd_process_device *pdd)
{
	kfd_process_profiler_release(p, pdd);
}
EXPORT_SYMBOL_IF_KUNIT(kfd_harness_profiler_release);
