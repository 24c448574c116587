"""Shims against the real vLLM installed in the test environment (CPU), called for real.

Each shim resolves through the live probes; the variant chosen live must be the one the
committed snapshot of the same release selects. Where vLLM's internals are plain Python they
are the witnesses: a real `VllmConfig` of a tiny local Llama (config.json and a tokenizer
written here, nothing downloaded), real KV-cache specs and planning, a real `Scheduler`
scheduling a real `Request`, and vLLM's own `check_stop` on that request. Needs vLLM: fails,
not skips, under `nox -s tests` (see conftest.py).
"""

from __future__ import annotations

import dataclasses
import inspect

import pytest

import compat.shims as shims
from compat.shims.registry import select_all
from probes.catalogue import run_all
from probes.views.open import release_view
from tests.tiny_llama import EOS, write_tiny_llama

BLOCK = 16


@pytest.fixture(scope="module")
def live(vllm_module):
    """compat.shims with every shim resolved on the installed vLLM, from a clean start."""
    shims.reset()
    for name in shims._STUBS:
        shims.resolve(name)
    yield shims
    shims.reset()


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    """A folder vLLM's ModelConfig accepts: a 2-layer Llama config.json and a tokenizer."""
    return write_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), layers=2)


def _vllm_config(live, tiny_model):
    from vllm.config import CacheConfig, DeviceConfig, ModelConfig, VllmConfig

    model = ModelConfig(
        model=str(tiny_model),
        tokenizer=str(tiny_model),
        dtype="float32",
        max_model_len=256,
        enforce_eager=True,
    )
    return VllmConfig(
        model_config=model,
        cache_config=CacheConfig(block_size=BLOCK),
        scheduler_config=live.make_scheduler_config(
            max_num_seqs=4, max_model_len=256, max_num_batched_tokens=256
        ),
        device_config=DeviceConfig(device="cpu"),  # no GPU platform here to infer it from
    )


def _specs(num_layers: int = 2) -> dict:
    import torch
    from vllm.v1.kv_cache_interface import FullAttentionSpec

    spec = FullAttentionSpec(block_size=BLOCK, num_kv_heads=2, head_size=16, dtype=torch.float32)
    return {f"model.layers.{i}.self_attn.attn": spec for i in range(num_layers)}


def _workers(layouts: list[str]):
    """vLLM's own Executor layout RPCs (`get_supported_kv_cache_layouts`,
    `set_kv_cache_layout`) over workers that answer in place: no worker can start on this
    CPU, but the shim must call the executor with the arguments this vLLM's signature takes."""
    from vllm.v1.executor.abstract import Executor

    class Workers(Executor):
        def __init__(self) -> None:  # Executor.__init__ starts workers
            self.told: list[tuple] = []

        def _init_executor(self) -> None:
            raise AssertionError("not started here")

        def check_health(self) -> None:
            return None

        def collective_rpc(self, method, timeout=None, args=(), kwargs=None, non_block=False):
            if method == "get_supported_kv_cache_layouts":
                return [list(layouts)]
            assert method == "set_kv_cache_layout", method
            self.told.append(tuple(args))
            return [None]

    return Workers()


def test_live_selection_matches_the_snapshot_of_this_release(live, vllm_module):
    static = select_all(run_all(release_view(vllm_module.__version__, offline=True)))
    assert live.selected() == static


def test_resolving_again_probes_nothing(live):
    before = live.PROBE_RUNS
    for name in live._STUBS:
        live.resolve(name)
    live.hash_fn_by_name("sha256")
    assert before == live.PROBE_RUNS


def test_native_variants_hand_back_vllm_own_callables(live):
    from vllm.utils.hashing import get_hash_fn_by_name
    from vllm.v1.core.sched.scheduler import Scheduler

    module = __import__(live.answer_value("kv-cache-config-module"), fromlist=["_"])
    plan = live.kv_cache_planning()
    assert plan.get_kv_cache_config_from_groups is module.get_kv_cache_config_from_groups
    assert plan.unify_hybrid_kv_cache_specs is module.unify_hybrid_kv_cache_specs
    assert plan.get_kv_cache_groups_uniform_spec is module._get_kv_cache_groups_uniform_spec
    assert live.resolve("make_scheduler") is Scheduler
    assert live.make_scheduler is Scheduler  # the module attribute was rebound
    assert live.resolve("hash_fn_by_name") is get_hash_fn_by_name


def test_scheduler_config_gets_is_encoder_decoder(live):
    from vllm.config import SchedulerConfig

    if live.selected()["make_scheduler_config"] == "default-is-encoder-decoder":
        with pytest.raises(Exception, match="is_encoder_decoder"):
            SchedulerConfig(max_num_seqs=4, max_model_len=256)  # what speculators 0.3.0 does
    config = live.make_scheduler_config(max_num_seqs=4, max_model_len=256)
    assert isinstance(config, SchedulerConfig)
    assert config.max_num_seqs == 4


def test_kv_cache_planning_on_a_real_vllm_config(live, tiny_model):
    config = _vllm_config(live, tiny_model)
    specs = _specs()
    plan = live.kv_cache_planning()
    plan.unify_hybrid_kv_cache_specs(specs)
    groups = plan.get_kv_cache_groups_uniform_spec(specs)
    assert [sorted(g.layer_names) for g in groups] == [sorted(specs)]

    page = next(iter(specs.values())).page_size_bytes
    available = 100 * len(specs) * page + page // 2
    if config.cache_config.kv_cache_layout is None and hasattr(
        config.cache_config, "get_resolved_kv_cache_layout"
    ):
        with pytest.raises(ValueError, match="not been resolved"):
            plan.get_kv_cache_config_from_groups(config, groups, available)
    workers = _workers(["LBNHC", "LBHNC"])
    plan.prepare_kv_cache_layout(workers, config, specs)
    if hasattr(config.cache_config, "kv_cache_layout"):
        told = ("LBNHC",)
        if live.selected()["kv_cache_planning"] == "resolve-layout-interleave":
            told += (config.parallel_config.cp_kv_cache_interleave_size,)
        assert workers.told == [told]
        assert config.cache_config.kv_cache_layout == "LBNHC"

    kv_config = plan.get_kv_cache_config_from_groups(config, groups, available)
    assert kv_config.num_blocks == 100  # every layer's page, per block, fits 100 times
    assert kv_config.kv_cache_groups == groups


def test_scheduler_schedules_a_request_made_by_the_shim(live, tiny_model):
    from vllm.sampling_params import SamplingParams
    from vllm.v1.core.kv_cache_utils import get_request_block_hasher, init_none_hash
    from vllm.v1.core.sched.scheduler import Scheduler
    from vllm.v1.request import Request
    from vllm.v1.structured_output import StructuredOutputManager

    config = _vllm_config(live, tiny_model)
    specs = _specs()
    plan = live.kv_cache_planning()
    groups = plan.get_kv_cache_groups_uniform_spec(specs)
    plan.prepare_kv_cache_layout(_workers(["LBNHC"]), config, specs)
    kv_config = plan.get_kv_cache_config_from_groups(
        config, groups, 64 * len(specs) * next(iter(specs.values())).page_size_bytes
    )
    config.cache_config.num_gpu_blocks = kv_config.num_blocks
    manager = StructuredOutputManager(vllm_config=config)
    scheduler = live.make_scheduler(config, kv_config, manager, BLOCK)
    assert isinstance(scheduler, Scheduler)

    hash_fn = live.hash_fn_by_name(config.cache_config.prefix_caching_hash_algo)
    init_none_hash(hash_fn)
    prompt = list(range(3, 3 + 2 * BLOCK + 5))
    request = live.make_request(
        "req-0",
        prompt,
        SamplingParams(max_tokens=1, temperature=0.0),
        None,
        EOS,
        arrival_time=0.0,
        block_hasher=get_request_block_hasher(BLOCK, hash_fn),
    )
    assert isinstance(request, Request)
    assert len(request.block_hashes) == 2  # two full blocks of the prompt hashed
    scheduler.add_request(request)
    output = scheduler.schedule()
    assert output.num_scheduled_tokens == {"req-0": len(prompt)}


@pytest.mark.parametrize(("token", "stops"), [(EOS, True), (7, False)])
def test_request_stops_on_its_eos_as_vllm_decides(live, token, stops):
    """vLLM's own check_stop on a request made by the shim: EOS ends it, another token not."""
    from vllm.sampling_params import SamplingParams
    from vllm.v1.core.sched.utils import check_stop
    from vllm.v1.request import RequestStatus

    params = SamplingParams(max_tokens=8, temperature=0.0)
    request = live.make_request("r", [5, 6, 7], params, None, EOS, arrival_time=0.0)
    request.append_output_token_ids(token)
    assert check_stop(request, max_model_len=256) is stops
    if stops:
        assert request.status == RequestStatus.FINISHED_STOPPED
    if live.selected()["make_request"] == "eos-in-sampling-params":
        assert request.sampling_params.eos_token_id == EOS


def test_ignore_eos_is_respected(live):
    from vllm.sampling_params import SamplingParams
    from vllm.v1.core.sched.utils import check_stop

    params = SamplingParams(max_tokens=8, temperature=0.0, ignore_eos=True)
    request = live.make_request("r", [5, 6, 7], params, None, EOS, arrival_time=0.0)
    request.append_output_token_ids(EOS)
    assert check_stop(request, max_model_len=256) is False


def test_execute_and_sample_follows_vllm_two_phase_protocol(live):
    """The step calls sample_tokens only when execute_model returned None (EngineCore.step)."""
    if live.selected()["execute_and_sample"] != "two-phase":
        pytest.skip("this vLLM samples in execute_model")
    from vllm.v1.executor.multiproc_executor import MultiprocExecutor

    calls = []

    class Executor(MultiprocExecutor):
        def __init__(self, forward_result):
            self.forward_result = forward_result

        def execute_model(self, scheduler_output, non_block=False):
            calls.append(("execute_model", scheduler_output))
            return self.forward_result

        def sample_tokens(self, grammar_output, non_block=False):
            calls.append(("sample_tokens", grammar_output))
            return "sampled"

    assert live.execute_and_sample(Executor(None), "out", "grammar") == "sampled"
    assert calls == [("execute_model", "out"), ("sample_tokens", "grammar")]
    calls.clear()
    assert live.execute_and_sample(Executor("no-forward"), "out") == "no-forward"
    assert calls == [("execute_model", "out")]


def test_v2_runner_keeps_the_batch_only_in_execute_model(live):
    """The precondition of the V2 request_order variant, read from the installed code."""
    if live.selected()["request_order"] != "persistent-or-forward-batch":
        pytest.skip("no V2 model runner in this vLLM")
    from vllm.v1.worker.gpu.model_runner import GPUModelRunner

    source = inspect.getsource(GPUModelRunner.execute_model)
    assert "input_batch = self.prepare_inputs(" in source
    assert "self.model(**model_inputs)" in source
    assert "self.input_batch =" not in inspect.getsource(GPUModelRunner)


def test_request_order_reads_the_v2_batch_being_run(live):
    """A real V2 InputBatch as execute_model's local: its row order is what comes back."""
    if live.selected()["request_order"] != "persistent-or-forward-batch":
        pytest.skip("no V2 model runner in this vLLM")
    import torch
    from vllm.v1.worker.gpu.input_batch import InputBatch, InputBuffers
    from vllm.v1.worker.gpu.model_runner import GPUModelRunner

    runner = object.__new__(GPUModelRunner)  # its __init__ needs CUDA
    dummy = InputBatch.make_dummy(3, 12, InputBuffers(8, 64, torch.device("cpu")))
    batch = dataclasses.replace(dummy, req_ids=["short", "mid", "long"])

    def execute_model(self, scheduler_output, asked):
        input_batch = batch
        assert input_batch is batch
        return _forward(asked)

    def _forward(model_runner):  # stands for the model's forward, deeper in the stack
        return live.request_order(model_runner)

    assert execute_model(runner, None, runner) == {"short": 0, "mid": 1, "long": 2}
    with pytest.raises(RuntimeError, match="no execute_model of it is running"):
        live.request_order(runner)
    other = object.__new__(GPUModelRunner)
    with pytest.raises(RuntimeError, match="has no input_batch"):
        execute_model(runner, None, other)  # the running step belongs to another runner


def test_request_order_on_the_v1_runner_is_its_persistent_batch(live):
    """The V1 runner's InputBatch needs pinned (CUDA) memory; its index dict stands in."""
    from vllm.v1.worker.gpu_model_runner import GPUModelRunner

    runner = object.__new__(GPUModelRunner)
    index = {"b": 0, "a": 1}
    runner.input_batch = type("Batch", (), {"req_id_to_index": index})()
    assert live.request_order(runner) is index


def _shell(cls):
    """An instance of a real vLLM model class without its __init__ (which needs a device)."""
    from torch import nn

    module = object.__new__(cls)
    nn.Module.__init__(module)
    return module


def test_language_model_of_a_text_model_and_of_kimi_k25(live):
    """vLLM's own get_language_model (KimiK25 wrapper) and LlamaForCausalLM layouts."""
    from torch import nn
    from vllm.model_executor.models.kimi_k25 import KimiK25ForConditionalGeneration
    from vllm.model_executor.models.llama import LlamaForCausalLM, LlamaModel

    base = _shell(LlamaModel)
    base.layers = nn.ModuleList([nn.Identity()])
    text = _shell(LlamaForCausalLM)
    text.model = base
    wrapper = _shell(KimiK25ForConditionalGeneration)
    wrapper.language_model = text
    wrapper._language_model_names = ["language_model"]
    assert live.language_model(text) is base
    assert live.language_model(wrapper) is base
    with pytest.raises(AttributeError, match="no decoder stack"):
        live.language_model(_shell(LlamaModel))
    empty = _shell(KimiK25ForConditionalGeneration)
    with pytest.raises(NotImplementedError):
        empty.get_language_model()  # vLLM's own answer when no child is a language model
    with pytest.raises(AttributeError, match="no decoder stack"):
        live.language_model(empty)


def test_embed_input_ids_runs_vllm_llama_code(live):
    import torch
    from torch import nn
    from vllm.model_executor.models.llama import LlamaModel

    base = _shell(LlamaModel)
    base.embed_tokens = nn.Embedding(64, 8)
    ids = torch.tensor([1, 2, 3])
    assert live.answer_value("embed-input-ids-name") == "embed_input_ids"
    assert torch.equal(live.embed_input_ids(base, ids), base.embed_tokens(ids))
