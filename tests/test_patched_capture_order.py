"""The patched extractors give each prompt its own captured rows, whatever vLLM's batch order.

vLLM's model runner lays a step's rows out in its own batch order, not in submission order
(the V2 runner: ascending scheduled tokens up to 0.28.0, `sort_batch_req_ids` from 0.29.0), and
splits a long prefill over steps (chunked prefill). speculators 0.3.0 as released cut the
concatenated rows by prompt length in submission order and aborted every request after one
step: both silently give a prompt another prompt's hidden states. The patched 0.3.0 and
0.4.0.1 extractors, installed from the real wheels and patched by the project, are driven with
rows that encode (layer, prompt, token position), so a misattributed row cannot go unseen:
- the worker extension alone, with V1- and V2-style runners (a permuted batch, two steps);
- the generator's `generate` loop against vLLM's real Scheduler (chunked prefill, twelve
  prompts), with the real worker extension behind a stand-in executor; in a subprocess per
  release, as both install the package `speculators`.
Needs vLLM (the worker imports it): fails, not skips, under `nox -s tests`.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from compat.patching.manifest import load_manifest
from compat.patching.transaction import apply_patch, patch_status
from probes import releases
from tests.conftest import require_vllm
from tests.tiny_llama import EOS, write_tiny_llama

REPO = Path(__file__).resolve().parents[1]
WORKER = "speculators/data_generation/custom_worker.py"
VERSIONS = ["0.3.0", "0.4.0.1"]
LAYERS = (1, 3)

# Unit scenario: prompt lengths in submission order; per step, the tokens the scheduler gave
# each request (in its own, submission, order). req_b and req_c are chunked over both steps.
PROMPTS = {"req_a": 5, "req_b": 7, "req_c": 3}
STEPS = [{"req_a": 5, "req_b": 4, "req_c": 2}, {"req_b": 3, "req_c": 1}]

# End-to-end scenario: twelve prompts (ids past req_0_9 catch string-sorted request ids), more
# tokens than one step's budget, so the scheduler chunks prefills across steps.
LENGTHS = [9, 3, 17, 5, 12, 7, 20, 4, 15, 6, 11, 8]
BUDGET = 24
MAX_LEN = 64


class V1Runner:
    """Like vLLM's V1 GPUModelRunner: the persistent `input_batch.req_id_to_index`."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.input_batch = SimpleNamespace(req_id_to_index={})

    def execute_model(self, order: list[str], forward: Any) -> Any:
        self.input_batch.req_id_to_index = {rid: row for row, rid in enumerate(order)}
        return forward()


class V2Runner:
    """Like vLLM's V2 GPUModelRunner: no `input_batch` attribute; the step's batch is a local
    of `execute_model` while the forward runs (what compat.shims.request_order reads)."""

    def __init__(self, model: Any) -> None:
        self.model = model

    def execute_model(self, order: list[str], forward: Any) -> Any:
        input_batch = SimpleNamespace(req_ids=list(order))  # noqa: F841 (read from the frame)
        return forward()


RUNNERS = {"v1": V1Runner, "v2": V2Runner}


def _fake_model() -> Any:
    """What `shims.language_model` unwraps: a model whose `.model` has `layers`."""
    return SimpleNamespace(model=SimpleNamespace(layers=[]))


def _rows(layer: int, prompt: int, positions: range) -> Any:
    import torch

    return torch.tensor([[layer, prompt, p] for p in positions], dtype=torch.float32)


def _batch_order(scheduled: dict[str, int]) -> list[str]:
    """The V2 order of 0.12.0-0.28.0 (ascending scheduled tokens), ties by id descending, so
    that it is never submission order by accident."""
    by_id = sorted(scheduled, reverse=True)
    return sorted(by_id, key=scheduled.__getitem__)


@pytest.fixture(scope="module", params=VERSIONS)
def patched_site(request, tmp_path_factory) -> tuple[str, Path]:
    """(version, site): the real wheel installed by pip, then patched by the project."""
    require_vllm()  # the worker imports vLLM; torch and transformers come with it
    version = request.param
    wheel = releases.fetch_artifact("speculators", version, kind="wheel").path
    site = tmp_path_factory.mktemp(f"speculators-{version}") / "site"
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*pip, str(wheel)], check=True, capture_output=True)
    manifest = load_manifest("speculators", version)
    apply_patch(site, manifest)
    assert {s.state for s in patch_status(site, manifest)} == {"patched"}
    return version, site


def _load_worker(site: Path, version: str) -> ModuleType:
    """The patched custom_worker, by path (it has no package-relative imports)."""
    name = f"_patched_custom_worker_{version.replace('.', '_')}"
    spec = importlib.util.spec_from_file_location(name, site / WORKER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("runner", sorted(RUNNERS))
def test_worker_slices_rows_per_request_in_batch_order(patched_site, runner) -> None:
    import torch

    version, site = patched_site
    worker = _load_worker(site, version)
    index = {rid: i for i, rid in enumerate(PROMPTS)}
    ext = worker.HiddenStatesWorkerExtension()
    ext.model_runner = RUNNERS[runner](_fake_model())
    ext._setup_hidden_states_capture(list(LAYERS))
    ext._reset_capture()

    done = dict.fromkeys(PROMPTS, 0)
    every_row = []
    for step in STEPS:
        order = _batch_order(step)
        assert order != list(step)  # the point: rows are not in submission order
        captured = [
            torch.cat([_rows(layer, index[r], range(done[r], done[r] + step[r])) for r in order])
            for layer in LAYERS
        ]
        every_row.append(captured[0])
        for rid, n in step.items():
            done[rid] += n
        ext._set_request_metadata(dict(step))
        ext.model_runner.execute_model(order, lambda c=captured: ext._store_captured_states(c))

    got = ext._get_captured_states()
    assert set(got) == set(PROMPTS)
    for rid, length in PROMPTS.items():
        want = [_rows(layer, index[rid], range(length)) for layer in LAYERS]
        assert len(got[rid]) == len(LAYERS)
        for layer, have, expected in zip(LAYERS, got[rid], want, strict=True):
            assert torch.equal(have, expected), f"{rid}, layer {layer}: {have.tolist()}"
    assert ext._get_captured_states() is None  # nothing left over for the next batch

    # What 0.3.0 as released did with the same rows: cut them by length in submission order.
    flat = torch.cat(every_row)
    starts = [sum(list(PROMPTS.values())[:i]) for i in range(len(PROMPTS))]
    naive = {rid: flat[s : s + n] for (rid, n), s in zip(PROMPTS.items(), starts, strict=True)}
    first = {rid: _rows(LAYERS[0], index[rid], range(n)) for rid, n in PROMPTS.items()}
    wrong = [rid for rid in PROMPTS if not torch.equal(naive[rid], first[rid])]
    assert wrong, "the scenario must defeat submission-order slicing"


def test_generate_returns_each_prompt_its_own_rows_in_input_order(patched_site, tmp_path) -> None:
    version, site = patched_site
    model = write_tiny_llama(tmp_path / "tiny-llama", layers=4)
    prompts = [[3 + (i + p) % 60 for p in range(n)] for i, n in enumerate(LENGTHS)]
    code = (
        "import json, sys\n"
        "from tests.test_patched_capture_order import drive_generate\n"
        "print('RESULT', json.dumps(drive_generate(sys.argv[1], json.loads(sys.argv[2]))))\n"
    )
    env = {**os.environ, "PYTHONPATH": f"{site}{os.pathsep}{REPO}"}
    cmd = [sys.executable, "-W", "ignore", "-c", code, str(model), json.dumps(prompts)]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False, cwd=REPO)
    assert proc.returncode == 0, proc.stderr[-4000:]
    line = next(x for x in proc.stdout.splitlines() if x.startswith("RESULT "))
    runs = json.loads(line.removeprefix("RESULT "))
    assert sorted(runs) == sorted(RUNNERS)

    for runner, run in runs.items():
        steps = run["steps"]
        chunked = {r for s in steps for r in s if s[r] < LENGTHS[run["index"][r]]}
        assert chunked, f"{runner}: no prefill was chunked; the scenario tests nothing"
        assert any(_batch_order(s) != list(s) for s in steps)
        assert len(run["results"]) == len(prompts)
        for i, (prompt, result) in enumerate(zip(prompts, run["results"], strict=True)):
            assert result["input_ids"] == prompt, f"{runner}: result {i} is another prompt"
            want = [[[layer, i, p] for p in range(len(prompt))] for layer in LAYERS]
            assert result["hidden_states"] == want, f"{runner}, {version}: prompt {i}"


class StandInExecutor:
    """MultiprocExecutor with one worker, in-process: the RPCs reach the real (patched) worker
    extension; each step's "forward" hands it rows for the scheduled tokens, in batch order."""

    def __init__(self, ext: Any, scheduler: Any, prompts: list[list[int]]) -> None:
        self.ext, self.scheduler = ext, scheduler
        self.index = {tuple(p): i for i, p in enumerate(prompts)}
        self.done: dict[str, int] = {}
        self.steps: list[dict[str, int]] = []
        self.prompt_of: dict[str, int] = {}

    def collective_rpc(self, method: str, args: tuple = (), unique_reply_rank: Any = None, **_):
        reply = getattr(self.ext, method)(*args)
        return reply if unique_reply_rank is not None else [reply]

    def get_supported_kv_cache_layouts(self) -> list[list[str]]:
        return [["NHD"]]

    def set_kv_cache_layout(self, *_args: Any) -> None:
        pass

    def execute_model(self, scheduler_output: Any, non_block: bool = False) -> None:
        import torch

        scheduled = dict(scheduler_output.num_scheduled_tokens)
        self.steps.append(scheduled)
        order = _batch_order(scheduled)
        rows = {layer: [] for layer in LAYERS}
        for rid in order:
            prompt = self.index[tuple(self.scheduler.requests[rid].prompt_token_ids)]
            self.prompt_of[rid] = prompt
            start = self.done.get(rid, 0)
            self.done[rid] = start + scheduled[rid]
            for layer in LAYERS:
                rows[layer].append(_rows(layer, prompt, range(start, self.done[rid])))
        captured = [torch.cat(rows[layer]) for layer in LAYERS]
        runner = self.ext.model_runner
        runner.execute_model(order, lambda: self.ext._store_captured_states(captured))
        return None  # two-phase: sample_tokens follows

    def sample_tokens(self, grammar_output: Any, non_block: bool = False) -> Any:
        return SimpleNamespace()

    def shutdown(self) -> None:
        pass


def drive_generate(model_dir: str, prompts: list[list[int]]) -> dict:
    """Run the installed (patched) generator's `generate` once per runner kind (subprocess).

    Construction is replayed without GPU workers: the vLLM config comes from the generator's
    own `_create_vllm_config`, the KV-cache plan and Scheduler from the shims as its __init__
    does, with a small token budget per step so that prefills are chunked.
    """
    import speculators.data_generation.custom_worker as worker
    import speculators.data_generation.vllm_hidden_states_generator as gen_mod
    import torch
    from vllm.config import DeviceConfig
    from vllm.v1.kv_cache_interface import FullAttentionSpec
    from vllm.v1.structured_output import StructuredOutputManager

    from compat import shims

    # No GPU platform here for DeviceConfig() to infer a device from.
    gen_mod.DeviceConfig = lambda: DeviceConfig(device="cpu")
    out = {}
    for kind, runner_cls in RUNNERS.items():
        gen = object.__new__(gen_mod.VllmHiddenStatesGenerator)
        gen.layer_ids = list(LAYERS)
        config = gen._create_vllm_config(
            model_path=model_dir,
            max_model_len=MAX_LEN,
            gpu_memory_utilization=0.5,
            tensor_parallel_size=1,
        )
        config.scheduler_config.max_num_batched_tokens = BUDGET
        gen.vllm_config = config
        block = gen_mod.VLLM_BLOCK_SIZE
        spec = FullAttentionSpec(
            block_size=block, num_kv_heads=2, head_size=16, dtype=torch.float32
        )
        specs = {f"model.layers.{i}.self_attn.attn": spec for i in range(4)}
        plan = shims.kv_cache_planning()
        groups = plan.get_kv_cache_groups_uniform_spec(specs)
        ext = worker.HiddenStatesWorkerExtension()
        ext.model_runner = runner_cls(_fake_model())
        executor = StandInExecutor(ext, None, prompts)
        plan.prepare_kv_cache_layout(executor, config, specs)
        kv_config = plan.get_kv_cache_config_from_groups(
            config, groups, 64 * len(specs) * spec.page_size_bytes
        )
        config.cache_config.num_gpu_blocks = kv_config.num_blocks
        gen.scheduler = shims.make_scheduler(
            vllm_config=config,
            kv_cache_config=kv_config,
            structured_output_manager=StructuredOutputManager(vllm_config=config),
            block_size=block,
        )
        executor.scheduler = gen.scheduler
        gen.executor = executor
        gen.tokenizer = SimpleNamespace(eos_token_id=EOS)
        gen.block_hasher = None  # 0.4.0.1 passes one; prefix caching is off in both
        gen._request_counter = 0
        gen._setup_capture()
        results = gen.generate(prompts)
        out[kind] = {
            "steps": executor.steps,
            "index": executor.prompt_of,
            "results": [
                {
                    "input_ids": r["input_ids"].tolist(),
                    "hidden_states": [h.tolist() for h in r["hidden_states"]],
                }
                for r in results
            ],
        }
    return out
