"""The Markdown report: a symbol matrix with its legend, findings by use, history, pin audit.

Every text from a finding is escaped for a GFM table cell (no markup, no HTML, no column
breaks); the matrix uses the same symbols and legend as the terminal, and every table's rows come
from the row builders all formats share (`common`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from compat import gpu_evidence
from compat.report import common
from compat.results import WORDS, Report

UNKNOWN_COLUMNS = ("consumers", "vLLM releases", "uses not judged", "reasons")


def md(text: object) -> str:
    """Escape text for a Markdown table cell."""
    out = str(text).replace("\r", " ").replace("\n", " ")
    for char in "\\`*_[]<>|~#":
        out = out.replace(char, "\\" + char)
    return out.replace("&", "&amp;")


def table(header: Sequence[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(md(h) for h in header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(md(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def render(report: Report) -> str:
    grid = common.grid(report)
    counts = common.counts(report)
    out = ["# vLLM compatibility\n\n"]
    out.append("; ".join(f"{counts[v]} {WORDS[v]}" for v in WORDS if counts[v]) + "\n\n")
    out += ["## Matrix\n\n", _matrix(grid), "\n", _legend(), "\n## Findings by use\n\n"]
    groups = common.use_groups(report)
    out.append(
        table(common.USE_COLUMNS, [common.use_row(g) for g in groups])
        if groups
        else "No broken use.\n"
    )
    out.append(_unknowns(report))
    out.append(_apart(report))
    out.append(f"\n## When each use broke (over {len(report.releases)} vLLM releases)\n\n")
    out.append(table(common.HISTORY_COLUMNS, common.history_rows(report, set(grid.consumers))))
    out += ["\n## Compatible vLLM releases per consumer release\n\n", _ranges(report)]
    out += ["\n## Declared vLLM requirement (pin audit)\n\n", _pins(report)]
    out += ["\n## vLLM sources\n\n", table(common.SOURCE_COLUMNS, common.source_rows(report))]
    out.append(_gpu_cells(report))
    out.append(_gpu(report.gpu_runs, set(grid.columns)))
    if report.notes:
        out += ["\n## Notes\n\n", *(f"- {md(n)}\n" for n in report.notes)]
    return "".join(out)


def _matrix(grid: common.Grid) -> str:
    rows = []
    for consumer in grid.consumers:
        cells = [grid.get(consumer, v) for v in grid.columns]
        rows.append([consumer] + [common.symbol(r) if r else "" for r in cells])
    return table(["consumer", *grid.columns], rows)


def _apart(report: Report) -> str:
    """Baselines, then each section of findings shown apart from breaks."""
    out = []
    if rows := common.baseline_rows(report):
        out += ["\n## Baselines\n\n", table(("consumers", "baseline", "why"), rows)]
    for heading, groups in common.apart_groups(report):
        out += [
            f"\n## {md(heading)}\n\n",
            table(common.USE_COLUMNS, [common.use_row(g) for g in groups]),
        ]
    return "".join(out)


def _legend() -> str:
    return "Legend: " + " · ".join(f"`{s}` {md(w)}" for s, w in common.LEGEND.items()) + "\n"


def _unknowns(report: Report) -> str:
    """Per cell, the uses that could not be judged, counted, with their reason codes."""
    rows = [
        [common.short_consumers(g.consumers), g.ranges, str(g.count), g.text.split(" (", 1)[1][:-1]]
        for g in common.unknown_groups(report)
    ]
    if not rows:
        return ""
    return "\n## Uses that could not be judged (unknown)\n\n" + table(UNKNOWN_COLUMNS, rows)


def _ranges(report: Report) -> str:
    rows = common.range_rows(report)
    return table(common.RANGE_COLUMNS, rows) if rows else "No consumer release uses vLLM.\n"


def _pins(report: Report) -> str:
    if not report.pin_audit:
        return "Not audited.\n"
    return "".join(f"- {md(common.pin_line(p))}\n" for p in report.pin_audit)


def _gpu_cells(report: Report) -> str:
    rows = common.gpu_cell_rows(common.gpu_cells(report))
    if not rows:
        return ""
    return "\n## GPU evidence per cell\n\n" + table(common.GPU_CELL_COLUMNS, rows)


def _gpu(runs: list[dict[str, Any]], shown: set[str]) -> str:
    """GPU evidence beside the vLLM releases shown: newest clean runs' tests, older runs."""
    groups = [g for g in gpu_evidence.by_vllm(runs) if g[0] in shown]
    rejected = gpu_evidence.not_evidence(runs, shown)
    out = ["\n## GPU evidence\n"] if groups or rejected else []
    for version, newest, older in groups:
        out.append(f"\n### vLLM {md(version)}\n")
        for run in newest:
            out.append(f"\n#### {md(gpu_evidence.run_heading(run))}\n\n")
            out.append(table(common.GPU_COLUMNS, gpu_evidence.test_rows(run)))
        if older:
            out.append("\nOlder runs:\n\n")
            out += [f"- {md(gpu_evidence.run_heading(run))}\n" for run in older]
    if rejected:
        out.append(f"\n### {gpu_evidence.NOT_EVIDENCE}\n\n")
        out += [f"- {md(gpu_evidence.run_heading(run))}\n" for run in rejected]
    return "".join(out)
