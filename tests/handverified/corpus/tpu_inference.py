"""Hand-verified (HELD OUT, 2026-12-02): tpu-inference 0.32.0 against vLLM 0.32.0 (target) and 0.33.0.

Held out: the engine was never tuned on tpu-inference. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-02, engine of commit
a562541, `python -m compat.cli drift --consumer tpu-inference==0.32.0 --vllm 0.32.0 --vllm
0.33.0 --baseline none|0.32.0 --format json --no-write`): absolute mode 18 `broken` at 0.32.0
and 23 at 0.33.0; `--baseline 0.32.0` 0 at 0.32.0 and 5 at 0.33.0.

One finding depends on the engine's usage cache: on a run that extracts the usage from the
wheel `core/core_tpu.py:575` DisaggEngineCore.reset_prefix_cache comes back (absolute: broken
at both releases; baseline: pre-existing); a run reading the usage cache lacks it, because a
zero-parameter `override` signature is dropped by Use.to_json's empty-value filter
(probes/uses.py:168/175; 199 of the 3,607 uses lose their override). It is verified here (TRUE
at both releases) so that either run scores; `before=False` since the measured runs lack it.

How this was made (by reading source files, not by this project's tool):
* Consumer: tpu_inference-0.32.0-py3-none-any.whl (sha256 in WHEEL_SHA256), vLLM's TPU platform
  plugin: TpuPlatform, TPU worker and model runner, DP scheduler, Ray executors, attention
  backends and MoE / quantization methods registered into vLLM, KV offload connectors. Its
  METADATA declares no vLLM requirement (vLLM for TPU is `vllm-tpu`, published with the same
  version, 0.32.0, the same day); the newest vLLM published before it (2026-10-22) is 0.32.0:
  target 0.32.0. Entry point: `vllm.general_plugins` register_layers.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` outside the tests (an `ast` walk
  over the wheel against each sdist: unresolved only ray_distributed_executor.py:32-36 at 0.33.0
  (rows), sampling.py:37 and tpu_platform.py:139-140 (TYPE_CHECKING only), tpu_platform.py:96
  `vllm._C` (try/except ImportError)); every `vllm.envs.NAME` read (against envs.py: one
  missing, tpu_platform.py:497 at 0.33.0, a row found by reading); the abstract methods of the
  vLLM bases it subclasses where the findings point. Not read: every member use on vLLM objects
  in its 207 files that import vLLM.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "tpu-inference==0.32.0"
WHEEL_SHA256 = "7c25a3c76cefd383f06ef115a6ed4d7bed82c081f047046bfef55f5913ea06d4"
SDISTS = {
    "0.32.0": "d2c957d5eee3d0985012151315ddc62cbe0cd368fc96a5fc3510438d9dddf2ad",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_WORKER = "vllm.v1.worker.gpu_worker.Worker."
_RAY = "tpu_inference/executors/ray_distributed_executor.py"
_MOE = "vllm.model_executor.layers.fused_moe.FusedMoEMethodBase."
_CT = (
    "vllm.model_executor.layers.quantization.compressed_tensors.compressed_tensors_moe."
    "compressed_tensors_moe.CompressedTensorsMoEMethod."
)
_CT_LOC = (
    "tpu_inference/layers/vllm/quantization/compressed_tensors/compressed_tensors_moe/"
    "compressed_tensors_moe.py:29"
)
_DSV4_LOC = (
    "tpu_inference/layers/vllm/custom_ops/experimental/deepseek_v4/deepseek_v4_attention.py:369"
)
_RPC = (
    "collective_rpc({method!r}) runs the method on the executor's worker wrappers, not on "
    "gpu_worker.Worker: {target}; the engine reads the RPC target as vLLM's GPU Worker"
)


def _rpc(vllm: str, method: str, location: str, evidence: str, target: str, extra: str = "") -> Row:
    return Row(
        vllm=vllm,
        kind="missing-method",
        symbol=_WORKER + method,
        location=location,
        verdict=FALSE,
        vllm_evidence=evidence,
        why=_RPC.format(method=method, target=target) + extra,
        pattern="collective_rpc target misread (a worker wrapper, not the GPU Worker)",
    )


def _both(vllm: str) -> tuple[Row, ...]:
    """The rows the engine reports at both releases (pre-existing in baseline mode)."""
    new = vllm == "0.33.0"
    wb = "vllm/v1/worker/worker_base.py"
    gone = (
        "; on 0.33.0 the module does not import at all (row ray_distributed_executor.py:32: "
        "vllm.v1.executor.ray_executor and ray_utils.RayWorkerWrapper are gone)"
        if new
        else ""
    )
    return (
        _rpc(
            vllm,
            "init_worker",
            "tpu_inference/core/disagg_executor.py:84",
            f"{wb}:{273 if new else 260}",
            "DisaggExecutor.collective_rpc calls run_method(self.driver_worker, ...) "
            "(disagg_executor.py:97) on `self.driver_worker = WorkerWrapperBase(rpc_rank=0)` "
            f"(line 23), and WorkerWrapperBase.init_worker exists ({wb}:{273 if new else 260})",
        ),
        _rpc(
            vllm,
            "adjust_rank",
            f"{_RAY}:333",
            "vllm/v1/executor/ray_utils.py:70" if not new else "vllm/v1/executor/ray_utils.py:1",
            "the Ray workers are vLLM's RayWorkerWrapper (imported at line 36), whose "
            "adjust_rank is 0.32.0 ray_utils.py:70",
            gone,
        ),
        _rpc(
            vllm,
            "update_environment_variables",
            f"{_RAY}:392",
            f"{wb}:{265 if new else 252}",
            f"RayWorkerWrapper(WorkerWrapperBase).update_environment_variables ({wb}:"
            f"{265 if new else 252})",
            gone,
        ),
        _rpc(
            vllm,
            "init_worker",
            f"{_RAY}:443",
            f"{wb}:{273 if new else 260}",
            f"RayWorkerWrapper(WorkerWrapperBase).init_worker ({wb}:{273 if new else 260})",
            gone,
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.attention.backends.registry.AttentionBackendEnum.__members__.get",
            location="tpu_inference/layers/common/attention_backend.py:165",
            verdict=FALSE,
            vllm_evidence="vllm/v1/attention/backends/registry.py:34",
            why="`AttentionBackendEnum.__members__` is the Enum metaclass's mapping of every "
            "enum class (registry.py:34 `class AttentionBackendEnum(Enum, metaclass="
            "_AttentionBackendEnumMeta)`); `.get` on it is a dict lookup",
            pattern="Enum class attribute from the enum metaclass",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.core.sched.output.VllmSchedulerOutput.num_scheduled_tokens",
            location="tpu_inference/layers/jax/sample/sampling.py:506",
            verdict=FALSE,
            vllm_evidence="vllm/v1/core/sched/output.py:244",
            why="VllmSchedulerOutput is imported only under `if TYPE_CHECKING:` (line 37) and "
            "used only in the string annotation of compute_prompt_logprobs (line 486): never "
            "evaluated. The value passed is vLLM's SchedulerOutput, whose num_scheduled_tokens "
            "field is output.py:244",
            pattern="name only in a TYPE_CHECKING import / string annotation",
        ),
        Row(
            vllm=vllm,
            kind="missing-attribute",
            symbol="vllm.v1.attention.backend.AttentionLayer.layer_name",
            location="tpu_inference/layers/vllm/backends/flash_attn.py:255",
            verdict=FALSE,
            vllm_evidence="vllm/model_executor/layers/attention/attention.py:333",
            why="`layer: AttentionLayer` is a typing.Protocol annotation (v1/attention/"
            "backend.py); the object vLLM passes to the backend impl's forward is its Attention "
            "layer, which sets `self.layer_name = prefix` (attention.py:333)",
            pattern="Protocol-typed parameter: the real object has the member",
        ),
        Row(
            vllm=vllm,
            kind="abstract-method-not-implemented",
            symbol="vllm.v1.attention.backend.AttentionBackend.get_builder_cls",
            location="tpu_inference/layers/vllm/backends/flash_attn_mla.py:35",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/attention/backend.py:{93 if new else 90}",
            why="PallasMLAttentionBackend is used as a class of static methods (get_name, "
            "get_impl_cls, get_page_size: tpu_platform.py:456-458), never instantiated, so its "
            "ABC abstractness never raises; vLLM's get_builder_cls callers are the GPU model "
            "runner and wrappers the TPU runner does not use",
            pattern="abstract class never instantiated (static-method backend)",
        ),
        Row(
            vllm=vllm,
            kind="override-signature-mismatch",
            symbol="vllm.models.deepseek_v4.attention.DeepseekV4Attention.forward_mqa",
            location=_DSV4_LOC,
            verdict=FALSE,
            vllm_evidence=f"vllm/models/deepseek_v4/attention.py:{761 if new else 757}",
            why="vLLM's 4-argument call forward_mqa(q, kv, positions, out) is in "
            "DeepseekV4Attention._sparse_indexer_and_attn, reached from its forward; "
            "VllmDeepseekV4MLAAttention overrides forward (line 580) with its own path "
            "(attention_impl, line 334), which calls forward_mqa with topk_indices= (line 363) "
            "and never calls _sparse_indexer_and_attn",
            pattern="vLLM's call site sits in a method the subclass overrides",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.fused_moe.FusedMoE",
            location="tpu_inference/layers/vllm/interface/moe.py:28",
            verdict=FALSE,
            vllm_evidence="vllm/model_executor/layers/fused_moe/__init__.py:23",
            why="`if hasattr(vllm_fused_moe, 'FusedMoEFactory'): ... else: FusedMoEFactory = "
            "vllm_fused_moe.FusedMoE` (lines 25-28); fused_moe/__init__.py exports "
            "FusedMoEFactory (line 23), so the else never runs",
            pattern="hasattr else-branch",
        ),
        *(
            Row(
                vllm=vllm,
                kind="missing-attribute",
                symbol=_MOE + attr,
                location=f"tpu_inference/layers/vllm/interface/moe.py:{line}",
                verdict=FALSE,
                vllm_evidence="vllm/model_executor/layers/fused_moe/fused_moe_method_base.py:28",
                why="`quant_method_instance: FusedMoEMethodBase` (line 74) is always one of "
                "tpu-inference's own MoE methods (each calls vllm_moe_apply(quant_method_"
                "instance=self), e.g. unquantized.py:730, fp8.py:549), which set mesh and "
                "moe_backend (e.g. mxfp4.py:115-116) and extra_backend_kwargs (its "
                "TpuFusedMoEMethodBase.__init__, layers/common/moe.py:225)",
                pattern="attribute set by the consumer's subclass (parameter typed as the base)",
            )
            for attr, line in (("mesh", 116), ("extra_backend_kwargs", 119), ("moe_backend", 166))
        ),
        *(
            Row(
                vllm=vllm,
                kind="abstract-method-not-implemented",
                symbol=_CT + method,
                location=_CT_LOC,
                verdict=FALSE,
                vllm_evidence="vllm/model_executor/layers/quantization/compressed_tensors/"
                "compressed_tensors_moe/compressed_tensors_moe.py:26",
                why="VllmCompressedTensorsMoEMethod is a factory used only through its static "
                "get_moe_method (line 33), which returns other, concrete classes "
                "(VllmUnquantizedFusedMoEMethod, VllmCompressedTensorsW8A8Fp8MoEMethod, ...); "
                "it is never instantiated, like vLLM's own abstract CompressedTensorsMoEMethod",
                pattern="abstract class never instantiated (static factory)",
            )
            for method in ("create_weights", "get_fused_moe_quant_config")
        ),
        Row(
            vllm=vllm,
            kind="abstract-method-not-implemented",
            symbol="vllm.model_executor.layers.fused_moe.fused_moe_method_base.FusedMoEMethodBase"
            ".create_weights",
            location="tpu_inference/layers/vllm/quantization/mxfp4.py:95",
            verdict=FALSE,
            vllm_evidence=f"vllm/model_executor/layers/quantization/mxfp4.py:{661 if new else 659}",
            why="`class VllmMxfp4MoEMethod(Mxfp4MoEMethod, FusedMoEMethodBase)`: the first base, "
            "vLLM's Mxfp4MoEMethod (imported from quantization/mxfp4.py, line 37), defines "
            f"create_weights (mxfp4.py:{661 if new else 659}); the MRO finds it before the "
            "abstract one",
            pattern="method inherited from an earlier base in the MRO",
        ),
        Row(
            vllm=vllm,
            kind="override-signature-mismatch",
            symbol="vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1"
            ".save_kv_layer",
            location="tpu_inference/offload/raiden_offload_connector.py:281",
            verdict=TRUE,
            vllm_evidence="vllm/model_executor/layers/attention/kv_transfer_utils.py:57",
            why="`def save_kv_layer(self, **kwargs)` takes no positional argument; vLLM's "
            "maybe_transfer_kv_layer (decorating unified_attention_with_output, attention.py) "
            "calls connector.save_kv_layer(layer_name, kv_cache, attn_metadata) whenever a v1 "
            "KV connector has metadata bound (the TPU runner binds it through vLLM's "
            "KVConnectorModelRunnerMixin, tpu_runner.py:1743) and the forward context has "
            "attention metadata (vllm_model_wrapper.py:385 sets it): TypeError with "
            "RaidenOffloadConnector and a vLLM-implemented model. Configuration-dependent, real "
            "on both releases (pre-existing against the target)",
        ),
        Row(
            vllm=vllm,
            kind="missing-attribute",
            symbol="vllm.v1.core.sched.output.SchedulerOutput.assigned_dp_rank",
            location="tpu_inference/runner/tpu_runner.py:2517",
            verdict=FALSE,
            vllm_evidence="vllm/v1/core/sched/output.py:231",
            why="read only `if dp_size > 1`, where tpu-inference's DPScheduler is the scheduler "
            "(update_vllm_config_for_dp_scheduler sets scheduler_cls when dp_size > 1, "
            "dp_scheduler.py) and its output is the consumer's DPSchedulerOutput(SchedulerOutput)"
            ", which sets assigned_dp_rank (dp_scheduler.py:421/435); other reads use getattr "
            "(tpu_runner.py:438, :2041)",
            pattern="attribute of the consumer's own subclass under the configuration that "
            "selects it",
        ),
        Row(
            vllm=vllm,
            kind="override-signature-mismatch",
            symbol="vllm.v1.engine.core.EngineCore.reset_prefix_cache",
            location="tpu_inference/core/core_tpu.py:575",
            verdict=TRUE,
            vllm_evidence=f"vllm/v1/engine/core_client.py:{440 if new else 425}",
            why="DisaggEngineCore(vLLMEngineCore) overrides reset_prefix_cache(self) with no "
            "parameters; it is used only with the in-process client (its docstring, line 440), "
            "whose InprocClient.reset_prefix_cache calls self.engine_core.reset_prefix_cache("
            "reset_running_requests, reset_connector) "
            f"(core_client.py:{440 if new else 425}): TypeError on LLM.reset_prefix_cache() in "
            "disaggregated mode. Reported only on a run that extracts the usage afresh",
            before=False,  # not in the measured runs (usage read from the cache): a miss there
        ),
    )


ROWS = (
    *_both("0.32.0"),
    *_both("0.33.0"),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.v1.core.sched.interface.SchedulerInterface.has_request",
        location="tpu_inference/core/sched/dp_scheduler.py:440",
        verdict=TRUE,
        vllm_evidence="vllm/v1/core/sched/interface.py:150",
        why="0.33.0 adds the abstract SchedulerInterface.has_request (interface.py:149-150; "
        "0.32.0 has only has_requests, :199); DPScheduler(SchedulerInterface) does not define "
        "it, and vLLM's EngineCore instantiates scheduler_cls, which tpu-inference sets to "
        "DPScheduler whenever total_dp_size > 1 (dp_scheduler.py update_vllm_config_for_dp_"
        "scheduler, called by TpuPlatform.check_and_update_config, tpu_platform.py:540): "
        "TypeError (can't instantiate abstract class); EngineCore also calls it "
        "(v1/engine/core.py:1801)",
    ),
    *(
        Row(
            vllm="0.33.0",
            kind=kind,
            symbol=symbol,
            location=f"{_RAY}:{line}",
            verdict=TRUE,
            vllm_evidence=evidence,
            why="module-level import of the executor TpuPlatform installs for "
            "TPU_MULTIHOST_BACKEND=ray without the V2 backend (tpu_platform.py:505-507); "
            f"{what} (0.32.0 had both). Masked on 0.33.0 by tpu_platform.py:497 (a row found "
            "by reading), which fails first; its own cause is a separate API change",
        )
        for kind, symbol, line, evidence, what in (
            (
                "missing-module",
                "vllm.v1.executor.ray_executor.RayDistributedExecutor",
                32,
                "vllm/v1/executor/ray_executor_v2.py:1",
                "vllm/v1/executor/ray_executor.py is gone in 0.33.0 (only ray_executor_v2.py)",
            ),
            (
                "missing-module",
                "vllm.v1.executor.ray_executor.RayWorkerMetaData",
                34,
                "vllm/v1/executor/ray_executor_v2.py:1",
                "vllm/v1/executor/ray_executor.py is gone in 0.33.0",
            ),
            (
                "missing-symbol",
                "vllm.v1.executor.ray_utils.RayWorkerWrapper",
                36,
                "vllm/v1/executor/ray_utils.py:1",
                "0.33.0's ray_utils.py defines no RayWorkerWrapper (0.32.0: ray_utils.py:70's "
                "class)",
            ),
        )
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.get_kv_connector_output",
        location="tpu_inference/runner/tpu_runner.py:365",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:366",
        why="0.33.0 adds the abstract AsyncModelRunnerOutput.get_kv_connector_output "
        "(outputs.py:365-366; 0.32.0 has only get_output); AsyncTPUModelRunnerOutput defines "
        "only __init__, _get_continue_decode_output and get_output (lines 377-464) and is "
        "instantiated by the runner (tpu_runner.py:1999, :2298): TypeError under async "
        "scheduling",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.envs.VLLM_USE_RAY_V2_EXECUTOR_BACKEND",
        location="tpu_inference/platforms/tpu_platform.py:497",
        verdict=TRUE,
        vllm_evidence="vllm/envs.py:2301",
        why="`if vllm_envs.VLLM_USE_RAY_V2_EXECUTOR_BACKEND:` in check_and_update_config for "
        "multihost_backend == 'ray'; 0.33.0's envs.py has no such variable (0.32.0: "
        "envs.py:67) and its module __getattr__ raises AttributeError for unknown names "
        "(envs.py:2293-2301). The engine files it `unknown` (may be served by __getattr__)",
        before=False,
    ),
)
