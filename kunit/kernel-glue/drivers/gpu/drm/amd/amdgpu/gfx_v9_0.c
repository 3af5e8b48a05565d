
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(gfx_v9_0_ras_ops);

/* Its GFX functions: select_se_sh() for its RAS ops */
const struct amdgpu_gfx_funcs *gfx_v9_0_harness_gfx_funcs = &gfx_v9_0_gfx_funcs;
EXPORT_SYMBOL_IF_KUNIT(gfx_v9_0_harness_gfx_funcs);
