#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate perf's JSON event tables and metrics for the amdgpu GC PMU.

Inputs (all in this repository):
  kunit/facts/gc-events.tsv    the events each gfx target publishes, with the
                               select the kernel tables use ("decision")
  kunit/perf/gc-event-desc.tsv one description per event
  kunit/perf/gc_metrics.py     metrics and metric groups per target
and, from a kernel tree with the series applied (default work/linux):
  amdgpu_pmc.h                 the ABI block ids (enum amdgpu_pmc_block_id)
  amdgpu_pmc_gfx9*.c, _gfx10.c, _gfx11.c, _gfx12.c the tables: events,
                               block scopes, counters

Output: one directory per family of targets whose tables are the same
(FAMILIES) under OUT (perf's tools/perf/pmu-events/arch/common/amdgpu):
  <family>/sys/gc.json        events: EventName, descriptions, Unit
                              amdgpu_gc, Compat (the family's targets as a
                              regular expression, matched against the PMU's
                              sysfs identifier); no encoding: perf takes it
                              from the PMU's sysfs event of the same name
  <family>/sys/metrics.json   metrics of that family
  metricgroups.json           metric group descriptions

Checks, always run (exit 1 and no output on failure):
  - the facts' published events equal each kernel table's events, name,
    block and select (the descriptions and metrics are written for them);
  - every target is in one family, and the targets of a family generate
    the same events and metrics but for Compat;
  - every event has exactly one description and every description is used;
  - every metric names only events of its target, and every metric group
    needs no more counters of a block than the block has (no multiplexing).

  gen-perf-json.py [--kernel DIR] --out OUT     write the JSON
  gen-perf-json.py [--kernel DIR] --check OUT   compare OUT with what would be
                                                written; exit 1 on a difference
  gen-perf-json.py [--kernel DIR] --list        print target, events, metrics
Standard library only.
"""

import argparse
import difflib
import importlib.util
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FACTS = os.path.join(REPO, "kunit", "facts")
AMDGPU_REL = os.path.join("drivers", "gpu", "drm", "amd", "amdgpu")
UNIT = "amdgpu_gc"

# One JSON directory per family: targets whose tables publish the same
# events, blocks and scopes (selects may differ: the JSON carries none) and
# the same metrics. The directory is named after the first target; Compat
# is the targets as a regular expression ("gfx900|gfx906"), which perf
# matches against the whole sysfs identifier of the PMU.
FAMILIES = {
    "gfx900": ("gfx900", "gfx906"),
    "gfx908": ("gfx908", "gfx90a"),
    "gfx942": ("gfx942", "gfx950"),
    "gfx1030": ("gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034",
                "gfx1035", "gfx1036"),
    "gfx1100": ("gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150",
                "gfx1151", "gfx1152", "gfx1153", "gfx1154"),
    "gfx1200": ("gfx1200", "gfx1201"),
}

sys.path.insert(0, HERE)
import gc_metrics  # noqa: E402


class GenError(Exception):
    pass


def load_check_facts():
    """kunit/facts/check-facts.py as a module: its C table parser."""
    spec = importlib.util.spec_from_file_location(
        "check_facts", os.path.join(FACTS, "check-facts.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


cf = load_check_facts()


# ---------------------------------------------------------------------------
# Kernel tables


def block_ids(amdgpu_dir):
    """enum amdgpu_pmc_block_id of amdgpu_pmc.h: {"SQ": 3, ...}."""
    text = cf.strip_comments(open(os.path.join(amdgpu_dir, "amdgpu_pmc.h")).read())
    m = re.search(r"enum\s+amdgpu_pmc_block_id\s*\{(.*?)\}", text, re.S)
    if not m:
        raise GenError("amdgpu_pmc.h: no enum amdgpu_pmc_block_id")
    ids, nxt = {}, 0
    for item in m.group(1).split(","):
        item = item.strip()
        if not item:
            continue
        name, _, val = item.partition("=")
        nxt = int(val.strip(), 0) if val.strip() else nxt
        ids[name.strip().replace("AMDGPU_PMC_BLOCK_", "")] = nxt
        nxt += 1
    ids.pop("COUNT", None)
    return ids


def top_level_entries(body):
    """The top-level { ... } entries of an array initialiser body."""
    body = body.strip()
    if body.startswith("{") and body.endswith("}"):
        body = body[1:-1]
    out, depth, start = [], 0, None
    for i, c in enumerate(body):
        if c == "{":
            if depth == 0:
                start = i + 1
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                out.append(body[start:i])
    return out


def parse_blocks(path):
    """Per arch symbol of one table file: its target and
    {block: {"scope", "inst_src", "counters"}}."""
    text = cf.strip_comments(open(path).read())
    defs = cf.parse_defines(text)
    counters = {}
    for m in re.finditer(r"static\s+const\s+struct\s+amdgpu_pmc_counter\s+(\w+)\s*\[\s*\]\s*=\s*\{",
                         text):
        end = text.find("};", m.end())
        # one top-level entry per counter, however a macro spells it
        counters[m.group(1)] = len([a for a in cf.split_args(text[m.end():end])
                                    if a.strip()])

    arrays = {}
    for m in re.finditer(r"static\s+const\s+struct\s+(amdgpu_pmc_block|amdgpu_pmc_event)\s+(\w+)"
                         r"\s*\[\s*\]\s*=\s*", text):
        end = text.find(";", m.end())
        while text.count("{", m.end(), end) != text.count("}", m.end(), end):
            end = text.find(";", end + 1)
        body = text[m.end():end].strip()
        if m.group(1) == "amdgpu_pmc_event":
            continue
        mm = re.fullmatch(r"(\w+)\s*\((.*)\)", body, re.S)
        if mm and mm.group(1) in defs:
            body = cf.expand_call(defs, mm.group(1), cf.split_args(mm.group(2)))
        blocks = {}
        for ent in top_level_entries(body):
            a = next(cf.find_calls(ent, "AMDGPU_PMC_BLOCK"))
            nc = re.search(r"\.num_counters\s*=\s*(ARRAY_SIZE\(\s*(\w+)\s*\)|\d+)", ent)
            if not nc:
                raise GenError("%s: block %s has no num_counters" % (path, a[0]))
            n = counters[nc.group(2)] if nc.group(2) else int(nc.group(1))
            blocks[a[0].strip()] = {"scope": a[2].strip(), "inst_src": a[3].strip(),
                                    "counters": n}
        arrays[m.group(2)] = blocks

    archs = {}
    for m in re.finditer(r"const\s+struct\s+amdgpu_pmc_arch\s+(\w+)\s*=\s*\{(.*?)\};",
                         cf.with_arch_macros(text, defs), re.S):
        nm = re.search(r'\.name\s*=\s*"([^"]+)"', m.group(2)).group(1)
        bl = re.search(r"\.blocks\s*=\s*(\w+)", m.group(2)).group(1)
        archs[m.group(1)] = {"target": nm, "blocks": arrays[bl]}
    return archs


def load_kernel(kdir):
    amdgpu = os.path.join(kdir, AMDGPU_REL)
    include = os.path.join(kdir, "drivers", "gpu", "drm", "amd", "include")
    ids = block_ids(amdgpu)
    tables = {}
    for arch in cf.parse_tables(amdgpu, include):
        t = arch["target"]
        evs = {(e["event"], e["block"], e["select"]) for e in arch["events"]}
        if t in tables and tables[t]["events"] != evs:
            raise GenError("%s: GC IP versions of the same target publish different events" % t)
        tables.setdefault(t, {"events": evs, "gc_ip": []})["gc_ip"].append(arch["gc_ip"])
    for f in cf.TABLE_FILES:
        for sym, a in parse_blocks(os.path.join(amdgpu, f)).items():
            tables[a["target"]]["blocks"] = a["blocks"]
    return ids, tables


# ---------------------------------------------------------------------------
# Facts and descriptions


def facts_events():
    """{target: {(event, block, select)}} of the published (non-drop) rows."""
    out = {}
    for r in cf.read_tsv(os.path.join(FACTS, "gc-events.tsv")):
        sel = cf.decision_of(r)
        if sel is not None:
            out.setdefault(r["target"], set()).add((r["event"], r["block"], sel))
    return out


def load_descs():
    rows = []
    with open(os.path.join(HERE, "gc-event-desc.tsv")) as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 3 or not cells[2] or cells[2].endswith("."):
                raise GenError("gc-event-desc.tsv:%d: want EVENT TAB TARGETS TAB "
                               "DESCRIPTION (no final full stop)" % n)
            rows.append({"line": n, "event": cells[0], "desc": cells[2],
                         "targets": None if cells[1] == "*" else set(cells[1].split(","))})
    return rows


def describe(rows, target, event, used):
    named = [r for r in rows if r["event"] == event and r["targets"] and target in r["targets"]]
    star = [r for r in rows if r["event"] == event and r["targets"] is None]
    pick = named or star
    if len(pick) != 1:
        raise GenError("%s/%s: %d matching descriptions, want 1" % (target, event, len(pick)))
    used.add(pick[0]["line"])
    return pick[0]["desc"]


INST_NOUN = {"CU_PER_SA": "compute unit", "WGP_PER_SA": "WGP",
             "L2_CHANNELS": "L2 channel", "FIXED": "instance", "ONE": "instance"}


def scope_text(blk, info):
    noun = INST_NOUN[info["inst_src"]]
    where = {
        "XCC": "once per XCC",
        "SE": "once per shader engine",
        "SA": "once per shader array",
        "SA_INST": "per %s of each shader array" % noun,
        "XCC_INST": "per %s of each XCC" % noun,
        "SE_INST": "per %s of each shader engine" % noun,
    }[info["scope"]]
    masks = {"XCC": "xcc_mask", "SE": "xcc_mask, se_mask",
             "SA": "xcc_mask, se_mask, sa_mask",
             "SA_INST": "xcc_mask, se_mask, sa_mask, inst_mask",
             "XCC_INST": "xcc_mask, inst_mask",
             "SE_INST": "xcc_mask, se_mask, inst_mask"}[info["scope"]]
    return ("Block %s, counted %s; a read sums the units selected by %s "
            "(all by default)." % (blk.lower(), where, masks))


# ---------------------------------------------------------------------------
# Generation


def metric_events(expr):
    names = set(re.findall(r"\b[a-z][a-z0-9_]*\b", expr))
    return names - {"duration_time"}


def build(kdir):
    ids, tables = load_kernel(kdir)
    facts = facts_events()
    errors = []
    if set(facts) != set(tables):
        errors.append("targets: facts %s, kernel tables %s" % (sorted(facts), sorted(tables)))
    for t in sorted(set(facts) & set(tables)):
        only_f = facts[t] - tables[t]["events"]
        only_k = tables[t]["events"] - facts[t]
        for e in sorted(only_f):
            errors.append("%s: %s block %s select %d in the facts, not in the kernel table" % ((t,) + e))
        for e in sorted(only_k):
            errors.append("%s: %s block %s select %d in the kernel table, not in the facts" % ((t,) + e))
    if errors:
        raise GenError("\n".join(errors))

    rows = load_descs()
    used = set()
    out = {}
    for t in sorted(tables):
        tab = tables[t]
        by_name = {e[0]: e for e in tab["events"]}
        events = []
        for name, blk, sel in sorted(tab["events"], key=lambda e: (ids[e[1]], e[2], e[0])):
            info = tab["blocks"][blk]
            events.append({
                "EventName": name,
                "BriefDescription": describe(rows, t, name, used),
                "PublicDescription": "%s. %s" % (describe(rows, t, name, used),
                                                 scope_text(blk, info)),
                "Unit": UNIT,
                "Compat": t,
            })

        metrics, groups_used = [], {}
        for m in gc_metrics.METRICS:
            exprs = [e for k, e in m["expr"].items() if t in k]
            if not exprs:
                continue
            if len(exprs) > 1:
                raise GenError("%s: %s has %d expressions" % (t, m["name"], len(exprs)))
            expr = exprs[0]
            missing = metric_events(expr) - set(by_name)
            if missing:
                raise GenError("%s: metric %s uses events the table lacks: %s" %
                               (t, m["name"], " ".join(sorted(missing))))
            grp = [g for k, gl in m["groups"].items() if t in k for g in gl]
            for g in grp:
                if g not in gc_metrics.GROUPS:
                    raise GenError("%s: metric %s: unknown group %s" % (t, m["name"], g))
                groups_used.setdefault(g, set()).update(metric_events(expr))
            metrics.append({
                "MetricName": m["name"],
                "MetricExpr": expr,
                "BriefDescription": m["brief"],
                "PublicDescription": "%s. Follows %s. %s" % (m["brief"], m["follows"], m["differs"]),
                "MetricGroup": ";".join(grp),
                "ScaleUnit": m["unit"],
                "Unit": UNIT,
                "Compat": t,
            })
            if not grp:
                del metrics[-1]["MetricGroup"]

        # A group must fit: no block may need more counters than it has.
        for g, evs in sorted(groups_used.items()):
            per_block = {}
            for e in evs:
                _, blk, sel = by_name[e]
                per_block.setdefault(blk, set()).add(sel)
            for blk, sels in per_block.items():
                have = tab["blocks"][blk]["counters"]
                if len(sels) > have:
                    raise GenError("%s: group %s needs %d %s counters, the block has %d" %
                                   (t, g, len(sels), blk, have))
        out[t] = {"events": events, "metrics": metrics, "groups": sorted(groups_used)}

    unused = [r for r in rows if r["line"] not in used]
    if unused:
        raise GenError("gc-event-desc.tsv: unused line(s) %s" %
                       ", ".join(str(r["line"]) for r in unused))
    return families(out)


def families(per_target):
    """{family: {"targets", "events", "metrics", "groups"}}: the targets of
    a family must generate the same JSON but for Compat, which becomes the
    family's regular expression."""
    members = [t for ts in FAMILIES.values() for t in ts]
    if sorted(members) != sorted(per_target):
        raise GenError("FAMILIES cover %s, the tables have %s" %
                       (sorted(members), sorted(per_target)))

    def strip(objs):
        return [{k: v for k, v in o.items() if k != "Compat"} for o in objs]

    out = {}
    for fam, targets in FAMILIES.items():
        first = per_target[targets[0]]
        for t in targets[1:]:
            for what in ("events", "metrics", "groups"):
                a, b = first[what], per_target[t][what]
                if what != "groups":
                    a, b = strip(a), strip(b)
                if a != b:
                    raise GenError("family %s: %s and %s differ in their %s: give them "
                                   "families of their own" % (fam, targets[0], t, what))
        compat = "|".join(targets)
        out[fam] = {"targets": targets, "groups": first["groups"],
                    "events": [dict(e, Compat=compat) for e in first["events"]],
                    "metrics": [dict(m, Compat=compat) for m in first["metrics"]]}
    return out


def dump(obj):
    return json.dumps(obj, indent=4, ensure_ascii=True) + "\n"


def files_of(gen):
    files = {"metricgroups.json": dump(
        {g: d for g, d in sorted(gc_metrics.GROUPS.items())})}
    for t, g in gen.items():
        files["%s/sys/gc.json" % t] = dump(g["events"])
        files["%s/sys/metrics.json" % t] = dump(g["metrics"])
    return files


def write(files, out):
    for rel, text in files.items():
        p = os.path.join(out, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)


def check(files, out):
    bad = 0
    have = set()
    for root, _, names in os.walk(out):
        for n in names:
            have.add(os.path.relpath(os.path.join(root, n), out))
    for rel in sorted(have - set(files)):
        print("gen-perf-json: %s/%s is not generated" % (out, rel))
        bad += 1
    for rel, text in sorted(files.items()):
        p = os.path.join(out, rel)
        old = open(p).read() if os.path.exists(p) else ""
        if old != text:
            bad += 1
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), text.splitlines(True), p, "generated"))
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernel", default=os.path.join(REPO, "work", "linux"),
                    help="kernel tree with the series applied (default work/linux)")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--out", help="write the JSON under this directory")
    g.add_argument("--check", help="compare this directory with the generated JSON")
    g.add_argument("--list", action="store_true", help="print a summary per target")
    a = ap.parse_args()
    try:
        gen = build(a.kernel)
    except (GenError, cf.ParseError, OSError, KeyError) as e:
        print("gen-perf-json: error: %s" % e, file=sys.stderr)
        return 1
    files = files_of(gen)
    if a.list:
        for f, g in sorted(gen.items()):
            print("%s\t%s\t%d events\t%d metrics\t%s" % (
                f, "|".join(g["targets"]), len(g["events"]), len(g["metrics"]),
                " ".join(g["groups"])))
        return 0
    if a.out:
        write(files, a.out)
        print("gen-perf-json: %d files under %s" % (len(files), a.out))
        return 0
    bad = check(files, a.check)
    if bad:
        print("gen-perf-json: %d file(s) differ from the generator: regenerate with "
              "--out and update the perf-tools patch" % bad, file=sys.stderr)
        return 1
    print("gen-perf-json: OK, %d files match" % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
