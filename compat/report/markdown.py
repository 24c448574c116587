"""The Markdown report: a symbol matrix with its legend, findings by use, history, pin audit.

Every text from a finding is escaped for a GFM table cell (no markup, no HTML, no column
breaks); the matrix uses the same symbols and legend as the terminal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from compat import gpu_evidence
from compat.history import spans
from compat.report import common
from compat.report.terminal import pin_line
from compat.results import WORDS, Report

HISTORY_COLUMNS = ("consumer", "use", "symbol", "kind", "last good", "first broken", "broken in")
RANGE_COLUMNS = ("consumer", "compatible", "with the patch")
USE_COLUMNS = ("status", "kind", "symbol", "consumers: vLLM releases", "detail", "fix", "at")
SOURCE_COLUMNS = ("vllm", "kind", "file", "sha256")
GPU_COLUMNS = ("test", "outcome", "evidence")


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
    out.append(table(USE_COLUMNS, [use_row(g) for g in groups]) if groups else "No broken use.\n")
    out.append(_apart(report))
    out.append(f"\n## When each use broke (over {len(report.releases)} vLLM releases)\n\n")
    out.append(table(HISTORY_COLUMNS, history_rows(report, set(grid.consumers))))
    out += ["\n## Compatible vLLM releases per consumer release\n\n", _ranges(report)]
    out += ["\n## Declared vLLM requirement (pin audit)\n\n", _pins(report)]
    out += ["\n## vLLM sources\n\n", table(SOURCE_COLUMNS, common.source_rows(report))]
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
        out += [f"\n## {md(heading)}\n\n", table(USE_COLUMNS, [use_row(g) for g in groups])]
    return "".join(out)


def _legend() -> str:
    return "Legend: " + " · ".join(f"`{s}` {md(w)}" for s, w in common.LEGEND.items()) + "\n"


def use_row(group: common.UseGroup) -> list[str]:
    f = group.finding
    where = "; ".join(f"{common.short_consumers(c)}: {r}" for c, r in group.where)
    status = "fixable by the patch" if group.status == "shimmed" else group.status
    at = f.location + (f" (vLLM {f.evidence})" if f.evidence else "")
    return [status, f.kind, f.symbol, where, f.detail, f.hint, at]


def history_rows(report: Report, shown: set[str]) -> list[list[str]]:
    return [
        [
            h.consumer,
            h.use,
            h.symbol,
            h.kind,
            h.last_good or "none",
            h.first_broken or "",
            spans(h.broken),
        ]
        for h in report.history
        if h.consumer in shown
    ]


def _ranges(report: Report) -> str:
    rows = [[c.consumer, spans(c.raw), spans(c.patched)] for c in report.ranges if c.applicable]
    return table(RANGE_COLUMNS, rows) if rows else "No consumer release uses vLLM.\n"


def _pins(report: Report) -> str:
    if not report.pin_audit:
        return "Not audited.\n"
    return "".join(f"- {md(pin_line(p))}\n" for p in report.pin_audit)


def _gpu_cells(report: Report) -> str:
    rows = common.gpu_cell_rows(common.gpu_cells(report))
    if not rows:
        return ""
    return "\n## GPU evidence per cell\n\n" + table(common.GPU_CELL_COLUMNS, rows)


def _gpu(runs: list[dict[str, Any]], shown: set[str]) -> str:
    """GPU evidence beside the vLLM releases shown: newest clean runs' tests, older runs."""
    groups = [g for g in gpu_evidence.by_vllm(runs) if g[0] in shown]
    out = ["\n## GPU evidence\n"] if groups else []
    for version, newest, older in groups:
        out.append(f"\n### vLLM {md(version)}\n")
        for run in newest:
            out.append(f"\n#### {md(gpu_evidence.run_heading(run))}\n\n")
            out.append(table(GPU_COLUMNS, gpu_evidence.test_rows(run)))
        if older:
            out.append("\nOlder runs:\n\n")
            out += [f"- {md(gpu_evidence.run_heading(run))}\n" for run in older]
    return "".join(out)
