
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_alloc_adev);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gc_rdna4);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_setup_gc_topology);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_alloc_gc_adev);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gpu_init);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_gpu_fini);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_kunit_add_gpu);
