"""GPU results placed on the matrix cells they cover: the consumer releases a test recorded
(`consumers`, or the patched extractor's `speculators_version`) × the run's vLLM release."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from compat import gpu_evidence, report
from tests.test_gpu_evidence import COMMITTED, write_run
from tests.test_report import Tables, markdown_as_html, rep, result


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ({}, []),
        (
            {"consumers": {"speculators": "0.9.0", "hs_connectors": "0.9.0"}},
            ["hs-connectors==0.9.0", "speculators==0.9.0"],
        ),
        (
            {"consumers": ["Speculators==0.4.0.1", "speculators==0.9.0", "speculators==0.9.0"]},
            ["speculators==0.4.0.1", "speculators==0.9.0"],
        ),
        ({"speculators_version": "0.3.0"}, ["speculators==0.3.0"]),
        ({"consumers": ["speculators"], "speculators_version": 3}, []),  # no release, not a str
        ({"consumers": "speculators==0.9.0"}, []),  # neither a dict nor a list
        ({"consumers": {"speculators": None}}, []),
        (
            {"consumers": ["speculators==", "==0.9.0", " hs_connectors == 0.9.0 "]},
            ["hs-connectors==0.9.0"],
        ),  # no version, no name: skipped
    ],
)
def test_what_a_test_covers(values: dict, expected: list[str]) -> None:
    assert gpu_evidence.covered(values) == expected


def _runs(folder: Path) -> list[dict]:
    covers = {"consumers": ["speculators==0.9.0"]}
    write_run(folder, vllm="0.25.1", minute=1, tests={"t.py::a": ("passed", covers)})
    write_run(folder, vllm="0.25.1", minute=2, tests={"t.py::b": ("xfailed", covers)})
    write_run(folder, vllm="0.26.0", minute=3, tests={"t.py::c": ("passed", {})})
    # a run of a dirty tree is not evidence, failed or passed: it covers nothing
    write_run(folder, vllm="0.26.0", minute=4, tests={"t.py::d": ("failed", covers)}, tree="dirty")
    write_run(folder, vllm="0.25.1", minute=5, tests={"t.py::e": ("passed", covers)}, tree="dirty")
    return gpu_evidence.load_runs(folder)


def test_cells_take_evidence_runs_only(tmp_path: Path) -> None:
    cells = gpu_evidence.cells(_runs(tmp_path))
    assert set(cells) == {("speculators==0.9.0", "0.25.1")}
    tests = cells[("speculators==0.9.0", "0.25.1")]
    assert [t["id"] for t in tests] == ["t.py::b", "t.py::a"]  # newest run first
    assert gpu_evidence.cell_summary(tests) == "1 passed, 1 xfailed in 2 runs"


def _report(runs: list[dict]) -> report.Report:
    typed = rep(
        [
            result("speculators==0.9.0", "0.25.1", []),
            result("speculators==0.9.0", "0.26.0", []),
            result("speculators==0.4.0.1", "0.25.1", []),
        ]
    )
    typed.gpu_runs = runs
    return typed


def test_every_format_shows_the_covered_cell_only(tmp_path: Path) -> None:
    typed = _report(_runs(tmp_path))
    for page in (report.render("html", typed), markdown_as_html(report.render("md", typed))):
        rows = [r for t in Tables(page).tables for r in t if r and r[0].endswith("==0.9.0")]
        assert ["speculators==0.9.0", "0.25.1", "1 passed, 1 xfailed in 2 runs", "b, a"] in rows
        assert not [r for r in rows if r[1] == "0.26.0"]
    text = report.render("table", typed, width=400)
    assert "speculators==0.9.0 × vLLM 0.25.1: 1 passed, 1 xfailed in 2 runs (b, a)" in text
    data = json.loads(report.render("json", typed))
    [cell] = data["gpu_cells"]
    assert (cell["consumer"], cell["vllm"]) == ("speculators==0.9.0", "0.25.1")
    assert [t["outcome"] for t in cell["tests"]] == ["xfailed", "passed"]
    page = report.render("html", typed)
    assert page.count('class="gpu"') == 1  # the one covered cell is marked


def test_no_covering_test_no_section(tmp_path: Path) -> None:
    write_run(tmp_path, vllm="0.25.1", minute=1, tests={"t.py::a": ("passed", {})})
    typed = _report(gpu_evidence.load_runs(tmp_path))
    assert "GPU evidence per cell" not in report.render("md", typed)
    assert json.loads(report.render("json", typed))["gpu_cells"] == []


def test_committed_runs_cover_the_patched_and_the_modern_pipeline_cells() -> None:
    runs = gpu_evidence.load_runs(COMMITTED)
    cells = gpu_evidence.cells(runs)
    for version in ("0.3.0", "0.4.0.1"):  # the patched legacy extractor at TP=1 and TP=2
        tests = cells[(f"speculators=={version}", "0.25.1")]
        assert len(tests) >= 6 and {t["outcome"] for t in tests} == {"passed"}
    modern = {t["id"].rsplit("::", 1)[-1] for t in cells[("speculators==0.9.0", "0.25.1")]}
    # re-run on a clean tree (addb53d, 2026-12-02): the served draft, the FP8 connector and
    # the legacy-to-modern path are on the cell now, each passed
    clean_rerun = {
        "test_legacy_extraction_feeds_modern_trainer",
        "test_server_fp8_connector",
        "test_serve_trained_draft",
    }
    assert clean_rerun <= {n.split("[")[0] for n in modern}
    # the newest result of each counts: the MoE draft's first, failed serve (a real finding,
    # docs/gpu-moe-verifier.md) is superseded by its pass on a later clean commit
    newest, _ = gpu_evidence.current(cells[("speculators==0.9.0", "0.25.1")])
    assert {t["outcome"] for t in newest} <= {"passed", "xfailed"}
    # the clean-tree pipeline run (server path, training, load-back) is on both 0.9.0 cells
    pipeline = {"test_server_path_extraction", "test_training_loss_falls"}
    assert pipeline <= modern
    plugin = {t["id"].rsplit("::", 1)[-1] for t in cells[("hs-connectors==0.9.0", "0.25.1")]}
    assert pipeline <= plugin
