#!/usr/bin/env python3
"""Which MAINTAINERS sections cover each file (F: patterns, as get_maintainer.pl
reads them: '*' and '?' stay within a path component, a pattern ending in '/'
or naming a directory covers everything below it; X: excludes).

Usage: maintainers-cover.py MAINTAINERS FILE...
Prints "FILE<TAB>SECTION; SECTION..." per file; exits 1 if a file has no
section other than THE REST."""
import re
import sys


def to_regex(pat):
    rx = ''
    for ch in pat:
        rx += {'*': '[^/]*', '?': '[^/]'}.get(ch, re.escape(ch))
    if pat.endswith('/'):
        return re.compile(rx + '.*$')
    return re.compile(rx + '(/.*)?$')


def sections(path):
    name, inc, exc = None, [], []
    for line in open(path, encoding='utf-8', errors='replace'):
        line = line.rstrip('\n')
        m = re.match(r'^([A-Z]):\s*(.*)$', line)
        if m and name:
            if m.group(1) == 'F':
                inc.append(to_regex(m.group(2)))
            elif m.group(1) == 'X':
                exc.append(to_regex(m.group(2)))
        elif line and not m:
            if name:
                yield name, inc, exc
            name, inc, exc = line, [], []
    if name:
        yield name, inc, exc


secs = [s for s in sections(sys.argv[1]) if s[1]]
bad = 0
for f in sys.argv[2:]:
    hit = [n for n, inc, exc in secs
           if n != 'THE REST' and any(r.match(f) for r in inc)
           and not any(r.match(f) for r in exc)]
    print(f + '\t' + ('; '.join(hit) if hit else 'NONE'))
    bad |= not hit
sys.exit(bad)
