"""Hand-verified (HELD OUT, 2026-12-06): cosmos-rl 0.4.7 against vLLM 0.32.0 (target) and 0.33.0.

Held out: the engine was never tuned on Cosmos-RL. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-06, engine of commit
704fd57, `python -m compat.cli drift --consumer cosmos-rl==0.4.7 --vllm 0.32.0 --vllm 0.33.0
--baseline none|0.32.0 --format json --no-write`): absolute mode 6 `broken` at each release;
`--baseline 0.32.0` none (all 6 pre-existing at each), plus two TRUE breaks it missed at each
release (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: cosmos_rl-0.4.7-py3-none-any.whl (sha256 in WHEEL_SHA256), NVIDIA's RL trainer.
  Its vLLM rollouts drive vLLM's LLM (rollout/vllm_rollout/vllm_rollout.py:298, with
  distributed_executor_backend="external_launcher") and AsyncLLM with a worker extension
  (vllm_rollout_async.py:163-193, worker_extension_cls=VLLMColocateWorkerExtension, called by
  collective_rpc for CUDA-IPC weight sharing); weight sync maps every vLLM parameter to its
  tensor-parallel shard by isinstance tests on vLLM layer classes
  (utils/parallelism_map.py:668 determine_tp_dim, called for each named parameter by
  parallelism_info_for_vllm_params, :793/:854, from prepare_local_shard_infos, :424, whenever
  the rollout backend is vLLM: rollout/worker/rollout_control.py:446); it replaces two methods
  of vLLM's LogprobsProcessor (patch/vllm_patch.py, applied for multi-turn rollouts and
  distillation, vllm_rollout.py:258/:775) and patches FP8 / MXFP4 layers
  (monkey_patch_for_fp8.py, monkey_patch_for_mxfp4.py, imported for those quantizations).
  Target: METADATA `Requires-Dist: vllm>=0.8.5; extra == "rl"` (no upper bound); published
  2026-10-22, so the newest vLLM it can have been run with is 0.32.0 (2026-10-18).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: the missing names
  are the rows' FusedMoE imports and Fp8LinearOp, monkey_patch_for_fp8.py:7, whose `except
  ImportError` sets None, a row below); the LLM / AsyncEngineArgs keywords (all EngineArgs
  fields at both, engine/arg_utils.py); `llm_engine.model_executor` (v1/engine/llm_engine.py:138
  at both); the worker extension's members (model_runner, vllm_config); the two installed
  LogprobsProcessor methods against vLLM's calls of them (logprobs.py:362/364: one argument, as
  the replacements take). Not a row (no kind of this project's checks says it): both
  replacements unpack vLLM's LogprobsLists / LogprobsTensors into three names (vllm_patch.py:49,
  :111), and both NamedTuples have four or more fields at 0.32.0 (v1/outputs.py:34/89):
  ValueError before the rows' `_make_logprob_dict` calls are reached.
* Judgement (counted TRUE, as probes/consequences.py counts independent causes, each
  something the user must fix): utils/mxfp4/quantizer.py:20 and parallelism_map.py:752 run
  only past parallelism_map.py:683, whose import fails first at both releases. Counted FALSE
  they move 2 pairs at each release from TRUE to FALSE.
* After (branch h3-refuse, rule `uncalled-install`): monkey_patch_for_fp8.py:29 is
  `unreached` at both releases (w8a8_utils neither defines nor spells dispatch_w8a8_scaled_mm);
  the five TRUE rows per release still `broken`.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "cosmos-rl==0.4.7"
WHEEL_SHA256 = "bbdefd4df74153cfacf57def859e03eff94e706523cbb62ca796adee9858d4cc"
SDISTS = {
    "0.32.0": "d2c957d5eee3d0985012151315ddc62cbe0cd368fc96a5fc3510438d9dddf2ad",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

REPLACED_UNCALLED = (
    "never runs: a function the consumer installs under a module attribute vLLM no longer "
    "defines or calls (`mod.f = g` where this release has no `f`)"
)
_FUSED = "vllm/model_executor/layers/fused_moe/__init__.py:23"  # FusedMoEFactory, no FusedMoE
_MXFP4 = "cosmos_rl/rollout/vllm_rollout/monkey_patch_for_mxfp4.py"


def _rows(vllm: str) -> tuple[Row, ...]:
    return (
        Row(
            vllm=vllm,
            kind="missing-method",
            symbol="vllm.v1.engine.logprobs.LogprobsProcessor._make_logprob_dict",
            location="cosmos_rl/patch/vllm_patch.py:78",
            verdict=TRUE,
            vllm_evidence="vllm/v1/engine/logprobs.py:32",
            why="the replacement _update_prompt_logprobs, installed on LogprobsProcessor "
            "(vllm_patch.py:92-94) for multi-turn rollouts and distillation, calls "
            "self._make_logprob_dict; LogprobsProcessor (logprobs.py:32) has no such method at "
            "this release (its own code calls append_logprobs_for_next_position, "
            "vllm/logprobs.py:178): AttributeError on every request with prompt logprobs once "
            "the patch is applied (under a configuration: those rollouts)",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.quantization.utils.w8a8_utils."
            "torch_per_token_w8a8_scaled_mm",
            location="cosmos_rl/rollout/vllm_rollout/monkey_patch_for_fp8.py:29",
            verdict=FALSE,
            vllm_evidence="vllm/model_executor/layers/quantization/utils/w8a8_utils.py:11",
            why="the body of dispatch_fp8_linear_kernel_to_torch_scaled_mm, which "
            "apply_patch_to_dispatch installs as `w8a8_utils.dispatch_w8a8_scaled_mm` "
            "(:31, at import); this release's w8a8_utils defines neither name and nothing in "
            "vLLM calls dispatch_w8a8_scaled_mm: the installed function never runs",
            pattern=REPLACED_UNCALLED,
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.fused_moe.FusedMoE",
            location=f"{_MXFP4}:7",
            verdict=TRUE,
            vllm_evidence=_FUSED,
            why="top-level import of the MXFP4 patch module, imported by the rollout's sync "
            "hooks when quantization_type == 'mxfp4' (vllm_rollout.py:366, :411, :415); "
            "vllm.model_executor.layers.fused_moe exports no FusedMoE since 0.28.0 "
            "(FusedMoEFactory / RoutedExperts instead, __init__.py:23/:33): ImportError "
            "(under a configuration: MXFP4 rollouts)",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.fused_moe.FusedMoE",
            location="cosmos_rl/utils/mxfp4/quantizer.py:20",
            verdict=TRUE,
            vllm_evidence=_FUSED,
            why="top-level import; the module is imported by determine_tp_dim for GPT-OSS "
            "models (parallelism_map.py:730); FusedMoE is gone (judgement: reached only past "
            "parallelism_map.py:683, which fails first)",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.fused_moe.FusedMoE",
            location="cosmos_rl/utils/parallelism_map.py:683",
            verdict=TRUE,
            vllm_evidence=_FUSED,
            why="function-level import in determine_tp_dim, run for every vLLM parameter when "
            "the rollout prepares weight sync (parallelism_map.py:854 via :424; "
            "rollout_control.py:446): ImportError, no vLLM rollout can receive weights",
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.models.qwen3_5.Qwen3_5GatedDeltaNet",
            location="cosmos_rl/utils/parallelism_map.py:752",
            verdict=TRUE,
            vllm_evidence="vllm/model_executor/models/qwen3_5.py:52",
            why="`isinstance(part, vllm_model_classes.qwen3_5.Qwen3_5GatedDeltaNet)` for "
            "qwen3_5 / qwen3_5_moe models (:750-752); the module defines no such class (its "
            "linear attention is QwenGatedDeltaNetAttention, qwen3_5.py:52/:150): "
            "AttributeError (judgement: reached only past :683, which fails first)",
        ),
        Row(
            vllm=vllm,
            kind="missing-method",
            symbol="vllm.v1.engine.logprobs.LogprobsProcessor._make_logprob_dict",
            location="cosmos_rl/patch/vllm_patch.py:125",
            verdict=TRUE,
            vllm_evidence="vllm/v1/engine/logprobs.py:32",
            why="the other replacement, _update_sample_logprobs (installed at vllm_patch.py:"
            "139-141), run for every sampled token since the rollouts ask logprobs=0 "
            "(vllm_rollout.py:201/:235), calls the same missing method: a second use, on "
            "another path, of the member the :78 row names. The engine reports only :78",
            before=False,
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.model_executor.layers.quantization.utils.w8a8_utils.Fp8LinearOp",
            location="cosmos_rl/rollout/vllm_rollout/monkey_patch_for_fp8.py:7",
            verdict=TRUE,
            vllm_evidence="vllm/model_executor/layers/quantization/utils/w8a8_utils.py:11",
            why="the import is in `try`, and its `except ImportError` handler sets "
            "`Fp8LinearOp = None` (:6-13); w8a8_utils has no Fp8LinearOp at this release, so "
            "apply_fp8_linear_patch (run after engine start for FP8 rollouts, "
            "vllm_rollout.py:333-338, and by the worker extension, vllm_rollout_async.py:80) "
            "calls `Fp8LinearOp(cutlass_fp8_supported=False, use_per_token_if_dynamic=True)` "
            "(:74) for every module whose quant_method is an Fp8LinearMethod: TypeError, None "
            "is not callable (under a configuration: FP8 rollouts). The engine files the "
            "import `guarded` (the handler's fallback value is called unconditionally later)",
            before=False,
        ),
    )


ROWS = _rows("0.32.0") + _rows("0.33.0")
