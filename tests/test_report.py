"""`compat.report`: what each output must show, checked by parsing the output, not by goldens.

HTML is read back with `html.parser`; Markdown is first rendered by markdown-it (CommonMark
with GFM tables), so escaping is judged by a real Markdown reader; the terminal report is
recorded by rich. Results are built as JSON dicts and read through the typed model, as a
report JSON is.
"""

from __future__ import annotations

import json
import random
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from compat import report
from compat.history import use_histories
from compat.report import jsonfmt
from compat.results import STATUSES, PairResult, Report, ResultError, version_key

# --- building results ---------------------------------------------------------------------


def finding(use_id: str, status: str = "broken", **extra) -> dict:
    data = {
        "id": use_id,
        "kind": "missing-symbol",
        "status": status,
        "symbol": f"vllm.mod.{use_id}",
        "detail": f"detail of {use_id}",
        "evidence": f"vllm/mod.py:{len(use_id)}",
        "location": f"speculators/data.py:{len(use_id) + 10}",
        "hint": f"hint for {use_id}",
        "covered_by": None,
    }
    return {**data, **extra}


def result(consumer: str, vllm: str | None, findings: list[dict], **extra) -> dict:
    statuses = {f["status"] for f in findings}
    verdict = next((v for v in ("broken", "shimmed") if v in statuses), "compatible")
    source = {"kind": "snapshot", "version": vllm, "file": f"vllm-{vllm}.tar.gz", "sha256": "0"}
    data = {"consumer": consumer, "vllm": vllm, "source": source, "verdict": verdict}
    return {**data, "findings": findings, **extra}


def rep(results: list[dict]) -> Report:
    """The typed report of JSON-shaped results (history over the columns they hold)."""
    typed = [PairResult.from_json(r, f"result {i}") for i, r in enumerate(results)]
    releases = sorted({r.column for r in typed}, key=version_key)
    return Report(results=typed, releases=releases, history=use_histories(typed, releases))


def to_html(results: list[dict]) -> str:
    return report.render("html", rep(results))


def to_markdown(results: list[dict]) -> str:
    return report.render("md", rep(results))


# --- reading outputs back -----------------------------------------------------------------


class Tables(HTMLParser):
    """Every table of a page as rows of cell texts, and every tag name seen."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self.tags: set[str] = set()
        self.row_classes: list[str | None] = []
        self._cell: list[str] | None = None
        self.feed(page)

    def handle_starttag(self, tag, attrs) -> None:
        self.tags.add(tag)
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
            self.row_classes.append(dict(attrs).get("class"))
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data) -> None:
        if self._cell is not None:
            self._cell.append(data)

    def cells(self) -> list[str]:
        return [cell for table in self.tables for row in table for cell in row]


def markdown_as_html(text: str) -> str:
    return MarkdownIt("commonmark").enable("table").render(text)


def terminal(results: list[dict], width: int = 400) -> str:
    return report.render("table", rep(results), width=width)


def pages(results: list[dict]) -> dict[str, Tables]:
    return {
        "html": Tables(to_html(results)),
        "markdown": Tables(markdown_as_html(to_markdown(results))),
    }


# --- generated result sets ----------------------------------------------------------------

TEXT = st.text(
    alphabet=st.sampled_from("abc_.<>&\"'|*`[]\\#/ ")
    | st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp", "Zs")),
    min_size=1,
    max_size=20,
).filter(lambda s: s.strip() == s and "\n" not in s and "\r" not in s and "\x00" not in s)


@st.composite
def result_sets(draw) -> list[dict]:
    consumers = draw(st.lists(st.sampled_from(["speculators", "hs-connectors"]), max_size=2))
    versions = draw(st.lists(st.sampled_from(["0.9.0", "0.10.1", "0.16.0", "0.25.1"]), min_size=1))
    out, n = [], 0
    for consumer in [f"{c}==0.{i}" for i, c in enumerate(dict.fromkeys(consumers or ["x"]))]:
        for version in dict.fromkeys(versions):
            findings = []
            for status in draw(st.lists(st.sampled_from(STATUSES), max_size=4)):
                n += 1
                symbol = draw(TEXT)
                findings.append(finding(f"u{n}", status, symbol=symbol, detail=draw(TEXT)))
            out.append(result(consumer, version, findings))
    return out


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_every_broken_finding_is_shown(results) -> None:
    broken = [f for r in results for f in r["findings"] if f["status"] == "broken"]
    for name, page in pages(results).items():
        cells = page.cells()
        for f in broken:
            for key in ("symbol", "detail", "hint"):
                assert f[key] in cells, (name, key, f[key])
            assert any(f["location"] in c for c in cells), name
    text = terminal(results)
    for f in broken:
        assert f["symbol"] in text and f["detail"] in text and f["hint"] in text


class Cells(HTMLParser):
    """The matrix cells of the page: (consumer, vllm, verdict) from their data attributes."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.cells: list[tuple[str, str, str]] = []
        self.scripts = 0
        self.feed(page)

    def handle_starttag(self, tag, attrs) -> None:
        a = dict(attrs)
        if tag == "td" and "data-verdict" in a:
            self.cells.append((a["data-consumer"], a["data-vllm"], a["data-verdict"]))
        self.scripts += tag == "script"


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_matrix_has_one_cell_per_pair_with_its_verdict(results) -> None:
    cells = Cells(to_html(results)).cells
    assert sorted(cells) == sorted((r["consumer"], r["vllm"], r["verdict"]) for r in results)
    matrix = Tables(to_html(results)).tables[0]
    versions = sorted({r["vllm"] for r in results}, key=version_key)
    assert matrix[0] == ["consumer", *versions]


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_json_round_trips_in_a_stable_order(results) -> None:
    text = report.render("json", rep(results))
    data = json.loads(text)
    assert data["schema_version"] == jsonfmt.SCHEMA_VERSION and text.endswith("}\n")
    again = report.load_json(text)
    assert again.results == sorted(rep(results).results, key=lambda r: data_key(r))
    shuffled = random.Random(0).sample(results, len(results))
    assert report.render("json", rep(shuffled)) == text


def data_key(r: PairResult) -> tuple:
    from compat.results import consumer_key

    return (consumer_key(r.consumer), version_key(r.column))


# --- explicit behaviour -------------------------------------------------------------------

EVIL = "vllm.<script>alert('x')</script>|`a`*b*__init__ & [bold]c[/bold]"


def test_hostile_symbol_is_text_everywhere() -> None:
    results = [result("speculators==0.4.0", "0.25.1", [finding("u1", symbol=EVIL)])]
    page = to_html(results)
    assert Cells(page).scripts == 2  # the page's data block and its own script, no third
    assert "<script>alert" not in page and "&lt;script&gt;" in page
    for name, tables in pages(results).items():
        assert EVIL in tables.cells(), name
    assert EVIL in terminal(results)  # rich markup in the symbol is printed, not applied


# releases, {release: statuses of use "a"} → (first broken, last good, broken ranges)
HISTORY = [
    (["0.9.0", "0.10.1", "0.16.0"], {"0.16.0": "broken"}, ("0.16.0", "0.10.1", "0.16.0")),
    (["0.9.0", "0.10.1", "0.16.0"], {"0.9.0": "broken"}, ("0.9.0", None, "0.9.0")),
    (
        ["0.16.0", "0.17.0", "0.18.0", "0.25.1"],
        {"0.17.0": "broken", "0.18.0": "refused", "0.25.1": "broken"},
        ("0.17.0", "0.16.0", "0.17.0–0.25.1"),
    ),
    (
        ["0.16.0", "0.17.0", "0.18.0", "0.25.1"],
        {"0.17.0": "broken", "0.18.0": "guarded", "0.25.1": "shimmed"},
        ("0.17.0", "0.16.0", "0.17.0, 0.25.1"),
    ),
]


@pytest.mark.parametrize(("releases", "statuses", "expected"), HISTORY)
def test_first_broken_and_last_good_are_over_every_release(releases, statuses, expected):
    from compat.history import spans

    results = [
        result("s==1", v, [finding("a", statuses[v])] if v in statuses else []) for v in releases
    ]
    [h] = use_histories(rep(results).results, releases)
    assert (h.first_broken, h.last_good, spans(h.broken)) == expected


def test_shown_subset_keeps_the_true_first_break() -> None:
    """Asked for 0.16.0 and 0.25.1 only, the first break is still 0.17.0 (the issue's case)."""
    releases = ["0.16.0", "0.17.0", "0.25.1"]
    full = [result("s==1", v, [finding("a")] if v != "0.16.0" else []) for v in releases]
    whole = rep(full)
    shown = Report(
        results=[r for r in whole.results if r.column in ("0.16.0", "0.25.1")],
        releases=releases,
        history=whole.history,
    )
    for name in ("md", "html", "table"):
        text = report.render(name, shown, width=400)
        assert "0.17.0" in text, name


def test_fixable_exits_1_and_shimmed_exits_0() -> None:
    fixable = {**result("s==1", "0.9.0", [finding("a", "shimmed")]), "verdict": "fixable"}
    assert rep([fixable]).exit_code == 1
    assert "fixable by `spec-compat patch apply`" in terminal([fixable])
    shimmed = result("s==1", "0.9.0", [finding("a", "shimmed")])
    assert rep([shimmed]).exit_code == 0


@pytest.mark.parametrize("width", [40, 80, 120])
def test_terminal_fits_the_width_for_many_releases(width: int) -> None:
    versions = [f"0.{i}.0" for i in range(11, 111)]  # 100 releases, alternating verdicts
    results = [
        result(f"speculators==0.{c}", v, [finding(f"u{i}")] if (i + c) % 2 else [])
        for c in range(3)
        for i, v in enumerate(versions)
    ]
    lines = terminal(results, width=width).splitlines()
    assert max(len(line) for line in lines) <= width
    assert "3 consumer releases × 100 vLLM" in " ".join(line.strip() for line in lines[:3])
    assert sum(line.startswith("speculators") for line in lines) >= 6  # continued in blocks


def test_no_broken_use_says_so() -> None:
    results = [result("speculators==0.4.0", "0.25.1", [finding("g", "guarded")])]
    assert "No broken use." in to_markdown(results)
    assert "No broken use." in to_html(results)
    assert "No broken use." in terminal(results)


@pytest.mark.parametrize(
    ("results", "message"),
    [
        ({"results": []}, "`results` is not a list"),
        ([{"vllm": "0.9.0"}], "no `consumer`"),
        ([{**result("s==1", "0.9.0", []), "verdict": "borken"}], "verdict 'borken'"),
        ([result("s==1", "0.9.0", [finding("a", "fixed")])], "status 'fixed'"),
        ([result("s==1", "0.9.0", []), result("s==1", "0.9.0", [])], "appears twice"),
        ([{**result("s==1", "0.9.0", []), "findings": "x"}], "`findings` is not a list"),
        ([{**result("s==1", "0.9.0", []), "findings": [None]}], "not an object"),
    ],
)
def test_bad_results_are_refused_with_the_cause(results, message: str) -> None:
    text = json.dumps({"schema_version": 2, "results": results})
    with pytest.raises(ResultError, match=message):
        report.load_json(text)


def test_load_json_reads_schema_1_as_fixable_and_refuses_others() -> None:
    old = {"schema_version": 1, "results": [result("s==1", "0.9.0", [finding("a", "shimmed")])]}
    assert report.load_json(json.dumps(old)).results[0].verdict == "fixable"
    with pytest.raises(ResultError, match="schema_version 3"):
        report.load_json('{"schema_version": 3, "results": []}')
    with pytest.raises(ResultError, match="not a report JSON"):
        report.load_json("{")
    with pytest.raises(ResultError, match="not a report JSON"):
        report.load_json("[" * 100_000)


def test_refused_findings_show_as_the_consumers_own_refusal():
    r = {**result("c==1", "0.11.0", [finding("a", "refused"), finding("b", "unknown")])}
    r["verdict"] = "broken"
    assert "refused by the consumer" in terminal([r])
    from compat.report.common import cell_text

    assert cell_text(rep([r]).results[0]) == "broken (0) · 1 refused · 1 unknown"


def test_terminal_matrix_shows_the_newest_releases_first():
    # 30 releases whose verdicts alternate: no grouping, several blocks at width 40
    versions = [f"0.{i}.0" for i in range(11, 41)]
    results = [
        result("speculators==0.9.0", v, [finding("u")] if i % 2 else [])
        for i, v in enumerate(versions)
    ]
    text = report.render("table", rep(results), width=40)
    keys = [line for line in text.splitlines() if line.startswith("A = ")]
    assert keys and keys[0].startswith("A = 0.40.0")  # the first column is the newest
    first_block_row = next(line for line in text.splitlines() if line.startswith("speculators"))
    assert first_block_row.split()[2:4] == ["✗", "✓"]  # 0.40.0 broken, 0.39.0 compatible
