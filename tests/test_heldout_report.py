"""scripts/heldout_report.py: what it scores as found in each mode, and the flag it passes."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from compat.corpus import corpus_consumer
from tests.handverified.corpus import FALSE, TRUE, Row

SPEC = importlib.util.spec_from_file_location(
    "heldout_report", Path(__file__).parents[1] / "scripts" / "heldout_report.py"
)
heldout_report = importlib.util.module_from_spec(SPEC)
sys.modules["heldout_report"] = heldout_report  # its dataclass looks its module up there
SPEC.loader.exec_module(heldout_report)

ENTRY = corpus_consumer("ray")  # target 0.27.0, newest 0.33.0


def _row(vllm: str, symbol: str, verdict: str = TRUE) -> Row:
    return Row(vllm, "missing-module", symbol, "pkg/m.py:1", verdict, "vllm/x.py:1", "why")


ROWS = (
    _row("0.27.0", "vllm.old"),  # TRUE at the target and at the newest: pre-existing
    _row("0.33.0", "vllm.old"),
    _row("0.33.0", "vllm.new"),  # new against the target
    _row("0.33.0", "vllm.fine", FALSE),
)


def _broken(symbol: str, status: str = "broken") -> dict:
    return {"kind": "missing-module", "symbol": symbol, "location": "pkg/m.py:1", "status": status}


def test_absolute_mode_wants_every_true_row_of_the_release():
    got = heldout_report.score(
        ENTRY, ROWS, "0.33.0", [_broken("vllm.new"), _broken("vllm.fine")], "absolute", None
    )
    assert (got.broken, got.broken_true) == (2, 1)  # the FALSE row reported: precision 1/2
    assert (got.true_found, got.true_rows) == (1, 2)  # vllm.old missed
    assert got.before == (2, 3)  # the rows reported at c631c69 (before=True): 2 of 3 TRUE


def test_baseline_mode_wants_only_the_rows_new_against_the_target():
    findings = [_broken("vllm.new"), _broken("vllm.old", "pre-existing")]
    got = heldout_report.score(ENTRY, ROWS, "0.33.0", findings, "baseline", "0.27.0")
    assert (got.broken, got.broken_true) == (1, 1)
    assert (got.true_found, got.true_rows) == (1, 1)
    assert got.statuses == {"broken": 1, "pre-existing": 1}


def test_baseline_mode_wants_nothing_broken_at_the_baseline_itself():
    got = heldout_report.score(ENTRY, ROWS, "0.27.0", [_broken("vllm.old")], "baseline", "0.27.0")
    assert got.true_rows == 0
    assert (got.broken, got.broken_true) == (1, 1)  # a real break, reported absolutely there


def test_drift_command_passes_the_baseline_only_when_asked(tmp_path: Path):
    out = tmp_path / "d.json"
    plain = heldout_report.drift_command(ENTRY, out, None, offline=True)
    assert "--baseline" not in plain
    assert plain[plain.index("--consumer") + 1] == "ray==2.60.0"
    assert [plain[i + 1] for i, a in enumerate(plain) if a == "--vllm"] == ["0.27.0", "0.33.0"]
    assert plain[-1] == "--offline"
    with_flag = heldout_report.drift_command(ENTRY, out, "0.27.0", offline=False)
    assert with_flag[with_flag.index("--baseline") + 1] == "0.27.0"


def test_the_flag_is_detected_from_drift_help(monkeypatch):
    import subprocess
    from types import SimpleNamespace

    def fake(help_text):
        return lambda *a, **k: SimpleNamespace(stdout=help_text, returncode=0)

    monkeypatch.setattr(subprocess, "run", fake("  --vllm VERSION\n  --offline\n"))
    assert not heldout_report.supports_baseline()
    monkeypatch.setattr(subprocess, "run", fake("  --baseline VERSION|installed|none\n"))
    assert heldout_report.supports_baseline()


def test_without_the_flag_only_absolute_verdicts_are_measured(monkeypatch):
    calls = []
    monkeypatch.setattr(heldout_report, "supports_baseline", lambda: False)

    def fake_run(entry, baseline, offline):
        calls.append(baseline)
        return {"0.27.0": [], "0.33.0": []}

    monkeypatch.setattr(heldout_report, "run_drift", fake_run)
    scores, notes = heldout_report.measure(["ray"], ["absolute", "baseline"], offline=True)
    assert calls == [None]  # no --baseline passed to a drift that lacks it
    assert {s.mode for s in scores} == {"absolute (no --baseline flag)"}
    assert "no --baseline" in notes[0]


def test_every_held_out_consumer_has_a_table_and_an_entry():
    from tests.handverified.corpus.heldout import heldout_consumer
    from tests.handverified.corpus.tables import table

    for name in heldout_report.HELD_OUT:
        entry = heldout_consumer(name)
        got = table(name)
        assert got.consumer == entry.spec
        assert set(got.sdists) == set(entry.versions), name  # its target and the newest


def test_the_batches_declared_in_the_tests_are_not_in_the_development_corpus():
    """Declared in the tests only: nothing in compat/ changed for them before they were measured."""
    from compat.corpus import CORPUS
    from tests.handverified.corpus.heldout import (
        BATCHES,
        NEW_2026_12_02,
        NEW_2026_12_03,
        NEW_2026_12_06,
    )

    declared = (
        ("2026-12-02", NEW_2026_12_02),
        ("2026-12-03", NEW_2026_12_03),
        ("2026-12-06", NEW_2026_12_06),
    )
    for batch, entries in declared:
        assert {e.name for e in entries} == set(BATCHES[batch])
        assert not {e.name for e in CORPUS} & set(BATCHES[batch]), batch
        assert len(BATCHES[batch]) >= 4, batch
    names = [n for names in BATCHES.values() for n in names]
    assert len(names) == len(set(names))  # no consumer in two batches


def test_the_declared_tables_give_evidence_on_both_sides():
    from tests.handverified.corpus import CONSEQUENCE
    from tests.handverified.corpus.heldout import DECLARED_HERE
    from tests.handverified.corpus.tables import table

    for entry in (e for batch in DECLARED_HERE for e in batch):
        for row in table(entry.name).rows:
            assert row.vllm in entry.versions, row
            assert row.vllm_evidence.startswith("vllm/") and ":" in row.vllm_evidence, row
            assert ":" in row.location and not row.location.startswith("/"), row
            assert row.why, row
            assert row.verdict in (TRUE, FALSE, CONSEQUENCE), row
            if row.verdict == FALSE:
                assert row.pattern, row  # the reason class the page counts
            if row.verdict == CONSEQUENCE:
                roots = {r.location for r in table(entry.name).rows if r.vllm == row.vllm}
                assert row.root in roots, row  # its root is a row of the same release


def test_batches_select_their_consumers_and_the_before_engine():
    entry = heldout_report.heldout_consumer("tpu-inference")
    rows = (_row("0.33.0", "vllm.new"), _row("0.33.0", "vllm.fine", FALSE)._replace(pattern="p"))
    got = heldout_report.score(
        entry, rows, "0.33.0", [_broken("vllm.new"), _broken("vllm.fine")], "absolute", None
    )
    assert (got.batch, got.before_commit) == ("2026-12-02", "a562541")
    assert got.false_classes == {"p": 1}
    assert heldout_report.score(ENTRY, ROWS, "0.33.0", [], "absolute", None).batch == "2026-12-01"
    third = heldout_report.heldout_consumer("vllm-mblt")
    got = heldout_report.score(third, (), "0.33.0", [], "absolute", None)
    assert (got.batch, got.before_commit, third.target) == ("2026-12-03", "90cfb1a", "0.11.2")
    fourth = heldout_report.heldout_consumer("vllm-musa")
    got = heldout_report.score(fourth, (), "0.33.0", [], "absolute", None)
    assert (got.batch, got.before_commit, fourth.target) == ("2026-12-06", "704fd57", "0.13.0")


def test_totals_add_up_each_batch_mode_and_cell():
    def at(vllm: str, target: bool, counts: tuple[int, int, int, int], classes: dict) -> object:
        got = heldout_report.Score("c", "absolute", vllm, target, *counts, {}, (0, 0))
        got.batch, got.false_classes = "2026-12-02", classes
        return got

    scores = [
        at("0.33.0", False, (3, 1, 2, 1), {"x": 2}),
        at("0.33.0", False, (2, 2, 1, 1), {"x": 1, "y": 1}),
        at("0.31.0", True, (1, 0, 0, 0), {"x": 1}),
    ]
    got = {g["cell"]: g for g in heldout_report.totals(scores)}
    assert (got["newest"]["broken"], got["newest"]["broken_true"]) == (5, 3)
    assert (got["newest"]["true_rows"], got["newest"]["true_found"]) == (3, 2)
    assert got["newest"]["false_classes"] == {"x": 3, "y": 1}
    assert (got["targets"]["consumers"], got["targets"]["broken"]) == (1, 1)


def test_batch_flag_measures_that_batch(monkeypatch):
    asked = []

    def fake_measure(names, modes, offline):
        asked.append(names)
        return [], []

    monkeypatch.setattr(heldout_report, "measure", fake_measure)
    monkeypatch.setattr(heldout_report, "render", lambda scores, notes: None)
    heldout_report.main(["--batch", "2026-12-02", "--mode", "absolute"])
    assert asked == [["ai-dynamo", "tpu-inference", "lm-eval", "oat-llm"]]
    heldout_report.main(["--batch", "2026-12-03", "--mode", "both"])
    assert asked[-1][0] == "vllm-tgis-adapter" and len(asked[-1]) == 9
    heldout_report.main(["--batch", "2026-12-06", "--mode", "both"])
    assert asked[-1] == [
        "vllm-musa",
        "cosmos-rl",
        "kserve",
        "memkv-vllm",
        "hotwire-vllm",
        "pace-vllm",
        "evoke-vllm",
    ]
