"""The HTML page: one self-contained file (inline style and script, no network).

The matrix is plain markup (every cell a `<td>` carrying `data-verdict`, `data-consumer`,
`data-vllm`), so the page reads without script too; the script adds drill-down (a click shows
the cell's findings, all statuses) and filters. Findings travel as a JSON block with `<`, `>`, `&`
escaped, and every text in markup is HTML-escaped.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from compat import gpu_evidence
from compat.report import common
from compat.report.page_assets import CSS, SCRIPT
from compat.results import VERDICTS, WORDS, Report
from probes import RULES, RULES_DOC

# Where a finding's rule ids link to: the default reports/ folder sits beside docs/.
RULES_HREF = "../" + RULES_DOC
RULE_SUMMARIES = {r.id: r.summary for r in RULES}
OUTCOME_CLASS = {"passed": "status-guarded", "failed": "status-broken", "error": "status-broken"}


def h(text: object) -> str:
    return html.escape(str(text), quote=True)


def table(
    header: Sequence[str], rows: list[list[str]], row_class: list[str] | None = None, id_: str = ""
) -> str:
    head = "".join(f"<th>{h(c)}</th>" for c in header)
    body = []
    for i, row in enumerate(rows):
        cls = f' class="{h(row_class[i])}"' if row_class and row_class[i] else ""
        body.append(f"<tr{cls}>" + "".join(f"<td>{h(c)}</td>" for c in row) + "</tr>")
    ident = f' id="{h(id_)}"' if id_ else ""
    return f"<table{ident}><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>\n"


def _data(report: Report, gpu: common.GpuCells) -> str:
    cells: dict[str, dict[str, Any]] = {
        f"{r.consumer}|{r.column}": {"findings": [f.to_json() for f in r.findings]}
        for r in report.results
    }
    for (consumer, column), tests in gpu.items():
        cells[f"{consumer}|{column}"]["gpu"] = [
            {k: t[k] for k in ("id", "outcome", "evidence", "file")} for t in tests
        ]
    page = {"cells": cells, "words": WORDS, "rules": RULE_SUMMARIES, "rules_doc": RULES_HREF}
    text = json.dumps(page, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _matrix(grid: common.Grid, gpu: common.GpuCells) -> str:
    head = "".join(f"<th>{h(c)}</th>" for c in ["consumer", *grid.columns])
    rows = []
    for consumer in grid.consumers:
        tds = [f"<th>{h(consumer)}</th>"]
        for column in grid.columns:
            r = grid.get(consumer, column)
            if r is None:
                tds.append("<td></td>")
                continue
            title = common.cell_text(r)
            tests = gpu.get((consumer, column))
            if tests:
                title += " · GPU: " + gpu_evidence.cell_summary(tests)
            attrs = (
                f'data-verdict="{h(r.verdict)}" data-consumer="{h(consumer)}" '
                f'data-vllm="{h(column)}" tabindex="0" title="{h(title)}"'
                + (' class="gpu"' if tests else "")
            )
            tds.append(f"<td {attrs}>{h(common.symbol(r))}</td>")
        rows.append(f'<tr data-consumer="{h(consumer)}">{"".join(tds)}</tr>')
    body = "".join(rows)
    return (
        f'<div class="scroll"><table id="matrix"><thead><tr>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table></div>\n"
    )


def _filters(grid: common.Grid) -> str:
    names = dict.fromkeys(c.split("==")[0] for c in grid.consumers)
    options = "".join(f'<option value="{h(n)}">{h(n)}</option>' for n in names)
    boxes = "".join(
        f'<label><input type="checkbox" class="filter-verdict" value="{v}" checked> '
        f"{h(common.SYMBOLS[v])} {h(WORDS[v])}</label> "
        for v in VERDICTS
    )
    return (
        '<p><label>consumer <select id="filter-consumer"><option value="">all</option>'
        f"{options}</select></label> · status: {boxes}</p>\n"
    )


def render(report: Report) -> str:
    grid = common.grid(report)
    counts = common.counts(report)
    summary = "; ".join(f"{counts[v]} {WORDS[v]}" for v in WORDS if counts[v])
    groups = common.use_groups(report)
    history = common.history_rows(report, set(grid.consumers))
    ranges = common.range_rows(report)
    gpu = common.gpu_cells(report)
    parts = [
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
        f"<title>vLLM compatibility</title><style>{CSS}</style></head><body>\n",
        f'<h1>vLLM compatibility</h1>\n<p id="summary">{h(summary)}</p>\n',
        _filters(grid),
        _matrix(grid, gpu),
        '<p class="legend">'
        + " · ".join(f"{h(s)} {h(w)}" for s, w in common.LEGEND.items())
        + ' · <span class="gpu-mark">underlined</span>: GPU tests ran on this pair</p>\n',
        '<div id="details"><p>Click a cell to see its findings.</p></div>\n',
        "<h2>Findings by use</h2>\n",
        table(
            common.USE_COLUMNS_HTML,
            [common.use_row(g) for g in groups],
            id_="uses",
        )
        if groups
        else "<p>No broken use.</p>\n",
        _apart(report),
        f"<h2>When each use broke (over {len(report.releases)} vLLM releases)</h2>\n",
        table(common.HISTORY_COLUMNS, history, id_="history"),
        "<h2>Compatible vLLM releases per consumer release</h2>\n",
        table(common.RANGE_COLUMNS, ranges, id_="ranges"),
        '<h2>Declared vLLM requirement (pin audit)</h2>\n<ul id="pins">',
        "".join(f"<li>{h(common.pin_line(p))}</li>" for p in report.pin_audit),
        "</ul>\n<h2>vLLM sources</h2>\n",
        table(common.SOURCE_COLUMNS, common.source_rows(report)),
        _gpu_cells(gpu),
        _gpu(report.gpu_runs, set(grid.columns)),
        "".join(f'<p class="note">note: {h(n)}</p>\n' for n in report.notes),
        f'<script type="application/json" id="report-data">{_data(report, gpu)}</script>\n',
        f"<script>{SCRIPT}</script>\n</body></html>\n",
    ]
    return "".join(parts)


def _apart(report: Report) -> str:
    """Baselines, then each section of findings shown apart from breaks (own tables)."""
    parts = []
    if rows := common.baseline_rows(report):
        parts += ["<h2>Baselines</h2>\n", table(("consumers", "baseline", "why"), rows)]
    for heading, groups in common.apart_groups(report):
        rows = [common.use_row(g) for g in groups]
        parts += [f"<h2>{h(heading)}</h2>\n", table(common.USE_COLUMNS_HTML, rows)]
    return "".join(parts)


def _gpu_cells(gpu: common.GpuCells) -> str:
    rows = common.gpu_cell_rows(gpu)
    if not rows:
        return ""
    head = '<h2 id="gpu-cells">GPU evidence per cell</h2>\n'
    return head + table(common.GPU_CELL_COLUMNS, rows, id_="gpu-cells-table")


def _gpu(runs: list[dict[str, Any]], shown: set[str]) -> str:
    groups = [g for g in gpu_evidence.by_vllm(runs) if g[0] in shown]
    rejected = gpu_evidence.not_evidence(runs, shown)
    parts = ['<h2 id="gpu">GPU evidence</h2>\n'] if groups or rejected else []
    for version, newest, older in groups:
        parts.append(f"<h3>vLLM {h(version)}</h3>\n")
        for run in newest:
            rows = gpu_evidence.test_rows(run)
            parts.append(f"<h4>{h(gpu_evidence.run_heading(run))}</h4>\n")
            parts.append(
                table(common.GPU_COLUMNS, rows, [OUTCOME_CLASS.get(r[1], "") for r in rows])
            )
        if older:
            items = "".join(f"<li>{h(gpu_evidence.run_heading(r))}</li>" for r in older)
            parts.append(f"<p>Older runs:</p>\n<ul>{items}</ul>\n")
    if rejected:
        items = "".join(f"<li>{h(gpu_evidence.run_heading(r))}</li>" for r in rejected)
        parts.append(f'<h3 id="gpu-not-evidence">{h(gpu_evidence.NOT_EVIDENCE)}</h3>\n')
        parts.append(f"<ul>{items}</ul>\n")
    return "".join(parts)
