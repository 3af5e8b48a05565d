#!/usr/bin/env python3
"""Print FILE as upstream has it: without Debian's perf_event_paranoid=3
patch (debian/patches/features/all/security-perf-allow-further-restriction-
of-perf_event_open.patch in the Debian linux source package).

Usage: undebian-perf.py PATH < debian-content > upstream-content
PATH (kernel-relative) picks the edit; each edit must match exactly once,
so a Debian tree that changed shape fails loudly instead of passing.
"""
import sys

EDITS = {
    "include/linux/perf_event.h": [(
        "static inline bool perf_paranoid_any(void)\n"
        "{\n"
        "\treturn sysctl_perf_event_paranoid > 2;\n"
        "}\n\n", "")],
    "kernel/events/core.c": [
        ("#ifdef CONFIG_SECURITY_PERF_EVENTS_RESTRICT\n"
         "int sysctl_perf_event_paranoid __read_mostly = 3;\n"
         "#else\n"
         "int sysctl_perf_event_paranoid __read_mostly = 2;\n"
         "#endif\n",
         "int sysctl_perf_event_paranoid __read_mostly = 2;\n"),
        ("\tif (perf_paranoid_any() && !capable(CAP_SYS_ADMIN))\n"
         "\t\treturn -EACCES;\n\n", ""),
        (" *   3 - disallow all unpriv perf event use\n", ""),
    ],
    "security/Kconfig": [(
        "config SECURITY_PERF_EVENTS_RESTRICT\n"
        "\tbool \"Restrict unprivileged use of performance events\"\n"
        "\tdepends on PERF_EVENTS\n"
        "\thelp\n"
        "\t  If you say Y here, the kernel.perf_event_paranoid sysctl\n"
        "\t  will be set to 3 by default, and no unprivileged use of the\n"
        "\t  perf_event_open syscall will be permitted unless it is\n"
        "\t  changed.\n\n", "")],
}

path = sys.argv[1]
s = sys.stdin.read()
for old, new in EDITS[path]:
    n = s.count(old)
    if n != 1:
        sys.exit("undebian-perf: %s: %d matches of %r" % (path, n, old[:50]))
    s = s.replace(old, new)
sys.stdout.write(s)
