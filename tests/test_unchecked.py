"""`unchecked`: what could not be checked for lack of a source is never `compatible`.

The verdict table (both ways: reasons that mean "no source" and reasons that only mean "the
check cannot tell"), its rank against the other verdicts, its exit code, the last line of a
run, and the per-cell count of uses that could not be judged in the terminal and Markdown.
"""

from __future__ import annotations

import json

import pytest

from compat import report
from compat.report import common
from compat.results import PairResult, Report, exit_code
from compat.summary import NothingChecked, raise_if_nothing_checked, summary_line
from probes import UNCHECKED_REASONS, make_finding
from probes.check import verdict


def unknown(reason: str, n: int = 0):
    return make_finding(
        "unknown", reason, id=f"u{n}:{reason}", symbol="vllm.x", detail="d", hint="h"
    )


def broken():
    return make_finding("broken", "absent", id="b", symbol="vllm.y", detail="gone", hint="h")


def shimmed():
    return broken().covered("compat.shims.x (v=a)")


# findings → verdict (has_uses True)
TABLE = [
    ([unknown("unread-file")], "unchecked"),
    ([unknown("unread-launch-script")], "unchecked"),
    ([unknown("no-server-facts")], "unchecked"),
    ([unknown("outside-snapshot")], "unchecked"),
    # reasons where the source was there and the check could not tell: still compatible
    ([unknown("opaque-member")], "compatible"),
    ([unknown("never-instantiated")], "compatible"),
    ([unknown("not-importable")], "compatible"),
    # a known break outranks what could not be checked; that outranks a shim's cover
    ([unknown("unread-file"), broken()], "broken"),
    ([unknown("unread-file"), shimmed()], "unchecked"),
    ([shimmed(), unknown("opaque-member")], "shimmed"),
]


@pytest.mark.parametrize(("findings", "expected"), TABLE)
def test_verdict_table(findings, expected):
    assert verdict(findings, True) == expected


def test_a_consumer_whose_files_could_not_be_read_is_not_not_applicable():
    # no use was read at all: that is not "uses nothing of vLLM"
    assert verdict([unknown("unread-file")], False) == "unchecked"
    assert verdict([], False) == "not-applicable"


def test_the_reasons_are_known_codes():
    from probes import REASONS

    assert set(REASONS) >= UNCHECKED_REASONS


def pair(consumer: str, vllm: str, findings) -> PairResult:
    findings = tuple(findings)
    return PairResult(consumer, vllm, {"kind": "snapshot"}, verdict(findings, True), findings)


def test_unchecked_fails_closed_unless_allowed():
    results = [pair("a==1", "0.30.0", []), pair("a==1", "0.31.0", [unknown("unread-file")])]
    assert exit_code(results) == 1
    assert exit_code(results, allow_unchecked=True) == 0
    assert exit_code([*results, pair("a==1", "0.32.0", [broken()])], allow_unchecked=True) == 1


def test_the_last_line_says_verdict_counts_exit_and_next_step():
    results = [
        pair("a==1", "0.30.0", [unknown("opaque-member"), unknown("never-instantiated", 1)]),
        pair("a==1", "0.31.0", [unknown("unread-launch-script")]),
    ]
    line = summary_line(results)
    assert line.startswith("FAILED · 2 pairs: 1 compatible, 0 broken, 0 fixable, 1 unchecked")
    assert "3 unknown uses" in line and "exit 1:" in line and "--allow-unchecked" in line
    line = summary_line(results, allow_unchecked=True)
    assert line.startswith("PASSED") and "exit 0" in line and "accepted" in line
    assert line.endswith("next: nothing to do")
    assert "next: nothing to do" in summary_line(results[:1])
    assert "spec-compat report --vllm all" in summary_line([pair("a==1", "0.3", [broken()])])


def test_nothing_checked_at_all_is_exit_2_with_one_line():
    results = [pair("a==1", "0.30.0", [unknown("outside-snapshot")])]
    with pytest.raises(NothingChecked, match=r"^nothing could be checked: the snapshot of vLLM"):
        raise_if_nothing_checked(results, checked_pairs=0)
    raise_if_nothing_checked(results, checked_pairs=1)  # partly checked: exit 1, not 2
    raise_if_nothing_checked([pair("a==1", "0.30.0", [])], checked_pairs=0)  # compatible


def _report() -> Report:
    results = [
        pair("a==1", "0.30.0", [unknown("opaque-member"), unknown("opaque-member", 1)]),
        pair("a==1", "0.31.0", [unknown("opaque-member"), unknown("opaque-member", 1)]),
        pair("b==2", "0.31.0", [unknown("unread-launch-script")]),
    ]
    return Report(results=results, releases=["0.30.0", "0.31.0"])


def test_unknown_uses_are_counted_per_cell_with_reason_codes():
    groups = common.unknown_groups(_report())
    assert [(g.consumers, g.ranges, g.text) for g in groups] == [
        (("a==1",), "0.30.0–0.31.0", "2 uses could not be judged (opaque-member ×2)"),
        (("b==2",), "0.31.0", "1 use could not be judged (unread-launch-script ×1)"),
    ]
    text = report.render("table", _report(), width=200)
    assert "a 1: vLLM 0.30.0–0.31.0: 2 uses could not be judged (opaque-member ×2)" in text
    assert "? unknown (could not be checked)  vllm.x" in text  # listed with its fix
    markdown = report.render("md", _report())
    assert "## Uses that could not be judged (unknown)" in markdown
    assert "| a 1 | 0.30.0–0.31.0 | 2 | opaque-member ×2 |" in markdown


def test_unchecked_has_its_own_mark_in_every_format():
    rep = _report()
    assert "| b==2 |  | ? |" in report.render("md", rep)
    assert 'data-verdict="unchecked"' in report.render("html", rep)
    sarif = json.loads(report.render("sarif", rep))
    assert {r["properties"]["status"] for r in sarif["runs"][0]["results"]} == {"unchecked"}
    assert "::warning" in report.render("github", rep)
    assert 'message="unchecked (a source was missing)"' in report.render("junit", rep)
    data = json.loads(report.render("json", rep))
    assert [r["verdict"] for r in data["results"]] == ["compatible", "compatible", "unchecked"]
