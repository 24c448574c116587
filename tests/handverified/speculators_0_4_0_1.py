"""Hand-verified drift table: speculators 0.4.0.1 against vLLM 0.16.0, 0.20.2 and 0.25.1.

How this was made (2026-11-30, by a person reading source files, NOT by this project's tool):

* Consumer: the wheel ``speculators-0.4.0.1-py3-none-any.whl`` (sha256
  ``e880958ecbec6b8d59854f846937d20576c73ecfaa5844382afcf0d4a6630f0b``), files
  ``speculators/data_generation/vllm_hidden_states_generator.py`` and
  ``speculators/data_generation/custom_worker.py``, read line by line; every vLLM import,
  call, keyword, attribute and RPC method name they use was listed by hand.
* vLLM: the sdists from the PyPI JSON index (``/simple/vllm/``, PEP 691), sha256 checked against
  the index, only ``vllm/**.py`` extracted (sha256 in ``SDISTS``). For each use the definition was
  opened and read: the ``def``/``class`` line, the parameter list, dataclass fields and InitVars
  of ``@config`` classes (pydantic dataclasses with ``extra="forbid"``, so an unknown keyword is
  an error), module re-exports (``vllm/config/__init__.py``, ``from .parallel_state import *`` in
  ``vllm/distributed/__init__.py``), and, for behaviour, the function bodies named in the notes.
* ``vllm_evidence`` is ``vllm/<path>:<line>`` inside the sdist of that row's release: the line of
  the ``def``/``class``/field that decides the verdict (for a missing name: the class or module
  where it should be).

``EXPECTED`` lists every use in the two files that breaks. ``EXPECTED_OK`` lists notable uses that
were checked and bind fine (``expected_kind == "ok"``), to catch false positives. A checker must
report each ``EXPECTED`` row (same version, symbol and kind) and no finding for the
(version, symbol) of any ``EXPECTED_OK`` row. No (version, symbol) pair is in both lists.

Symbols are spelled the way the consumer reaches them (``module.Name`` for imports,
``module.Class.method``/``.attribute`` for members). One break is reached through an instance,
not an import: ``Worker.model_runner`` is, by default in 0.25.1, the "V2" runner
``vllm.v1.worker.gpu.model_runner.GPUModelRunner``, which has no ``input_batch``; its symbol is
that class's attribute. Note that ``gpu_worker.py`` annotates ``self.model_runner`` with the V1
class (``# type: ignore``), so a reader that trusts the annotation misses this break.
"""

from __future__ import annotations

from typing import NamedTuple

CONSUMER = ("speculators", "0.4.0.1")
CONSUMER_FILES = (
    "speculators/data_generation/vllm_hidden_states_generator.py",
    "speculators/data_generation/custom_worker.py",
)
VERSIONS = ("0.16.0", "0.20.2", "0.25.1")
SDISTS = {
    "0.16.0": "1f684bb31fbef59d862e2fe666e23a41f1d39d93f86215ce1ce1db89a8f5665b",
    "0.20.2": "58809377798c5335c6e2fe30092abda54d9200b5b8a717b3735a63f5daa0e383",
    "0.25.1": "ddbdec3f1c0f21afa70b7eb6ddf3faa29d26b1302ee4b5d5e00ec3af41b0c2e4",
}


class Row(NamedTuple):
    """One verdict: a use of vLLM by the consumer, in one vLLM release."""

    vllm_version: str
    use_description: str
    symbol: str
    expected_kind: str
    vllm_evidence: str
    note: str


_REQ_EOS = (
    "vllm_hidden_states_generator.py:264 Request(request_id=, prompt_token_ids=, "
    "sampling_params=, pooling_params=None, eos_token_id=..., arrival_time=, block_hasher=): "
    "keyword eos_token_id"
)
_REQ_EOS_NOTE = (
    "Request.__init__ lost its eos_token_id parameter in 0.17.0 (0.16.0 has it at "
    "vllm/v1/request.py:65); no **kwargs, so TypeError. The EOS now lives in SamplingParams: "
    "SamplingParams.update_from_generation_config(generation_config, eos_token_id) sets "
    "_eos_token_id, read by the SamplingParams.eos_token_id property."
)

EXPECTED: list[Row] = [
    # vLLM 0.16.0: nothing in the two files breaks (0.4.0.1 already carries the fixes
    # for kv_cache_specs, block_size, is_encoder_decoder, sample_tokens, bare RPC reply).
    Row(
        "0.20.2",
        _REQ_EOS,
        "vllm.v1.request.Request",
        "unexpected-keyword",
        "vllm/v1/request.py:60",
        _REQ_EOS_NOTE,
    ),
    Row(
        "0.25.1",
        _REQ_EOS,
        "vllm.v1.request.Request",
        "unexpected-keyword",
        "vllm/v1/request.py:60",
        _REQ_EOS_NOTE,
    ),
    Row(
        "0.25.1",
        "custom_worker.py:106 self.model_runner.input_batch (then .req_id_to_index) in "
        "HiddenStatesWorkerExtension._store_captured_states, run inside the patched forward "
        "whenever _set_request_metadata was sent (every generate() with a prefill)",
        "vllm.v1.worker.gpu.model_runner.GPUModelRunner.input_batch",
        "missing-attribute",
        "vllm/v1/worker/gpu/model_runner.py:120",
        "Worker picks the runner at vllm/v1/worker/gpu_worker.py:384 from "
        "vllm_config.use_v2_model_runner (gpu_worker.py:169; property at "
        "vllm/config/vllm.py:519): with VLLM_USE_V2_MODEL_RUNNER unset it is V2 for every "
        "'generate' model that is not MoE (or is a listed MoE), not hybrid, not attention-free "
        "(vllm/config/vllm.py:557-574). The V2 class never sets self.input_batch (its batch "
        "is a local built by prepare_inputs; per-request slots are req_states.req_id_to_index, "
        "model_runner.py:213). AttributeError raised in the worker. VLLM_USE_V2_MODEL_RUNNER=0 "
        "restores the V1 runner (vllm/v1/worker/gpu_model_runner.py:686 sets input_batch).",
    ),
]


def _ok(use: str, symbol: str, evidence: dict[str, str], note: str = "") -> list[Row]:
    """One OK row per release, each with the line read in that release."""
    return [Row(v, use, symbol, "ok", evidence[v], note) for v in VERSIONS]


def _same(path_lines: tuple[str, str, str]) -> dict[str, str]:
    return dict(zip(VERSIONS, path_lines, strict=True))


_G = "vllm_hidden_states_generator.py"
_W = "custom_worker.py"
_KCU = "vllm/v1/core/kv_cache_utils.py"
_SCHED = "vllm/v1/core/sched/scheduler.py"
_MPE = "vllm/v1/executor/multiproc_executor.py"

EXPECTED_OK: list[Row] = [
    # --- imports -----------------------------------------------------------------------
    *_ok(
        f"{_G}:5 from vllm.config import CacheConfig, DeviceConfig, LoadConfig, ModelConfig, "
        "ParallelConfig, SchedulerConfig, VllmConfig (re-exports)",
        "vllm.config.SchedulerConfig",
        _same(
            (
                "vllm/config/__init__.py:30",
                "vllm/config/__init__.py:38",
                "vllm/config/__init__.py:39",
            )
        ),
        "vllm/config/__init__.py re-exports all seven from vllm.config.<sub>.",
    ),
    *_ok(
        f"{_G}:15 from vllm.utils.hashing import get_hash_fn_by_name",
        "vllm.utils.hashing.get_hash_fn_by_name",
        _same(("vllm/utils/hashing.py:82",) * 3),
        "Module exists since 0.11.1 (0.11.0 had it in vllm/utils/__init__.py).",
    ),
    *_ok(
        f"{_G}:17 from vllm.v1.core.kv_cache_utils import _get_kv_cache_groups_uniform_spec",
        "vllm.v1.core.kv_cache_utils._get_kv_cache_groups_uniform_spec",
        _same((f"{_KCU}:856", f"{_KCU}:959", f"{_KCU}:1001")),
        "Called positionally with the spec dict; signature (kv_cache_specs).",
    ),
    *_ok(
        f"{_G}:21 unify_hybrid_kv_cache_specs(kv_cache_spec)",
        "vllm.v1.core.kv_cache_utils.unify_hybrid_kv_cache_specs",
        _same((f"{_KCU}:1148", f"{_KCU}:1319", f"{_KCU}:1403")),
    ),
    *_ok(
        f"{_G}:170 init_none_hash(caching_hash_fn)",
        "vllm.v1.core.kv_cache_utils.init_none_hash",
        _same((f"{_KCU}:89", f"{_KCU}:95", f"{_KCU}:99")),
    ),
    *_ok(
        f"{_G}:172 get_request_block_hasher(cache_config.block_size, caching_hash_fn) (positional)",
        "vllm.v1.core.kv_cache_utils.get_request_block_hasher",
        _same((f"{_KCU}:555", f"{_KCU}:635", f"{_KCU}:673")),
        "First parameter renamed block_size -> hash_block_size in 0.24.0; the call is "
        "positional, and Scheduler(hash_block_size=None) defaults it to block_size "
        "(scheduler.py 0.25.1:260), so the two agree.",
    ),
    *_ok(
        f"{_G}:23 from vllm.v1.core.sched.scheduler import Scheduler",
        "vllm.v1.core.sched.scheduler.Scheduler",
        _same((f"{_SCHED}:63", f"{_SCHED}:67", f"{_SCHED}:68")),
    ),
    *_ok(
        f"{_G}:24 from vllm.v1.executor.multiproc_executor import MultiprocExecutor",
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor",
        _same((f"{_MPE}:93", f"{_MPE}:102", f"{_MPE}:103")),
    ),
    *_ok(
        f"{_G}:26 from vllm.v1.structured_output import StructuredOutputManager",
        "vllm.v1.structured_output.StructuredOutputManager",
        _same(
            (
                "vllm/v1/structured_output/__init__.py:35",
                "vllm/v1/structured_output/__init__.py:35",
                "vllm/v1/structured_output/__init__.py:36",
            )
        ),
    ),
    *_ok(
        f"{_W}:9 from vllm.distributed import get_pp_group, get_tp_group",
        "vllm.distributed.get_pp_group",
        _same(
            (
                "vllm/distributed/parallel_state.py:1121",
                "vllm/distributed/parallel_state.py:1240",
                "vllm/distributed/parallel_state.py:1384",
            )
        ),
        "Re-exported by `from .parallel_state import *` (vllm/distributed/__init__.py:5); "
        "parallel_state has no __all__. get_tp_group is at 1102 / 1221 / 1368.",
    ),
    *_ok(
        f"{_W}:10 from vllm.sequence import IntermediateTensors",
        "vllm.sequence.IntermediateTensors",
        _same(("vllm/sequence.py:18", "vllm/sequence.py:18", "vllm/sequence.py:12")),
    ),
    # --- constructors (config classes: @config pydantic dataclasses, fields = parameters) --
    *_ok(
        f"{_G}:215 SchedulerConfig(max_num_seqs=, max_model_len=, max_num_batched_tokens=, "
        "is_encoder_decoder=False)",
        "vllm.config.SchedulerConfig",
        _same(("vllm/config/scheduler.py:35",) * 3),
        "is_encoder_decoder is a required InitVar (no default) at scheduler.py:35, "
        "max_model_len a required InitVar at :29; both are given.",
    ),
    *_ok(
        f"{_G}:186 CacheConfig(block_size=, gpu_memory_utilization=, enable_prefix_caching=)",
        "vllm.config.CacheConfig",
        _same(("vllm/config/cache.py:39", "vllm/config/cache.py:42", "vllm/config/cache.py:44")),
    ),
    *_ok(
        f"{_G}:202 ModelConfig(model=, tokenizer=, trust_remote_code=, dtype=, max_model_len=, "
        "enforce_eager=)",
        "vllm.config.ModelConfig",
        _same(("vllm/config/model.py:100", "vllm/config/model.py:107", "vllm/config/model.py:107")),
    ),
    *_ok(
        f"{_G}:211 ParallelConfig(tensor_parallel_size=, worker_extension_cls=)",
        "vllm.config.ParallelConfig",
        _same(
            (
                "vllm/config/parallel.py:219",
                "vllm/config/parallel.py:248",
                "vllm/config/parallel.py:262",
            )
        ),
        "Evidence is the worker_extension_cls field; the mixin is still grafted onto the "
        "Worker class's __bases__ in vllm/v1/worker/worker_base.py.",
    ),
    *_ok(
        f"{_G}:201 VllmConfig(model_config=, cache_config=, parallel_config=, scheduler_config=, "
        "device_config=DeviceConfig(), load_config=LoadConfig())",
        "vllm.config.VllmConfig",
        _same(("vllm/config/vllm.py:204", "vllm/config/vllm.py:265", "vllm/config/vllm.py:287")),
    ),
    *_ok(
        f"{_G}:267 SamplingParams(max_tokens=, temperature=)",
        "vllm.sampling_params.SamplingParams",
        _same(
            (
                "vllm/sampling_params.py:117",
                "vllm/sampling_params.py:164",
                "vllm/sampling_params.py:199",
            )
        ),
    ),
    *_ok(
        f"{_G}:143 get_kv_cache_config_from_groups(vllm_config=, kv_cache_groups=, "
        "available_memory=)",
        "vllm.v1.core.kv_cache_utils.get_kv_cache_config_from_groups",
        _same((f"{_KCU}:1069", f"{_KCU}:1231", f"{_KCU}:1318")),
        "kv_cache_specs was dropped in 0.12.0; 0.4.0.1 no longer passes it.",
    ),
    *_ok(
        f"{_G}:150 StructuredOutputManager(vllm_config=)",
        "vllm.v1.structured_output.StructuredOutputManager",
        _same(
            (
                "vllm/v1/structured_output/__init__.py:38",
                "vllm/v1/structured_output/__init__.py:38",
                "vllm/v1/structured_output/__init__.py:39",
            )
        ),
    ),
    *_ok(
        f"{_G}:154 Scheduler(vllm_config=, kv_cache_config=, structured_output_manager=, "
        "block_size=)",
        "vllm.v1.core.sched.scheduler.Scheduler",
        _same((f"{_SCHED}:64", f"{_SCHED}:68", f"{_SCHED}:69")),
        "block_size required since 0.11.1; hash_block_size (optional) added in 0.20.0.",
    ),
    *_ok(
        f"{_G}:127 MultiprocExecutor(vllm_config=)",
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor",
        _same((f"{_MPE}:96", f"{_MPE}:105", f"{_MPE}:106")),
    ),
    Row(
        "0.16.0",
        f"{_G}:264 Request(request_id=, prompt_token_ids=, sampling_params=, "
        "pooling_params=None, eos_token_id=, arrival_time=, block_hasher=)",
        "vllm.v1.request.Request",
        "ok",
        "vllm/v1/request.py:65",
        "Last release with the eos_token_id parameter (line 65); the other keywords bind in "
        "all three releases (pooling_params still a required parameter, arrival_time and "
        "block_hasher optional).",
    ),
    # --- methods and attributes ----------------------------------------------------------
    *_ok(
        f"{_G}:133/226/280/310/323 executor.collective_rpc(method, args=, unique_reply_rank=)",
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor.collective_rpc",
        _same((f"{_MPE}:303", f"{_MPE}:339", f"{_MPE}:340")),
        "With unique_reply_rank the body returns the bare reply "
        "(`responses[0] if output_rank is not None`, line 363 / 395 / 396) — what 0.4.0.1 "
        "expects (a dict); without it a list, indexed [0] at line 134.",
    ),
    *_ok(
        f"{_G}:314 executor.execute_model(scheduler_output)",
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor.execute_model",
        _same((f"{_MPE}:270", f"{_MPE}:306", f"{_MPE}:307")),
        "Returns None and parks the state; sampling happens in sample_tokens.",
    ),
    *_ok(
        f"{_G}:315 executor.sample_tokens(model_output)",
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor.sample_tokens",
        _same((f"{_MPE}:282", f"{_MPE}:318", f"{_MPE}:319")),
        "Parameter is grammar_output: GrammarOutput | None; the consumer passes the None that "
        "execute_model returned, which is the right value.",
    ),
    *_ok(
        f"{_G}:163 executor.initialize_from_config([kv_cache_config] * tp)",
        "vllm.v1.executor.abstract.Executor.initialize_from_config",
        _same(
            (
                "vllm/v1/executor/abstract.py:112",
                "vllm/v1/executor/abstract.py:118",
                "vllm/v1/executor/abstract.py:118",
            )
        ),
    ),
    *_ok(
        f"{_G}:133 collective_rpc('get_kv_cache_spec') — method on the GPU Worker",
        "vllm.v1.worker.gpu_worker.Worker.get_kv_cache_spec",
        _same(
            (
                "vllm/v1/worker/gpu_worker.py:396",
                "vllm/v1/worker/gpu_worker.py:501",
                "vllm/v1/worker/gpu_worker.py:679",
            )
        ),
    ),
    *_ok(
        f"{_W}:118 self.model_runner.model (Worker.model_runner)",
        "vllm.v1.worker.gpu_worker.Worker.model_runner",
        _same(
            (
                "vllm/v1/worker/gpu_worker.py:279",
                "vllm/v1/worker/gpu_worker.py:310",
                "vllm/v1/worker/gpu_worker.py:398",
            )
        ),
        "Both runners set self.model in load_model.",
    ),
    Row(
        "0.16.0",
        f"{_W}:106 self.model_runner.input_batch.req_id_to_index",
        "vllm.v1.worker.gpu_model_runner.GPUModelRunner.input_batch",
        "ok",
        "vllm/v1/worker/gpu_model_runner.py:512",
        "V1 runner is the default: gpu_worker.py:120 reads envs.VLLM_USE_V2_MODEL_RUNNER, "
        "default '0' (vllm/envs.py:1522).",
    ),
    Row(
        "0.20.2",
        f"{_W}:106 self.model_runner.input_batch.req_id_to_index",
        "vllm.v1.worker.gpu_model_runner.GPUModelRunner.input_batch",
        "ok",
        "vllm/v1/worker/gpu_model_runner.py:621",
        "V1 runner is the default: gpu_worker.py:153 reads envs.VLLM_USE_V2_MODEL_RUNNER, "
        "default '0' (vllm/envs.py:1687).",
    ),
    *_ok(
        f"{_G}:288 scheduler.schedule()",
        "vllm.v1.core.sched.scheduler.Scheduler.schedule",
        _same((f"{_SCHED}:321", f"{_SCHED}:352", f"{_SCHED}:396")),
        "0.25.1 adds throttle_prefills=False (optional).",
    ),
    *_ok(
        f"{_G}:275 scheduler.add_request(req)",
        "vllm.v1.core.sched.scheduler.Scheduler.add_request",
        _same((f"{_SCHED}:1642", f"{_SCHED}:1741", f"{_SCHED}:2012")),
    ),
    *_ok(
        f"{_G}:318 scheduler.finish_requests(ids, RequestStatus.FINISHED_ABORTED)",
        "vllm.v1.core.sched.scheduler.Scheduler.finish_requests",
        _same((f"{_SCHED}:1664", f"{_SCHED}:1763", f"{_SCHED}:2036")),
        "Returns a list since 0.20 (ignored by the consumer).",
    ),
    *_ok(
        f"{_G}:319 RequestStatus.FINISHED_ABORTED",
        "vllm.v1.request.RequestStatus.FINISHED_ABORTED",
        _same(("vllm/v1/request.py:309", "vllm/v1/request.py:317", "vllm/v1/request.py:336")),
    ),
    *_ok(
        f"{_G}:289 scheduler_output.total_num_scheduled_tokens",
        "vllm.v1.core.sched.output.SchedulerOutput.total_num_scheduled_tokens",
        _same(
            (
                "vllm/v1/core/sched/output.py:199",
                "vllm/v1/core/sched/output.py:194",
                "vllm/v1/core/sched/output.py:196",
            )
        ),
    ),
    *_ok(
        f"{_G}:294 scheduler_output.num_scheduled_tokens",
        "vllm.v1.core.sched.output.SchedulerOutput.num_scheduled_tokens",
        _same(
            (
                "vllm/v1/core/sched/output.py:196",
                "vllm/v1/core/sched/output.py:191",
                "vllm/v1/core/sched/output.py:193",
            )
        ),
    ),
    *_ok(
        f"{_G}:149 kv_cache_config.num_blocks",
        "vllm.v1.kv_cache_interface.KVCacheConfig.num_blocks",
        _same(
            (
                "vllm/v1/kv_cache_interface.py:480",
                "vllm/v1/kv_cache_interface.py:755",
                "vllm/v1/kv_cache_interface.py:925",
            )
        ),
    ),
    *_ok(
        f"{_G}:149 vllm_config.cache_config.num_gpu_blocks = ... (assigned)",
        "vllm.config.CacheConfig.num_gpu_blocks",
        _same(("vllm/config/cache.py:136", "vllm/config/cache.py:143", "vllm/config/cache.py:150")),
        "field(default=None, init=False): assignable, not a constructor keyword.",
    ),
    *_ok(
        f"{_G}:168 vllm_config.cache_config.prefix_caching_hash_algo",
        "vllm.config.CacheConfig.prefix_caching_hash_algo",
        _same(("vllm/config/cache.py:78", "vllm/config/cache.py:93", "vllm/config/cache.py:95")),
        "Default 'sha256', accepted by get_hash_fn_by_name.",
    ),
    *_ok(
        f"{_G}:173 vllm_config.cache_config.block_size",
        "vllm.config.CacheConfig.block_size",
        _same(("vllm/config/cache.py:42", "vllm/config/cache.py:47", "vllm/config/cache.py:49")),
    ),
    *_ok(
        f"{_G}:250 vllm_config.model_config.max_model_len",
        "vllm.config.ModelConfig.max_model_len",
        _same(("vllm/config/model.py:173", "vllm/config/model.py:184", "vllm/config/model.py:188")),
    ),
    *_ok(
        f"{_W}:34/63 get_pp_group().is_first_rank / .is_last_rank (properties)",
        "vllm.distributed.parallel_state.GroupCoordinator.is_first_rank",
        _same(
            (
                "vllm/distributed/parallel_state.py:425",
                "vllm/distributed/parallel_state.py:441",
                "vllm/distributed/parallel_state.py:574",
            )
        ),
    ),
]
