"""speculators' in-process extractor (0.4.0.1) on a real CPU engine: unpatched, then patched
by `spec-compat patch apply`, as far as CPU lets it go.

The wheel (downloaded by `nox -s cpu_engine`) is installed with `pip install --no-deps
--target` into a site of its own, patched there by the CLI as a user does, and put first on
the path of the worker process and of vLLM's worker processes.

What CPU proves: unpatched 0.4.0.1 dies on this stack before an engine starts, of a drift the
patch repairs (its pydantic models name `torch` in annotations that pydantic cannot resolve),
and the patched extractor gets past every import and config drift to vLLM's own Scheduler.
What it cannot: the extractor sizes its KV cache from GPU memory (`num_gpu_blocks` from the
worker's `determine_available_memory`, 0 on vLLM's CPU worker), so `Scheduler(...)` asserts
`num_gpu_blocks > 0`; and speculators' block size 16 is one CPU attention refuses (bf16:
"No common block size for 16 (CPU_ATTN: [MultipleOf(32)])"). The bitwise comparison with
vLLM's extraction, request order and 0.3.0/0.4.0 stay with the GPU suite (docs/cpu-engine.md).
Both tests pin the failure they see: a release or patch that changes it fails them, and then
the GPU checks belong here.
"""

from __future__ import annotations

import pytest

from tests.cpu_engine.conftest import wheel
from tests.gpu.subproc import run_worker
from tests.gpu.test_speculators_extractor import (
    DEFAULT_SETTINGS,
    ROOT,
    UNPATCHED,
    _cli,
    _install,
    _job,
)

PATCHED = ["0.4.0.1"]


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
    """The drift the project exists to catch: unpatched 0.4.0.1 does not run on this stack;
    what stops it is what the patch's pydantic_utils.patch repairs (recorded as it came)."""
    record("speculators_version", UNPATCHED + " (unpatched)")
    record("ok", unpatched_run["ok"])
    record("failure", unpatched_run.get("error"))
    record("failure_traceback_tail", (unpatched_run.get("traceback") or "")[-1500:])
    assert not unpatched_run["ok"], (
        "unpatched speculators 0.4.0.1 ran on vLLM 0.32.0: nothing for the patch to fix"
    )
    trace = unpatched_run.get("traceback") or ""
    assert "PydanticUndefinedAnnotation" in unpatched_run["error"], trace[-2000:]
    assert "speculators" in trace, trace[-2000:]


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


def test_patched_reaches_vllms_scheduler_and_stops_at_gpu_memory(patched_run, patched_site, record):
    """Patched, the extractor runs vLLM 0.32.0's config, executor and KV-cache planning on
    CPU and stops where it asks GPU memory for its blocks (the witness of what CPU cannot do)."""
    record("speculators_version", patched_run["version"])
    record("patch_apply_output", patched_site["apply"])
    record("patch_status_output", patched_site["status"])
    record("ok", patched_run["ok"])
    record("error", patched_run.get("error"))
    trace = patched_run.get("traceback") or ""
    record("failure_traceback_tail", trace[-1500:])
    assert not patched_run["ok"], "the patched extractor ran on CPU: move the GPU checks here"
    assert "num_gpu_blocks > 0" in trace and "sched/scheduler.py" in trace, trace[-3000:]
    assert "PydanticUndefinedAnnotation" not in trace, "the patch did not repair pydantic_utils"
