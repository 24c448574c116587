"""Hand-verified (part 3 of 3): vllm-omni 0.30.0 against vLLM 0.30.0 (its target:
vllm_omni/version.py warns unless vLLM's major.minor equals its own) and 0.33.0 (newest).

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: vllm_omni-0.30.0-py3-none-any.whl (sha256
  141cb0c7b9c07970e5c92a99aab9696e81682dbfa3d2bfcde359c3c1533385f4), files under /vllm_omni/...
  read at each location: the NPU runner (platforms/npu/worker/npu_model_runner.py), the v1 omni
  runners and workers (worker/gpu_model_runner.py, gpu_ar_model_runner.py,
  gpu_generation_model_runner.py, gpu_ar_worker.py, base.py, memory_utils.py), worker_v2/,
  quantization/, profiler/omni_torch_profiler.py, reasoning/step_audio_reasoning_parser.py and
  request.py; for members used through `self`, `super()` or a mixin the class's MRO and every
  caller in the wheel were grepped.
* vLLM: the sdists (sha256 in vllm_omni.SDISTS), only vllm/**.py; for each row the definition (or
  its absence) was opened in both trees (line numbers differ per release). The v1 runner is
  vllm/v1/worker/gpu_model_runner.py, the v2 runner vllm/v1/worker/gpu/model_runner.py.
* vllm-ascend: OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) also derives from
  vllm_ascend.worker.model_runner_v1.NPUModelRunner (a GPUModelRunner subclass from another
  package). Its members were read in vllm-project/vllm-ascend @182b75ea84 (the stored snapshot; not
  necessarily the release vllm-omni 0.30.0 pairs with); they are not vLLM's, so the rows are FALSE
  whatever that package's exact signatures are.
* Most rows are `self.model` (assigned in load_model) and other runner/worker state assigned
  outside __init__ (initialize_kv_cache, init_routed_experts_capturer, init_device, a dataclass
  __post_init__, a tuple-unpacking target).
* Real drift: routed-experts state left GPUModelRunner in 0.31.0 (routed_experts_initialized /
  _capturer / _cpu, vllm.v1.outputs.RoutedExpertsLists / RoutedExpertsTensors) and the v2 runner's
  routed_experts_capturer went with it; is_residual_scattered_for_sp left vllm.v1.worker.utils in
  0.32.0; 0.33.0 dropped `cascade_attn_prefix_lens` from _build_attention_metadata, added a required
  `num_active_loras` to the v2 prepare_inputs, a required `weight_shape` to
  init_mxfp8_linear_kernel and a second abstract method (get_kv_connector_output) to
  AsyncModelRunnerOutput. At 0.30.0 itself, RoutedExpertsCapturer has no `clear_buffer` (removed in
  0.28.0), which the v1 AR/generation runners call when enable_return_routed_experts is on.
* Masking: as in verl.py, a row behind an earlier break stays TRUE when its own cause is a separate
  API change; CONSEQUENCE is used for later uses of the same removed name/state in the same module
  (or code reached only through that break), root = the first unguarded use. The routed-experts
  helpers in worker/gpu_model_runner.py are reached on 0.33.0 only from the generation runner
  after its own unguarded read (root gpu_generation_model_runner.py:106); the AR runner's calls are
  behind getattr(self, "routed_experts_initialized", False).
* Duplicate (vllm, kind, symbol, location) rows are kept once per reported finding (they differ
  only in the keyword named in the finding's detail).
* Recall: the v2 ExecuteModelState NamedTuple renamed `dp_sync` to `dp_sync_state`, dropped
  `routed_experts` and added a required `num_spec_tokens_to_schedule` in 0.33.0; vllm-omni builds it
  with the 0.30.0 fields at worker_v2/omni_model_runner.py:604 and
  omni_generation_model_runner.py:422 (the engine reported neither), added with before=False.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row

ROWS = (
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner._apply_pp_sampled_tokens_from_scheduler_output"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:111",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_apply_pp_sampled_tokens_from_scheduler_output` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):718"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner._apply_pp_sampled_tokens_from_scheduler_output"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:111",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_apply_pp_sampled_tokens_from_scheduler_output` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):718"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:174",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:174",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:175",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:175",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.forward_before",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:175",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.forward_before",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:175",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.use_dcp",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`use_dcp` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: NPUModelRunner.use_dcp, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):583"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.use_dcp",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`use_dcp` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: NPUModelRunner.use_dcp, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):583"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.init_batch_info",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.init_batch_info",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:208",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:208",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.query_lens_full",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:208",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.query_lens_full",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:208",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:209",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:209",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.query_lens_full",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:209",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dcp_manager.query_lens_full",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:209",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dcp_manager` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dcp_manager = "
            "DCPManager(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):412; init_batch_info/query_lens_full are DCPManager members "
            "(vllm_ascend/worker/dcp_utils.py:145/102)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:224",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:224",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.update_eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:225",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`update_eplb_heat_collection_status` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3484"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.update_eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:225",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`update_eplb_heat_collection_status` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3484"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._should_build_dummy_attn_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:232",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_should_build_dummy_attn_metadata` is not vLLM's (absent from GPUModelRunner "
            "on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3124"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._should_build_dummy_attn_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:232",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_should_build_dummy_attn_metadata` is not vLLM's (absent from GPUModelRunner "
            "on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3124"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._has_gdn",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:264",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_has_gdn` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self._has_gdn = "
            "check_gdn_layer(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):328"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._has_gdn",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:264",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_has_gdn` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self._has_gdn = "
            "check_gdn_layer(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):328"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:266",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:266",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.np",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:266",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.np",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:266",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:268",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:268",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.np",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:268",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.np",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:268",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:269",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:269",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.copy_to_gpu",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:269",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.gdn_query_start_loc.copy_to_gpu",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:269",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`gdn_query_start_loc` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.gdn_query_start_loc = self._make_buffer(...) (a CpuGpuBuffer: "
            ".np/.copy_to_gpu) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):331, read only under `if self._has_gdn`"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._pad_query_start_loc_for_fia",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:272",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_pad_query_start_loc_for_fia` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):801"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._pad_query_start_loc_for_fia",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:272",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_pad_query_start_loc_for_fia` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):801"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2297",
        why=(
            "`self._build_attention_metadata(..., batch_descriptor=...)` resolves through "
            "the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where "
            "NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its "
            "310p subclass), a GPUModelRunner subclass from the vllm-ascend package; the "
            "MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2297",
        why=(
            "`self._build_attention_metadata(..., cudagraph_runtime_mode=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2297",
        why=(
            "`self._build_attention_metadata(..., num_scheduled_tokens_np=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2297",
        why=(
            "`self._build_attention_metadata(..., skip_gdn_state_update=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "`self._build_attention_metadata(..., batch_descriptor=...)` resolves through "
            "the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where "
            "NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its "
            "310p subclass), a GPUModelRunner subclass from the vllm-ascend package; the "
            "MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "`self._build_attention_metadata(..., cudagraph_runtime_mode=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "`self._build_attention_metadata(..., num_scheduled_tokens_np=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:293",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "`self._build_attention_metadata(..., skip_gdn_state_update=...)` resolves "
            "through the MRO of OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) "
            "where NPUModelRunner is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or "
            "its 310p subclass), a GPUModelRunner subclass from the vllm-ascend package; "
            "the MRO puts it before vLLM's GPUModelRunner to vllm-ascend's override "
            "NPUModelRunner._build_attention_metadata "
            "(vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2813), not to vLLM's GPUModelRunner method; whatever that "
            "signature accepts is vllm-ascend's API, not vLLM's"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:360",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:360",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:360",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:360",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:374",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:374",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:374",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. `compute_logits` is "
            "then a member of the loaded model (an nn.Module of the consumer's own model "
            "classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:374",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. `compute_logits` is "
            "then a member of the loaded model (an nn.Module of the consumer's own model "
            "classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:393",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:393",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._has_sinks",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:394",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_has_sinks` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self._has_sinks = False in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):329"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._has_sinks",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:394",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_has_sinks` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self._has_sinks = False in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):329"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:395",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:395",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:395",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_heat_collection_status` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.eplb_heat_collection_status = ... in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):502 (read only when self.dynamic_eplb)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:395",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_heat_collection_status` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.eplb_heat_collection_status = ... in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):502 (read only when self.dynamic_eplb)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:399",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:399",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:411",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:411",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:440",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:440",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.adaptor",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.adaptor",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.dynamic_eplb",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`dynamic_eplb` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.dynamic_eplb = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):479"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_heat_collection_status` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.eplb_heat_collection_status = ... in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):502 (read only when self.dynamic_eplb)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_heat_collection_status",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_heat_collection_status` is not vLLM's (absent from GPUModelRunner on "
            "both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: "
            "self.eplb_heat_collection_status = ... in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):502 (read only when self.dynamic_eplb)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.forward_end",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.eplb_updator.forward_end",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`eplb_updator` is not vLLM's (absent from GPUModelRunner on both releases) "
            "but comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.eplb_updator = "
            "EplbUpdator(...) in NPUModelRunner.__init__, "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):494; forward_before/forward_end/adaptor are EplbUpdator members "
            "(vllm_ascend/eplb/eplb_updator.py:106/129/44)"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._finalize_dump_data",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:444",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_finalize_dump_data` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3614"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._finalize_dump_data",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:444",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_finalize_dump_data` is not vLLM's (absent from GPUModelRunner on both "
            "releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):3614"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:466",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:466",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:479",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:479",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.enable_enpu",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`enable_enpu` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.enable_enpu = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):449"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.enable_enpu",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`enable_enpu` is not vLLM's (absent from GPUModelRunner on both releases) but "
            "comes from the non-vLLM base: OmniNPUModelRunner(OmniGPUModelRunner, "
            "NPUModelRunner) where NPUModelRunner is "
            "vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), a "
            "GPUModelRunner subclass from the vllm-ascend package; the MRO puts it before "
            "vLLM's GPUModelRunner; vllm-ascend defines it: self.enable_enpu = ... in "
            "NPUModelRunner.__init__, vllm_ascend/worker/model_runner_v1.py "
            "(vllm-project/vllm-ascend @182b75ea84):449"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._update_full_graph_params_if_needed",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:483",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_update_full_graph_params_if_needed` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2607"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._update_full_graph_params_if_needed",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:483",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_update_full_graph_params_if_needed` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2607"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._update_full_graph_params_if_needed",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:487",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`_update_full_graph_params_if_needed` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2607"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._update_full_graph_params_if_needed",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:487",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`_update_full_graph_params_if_needed` is not vLLM's (absent from "
            "GPUModelRunner on both releases) but comes from the non-vLLM base: "
            "OmniNPUModelRunner(OmniGPUModelRunner, NPUModelRunner) where NPUModelRunner "
            "is vllm_ascend.worker.model_runner_v1.NPUModelRunner (or its 310p subclass), "
            "a GPUModelRunner subclass from the vllm-ascend package; the MRO puts it "
            "before vLLM's GPUModelRunner; vllm-ascend defines it: def at "
            "vllm_ascend/worker/model_runner_v1.py (vllm-project/vllm-ascend "
            "@182b75ea84):2607"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:491",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:491",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. The use is in a "
            "step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:491",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. `make_omni_output` "
            "is then a member of the loaded model (an nn.Module of the consumer's own "
            "model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:491",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; on "
            "NPU vllm-ascend NPUModelRunner.load_model assigns it too. `make_omni_output` "
            "is then a member of the loaded model (an nn.Module of the consumer's own "
            "model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner._gather_runtime_additional_information"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:513",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            "`super()._gather_runtime_additional_information()` in OmniNPUModelRunner "
            "resolves to the next class in its MRO, vllm-omni's own OmniGPUModelRunner, "
            "which defines it (vllm_omni/worker/gpu_model_runner.py:1348); vLLM's "
            "GPUModelRunner is never consulted"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner._gather_runtime_additional_information"
        ),
        location="vllm_omni/platforms/npu/worker/npu_model_runner.py:513",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "`super()._gather_runtime_additional_information()` in OmniNPUModelRunner "
            "resolves to the next class in its MRO, vllm-omni's own OmniGPUModelRunner, "
            "which defines it (vllm_omni/worker/gpu_model_runner.py:1348); vLLM's "
            "GPUModelRunner is never consulted"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.profiler.wrapper.WorkerProfiler.__init__",
        location="vllm_omni/profiler/omni_torch_profiler.py:44",
        verdict=FALSE,
        vllm_evidence="vllm/profiler/wrapper.py:31",
        why=(
            "OmniTorchProfilerWrapper(profiler_config, worker_name, local_rank, "
            "activities=None) is built only by vllm-omni's create_omni_profiler "
            "(omni_torch_profiler.py:530, all four arguments), called from "
            "OmniGPUWorkerBase (worker/base.py:59); vLLM never instantiates this subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.profiler.wrapper.WorkerProfiler.__init__",
        location="vllm_omni/profiler/omni_torch_profiler.py:44",
        verdict=FALSE,
        vllm_evidence="vllm/profiler/wrapper.py:37",
        why=(
            "OmniTorchProfilerWrapper(profiler_config, worker_name, local_rank, "
            "activities=None) is built only by vllm-omni's create_omni_profiler "
            "(omni_torch_profiler.py:530, all four arguments), called from "
            "OmniGPUWorkerBase (worker/base.py:59); vLLM never instantiates this subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/bitsandbytes_config.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:127",
        why=(
            "BnBOnlineLinearMethod(LazyWeightMixin, LinearMethodBase): vllm-omni's "
            "LazyWeightMixin (int8_config.py:313) defines create_weights "
            "(int8_config.py:344) and precedes LinearMethodBase in the MRO, so the "
            "abstract method is implemented; apply is defined in the class"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/bitsandbytes_config.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:128",
        why=(
            "BnBOnlineLinearMethod(LazyWeightMixin, LinearMethodBase): vllm-omni's "
            "LazyWeightMixin (int8_config.py:313) defines create_weights "
            "(int8_config.py:344) and precedes LinearMethodBase in the MRO, so the "
            "abstract method is implemented; apply is defined in the class"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.quantization.base_config.QuantizationConfig.resolve",
        location="vllm_omni/quantization/component_config.py:47",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=(
            "`if isinstance(quant_config, ComponentQuantizationConfig): return "
            "quant_config.resolve(component)`: narrowed to vllm-omni's own subclass, which "
            "defines resolve (component_config.py:107)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.quantization.base_config.QuantizationConfig.resolve",
        location="vllm_omni/quantization/component_config.py:47",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=(
            "`if isinstance(quant_config, ComponentQuantizationConfig): return "
            "quant_config.resolve(component)`: narrowed to vllm-omni's own subclass, which "
            "defines resolve (component_config.py:107)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.quantization.base_config.QuantizationConfig.__init__",
        location="vllm_omni/quantization/component_config.py:97",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:116",
        why=(
            "vLLM builds quantization configs through cls.from_config(...); "
            'ComponentQuantizationConfig.from_config raises NotImplementedError("Use '
            'build_quant_config() instead") and the class is only constructed by '
            "vllm-omni (factory.py:386, model files) with (component_configs, "
            "default_config)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.quantization.base_config.QuantizationConfig.__init__",
        location="vllm_omni/quantization/component_config.py:97",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:125",
        why=(
            "vLLM builds quantization configs through cls.from_config(...); "
            'ComponentQuantizationConfig.from_config raises NotImplementedError("Use '
            'build_quant_config() instead") and the class is only constructed by '
            "vllm-omni (factory.py:386, model files) with (component_configs, "
            "default_config)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.require_smooth_scale"
        ),
        location="vllm_omni/quantization/factory.py:556",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=(
            "the read is in the same `and` chain after `hasattr(quant_config, "
            '"require_smooth_scale")`'
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.require_smooth_scale"
        ),
        location="vllm_omni/quantization/factory.py:556",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=(
            "the read is in the same `and` chain after `hasattr(quant_config, "
            '"require_smooth_scale")`'
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.ignored_layers"
        ),
        location="vllm_omni/quantization/factory.py:574",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=('the read is in the same `and` chain after `hasattr(quant_config, "ignored_layers")`'),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.ignored_layers"
        ),
        location="vllm_omni/quantization/factory.py:574",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=('the read is in the same `and` chain after `hasattr(quant_config, "ignored_layers")`'),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.layers.quantization.inc.INCConfig.__dict__",
        location="vllm_omni/quantization/inc_config.py:156",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/inc/inc.py:32",
        why=(
            "`inc.__dict__`: every ordinary instance has a __dict__ (INCConfig defines no "
            "__slots__)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.layers.quantization.inc.INCConfig.__dict__",
        location="vllm_omni/quantization/inc_config.py:156",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/inc/inc.py:32",
        why=(
            "`inc.__dict__`: every ordinary instance has a __dict__ (INCConfig defines no "
            "__slots__)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.model_executor.kernels.linear.init_mxfp8_linear_kernel",
        location="vllm_omni/quantization/inc_config.py:197",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/kernels/linear/__init__.py:958",
        why=(
            "0.33.0 made `weight_shape` a required keyword-only parameter of "
            "init_mxfp8_linear_kernel(*, weight_shape, bmm_batch_size=None) (0.30.0: only "
            "bmm_batch_size=None, __init__.py:882); the consumer calls "
            "init_mxfp8_linear_kernel() with no arguments in its method __init__, and the "
            "method is built by the config's get_quant_method (mxfp8_config.py:148 / "
            "inc_config.py:80), so TypeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__init__",
        location="vllm_omni/quantization/int8_config.py:475",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:123",
        why=(
            "`super().__init__(quant_config)` in "
            "Int8LinearMethod/NPUInt8LinearMethod(BaseInt8LinearMethod) resolves to "
            "vllm-omni's BaseInt8LinearMethod.__init__(self, quant_config) "
            "(int8_config.py:263), not to vLLM's LinearMethodBase"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__init__",
        location="vllm_omni/quantization/int8_config.py:475",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:124",
        why=(
            "`super().__init__(quant_config)` in "
            "Int8LinearMethod/NPUInt8LinearMethod(BaseInt8LinearMethod) resolves to "
            "vllm-omni's BaseInt8LinearMethod.__init__(self, quant_config) "
            "(int8_config.py:263), not to vLLM's LinearMethodBase"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__class__",
        location="vllm_omni/quantization/int8_config.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:123",
        why="`self.__class__.__name__`: every object has __class__ and every class __name__",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__class__",
        location="vllm_omni/quantization/int8_config.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:124",
        why="`self.__class__.__name__`: every object has __class__ and every class __name__",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__class__.__name__",
        location="vllm_omni/quantization/int8_config.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:123",
        why="`self.__class__.__name__`: every object has __class__ and every class __name__",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__class__.__name__",
        location="vllm_omni/quantization/int8_config.py:481",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:124",
        why="`self.__class__.__name__`: every object has __class__ and every class __name__",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__init__",
        location="vllm_omni/quantization/int8_config.py:506",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:123",
        why=(
            "`super().__init__(quant_config)` in "
            "Int8LinearMethod/NPUInt8LinearMethod(BaseInt8LinearMethod) resolves to "
            "vllm-omni's BaseInt8LinearMethod.__init__(self, quant_config) "
            "(int8_config.py:263), not to vLLM's LinearMethodBase"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.__init__",
        location="vllm_omni/quantization/int8_config.py:506",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:124",
        why=(
            "`super().__init__(quant_config)` in "
            "Int8LinearMethod/NPUInt8LinearMethod(BaseInt8LinearMethod) resolves to "
            "vllm-omni's BaseInt8LinearMethod.__init__(self, quant_config) "
            "(int8_config.py:263), not to vLLM's LinearMethodBase"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase._apply_inner",
        location="vllm_omni/quantization/mxfp4_config.py:435",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:123",
        why=(
            "`super()._apply_inner(layer, x, bias, ori_dtype)` in "
            "NPUMxfp4LinearMethod(MXFPLinearMethodBase) resolves to vllm-omni's "
            "MXFPLinearMethodBase._apply_inner(self, layer, x, bias, ori_dtype) "
            "(mxfp8_config.py:284), not to vLLM"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase._apply_inner",
        location="vllm_omni/quantization/mxfp4_config.py:435",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:124",
        why=(
            "`super()._apply_inner(layer, x, bias, ori_dtype)` in "
            "NPUMxfp4LinearMethod(MXFPLinearMethodBase) resolves to vllm-omni's "
            "MXFPLinearMethodBase._apply_inner(self, layer, x, bias, ori_dtype) "
            "(mxfp8_config.py:284), not to vLLM"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp4_config.py:559",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:127",
        why=(
            "ROCmMxfp4LinearMethod is never instantiated itself: the config only returns "
            "ROCmMxfp4OnlineLinearMethod(self) (mxfp4_config.py:235), which gets "
            "create_weights from _LazyWeightMixin"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp4_config.py:559",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:128",
        why=(
            "ROCmMxfp4LinearMethod is never instantiated itself: the config only returns "
            "ROCmMxfp4OnlineLinearMethod(self) (mxfp4_config.py:235), which gets "
            "create_weights from _LazyWeightMixin"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp4_config.py:629",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:127",
        why=(
            "ROCmMxfp4OnlineLinearMethod(_LazyWeightMixin, ROCmMxfp4LinearMethod): "
            "vllm-omni's _LazyWeightMixin defines create_weights (mxfp8_config.py:185) "
            "first in the MRO, so the abstract method is implemented"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp4_config.py:629",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:128",
        why=(
            "ROCmMxfp4OnlineLinearMethod(_LazyWeightMixin, ROCmMxfp4LinearMethod): "
            "vllm-omni's _LazyWeightMixin defines create_weights (mxfp8_config.py:185) "
            "first in the MRO, so the abstract method is implemented"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp8_config.py:253",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:127",
        why=(
            "MXFPLinearMethodBase(LinearMethodBase, ABC) is an abstract skeleton (its own "
            "@abstractmethod _quantize_activation/_quant_matmul) never instantiated "
            "directly; only concrete subclasses that define or inherit create_weights are "
            "built"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.model_executor.layers.linear.LinearMethodBase.create_weights",
        location="vllm_omni/quantization/mxfp8_config.py:253",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:128",
        why=(
            "MXFPLinearMethodBase(LinearMethodBase, ABC) is an abstract skeleton (its own "
            "@abstractmethod _quantize_activation/_quant_matmul) never instantiated "
            "directly; only concrete subclasses that define or inherit create_weights are "
            "built"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.model_executor.kernels.linear.init_mxfp8_linear_kernel",
        location="vllm_omni/quantization/mxfp8_config.py:526",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/kernels/linear/__init__.py:958",
        why=(
            "0.33.0 made `weight_shape` a required keyword-only parameter of "
            "init_mxfp8_linear_kernel(*, weight_shape, bmm_batch_size=None) (0.30.0: only "
            "bmm_batch_size=None, __init__.py:882); the consumer calls "
            "init_mxfp8_linear_kernel() with no arguments in its method __init__, and the "
            "method is built by the config's get_quant_method (mxfp8_config.py:148 / "
            "inc_config.py:80), so TypeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:428",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:428",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:429",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:429",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:354",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:442",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:359",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:464",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:464",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:474",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:474",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `content: str | None = "
            "None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:485",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:354",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:485",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:359",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:500",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:354",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:500",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:359",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:502",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:354",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/reasoning/step_audio_reasoning_parser.py:502",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:359",
        why=(
            "DeltaMessage is a pydantic OpenAIBaseModel with field `reasoning: str | None "
            "= None`; pydantic accepts fields as constructor keywords"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/request.py:144",
        verdict=FALSE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:2473",
        why=(
            "OmniStreamingUpdate.from_request is installed by vllm_omni/patch.py:373-374 "
            "(every vllm module's StreamingUpdate -> OmniStreamingUpdate) and is called by "
            "the scheduler's add_request (`StreamingUpdate.from_request(request)`); the "
            "same patch (patch.py:371-372) swaps Request for OmniRequest, whose __init__ "
            "sets `self.additional_information` (vllm_omni/request.py:58), so the request "
            "always has it"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/request.py:144",
        verdict=FALSE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:2934",
        why=(
            "OmniStreamingUpdate.from_request is installed by vllm_omni/patch.py:373-374 "
            "(every vllm module's StreamingUpdate -> OmniStreamingUpdate) and is called by "
            "the scheduler's add_request (`StreamingUpdate.from_request(request)`); the "
            "same patch (patch.py:371-372) swaps Request for OmniRequest, whose __init__ "
            "sets `self.additional_information` (vllm_omni/request.py:58), so the request "
            "always has it"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.init_snapshot",
        location="vllm_omni/worker/base.py:131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:451",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns it as a chained assignment `self.init_snapshot = "
            "init_snapshot = MemorySnapshot(device=self.device)`, and vllm-omni's concrete "
            "workers override init_device with the same chained assignment "
            "(gpu_ar_worker.py:107, gpu_generation_worker.py:94)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.init_snapshot",
        location="vllm_omni/worker/base.py:131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:541",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns it as a chained assignment `self.init_snapshot = "
            "init_snapshot = MemorySnapshot(device=self.device)`, and vllm-omni's concrete "
            "workers override init_device with the same chained assignment "
            "(gpu_ar_worker.py:107, gpu_generation_worker.py:94)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.requested_memory",
        location="vllm_omni/worker/base.py:149",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:452",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns `self.requested_memory = request_memory(...)`, and "
            "vllm-omni's concrete workers (GPUARWorker/GPUGenerationWorker, the only "
            "OmniGPUWorkerBase subclasses) override init_device with "
            "`self.requested_memory = request_memory_tolerant(...)` (gpu_ar_worker.py:108, "
            "gpu_generation_worker.py:95)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.requested_memory",
        location="vllm_omni/worker/base.py:149",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:542",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns `self.requested_memory = request_memory(...)`, and "
            "vllm-omni's concrete workers (GPUARWorker/GPUGenerationWorker, the only "
            "OmniGPUWorkerBase subclasses) override init_device with "
            "`self.requested_memory = request_memory_tolerant(...)` (gpu_ar_worker.py:108, "
            "gpu_generation_worker.py:95)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.requested_memory",
        location="vllm_omni/worker/base.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:452",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns `self.requested_memory = request_memory(...)`, and "
            "vllm-omni's concrete workers (GPUARWorker/GPUGenerationWorker, the only "
            "OmniGPUWorkerBase subclasses) override init_device with "
            "`self.requested_memory = request_memory_tolerant(...)` (gpu_ar_worker.py:108, "
            "gpu_generation_worker.py:95)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_worker.Worker.requested_memory",
        location="vllm_omni/worker/base.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:542",
        why=(
            "set in init_device, which runs before determine_available_memory: vLLM's "
            "Worker.init_device assigns `self.requested_memory = request_memory(...)`, and "
            "vllm-omni's concrete workers (GPUARWorker/GPUGenerationWorker, the only "
            "OmniGPUWorkerBase subclasses) override init_device with "
            "`self.requested_memory = request_memory_tolerant(...)` (gpu_ar_worker.py:108, "
            "gpu_generation_worker.py:95)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.utils.is_residual_scattered_for_sp",
        location="vllm_omni/worker/gpu_ar_model_runner.py:43",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/utils.py:1",
        why=(
            "`is_residual_scattered_for_sp` is gone from vllm.v1.worker.utils in 0.33.0 "
            "(defined at utils.py:749 in 0.30.0, removed in 0.32.0); the module-level "
            "`from vllm.v1.worker.utils import is_residual_scattered_for_sp` raises "
            "ImportError, so vllm_omni.worker.gpu_ar_model_runner cannot be imported"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.worker.gpu_model_runner.AsyncGPUModelRunnerOutput.__init__",
        location="vllm_omni/worker/gpu_ar_model_runner.py:197",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:290",
        why=(
            "OmniAsyncGPUModelRunnerOutput(*, model_runner_output_builder, "
            "cuda_device=None, **kwargs) is only constructed by vllm-omni itself "
            "(gpu_ar_model_runner.py:2176, with model_runner_output_builder=..., "
            "cuda_device=..., **async_output_kwargs it pops); vLLM never instantiates this "
            "subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.worker.gpu_model_runner.AsyncGPUModelRunnerOutput.__init__",
        location="vllm_omni/worker/gpu_ar_model_runner.py:197",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:270",
        why=(
            "OmniAsyncGPUModelRunnerOutput(*, model_runner_output_builder, "
            "cuda_device=None, **kwargs) is only constructed by vllm-omni itself "
            "(gpu_ar_model_runner.py:2176, with model_runner_output_builder=..., "
            "cuda_device=..., **async_output_kwargs it pops); vLLM never instantiates this "
            "subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:461",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:461",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:655",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:655",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:720",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:720",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:827",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:827",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_kv_transfer_metadata",
        location="vllm_omni/worker/gpu_ar_model_runner.py:827",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_kv_transfer_metadata` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_kv_transfer_metadata",
        location="vllm_omni/worker/gpu_ar_model_runner.py:827",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_kv_transfer_metadata` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_ar_model_runner.py:855",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); "
            "GPUARModelRunner.execute_model reads `self.routed_experts_initialized` "
            "unguarded as its first step, so every step raises AttributeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_ar_model_runner.py:856",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_ar_model_runner.py:856",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this "
            "later use in the same execute_model (inside or after the unguarded `if "
            "self.routed_experts_initialized:` at line 855) is never reached: line 855 "
            "raises first, same root cause"
        ),
        root="vllm_omni/worker/gpu_ar_model_runner.py:855",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.clear_buffer"
        ),
        location="vllm_omni/worker/gpu_ar_model_runner.py:856",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/routed_experts_capturer.py:46",
        why=(
            "the runner member is fine (assigned in init_routed_experts_capturer), but the "
            "object it holds, vLLM 0.30.0's RoutedExpertsCapturer "
            "(routed_experts_capturer.py:46), has no `clear_buffer` (its methods: capture, "
            "get_device_buffer, get_routed_experts; clear_buffer was removed in 0.28.0). "
            "With enable_return_routed_experts (routed_experts_initialized True) every "
            "execute_model raises AttributeError here"
        ),
        expected_kind="missing-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.clear_buffer"
        ),
        location="vllm_omni/worker/gpu_ar_model_runner.py:856",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this "
            "later use in the same execute_model (inside or after the unguarded `if "
            "self.routed_experts_initialized:` at line 855) is never reached: line 855 "
            "raises first, same root cause"
        ),
        root="vllm_omni/worker/gpu_ar_model_runner.py:855",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:860",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:860",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:861",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:861",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model._clear_warmup_state",
        location="vllm_omni/worker/gpu_ar_model_runner.py:861",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`_clear_warmup_state` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model._clear_warmup_state",
        location="vllm_omni/worker/gpu_ar_model_runner.py:861",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`_clear_warmup_state` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:869",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:869",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_ar_model_runner.py:889",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this "
            "later use in the same execute_model (inside or after the unguarded `if "
            "self.routed_experts_initialized:` at line 855) is never reached: line 855 "
            "raises first, same root cause"
        ),
        root="vllm_omni/worker/gpu_ar_model_runner.py:855",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_ar_model_runner.py:890",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_ar_model_runner.py:890",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this "
            "later use in the same execute_model (inside or after the unguarded `if "
            "self.routed_experts_initialized:` at line 855) is never reached: line 855 "
            "raises first, same root cause"
        ),
        root="vllm_omni/worker/gpu_ar_model_runner.py:855",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:920",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:920",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:921",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:921",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.on_requests_finished",
        location="vllm_omni/worker/gpu_ar_model_runner.py:921",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`on_requests_finished` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.on_requests_finished",
        location="vllm_omni/worker/gpu_ar_model_runner.py:921",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`on_requests_finished` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._compute_cascade_attn_prefix_lens",
        location="vllm_omni/worker/gpu_ar_model_runner.py:986",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:541",
        why=(
            "the method is gone in 0.33.0, but the call sits under `if "
            "self.cascade_attn_enabled and ...`, and 0.33.0's GPUModelRunner.__init__ "
            'hard-codes `self.cascade_attn_enabled = False` ("Deprecated: cascade '
            'attention has been removed. Kept for ..."); vllm-omni never sets it, so the '
            "branch is dead there"
        ),
        pattern="guard:vllm-flag-always-false",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1065",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "0.33.0's GPUModelRunner._build_attention_metadata has no "
            "`cascade_attn_prefix_lens` parameter and no **kwargs (0.30.0 had it at "
            "gpu_model_runner.py:2310); the consumer passes "
            "`cascade_attn_prefix_lens=cascade_attn_prefix_lens` unconditionally (None "
            "when cascade is off), so every step raises TypeError; omni does not override "
            "the method"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1101",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1101",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1157",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1157",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1166",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1166",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1230",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1230",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1230",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`compute_logits` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1230",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`compute_logits` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.utils.is_residual_scattered_for_sp",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1238",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/utils.py:1",
        why="use of the name whose import at line 43 fails",
        root="vllm_omni/worker/gpu_ar_model_runner.py:43",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1253",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1253",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1253",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`compute_logits` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1253",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`compute_logits` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1307",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1307",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1309",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1309",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1323",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1323",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_ar_model_runner.py:1338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_sleep_task",
        location="vllm_omni/worker/gpu_ar_worker.py:149",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "`super().handle_sleep_task(task)` in GPUARWorker(OmniWorkerMixin, "
            "OmniGPUWorkerBase) resolves to vllm-omni's "
            "OmniGPUWorkerBase.handle_sleep_task (vllm_omni/worker/base.py:228); "
            "OmniWorkerMixin does not define it and vLLM's Worker is never reached"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_sleep_task",
        location="vllm_omni/worker/gpu_ar_worker.py:149",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "`super().handle_sleep_task(task)` in GPUARWorker(OmniWorkerMixin, "
            "OmniGPUWorkerBase) resolves to vllm-omni's "
            "OmniGPUWorkerBase.handle_sleep_task (vllm_omni/worker/base.py:228); "
            "OmniWorkerMixin does not define it and vLLM's Worker is never reached"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_wake_task",
        location="vllm_omni/worker/gpu_ar_worker.py:159",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "`super().handle_wake_task(task)` in GPUARWorker(OmniWorkerMixin, "
            "OmniGPUWorkerBase) resolves to vllm-omni's OmniGPUWorkerBase.handle_wake_task "
            "(vllm_omni/worker/base.py:282); OmniWorkerMixin does not define it and vLLM's "
            "Worker is never reached"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_wake_task",
        location="vllm_omni/worker/gpu_ar_worker.py:159",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "`super().handle_wake_task(task)` in GPUARWorker(OmniWorkerMixin, "
            "OmniGPUWorkerBase) resolves to vllm-omni's OmniGPUWorkerBase.handle_wake_task "
            "(vllm_omni/worker/base.py:282); OmniWorkerMixin does not define it and vLLM's "
            "Worker is never reached"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_generation_model_runner.py:106",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); "
            "GPUGenerationModelRunner.execute_model reads "
            "`self.routed_experts_initialized` unguarded as its first step, so every step "
            "raises AttributeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_generation_model_runner.py:107",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_generation_model_runner.py:107",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.clear_buffer"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:107",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/fused_moe/routed_experts_capturer.py:46",
        why=(
            "the runner member is fine (assigned in init_routed_experts_capturer), but the "
            "object it holds, vLLM 0.30.0's RoutedExpertsCapturer "
            "(routed_experts_capturer.py:46), has no `clear_buffer` (its methods: capture, "
            "get_device_buffer, get_routed_experts; clear_buffer was removed in 0.28.0). "
            "With enable_return_routed_experts (routed_experts_initialized True) every "
            "execute_model raises AttributeError here"
        ),
        expected_kind="missing-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.clear_buffer"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:107",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_generation_model_runner.py:119",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_generation_model_runner.py:120",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_generation_model_runner.py:120",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:153",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:153",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.on_requests_finished",
        location="vllm_omni/worker/gpu_generation_model_runner.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`on_requests_finished` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.on_requests_finished",
        location="vllm_omni/worker/gpu_generation_model_runner.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`on_requests_finished` is then a member of the loaded model (an nn.Module of "
            "the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._compute_cascade_attn_prefix_lens",
        location="vllm_omni/worker/gpu_generation_model_runner.py:207",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:541",
        why=(
            "the method is gone in 0.33.0, but the call sits under `if "
            "self.cascade_attn_enabled and ...`, and 0.33.0's GPUModelRunner.__init__ "
            'hard-codes `self.cascade_attn_enabled = False` ("Deprecated: cascade '
            'attention has been removed. Kept for ..."); vllm-omni never sets it, so the '
            "branch is dead there"
        ),
        pattern="guard:vllm-flag-always-false",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._build_attention_metadata",
        location="vllm_omni/worker/gpu_generation_model_runner.py:276",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:2253",
        why=(
            "0.33.0's GPUModelRunner._build_attention_metadata has no "
            "`cascade_attn_prefix_lens` parameter and no **kwargs (0.30.0 had it at "
            "gpu_model_runner.py:2310); the consumer passes "
            "`cascade_attn_prefix_lens=cascade_attn_prefix_lens` unconditionally (None "
            "when cascade is off), so every step raises TypeError; omni does not override "
            "the method"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:312",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:312",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:316",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:316",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_generation_model_runner.py:370",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_generation_model_runner.py:481",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); a later "
            "use of the same removed state in this module (execute_model / sample_tokens, "
            "which vLLM only calls after execute_model) behind the unguarded read at line "
            "106, which raises first"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:549",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:549",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:806",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:806",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:807",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:807",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_dummy_runtime_additional_information"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:807",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_dummy_runtime_additional_information` is then a member of the loaded "
            "model (an nn.Module of the consumer's own model classes), not of "
            "GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_dummy_runtime_additional_information"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:807",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_dummy_runtime_additional_information` is then a member of the loaded "
            "model (an nn.Module of the consumer's own model classes), not of "
            "GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:823",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:823",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:823",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/worker/gpu_generation_model_runner.py:823",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:859",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:859",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:970",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_generation_model_runner.py:970",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_multimodal",
        location="vllm_omni/worker/gpu_generation_model_runner.py:970",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_multimodal` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_multimodal",
        location="vllm_omni/worker/gpu_generation_model_runner.py:970",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_multimodal` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_model_runner.py:120",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_model_runner.py:122",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker/gpu_model_runner.py:122",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.get_device_buffer"
        ),
        location="vllm_omni/worker/gpu_model_runner.py:122",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7495",
        why=(
            "`self.routed_experts_capturer = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544); get_device_buffer is "
            "RoutedExpertsCapturer's own method (routed_experts_capturer.py:224)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_capturer.get_device_buffer"
        ),
        location="vllm_omni/worker/gpu_model_runner.py:122",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:124",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7505",
        why=(
            "`self.routed_experts_cpu = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:124",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_slot_mapping_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:126",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7514",
        why=(
            "`self.routed_experts_slot_mapping_cpu = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_slot_mapping_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:126",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.outputs.RoutedExpertsLists",
        location="vllm_omni/worker/gpu_model_runner.py:144",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        location="vllm_omni/worker/gpu_model_runner.py:146",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.outputs.RoutedExpertsLists",
        location="vllm_omni/worker/gpu_model_runner.py:151",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:152",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7505",
        why=(
            "`self.routed_experts_cpu = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:152",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_slot_mapping_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:153",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:7514",
        why=(
            "`self.routed_experts_slot_mapping_cpu = ...` is assigned in "
            "GPUModelRunner.init_routed_experts_capturer (called from "
            "Worker.initialize_kv_cache when enable_return_routed_experts, "
            "gpu_worker.py:762); every use is behind `self.routed_experts_initialized` "
            "(set True at the end of that method, initialised False in __init__ at "
            "vllm/v1/worker/gpu_model_runner.py:544)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_slot_mapping_cpu",
        location="vllm_omni/worker/gpu_model_runner.py:153",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            "vLLM 0.33.0's GPUModelRunner has no routed-experts state at all "
            "(routed_experts_initialized / routed_experts_capturer / routed_experts_cpu / "
            "init_routed_experts_capturer were removed in 0.31.0, and "
            "vllm.v1.outputs.RoutedExpertsLists/RoutedExpertsTensors with them); this line "
            "is inside OmniGPUModelRunner._omni_routed_experts_d2h / "
            "_omni_extract_routed_experts, whose only callers are the generation runner "
            "(gpu_generation_model_runner.py:370/481, after its unguarded read at line 106 "
            "already raised) and the AR runner behind "
            "_should_return_omni_routed_experts(), which uses getattr(self, "
            '"routed_experts_initialized", False) and so is False on 0.33.0; it is '
            "reached only through the root break"
        ),
        root="vllm_omni/worker/gpu_generation_model_runner.py:106",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:248",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:248",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:260",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:260",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:267",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:267",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:274",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:274",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:275",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:275",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:285",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:285",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_mrope_input_positions",
        location="vllm_omni/worker/gpu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_mrope_input_positions` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.get_mrope_input_positions",
        location="vllm_omni/worker/gpu_model_runner.py:441",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`get_mrope_input_positions` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:443",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._downstream_payload_cache.pop",
        location="vllm_omni/worker/gpu_model_runner.py:548",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:498",
        why=(
            'guarded by `if hasattr(self, "_downstream_payload_cache"):` on the line '
            "above; the dict is vllm-omni's own (GPUARModelRunner.__init__ sets it, "
            "gpu_ar_model_runner.py:395)"
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner._downstream_payload_cache.pop",
        location="vllm_omni/worker/gpu_model_runner.py:548",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:475",
        why=(
            'guarded by `if hasattr(self, "_downstream_payload_cache"):` on the line '
            "above; the dict is vllm-omni's own (GPUARModelRunner.__init__ sets it, "
            "gpu_ar_model_runner.py:395)"
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:897",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:897",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:898",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:898",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.have_multimodal_outputs",
        location="vllm_omni/worker/gpu_model_runner.py:898",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`have_multimodal_outputs` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.have_multimodal_outputs",
        location="vllm_omni/worker/gpu_model_runner.py:898",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`have_multimodal_outputs` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1172",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1172",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/worker/gpu_model_runner.py:1172",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=(
            "vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_empty_intermediate_tensors"
        ),
        location="vllm_omni/worker/gpu_model_runner.py:1172",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_empty_intermediate_tensors` is then a member of the loaded model (an "
            "nn.Module of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1201",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1212",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1212",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1551",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1551",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1583",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1583",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.__class__",
        location="vllm_omni/worker/gpu_model_runner.py:1583",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. `__class__` is "
            "then a member of the loaded model (an nn.Module of the consumer's own model "
            "classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.__class__",
        location="vllm_omni/worker/gpu_model_runner.py:1583",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. `__class__` is "
            "then a member of the loaded model (an nn.Module of the consumer's own model "
            "classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1602",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1602",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_input_ids",
        location="vllm_omni/worker/gpu_model_runner.py:1647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_input_ids` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_input_ids",
        location="vllm_omni/worker/gpu_model_runner.py:1647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_input_ids` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1678",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1678",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_input_ids",
        location="vllm_omni/worker/gpu_model_runner.py:1678",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_input_ids` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.embed_input_ids",
        location="vllm_omni/worker/gpu_model_runner.py:1678",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`embed_input_ids` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1684",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1684",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1739",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1739",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1739",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1739",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.has_preprocess",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`has_preprocess` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.has_preprocess",
        location="vllm_omni/worker/gpu_model_runner.py:1749",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`has_preprocess` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1762",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1762",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1886",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:1886",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.preprocess",
        location="vllm_omni/worker/gpu_model_runner.py:1886",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. `preprocess` "
            "is then a member of the loaded model (an nn.Module of the consumer's own "
            "model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.preprocess",
        location="vllm_omni/worker/gpu_model_runner.py:1886",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. `preprocess` "
            "is then a member of the loaded model (an nn.Module of the consumer's own "
            "model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2001",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2001",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2036",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2036",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2052",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2052",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2068",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2068",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2076",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2076",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2085",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2085",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2102",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2102",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2103",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2103",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2124",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2124",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2130",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2130",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/worker/gpu_model_runner.py:2131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_omni_output` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/worker/gpu_model_runner.py:2131",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`make_omni_output` is then a member of the loaded model (an nn.Module of the "
            "consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2162",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2162",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.gpu_resident_buffer_keys",
        location="vllm_omni/worker/gpu_model_runner.py:2163",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`gpu_resident_buffer_keys` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model.gpu_resident_buffer_keys",
        location="vllm_omni/worker/gpu_model_runner.py:2163",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. "
            "`gpu_resident_buffer_keys` is then a member of the loaded model (an nn.Module "
            "of the consumer's own model classes), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2203",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:5335",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu_model_runner.GPUModelRunner.model",
        location="vllm_omni/worker/gpu_model_runner.py:2203",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:4996",
        why=(
            "`self.model` is assigned in GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`), which the worker calls before any step; the "
            "consumer runner overrides load_model and calls the base first. The use is in "
            "a step/forward path that runs after load_model"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.utils.mem_utils.MemorySnapshot.device_",
        location="vllm_omni/worker/memory_utils.py:46",
        verdict=FALSE,
        vllm_evidence="vllm/utils/mem_utils.py:123",
        why=(
            "MemorySnapshot is a dataclass whose __post_init__ always sets `self.device_ = "
            "torch.device(...)` (both branches)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.utils.mem_utils.MemorySnapshot.device_",
        location="vllm_omni/worker/memory_utils.py:46",
        verdict=FALSE,
        vllm_evidence="vllm/utils/mem_utils.py:124",
        why=(
            "MemorySnapshot is a dataclass whose __post_init__ always sets `self.device_ = "
            "torch.device(...)` (both branches)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.get_kv_connector_output",
        location="vllm_omni/worker_v2/native_output_worker.py:12",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:365",
        why=(
            "0.33.0 added a second @abstractmethod get_kv_connector_output to "
            "AsyncModelRunnerOutput (0.30.0 had only get_output); NativeAsyncOutput (built "
            "in NativeOutputWorker.submit, native_output_worker.py:93) defines get_output "
            "only, so instantiating it raises TypeError (can't instantiate abstract class)"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.copy_event",
        location="vllm_omni/worker_v2/native_output_worker.py:93",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/async_utils.py:134",
        why=(
            "`output` is only annotated AsyncModelRunnerOutput; the objects submit() "
            "receives are the v2 runner's AsyncOutput/AsyncPoolingOutput (which set "
            "`self.copy_event = torch.cuda.Event(...)` in __init__) or vllm-omni's "
            "OmniAsyncOutput/OmniGenerationAsyncOutput (omni_ar_model_runner.py:648, "
            "omni_generation_model_runner.py:113)"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.copy_event",
        location="vllm_omni/worker_v2/native_output_worker.py:93",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/async_utils.py:135",
        why=(
            "`output` is only annotated AsyncModelRunnerOutput; the objects submit() "
            "receives are the v2 runner's AsyncOutput/AsyncPoolingOutput (which set "
            "`self.copy_event = torch.cuda.Event(...)` in __init__) or vllm-omni's "
            "OmniAsyncOutput/OmniGenerationAsyncOutput (omni_ar_model_runner.py:648, "
            "omni_generation_model_runner.py:113)"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.outputs.RoutedExpertsTensors",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:27",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "vllm.v1.outputs.RoutedExpertsTensors is gone in 0.33.0 (0.30.0: "
            "outputs.py:191; routed experts left the runner in 0.31.0); the module-level "
            "`from vllm.v1.outputs import AsyncModelRunnerOutput, ModelRunnerOutput, "
            "RoutedExpertsTensors` raises ImportError, so "
            "vllm_omni.worker_v2.omni_ar_model_runner (and omni_generation_model_runner, "
            "which imports it) cannot be imported"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:179",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:179",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:207",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:207",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:207",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`compute_logits` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.compute_logits",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:207",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`compute_logits` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:397",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:397",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.get_kv_connector_output",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:620",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:365",
        why=(
            "0.33.0 added a second @abstractmethod get_kv_connector_output to "
            "AsyncModelRunnerOutput (0.30.0 had only get_output); OmniAsyncOutput (built "
            "at omni_ar_model_runner.py:232) defines get_output only, so instantiating it "
            "raises TypeError (can't instantiate abstract class)"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.v1.outputs.RoutedExpertsTensors.to_cpu_nonblocking",
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:701",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "method of the RoutedExpertsTensors value whose import at line 27 fails (and "
            "it is not a module)"
        ),
        expected_kind="missing-symbol",
        root="vllm_omni/worker_v2/omni_ar_model_runner.py:27",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.v1.outputs.AsyncModelRunnerOutput.get_kv_connector_output",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:96",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:365",
        why=(
            "0.33.0 added a second @abstractmethod get_kv_connector_output to "
            "AsyncModelRunnerOutput (0.30.0 had only get_output); "
            "OmniGenerationAsyncOutput (built at omni_generation_model_runner.py:500) "
            "defines get_output only, so instantiating it raises TypeError (can't "
            "instantiate abstract class)"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.prepare_inputs",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:352",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:1388",
        why=(
            "0.33.0's v2 GPUModelRunner.prepare_inputs(self, scheduler_output, "
            "batch_req_state, batch_desc, num_active_loras) added a required "
            "`num_active_loras` (0.30.0 had three parameters, model_runner.py:1270); the "
            "consumer calls self.prepare_inputs(scheduler_output, batch_req_state, "
            "batch_desc) (no override in vllm-omni's runners), so every real step raises "
            "TypeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:403",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:403",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:407",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:407",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:414",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:414",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:414",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`make_omni_output` is a member of the loaded nn.Module (hasattr-guarded or "
            "the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.make_omni_output",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:414",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`make_omni_output` is a member of the loaded nn.Module (hasattr-guarded or "
            "the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:71",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:71",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:72",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:72",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:128",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:128",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.lora_manager",
        location="vllm_omni/worker_v2/omni_model_runner.py:129",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/lora_model_runner_mixin.py:53",
        why=(
            "`self.lora_manager = LRUCacheWorkerLoRAManager(...)` is assigned in "
            "LoRAModelRunnerMixin.load_lora_model (a base of the v2 GPUModelRunner), which "
            "load_model calls when LoRA is configured; the use is under `if "
            "self.lora_config is not None`"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.lora_manager",
        location="vllm_omni/worker_v2/omni_model_runner.py:129",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/lora_model_runner_mixin.py:53",
        why=(
            "`self.lora_manager = LRUCacheWorkerLoRAManager(...)` is assigned in "
            "LoRAModelRunnerMixin.load_lora_model (a base of the v2 GPUModelRunner), which "
            "load_model calls when LoRA is configured; the use is under `if "
            "self.lora_config is not None`"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.requires_raw_input_tokens",
        location="vllm_omni/worker_v2/omni_model_runner.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`requires_raw_input_tokens` is a member of the loaded nn.Module "
            "(hasattr-guarded or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.requires_raw_input_tokens",
        location="vllm_omni/worker_v2/omni_model_runner.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`requires_raw_input_tokens` is a member of the loaded nn.Module "
            "(hasattr-guarded or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:176",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:176",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:227",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:227",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:301",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:301",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:338",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:344",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:344",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:344",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:344",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:348",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:348",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:348",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model.forward",
        location="vllm_omni/worker_v2/omni_model_runner.py:348",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`forward` is a member of the loaded nn.Module (hasattr-guarded or the "
            "consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables",
        location="vllm_omni/worker_v2/omni_model_runner.py:416",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:663",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables",
        location="vllm_omni/worker_v2/omni_model_runner.py:416",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:718",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables.apply_staged_writes",
        location="vllm_omni/worker_v2/omni_model_runner.py:416",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:663",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step; "
            "BlockTables.apply_staged_writes exists "
            "(vllm/v1/worker/gpu/block_table.py:135)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables.apply_staged_writes",
        location="vllm_omni/worker_v2/omni_model_runner.py:416",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:718",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step; "
            "BlockTables.apply_staged_writes exists "
            "(vllm/v1/worker/gpu/block_table.py:146)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.prepare_inputs",
        location="vllm_omni/worker_v2/omni_model_runner.py:458",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:1388",
        why=(
            "0.33.0's v2 GPUModelRunner.prepare_inputs(self, scheduler_output, "
            "batch_req_state, batch_desc, num_active_loras) added a required "
            "`num_active_loras` (0.30.0 had three parameters, model_runner.py:1270); the "
            "consumer calls self.prepare_inputs(scheduler_output, batch_req_state, "
            "batch_desc) (no override in vllm-omni's runners), so every real step raises "
            "TypeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:463",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:585",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:463",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:632",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables",
        location="vllm_omni/worker_v2/omni_model_runner.py:488",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:663",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.block_tables",
        location="vllm_omni/worker_v2/omni_model_runner.py:488",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:718",
        why=(
            "`self.block_tables = BlockTables(...)` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:585",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:632",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config.num_blocks",
        location="vllm_omni/worker_v2/omni_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:585",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step; num_blocks is a "
            "KVCacheConfig field (vllm/v1/kv_cache_interface.py:1419)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config.num_blocks",
        location="vllm_omni/worker_v2/omni_model_runner.py:490",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:632",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step; num_blocks is a "
            "KVCacheConfig field (vllm/v1/kv_cache_interface.py:1529)"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:504",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:585",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:504",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:632",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.attn_groups",
        location="vllm_omni/worker_v2/omni_model_runner.py:511",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:635",
        why=(
            "assigned in the v2 GPUModelRunner.initialize_kv_cache as a tuple-unpacking "
            "target `(self.attn_groups, attn_cg_support, self.kernel_block_sizes) = "
            "init_attn_backend(...)`"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.attn_groups",
        location="vllm_omni/worker_v2/omni_model_runner.py:511",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:690",
        why=(
            "assigned in the v2 GPUModelRunner.initialize_kv_cache as a tuple-unpacking "
            "target `(self.attn_groups, attn_cg_support, self.kernel_block_sizes) = "
            "init_attn_backend(...)`"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:512",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:585",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.kv_cache_config",
        location="vllm_omni/worker_v2/omni_model_runner.py:512",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:632",
        why=(
            "`self.kv_cache_config = kv_cache_config` is assigned in the v2 "
            "GPUModelRunner.initialize_kv_cache, before any step"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:554",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:554",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:555",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:555",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model._last_captured_layers",
        location="vllm_omni/worker_v2/omni_model_runner.py:555",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`_last_captured_layers` is a member of the loaded nn.Module (hasattr-guarded "
            "or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model._last_captured_layers",
        location="vllm_omni/worker_v2/omni_model_runner.py:555",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`_last_captured_layers` is a member of the loaded nn.Module (hasattr-guarded "
            "or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:577",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:577",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:581",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:581",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:592",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:592",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model._last_captured_layers",
        location="vllm_omni/worker_v2/omni_model_runner.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`_last_captured_layers` is a member of the loaded nn.Module (hasattr-guarded "
            "or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model._last_captured_layers",
        location="vllm_omni/worker_v2/omni_model_runner.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first; "
            "`_last_captured_layers` is a member of the loaded nn.Module (hasattr-guarded "
            "or the consumer's own model API), not of GPUModelRunner"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.routed_experts_capturer",
        location="vllm_omni/worker_v2/omni_model_runner.py:600",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:199",
        why=(
            "0.33.0's v2 GPUModelRunner has no routed_experts_capturer (0.30.0 set it in "
            "__init__, model_runner.py:360, and init_routed_experts_capturer); `if not "
            "dummy_run and (capturer := self.routed_experts_capturer) is not None` is "
            "evaluated on every real step, so AttributeError"
        ),
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:647",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:659",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:400",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.model_runner.GPUModelRunner.model",
        location="vllm_omni/worker_v2/omni_model_runner.py:659",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:403",
        why=(
            "`self.model` is assigned in the v2 GPUModelRunner.load_model (`self.model = "
            "model_loader.load_model(...)`); OmniGPUModelRunner.load_model "
            "(worker_v2/omni_model_runner.py:286) calls super().load_model first"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu.model_runner.ExecuteModelState",
        location="vllm_omni/worker_v2/omni_model_runner.py:604",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:2475",
        why=(
            "0.33.0 renamed the ExecuteModelState NamedTuple field `dp_sync` to "
            "`dp_sync_state` and dropped `routed_experts` (0.30.0: "
            "model_runner.py:2305-2315); the consumer builds ExecuteModelState(..., "
            "dp_sync=..., routed_experts=..., ...), so TypeError on every step"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.worker.gpu.model_runner.ExecuteModelState",
        location="vllm_omni/worker_v2/omni_model_runner.py:604",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:2475",
        why=(
            "0.33.0's ExecuteModelState requires `dp_sync_state` and the new "
            "`num_spec_tokens_to_schedule` (no defaults); the consumer's call passes "
            "neither"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.worker.gpu.model_runner.ExecuteModelState",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:422",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:2475",
        why=(
            "0.33.0 renamed the ExecuteModelState NamedTuple field `dp_sync` to "
            "`dp_sync_state` and dropped `routed_experts` (0.30.0: "
            "model_runner.py:2305-2315); the consumer builds ExecuteModelState(..., "
            "dp_sync=..., routed_experts=..., ...), so TypeError on every step"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.worker.gpu.model_runner.ExecuteModelState",
        location="vllm_omni/worker_v2/omni_generation_model_runner.py:422",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:2475",
        why=(
            "0.33.0's ExecuteModelState requires `dp_sync_state` and the new "
            "`num_spec_tokens_to_schedule` (no defaults); the consumer's call passes "
            "neither"
        ),
        before=False,
    ),
)
