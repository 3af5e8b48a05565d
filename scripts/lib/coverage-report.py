#!/usr/bin/env python3
"""Line coverage of the lines the series adds or changes (scripts/coverage).

Usage: coverage-report.py KSRC BASE_TAG COVBUILD OUT FILE...

For each FILE (a .c file of the kernel tree): the .gcda files the guest
printed (OUT/gcda/<build path>/...) go beside their .gcno in COVBUILD, gcov
annotates the source, and the lines of `git diff BASE_TAG HEAD -- FILE`
that gcov counts as executable are classified run / not run, and each hunk
of that diff with executable lines as run (one of them ran) or not. Prints a
Markdown table and writes OUT/report.txt (the table and every line not run).
"""
import os
import re
import shutil
import subprocess
import sys


def added_hunks(ksrc, base, path):
    """[[line, ...] per hunk] of the lines `git diff -U0` adds or changes."""
    diff = subprocess.run(['git', '-C', ksrc, 'diff', '-U0', base, 'HEAD', '--', path],
                          capture_output=True, text=True, check=True).stdout
    hunks = []
    for m in re.finditer(r'^@@ -\S+ \+(\d+)(?:,(\d+))? @@', diff, re.M):
        start, n = int(m.group(1)), int(m.group(2) or 1)
        if n:
            hunks.append(list(range(start, start + n)))
    return hunks


def gcov_lines(covbuild, obj_dir, src):
    """{line: count or None (not executable)} from gcov's annotation."""
    r = subprocess.run(['gcov', '-t', '-o', obj_dir, src], cwd=covbuild,
                       capture_output=True, text=True)
    out = {}
    # One section per source file the object has code from (its headers'
    # inline functions too): only the .c file's own.
    ours = False
    for line in r.stdout.splitlines():
        m = re.match(r'\s*([^:]+):\s*(\d+):(.*)', line)
        if not m:
            continue
        count, no = m.group(1).strip(), int(m.group(2))
        if no == 0:
            if m.group(3).startswith('Source:'):
                ours = os.path.realpath(m.group(3)[7:]) == os.path.realpath(src)
            continue
        if not ours:
            continue
        if count == '-':
            out[no] = None
        elif count.startswith('#####') or count.startswith('====='):
            out[no] = 0
        else:
            out[no] = int(count.rstrip('*').replace(',', '') or 0)
    return out, r.stdout


def main():
    ksrc, base, covbuild, out = sys.argv[1:5]
    files = sys.argv[5:]
    gcda_root = os.path.join(out, 'gcda')
    # The guest's paths are COVBUILD's: copy each .gcda beside its .gcno.
    found = {}
    for root, _, names in os.walk(gcda_root):
        for n in names:
            if n.endswith('.gcda'):
                rel = os.path.relpath(os.path.join(root, n), gcda_root)
                key = os.path.normpath(rel).split(os.path.normpath(covbuild).lstrip('/') + '/')[-1]
                found[os.path.normpath(key)] = os.path.join(root, n)
    rows, missed_all = [], []
    tot_run = tot_exec = 0
    for f in files:
        obj = os.path.normpath(f[:-2] + '.gcda')
        if obj not in found:
            rows.append((f, 0, 0, '-', 'no .gcda (never loaded or not profiled)'))
            continue
        obj_dir = os.path.join(covbuild, os.path.dirname(obj))
        shutil.copy(found[obj], os.path.join(covbuild, obj))
        counts, text = gcov_lines(covbuild, obj_dir, os.path.join(ksrc, f))
        with open(os.path.join(out, os.path.basename(f) + '.gcov'), 'w') as g:
            g.write(text)
        hunks = added_hunks(ksrc, base, f)
        execl, run, missed = [], [], []
        hunks_code = hunks_run = 0
        for h in hunks:
            ex = [n for n in h if counts.get(n) is not None]
            execl += ex
            run += [n for n in ex if counts[n] > 0]
            missed += [n for n in ex if counts[n] == 0]
            if ex:
                hunks_code += 1
                hunks_run += any(counts[n] > 0 for n in ex)
        tot_run += len(run)
        tot_exec += len(execl)
        rows.append((f, len(run), len(execl), f'{hunks_run}/{hunks_code}', ''))
        src = open(os.path.join(ksrc, f)).read().splitlines()
        for n in missed:
            missed_all.append(f'{f}:{n}: {src[n - 1].strip()}')
    table = ['| file | added/changed lines, executable | run | % | hunks with code run |',
             '|---|---:|---:|---:|---:|']
    for f, run, ex, hk, why in rows:
        pct = f'{100.0 * run / ex:.1f}' if ex else '-'
        table.append(f'| `{os.path.basename(f)}` | {ex} | {run} | {pct}{" (" + why + ")" if why else ""} | {hk} |')
    pct = f'{100.0 * tot_run / tot_exec:.1f}' if tot_exec else '-'
    table.append(f'| all | {tot_exec} | {tot_run} | {pct} | |')
    report = '\n'.join(table) + '\n\nNot run:\n' + '\n'.join(missed_all) + '\n'
    with open(os.path.join(out, 'report.txt'), 'w') as g:
        g.write(report)
    print('\n'.join(table))
    print(f'({len(missed_all)} lines not run: {out}/report.txt)')


if __name__ == '__main__':
    main()
