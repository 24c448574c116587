"""The GPU suite's own plumbing, tested where there is no GPU (CI): gating, recording, numbers."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from tests.gpu.results import Recorder, jsonable, outcome_of
from tests.gpu.subproc import ROOT

pytestmark = pytest.mark.no_gpu


def _report(nodeid: str, when: str, outcome: str, longrepr=None) -> pytest.TestReport:
    return pytest.TestReport(nodeid, ("f.py", 1, "t"), {}, outcome, longrepr, when, duration=0.5)


def test_outcomes_from_phase_reports():
    skip = ("f.py", 3, "Skipped: no CUDA GPU")
    assert outcome_of({"setup": _report("a", "setup", "skipped", skip)}) == "skipped"
    assert outcome_of({"setup": _report("a", "setup", "failed", "boom")}) == "error"
    passed = {w: _report("a", w, "passed") for w in ("setup", "call", "teardown")}
    assert outcome_of(passed) == "passed"
    passed["teardown"] = _report("a", "teardown", "failed", "boom")
    assert outcome_of(passed) == "error"
    xfail = _report("a", "call", "skipped", skip)
    xfail.wasxfail = "known"
    assert outcome_of({"setup": _report("a", "setup", "passed"), "call": xfail}) == "xfailed"
    set_up = {"setup": _report("a", "setup", "passed")}
    assert outcome_of(set_up) == "interrupted"
    set_up["teardown"] = _report("a", "teardown", "failed", "boom")
    assert outcome_of(set_up) == "error"


def test_a_real_interrupted_run_is_not_an_error(tmp_path):
    """A real pytest session stopped by SIGINT inside a test (what the suite's time limit
    does): the test that was running is `interrupted`, the one before it `passed`, and the
    one never reached is absent, not `error`."""
    (tmp_path / "test_cut.py").write_text(
        "import os, signal, time\n"
        "def test_done():\n    pass\n"
        # Python's own SIGINT handler is put back first: a process started in the background
        # of a shell inherits SIGINT ignored, and the signal would then do nothing.
        "def test_cut():\n    signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "    os.kill(os.getpid(), signal.SIGINT)\n    time.sleep(5)\n"
        "def test_never():\n    pass\n"
    )

    class Collect:
        def __init__(self) -> None:
            self.recorder = Recorder()

        def pytest_runtest_logreport(self, report):
            self.recorder.add_report(report)

    plugin = Collect()
    code = pytest.main(["-q", "-p", "no:cacheprovider", str(tmp_path)], plugins=[plugin])
    assert code == pytest.ExitCode.INTERRUPTED
    outcomes = {t["id"].split("::")[-1]: t["outcome"] for t in plugin.recorder.tests()}
    assert outcomes == {"test_done": "passed", "test_cut": "interrupted"}


def test_recorder_writes_one_schema_file(tmp_path, monkeypatch):
    monkeypatch.setenv("SPEC_COMPAT_COMMIT", "abc123")
    rec = Recorder()
    for when in ("setup", "call", "teardown"):
        rec.add_report(_report("tests/gpu/t.py::ok", when, "passed"))
    rec.add_report(_report("tests/gpu/t.py::skip", "setup", "skipped", ("f", 1, "why not")))
    rec.record("tests/gpu/t.py::ok", "cosine_min", 0.9995)
    rec.record("tests/gpu/t.py::ok", "nan", float("nan"))
    rec.version_notes["speculators"] = "0.4.0.1 (patched by this project)"
    assert rec.ran_any()
    path = rec.write(tmp_path)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d{4}Z-[a-z0-9-]+-x\d+\.json", path.name)
    doc = json.loads(path.read_text())
    assert doc["schema_version"] == 1 and doc["project"]["commit"] == "abc123"
    assert doc["versions"]["speculators"] == "0.4.0.1 (patched by this project)"
    assert {"vllm", "torch", "transformers", "hs-connectors"} <= set(doc["versions"])
    tests = {t["id"]: t for t in doc["tests"]}
    assert tests["tests/gpu/t.py::ok"]["values"] == {"cosine_min": 0.9995, "nan": "nan"}
    assert tests["tests/gpu/t.py::ok"]["duration_s"] == 1.5
    assert tests["tests/gpu/t.py::skip"] == {
        "id": "tests/gpu/t.py::skip",
        "outcome": "skipped",
        "duration_s": 0.5,
        "values": {},
        "message": "why not",
    }
    assert doc["summary"] == {"passed": 1, "skipped": 1}


def test_all_skipped_run_writes_nothing():
    rec = Recorder()
    rec.add_report(_report("tests/gpu/t.py::x", "setup", "skipped", ("f", 1, "no GPU")))
    assert not rec.ran_any()


def test_jsonable_handles_nested_and_foreign_values():
    assert jsonable({1: (1.5, None, [True])}) == {"1": [1.5, None, [True]]}
    assert jsonable(float("inf")) == "inf"
    assert jsonable(object()).startswith("<object")


def test_tolerance_bound_catches_one_outlier():
    torch = pytest.importorskip("torch")
    from tests.gpu.reference import WorstTokens, token_errors

    b = torch.randn(5, 256, generator=torch.Generator().manual_seed(0))
    rms = b.pow(2).mean(-1).sqrt()
    near = b.clone()
    near[2, 7] += 0.015 * rms[2]
    far = b.clone()
    far[3, 9] += 0.03 * rms[3]
    worst = WorstTokens()
    worst.add("near", near, b)
    worst.add("far", far, b)
    assert token_errors(b, b) == pytest.approx((1.0, 0.0))
    assert worst.by_key["near"]["max_abs_over_rms"] == pytest.approx(0.015, rel=1e-3)
    assert set(worst.outside_tolerance()) == {"far"}
    worst.add("turned", -b, b)
    assert worst.by_key["turned"]["cosine_min"] == pytest.approx(-1.0)


def test_noise_relative_check_against_the_fp32_model():
    from tests.gpu.reference import NOISE_FACTOR, beyond_noise, cosine_below

    floor = {1: {"max_abs_over_rms": 0.02}, 4: {"max_abs_over_rms": 0.05}}
    seen = {
        0: {"cosine_min": 0.9999, "max_abs_over_rms": NOISE_FACTOR * 0.02 * 0.99},
        3: {"cosine_min": 0.9985, "max_abs_over_rms": NOISE_FACTOR * 0.05 * 1.01},
    }
    bad = beyond_noise(seen, floor, stream_index=lambda k: k + 1)  # speculators' layer k
    assert set(bad) == {3} and bad[3]["limit"] == pytest.approx(NOISE_FACTOR * 0.05)
    assert cosine_below(seen) == {3: 0.9985}
    with pytest.raises(KeyError):  # a layer without a floor is a bug in the test, not a pass
        beyond_noise(seen, floor, stream_index=lambda k: k)


def test_prompt_batch_has_spread_unsorted_lengths():
    pytest.importorskip("transformers")
    from tests.tiny_model import build_tokenizer, corpus, prompt_batch

    tok = build_tokenizer(corpus(200), 2000)
    prompts = prompt_batch(tok)
    lengths = [len(p) for p in prompts]
    assert len(prompts) > 10  # more than 10 requests: ids like req_0_10 sort before req_0_2
    assert lengths != sorted(lengths) and len(set(lengths)) >= 6
    assert all(p[0] == tok.bos_token_id for p in prompts)
    assert prompt_batch(tok) == prompts


def _run_gpu_test(require: bool) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "SPEC_COMPAT_REQUIRE_GPU"}
    env["CUDA_VISIBLE_DEVICES"] = ""  # hide any GPU: the gate must act
    if require:
        env["SPEC_COMPAT_REQUIRE_GPU"] = "1"
    target = "tests/gpu/test_vllm_behaviour.py::test_collective_rpc_unique_reply"
    cmd = [sys.executable, "-m", "pytest", target, "-p", "no:cacheprovider", "-rs", "-q"]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_gate_skips_without_gpu_and_fails_when_required():
    skipped = _run_gpu_test(require=False)
    assert skipped.returncode == 0, skipped.stdout[-2000:]
    assert "1 skipped" in skipped.stdout
    assert "GPU suite runs on the device machine" in skipped.stdout
    failed = _run_gpu_test(require=True)
    assert failed.returncode == 1, failed.stdout[-2000:]
    assert "SPEC_COMPAT_REQUIRE_GPU=1 requires a GPU" in failed.stdout


@pytest.mark.parametrize("gpus", range(0, 10))
def test_tiny_model_shards_over_every_tp_size_the_machine_runs(gpus: int) -> None:
    """vLLM needs heads % TP == 0: the shape the session builds takes every TP size it runs
    (TP=8 on the users' 8 GPUs), and stays the committed runs' shape up to 4 GPUs."""
    from tests.gpu.conftest import TP_SIZES, largest_tp
    from tests.tiny_model import HEAD_DIM, TinySpec, spec_for

    spec = spec_for(largest_tp(gpus))
    assert all(spec.heads % tp == 0 for tp in TP_SIZES if tp <= max(gpus, 1))
    assert spec.hidden == spec.heads * HEAD_DIM
    if gpus < 8:
        assert spec == TinySpec()
    else:
        assert spec.heads == 8 and spec.hidden == 512
