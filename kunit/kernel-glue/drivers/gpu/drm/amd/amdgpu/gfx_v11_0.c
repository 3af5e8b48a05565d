
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(gfx_v11_0_ip_block);
