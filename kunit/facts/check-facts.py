#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compare the GC perf counter tables of a kernel tree with the event facts.

Reads amdgpu_pmc_gfx9.c, amdgpu_pmc_gfx9_4_3.c, amdgpu_pmc_gfx10.c,
amdgpu_pmc_gfx11.c and amdgpu_pmc_gfx12.c of a kernel tree, resolves every
AMDGPU_PMC_EVENT() select (a number or a vega10_enum.h / navi10_enum.h /
soc21_enum.h / soc24_enum.h enumerator) and
every block's max_event, maps each struct amdgpu_pmc_arch (also those a
macro defines) to its gfx target, and compares the result with
the `decision` column of gc-events.tsv and gc-blocks.tsv (next to this
script).

  check-facts.py [AMDGPU_DIR]         compare; exit 1 on any mismatch
  check-facts.py --list [AMDGPU_DIR]  print what the tables publish
  check-facts.py --emit-header        print a C header made from the facts;
                                      refuse names that break the naming rule

AMDGPU_DIR defaults to /work/main/work/linux/drivers/gpu/drm/amd/amdgpu/;
the enum headers are read from AMDGPU_DIR/../include unless --include says
otherwise (falling back to the default tree's include/, so the tables in
kernel-overlay/ can be checked too). Standard library only; no compiler or preprocessor is run.
"""

import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_AMDGPU = "/work/main/work/linux/drivers/gpu/drm/amd/amdgpu/"
DEFAULT_INCLUDE = os.path.join(DEFAULT_AMDGPU, "..", "include")
TABLE_FILES = ("amdgpu_pmc_gfx9.c", "amdgpu_pmc_gfx9_4_3.c", "amdgpu_pmc_gfx10.c",
               "amdgpu_pmc_gfx11.c", "amdgpu_pmc_gfx12.c")
ENUM_HEADERS = ("vega10_enum.h", "navi10_enum.h", "soc21_enum.h", "soc24_enum.h")


class ParseError(Exception):
    pass


# ---------------------------------------------------------------------------
# C helpers


def strip_comments(text):
    """Remove C comments, keeping string literals and line structure."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j) or " ")
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def split_args(s):
    """Split a macro argument list at top-level commas."""
    args, depth, cur, i = [], 0, [], 0
    while i < len(s):
        c = s[i]
        if c == '"':
            j = i + 1
            while j < len(s) and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
            cur.append(s[i:j + 1])
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            args.append("".join(cur).strip())
            cur = []
        else:
            cur.append(c)
        i += 1
    tail = "".join(cur).strip()
    if tail or args:
        args.append(tail)
    return args


def find_calls(text, name):
    """Yield the argument lists of every name(...) call in text."""
    for m in re.finditer(r"\b%s\s*\(" % re.escape(name), text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            c = text[i]
            if c == '"':
                j = i + 1
                while j < len(text) and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                i = j + 1
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            i += 1
        yield split_args(text[m.end():i - 1])


def c_string(s):
    """Value of one or more adjacent C string literals."""
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', s)
    if not parts:
        raise ParseError("not a string literal: %r" % s)
    return "".join(parts)


def parse_defines(text):
    """Function-like and object-like #defines (line continuations joined)."""
    text = text.replace("\\\n", " ")
    defs = {}
    for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(\w+)(\(([^)]*)\))?[ \t]*(.*)$",
                         text, re.M):
        params = None
        if m.group(2) is not None:
            params = [p.strip() for p in m.group(3).split(",") if p.strip()]
        defs[m.group(1)] = (params, m.group(4).strip())
    return defs


def expand_call(defs, name, args):
    params, body = defs[name]
    if params is None or len(params) != len(args):
        raise ParseError("cannot expand %s%r" % (name, args))
    mapping = dict(zip(params, args))
    return re.sub(r"\b\w+\b", lambda m: mapping.get(m.group(0), m.group(0)), body)


def load_enums(path):
    """All enumerators of a kernel *_enum.h: {symbol: value}."""
    vals = {}
    with open(path, errors="replace") as f:
        for m in re.finditer(r"^\s*([A-Za-z_]\w*)\s*=\s*(0x[0-9a-fA-F]+|\d+)[uUlL]*\s*,?",
                             f.read(), re.M):
            vals.setdefault(m.group(1), int(m.group(2), 0))
    return vals


def eval_int(expr, syms, defs=None):
    """Evaluate a small integer expression of numbers and known symbols."""
    expr = expr.strip()

    def sub(m):
        tok = m.group(0)
        if re.fullmatch(r"0[xX][0-9a-fA-F]+|\d+", tok):
            return str(int(tok, 0))
        if tok in syms:
            return str(syms[tok])
        if defs and tok in defs and defs[tok][0] is None:
            return "(%s)" % eval_int(defs[tok][1], syms, defs)
        raise ParseError("unknown symbol %r in %r" % (tok, expr))

    py = re.sub(r"\b(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b|\b[A-Za-z_]\w*\b", sub, expr)
    if not re.fullmatch(r"[0-9\s()+\-*<>|&~]*", py):
        raise ParseError("unsupported expression %r" % expr)
    return int(eval(py, {"__builtins__": {}}, {}))


# ---------------------------------------------------------------------------
# Table parsing


def with_arch_macros(text, defs):
    """text plus the expansion of every function-like macro call that
    defines a struct amdgpu_pmc_arch (object-like macros in it expanded)."""
    out = text
    for mname, (params, mbody) in defs.items():
        if not params or "amdgpu_pmc_arch" not in mbody:
            continue
        for a in find_calls(text, mname):
            if [x.strip() for x in a] == params:
                continue    # the #define itself
            exp = expand_call(defs, mname, a).replace("##", "")
            exp = re.sub(r"\b\w+\b", lambda m: defs[m.group(0)][1]
                         if m.group(0) in defs and defs[m.group(0)][0] is None
                         else m.group(0), exp)
            out += "\n" + exp + ";"
    return out


def parse_table_file(path, enum_dir):
    raw = open(path, errors="replace").read()
    text = strip_comments(raw)
    defs = parse_defines(text)
    syms = {}
    for hdr in ENUM_HEADERS:
        if re.search(r'#\s*include\s*"%s"' % re.escape(hdr), text):
            hpath = os.path.join(enum_dir, hdr)
            if not os.path.exists(hpath):
                # e.g. kernel-overlay/ has the tables but not the enums
                hpath = os.path.join(DEFAULT_INCLUDE, hdr)
            if not os.path.exists(hpath):
                raise ParseError("%s includes %s, not found in %s or %s" %
                                 (os.path.basename(path), hdr, enum_dir, DEFAULT_INCLUDE))
            syms.update(load_enums(hpath))

    # struct arrays: name -> initialiser body
    arrays = {}
    for m in re.finditer(r"static\s+const\s+struct\s+(amdgpu_pmc_event|amdgpu_pmc_block)"
                         r"\s+(\w+)\s*\[\s*\]\s*=\s*", text):
        start = m.end()
        # initialiser runs to the ';' at depth 0
        depth, i = 0, start
        while i < len(text):
            c = text[i]
            if c == '"':
                j = i + 1
                while j < len(text) and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                i = j + 1
                continue
            if c in "({[":
                depth += 1
            elif c in ")}]":
                depth -= 1
            elif c == ";" and depth == 0:
                break
            i += 1
        arrays[m.group(2)] = (m.group(1), text[start:i].strip())

    events, blocks = {}, {}
    for name, (kind, body) in arrays.items():
        if kind == "amdgpu_pmc_event":
            lst = []
            for a in find_calls(body, "AMDGPU_PMC_EVENT"):
                if len(a) != 3:
                    raise ParseError("%s: bad AMDGPU_PMC_EVENT%r" % (name, a))
                sel = a[2].strip()
                lst.append({"event": c_string(a[0]), "block": a[1].strip(),
                            "select_expr": sel, "select": eval_int(sel, syms, defs)})
            events[name] = lst
        else:
            m = re.fullmatch(r"(\w+)\s*\((.*)\)", body, re.S)
            if m and m.group(1) in defs:
                body = expand_call(defs, m.group(1), split_args(m.group(2)))
            lst = []
            for a in find_calls(body, "AMDGPU_PMC_BLOCK"):
                if len(a) != 6:
                    raise ParseError("%s: bad AMDGPU_PMC_BLOCK%r" % (name, a))
                lst.append({"block": a[0].strip(), "name": c_string(a[1]),
                            "max_event": eval_int(a[5], syms, defs)})
            blocks[name] = lst

    arch_text = with_arch_macros(text, defs)
    archs = []
    for m in re.finditer(r"const\s+struct\s+amdgpu_pmc_arch\s+(\w+)\s*=\s*\{(.*?)\};",
                         arch_text, re.S):
        body = m.group(2)
        ip = re.search(r"\.gc_ip\s*=\s*IP_VERSION\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)", body)
        nm = re.search(r'\.name\s*=\s*"([^"]+)"', body)
        ev = re.search(r"\.events\s*=\s*(\w+)", body)
        bl = re.search(r"\.blocks\s*=\s*(\w+)", body)
        if not (ip and nm and ev and bl):
            raise ParseError("%s: incomplete arch %s" % (os.path.basename(path), m.group(1)))
        if ev.group(1) not in events or bl.group(1) not in blocks:
            raise ParseError("%s: arch %s uses unknown array" %
                             (os.path.basename(path), m.group(1)))
        archs.append({"symbol": m.group(1), "file": os.path.basename(path),
                      "gc_ip": "%s.%s.%s" % ip.groups(), "target": nm.group(1),
                      "events": events[ev.group(1)], "blocks": blocks[bl.group(1)]})
    return archs


def parse_tables(amdgpu_dir, enum_dir):
    archs = []
    for f in TABLE_FILES:
        p = os.path.join(amdgpu_dir, f)
        if not os.path.exists(p):
            raise ParseError("missing %s" % p)
        archs.extend(parse_table_file(p, enum_dir))
    return archs


# ---------------------------------------------------------------------------
# Facts


def read_tsv(path):
    with open(path) as f:
        lines = [l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")]
    head = lines[0].split("\t")
    rows = []
    for n, l in enumerate(lines[1:], 2):
        cells = l.split("\t")
        if len(cells) != len(head):
            raise ParseError("%s:%d: %d columns, header has %d" %
                             (os.path.basename(path), n, len(cells), len(head)))
        rows.append(dict(zip(head, cells)))
    return rows


def load_facts(facts_dir):
    ev = read_tsv(os.path.join(facts_dir, "gc-events.tsv"))
    bl = read_tsv(os.path.join(facts_dir, "gc-blocks.tsv"))
    return ev, bl


def decision_of(row):
    d = row["decision"].strip()
    if d == "drop":
        return None
    return int(d, 0)


# ---------------------------------------------------------------------------
# Naming rule (Documentation/ABI/testing/sysfs-bus-event_source-devices-amdgpu-gc)


def rule_name(block, symbol):
    """<block>_<the enumerator after PERF_SEL_ (or PERF_)>, lowercase."""
    m = re.search(r"PERF_SEL_(\w+)$", symbol) or re.search(r"PERF_(\w+)$", symbol)
    if not m:
        return None
    return (block + "_" + m.group(1)).lower()


def naming_violations(ev_rows):
    """Published names that break the ABI file's naming rule.

    A target whose GC IP has no enum header of its own (gfx908 ... gfx950)
    names a select as its family's header does: the enumerator recorded for
    the same block and name on another target of the family (vega10_enum.h
    for GFX9). A select no header names takes rocprofiler-sdk's name, or,
    where rocprofiler-sdk has none either, Mesa's (the reason column says
    "Mesa name SYMBOL": GFX10.3's TCP REQ and REQ_MISS, ac_spm.c).
    """
    family_sym = {}
    for r in ev_rows:
        if r["kernel_enum_symbol"] != "-":
            family_sym[(r["gc_ip"].split(".")[0], r["block"], r["event"])] = \
                r["kernel_enum_symbol"]
    bad = []
    for r in ev_rows:
        if decision_of(r) is None:
            continue
        sym = r["kernel_enum_symbol"]
        if sym == "-":
            sym = family_sym.get((r["gc_ip"].split(".")[0], r["block"], r["event"]), "-")
        if sym != "-":
            want, src = rule_name(r["block"], sym), sym
        elif r["sdk_name"] != "-":
            want, src = r["sdk_name"].lower(), "rocprofiler-sdk " + r["sdk_name"]
        elif re.search(r"Mesa name (\w+)", r["reason"]):
            msym = re.search(r"Mesa name (\w+)", r["reason"]).group(1)
            want, src = rule_name(r["block"], msym), "Mesa " + msym
        else:
            want, src = None, "no enumerator and no rocprofiler-sdk name"
        if want != r["event"]:
            bad.append("%s %s: the naming rule gives %s (%s)" %
                       (r["target"], r["event"], want, src))
    return bad


# ---------------------------------------------------------------------------
# Compare


def compare(archs, ev_rows, bl_rows):
    targets = []
    for a in archs:
        if a["target"] not in targets:
            targets.append(a["target"])
    for r in ev_rows + bl_rows:
        if r["target"] not in targets:
            targets.append(r["target"])

    facts_ev = {(r["target"], r["event"]): r for r in ev_rows}
    facts_bl = {(r["target"], r["block"]): r for r in bl_rows}
    bad = 0
    lines = []
    for t in targets:
        t_archs = [a for a in archs if a["target"] == t]
        ips = [a["gc_ip"] for a in t_archs]
        st = {"events": 0, "agree": 0, "differ": 0, "mff": 0, "mft": 0}
        msgs = []
        # events: union of what the tables publish and what the facts list
        names = []
        for a in t_archs:
            for e in a["events"]:
                if e["event"] not in names:
                    names.append(e["event"])
        for (ft, fe), r in facts_ev.items():
            if ft == t and fe not in names:
                names.append(fe)
        for name in names:
            st["events"] += 1
            row = facts_ev.get((t, name))
            status = "agree"
            for a in t_archs:
                pub = [e for e in a["events"] if e["event"] == name]
                if len(pub) > 1:
                    status = "differ"
                    msgs.append("%s [%s] %s: published %d times" %
                                (t, a["gc_ip"], name, len(pub)))
                    continue
                if row is None:
                    if pub:
                        status = "mff"
                        msgs.append("%s [%s] %s: published (%s %d) but not in gc-events.tsv" %
                                    (t, a["gc_ip"], name, pub[0]["block"], pub[0]["select"]))
                    continue
                fips = [x.strip() for x in row["gc_ip"].split(",")]
                if a["gc_ip"] not in fips:
                    status = "differ"
                    msgs.append("%s [%s] %s: gc_ip column %r lacks %s" %
                                (t, a["gc_ip"], name, row["gc_ip"], a["gc_ip"]))
                dec = decision_of(row)
                if not pub:
                    if dec is not None:
                        status = "mft" if status == "agree" else status
                        msgs.append("%s [%s] %s: facts decide %s %d, tables do not publish it" %
                                    (t, a["gc_ip"], name, row["block"], dec))
                    continue
                e = pub[0]
                if dec is None:
                    status = "differ"
                    msgs.append("%s [%s] %s: tables publish %s %d (%s), facts decide drop: %s" %
                                (t, a["gc_ip"], name, e["block"], e["select"],
                                 e["select_expr"], row["reason"]))
                elif e["block"] != row["block"] or e["select"] != dec:
                    status = "differ"
                    msgs.append("%s [%s] %s: tables %s %d (%s), facts decide %s %d: %s" %
                                (t, a["gc_ip"], name, e["block"], e["select"],
                                 e["select_expr"], row["block"], dec, row["reason"]))
            if row is not None and not t_archs and decision_of(row) is not None:
                status = "mft"
                msgs.append("%s %s: no table for this target" % (t, name))
            key = {"agree": "agree", "differ": "differ", "mff": "mff", "mft": "mft"}[status]
            st[key] += 1
        # blocks
        bst = {"blocks": 0, "agree": 0, "differ": 0, "mff": 0, "mft": 0}
        bnames = []
        for a in t_archs:
            for b in a["blocks"]:
                if b["block"] not in bnames:
                    bnames.append(b["block"])
        for (ft, fb), r in facts_bl.items():
            if ft == t and fb not in bnames:
                bnames.append(fb)
        for bn in bnames:
            bst["blocks"] += 1
            row = facts_bl.get((t, bn))
            status = "agree"
            for a in t_archs:
                pub = [b for b in a["blocks"] if b["block"] == bn]
                if row is None:
                    if pub:
                        status = "mff"
                        msgs.append("%s [%s] block %s: in tables (max_event %d), not in gc-blocks.tsv" %
                                    (t, a["gc_ip"], bn, pub[0]["max_event"]))
                    continue
                dec = int(row["decision"], 0)
                if not pub:
                    status = "mft"
                    msgs.append("%s [%s] block %s: in gc-blocks.tsv, not in tables" %
                                (t, a["gc_ip"], bn))
                    continue
                if pub[0]["max_event"] != dec:
                    status = "differ"
                    msgs.append("%s [%s] block %s: max_event %d, facts decide %d: %s" %
                                (t, a["gc_ip"], bn, pub[0]["max_event"], dec, row["reason"]))
            bst[status] += 1
        # every decided event must fit under the decided block bound
        for name in names:
            row = facts_ev.get((t, name))
            if row is None or decision_of(row) is None:
                continue
            brow = facts_bl.get((t, row["block"]))
            if brow is not None and decision_of(row) > int(brow["decision"], 0):
                msgs.append("%s %s: decided id %d exceeds decided %s bound %s (facts inconsistent)" %
                            (t, name, decision_of(row), row["block"], brow["decision"]))
                bst["differ"] += 1
        bad += st["differ"] + st["mff"] + st["mft"] + bst["differ"] + bst["mff"] + bst["mft"]
        lines.append("%-8s [%s]: %d events, %d agree, %d differ, %d missing-from-facts, "
                     "%d missing-from-tables; %d blocks, %d agree, %d differ, "
                     "%d missing-from-facts, %d missing-from-tables" %
                     (t, ",".join(ips) or "-", st["events"], st["agree"], st["differ"],
                      st["mff"], st["mft"], bst["blocks"], bst["agree"], bst["differ"],
                      bst["mff"], bst["mft"]))
        lines.extend("  MISMATCH " + m for m in msgs)
    return bad, lines


# ---------------------------------------------------------------------------
# Header


def c_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def emit_header(ev_rows, bl_rows):
    out = []
    w = out.append
    w("/* SPDX-License-Identifier: MIT */")
    w("/*")
    w(" * GC perf counter event facts, generated by kunit/facts/check-facts.py")
    w(" * --emit-header from gc-events.tsv and gc-blocks.tsv (the `decision`")
    w(" * column). Plain data for a KUnit test; see kunit/facts/SOURCES.md for")
    w(" * where every number comes from. Do not edit by hand.")
    w(" */")
    w("")
    w("#ifndef __AMDGPU_PMC_FACTS_H__")
    w("#define __AMDGPU_PMC_FACTS_H__")
    w("")
    w("#include <linux/types.h>")
    w("")
    w("struct amdgpu_pmc_fact_event {")
    w("\tu8 major, minor, rev;\t/* GC IP version */")
    w("\tconst char *block;\t/* AMDGPU_PMC_BLOCK_<block> */")
    w("\tconst char *event;\t/* perf event alias */")
    w("\tu16 id;\t\t\t/* event select */")
    w("};")
    w("")
    w("struct amdgpu_pmc_fact_block {")
    w("\tu8 major, minor, rev;")
    w("\tconst char *block;")
    w("\tu16 max_event;\t\t/* highest select the PMU should accept */")
    w("};")
    w("")
    w("/* Events a table must publish, with these ids. */")
    w("static const struct amdgpu_pmc_fact_event amdgpu_pmc_fact_events[] = {")
    dropped = []
    for r in ev_rows:
        for ip in [x.strip() for x in r["gc_ip"].split(",")]:
            ma, mi, rv = ip.split(".")
            if decision_of(r) is None:
                dropped.append((ma, mi, rv, r))
                continue
            w('\t{ %s, %s, %s, "%s", "%s", %d },' %
              (ma, mi, rv, r["block"], c_escape(r["event"]), decision_of(r)))
    w("};")
    w("")
    w("/* Events a table must not publish (no public source confirms an id). */")
    w("static const struct amdgpu_pmc_fact_event amdgpu_pmc_fact_absent_events[] = {")
    for ma, mi, rv, r in dropped:
        w('\t{ %s, %s, %s, "%s", "%s", 0 },' % (ma, mi, rv, r["block"], c_escape(r["event"])))
    if not dropped:
        w('\t{ 0, 0, 0, "", "", 0 },\t/* placeholder: none */')
    w("};")
    w("")
    w("static const struct amdgpu_pmc_fact_block amdgpu_pmc_fact_blocks[] = {")
    for r in bl_rows:
        for ip in [x.strip() for x in r["gc_ip"].split(",")]:
            ma, mi, rv = ip.split(".")
            w('\t{ %s, %s, %s, "%s", %d },' % (ma, mi, rv, r["block"], int(r["decision"], 0)))
    w("};")
    w("")
    w("#endif")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("amdgpu_dir", nargs="?", default=DEFAULT_AMDGPU,
                    help="kernel drivers/gpu/drm/amd/amdgpu directory")
    ap.add_argument("--include", help="directory with vega10_enum.h and soc24_enum.h "
                    "(default AMDGPU_DIR/../include)")
    ap.add_argument("--facts", default=HERE, help="directory with the .tsv facts")
    ap.add_argument("--list", action="store_true", help="print the parsed tables and exit")
    ap.add_argument("--emit-header", action="store_true",
                    help="print a C header with the facts and exit")
    args = ap.parse_args()

    try:
        if args.emit_header:
            ev, bl = load_facts(args.facts)
            names = naming_violations(ev)
            if names:
                raise ParseError("event names break the naming rule:\n  " +
                                 "\n  ".join(names))
            sys.stdout.write(emit_header(ev, bl))
            return 0
        inc = args.include or os.path.join(args.amdgpu_dir, "..", "include")
        archs = parse_tables(args.amdgpu_dir, inc)
        if args.list:
            for a in archs:
                for e in a["events"]:
                    print("%s\t%s\t%s\t%s\t%d\t%s" % (a["target"], a["gc_ip"], e["block"],
                                                      e["event"], e["select"], e["select_expr"]))
                for b in a["blocks"]:
                    print("%s\t%s\t%s\tmax_event\t%d" % (a["target"], a["gc_ip"], b["block"],
                                                         b["max_event"]))
            return 0
        ev, bl = load_facts(args.facts)
        bad, lines = compare(archs, ev, bl)
    except (ParseError, OSError, ValueError, KeyError) as e:
        print("check-facts: error: %s" % e, file=sys.stderr)
        return 2
    print("\n".join(lines))
    print("check-facts: %s (%d mismatch%s against the decision column)" %
          ("OK" if not bad else "FAIL", bad, "" if bad == 1 else "es"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
