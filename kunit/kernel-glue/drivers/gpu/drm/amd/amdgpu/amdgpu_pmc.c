
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_block_instances);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_block_units);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_block_rows);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_unit_coords);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_result_size);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_emit_start);
EXPORT_SYMBOL_IF_KUNIT(amdgpu_pmc_emit_perfcount);
