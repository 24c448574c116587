"""Hand-verified (HELD OUT, 2026-12-08): vllm-xtu-moe 0.2.7 against vLLM 0.31.0 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-xtu-moe. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-08, engine of commit
88a3b37, `python -m compat.cli drift --consumer vllm-xtu-moe==0.2.7 --vllm 0.31.0 --vllm 0.33.0
--baseline none|0.31.0 --format json --no-write`): absolute mode 2 at 0.31.0 and 2 at 0.33.0
(the same two); `--baseline 0.31.0` 0 at 0.33.0 (both pre-existing). Each release also has 4
`unknown` (ModelRegistry.register_model, hybrid_model.py:1457; `envs.VLLM_EXPERTS_LOAD_DEVICE`
read through getattr with a default, mainline_shims.py:52 and :1951, no such env at either
release; `current_platform.get_cpu_architecture`, mixed_experts.py:141, present at both) and
1 `guarded` (`getattr(_al, "Attention", None)`, mainline_shims.py:1191). Plus one break found
by reading, at both releases (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_xtu_moe-0.2.7-cp312-cp312-manylinux_2_34_x86_64.whl (sha256 in WHEEL_SHA256;
  only its .py files, under vllm_xtu_moe-0.2.7.data/purelib/), a hybrid MoE plugin (CPU
  experts in a bundled C++ engine, attention on the GPU). Entry point `vllm.general_plugins`
  vllm_xiaotu_moe = vllm_xiaotu_moe.hybrid_model:register, so every vLLM process imports the
  package: its __init__.py imports hybrid_model, mixed_experts, mainline_shims, ple_offload at
  module level and runs mixed_experts.register_mixed_cpu_backend() and
  mainline_shims.apply_mainline_shims() (both no-ops unless VLLM_EXPERTS_LOAD_DEVICE=cpu,
  "mixed mode"; every shim step runs inside a try/except, mainline_shims.py:1934-1937).
  Two paths: (a) by default (XIAOTU_OOT_OVERRIDE != "0") register() replaces
  `vllm.models.deepseek_v4.nvidia.model.DeepseekV4MoE` with its CpuXiaotuMoE
  (hybrid_model.py:1453-1455) and registers HybridDeepseekV4ForCausalLM, a subclass of the
  nvidia DeepseekV4ForCausalLM, for the DeepseekV4ForCausalLM arch (:1457-1460); (b) in mixed
  mode, mainline vLLM's CPU experts classes in fused_moe/experts/cpu_moe.py are replaced by
  Xiaotu* subclasses (mixed_experts.py:2435-2458) that vLLM's MoE oracles import lazily.
  Target: no vLLM requirement in METADATA; published 2026-10-09, the newest vLLM then is
  0.31.0 (2026-10-05).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` / `import vllm…` (an `ast` walk
  of the wheel against each sdist: all resolve except the two rows' names; vllm.distributed's
  names come through its star imports, is_pin_memory_available is re-exported by
  utils/torch_utils.py); the Xiaotu* experts subclasses against CPUUnquantizedExperts /
  CPUExpertsFp8 / CPUExpertsMxfp4 / CPUExpertsInt4 and FusedMoEExperts (__init__(moe_config,
  quant_config) as the oracles build them; the static _supports_* hooks; apply(), which the
  modular kernel calls with keywords only, modular_kernel.py:1331 at 0.31.0 and :1391 at
  0.33.0, all of which it accepts); CpuXiaotuMoE against the DeepseekV4MoE it replaces (its
  constructor call in DeepseekV4DecoderLayer, the attributes DeepseekV4ForCausalLM and
  DeepseekV4Model read, the weight_loader call in load_weights, forward: the row below);
  GateLinear, DeepseekV4MLP and fused_topk_bias keywords; the default mixed-mode shims'
  wrappers against vLLM's calls of what they wrap (device_loading_context,
  process_weights_after_loading, the oracles' _get_priority_backends,
  prepare_*_moe_layer_for_cpu parameter names, convert_weight_to_mxfp4_moe_kernel_format,
  apply_monolithic, FusedMoEFactory, GPUModelRunner.profile_run,
  EngineCore._initialize_kv_caches, Worker.compile_or_warm_up_model: all take what vLLM
  passes). Not read in detail: the env-gated diagnostic and CED shims (XIAOTU_CED_*,
  XIAOTU_ENGRAM_*, XIAOTU_PLE_CPU, XIAOTU_DS_MLA_PREFILL_STRIDE_FIX), which are caught by the
  try/except around each shim step, and the C++ engine.
* Not rows (no kind of this project's checks says them), real breaks at 0.33.0 on path (a):
  - DeepseekV4Model.get_expert_mapping reads `first_layer.ffn.use_native_mega_moe`
    (models/deepseek_v4/nvidia/model.py:1197, called from load_weights, :1068); CpuXiaotuMoE
    sets `use_mega_moe` and `use_fi_mega_moe` only (hybrid_model.py:585-586; 0.31.0 read
    `use_mega_moe`, model.py:1805): AttributeError while loading the weights, before the
    forward row below is reached;
  - 0.33.0's DeepseekV4ForCausalLM.process_weights_after_loading no longer calls
    `model.finalize_mega_moe_weights()` (model.py:1408-1409; 0.31.0 did, :2029-2031), the
    hook that builds CpuXiaotuMoE's CPU engine (hybrid_model.py:855): the engine is never
    built, and CpuXiaotuMoE.forward returns its input unchanged when it has no engine (:1198-1200).
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "vllm-xtu-moe==0.2.7"
WHEEL_SHA256 = "3bbf91acad1c0c80ccc1a3efa5b108083f9261bee777e16094ce4889636e146e"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_FP8_SYMBOL = "vllm.model_executor.layers.quantization.utils.fp8_utils._e4m3_uint8_to_f32"
_FP8_EVIDENCE = (
    "vllm/model_executor/layers/quantization/utils/fp8_utils.py:1 (no `_e4m3_uint8_to_f32`; "
    "no definition of it anywhere in the sdist)"
)
_FP8_WHY = (
    "gpu_prefill_fp8.py imports `_e4m3_uint8_to_f32` at module level (:31-33); the plugin's "
    "own docstring says it comes from its patched tree's SM80 work, stock vLLM has no such "
    "name. The module is loaded by `importlib.import_module` in _gpu_prefill_mod "
    "(mixed_experts.py:220-233) for the MOE_FP8 engine, which XiaotuCPUExpertsFp8.apply "
    "calls on every forward of a non-resident layer before any threshold test "
    "(mixed_experts.py:1546-1547): in mixed mode (VLLM_EXPERTS_LOAD_DEVICE=cpu) with a "
    "block-FP8 MoE checkpoint (GLM-5.3-Flash, README v0.2.2), the first forward (the profile "
    "run) raises ImportError. TRUE under that configuration"
)
_ATTN_SYMBOL = "vllm.attention.layer"
_ATTN_EVIDENCE = "vllm/attention/layer.py: absent from the sdist (there is no vllm/attention/)"
_ATTN_WHY = (
    "`import vllm.attention.layer` is inside `_dump`, a diagnostic of _install_ced_diag_shim "
    "that is installed only in mixed mode with XIAOTU_CED_DIAG=1 (mainline_shims.py:1168, "
    "apply_mainline_shims :1918); its only caller, the init_attn_backend wrapper, runs it "
    "inside `try: _dump(...) except Exception` and prints the failure, then calls vLLM's "
    "init_attn_backend (:1227-1232): the ModuleNotFoundError never leaves the wrapper"
)
_FWD_SYMBOL = "vllm.models.deepseek_v4.nvidia.model.DeepseekV4MoE.forward"
_FWD_WHY = (
    "register() (the general plugin, run in every vLLM process unless XIAOTU_OOT_OVERRIDE=0) "
    "replaces DeepseekV4MoE with CpuXiaotuMoE (`dv4_nvidia.DeepseekV4MoE = CpuXiaotuMoE`), "
    "whose forward is (self, hidden_states, input_ids=None) (hybrid_model.py:1192-1194). "
    "DeepseekV4DecoderLayer builds `DeepseekV4MoE(...)` through the module global and calls "
    "`self.ffn(x, input_ids, mega_gate_metadata)` ({call}; DeepseekV4MoE.forward(self, "
    "hidden_states, input_ids=None, mega_gate_metadata=None), {base}; 0.30.0 called "
    "`self.ffn(x, input_ids)`): TypeError on the first forward of a DeepSeek-V4 model served "
    "with the plugin installed"
)


def _fwd(vllm: str, call: str, base: str) -> Row:
    return Row(
        vllm,
        "override-signature-mismatch",
        _FWD_SYMBOL,
        "vllm_xiaotu_moe/hybrid_model.py:1454",
        TRUE,
        f"vllm/models/deepseek_v4/nvidia/{call}",
        _FWD_WHY.format(call=call, base=base),
        before=False,
    )


def _fp8(vllm: str) -> Row:
    return Row(
        vllm,
        "missing-symbol",
        _FP8_SYMBOL,
        "vllm_xiaotu_moe/gpu_prefill_fp8.py:31",
        TRUE,
        _FP8_EVIDENCE,
        _FP8_WHY,
    )


def _attn(vllm: str) -> Row:
    return Row(
        vllm,
        "missing-module",
        _ATTN_SYMBOL,
        "vllm_xiaotu_moe/mainline_shims.py:1180",
        FALSE,
        _ATTN_EVIDENCE,
        _ATTN_WHY,
        pattern="guard:try-except",
    )


ROWS = (
    _fp8("0.31.0"),
    _attn("0.31.0"),
    _fwd("0.31.0", "model.py:1413", "model.py:1038"),
    _fp8("0.33.0"),
    _attn("0.33.0"),
    _fwd("0.33.0", "model.py:807", "model.py:449"),
)
