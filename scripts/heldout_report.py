"""Re-measure the held-out consumers (docs/corpus-heldout-2026-12-01.md, -02, -03, -06, -07).

For each one, runs this checkout's `drift` (`python -m compat.cli drift`) at its target vLLM
release and at the newest verified one, and scores the `broken` findings against its
hand-verified table (tests/handverified/corpus/), per (finding, release) pair:

* absolute mode (`--baseline none`): precision of `broken`, and recall of the table's TRUE rows;
* baseline mode (`--baseline <its target>`): the same, where the TRUE rows to find are those new
  against the target (a TRUE row at the target too is expected `pre-existing`, not `broken`).

The checkouts before issue 19 have no `--baseline`: the script then says so and measures what
`drift` does without it (absolute verdicts), so the same command works before and after.
Needs the package index once (wheels and sdists are cached). The consumers come in batches
(tests/handverified/corpus/heldout.py): 2026-12-01 (in compat/corpus.py), 2026-12-02,
2026-12-03, 2026-12-06 and 2026-12-07 (declared only in the tests, measured before anything
changed for them).

    python scripts/heldout_report.py                      # every batch, both modes
    python scripts/heldout_report.py --batch 2026-12-07 --mode both --json out.json
    python scripts/heldout_report.py --consumer ray --mode baseline --json out.json
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from compat.corpus import CorpusConsumer  # noqa: E402
from tests.handverified.corpus import FALSE, TRUE, Row  # noqa: E402
from tests.handverified.corpus.compare import before_precision, compare  # noqa: E402
from tests.handverified.corpus.heldout import (  # noqa: E402
    ALL,
    BATCHES,
    BEFORE_COMMIT,
    batch_of,
    heldout_consumer,
)
from tests.handverified.corpus.tables import table  # noqa: E402

HELD_OUT = ALL
MODES = ("absolute", "baseline")


@dataclass
class Score:
    """One consumer at one release in one mode."""

    consumer: str
    mode: str  # absolute | baseline | absolute (no --baseline flag)
    vllm: str
    target: bool
    broken: int
    broken_true: int
    true_rows: int  # the TRUE rows to find in this mode
    true_found: int
    statuses: dict[str, int]
    before: tuple[int, int]  # (TRUE, reported) among the table's before=True rows
    batch: str = ""  # the held-out batch (heldout.BATCHES)
    before_commit: str = ""  # the engine the before=True rows came from
    false_classes: dict[str, int] = field(default_factory=dict)  # FALSE rows reported, by pattern


def supports_baseline() -> bool:
    """Whether this checkout's drift takes `--baseline` (issue 19)."""
    out = subprocess.run(
        [sys.executable, "-m", "compat.cli", "drift", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return "--baseline" in out.stdout


def drift_command(
    entry: CorpusConsumer, output: Path, baseline: str | None, offline: bool
) -> list[str]:
    """The drift command line for one consumer at its table's releases."""
    cmd = [sys.executable, "-m", "compat.cli", "drift", "--consumer", entry.spec]
    for version in entry.versions:
        cmd += ["--vllm", version]
    cmd += ["--format", "json", "--no-write", "-o", str(output)]
    if baseline is not None:
        cmd += ["--baseline", baseline]
    if offline:
        cmd.append("--offline")
    return cmd


def run_drift(
    entry: CorpusConsumer, baseline: str | None, offline: bool
) -> dict[str, list[dict[str, Any]]]:
    """The consumer's findings per vLLM release, read from drift's JSON."""
    with tempfile.TemporaryDirectory() as tmp:
        output = Path(tmp) / "drift.json"
        done = subprocess.run(
            drift_command(entry, output, baseline, offline),
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode not in (0, 1) or not output.is_file():
            raise SystemExit(f"drift failed for {entry.spec} ({done.returncode}): {done.stderr}")
        data = json.loads(output.read_text(encoding="utf-8"))
    return {
        r["vllm"]: r["findings"]
        for r in data["results"]
        if r.get("consumer") == entry.spec and r.get("vllm")
    }


def _row_key(row: Row) -> tuple[str, str, str]:
    return row.expected_kind or row.kind, row.symbol, row.location


def true_rows_to_find(rows: tuple[Row, ...], version: str, baseline: str | None) -> list[Row]:
    """TRUE rows at `version`; against a baseline, only those not TRUE there too."""
    at = [r for r in rows if r.vllm == version and r.verdict == TRUE]
    if baseline is None:
        return at
    if version == baseline:
        return []
    old = {_row_key(r) for r in rows if r.vllm == baseline and r.verdict == TRUE}
    return [r for r in at if _row_key(r) not in old]


def score(
    entry: CorpusConsumer,
    rows: tuple[Row, ...],
    version: str,
    findings: list[dict[str, Any]],
    mode: str,
    baseline: str | None,
) -> Score:
    """Precision of `broken` and recall of the TRUE rows to find, at one release."""
    cmp = compare(rows, version, findings)
    wanted = true_rows_to_find(rows, version, baseline)
    found = {_row_key(r) for r in cmp.reported_true}
    statuses: dict[str, int] = {}
    for f in findings:
        statuses[f["status"]] = statuses.get(f["status"], 0) + 1
    false_classes: dict[str, int] = {}
    for row in cmp.reported_false:
        label = row.pattern if row.verdict == FALSE else f"consequence of {row.root}"
        false_classes[label] = false_classes.get(label, 0) + 1
    batch = batch_of(entry.name)
    return Score(
        consumer=entry.spec,
        mode=mode,
        vllm=version,
        target=version == entry.target,
        broken=cmp.reported,
        broken_true=len(cmp.reported_true),
        true_rows=len(wanted),
        true_found=sum(_row_key(r) in found for r in wanted),
        statuses=statuses,
        before=before_precision(rows, version),
        batch=batch,
        before_commit=BEFORE_COMMIT[batch],
        false_classes=false_classes,
    )


def measure(names: list[str], modes: list[str], offline: bool) -> tuple[list[Score], list[str]]:
    """Every (consumer, mode, release) score, and notes on what could not be measured."""
    notes: list[str] = []
    has_flag = supports_baseline()
    if not has_flag:
        notes.append(
            "this checkout's drift has no --baseline: measured absolute verdicts only (what "
            "drift gives without the flag); rerun on a checkout with issue 19's flags"
        )
    scores = []
    for name in names:
        entry = heldout_consumer(name)
        rows = table(name).rows
        for mode in modes:
            if mode == "baseline" and not has_flag:
                continue
            baseline = entry.target if mode == "baseline" else None
            flag = ("none" if mode == "absolute" else baseline) if has_flag else None
            label = mode if has_flag else "absolute (no --baseline flag)"
            for version, findings in run_drift(entry, flag, offline).items():
                scores.append(score(entry, rows, version, findings, label, baseline))
    return scores, notes


def totals(scores: list[Score]) -> list[dict[str, Any]]:
    """Per (batch, mode, target or newest): the sums a batch is judged on, and its FALSE classes."""
    groups: dict[tuple[str, str, str], dict[str, Any]] = {}
    for s in scores:
        cell = "targets" if s.target else "newest"
        g = groups.setdefault(
            (s.batch, s.mode, cell),
            {
                "batch": s.batch,
                "mode": s.mode,
                "cell": cell,
                "consumers": 0,
                "broken": 0,
                "broken_true": 0,
                "true_rows": 0,
                "true_found": 0,
                "false_classes": {},
            },
        )
        g["consumers"] += 1
        for key in ("broken", "broken_true", "true_rows", "true_found"):
            g[key] += getattr(s, key)
        for label, n in s.false_classes.items():
            g["false_classes"][label] = g["false_classes"].get(label, 0) + n
    return list(groups.values())


def _pct(num: int, den: int, empty: str) -> str:
    return f"{num}/{den} = {100 * num / den:.1f} %" if den else empty


def render(scores: list[Score], notes: list[str]) -> None:
    from rich.console import Console
    from rich.table import Table

    out = Table(title="held-out consumers: broken per (finding, release) pair vs the tables")
    for col in ("consumer", "mode", "vLLM", "precision", "recall", "before (table)", "other"):
        out.add_column(col)
    for s in scores:
        other = ", ".join(f"{k} {v}" for k, v in sorted(s.statuses.items()) if k != "broken")
        out.add_row(
            s.consumer,
            s.mode,
            s.vllm + (" (target)" if s.target else ""),
            _pct(s.broken_true, s.broken, "n/a (nothing broken)"),
            _pct(s.true_found, s.true_rows, "n/a (no TRUE row to find)"),
            _pct(*s.before, "n/a (nothing broken)") + f" @{s.before_commit}",
            other,
        )
    console = Console(width=160)
    console.print(out)
    sums = Table(title="per batch: all its consumers together")
    for col in ("batch", "mode", "cell", "precision", "recall", "FALSE reported, by class"):
        sums.add_column(col)
    for g in totals(scores):
        classes = "; ".join(f"{k}: {v}" for k, v in sorted(g["false_classes"].items()))
        sums.add_row(
            g["batch"],
            g["mode"],
            g["cell"],
            _pct(g["broken_true"], g["broken"], "n/a (nothing broken)"),
            _pct(g["true_found"], g["true_rows"], "n/a (no TRUE row to find)"),
            classes,
        )
    console.print(sums)
    for note in notes:
        console.print(f"note: {note}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--consumer", action="append", choices=HELD_OUT, help="default: all")
    parser.add_argument("--batch", action="append", choices=tuple(BATCHES), help="default: all")
    parser.add_argument("--mode", choices=(*MODES, "both"), default="both")
    parser.add_argument("--offline", action="store_true", help="cached releases only")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    modes = list(MODES) if args.mode == "both" else [args.mode]
    names = list(args.consumer or [])
    names += [n for b in args.batch or [] for n in BATCHES[b] if n not in names]
    scores, notes = measure(names or list(HELD_OUT), modes, args.offline)
    render(scores, notes)
    if args.json:
        payload = {
            "schema_version": 2,
            "notes": notes,
            "rows": [asdict(s) for s in scores],
            "totals": totals(scores),
        }
        args.json.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
