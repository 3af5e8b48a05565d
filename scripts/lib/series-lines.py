#!/usr/bin/env python3
"""Filter compiler/sparse diagnostics to the lines a series adds or changes.

Usage: make ... 2>&1 | series-lines.py KSRC BASE
Reads diagnostics on stdin ("path:line[:col]: warning|error: ..."), prints
those whose file and line are added or changed by BASE..HEAD in KSRC.
"""
import os
import re
import subprocess
import sys

ksrc, base = sys.argv[1], sys.argv[2]
diff = subprocess.run(['git', '-C', ksrc, 'diff', '-U0', base, 'HEAD'],
                      capture_output=True, text=True, check=True).stdout
touched = {}
path = None
for line in diff.splitlines():
    if line.startswith('+++ '):
        path = line[6:] if line.startswith('+++ b/') else None
    elif line.startswith('@@') and path:
        m = re.match(r'@@ -\S+ \+(\d+)(?:,(\d+))? @@', line)
        start, count = int(m.group(1)), int(m.group(2) or 1)
        touched.setdefault(path, set()).update(range(start, start + count))

diag = re.compile(r'^(\S+?):(\d+)(?::\d+)?: (warning|error)\b')


def sparse_modinfo_false_positive(path, lineno, text):
    """Debian 12's sparse 0.6.4 predates the 7.x .modinfo macros and reports
    "bad constant expression" on every MODULE_*() and module_param*() line;
    that says nothing about the code."""
    if 'bad constant expression' not in text:
        return False
    try:
        with open(path) as src:
            return src.read().splitlines()[lineno - 1].startswith(('MODULE_', 'module_param'))
    except (OSError, IndexError):
        return False


for line in sys.stdin:
    m = diag.match(line)
    if not m:
        continue
    if sparse_modinfo_false_positive(m.group(1), int(m.group(2)), line):
        continue
    f = os.path.normpath(m.group(1))
    # Paths may be relative to the build dir or absolute: match by suffix.
    for path, lines in touched.items():
        if (f == path or f.endswith('/' + path)) and int(m.group(2)) in lines:
            sys.stdout.write(line)
            break
