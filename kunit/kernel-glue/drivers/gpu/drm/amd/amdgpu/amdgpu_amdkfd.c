
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(amdgpu_amdkfd_pmc_profiler_get);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_amdkfd_pmc_profiler_put);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_amdkfd_gc_pmu_perfcount);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_amdkfd_gc_pmu_get);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_amdkfd_gc_pmu_put);
