#!/usr/bin/env python3
"""Names that a posting's text uses and the code it applies to lacks.

Usage: check-docs.py REPO BASE_WORDS

For each posting of patches/postings and perf-tools, its text (cover
letter, commit messages, the Documentation/ lines it adds) is searched for
- functions as the text writes them, name();
- amdgpu module parameters, amdgpu.name;
- kernel identifiers with a prefix the series uses (amdgpu_, AMDGPU_,
  PERF_, perf_, kfd_, KFD_, kgd2kfd_, gfx_v, CONFIG_) and register symbols
  (reg*/mm*).
Each must be a word of the code the posting applies to: the base's sources
(BASE_WORDS: one word per line, and PARAM:name per module
parameter) or the code lines that the posting and the
postings it needs (transitively) add. A cover letter may also name what
other postings add where CROSS says so (the follow-ups it describes); a commit
message or the documentation may not. EXTERNAL lists the names that the
text cites from elsewhere on purpose.
"""
import os, re, sys

repo, base_words = sys.argv[1:3]

# Named on purpose, defined outside the tree the posting applies to.
EXTERNAL = {
    'PERF_PMU_CAP_IS_DEVICE': "Robert Bragg's 2014 RFC",
    'free_pmu_context()': 'kernels before 4eabf533fb18',
    'kfd_perfcount': 'a task name in a quoted lockdep report',
    'si_pc_emit_start()': "Mesa's si_perfcounter.c",
    'amdgpu_gc_summary': "a perf metric group (perf-tools' JSON)",
    'amdgpu_gc': "the PMUs' name prefix",
}

FUNC = re.compile(r'(?<![\w.>-])([A-Za-z][A-Za-z0-9_]*)\(\)')
PARAM = re.compile(r'\bamdgpu\.([a-z][a-z0-9_]*)')
IDENT = re.compile(r'(?<![\w/<.-])((?:amdgpu_|AMDGPU_|PERF_|perf_|kfd_|KFD_|kgd2kfd_|gfx_v|CONFIG_)'
                   r'[A-Za-z0-9_]*[A-Za-z0-9]|(?:reg|mm)[A-Z][A-Z0-9_]*[A-Z0-9])(?![\w<*(-])')
# What a cover letter names from the postings it is followed by (its
# follow-ups), beyond what it needs.
CROSS = {
    '4-amdgpu-gc': {'PERF_PMU_CAP_DEVICE'},
}

PMU_INSTANCE = re.compile(r'amdgpu_(gc|df)_\d+$')
WORD = re.compile(r'[A-Za-z_][A-Za-z0-9_]*')
PARAM_DEF = re.compile(r'MODULE_PARM_DESC\(([a-z0-9_]+)')


def postings():
    out = []
    for line in open(os.path.join(repo, 'patches/postings')):
        f = line.split()
        if f and not f[0].startswith('#'):
            out.append((f[0], [] if f[3] == '-' else f[3].split(',')))
    return out + [('perf-tools', [])]


def patches(d):
    p = os.path.join(repo, 'patches', d)
    return sorted(os.path.join(p, f) for f in os.listdir(p)
                  if re.match(r'\d{4}-', f) and not f.startswith('0000-'))


def split(path):
    """(commit message, added documentation lines, added code lines)"""
    head, _, diff = open(path).read().partition('\n---\n')
    doc, code, kind = [], [], None
    for line in diff.split('\n'):
        if line.startswith('diff --git'):
            kind = 'doc' if ' b/Documentation/' in line else 'code'
        elif kind and line.startswith('+') and not line.startswith('+++'):
            (doc if kind == 'doc' else code).append(line[1:])
    msg = head.split('\nSubject: ', 1)[-1]
    return msg, '\n'.join(doc), '\n'.join(code)


def names(text):
    found = set()
    for m in FUNC.finditer(text):
        found.add(m.group(1) + '()')
    for m in PARAM.finditer(text):
        found.add('amdgpu.' + m.group(1))
    for m in IDENT.finditer(text):
        if not PMU_INSTANCE.match(m.group(1)):
            found.add(m.group(1))
    return found


def defined(name, words, params):
    if name.startswith('amdgpu.'):
        return name[7:] in params
    return name.rstrip('()') in words


base = set(open(base_words).read().split())
base_params = {w[6:] for w in base if w.startswith('PARAM:')}
code = {}
for d, _ in postings():
    code[d] = '\n'.join(split(p)[2] for p in patches(d))
needs = dict(postings())


def closure(d):
    seen, todo = {d}, list(needs[d])
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo += needs[n]
    return seen


def vocabulary(dirs):
    text = '\n'.join(code[d] for d in dirs)
    return base | set(WORD.findall(text)), set(PARAM_DEF.findall(text))


bad = 0
for d, _ in postings():
    own = vocabulary(closure(d))
    own = (own[0], own[1] | base_params)
    texts = []
    cover = os.path.join(repo, 'kunit/perf' if d == 'perf-tools' else 'patches/' + d,
                         'cover-letter.txt')
    texts.append(('cover-letter.txt', open(cover).read(), True))
    for p in patches(d):
        msg, doc, _ = split(p)
        texts.append((os.path.basename(p), msg, False))
        texts.append((os.path.basename(p) + ' (Documentation)', doc, False))
    for where, text, is_cover in texts:
        for n in sorted(names(text)):
            if n in EXTERNAL or defined(n, *own):
                continue
            if is_cover and n in CROSS.get(d, ()):
                continue
            print(f'{d}/{where}: {n}')
            bad += 1
sys.exit(1 if bad else 0)
