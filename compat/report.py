"""Render drift results: the verdict matrix, the broken uses, and when each use first broke.

Input is the list of result dicts the drift job produces, one per (consumer, vLLM) pair:
`{"consumer", "vllm", "source", "verdict", "findings": [...], "inherited_from"?}`. Every
renderer is a pure function of that list; all of them order consumers by name then release
and vLLM columns by `packaging.version.Version` (a column that is not a version, such as a
source tree's, comes last). Text from findings is escaped for the output format: HTML
entities, Markdown backslashes, rich `Text` (never markup). GPU-suite run summaries
(`compat.gpu_evidence`), when given, add a last section and the JSON's `gpu_runs`.
"""

from __future__ import annotations

import html
import json
from collections import Counter

from packaging.version import InvalidVersion, Version
from rich.console import Console
from rich.table import Table
from rich.text import Text

from compat import gpu_evidence

SCHEMA_VERSION = 1
VERDICTS = ("compatible", "shimmed", "broken", "not-applicable")
STATUSES = ("broken", "refused", "shimmed", "guarded", "unknown")
RESULT_KEYS = ("consumer", "vllm", "source", "verdict", "inherited_from", "findings")
FINDING_KEYS = (
    *("id", "kind", "status", "symbol", "detail", "evidence", "location", "hint"),
    *("covered_by", "inherited_from"),
)
COLUMNS = ("kind", "symbol", "detail", "hint", "location", "evidence", "inherited from")
STYLES = {"compatible": "green", "shimmed": "cyan", "broken": "bold red", "not-applicable": "dim"}
CSS = (
    "body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse;"
    "margin:1em 0}th,td{border:1px solid #ccc;padding:.3em .6em;text-align:left;"
    "vertical-align:top}code{font-size:.9em}.compatible{background:#e6f4ea}"
    ".shimmed{background:#e8f0fe}.broken{background:#fce8e6;font-weight:bold}"
    ".not-applicable{color:#777}.inherited{font-style:italic}"
)
GPU_COLUMNS = ("test", "outcome", "evidence")
UNEXPECTED = ("failed", "error", "xpassed")  # GPU outcomes the terminal lists one by one
OUTCOME_CLASS = {"passed": "compatible", "failed": "broken", "error": "broken"}


# --- ordering and validation ------------------------------------------------------------


def version_key(version: str | None) -> tuple:
    """Sort key for a vLLM or consumer version: releases by Version, anything else last."""
    try:
        return (0, Version(version or ""))
    except InvalidVersion:
        return (1, version or "")


def consumer_key(consumer: str) -> tuple:
    name, _, version = consumer.partition("==")
    return (name.lower(), version_key(version) if version else (-1, ""))


def column(result: dict) -> str:
    """The vLLM column a result belongs to: its version, else what its source says."""
    if result.get("vllm"):
        return str(result["vllm"])
    source = result.get("source") or {}
    return str(source.get("version") or source.get("path") or source.get("kind") or "unknown")


def _check(results: list[dict]) -> None:
    if not isinstance(results, list):
        raise ValueError(f"drift results must be a list of dicts, got {type(results).__name__}")
    seen: set[tuple[str, str]] = set()
    for i, result in enumerate(results):
        where = f"drift result {i}"
        if not isinstance(result, dict) or not isinstance(result.get("consumer"), str):
            raise ValueError(f"{where} has no `consumer` string; regenerate it with `nox -s drift`")
        where += f" ({result['consumer']} × vllm {column(result)})"
        if result.get("verdict") not in VERDICTS:
            allowed = ", ".join(VERDICTS)
            raise ValueError(f"{where}: verdict {result.get('verdict')!r} is not one of {allowed}")
        for finding in result.get("findings", []):
            if finding.get("status") not in STATUSES:
                allowed = ", ".join(STATUSES)
                got = finding.get("status")
                raise ValueError(f"{where}: finding status {got!r} is not one of {allowed}")
        pair = (result["consumer"], column(result))
        if pair in seen:
            raise ValueError(f"{where} appears twice; give each pair one result")
        seen.add(pair)


def _ordered(results: list[dict]) -> list[dict]:
    _check(results)
    return sorted(results, key=lambda r: (consumer_key(r["consumer"]), version_key(column(r))))


# --- JSON ---------------------------------------------------------------------------------


def _keyed(data: dict, keys: tuple[str, ...]) -> dict:
    """Known keys in their documented order, then any others sorted."""
    out = {k: data[k] for k in keys if k in data}
    out.update({k: data[k] for k in sorted(data) if k not in out})
    return out


def to_json(results: list[dict], gpu_runs: list[dict] | None = None) -> str:
    """`{"schema_version": 1, "results": [...], "gpu_runs": [...]}`: stable order and keys."""
    normal = []
    for result in _ordered(results):
        findings = [_keyed(f, FINDING_KEYS) for f in result.get("findings", [])]
        normal.append(_keyed({**result, "findings": findings}, RESULT_KEYS))
    runs = gpu_evidence.ordered(gpu_runs or [])
    body = {"schema_version": SCHEMA_VERSION, "results": normal, "gpu_runs": runs}
    return json.dumps(body, indent=2, ensure_ascii=False) + "\n"


def load_json(text: str) -> list[dict]:
    """The results of a drift JSON written by `to_json` (any other schema is refused)."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"not a drift JSON ({exc}); regenerate it with `nox -s drift`") from exc
    if not isinstance(data, dict) or data.get("schema_version") != SCHEMA_VERSION:
        got = data.get("schema_version") if isinstance(data, dict) else None
        raise ValueError(
            f"drift JSON schema_version {got!r}, this report reads {SCHEMA_VERSION}; "
            "regenerate it with `nox -s drift`"
        )
    _check(data.get("results"))
    return data["results"]


# --- shared content -----------------------------------------------------------------------


def _counts(result: dict) -> Counter:
    return Counter(f["status"] for f in result.get("findings", []))


def cell_text(result: dict) -> str:
    """One matrix cell: the verdict, its count, and any guarded / unknown findings."""
    counts, findings = _counts(result), result.get("findings", [])
    verdict = result["verdict"]
    text = "n/a" if verdict == "not-applicable" else verdict
    if verdict in ("broken", "shimmed"):
        inherited = sum(1 for f in findings if f["status"] == verdict and f.get("inherited_from"))
        text += f" ({counts[verdict]}" + (f", {inherited} inherited)" if inherited else ")")
    others = [s for s in ("refused", "shimmed", "guarded", "unknown") if counts[s] and s != verdict]
    return " · ".join([text] + [f"{counts[s]} {s}" for s in others])


def _matrix(results: list[dict]) -> tuple[list[str], list[str], dict[tuple[str, str], dict]]:
    ordered = _ordered(results)
    consumers = list(dict.fromkeys(r["consumer"] for r in ordered))
    columns = sorted({column(r) for r in ordered}, key=version_key)
    return consumers, columns, {(r["consumer"], column(r)): r for r in ordered}


def _broken_pairs(results: list[dict]) -> dict[str, list[dict]]:
    """Results with a broken verdict or finding, grouped by consumer, in report order."""
    grouped: dict[str, list[dict]] = {}
    for result in _ordered(results):
        if result["verdict"] == "broken" or _counts(result)["broken"]:
            grouped.setdefault(result["consumer"], []).append(result)
    return grouped


def _pair_heading(result: dict) -> str:
    counts = _counts(result)
    text = f"vLLM {column(result)}: {counts['broken']} broken"
    others = [f"{counts[s]} {s}" for s in ("refused", "shimmed", "guarded", "unknown") if counts[s]]
    if others:
        text += " (also " + ", ".join(others) + ")"
    if result.get("inherited_from"):
        text += "; inherits " + ", ".join(result["inherited_from"])
    return text


def _row(finding: dict) -> list[str]:
    cells = [str(finding.get(k) or "") for k in COLUMNS[:-1]]
    if finding.get("status") == "refused":  # not missing by accident: the consumer's own gate
        cells[0] = f"{cells[0]} (refused by the consumer)"
    return [*cells, str(finding.get("inherited_from") or "")]


def _broken_rows(result: dict) -> list[list[str]]:
    """The findings that make the pair not compatible: breaks, and the consumer's refusals."""
    return [_row(f) for f in result.get("findings", []) if f["status"] in ("broken", "refused")]


def _first_breaks(results: list[dict]) -> dict[tuple[str, str], tuple[str, dict]]:
    first: dict[tuple[str, str], tuple[str, dict]] = {}
    for result in _ordered(results):  # vLLM versions ascend within a consumer
        for finding in result.get("findings", []):
            key = (result["consumer"], finding["id"])
            if finding["status"] == "broken" and key not in first:
                first[key] = (column(result), finding)
    return first


def first_breaking(results: list[dict]) -> dict[tuple[str, str], str]:
    """(consumer, use id) -> the first vLLM release (by Version order) where it is broken."""
    return {key: version for key, (version, _) in _first_breaks(results).items()}


def _first_rows(results: list[dict]) -> list[list[str]]:
    rows = []
    for (consumer, use_id), (version, f) in _first_breaks(results).items():
        rows.append([consumer, use_id, f.get("symbol", ""), f.get("kind", ""), version])
    return rows


FIRST_COLUMNS = ("consumer", "use", "symbol", "kind", "first broke in")
SOURCE_COLUMNS = ("vllm", "kind", "file", "sha256")


def _source_rows(results: list[dict]) -> list[list[str]]:
    """Where each vLLM column was read from (one row per column and source)."""
    rows: dict[tuple, list[str]] = {}
    for result in _ordered(results):
        source = result.get("source") or {}
        where = source.get("file") or source.get("path") or ""
        row = [column(result), str(source.get("kind") or ""), str(where)]
        rows.setdefault(tuple(row), [*row, str(source.get("sha256") or "")])
    return sorted(rows.values(), key=lambda row: version_key(row[0]))


# --- Markdown -----------------------------------------------------------------------------


def _md(text: object) -> str:
    """Escape text for a Markdown table cell: no markup, no HTML, no column breaks."""
    out = str(text).replace("\r", " ").replace("\n", " ")
    for char in "\\`*_[]<>|~#":
        out = out.replace(char, "\\" + char)
    return out.replace("&", "&amp;")


def _md_table(header: list[str] | tuple[str, ...], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(_md(h) for h in header) + " |"]
    lines.append("|" + "---|" * len(header))
    lines += ["| " + " | ".join(_md(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def to_markdown(results: list[dict], gpu_runs: list[dict] | None = None) -> str:
    consumers, columns, cells = _matrix(results)
    out = ["# vLLM compatibility\n\n", "## Verdicts\n\n"]
    rows = [[c] + [_cell_or_dash(cells, c, v) for v in columns] for c in consumers]
    out.append(_md_table(["consumer", *columns], rows))
    out += ["\n## vLLM sources\n\n", _md_table(SOURCE_COLUMNS, _source_rows(results))]
    broken = _broken_pairs(results)
    out.append("\n## Broken uses\n")
    if not broken:
        out.append("\nNo broken use.\n")
    for consumer, pairs in broken.items():
        out.append(f"\n### {_md(consumer)}\n")
        for result in pairs:
            out.append(f"\n#### {_md(_pair_heading(result))}\n\n")
            out.append(_md_table(COLUMNS, _broken_rows(result)))
    first = _first_rows(results)
    if first:
        out += ["\n## First broke in\n\n", _md_table(FIRST_COLUMNS, first)]
    return "".join(out) + _gpu_markdown(gpu_runs or [])


def _gpu_markdown(runs: list[dict]) -> str:
    """Per vLLM version: each newest run's tests with their evidence, older runs one line each."""
    out = ["\n## GPU evidence\n"] if runs else []
    for version, newest, older in gpu_evidence.by_vllm(runs):
        out.append(f"\n### vLLM {_md(version)}\n")
        for run in newest:
            out.append(f"\n#### {_md(gpu_evidence.run_heading(run))}\n\n")
            out.append(_md_table(GPU_COLUMNS, gpu_evidence.test_rows(run)))
        if older:
            out.append("\nOlder runs:\n\n")
            out += [f"- {_md(gpu_evidence.run_heading(run))}\n" for run in older]
    return "".join(out)


def _cell_or_dash(cells: dict, consumer: str, version: str) -> str:
    result = cells.get((consumer, version))
    return cell_text(result) if result else "—"


# --- HTML ---------------------------------------------------------------------------------


def _h(text: object) -> str:
    return html.escape(str(text), quote=True)


def _html_table(header, rows: list[list[str]], classes: list[str] | None = None) -> str:
    head = "".join(f"<th>{_h(h)}</th>" for h in header)
    body = []
    for i, row in enumerate(rows):
        cls = f' class="{_h(classes[i])}"' if classes and classes[i] else ""
        body.append(f"<tr{cls}>" + "".join(f"<td>{_h(c)}</td>" for c in row) + "</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>\n"


def _html_matrix(results: list[dict]) -> str:
    consumers, columns, cells = _matrix(results)
    head = "".join(f"<th>{_h(h)}</th>" for h in ["consumer", *columns])
    rows = []
    for consumer in consumers:
        tds = [f"<th>{_h(consumer)}</th>"]
        for version in columns:
            result = cells.get((consumer, version))
            cls = result["verdict"] if result else ""
            text = cell_text(result) if result else "—"
            tds.append(f'<td class="{_h(cls)}">{_h(text)}</td>')
        rows.append(f"<tr>{''.join(tds)}</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>\n"


def to_html(results: list[dict], gpu_runs: list[dict] | None = None) -> str:
    """A self-contained page (inline CSS, no script) with every text escaped."""
    parts = [
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
        f"<title>vLLM compatibility</title><style>{CSS}</style></head><body>\n",
        "<h1>vLLM compatibility</h1>\n<h2>Verdicts</h2>\n",
        _html_matrix(results),
        "<h2>vLLM sources</h2>\n",
        _html_table(SOURCE_COLUMNS, _source_rows(results)),
        "<h2>Broken uses</h2>\n",
    ]
    broken = _broken_pairs(results)
    if not broken:
        parts.append("<p>No broken use.</p>\n")
    for consumer, pairs in broken.items():
        parts.append(f"<h3>{_h(consumer)}</h3>\n")
        for result in pairs:
            rows = _broken_rows(result)
            classes = ["inherited" if row[-1] else "" for row in rows]
            parts.append(f"<h4>{_h(_pair_heading(result))}</h4>\n")
            parts.append(_html_table(COLUMNS, rows, classes))
    first = _first_rows(results)
    if first:
        parts += ["<h2>First broke in</h2>\n", _html_table(FIRST_COLUMNS, first)]
    parts += [_gpu_html(gpu_runs or []), "</body></html>\n"]
    return "".join(parts)


def _gpu_html(runs: list[dict]) -> str:
    parts = ["<h2>GPU evidence</h2>\n"] if runs else []
    for version, newest, older in gpu_evidence.by_vllm(runs):
        parts.append(f"<h3>vLLM {_h(version)}</h3>\n")
        for run in newest:
            rows = gpu_evidence.test_rows(run)
            classes = [OUTCOME_CLASS.get(row[1], "") for row in rows]
            parts.append(f"<h4>{_h(gpu_evidence.run_heading(run))}</h4>\n")
            parts.append(_html_table(GPU_COLUMNS, rows, classes))
        if older:
            items = "".join(f"<li>{_h(gpu_evidence.run_heading(run))}</li>" for run in older)
            parts.append(f"<p>Older runs:</p>\n<ul>{items}</ul>\n")
    return "".join(parts)


# --- terminal -----------------------------------------------------------------------------


def render_table(results: list[dict], console: Console, gpu_runs: list[dict] | None = None) -> None:
    """The matrix, each consumer's broken pairs with their findings, first breaks, GPU runs."""
    consumers, columns, cells = _matrix(results)
    matrix = _terminal_matrix(consumers, columns, cells)
    console.print(matrix)
    for consumer, pairs in _broken_pairs(results).items():
        console.rule(Text(consumer, style="bold"))
        for result in pairs:
            console.print(Text(_pair_heading(result), style="red"))
            for finding in result.get("findings", []):
                if finding["status"] == "broken":
                    console.print(_finding_text(finding))
    first = _first_rows(results)
    if first:
        console.print(_rich_table(FIRST_COLUMNS, first, title="First broke in"))
    _gpu_terminal(gpu_runs or [], console)


def _gpu_terminal(runs: list[dict], console: Console) -> None:
    """One line per run, and the tests that did not pass: the verdicts stay on screen, the
    per-test evidence is in the Markdown and HTML reports."""
    for version, newest, older in gpu_evidence.by_vllm(runs):
        console.rule(Text(f"GPU evidence · vLLM {version}", style="bold"))
        for run in newest:
            console.print(Text(gpu_evidence.run_heading(run)))
            for test, outcome, evidence in gpu_evidence.test_rows(run):
                if outcome in UNEXPECTED:
                    console.print(Text(f"  {outcome}: {test} — {evidence}", style="red"))
        for run in older:
            console.print(Text("older: " + gpu_evidence.run_heading(run), style="dim"))
    if runs:
        console.print(Text("per-test GPU evidence: the Markdown and HTML reports", style="dim"))


def _terminal_matrix(consumers: list[str], columns: list[str], cells: dict) -> Table:
    """Consumers × vLLM; turned so the longer axis runs down the screen (35 releases fit)."""
    down = len(columns) > len(consumers)
    rows, cols = (columns, consumers) if down else (consumers, columns)
    matrix = Table(title="vLLM compatibility")
    matrix.add_column("vLLM" if down else "consumer", no_wrap=True)
    for col in cols:
        header = col.replace("==", "\n") if down else col
        matrix.add_column(Text(header), overflow="fold")
    for row in rows:
        line = [Text(row)]
        for col in cols:
            result = cells.get((col, row) if down else (row, col))
            style = STYLES[result["verdict"]] if result else "dim"
            line.append(Text(cell_text(result) if result else "—", style=style))
        matrix.add_row(*line)
    return matrix


def _finding_text(finding: dict) -> Text:
    """One finding as a few lines: easier to read in a terminal than a 7-column table."""
    text = Text("  ✗ ")
    text.append(finding["kind"], style="bold red")
    text.append("  " + finding["symbol"])
    text.append("\n      " + finding["detail"])
    text.append("\n      fix: " + finding["hint"], style="green")
    where = f"\n      at {finding['location']}"
    if finding.get("evidence"):
        where += f"  ·  vLLM {finding['evidence']}"
    if finding.get("inherited_from"):
        where += f"  ·  inherited from {finding['inherited_from']}"
    text.append(where, style="dim")
    return text


def _rich_table(
    header, rows: list[list[str]], title: str | None = None, italic: list[bool] | None = None
) -> Table:
    """Cells as `Text`, so `[...]` in a symbol is printed, never read as rich markup."""
    table = Table(title=title, show_lines=True)
    for name in header:
        table.add_column(name, overflow="fold")
    for i, row in enumerate(rows):
        style = "italic" if italic and italic[i] else ""
        table.add_row(*(Text(cell) for cell in row), style=style)
    return table
