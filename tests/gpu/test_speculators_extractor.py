"""speculators' in-process extractor on the GPU: 0.4.0.1 unpatched (the drift), then 0.3.0 and
0.4.0.1 patched, at every TP size the machine has.

Each wheel is installed with `pip install --no-deps --target` into a temporary site, patched
there with `python -m compat.cli patch apply --site SITE`, and put first on the path of the
worker process (and of vLLM's worker processes). The extractor runs with its default settings:
no environment variable picks vLLM's model runner or the workers' start method.

Layer mapping: speculators captures `hidden_states + residual` after decoder layer i, which is
the residual stream entry i+1: vLLM's `extract_hidden_states` id i+1 (the same-engine
reference, held to DECISIONS.md's full bf16 bound) and transformers' stream[i+1] (cosine bound,
max|a-b| relative to transformers' own bf16 error; reference.py says why).
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
    NOISE_FACTOR,
    WorstTokens,
    beyond_noise,
    cosine_below,
)
from tests.gpu.subproc import ROOT, run_worker

UNPATCHED = "0.4.0.1"  # the newest release with the in-process extractor
PATCHED = ["0.3.0", "0.4.0.1"]  # oldest and newest patched release (0.4.0 = 0.4.0.1's code)
WHEEL_ENV = "SPEC_COMPAT_SPECULATORS_WHEEL"  # a 0.4.0.1 wheel; others are looked up by folder
WHEEL_DIRS = ("/root/stage", "/tmp/wheels", "/tmp/cons")
DEFAULT_SETTINGS = ("VLLM_WORKER_MULTIPROC_METHOD", "VLLM_USE_V2_MODEL_RUNNER")  # left unset
LAYER_IDS = [0, 2, 3]  # first, middle and last decoder layer of the 4-layer model


def _find_wheel(version: str) -> Path | None:
    named = os.environ.get(WHEEL_ENV)
    folders = [Path(named).parent] if named else []
    for folder in [*folders, *map(Path, WHEEL_DIRS)]:
        found = sorted(folder.glob(f"speculators-{version}-*.whl"))
        if found:
            return found[0]
    return None


def _wheel(version: str) -> Path:
    """The speculators wheel; absent means skip, except on the device machine (fail)."""
    found = _find_wheel(version)
    if found is None or not found.is_file():
        msg = f"speculators {version} wheel not found (set {WHEEL_ENV} or stage it)"
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
def unpatched_site(tmp_path_factory) -> Path:
    site = tmp_path_factory.mktemp("site-unpatched")
    _install(_wheel(UNPATCHED), site)
    return site


@pytest.fixture(scope="module", params=PATCHED, ids=lambda v: f"v{v}")
def patched_site(request, tmp_path_factory) -> dict:
    """A fresh site with the project's patch applied by the CLI (the way a user does it)."""
    version = request.param
    patch_dir = ROOT / "patches" / f"speculators-{version}"
    if not patch_dir.is_dir():
        pytest.fail(f"{patch_dir.relative_to(ROOT)} does not exist: no patch for {version}")
    wheel = _wheel(version)
    site = tmp_path_factory.mktemp(f"site-patched-{version}")
    seconds = _install(wheel, site)
    done = _cli("patch", "apply", "--site", str(site))
    status = _cli("patch", "status", "--site", str(site))
    if done.returncode != 0:
        pytest.fail(
            f"`spec-compat patch apply --site {site}` exited {done.returncode}:\n"
            f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        )
    return {
        "version": version,
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
    record.version("speculators", UNPATCHED)
    result = run_worker(
        "speculators",
        _job(tiny_model, prompts, unpatched_site, 1),
        name="speculators-unpatched",
        gpus=1,
        timeout=300,
        unset=DEFAULT_SETTINGS,
    )
    record("ok", result["ok"])
    record("failure", result.get("error"))
    record("failure_traceback_tail", (result.get("traceback") or "")[-1500:])
    assert not result["ok"], (
        "unpatched speculators 0.4.0.1 ran on this stack: nothing here for the patch to fix, "
        "so the patched test below proves nothing about the patch"
    )


@pytest.fixture(scope="module")
def patched_run(tp, patched_site, tiny_model, prompts) -> dict:
    """The patched extractor with default settings, per release and TP size, in a fresh process.

    Nothing in the worker's environment chooses vLLM's start method or model runner.
    """
    version = patched_site["version"]
    result = run_worker(
        "speculators",
        _job(tiny_model, prompts, patched_site["site"], tp),
        name=f"speculators-{version}-patched-tp{tp}",
        gpus=tp,
        timeout=480,
        unset=DEFAULT_SETTINGS,
    )
    return {"tp": tp, "version": version, **result}


def _require_ok(run: dict) -> None:
    if not run["ok"]:
        pytest.fail(
            f"patched extractor failed: {run['error']}\n{run['traceback'][-3000:]}\n"
            f"log tail:\n{run['log_tail'][-2000:]}"
        )


def _by_prompt(run: dict, prompts) -> list:
    """(prompt index, that result) pairs, matched by the result's own input ids."""
    results = run["results"]
    assert sorted(map(tuple, (r["input_ids"] for r in results))) == sorted(map(tuple, prompts))
    pairs = []
    for r in results:
        i = prompts.index(r["input_ids"])
        assert len(r["hidden_states"]) == len(LAYER_IDS)
        for k, hs in enumerate(r["hidden_states"]):
            assert hs.shape[0] == len(prompts[i]), f"request {i} layer {LAYER_IDS[k]}: {hs.shape}"
        pairs.append((i, r))
    return pairs


def test_patched_hidden_states_match_vllm(patched_run, patched_site, vllm_run, prompts, record):
    """Each request's layers equal vLLM's own extraction of the same prompt on the same engine
    kind, within DECISIONS.md's bf16 bound (cosine >= 0.999, max|a-b| <= 0.02 * RMS per token)."""
    import torch

    record.version("speculators", "0.3.0 and 0.4.0.1 (patched by this project), 0.4.0.1 unpatched")
    record("speculators_version", patched_run["version"])
    record("tp", patched_run["tp"])
    record("patch_apply_output", patched_site["apply"])
    record("patch_status_output", patched_site["status"])
    record("prompt_lengths", [len(p) for p in prompts])
    record("ok", patched_run["ok"])
    record("error", patched_run.get("error"))
    _require_ok(patched_run)
    record("seconds", patched_run["seconds"])
    record("speculators_file", patched_run["speculators_file"])
    record("model_runner", patched_run["model_runner"])
    record("worker_start_method", patched_run["worker_start_method"])
    assert Path(patched_run["speculators_file"]).is_relative_to(patched_site["site"])
    worst, equal, total = WorstTokens(), 0, 0
    for i, r in _by_prompt(patched_run, prompts):
        slots = vllm_run["extracted"][i]["hidden_states"][: len(prompts[i])].permute(1, 0, 2)
        for k, layer in enumerate(LAYER_IDS):
            hs, ref = r["hidden_states"][k], slots[vllm_run["layer_ids"].index(layer + 1)]
            worst.add(layer, hs, ref)
            equal += int(torch.equal(hs.to(ref.dtype), ref))
            total += 1
    record("reference", "vLLM extract_hidden_states, same prompts, same TP")
    record("tolerance", {"cosine_min": COSINE_MIN, "max_abs_over_rms": MAX_ABS_OVER_RMS})
    record("per_layer", worst.by_key)
    record("bitwise_equal_request_layers", f"{equal}/{total}")
    bad = worst.outside_tolerance()
    assert not bad, f"layers outside tolerance: {bad}"


def test_patched_hidden_states_match_transformers(patched_run, prompts, reference, record):
    """The same against transformers: cosine >= 0.999 per token, and max|a-b| against the fp32
    model within NOISE_FACTOR x transformers' own bf16 error (reference.py says why)."""
    record("speculators_version", patched_run["version"])
    record("tp", patched_run["tp"])
    _require_ok(patched_run)
    worst, worst_fp32 = WorstTokens(), WorstTokens()
    for i, r in _by_prompt(patched_run, prompts):
        for k, layer in enumerate(LAYER_IDS):
            worst.add(layer, r["hidden_states"][k], reference.stream[i][layer + 1])
            worst_fp32.add(layer, r["hidden_states"][k], reference.stream_fp32[i][layer + 1])
    record("tolerance", {"cosine_min": COSINE_MIN, "max_abs_vs_fp32_factor_of_floor": NOISE_FACTOR})
    record("per_layer", worst.by_key)
    record("per_layer_vs_fp32", worst_fp32.by_key)
    assert not cosine_below(worst.by_key), f"cosine below {COSINE_MIN}: {worst.by_key}"
    noisy = beyond_noise(worst_fp32.by_key, reference.floor, stream_index=lambda k: k + 1)
    assert not noisy, f"max|a-b| beyond {NOISE_FACTOR}x transformers' bf16 error: {noisy}"


def test_patched_results_in_request_order(patched_run, prompts, record):
    """generate() says it maps results "back to original input order": result i is prompt i."""
    record("speculators_version", patched_run["version"])
    record("tp", patched_run["tp"])
    _require_ok(patched_run)
    got = [r["input_ids"] for r in patched_run["results"]]
    order = [prompts.index(ids) if ids in prompts else None for ids in got]
    record("returned_order", order)
    assert order == list(range(len(prompts))), (
        f"results came back in request order {order} (request ids sorted as strings?)"
    )
