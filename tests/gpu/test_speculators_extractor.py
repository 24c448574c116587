"""speculators 0.4.0.1's in-process extractor on the GPU: unpatched (the drift), then patched.

The wheel is installed with `pip install --no-deps --target` into a temporary site, patched
there with `python -m compat.cli patch apply --site SITE`, and put first on the path of the
worker process (and of vLLM's worker processes, through PYTHONPATH). The extractor runs with
its default settings: no environment variable picks vLLM's model runner.

Layer mapping: speculators captures `hidden_states + residual` after decoder layer i, which is
the reference's residual stream entry i+1 (HF `hidden_states[i+1]` below the last layer).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.gpu.conftest import REQUIRE_GPU_ENV
from tests.gpu.reference import (
    COSINE_MIN,
    MAX_ABS_OVER_RMS,
    WorstTokens,
)
from tests.gpu.subproc import ROOT, run_worker

VERSION = "0.4.0.1"
WHEEL_ENV = "SPEC_COMPAT_SPECULATORS_WHEEL"
WHEEL_DIRS = ("/root/stage", "/tmp/wheels", "/tmp/cons")
PATCH_DIR = ROOT / "patches" / f"speculators-{VERSION}"
LAYER_IDS = [0, 2, 3]  # first, middle and last decoder layer of the 4-layer model
TP_PARAMS = [1, pytest.param(2, marks=pytest.mark.multi_gpu(num_gpus=2))]


def _find_wheel() -> Path | None:
    if os.environ.get(WHEEL_ENV):
        return Path(os.environ[WHEEL_ENV])
    for folder in WHEEL_DIRS:
        found = sorted(Path(folder).glob(f"speculators-{VERSION}-*.whl"))
        if found:
            return found[0]
    return None


@pytest.fixture(scope="module")
def wheel() -> Path:
    """The speculators wheel; absent means skip, except on the device machine (fail)."""
    found = _find_wheel()
    if found is None or not found.is_file():
        msg = f"speculators {VERSION} wheel not found (set {WHEEL_ENV} or stage it)"
        if os.environ.get(REQUIRE_GPU_ENV) == "1":
            pytest.fail(msg)
        pytest.skip(msg)
    return found


def _install(wheel: Path, site: Path) -> float:
    t0 = time.perf_counter()
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "-q",
        "--no-deps",
        "--no-index",
        "--no-compile",
        "--target",
        str(site),
        str(wheel),
    ]
    subprocess.run(cmd, check=True, capture_output=True, text=True)
    return time.perf_counter() - t0


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]),
    }
    return subprocess.run(
        [sys.executable, "-m", "compat.cli", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture(scope="module")
def unpatched_site(wheel, tmp_path_factory) -> Path:
    site = tmp_path_factory.mktemp("site-unpatched")
    _install(wheel, site)
    return site


@pytest.fixture(scope="module")
def patched_site(wheel, tmp_path_factory) -> dict:
    """A fresh site with the project's patch applied by the CLI (the way a user does it)."""
    if not PATCH_DIR.is_dir():
        pytest.fail(
            f"{PATCH_DIR.relative_to(ROOT)} does not exist: the patch for speculators "
            f"{VERSION} has not been written yet"
        )
    site = tmp_path_factory.mktemp("site-patched")
    seconds = _install(wheel, site)
    done = _cli("patch", "apply", "--site", str(site))
    status = _cli("patch", "status", "--site", str(site))
    if done.returncode != 0:
        pytest.fail(
            f"`spec-compat patch apply --site {site}` exited {done.returncode}:\n"
            f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        )
    return {
        "site": site,
        "install_seconds": seconds,
        "apply": done.stdout.strip()[-2000:],
        "status": status.stdout.strip()[-2000:],
        "status_rc": status.returncode,
    }


def _job(tiny_model, prompts, site, tp) -> dict:
    return {
        "model": str(tiny_model),
        "site": str(site),
        "tp": tp,
        "layer_ids": LAYER_IDS,
        "prompts": prompts,
    }


def test_unpatched_fails_on_this_stack(unpatched_site, tiny_model, prompts, record):
    """The drift the project exists to catch: unpatched 0.4.0.1 does not run here."""
    record.version("speculators", VERSION)
    result = run_worker(
        "speculators",
        _job(tiny_model, prompts, unpatched_site, 1),
        name="speculators-unpatched",
        gpus=1,
        timeout=300,
    )
    record("ok", result["ok"])
    record("failure", result.get("error"))
    record("failure_traceback_tail", (result.get("traceback") or "")[-1500:])
    assert not result["ok"], (
        "unpatched speculators 0.4.0.1 ran on this stack: nothing here for the patch to fix, "
        "so the patched test below proves nothing about the patch"
    )


@pytest.fixture(scope="module", params=TP_PARAMS, ids=lambda tp: f"tp{tp}")
def patched_run(request, patched_site, tiny_model, prompts) -> dict:
    """The patched extractor with default settings, once per TP size, in a fresh process."""
    tp = request.param
    result = run_worker(
        "speculators",
        _job(tiny_model, prompts, patched_site["site"], tp),
        name=f"speculators-patched-tp{tp}",
        gpus=tp,
        timeout=480,
    )
    return {"tp": tp, **result}


def _require_ok(run: dict) -> None:
    if not run["ok"]:
        pytest.fail(
            f"patched extractor failed: {run['error']}\n{run['traceback'][-3000:]}\n"
            f"log tail:\n{run['log_tail'][-2000:]}"
        )


def test_patched_hidden_states_match_reference(
    patched_run, patched_site, prompts, reference, record
):
    """Each request's layers equal the reference (matched by its own input ids)."""
    record.version("speculators", f"{VERSION} (patched by this project)")
    record("tp", patched_run["tp"])
    record("patch_apply_output", patched_site["apply"])
    record("patch_status_output", patched_site["status"])
    record("prompt_lengths", [len(p) for p in prompts])
    record("ok", patched_run["ok"])
    record("error", patched_run.get("error"))
    _require_ok(patched_run)
    record("seconds", patched_run["seconds"])
    record("speculators_file", patched_run["speculators_file"])
    assert Path(patched_run["speculators_file"]).is_relative_to(patched_site["site"])
    results = patched_run["results"]
    assert sorted(map(tuple, (r["input_ids"] for r in results))) == sorted(map(tuple, prompts))
    worst, worst_fp32 = WorstTokens(), WorstTokens()
    for r in results:
        i = prompts.index(r["input_ids"])
        assert len(r["hidden_states"]) == len(LAYER_IDS)
        for k, layer in enumerate(LAYER_IDS):
            hs = r["hidden_states"][k]
            assert hs.shape[0] == len(prompts[i]), f"request {i} layer {layer}: {hs.shape}"
            worst.add(layer, hs, reference.stream[i][layer + 1])
            worst_fp32.add(layer, hs, reference.stream_fp32[i][layer + 1])
    record("tolerance", {"cosine_min": COSINE_MIN, "max_abs_over_rms": MAX_ABS_OVER_RMS})
    record("per_layer", worst.by_key)
    record("per_layer_vs_fp32", worst_fp32.by_key)
    bad = worst.outside_tolerance()
    assert not bad, f"layers outside tolerance: {bad}"


def test_patched_results_in_request_order(patched_run, prompts, record):
    """generate() says it maps results "back to original input order": result i is prompt i."""
    _require_ok(patched_run)
    got = [r["input_ids"] for r in patched_run["results"]]
    order = [prompts.index(ids) if ids in prompts else None for ids in got]
    record("tp", patched_run["tp"])
    record("returned_order", order)
    assert order == list(range(len(prompts))), (
        f"results came back in request order {order} (request ids sorted as strings?)"
    )
