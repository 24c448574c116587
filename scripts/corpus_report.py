"""Precision and recall of `broken` on the development corpus, before and after (`nox -s corpus`).

For each corpus consumer (compat/corpus.py) at its target vLLM release and the newest: the
engine's `broken` findings against the hand-verified table (tests/handverified/corpus/), per
(finding, release) pair. "Before" is what the engine reported before the corpus work (the
table's rows with `before=True`); "after" is this checkout. Needs the package index once
(wheels and sdists are cached).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from compat.corpus import CORPUS, corpus_results  # noqa: E402
from tests.handverified.corpus import TRUE  # noqa: E402
from tests.handverified.corpus.compare import before_precision, compare  # noqa: E402
from tests.handverified.corpus.tables import table  # noqa: E402


def _pct(num: int, den: int, empty: str = "n/a (nothing reported)") -> str:
    return f"{num}/{den} = {100 * num / den:.1f} %" if den else empty


def relative_to_target(results: dict[str, list[dict]], target: str) -> dict[str, list[dict]]:
    """The findings as `drift --baseline <target>` judges them: those also broken at the
    target (the same id) are pre-existing (compat/baseline.py's rule), never a break."""
    from compat.baseline import pre_existing
    from compat.results import finding_from_json

    base = frozenset(f["id"] for f in results[target] if f["status"] in ("broken", "shimmed"))
    return {
        v: [pre_existing(finding_from_json(f, v), base).to_json() for f in found]
        for v, found in results.items()
    }


def measure() -> list[dict]:
    rows = []
    for entry in CORPUS:
        got = table(entry.name)
        results = corpus_results(entry)
        relative = relative_to_target(results, entry.target)
        for version in entry.versions:
            cmp = compare(got.rows, version, results[version])
            rel = compare(got.rows, version, relative[version])
            true_before, reported_before = before_precision(got.rows, version)
            true_rows = [r for r in got.rows if r.vllm == version and r.verdict == TRUE]
            rows.append(
                {
                    "consumer": entry.spec,
                    "vllm": version,
                    "target": version == entry.target,
                    "before": [true_before, reported_before],
                    "after": [len(cmp.reported_true), cmp.reported],
                    "false_after": len(cmp.reported_false),
                    "unverified": len(cmp.unverified),
                    "recall": [len(cmp.reported_true), len(true_rows)],
                    "true_lost": sum(r.before for r in cmp.missed),
                    "baseline_target": [len(rel.reported_true), rel.reported],
                    "baseline_recall": [len(rel.reported_true), len(true_rows)],
                }
            )
    return rows


def render(rows: list[dict]) -> None:
    out = Table(title="broken findings vs the hand-verified tables, per (finding, release) pair")
    columns = ("consumer", "vLLM", "precision before", "precision after", "TRUE found", "lost")
    for col in (*columns, "--baseline target: precision", "TRUE found"):
        out.add_column(col)
    for r in rows:
        label = r["vllm"] + (" (target)" if r["target"] else "")
        out.add_row(
            r["consumer"],
            label,
            _pct(*r["before"]),
            _pct(*r["after"]),
            _pct(*r["recall"], empty="n/a (no TRUE row)"),
            str(r["true_lost"]),
            _pct(*r["baseline_target"]),
            _pct(*r["baseline_recall"], empty="n/a (no TRUE row)"),
        )
    Console(width=150).print(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    rows = measure()
    render(rows)
    if args.json:
        args.json.write_text(json.dumps({"schema_version": 1, "rows": rows}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
