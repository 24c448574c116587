"""speculators' in-process extractors on a real CPU engine: 0.4.0.1 unpatched (the drift the
engine reports), then 0.3.0, 0.4.0 and 0.4.0.1 patched by `spec-compat patch apply`.

Each wheel (downloaded by `nox -s cpu_engine`) is installed with `pip install --no-deps
--target` into a site of its own, patched there by the CLI as a user does, and put first on
the path of the worker process and of vLLM's worker processes; the extractor runs its own
`Scheduler`, `Request`, `kv_cache_config`, `collective_rpc`, model-runner and
`execute_model`/`sample_tokens` paths on vLLM 0.32.0's CPU build. Its layer i is
`hidden_states + residual` after decoder layer i: vLLM's `extract_hidden_states` id i+1 on the
same engine kind, which it must equal bit for bit, result by result in request order.
"""

from __future__ import annotations

import pytest

from tests.cpu_engine.conftest import wheel
from tests.gpu.subproc import run_worker
from tests.gpu.test_speculators_extractor import (  # noqa: F401 (collected here)
    DEFAULT_SETTINGS,
    LAYER_IDS,
    ROOT,
    UNPATCHED,
    _by_prompt,
    _cli,
    _install,
    _job,
    _require_ok,
    test_patched_hidden_states_match_transformers,
    test_patched_results_in_request_order,
)

PATCHED = ["0.3.0", "0.4.0", "0.4.0.1"]


@pytest.fixture(scope="module")
def unpatched_run(tiny_model, prompts, tmp_path_factory) -> dict:
    site = tmp_path_factory.mktemp("site-unpatched")
    _install(wheel(f"speculators=={UNPATCHED}"), site)
    return run_worker(
        "speculators",
        _job(tiny_model, prompts, site, 1),
        name="cpu-speculators-unpatched",
        gpus=None,
        timeout=600,
        unset=DEFAULT_SETTINGS,
    )


def test_unpatched_fails_on_this_stack(unpatched_run, record):
    """The drift the project exists to catch: unpatched 0.4.0.1 does not run on vLLM 0.32.0,
    and what stops it is vLLM's API (the engine's own error, recorded as it came)."""
    record("speculators_version", UNPATCHED + " (unpatched)")
    record("ok", unpatched_run["ok"])
    record("failure", unpatched_run.get("error"))
    record("failure_traceback_tail", (unpatched_run.get("traceback") or "")[-1500:])
    assert not unpatched_run["ok"], (
        "unpatched speculators 0.4.0.1 ran on vLLM 0.32.0: nothing for the patch to fix"
    )
    trace = unpatched_run.get("traceback") or ""
    assert "speculators" in trace and "vllm" in trace, trace[-2000:]


@pytest.fixture(scope="module", params=PATCHED, ids=lambda v: f"v{v}")
def patched_site(request, tmp_path_factory) -> dict:
    """A fresh site with the project's patch applied by the CLI (the way a user does it)."""
    version = request.param
    if not (ROOT / "patches" / f"speculators-{version}").is_dir():
        pytest.fail(f"patches/speculators-{version} does not exist: no patch for {version}")
    site = tmp_path_factory.mktemp(f"site-patched-{version}")
    seconds = _install(wheel(f"speculators=={version}"), site)
    done = _cli("patch", "apply", "--site", str(site))
    if done.returncode != 0:
        pytest.fail(f"`patch apply --site {site}` exited {done.returncode}:\n{done.stderr[-2000:]}")
    status = _cli("patch", "status", "--site", str(site))
    return {
        "version": version,
        "site": site,
        "install_seconds": seconds,
        "apply": done.stdout.strip()[-2000:],
        "status": status.stdout.strip()[-2000:],
    }


@pytest.fixture(scope="module")
def patched_run(patched_site, tiny_model, prompts) -> dict:
    version = patched_site["version"]
    result = run_worker(
        "speculators",
        _job(tiny_model, prompts, patched_site["site"], 1),
        name=f"cpu-speculators-{version}-patched",
        gpus=None,
        timeout=600,
        unset=DEFAULT_SETTINGS,
    )
    return {"tp": 1, "version": version, **result}


def test_patched_bitwise_equal_to_vllm(patched_run, patched_site, vllm_run, prompts, record):
    """Every request's every layer equals vLLM's own extraction of that prompt, bit for bit."""
    import torch

    record("speculators_version", patched_run["version"])
    record("tp", 1)
    record("patch_apply_output", patched_site["apply"])
    record("patch_status_output", patched_site["status"])
    _require_ok(patched_run)
    record("seconds", patched_run["seconds"])
    record("model_runner", patched_run["model_runner"])
    record("worker_start_method", patched_run["worker_start_method"])
    differ, total = [], 0
    for i, r in _by_prompt(patched_run, prompts):
        slots = vllm_run["extracted"][i]["hidden_states"][: len(prompts[i])].permute(1, 0, 2)
        for k, layer in enumerate(LAYER_IDS):
            ref = slots[vllm_run["layer_ids"].index(layer + 1)]
            total += 1
            if not torch.equal(r["hidden_states"][k].to(ref.dtype), ref):
                differ.append([i, layer])
    record("reference", "vLLM extract_hidden_states, same prompts, CPU engine, TP=1")
    record("bitwise_equal_request_layers", f"{total - len(differ)}/{total}")
    assert not differ, f"(request, layer) pairs not bitwise equal to vLLM's extraction: {differ}"
