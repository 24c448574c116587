"""Where the engine still disagrees with the hand-verified tables, and why (2026-11-30).

Each entry is a (finding, release) pair the test lets through: a FALSE row still reported,
or a TRUE row not yet found. The test fails when a new disagreement appears AND when one of
these stops happening, so this list only shrinks. Every reason names what the engine would
need to know; none is a rule about one package.
"""

from __future__ import annotations

OMNI = "vllm-omni==0.30.0"
_ROUTED = (
    "needs reachability across modules: the helper holding it runs only after another "
    "routed-experts read already failed (gpu_generation_model_runner.py:106) or behind a "
    "getattr(..., False) check elsewhere"
)

KNOWN_FALSE: dict[tuple[str, str, str, str, str], str] = {
    (
        OMNI,
        "0.33.0",
        "missing-attribute",
        "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        "vllm_omni/worker/gpu_model_runner.py:120",
    ): _ROUTED,
    (
        OMNI,
        "0.33.0",
        "missing-symbol",
        "vllm.v1.outputs.RoutedExpertsLists",
        "vllm_omni/worker/gpu_model_runner.py:144",
    ): _ROUTED,
}

_ROUTED_FLAG = (
    "needs the type of an attribute vLLM assigns from another object (self.model_config = "
    "vllm_config.model_config), not from a constructor"
)

VERL = "verl==0.9.1"
_ENGINE_CLIENT = (
    "needs the type of an attribute of an object typed through a factory: verl keeps "
    "engine_client = AsyncLLM.from_vllm_config(...) as self.engine (now typed, per release, from "
    "the method's return annotation) and calls self.engine.output_processor.abort_requests(...), "
    "whose middle link (AsyncLLM.output_processor, built by vLLM) the consumer's reading does "
    "not follow (found by mypy, 2026-11-30)"
)

NOT_FOUND: dict[tuple[str, str, str, str, str], str] = {
    **{
        (
            VERL,
            v,
            "missing-required-argument",
            "vllm.v1.engine.output_processor.OutputProcessor.abort_requests",
            "verl/workers/rollout/vllm_rollout/vllm_async_server.py:1074",
        ): _ENGINE_CLIENT
        for v in ("0.24.0", "0.33.0")
    },
    **{
        (
            OMNI,
            "0.33.0",
            "missing-attribute",
            "vllm.config.model.ModelConfig.enable_return_routed_experts",
            location,
        ): _ROUTED_FLAG
        for location in (
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:318",
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:794",
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:1019",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:92",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:421",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:522",
        )
    },
}

SKYRL = "skyrl-train==0.3.1"
_SKYRL_ENGINE = "skyrl_train/inference_engines/vllm/vllm_engine.py"
_SHIFT = (
    "the call still binds: a parameter was removed from the middle and an optional one appended, "
    "so each positional argument lands on a parameter of another name; needs a rule comparing the "
    "consumer's positional arguments with the parameters they bound at the release it targets"
)
_RAY_FORWARD = (
    "needs **kwargs followed through a Ray actor (ray.remote(Cls).options(...).remote(**kw) builds "
    "Cls(**kw)) and through the consumer's own method self._create_engine(*args, **kwargs), with "
    "keys added to a dict only when the user sets an option"
)

NOT_FOUND.update(
    {
        (
            SKYRL,
            "0.33.0",
            "semantic",
            "vllm.entrypoints.openai.api_server.init_app_state",
            "skyrl_train/inference_engines/vllm/vllm_server.py:125",
        ): _SHIFT,
        (SKYRL, "0.33.0", "unexpected-keyword", "vllm.LLM", f"{_SKYRL_ENGINE}:249"): _RAY_FORWARD,
        (SKYRL, "0.33.0", "unexpected-keyword", "vllm.AsyncEngineArgs", f"{_SKYRL_ENGINE}:355"): (
            _RAY_FORWARD
        ),
    }
)

LMCACHE = "lmcache==0.5.6"
_LMC = "lmcache/integration/vllm/"
_LMC_BASE = "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1"
_LMC_STATE = (
    "needs run-time state: the use sits in a legacy fallback run only while register_kv_caches "
    "has not been called (`if len(self.kv_caches) == 0`), and vLLM calls it when it builds the KV "
    "cache, before any step"
)
_LMC_CTOR = (
    "needs the constructor vLLM's factory calls: vLLM builds the configured connector class as "
    "connector_cls(config, role, kv_cache_config), and the engine takes a constructor override "
    "as the consumer's own"
)
for _v in ("0.31.0", "0.33.0"):
    _engine = (
        LMCACHE,
        _v,
        "missing-attribute",
        "vllm.forward_context.ForwardContext.virtual_engine",
    )
    KNOWN_FALSE[(*_engine, f"{_LMC}vllm_v1_adapter.py:740")] = _LMC_STATE
    _ctor = (LMCACHE, _v, "override-signature-mismatch", f"{_LMC_BASE}.__init__")
    NOT_FOUND[(*_ctor, f"{_LMC}lmcache_connector_v1_085.py:29")] = _LMC_CTOR

AIBRIX = "aibrix-kvcache==0.8.0"
_KVC = "aibrix_kvcache/integration/vllm/"
_KVC_SHAPE = (
    "needs the classes a function can return: the consumer's own get_attn_backend wrapper is "
    "annotated -> type[AttentionBackend], an abstract class whose subclasses may define a member "
    "it lacks; only the concrete backends vLLM's selector returns (none of them, on these "
    "releases, defines get_kv_cache_shape) decide"
)
for _v in ("0.31.0", "0.33.0"):
    _shape = (
        AIBRIX,
        _v,
        "missing-method",
        "vllm.v1.attention.backend.AttentionBackend.get_kv_cache_shape",
    )
    NOT_FOUND[(*_shape, f"{_KVC}kv_connector/aibrix_offloading_connector_type1.py:781")] = (
        _KVC_SHAPE
    )
    NOT_FOUND[(*_shape, f"{_KVC}kv_connector/aibrix_pd_reuse_connector.py:989")] = _KVC_SHAPE

AREAL = "areal==1.0.4"
_AREAL_SERVER = "areal/engine/vllm_ext/areal_vllm_server.py"
for _line in (168, 188, 211, 226, 315):
    NOT_FOUND[
        (
            AREAL,
            "0.33.0",
            "unexpected-keyword",
            "vllm.engine.protocol.EngineClient.pause_generation",
            f"{_AREAL_SERVER}:{_line}",
        )
    ] = (
        "needs the type of an object vLLM stores on a web framework's state: "
        "`raw_request.app.state.engine_client` (FastAPI Request -> app.state, set by vLLM's "
        "init_app_state) is untyped in the consumer's reading"
    )

SPYRE = "vllm-spyre==1.10.0"
_SPYRE_RUNNER = "vllm_spyre/v1/worker/spyre_model_runner.py"
_SPYRE_FAM = "vllm.v1.core.single_type_kv_cache_manager.FullAttentionManager"
_SPYRE_ATTR = (
    "needs the type of an attribute assigned from the consumer's own method: "
    "self.kv_cache_manager = self._make_kv_cache_manager(), annotated -> FullAttentionManager "
    "(a vLLM class), and the members called on it"
)
KNOWN_FALSE.update(
    {
        (
            SPYRE,
            "0.18.0",
            "missing-symbol",
            "vllm.model_executor.layers.pooler.ClassifierPooler",
            f"{_SPYRE_RUNNER}:1712",
        ): (
            "needs the try/except ImportError fallback judged by the try's own imports: they all "
            "resolve on this release, so the `except ImportError` import never runs"
        ),
        (
            SPYRE,
            "0.33.0",
            "missing-module",
            "vllm.transformers_utils.tokenizer.get_tokenizer",
            "vllm_spyre/v1/sample/golden_token_injector.py:8",
        ): (
            "needs reachability: no module of the package imports this file, no entry point or "
            "string names it (a test helper of the project's suite)"
        ),
        (
            SPYRE,
            "0.33.0",
            "missing-symbol",
            "vllm.model_executor.layers.pooler.activations.get_cross_encoder_act_fn",
            f"{_SPYRE_RUNNER}:1708",
        ): (
            "needs the name's failing import read as raising inside its try: the ImportError is "
            "caught by `except ImportError`, so the later use in the try body never runs (the "
            "break is the fallback's, reported at line 1712)"
        ),
    }
)
NOT_FOUND[
    (
        SPYRE,
        "0.33.0",
        "missing-method",
        f"{_SPYRE_FAM}.allocate_new_computed_blocks",
        f"{_SPYRE_RUNNER}:2360",
    )
] = _SPYRE_ATTR
for _line in (2573, 2713):
    NOT_FOUND[
        (
            SPYRE,
            "0.33.0",
            "missing-required-argument",
            f"{_SPYRE_FAM}.cache_blocks",
            f"{_SPYRE_RUNNER}:{_line}",
        )
    ] = _SPYRE_ATTR

RAY = "ray==2.60.0"
_RAY_API = "ray/llm/_internal/serve/core/configs/openai_api_models.py:35"
_RAY_PARSE = "vllm.entrypoints.chat_utils.parse_chat_messages_async"
KNOWN_FALSE[
    (
        RAY,
        "0.33.0",
        "missing-symbol",
        _RAY_PARSE,
        "ray/llm/_internal/batch/stages/prepare_multimodal_stage.py:118",
    )
] = (
    "needs the use of a name whose import re-raises (`except ImportError: raise ...`) listed "
    "under that import (reported `refused` at line 98), not as a break of its own"
)
for _name in ("ErrorInfo", "ErrorResponse"):
    NOT_FOUND[
        (
            RAY,
            "0.27.0",
            "missing-module",
            f"vllm.entrypoints.serve.engine.protocol.{_name}",
            _RAY_API,
        )
    ] = (
        "needs an except handler read to its end: its fallback imports another optional "
        "engine (sglang) that the consumer's vLLM extra does not install, and failing that "
        "raises (raise_llm_engine_import_error): no fallback for a vLLM user"
    )

ARCTIC = "arctic-inference==0.3.0"
_ARC = "arctic_inference/"
_ARC_SCRIPT = (
    "needs reachability: a `__main__` script that no module imports and no entry point, console "
    "script or string names"
)
_ARC_PATCHED = (
    "needs the members a consumer's ArcticPatch[Cls] class (or its own assignment) installs on "
    "a vLLM class read as defined"
)
_ARC_MISREAD = (
    "needs the receiver of vLLM's call sites: vLLM calls create_weights(layer) / apply(layer) "
    "only on attention layers' quant methods, never on this object, which only the consumer's "
    "own layer calls, with every argument"
)
_ARC_GATED = (
    "needs reachability through the process, not only the import graph: the plugin refuses "
    "unless vllm.__version__ == '0.26.0' before importing the patch modules (rule "
    "entry-version-gate reads that), but this module is also imported from code that runs on "
    "any vLLM (server/worker.py:153 `if use_arctic:` imports vllm/args.py, which imports "
    "config.py and ulysses.py, whose patch methods import model_runner.py): only the "
    "plugin's earlier refusal in the same process keeps it from running"
)
# closed on 0.33.0 by rule entry-version-gate (s19r): modules imported only after the gate
_ARC_CLOSED_NEWEST = {"vllm/swiftkv/llama_swiftkv.py:590", "vllm/swiftkv/llama_swiftkv.py:763"}
_ARC_BOTH = [
    (
        "missing-symbol",
        "vllm.utils.FlexibleArgumentParser",
        "dynasor/vllm_server.py:10",
        _ARC_SCRIPT,
    ),
    (
        "missing-module",
        "vllm.entrypoints.utils.cli_env_setup",
        "dynasor/vllm_server.py:12",
        _ARC_SCRIPT,
    ),
    ("missing-symbol", "vllm.utils.FlexibleArgumentParser", "embedding/replica.py:33", _ARC_SCRIPT),
    (
        "semantic",
        "vllm.engine.async_llm_engine.AsyncLLMEngine.get_tokenizer",
        "embedding/replica.py:90",
        _ARC_SCRIPT,
    ),
    (
        "semantic",
        "vllm.engine.async_llm_engine.AsyncLLMEngine.shutdown",
        "embedding/replica.py:99",
        _ARC_SCRIPT,
    ),
    (
        "missing-method",
        "vllm.engine.async_llm_engine.AsyncLLMEngine.start_background_loop",
        "embedding/replica.py:87",
        _ARC_SCRIPT,
    ),
    (
        "missing-method",
        "vllm.engine.async_llm_engine.AsyncLLMEngine.get_model_config",
        "embedding/replica.py:91",
        _ARC_SCRIPT,
    ),
    (
        "missing-symbol",
        "vllm.utils.FlexibleArgumentParser",
        "embedding/replica_manager.py:59",
        _ARC_SCRIPT,
    ),
    (
        "override-signature-mismatch",
        "vllm.model_executor.layers.quantization.base_config.QuantizeMethodBase.create_weights",
        "vllm/spec_dec/vocab_parallel_embedding.py:41",
        _ARC_MISREAD,
    ),
    (
        "override-signature-mismatch",
        "vllm.model_executor.layers.quantization.base_config.QuantizeMethodBase.apply",
        "vllm/spec_dec/vocab_parallel_embedding.py:61",
        _ARC_MISREAD,
    ),
    (
        "missing-method",
        "vllm.config.VllmConfig.pad_for_cudagraph",
        "vllm/swiftkv/llama_swiftkv.py:590",
        _ARC_PATCHED,
    ),
    (
        "missing-attribute",
        "vllm.v1.attention.backends.flashinfer.FlashInferMetadata.swiftkv_inverse_sort_indices",
        "vllm/swiftkv/llama_swiftkv.py:763",
        _ARC_PATCHED,
    ),
    (
        "missing-method",
        "vllm.config.ModelConfig._orig_get_num_kv_heads",
        "vllm/ulysses.py:62",
        _ARC_PATCHED,
    ),
    # ulysses.py:63 ParallelConfig.ulysses_sequence_parallel_size: closed by set-by-consumer
    # (the consumer's subclass ArcticParallelConfig of ParallelConfig declares the field)
    (
        "missing-method",
        "vllm.config.ModelConfig._orig_get_num_attention_heads",
        "vllm/ulysses.py:68",
        _ARC_PATCHED,
    ),
]
_ARC_NEWEST = [
    (
        "missing-module",
        "vllm.entrypoints.openai.cli_args.make_arg_parser",
        "dynasor/vllm_server.py:8",
        _ARC_SCRIPT,
    ),
    (
        "missing-module",
        "vllm.entrypoints.openai.cli_args.validate_parsed_serve_args",
        "dynasor/vllm_server.py:8",
        _ARC_SCRIPT,
    ),
    (
        "missing-module",
        "vllm.transformers_utils.configs.mlp_speculator.MLPSpeculatorConfig",
        "vllm/config.py:22",
        _ARC_GATED,
    ),
    (
        "missing-symbol",
        "vllm.distributed.parallel_state._TP_STATE_PATCHED",
        "vllm/model_runner.py:79",
        _ARC_GATED,
    ),
    (
        "missing-attribute",
        "vllm.v1.attention.backend.CommonAttentionMetadata.seq_lens_cpu",
        "vllm/model_runner.py:304",
        _ARC_GATED,
    ),
    (
        "missing-attribute",
        "vllm.v1.attention.backends.utils.CommonAttentionMetadata.seq_lens_cpu",
        "vllm/spec_dec/arctic_proposer.py:254",
        _ARC_GATED,
    ),
    (
        "missing-symbol",
        "vllm.model_executor.layers.fused_moe.FusedMoE",
        "vllm/spec_dec/fp8.py:11",
        _ARC_GATED,
    ),
]
for _kind, _symbol, _path, _why in _ARC_BOTH:
    KNOWN_FALSE[(ARCTIC, "0.26.0", _kind, _symbol, _ARC + _path)] = _why
    if _path in _ARC_CLOSED_NEWEST:
        continue
    _gated = _why if _why == _ARC_SCRIPT else f"{_ARC_GATED}; and it {_why}"
    KNOWN_FALSE[(ARCTIC, "0.33.0", _kind, _symbol, _ARC + _path)] = _gated
for _kind, _symbol, _path, _why in _ARC_NEWEST:
    KNOWN_FALSE[(ARCTIC, "0.33.0", _kind, _symbol, _ARC + _path)] = _why
