
/* kunit/kernel-glue: for the out-of-tree harness only, appended at build */
#include <kunit/visibility.h>
EXPORT_SYMBOL_IF_KUNIT(device_queue_manager_init);
EXPORT_SYMBOL_IF_KUNIT(device_queue_manager_uninit);
