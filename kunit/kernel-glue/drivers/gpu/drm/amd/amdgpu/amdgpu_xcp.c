
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(amdgpu_xcp_switch_partition_mode);
