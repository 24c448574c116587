"""GPU-suite results as report evidence: the committed H200 runs, bad files, and the CLI.

Synthetic results files are written by the GPU suite's own writer (`tests.gpu.results.Recorder`)
fed with pytest `TestReport`s, so they have exactly the shape a real run leaves.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from pathlib import Path

import pytest
from _pytest.reports import TestReport

from compat import commands, gpu_evidence, report
from compat.gpu_evidence import GpuResultsError
from tests.gpu.results import Recorder
from tests.test_cli import one_line_error, run
from tests.test_report import Tables, markdown_as_html, rep, result

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "benchmarks" / "results"
LATEST = "2026-11-30T0230Z-nvidia-h200-x2.json"
LAYERS_TP1 = "tests/gpu/test_vllm_extract_hidden_states.py::test_layers_match_reference[tp1]"
DRIFT = [
    *("drift", "--offline", "--vllm", "0.25.1", "--consumer", "speculators==0.4.0.1"),
    "--assume-patched",  # its breaks at 0.25.1 are all covered by the patch
]


@pytest.fixture(scope="module")
def committed() -> dict[str, dict]:
    return {r["file"]: r for r in gpu_evidence.load_runs(COMMITTED)}


def _tests(run: dict) -> dict[str, dict]:
    return {t["id"]: t for t in run["tests"]}


# --- writing runs with the real writer ----------------------------------------------------


def _report(nodeid: str, when: str, outcome: str, longrepr=None, **extra) -> TestReport:
    rep = TestReport(nodeid, ("x.py", 0, nodeid), {}, outcome, longrepr, when, duration=0.5)
    for key, value in extra.items():
        setattr(rep, key, value)
    return rep


def write_run(
    folder: Path,
    *,
    vllm: str,
    minute: int,
    tests: dict[str, tuple[str, dict]],
    tree="clean",
    host_kind="gpu",
) -> Path:
    """One results file: `tests` maps node id -> (outcome of the call phase, recorded values);
    the project's tree is set (a failed run of a dirty tree is not shown as evidence)."""
    rec = Recorder(host_kind=host_kind)
    rec.started = dt.datetime(2027, 1, 2, 3, minute, tzinfo=dt.timezone.utc)
    rec.version_notes["vllm"] = vllm
    for nodeid, (outcome, values) in tests.items():
        rec.add_report(_report(nodeid, "setup", "passed"))
        longrepr = "E   AssertionError: order differs" if outcome == "failed" else None
        rec.add_report(_report(nodeid, "call", outcome, longrepr))
        rec.add_report(_report(nodeid, "teardown", "passed"))
        for name, value in values.items():
            rec.record(nodeid, name, value)
    path = rec.write(folder)
    doc = json.loads(path.read_text())
    doc["project"]["tree"] = tree
    path.write_text(json.dumps(doc))
    return path


ORDER_TEST = "tests/gpu/test_x.py::test_order[tp2]"


@pytest.fixture
def results_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "results"
    order = {"returned_order": [0, 2, 1], "tp": 2}
    write_run(folder, vllm="0.26.0", minute=5, tests={ORDER_TEST: ("failed", order)})
    write_run(folder, vllm="0.25.1", minute=9, tests={"t.py::test_a": ("passed", {})})
    return folder


# --- the committed runs -------------------------------------------------------------------


def test_committed_runs_load_with_their_versions_and_outcomes(committed) -> None:
    files = {p.name for p in COMMITTED.glob("*.json")}
    assert set(committed) == files and len(files) >= 7
    latest = committed[LATEST]
    assert latest["versions"]["vllm"] == "0.25.1" and latest["versions"]["torch"] == "2.11.0"
    assert latest["host"] == {"kind": "gpu", "gpu_model": "NVIDIA H200", "gpu_count": 2}
    assert latest["project"] == {"commit": "d0bd007", "tree": "clean"}
    assert len(latest["tests"]) == 12 and latest["outcomes"] == {"passed": 11, "xfailed": 1}
    assert latest["date"] == "2026-11-30T02:30:11Z"


def test_evidence_comes_from_the_recorded_values(committed) -> None:
    raw = json.loads((COMMITTED / LATEST).read_text())
    values = {t["id"]: t["values"] for t in raw["tests"]}[LAYERS_TP1]
    worst_cos = min(v["cosine_min"] for v in values["per_layer_id"].values())
    worst_err = max(v["max_abs_over_rms"] for v in values["per_layer_id"].values())
    tests = _tests(committed[LATEST])
    text = tests[LAYERS_TP1]["evidence"]
    assert f"cosine ≥ {math.floor(worst_cos * 1e6) / 1e6:.6f}" in text
    assert f"max|a−b|/RMS ≤ {worst_err:.4g} (4 layers)" in text
    assert "0.02·RMS vs transformers bf16 not met" in text
    by_name = {i.split("::")[1]: t["evidence"] for i, t in tests.items()}
    assert "bitwise equal 36/36" in by_name["test_patched_hidden_states_match_vllm[tp1-v0.3.0]"]
    assert by_name["test_patched_results_in_request_order[tp1-v0.4.0.1]"] == "order kept"
    assert by_name["test_greedy_matches_reference[tp1]"] == "greedy: 0/143 mismatches (ε 0.5)"
    assert "xfail:" in by_name["test_layer_zero_is_embeddings[tp1]"]  # reason of a non-pass
    behaviour = _tests(committed["2026-11-30T0241Z-nvidia-h200-x2.json"])
    assert "form bare" in {t["evidence"] for t in behaviour.values()}


def _gpu(committed) -> list[dict]:
    """The committed GPU runs (the CPU engine's runs are another vLLM release, 0.32.0)."""
    return [r for r in committed.values() if r["host"]["kind"] == "gpu"]


def test_committed_runs_only_clean_ones_are_evidence(committed) -> None:
    groups = gpu_evidence.by_vllm(_gpu(committed))
    # newest vLLM first: 0.26.0's MoE programme (2026-12-03) above 0.25.1's runs
    assert [version for version, _, _ in groups] == ["0.26.0", "0.25.1"]
    shown = [r for _, newest, older in groups for r in newest + older]
    assert shown and all(r["project"]["tree"] == "clean" and r["evidence"] for r in shown)
    for _, newest, _ in groups:
        assert [r["date"] for r in newest] == sorted((r["date"] for r in newest), reverse=True)
    chunks = {"2026-11-30T0241Z", "2026-11-30T0236Z", "2026-11-30T0230Z"}
    assert chunks <= {r["file"][:16] for r in groups[1][1]}
    # every dirty run, passed or failed, is listed apart and covers no cell
    dirty = {r["file"] for r in committed.values() if r["project"]["tree"] != "clean"}
    passed_dirty = {
        r["file"]
        for r in _gpu(committed)
        if r["project"]["tree"] == "dirty"
        and not (r["outcomes"].get("failed") or r["outcomes"].get("error"))
    }
    assert passed_dirty and dirty == {
        r["file"] for r in gpu_evidence.not_evidence(list(committed.values()))
    }
    assert not {r["file"] for r in shown} & dirty
    cell_files = {
        t["file"] for ts in gpu_evidence.cells(list(committed.values())).values() for t in ts
    }
    assert cell_files and not cell_files & dirty
    # every shown newest run brings a test the ones before it did not run
    for _, newest, _ in groups:
        seen: set[str] = set()
        for shown_run in newest:
            ran = {t["id"] for t in shown_run["tests"] if t["outcome"] != "skipped"}
            assert ran - seen, shown_run["file"]
            seen |= ran


def _run(file: str, date: str, tree: str, tests: dict[str, str]) -> dict:
    return {
        "file": file,
        "date": date,
        "host": {"gpu_model": "G", "gpu_count": 1},
        "versions": {"vllm": "0.25.1"},
        "project": {"commit": "c" + file, "tree": tree},
        "outcomes": {o: list(tests.values()).count(o) for o in set(tests.values())},
        "tests": [{"id": i, "outcome": o, "evidence": ""} for i, o in tests.items()],
    }


def test_rules_of_the_evidence_order() -> None:
    clean_old = _run("a", "2026-01-01T00:00:00Z", "clean", {"t1": "passed", "t2": "passed"})
    clean_new = _run("b", "2026-02-01T00:00:00Z", "clean", {"t1": "passed"})
    clean_rerun = _run("f", "2026-01-15T00:00:00Z", "clean", {"t1": "passed"})
    dirty_new_kind = _run("c", "2026-03-01T00:00:00Z", "dirty", {"eagle": "passed"})
    dirty_rerun = _run("d", "2026-04-01T00:00:00Z", "dirty", {"t1": "passed"})
    dirty_failed = _run("e", "2026-05-01T00:00:00Z", "dirty", {"t3": "failed"})
    runs = [clean_old, clean_new, clean_rerun, dirty_new_kind, dirty_rerun, dirty_failed]
    [(_, newest, older)] = gpu_evidence.by_vllm(runs)
    # clean runs only, newest first; t2 only the oldest clean run has
    assert [r["file"] for r in newest] == ["b", "a"]
    assert [r["file"] for r in older] == ["f"]  # its one test ran in a newer clean run
    # dirty runs, even passed ones and new kinds of result, are listed apart, newest first
    assert [r["file"] for r in gpu_evidence.not_evidence(runs)] == ["e", "d", "c"]
    assert gpu_evidence.not_evidence(runs, shown={"0.26.0"}) == []


# Table rows (tree, outcome of its one test, evidence?): both ways, every tree value.
EVIDENCE_ROWS = [
    ("clean", "passed", True),
    ("clean", "failed", True),  # a committed failure is evidence of the failure
    ("dirty", "passed", False),  # uncommitted code: not evidence even when it passed
    ("dirty", "failed", False),
    (None, "passed", False),  # tree unknown (older writer, no git): not evidence
    ("unknown", "passed", False),
]


@pytest.mark.parametrize(("tree", "outcome", "want"), EVIDENCE_ROWS)
def test_only_clean_tree_runs_are_evidence(tree, outcome, want, tmp_path: Path) -> None:
    covers = {"consumers": ["speculators==0.9.0"]}
    write_run(tmp_path, vllm="0.25.1", minute=1, tests={"t.py::a": (outcome, covers)}, tree=tree)
    [run] = gpu_evidence.load_runs(tmp_path)
    assert gpu_evidence.is_evidence(run) is want and run["evidence"] is want
    assert bool(gpu_evidence.cells([run])) is want
    assert bool(gpu_evidence.by_vllm([run])) is want
    assert [r["file"] for r in gpu_evidence.not_evidence([run])] == ([] if want else [run["file"]])


# --- runs written by the real writer ------------------------------------------------------


def test_groups_newest_vllm_first_and_flags_a_wrong_order(results_dir: Path) -> None:
    runs = gpu_evidence.load_runs(results_dir)
    assert [r["versions"]["vllm"] for r in runs] == ["0.26.0", "0.25.1"]
    assert [v for v, _, _ in gpu_evidence.by_vllm(runs)] == ["0.26.0", "0.25.1"]
    [test] = runs[0]["tests"]
    assert test["outcome"] == "failed" and runs[0]["outcomes"] == {"failed": 1}
    assert test["evidence"].startswith("order NOT kept: [0, 2, 1]")
    assert "AssertionError: order differs" in test["evidence"]


def test_other_json_in_the_folder_is_not_a_run(results_dir: Path) -> None:
    (results_dir / "drift.json").write_text(json.dumps({"schema_version": 1, "results": []}))
    assert len(gpu_evidence.load_runs(results_dir)) == 2


def _rewrite(path: Path, change) -> None:
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda p: p.write_text('{"schema_version": 1, "kind": "gpu'), "is not valid JSON"),
        (lambda p: _rewrite(p, lambda d: d.update(schema_version=2)), "schema_version 2"),
        (lambda p: _rewrite(p, lambda d: d.pop("date")), "`date` is missing"),
        (lambda p: _rewrite(p, lambda d: d["tests"][0].pop("outcome")), "tests[0].outcome"),
    ],
)
def test_a_bad_file_is_one_line_naming_it(results_dir: Path, damage, message: str) -> None:
    bad = sorted(results_dir.glob("*.json"))[0]
    damage(bad)
    with pytest.raises(GpuResultsError) as caught:
        gpu_evidence.load_runs(results_dir)
    text = str(caught.value)
    assert message in text and bad.name in text and "\n" not in text
    assert isinstance(caught.value, commands.BAD_INPUT)  # the CLI's exit-2 family


# --- rendering ----------------------------------------------------------------------------

RESULTS = [result("speculators==0.4.0.1", "0.25.1", [])]


def render(name: str, runs: list[dict] | None = None) -> str:
    typed = rep(RESULTS)
    typed.gpu_runs = runs or []
    return report.render(name, typed, width=400)


def test_markdown_and_html_show_the_section_and_the_tests(committed) -> None:
    runs = list(committed.values())
    for page in (render("html", runs), markdown_as_html(render("md", runs))):
        tables = Tables(page)
        assert "GPU evidence" in page and "vLLM 0.25.1" in page
        rows = {row[0]: row for table in tables.tables for row in table}
        assert rows[LAYERS_TP1][1] == "passed" and "cosine ≥ 0.99" in rows[LAYERS_TP1][2]
        # a dirty run (here a failed one) is listed apart, after every evidence table
        head = page.index(gpu_evidence.NOT_EVIDENCE)
        assert page.index("2026-11-30T00:50:45Z") > head > page.rindex("<table")
        newest = {v: n for v, n, _ in gpu_evidence.by_vllm(runs)}["0.25.1"]
        assert page.count("<h4>") == len(newest) >= 3  # the newest runs get tables
    for name in ("html", "md"):
        assert "GPU evidence" not in render(name) and "GPU evidence" not in render(name, [])
    other = rep([result("speculators==0.4.0.1", "0.33.0", [])])
    other.gpu_runs = runs
    assert "GPU evidence" not in report.render("html", other)  # only beside its release


def test_terminal_shows_the_section(committed) -> None:
    text = render("table", list(committed.values()))
    assert "GPU evidence · vLLM 0.25.1" in text and "commit d0bd007 (clean)" in text
    head = text.index(gpu_evidence.NOT_EVIDENCE)  # dirty runs listed apart, last
    assert text.index("not evidence: 2026-11-30T00:50:45Z") > head > text.index("commit d0bd007")
    assert LAYERS_TP1 not in text  # per-test evidence is for the Markdown and HTML reports


def test_terminal_lists_the_tests_that_did_not_pass(tmp_path: Path) -> None:
    write_run(
        tmp_path,
        vllm="0.25.1",
        minute=1,
        tests={"tests/gpu/t.py::ok": ("passed", {}), "tests/gpu/t.py::bad": ("failed", {})},
    )
    text = render("table", gpu_evidence.load_runs(tmp_path))
    assert "failed: tests/gpu/t.py::bad" in text and "tests/gpu/t.py::ok" not in text


def test_hostile_test_id_is_text(tmp_path: Path) -> None:
    evil = "tests/gpu/t.py::test_x[<script>alert(1)</script>|`a`]"
    write_run(tmp_path, vllm="0.25.1", minute=1, tests={evil: ("passed", {"form": "<b>"})})
    runs = gpu_evidence.load_runs(tmp_path)
    for page in (render("html", runs), markdown_as_html(render("md", runs))):
        tables = Tables(page)
        assert "<script>alert" not in page and evil in tables.cells()


def test_report_json_carries_every_run(committed) -> None:
    runs = list(committed.values())
    data = json.loads(render("json", runs))
    assert data["schema_version"] == 2
    assert data["gpu_runs"] == gpu_evidence.ordered(runs)  # the data keeps them all
    assert report.load_json(render("json", runs)).gpu_runs == data["gpu_runs"]
    assert json.loads(render("json"))["gpu_runs"] == []


# --- the command line ---------------------------------------------------------------------


def test_drift_reads_the_given_folder(capsys, results_dir: Path, tmp_path: Path) -> None:
    out_dir = tmp_path / "reports"
    code, _, _ = run(capsys, *DRIFT, "--gpu-results", str(results_dir), "--reports", str(out_dir))
    assert code == 0
    data = json.loads((out_dir / "drift.json").read_text())
    assert [r["versions"]["vllm"] for r in data["gpu_runs"]] == ["0.26.0", "0.25.1"]
    md = (out_dir / "drift.md").read_text()
    assert "## GPU evidence" in md and "t.py::test\\_a" in md
    assert "test\\_order" not in md  # ran on vLLM 0.26.0: shown only beside that release


def test_default_is_benchmarks_results_of_the_working_directory(
    capsys, monkeypatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, *DRIFT, "--no-write", "--format", "json")
    assert code == 0 and json.loads(out)["gpu_runs"] == []  # no benchmarks/results here
    tests = {"t.py::test_a": ("passed", {})}
    write_run(tmp_path / "benchmarks" / "results", vllm="0.30.0", minute=0, tests=tests)
    code, out, _ = run(capsys, *DRIFT, "--no-write", "--format", "json")
    assert [r["versions"]["vllm"] for r in json.loads(out)["gpu_runs"]] == ["0.30.0"]


def test_no_folder_no_section(capsys, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, _ = run(capsys, *DRIFT, "--reports", str(tmp_path / "r"))
    assert code == 0 and "GPU evidence" not in (tmp_path / "r" / "drift.md").read_text()
    code, out, _ = run(capsys, "report", str(tmp_path / "r" / "drift.json"), "--format", "md")
    assert code == 0 and "GPU evidence" not in out


@pytest.mark.parametrize("command", ["drift", "report"])
def test_missing_folder_is_exit_2(capsys, tmp_path: Path, command: str) -> None:
    missing = tmp_path / "nope"
    argv = [*DRIFT, "--no-write"] if command == "drift" else ["report", str(tmp_path / "x.json")]
    code, _, err = run(capsys, *argv, "--gpu-results", str(missing))
    assert code == 2 and str(missing) in one_line_error(err)


def test_corrupt_file_is_exit_2_through_the_cli(capsys, results_dir: Path, tmp_path: Path) -> None:
    (results_dir / "broken.json").write_text("{")
    reports = tmp_path / "reports"
    argv = [*DRIFT, "--gpu-results", str(results_dir), "--reports", str(reports)]
    code, _, err = run(capsys, *argv)
    assert code == 2 and "broken.json" in one_line_error(err) and not reports.exists()


def test_report_command_renders_runs_from_folder_or_from_the_json(
    capsys, monkeypatch, tmp_path: Path, results_dir: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    drift_json = tmp_path / "r" / "drift.json"
    run(capsys, *DRIFT, "--gpu-results", str(results_dir), "--reports", str(tmp_path / "r"))
    code, out, _ = run(capsys, "report", str(drift_json), "--format", "html")
    assert code == 0 and "t.py::test_a" in Tables(out).cells()  # carried by drift.json
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run(capsys, "report", str(drift_json), "--gpu-results", str(empty))
    assert code == 0 and "GPU evidence" not in out and "no GPU-suite results" in err


def test_a_new_kind_of_result_shows_its_scalar_values(tmp_path: Path) -> None:
    """A test recording only names the report has no wording for: shown as they are."""
    values = {
        "hit_rate": {"trained": 0.61, "untrained": 0.02},
        "mode": "draft",
        "contract": {"argv": ["vllm", "serve"] * 20},  # not a scalar: left out
        "wall_seconds": 12.5,
        "all_equal": True,
    }
    write_run(tmp_path, vllm="0.33.0", minute=1, tests={"t.py::test_new": ("passed", values)})
    [run] = gpu_evidence.load_runs(tmp_path)
    text = run["tests"][0]["evidence"]
    assert text == (
        "hit_rate trained 0.61, untrained 0.02; mode draft; wall_seconds 12.5; all_equal true"
    )


def test_eagle3_runs_show_their_figures(committed) -> None:
    """The EAGLE-3 pipeline's results (committed 2026-11-30, 2 × H200) read as evidence."""
    by_test = {
        t["id"].split("::")[1]: t["evidence"]
        for run in committed.values()
        for t in run["tests"]
        if "eagle3" in t["id"]
    }
    if not by_test:
        pytest.skip("no EAGLE-3 results committed in benchmarks/results")
    serve = by_test["test_serve_trained_draft[tp2]"]
    assert "acceptance trained 61.5%, untrained 0.3%" in serve
    assert "greedy: 0/599 mismatches (ε 0.5)" in serve
    assert by_test["test_server_matches_in_process"] == "rows bitwise equal 192/192"
    assert by_test["test_training_loss_falls"] == "loss 18.7 → 1.97 over 231 steps"
    fp8 = by_test["test_server_fp8_connector"]
    assert fp8 == "dtypes float8_e4m3fn; dequantized cosine ≥ 0.9995 vs bf16"


@pytest.mark.parametrize(
    ("runs", "expected"),
    [
        # newest vLLM first, versions compared as versions (0.10 after 0.9), not as text
        ([("0.9.0", "d1"), ("0.10.0", "d1")], ["0.10.0/d1", "0.9.0/d1"]),
        # a vLLM that does not parse (a nightly's label, none at all) comes last
        ([("nightly", "d1"), ("0.9.0", "d1"), (None, "d1")], ["0.9.0/d1", "nightly/d1", "None/d1"]),
        # one release: the newest run first
        ([("0.9.0", "d1"), ("0.9.0", "d3"), ("0.9.0", "d2")], ["0.9.0/d3", "0.9.0/d2", "0.9.0/d1"]),
    ],
)
def test_runs_ordered_newest_vllm_then_newest_run(
    runs: list[tuple[str | None, str]], expected: list[str]
) -> None:
    docs = [{"versions": {"vllm": v}, "date": d} for v, d in runs]
    got = gpu_evidence.ordered(docs)
    assert [f"{r['versions']['vllm']}/{r['date']}" for r in got] == expected


def test_cpu_engine_runs_are_evidence_beside_gpu_runs_never_mixed(tmp_path: Path) -> None:
    """A CPU engine run (tests/cpu_engine, host kind `cpu`) of the same vLLM and consumer is
    shown after the GPU runs, labelled, and counted apart in the cell."""
    folder = tmp_path / "results"
    covered = {"speculators_version": "0.4.0.1"}
    gpu_test = "tests/gpu/test_x.py::test_bits[tp1-v0.4.0.1]"
    cpu_test = "tests/cpu_engine/test_x.py::test_bits[v0.4.0.1]"
    write_run(folder, vllm="0.32.0", minute=1, tests={gpu_test: ("passed", covered)})
    cpu_tests = {cpu_test: ("passed", covered), "tests/cpu_engine/t.py::t": ("failed", covered)}
    write_run(folder, vllm="0.32.0", minute=2, tests=cpu_tests, host_kind="cpu")
    runs = gpu_evidence.load_runs(folder)
    assert sorted(r["host"]["kind"] for r in runs) == ["cpu", "gpu"]
    [(version, newest, older)] = gpu_evidence.by_vllm(runs)
    assert version == "0.32.0" and not older
    assert [r["host"]["kind"] for r in newest] == ["gpu", "cpu"]  # GPU first though older
    assert "CPU engine" in gpu_evidence.run_heading(newest[1])
    assert "CPU engine" not in gpu_evidence.run_heading(newest[0])
    [cell] = gpu_evidence.cells(runs).values()
    summary = gpu_evidence.cell_summary(cell)
    assert summary == "1 passed in 1 run; CPU engine: 1 passed, 1 failed in 1 run", summary


def test_a_cell_counts_the_newest_result_of_each_test(tmp_path: Path) -> None:
    """A test that failed at one clean commit and passed at a later one counts once, as
    passed, with the older result named as superseded; an interrupted later run changes
    nothing; and the consumer release counts as GPU-proven for the report's baseline only
    when every test's newest result passed (or xfailed)."""
    from compat import baseline

    folder = tmp_path / "results"
    covered = {"consumers": ["speculators==0.9.0"]}
    serve, train = "tests/gpu/t.py::test_serve", "tests/gpu/t.py::test_train"
    write_run(folder, vllm="0.25.1", minute=1, tests={serve: ("failed", covered)})
    runs = gpu_evidence.load_runs(folder)
    [cell] = gpu_evidence.cells(runs).values()
    assert gpu_evidence.cell_summary(cell) == "1 failed in 1 run"
    write_run(
        folder,
        vllm="0.25.1",
        minute=2,
        tests={serve: ("passed", covered), train: ("passed", covered)},
    )
    rec = Recorder()  # a third run, stopped before `test_serve` ran: written `interrupted`
    rec.started = dt.datetime(2027, 1, 2, 3, 3, tzinfo=dt.timezone.utc)
    rec.version_notes["vllm"] = "0.25.1"
    rec.add_report(_report(serve, "setup", "passed"))
    rec.record(serve, "consumers", covered["consumers"])
    path = rec.write(folder)
    doc = json.loads(path.read_text())
    doc["project"]["tree"] = "clean"
    path.write_text(json.dumps(doc))
    runs = gpu_evidence.load_runs(folder)
    newest_run = max(runs, key=lambda r: r["date"])
    assert [t["outcome"] for t in newest_run["tests"]] == ["interrupted"]
    [cell] = gpu_evidence.cells(runs).values()
    summary = gpu_evidence.cell_summary(cell)
    assert summary == "2 passed in 3 runs (1 older result superseded)", summary
    latest, _ = gpu_evidence.current(cell)
    assert {t["id"]: t["outcome"] for t in latest} == {serve: "passed", train: "passed"}
    assert baseline.gpu_proven(runs) == {"speculators==0.9.0": ["0.25.1"]}
    write_run(folder, vllm="0.25.1", minute=4, tests={train: ("failed", covered)})
    assert baseline.gpu_proven(gpu_evidence.load_runs(folder)) == {}
