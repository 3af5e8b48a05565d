#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""scripts/submit's b4 prep metadata (scripts/submit.d/<posting>).

  b4-cover.py init META POSTING
      create META with a new b4-style change-id, v1, and a "Changes in v1"
      text, unless it exists
  b4-cover.py prep META POSTING COVER DISCLOSURE NAME BASE_BRANCH PREFIXES
                 OUTDIR [To: X|Cc: X]...
      init META if missing; write OUTDIR/description, the b4 prep cover
      letter (the branch description of b4's branch-description
      strategy): COVER's subject and body, the DISCLOSURE paragraph
      (${name} replaced by NAME) before the body's closing trailer block,
      the To:/Cc: trailers, "---", META's changes text; and
      OUTDIR/tracking, b4's tracking data (META's change-id, revision and
      history); print "REVISION CHANGE-ID"
  b4-cover.py writeback META DESCRIPTION TRACKING
      after b4 send rerolled the series: store its revision, history and
      changes text (b4's "Changes in vN+1" template) in META
"""
import datetime
import json
import os
import re
import sys
import textwrap
import uuid

TRAILER = re.compile(r'^[A-Za-z][A-Za-z0-9-]*: \S')


def load(path):
    head, _, changes = open(path).read().partition('\n\n')
    meta = {}
    for line in head.splitlines():
        if line.startswith('#'):
            continue
        key, _, val = line.partition(':')
        meta[key.strip()] = val.strip()
    return meta, changes.strip()


def store(path, meta, changes, posting):
    lines = ['# b4 prep tracking of posting %s, kept by scripts/submit' % posting,
             '# (header: change-id, revision, history-vN message ids; then the',
             '# "Changes in vN" text the cover letter carries below its "---")']
    lines += ['%s: %s' % kv for kv in meta.items()]
    open(path, 'w').write('\n'.join(lines) + '\n\n' + changes.strip() + '\n')


def tracking(meta, base_branch, prefixes):
    series = {'revision': int(meta['revision']), 'change-id': meta['change-id'],
              'base-branch': base_branch, 'prefixes': prefixes}
    hist = {k[len('history-'):]: v.split() for k, v in meta.items() if k.startswith('history-')}
    if hist:
        series['history'] = hist
    return {'series': series}


def prep(args):
    meta_path, posting, cover_path, disc_path, name, base_branch, prefixes, outdir = args[:8]
    init(meta_path, posting)
    meta, changes = load(meta_path)
    text = open(cover_path).read().strip()
    subject, _, body = text.partition('\n\n')
    paras = body.strip().split('\n\n')
    trailers = []
    if paras and all(TRAILER.match(l) for l in paras[-1].splitlines()):
        trailers = paras.pop().splitlines()
    seen = {l.lower() for l in trailers}
    for t in args[8:]:
        if t.lower() not in seen:
            seen.add(t.lower())
            trailers.append(t)
    disc = textwrap.fill(' '.join(open(disc_path).read().split()).replace('${name}', name), 72)
    out = subject + '\n\n' + '\n\n'.join(paras + [disc])
    if trailers:
        out += '\n\n' + '\n'.join(trailers)
    open(os.path.join(outdir, 'description'), 'w').write(out + '\n\n---\n' + changes + '\n')
    open(os.path.join(outdir, 'tracking'), 'w').write(
        json.dumps(tracking(meta, base_branch, prefixes.split())))
    print(meta['revision'], meta['change-id'])


def writeback(meta_path, desc, track):
    meta, _ = load(meta_path)
    cov = desc
    series = json.loads(track)['series']
    meta['revision'] = str(series['revision'])
    for v, ids in series.get('history', {}).items():
        meta['history-' + v] = ' '.join(ids)
    # b4 put its "Changes in vN+1" template into the section of ours
    sections = cov.split('---\n')
    first = [i for i, sec in enumerate(sections)
             if re.search(r'^changes in v\d+', sec, flags=re.I | re.M)][0]
    changes = '---\n'.join(sections[first:]).strip()
    store(meta_path, meta, changes, os.path.basename(meta_path))


def init(meta_path, posting):
    if os.path.exists(meta_path):
        return
    slug = re.sub(r'\W+', '-', 'gc-pmu-' + posting).strip('-').lower()
    meta = {'change-id': '%s-%s-%s' % (datetime.date.today().strftime('%Y%m%d'), slug,
                                       uuid.uuid4().hex[:12]),
            'revision': '1'}
    store(meta_path, meta, 'Changes in v1:\n'
          '- First posting to the lists; the earlier rounds were internal reviews\n'
          '  and were not posted.', posting)


if __name__ == '__main__':
    cmd, a = sys.argv[1], sys.argv[2:]
    if cmd == 'init':
        init(*a)
    elif cmd == 'prep':
        prep(a)
    elif cmd == 'writeback':
        writeback(*a)
    else:
        sys.exit(__doc__)
