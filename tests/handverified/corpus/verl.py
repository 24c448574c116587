"""Hand-verified: verl against vLLM 0.24.0 (its target: extra `vllm` pins vllm==0.24.0) and 0.33.0 (newest).

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: verl-0.9.1-py3-none-any.whl (sha256 db6e6f2a...bfdd14), files under /verl/... read at each
  location, plus every caller of the function holding it (grep over the whole wheel).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its absence)
  was opened and read; vllm/_version.py:21 gives the version verl's dispatch reads.
* Masking: when a real break sits in code that an earlier break stops from running (verl's patched
  __init__ raising before process_weights_after_loading, or apply_qat_patches dying on its first
  mock.patch target), the row is still TRUE if its own cause is a separate API change: fixing the
  earlier break would expose it. CONSEQUENCE is used only for later uses of the same missing name.
* verl/utils/qat/vllm_patch.py: apply_qat_patches() does mock.patch(target).start() on three string
  targets. The first (line 716, ...schemes.compressed_tensors_w4a16_nvfp4.CompressedTensorsW4A16Fp4) is gone
  since vLLM 0.23.0, so on both releases it raises AttributeError before it installs any patch. The engine
  missed that break and also the third target (line 728). Both are added below with before=False.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row

CONSUMER = "verl==0.9.1"
WHEEL_SHA256 = "db6e6f2a8d9d5808d9ec32d357a42319fdc6967df688ff9d9810050f49bfdd14"
SDISTS = {
    "0.24.0": "0862453adc1f3339f1a0c9dca1179c34d6ed6e118f87b6e5bddd120af614ac66",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_WT = "vllm.distributed.weight_transfer.base.WeightTransferEngine"
_DWT = "verl/workers/rollout/vllm_rollout/delta_weight_transfer.py"
_PROBE = (
    "VerlDeltaIPCWeightTransferEngine targets the newer engine-owned API (__init__(config, vllm_config, "
    "device, model)). verl gates the feature: vllm_async_server.py:1149 calls require_vllm_delta_support() "
    "before it sets weight_transfer_config backend 'verl_delta_ipc' (the only trigger for registering the "
    "engine, rollout/utils.py:170). That check (delta_weight_transfer.py:76-83) inspects "
    "WeightTransferEngine.__init__. On 0.24.0 the parameters are (config, parallel_config, model), so verl "
    "raises its own 'vLLM does not provide the API' RuntimeError, and the class is never registered or built"
)
_FP8_DISPATCH = (
    "only installed by build_fp8_method_patchers(vllm_version) for vLLM < 0.20.0 "
    '(vllm_fp8_utils.py:440 `if vllm_version >= version.parse("0.20.0")` returns wrappers of vLLM\'s own '
    "Fp8LinearMethod/Fp8MoEMethod methods instead). The caller is "
    "vllm_quant_utils.py:498 `build_fp8_method_patchers(_get_vllm_version())`, which reads "
    "importlib.metadata.version('vllm'). The function is never called on this release"
)

ROWS = (
    # ------------------------------------------------------------------ 0.24.0
    Row(
        vllm="0.24.0",
        kind="unexpected-keyword",
        symbol="vllm.model_executor.layers.quantization.modelopt.make_nvfp4_moe_kernel",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:435",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/oracle/nvfp4.py:466",
        why="make_nvfp4_moe_kernel(moe_quant_config, moe_config, experts_cls, routing_tables=None) has no "
        "shared_experts and no **kwargs, so the call raises TypeError. It is installed as "
        "ModelOptNvFp4FusedMoE.process_weights_after_loading (line 616). Today the patched __init__ (line 530) "
        "fails first, but that is a separate change",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.fused_moe.fused_marlin_moe.MarlinExperts",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:530",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/experts/marlin_moe.py:701",
        why="fused_moe/ has no fused_marlin_moe module (and no alias or __getattr__). MarlinExperts moved to "
        "fused_moe/experts/marlin_moe.py. The import runs inside the patched ModelOptNvFp4FusedMoE.__init__, "
        "which vLLM calls when it builds an NVFP4 MoE layer after apply_modelopt_nvfp4_patches()",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:371",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="quant_utils has no swizzle_blockscale, neither defined nor imported (gone since 0.16.0). It is now "
        "defined only in nvfp4_utils.py. This is a separate cause from the missed patch-target break at line "
        "716, which currently keeps the function from being installed",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:406",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="use of the name whose import at line 371 fails",
        root="verl/utils/qat/vllm_patch.py:371",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:410",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="use of the name whose import at line 371 fails",
        root="verl/utils/qat/vllm_patch.py:371",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.lora.models.LoRAModel",
        location="verl/utils/vllm/utils.py:22",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:60",
        why="the except-ImportError fallback. The try branch `from vllm.lora.lora_model import LoRAModel` "
        "(line 20) succeeds, so line 22 never runs",
        pattern="two-bindings",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.fp8_utils.maybe_post_process_fp8_weight_block",
        location="verl/utils/vllm/vllm_fp8_utils.py:315",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_for_vllm14 is " + _FP8_DISPATCH,
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.fp8_utils.maybe_post_process_fp8_weight_block",
        location="verl/utils/vllm/vllm_fp8_utils.py:357",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_for_vllm14 is " + _FP8_DISPATCH,
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.24.0",
        kind="unexpected-keyword",
        symbol="vllm.model_executor.layers.fused_moe.oracle.fp8.make_fp8_moe_kernel",
        location="verl/utils/vllm/vllm_fp8_utils.py:410",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_moe_for_vllm14 is "
        + _FP8_DISPATCH
        + ". Reached, the call would "
        "fail: 0.24's make_fp8_moe_kernel (oracle/fp8.py:577) has routing_tables but no shared_experts",
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.model_executor.model_loader.mtp_validation.disable_mtp_completeness_check",
        location="verl/utils/vllm/vllm_quant_utils.py:473",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/model_loader/__init__.py:1",
        why="the import at line 469 sits in try/except ImportError, which binds "
        "disable_mtp_completeness_check = nullcontext (line 471). Line 473 calls whichever was bound, so on "
        "0.24.0, where the module is absent, it is nullcontext()",
        pattern="two-bindings",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.model_executor.model_loader.checkpoint_weight_patch.CheckpointWeightPatch",
        location=_DWT + ":58",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/model_loader/__init__.py:1",
        why="a deliberate capability probe. The ImportError for exactly this module is caught (lines 62-69) and "
        "turned into verl's own 'delta_sharded requires vLLM #50723' error. It is only reached from "
        "require_vllm_delta_support, after the WeightTransferEngine signature probe (line 77) has already "
        "refused 0.24.0. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.model_executor.model_loader.checkpoint_weight_patch.load_checkpoint_weight_patches",
        location=_DWT + ":58",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/model_loader/__init__.py:1",
        why="same probe import as CheckpointWeightPatch: a caught ImportError becomes verl's 'feature "
        "unavailable' error, behind the signature probe. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="override-signature-mismatch",
        symbol=_WT + ".__init__",
        location=_DWT + ":205",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="vLLM would call engine_cls(config, parallel_config, model) (factory.py:109) only for a registered "
        "backend. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="too-many-positional",
        symbol=_WT + ".__init__",
        location=_DWT + ":212",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="super().__init__(config, vllm_config, device, model) runs only when the class is built. "
        + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".device",
        location=_DWT + ":218",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="line 217 calls require_vllm_delta_support() right before self.device, and on 0.24.0 it raises. "
        "The class is never built there anyway. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol=_WT + ".device.type",
        location=_DWT + ":218",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="same access as the `device` row (line 217 probes first). " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".model_config",
        location=_DWT + ":224",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="in _validate_configuration, after require_vllm_delta_support() (line 217), which raises on "
        "0.24.0. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol=_WT + ".model_config.dtype",
        location=_DWT + ":224",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="same access as the `model_config` row. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".vllm_config",
        location=_DWT + ":226",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="in _validate_configuration, after the probe at line 217. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".vllm_config",
        location=_DWT + ":228",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="in _validate_configuration, after the probe at line 217. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".device",
        location=_DWT + ":250",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="_receive_payload runs only from receive_weights on a built engine. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="override-signature-mismatch",
        symbol=_WT + ".receive_weights",
        location=_DWT + ":273",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:174",
        why="vLLM calls receive_weights(update_info, load_weights) only on a built engine. "
        + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-attribute",
        symbol=_WT + ".model_config",
        location=_DWT + ":316",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/base.py:104",
        why="finish_weight_update runs only on a built engine. " + _PROBE,
        pattern="guard:feature-probe",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.monkey_patch_model",
        location="verl/workers/rollout/vllm_rollout/vllm_async_server.py:501",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/worker_base.py:279",
        why="collective_rpc('monkey_patch_model') reaches a method of verl's worker extension "
        "vLLMColocateWorkerExtension (rollout/utils.py:241), passed as worker_extension_cls "
        "(vllm_async_server.py:330/1275). vLLM appends that class to the Worker's __bases__",
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.24.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.quantization.compressed_tensors.schemes."
        "compressed_tensors_w4a16_nvfp4.CompressedTensorsW4A16Fp4.process_weights_after_loading",
        location="verl/utils/qat/vllm_patch.py:716",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/compressed_tensors/schemes/__init__.py:1",
        why="the first mock.patch string target in _PATCH_TARGETS. schemes/ has no compressed_tensors_w4a16_nvfp4 "
        "module (removed in 0.23.0), so patch(target).start() in apply_qat_patches (line 750) raises "
        "AttributeError via pkgutil.resolve_name. Nothing guards it: the QAT compressed-tensors path "
        "(rollout/utils.py:187, vllm_async_server.py:1231) fails",
        before=False,
    ),
    Row(
        vllm="0.24.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.compressed_tensors.compressed_tensors_moe."
        "CompressedTensorsW4A4Nvfp4MoEMethod.process_weights_after_loading",
        location="verl/utils/qat/vllm_patch.py:728",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe/__init__.py:4",
        why="compressed_tensors_moe became a package in 0.20.0. Its __init__ binds only CompressedTensorsMoEMethod; "
        "the class lives in compressed_tensors_moe/compressed_tensors_moe_w4a4_nvfp4.py:37. So the mock.patch "
        "target cannot resolve (AttributeError). This is a separate cause from line 716, which fails first",
        before=False,
    ),
    # ------------------------------------------------------------------ 0.33.0
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm._custom_ops.gptq_marlin_repack",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:258",
        verdict=TRUE,
        vllm_evidence="vllm/_custom_ops.py:1104",
        why="the Python wrapper is now gptq_marlin_repack(b_q_weight, size_k, size_n, num_bits, is_a_8bit=False), "
        "with no perm and no **kwargs: TypeError (a plain Python def, not built-only). The function is "
        "ModelOptNvFp4LinearMethod's replacement, which line 608 stops from being installed on 0.33.0, but the "
        "drift is its own",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm._custom_ops.gptq_marlin_repack",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:314",
        verdict=FALSE,
        vllm_evidence="vllm/_custom_ops.py:1104",
        why="_marlin_repack_experts in vllm_modelopt_patch.py is never called. No caller or reference exists "
        "anywhere in the wheel: the only calls (qat/vllm_patch.py:524-525) go to qat's own function of the same "
        "name. It is dead code",
        pattern="dead-code",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.model_executor.layers.quantization.modelopt.make_nvfp4_moe_kernel",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:435",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/oracle/nvfp4.py:610",
        why="make_nvfp4_moe_kernel(moe_quant_config, moe_config, experts_cls, backend, routing_tables=None, "
        "per_token_activation=False) has no shared_experts and no **kwargs",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.model_executor.layers.quantization.modelopt.make_nvfp4_moe_kernel",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:435",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/oracle/nvfp4.py:610",
        why="`backend: NvFp4MoeBackend` is a new required parameter, and the call passes only keywords without it",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.fused_moe.fused_marlin_moe.MarlinExperts",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:530",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/experts/marlin_moe.py:681",
        why="there is no fused_moe/fused_marlin_moe module. MarlinExperts lives in fused_moe/experts/marlin_moe.py",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.modelopt.ModelOptNvFp4LinearMethod",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:608",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/modelopt.py:729",
        why="modelopt.py no longer defines or imports ModelOptNvFp4LinearMethod: it has ModelOptNvFp4Config at "
        "line 729 and ModelOptNvFp4FusedMoE at 840, and no module __getattr__. The import runs unguarded in "
        "apply_modelopt_nvfp4_patches, called for ModelOpt QAT (rollout/utils.py:192, "
        "vllm_async_server.py:1226)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.quantization.modelopt.ModelOptNvFp4LinearMethod.__init__",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:610",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/modelopt.py:729",
        why="use of the class whose import at line 608 fails (and the kind is wrong: it is not a module)",
        root="verl/utils/modelopt/vllm_modelopt_patch.py:608",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.quantization.modelopt.ModelOptNvFp4LinearMethod.__init__",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:613",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/modelopt.py:729",
        why="assignment onto the class whose import at line 608 fails",
        root="verl/utils/modelopt/vllm_modelopt_patch.py:608",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.quantization.modelopt.ModelOptNvFp4LinearMethod.process_weights_after_loading",
        location="verl/utils/modelopt/vllm_modelopt_patch.py:615",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/modelopt.py:729",
        why="assignment onto the class whose import at line 608 fails",
        root="verl/utils/modelopt/vllm_modelopt_patch.py:608",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.marlin_utils_fp4.marlin_make_workspace_new",
        location="verl/utils/qat/vllm_patch.py:282",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/marlin_utils.py:408",
        why="marlin_utils_fp4 no longer re-imports marlin_make_workspace_new (its import list at lines 10-22 lacks "
        "it since 0.31.0). It is defined only in marlin_utils.py, so the from-import raises ImportError",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.marlin_utils_fp4.marlin_make_workspace_new",
        location="verl/utils/qat/vllm_patch.py:316",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/marlin_utils.py:408",
        why="use of the name whose import at line 282 fails",
        root="verl/utils/qat/vllm_patch.py:282",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm._custom_ops.gptq_marlin_repack",
        location="verl/utils/qat/vllm_patch.py:321",
        verdict=TRUE,
        vllm_evidence="vllm/_custom_ops.py:1104",
        why="perm was removed from the Python wrapper's signature, which has no **kwargs. This drift is separate "
        "from the line-282 import in the same function",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:371",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="quant_utils has no swizzle_blockscale. It is defined only in nvfp4_utils.py",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:406",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="use of the name whose import at line 371 fails",
        root="verl/utils/qat/vllm_patch.py:371",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.quant_utils.swizzle_blockscale",
        location="verl/utils/qat/vllm_patch.py:410",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/nvfp4_utils.py:13",
        why="use of the name whose import at line 371 fails",
        root="verl/utils/qat/vllm_patch.py:371",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm._custom_ops.gptq_marlin_repack",
        location="verl/utils/qat/vllm_patch.py:462",
        verdict=TRUE,
        vllm_evidence="vllm/_custom_ops.py:1104",
        why="perm is no longer a parameter of the Python wrapper. qat's _marlin_repack_experts is called from "
        "_process_nvfp4_moe_marlin (lines 524-525)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.marlin_utils_fp4.marlin_make_workspace_new",
        location="verl/utils/qat/vllm_patch.py:498",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/marlin_utils.py:408",
        why="marlin_utils_fp4 no longer re-imports marlin_make_workspace_new. This is its own from-import inside "
        "_process_nvfp4_moe_marlin",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.marlin_utils_fp4.marlin_make_workspace_new",
        location="verl/utils/qat/vllm_patch.py:512",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/model_executor/layers/quantization/utils/marlin_utils.py:408",
        why="use of the name whose import at line 498 fails",
        root="verl/utils/qat/vllm_patch.py:498",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.model_executor.layers.fused_moe.oracle.nvfp4.make_nvfp4_moe_kernel",
        location="verl/utils/qat/vllm_patch.py:579",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/oracle/nvfp4.py:610",
        why="the required parameter `backend` is not passed (the call gives three keywords only)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.model_executor.layers.fused_moe.oracle.nvfp4.make_nvfp4_moe_kernel",
        location="verl/utils/qat/vllm_patch.py:673",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/oracle/nvfp4.py:610",
        why="the required parameter `backend` is not passed (the call gives three keywords only)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.lora.models.LoRAModel",
        location="verl/utils/vllm/utils.py:22",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:57",
        why="the except-ImportError fallback. The try branch `from vllm.lora.lora_model import LoRAModel` "
        "(line 20) succeeds",
        pattern="two-bindings",
    ),
    Row(
        vllm="0.33.0",
        kind="too-many-positional",
        symbol="vllm.model_executor.utils.replace_parameter",
        location="verl/utils/vllm/vllm_fp4_utils.py:192",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/utils.py:71",
        why="replace_parameter(layer, param_name, new_tensor) lost prefer_copy. verl's stand-in "
        "_replace_parameter_in_place forwards (layer, param_name, new_data, prefer_copy) positionally in its "
        "fallback branch (when the param was not staged or new_data is None): TypeError. This is a defensive "
        "branch of live refit code (patched into vllm mxfp4 for every mxfp4 MoE refit)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.fp8_utils.maybe_post_process_fp8_weight_block",
        location="verl/utils/vllm/vllm_fp8_utils.py:315",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_for_vllm14 is " + _FP8_DISPATCH,
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.utils.fp8_utils.maybe_post_process_fp8_weight_block",
        location="verl/utils/vllm/vllm_fp8_utils.py:357",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_for_vllm14 is " + _FP8_DISPATCH,
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.model_executor.layers.fused_moe.oracle.fp8.make_fp8_moe_kernel",
        location="verl/utils/vllm/vllm_fp8_utils.py:410",
        verdict=FALSE,
        vllm_evidence="vllm/_version.py:21",
        why="process_weights_after_loading_moe_for_vllm14 is " + _FP8_DISPATCH,
        pattern="guard:version-dispatch",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.monkey_patch_model",
        location="verl/workers/rollout/vllm_rollout/vllm_async_server.py:501",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/worker_base.py:328",
        why="collective_rpc('monkey_patch_model') reaches verl's worker extension vLLMColocateWorkerExtension "
        "(rollout/utils.py:241), passed as worker_extension_cls. vLLM appends that class to the Worker's __bases__",
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.model_executor.layers.quantization.compressed_tensors.schemes."
        "compressed_tensors_w4a16_nvfp4.CompressedTensorsW4A16Fp4.process_weights_after_loading",
        location="verl/utils/qat/vllm_patch.py:716",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/compressed_tensors/schemes/__init__.py:1",
        why="the mock.patch string target's module compressed_tensors_w4a16_nvfp4 does not exist, so "
        "apply_qat_patches() raises AttributeError at p.start() (line 750) before it installs any patch",
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.quantization.compressed_tensors.compressed_tensors_moe."
        "CompressedTensorsW4A4Nvfp4MoEMethod.process_weights_after_loading",
        location="verl/utils/qat/vllm_patch.py:728",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/quantization/compressed_tensors/compressed_tensors_moe/__init__.py:4",
        why="the compressed_tensors_moe package binds only CompressedTensorsMoEMethod. The class is in "
        "compressed_tensors_moe_w4a4_nvfp4.py:51, so the mock.patch target cannot resolve",
        before=False,
    ),
)

# Found later (2026-11-30) by the type-checker baseline (benchmarks/typechecker_baseline.py: mypy
# infers what `engine_client` is) and read by a person in both sources. verl keeps vLLM's engine
# client as `self.engine = engine_client` (vllm_async_server.py:532); on vLLM it is an AsyncLLM.
ROWS += (
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.engine.async_llm.AsyncLLM.pause_generation",
        location="verl/workers/rollout/vllm_rollout/vllm_async_server.py:992",
        verdict=TRUE,
        vllm_evidence="vllm/v1/engine/async_llm.py:989",
        why="0.33.0's AsyncLLM.pause_generation(*, mode, clear_cache) has no wait_for_inflight_requests "
        "(0.24.0 async_llm.py:750 still had it) and no **kwargs: TypeError at every weight-update pause",
        before=False,
    ),
    *(
        Row(
            vllm=v,
            kind="missing-required-argument",
            symbol="vllm.v1.engine.output_processor.OutputProcessor.abort_requests",
            location="verl/workers/rollout/vllm_rollout/vllm_async_server.py:1074",
            verdict=TRUE,
            vllm_evidence=evidence,
            why="OutputProcessor.abort_requests(self, request_ids, internal) requires `internal` (no "
            "default); verl's abort_request passes only [request_id]: TypeError when a request is aborted",
            before=False,
        )
        for v, evidence in (
            ("0.24.0", "vllm/v1/engine/output_processor.py:450"),
            ("0.33.0", "vllm/v1/engine/output_processor.py:599"),
        )
    ),
)
