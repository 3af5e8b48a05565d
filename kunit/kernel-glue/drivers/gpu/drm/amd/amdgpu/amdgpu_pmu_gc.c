
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_suspend);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_reset_begin);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_resume);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_yield);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_hold_passes);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_release_passes);

/* event_init's group check, without the session it would take */
int amdgpu_pmu_gc_harness_validate_group(struct perf_event *event);
int amdgpu_pmu_gc_harness_validate_group(struct perf_event *event)
{
	return amdgpu_pmu_gc_validate_group(event);
}
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmu_gc_harness_validate_group);
