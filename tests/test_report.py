"""`compat.report`: what each output must show, checked by parsing the output, not by goldens.

HTML is read back with `html.parser`; Markdown is first rendered by markdown-it (CommonMark
with GFM tables), so escaping is judged by a real Markdown reader; the terminal table is
recorded by rich.
"""

from __future__ import annotations

import io
import json
import random
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from rich.console import Console

from compat import report

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


def terminal(results: list[dict]) -> str:
    console = Console(file=io.StringIO(), width=400, record=True, color_system=None)
    report.render_table(results, console)
    return console.export_text()


def pages(results: list[dict]) -> dict[str, Tables]:
    return {
        "html": Tables(report.to_html(results)),
        "markdown": Tables(markdown_as_html(report.to_markdown(results))),
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
            for status in draw(st.lists(st.sampled_from(report.STATUSES), max_size=4)):
                n += 1
                symbol = draw(TEXT)
                findings.append(finding(f"u{n}", status, symbol=symbol, detail=draw(TEXT)))
            out.append(result(consumer, version, findings))
    return out


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_every_broken_finding_is_shown_and_only_counts_for_the_rest(results) -> None:
    broken = [f for r in results for f in r["findings"] if f["status"] == "broken"]
    for name, page in pages(results).items():
        cells = page.cells()
        for f in broken:
            for key in ("symbol", "detail", "hint", "location", "evidence"):
                assert f[key] in cells, (name, key, f[key])
        assert "script" not in page.tags
    text = terminal(results)
    for f in broken:
        assert f["symbol"] in text and f["detail"] in text and f["hint"] in text


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_matrix_has_one_cell_per_pair(results) -> None:
    matrix = Tables(report.to_html(results)).tables[0]
    versions = sorted({r["vllm"] for r in results}, key=report.version_key)
    assert matrix[0] == ["consumer", *versions]
    by_pair = {(row[0], versions[i]): cell for row in matrix[1:] for i, cell in enumerate(row[1:])}
    assert len(by_pair) == len(results)
    for r in results:
        assert by_pair[(r["consumer"], r["vllm"])].split(" ")[0] == r["verdict"]


@settings(max_examples=60, deadline=None)
@given(results=result_sets())
def test_json_round_trips_in_a_stable_order(results) -> None:
    text = report.to_json(results)
    data = json.loads(text)
    assert data["schema_version"] == report.SCHEMA_VERSION and text.endswith("}\n")
    assert report.load_json(text) == data["results"]
    assert sorted(data["results"], key=lambda r: (r["consumer"], r["vllm"])) == sorted(
        results, key=lambda r: (r["consumer"], r["vllm"])
    )
    shuffled = random.Random(0).sample(results, len(results))
    assert report.to_json(shuffled) == text


# --- explicit behaviour -------------------------------------------------------------------

EVIL = "vllm.<script>alert('x')</script>|`a`*b*__init__ & [bold]c[/bold]"


def test_hostile_symbol_is_text_everywhere() -> None:
    results = [result("speculators==0.4.0", "0.25.1", [finding("u1", symbol=EVIL)])]
    page = report.to_html(results)
    assert "<script>" not in page and "&lt;script&gt;" in page
    for name, tables in pages(results).items():
        assert "script" not in tables.tags, name
        assert EVIL in tables.cells(), name
    assert EVIL in terminal(results)  # rich markup in the symbol is printed, not applied


def test_json_layout() -> None:
    f = finding("u1", inherited_from="hs-connectors==0.9.0", extra_key=1)
    r = result("speculators==0.5.0", "0.25.1", [f], inherited_from=["hs-connectors==0.9.0"])
    text = report.to_json([dict(reversed(r.items()))])  # keys given out of order
    assert text.startswith('{\n  "schema_version": 1,\n  "results": [\n    {\n      "consumer"')
    data = json.loads(text)["results"][0]
    assert list(data) == ["consumer", "vllm", "source", "verdict", "inherited_from", "findings"]
    assert list(data["findings"][0])[:3] == ["id", "kind", "status"]
    assert list(data["findings"][0])[-2:] == ["inherited_from", "extra_key"]


def test_first_breaking_uses_version_order_not_string_order() -> None:
    results = [
        result("speculators==0.4.0", "0.16.0", [finding("a"), finding("b")]),
        result("speculators==0.4.0", "0.9.0", [finding("a"), finding("b", "guarded")]),
        result("speculators==0.4.0", "0.10.1", [finding("c", "shimmed")]),
        result("hs-connectors==0.9.0", "0.16.0", [finding("a")]),
    ]
    assert report.first_breaking(results) == {
        ("speculators==0.4.0", "a"): "0.9.0",
        ("speculators==0.4.0", "b"): "0.16.0",
        ("hs-connectors==0.9.0", "a"): "0.16.0",
    }
    for name, tables in pages(results).items():
        first = tables.tables[-1]
        assert first[0] == list(report.FIRST_COLUMNS), name
        assert ["speculators==0.4.0", "a", "vllm.mod.a", "missing-symbol", "0.9.0"] in first
        assert len(first) == 4, name  # c is shimmed, never broken


def test_inherited_findings_are_marked() -> None:
    own, inherited = finding("own"), finding("inh", inherited_from="hs-connectors==0.9.0")
    r = result("speculators==0.5.0", "0.25.1", [own, inherited])
    r["inherited_from"] = ["hs-connectors==0.9.0"]
    tables = Tables(report.to_html([r]))
    assert tables.tables[0][1][1] == "broken (2, 1 inherited)"
    rows = {row[1]: row for row in tables.tables[2][1:]}
    assert rows["vllm.mod.inh"][-1] == "hs-connectors==0.9.0" and rows["vllm.mod.own"][-1] == ""
    assert "inherited" in tables.row_classes
    assert "inherits hs-connectors==0.9.0" in report.to_markdown([r])
    assert "hs-connectors==0.9.0" in terminal([r])


def test_guarded_and_unknown_are_counted_not_listed() -> None:
    findings = [finding("b1"), finding("g1", "guarded"), finding("k1", "unknown")]
    findings += [finding("k2", "unknown"), finding("s1", "shimmed", covered_by="kv_shim")]
    results = [
        result("speculators==0.4.0", "0.25.1", findings),
        result("speculators==0.4.0", "0.16.0", [finding("g2", "guarded")]),
    ]
    md = report.to_markdown(results)
    assert "vLLM 0.25.1: 1 broken (also 1 shimmed, 1 guarded, 2 unknown)" in md
    for hidden in ("vllm.mod.g1", "vllm.mod.k1", "vllm.mod.s1", "vllm.mod.g2"):
        assert hidden not in md and hidden not in report.to_html(results)
    matrix = Tables(report.to_html(results)).tables[0]
    assert matrix[1][1:] == [
        "compatible · 1 guarded",
        "broken (1) · 1 shimmed · 1 guarded · 2 unknown",
    ]


def test_matrix_orders_versions_and_marks_missing_pairs() -> None:
    results = [
        result("speculators==0.4.0", "0.16.0", []),
        result("speculators==0.4.0", "0.9.0", [finding("s", "shimmed")]),
        result("hs-connectors==0.10.0", "0.9.0", [finding("x")]),
        result("hs-connectors==0.9.0", None, [], source={"kind": "tree", "path": "/src/vllm"}),
        {**result("speculators==0.1.0", "0.9.0", []), "verdict": "not-applicable"},
    ]
    matrix = Tables(report.to_html(results)).tables[0]
    assert matrix[0] == ["consumer", "0.9.0", "0.16.0", "/src/vllm"]
    assert [row[0] for row in matrix[1:]] == [
        "hs-connectors==0.9.0",
        "hs-connectors==0.10.0",
        "speculators==0.1.0",
        "speculators==0.4.0",
    ]
    assert matrix[1][1:] == ["—", "—", "compatible"]
    assert matrix[3][1:] == ["n/a", "—", "—"]
    assert matrix[4][1:] == ["shimmed (1)", "compatible", "—"]
    text = terminal(results)
    assert "shimmed (1)" in text and "n/a" in text and "/src/vllm" in text


def test_sources_are_listed_per_vllm_column() -> None:
    results = [
        result("speculators==0.4.0", "0.16.0", []),
        result("hs-connectors==0.9.0", "0.16.0", []),
        result("speculators==0.4.0", "0.9.0", []),
    ]
    for name, tables in pages(results).items():
        assert tables.tables[1] == [
            list(report.SOURCE_COLUMNS),
            ["0.9.0", "snapshot", "vllm-0.9.0.tar.gz", "0"],
            ["0.16.0", "snapshot", "vllm-0.16.0.tar.gz", "0"],
        ], name


def test_no_broken_use_says_so() -> None:
    results = [result("speculators==0.4.0", "0.25.1", [finding("g", "guarded")])]
    assert "No broken use." in report.to_markdown(results)
    assert "No broken use." in report.to_html(results)
    assert report.first_breaking(results) == {}


@pytest.mark.parametrize(
    ("results", "message"),
    [
        ({"results": []}, "must be a list"),
        ([{"vllm": "0.9.0"}], "no `consumer`"),
        ([{**result("s==1", "0.9.0", []), "verdict": "borken"}], "verdict 'borken'"),
        ([result("s==1", "0.9.0", [finding("a", "fixed")])], "status 'fixed'"),
        ([result("s==1", "0.9.0", []), result("s==1", "0.9.0", [])], "appears twice"),
    ],
)
def test_bad_results_are_refused_with_the_cause(results, message: str) -> None:
    for render in (report.to_json, report.to_markdown, report.to_html, report.first_breaking):
        with pytest.raises(ValueError, match=message):
            render(results)


def test_load_json_refuses_other_schemas() -> None:
    with pytest.raises(ValueError, match="schema_version 2"):
        report.load_json('{"schema_version": 2, "results": []}')
    with pytest.raises(ValueError, match="not a drift JSON"):
        report.load_json("{")


def test_refused_findings_show_as_the_consumers_own_refusal():
    from compat.report import _broken_rows, cell_text

    result = {
        "consumer": "c==1",
        "vllm": "0.11.0",
        "verdict": "broken",
        "findings": [
            {"id": "a", "kind": "missing-module", "status": "refused", "symbol": "vllm.x"},
            {"id": "b", "kind": "unknown", "status": "unknown", "symbol": "vllm.y"},
        ],
    }
    assert cell_text(result) == "broken (0) · 1 refused · 1 unknown"
    (row,) = _broken_rows(result)
    assert row[0] == "missing-module (refused by the consumer)"
