"""The terminal report: a symbol matrix that fits the width for any number of releases.

vLLM releases whose column of verdicts is the same for every consumer are grouped into one
range column (keyed A, B, …, with the key under the matrix), newest first, so the releases a
user is about to upgrade to are in the first block; when the groups still do not fit, the
matrix continues in another block. Findings are listed once per use, with the
consumer releases and vLLM ranges they hold for. Every text from a finding goes in as rich
`Text` (never markup).
"""

from __future__ import annotations

import io
import string
from typing import Any

from rich.console import Console
from rich.padding import Padding
from rich.text import Text

from compat import gpu_evidence
from compat.history import spans
from compat.report import common
from compat.results import WORDS, Report

STYLES = {
    "compatible": "green",
    "shimmed": "cyan",
    "fixable": "yellow",
    "broken": "bold red",
    "unchecked": "magenta",
    "not-applicable": "dim",
}
STATUS_MARK = {"broken": "✗", "refused": "✗", "shimmed": "P", "unchecked": "?"}
STATUS_STYLE = {"shimmed": "yellow", "unchecked": "magenta"}
PIN_STYLE = {"ok": "", "no-uses": "", "unchecked": "magenta"}
LABEL_MAX = 28
CELL = 3
KEYS = string.ascii_uppercase + string.ascii_lowercase + string.digits


def render(report: Report, *, width: int = 80, color: bool = False) -> str:
    """The whole terminal report as text (ANSI colours only when `color`)."""
    out = io.StringIO()
    console = Console(
        file=out,
        width=width,
        force_terminal=color,
        color_system="standard" if color else None,
        highlight=False,
    )
    print_report(report, console)
    return "".join(line.rstrip() + "\n" for line in out.getvalue().splitlines())


def print_report(report: Report, console: Console) -> None:
    grid = common.grid(report)
    title, *rows = matrix_lines(grid, console.width)
    console.print(title)  # wraps at words; the rows never need to
    for line in rows:
        console.print(line, no_wrap=True, overflow="crop")
    console.print(_counts(report))
    _baselines(report, console)
    _findings(report, console)
    _unknowns(report, console)
    _apart(report, console)
    _history(report, console, set(grid.consumers))
    _ranges(report, console)
    _pins(report, console)
    _gpu_cells(report, console)
    _gpu(report, console, set(grid.columns))  # notes: the commands print them as they come


def _groups(grid: common.Grid) -> list[list[str]]:
    """Consecutive vLLM columns with the same verdict for every consumer."""
    groups: list[list[str]] = []
    last = None
    for column in grid.columns:
        key = tuple(
            ((r.verdict, r.is_baseline) if (r := grid.get(c, column)) else None)
            for c in grid.consumers
        )
        if groups and key == last:
            groups[-1].append(column)
        else:
            groups.append([column])
        last = key
    return groups


def matrix_lines(grid: common.Grid, width: int) -> list[Text]:
    """Title, one or more blocks of rows (≤ `width` columns each), the key and the legend."""
    if not grid.consumers:
        return [Text("no results")]
    groups = _groups(grid)[::-1]  # newest first: the releases a user is about to move to
    label = min(
        LABEL_MAX, max(len(common.label(c, 99)) for c in grid.consumers), max(8, width // 3)
    )
    per_block = max(1, (width - label - 1) // CELL)
    lines = [Text(_title(grid), style="bold")]
    keys = [
        KEYS[i % len(KEYS)] + ("" if i < len(KEYS) else str(i // len(KEYS)))
        for i in range(len(groups))
    ]
    for start in range(0, len(groups), per_block):
        block = range(start, min(start + per_block, len(groups)))
        head = " " * (label + 1) + "".join(keys[i].ljust(CELL) for i in block)
        lines.append(Text(head.rstrip(), style="bold"))
        for consumer in grid.consumers:
            row = Text(common.label(consumer, label).ljust(label + 1))
            for i in block:
                result = grid.get(consumer, groups[i][0])
                mark = common.symbol(result) if result else " "
                row.append(mark.ljust(CELL), style=STYLES[result.verdict] if result else "")
            row.rstrip()
            lines.append(row)
    lines += _wrap([f"{keys[i]} = {_group_text(g)}" for i, g in enumerate(groups)], width)
    legend = [f"{s} {w}" for s, w in common.LEGEND.items() if s.strip()]
    lines += _wrap(legend, width, style="dim")
    return lines


def _title(grid: common.Grid) -> str:
    cols = grid.columns
    span = f" ({cols[0]}–{cols[-1]})" if len(cols) > 1 else f" ({cols[0]})"
    n = len(grid.consumers)
    return f"vLLM compatibility: {n} consumer release{'s' * (n != 1)} × {len(cols)} vLLM{span}"


def _group_text(group: list[str]) -> str:
    return group[0] if len(group) == 1 else f"{group[0]}–{group[-1]} ({len(group)})"


def _wrap(items: list[str], width: int, style: str = "") -> list[Text]:
    """Items joined by two spaces, wrapped between items (never inside one unless too long)."""
    lines, current = [], ""
    for item in items:
        if current and len(current) + 2 + len(item) > width:
            lines.append(Text(current, style=style))
            current = ""
        current = f"{current}  {item}" if current else item
    if current:
        lines.append(Text(current, style=style))
    return lines


def _counts(report: Report) -> Text:
    counts = common.counts(report)
    parts = [f"{counts[v]} {WORDS[v]}" for v in STYLES if counts[v]]
    return Text("cells: " + "; ".join(parts), style="bold")


def _findings(report: Report, console: Console) -> None:
    groups = common.use_groups(report)
    if not groups:
        console.print(Text("No broken use.", style="green"))
        return
    console.rule(Text("Findings by use", style="bold"))
    for group in groups:
        f = group.finding
        head = Text(f"{STATUS_MARK[group.status]} ")
        kind = f.kind + (" (refused by the consumer)" if group.status == "refused" else "")
        kind += " (fixable by the patch)" if group.status == "shimmed" else ""
        kind += " (could not be checked)" if group.status == "unchecked" else ""
        head.append(kind, style=STATUS_STYLE.get(group.status, "bold red"))
        head.append(f"  {f.symbol}")
        console.print(head)
        for consumers, ranges in group.where:
            _indented(console, f"{common.short_consumers(consumers)}: vLLM {ranges}")
        _indented(console, f.detail)
        _indented(console, f"fix: {f.hint}", "green")
        where = [f"at {f.location}"] if f.location else []
        where += [f"vLLM {f.evidence}"] if f.evidence else []
        where += [f"shim {f.covered_by}"] if f.covered_by else []
        if where:
            _indented(console, " · ".join(where), "dim")


def _unknowns(report: Report, console: Console) -> None:
    """Per cell, how many uses could not be judged and why (reason codes)."""
    groups = common.unknown_groups(report)
    if not groups:
        return
    console.rule(Text("Uses that could not be judged (unknown)"))
    for g in groups:
        line = Text(f"{common.short_consumers(g.consumers)}: vLLM {g.ranges}: ")
        line.append(g.text, style="magenta")
        console.print(line)


def _baselines(report: Report, console: Console) -> None:
    """Which release each consumer was judged against, and why (never silent)."""
    for consumers, version, why in common.baseline_rows(report):
        console.print(Text(f"baseline {version} for {consumers}: {why}", style="dim"))


def _apart(report: Report, console: Console) -> None:
    """Findings shown apart from breaks (pre-existing, unreached, in the consumer's tests)."""
    for heading, groups in common.apart_groups(report):
        console.rule(Text(heading, style="bold"))
        for group in groups:
            f = group.finding
            console.print(Text(f"· {f.kind}  {f.symbol}"))
            for consumers, ranges in group.where:
                _indented(console, f"{common.short_consumers(consumers)}: vLLM {ranges}")
            _indented(console, f.detail)
            _indented(console, f"at {f.location}", "dim")


def _indented(console: Console, text: str, style: str = "", indent: int = 4) -> None:
    """A paragraph whose wrapped lines keep the indent."""
    console.print(Padding(Text(text, style=style), (0, 0, 0, indent)))


def _history(report: Report, console: Console, shown: set[str]) -> None:
    """Last good / first broken per use, consumers with the same history merged."""
    merged: dict[tuple[Any, ...], list[str]] = {}
    for h in report.history:
        if h.consumer in shown:
            key = (h.use, h.symbol, h.kind, h.last_good, h.first_broken, spans(h.broken))
            merged.setdefault(key, []).append(h.consumer)
    if not merged:
        return
    console.rule(Text(f"When each use broke (over {len(report.releases)} vLLM releases)"))
    for (_, symbol, kind, last_good, first, broken), consumers in merged.items():
        console.print(Text(f"{symbol} ({kind})"))
        line = Text("last good ")
        line.append(last_good or "none (broken from the oldest supported)", style="green")
        line.append(" · first broken ")
        line.append(first or "?", style="red")
        line.append(f" · broken in {broken}")
        console.print(Padding(line, (0, 0, 0, 4)))
        _indented(console, common.short_consumers(tuple(consumers)), "dim")


def _ranges(report: Report, console: Console) -> None:
    rows = [c for c in report.ranges if c.applicable]
    if not rows:
        return
    console.rule(Text("Compatible vLLM releases per consumer release"))
    for c in rows:
        line = Text(f"{common.label(c.consumer, 99)}: ")
        line.append(spans(c.raw), style="green" if c.raw else "red")
        line.append(" · with the patch: ")
        line.append(spans(c.patched), style="cyan" if c.patched else "red")
        console.print(line)


def _pins(report: Report, console: Console) -> None:
    if not report.pin_audit:
        return
    console.rule(Text("Declared vLLM requirement (pin audit)"))
    for p in report.pin_audit:
        console.print(Text(common.pin_line(p), style=PIN_STYLE.get(p.verdict, "yellow")))


def _gpu_cells(report: Report, console: Console) -> None:
    """Which matrix cells GPU tests ran on, and what they came to."""
    rows = common.gpu_cell_rows(common.gpu_cells(report))
    if rows:
        console.rule(Text("GPU evidence per cell", style="bold"))
    for consumer, column, summary, tests in rows:
        console.print(Text(f"{consumer} × vLLM {column}: {summary} ({tests})"))


def _gpu(report: Report, console: Console, shown: set[str]) -> None:
    """GPU runs only beside a vLLM release the matrix shows."""
    groups = [g for g in gpu_evidence.by_vllm(report.gpu_runs) if g[0] in shown]
    for version, newest, older in groups:
        console.rule(Text(f"GPU evidence · vLLM {version}", style="bold"))
        for run in newest:
            console.print(Text(gpu_evidence.run_heading(run)))
            for test, outcome, evidence in gpu_evidence.test_rows(run):
                if outcome in ("failed", "error", "xpassed"):
                    console.print(Text(f"  {outcome}: {test} — {evidence}", style="red"))
        for run in older:
            console.print(Text("older: " + gpu_evidence.run_heading(run), style="dim"))
    rejected = gpu_evidence.not_evidence(report.gpu_runs, shown)
    if rejected:
        console.rule(Text(gpu_evidence.NOT_EVIDENCE, style="bold"))
    for run in rejected:
        console.print(Text("not evidence: " + gpu_evidence.run_heading(run), style="dim"))
