"""Field by field: the findings of two checkouts, for a change that must not move a verdict.

Two steps, each run once on the commit before a change and once after it:

    # the default consumers, every release (offline: the committed fixtures and snapshots)
    python -m compat.cli drift --vllm all --offline --format json --no-write -o before.json
    # every corpus consumer (compat/corpus.py) at the releases its table covers
    python scripts/compare_findings.py dump-corpus corpus-before.json

then `python scripts/compare_findings.py compare before.json after.json` (either kind of file:
a drift document or a corpus dump). It pairs the findings by (consumer, vLLM release, finding
id) and lists every one gone, new or changed in any field (`--ignore FIELD` leaves a field out),
and every pair whose verdict moved; it exits 1 when anything differs. Used for issue 18's
condition model (docs/conditions.md keeps the figures). Run from the checkout to measure: the
dump imports the `compat` and `probes` found first on `sys.path` (the working directory).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

Key = tuple[str, str]  # (consumer, vLLM release)


def dump_corpus(out: Path) -> None:
    """Every corpus consumer's findings (`Finding.to_json`) per release, to `out`."""
    sys.path.insert(0, str(Path.cwd()))
    from compat.corpus import CORPUS, corpus_results

    found: dict[str, Any] = {}
    for entry in CORPUS:
        found[entry.spec] = corpus_results(entry, offline=True)
        sizes = {k: len(v) for k, v in found[entry.spec].items()}
        print(entry.spec, sizes, file=sys.stderr, flush=True)
    out.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def pairs(doc: Any) -> tuple[dict[Key, dict[str, dict[str, Any]]], dict[Key, str]]:
    """(findings by id per pair, verdict per pair) of a drift document or a corpus dump."""
    findings: dict[Key, dict[str, dict[str, Any]]] = {}
    verdicts: dict[Key, str] = {}
    if isinstance(doc, dict) and "results" in doc:
        for result in doc["results"]:
            key = (result["consumer"], str(result.get("vllm")))
            findings[key] = _by_id(result.get("findings", []), key)
            verdicts[key] = result.get("verdict", "")
        return findings, verdicts
    for consumer, releases in doc.items():
        for version, listed in releases.items():
            findings[(consumer, version)] = _by_id(listed, (consumer, version))
    return findings, verdicts


def _by_id(listed: list[dict[str, Any]], key: Key) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for finding in listed:
        if finding["id"] in out:
            raise SystemExit(f"{key}: finding id {finding['id']} twice")
        out[finding["id"]] = finding
    return out


def compare(before: Any, after: Any, ignore: set[str]) -> list[str]:
    """Every difference, one line each."""
    fa, va = pairs(before)
    fb, vb = pairs(after)
    lines = [f"pair {k} only before" for k in sorted(set(fa) - set(fb))]
    lines += [f"pair {k} only after" for k in sorted(set(fb) - set(fa))]
    for key in sorted(set(va) & set(vb)):
        if va[key] != vb[key]:
            lines.append(f"{key}: verdict {va[key]} -> {vb[key]}")
    for key in sorted(set(fa) & set(fb)):
        a, b = fa[key], fb[key]
        for fid in sorted(set(a) - set(b)):
            lines.append(f"{key}: GONE {a[fid]['kind']} {a[fid]['status']} {fid}")
        for fid in sorted(set(b) - set(a)):
            lines.append(f"{key}: NEW {b[fid]['kind']} {b[fid]['status']} {fid}")
        for fid in sorted(set(a) & set(b)):
            fields = (set(a[fid]) | set(b[fid])) - ignore
            for name in sorted(fields):
                if a[fid].get(name) != b[fid].get(name):
                    old, new = str(a[fid].get(name))[:120], str(b[fid].get(name))[:120]
                    lines.append(f"{key}: {fid} {name}: {old} -> {new}")
    return lines


def summary(doc: Any) -> str:
    """Pairs, findings and their statuses."""
    found, verdicts = pairs(doc)
    statuses = Counter(f["status"] for by_id in found.values() for f in by_id.values())
    total = sum(statuses.values())
    text = f"{len(found)} pairs, {total} findings, statuses {dict(sorted(statuses.items()))}"
    if verdicts:
        text += f", verdicts {dict(sorted(Counter(verdicts.values()).items()))}"
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    sub = parser.add_subparsers(dest="command", required=True)
    dump = sub.add_parser("dump-corpus", help="dump every corpus consumer's findings")
    dump.add_argument("out", type=Path)
    cmp = sub.add_parser("compare", help="compare two drift documents or corpus dumps")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    cmp.add_argument("--ignore", action="append", default=[], help="a field left out")
    args = parser.parse_args(argv)
    if args.command == "dump-corpus":
        dump_corpus(args.out)
        return 0
    before = json.loads(args.before.read_text(encoding="utf-8"))
    after = json.loads(args.after.read_text(encoding="utf-8"))
    print("before:", summary(before))
    print("after: ", summary(after))
    lines = compare(before, after, set(args.ignore))
    print(f"differences: {len(lines)}")
    for line in lines:
        print("  " + line)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
