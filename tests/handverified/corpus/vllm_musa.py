"""Hand-verified (HELD OUT, 2026-12-06): vllm-musa 0.1.1 against vLLM 0.13.0 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-musa. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-06, engine of commit
704fd57, `python -m compat.cli drift --consumer vllm-musa==0.1.1 --vllm 0.13.0 --vllm 0.33.0
--baseline none|0.13.0 --format json --no-write`): absolute mode 1 `broken` at 0.13.0 and 3 at
0.33.0; `--baseline 0.13.0` 2 at 0.33.0 (the CompilationLevel row pre-existing at both), plus
one TRUE break it missed (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_musa-0.1.1-py3-none-any.whl (sha256 in WHEEL_SHA256), a platform plugin
  (`vllm.platform_plugins` musa = vllm_musa_platform:musa_platform_plugin): when torchada or
  torch_musa imports, it applies source-text patches to vLLM files (patches/__init__.py, by
  module name; a module that is gone is skipped with a debug line) and returns
  "vllm_musa_platform.musa.MUSAPlatform", a `Platform` subclass (musa.py:309) whose hooks vLLM
  calls through `current_platform`. Target: METADATA `Requires-Dist: vllm` (no version);
  published 2025-12-26, so the newest vLLM it can have been run with is 0.13.0 (2025-12-19;
  0.14.0 came 2026-01-20). Its comments name 0.13 as the newest release it knows (musa.py:446,
  :470).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk; at 0.33.0 the
  module vllm.attention is gone: the TYPE_CHECKING import musa.py:42 and the two rows below);
  every Platform hook it overrides against vLLM's call of it (get_attn_backend_cls: the row
  below; get_vit_attn_backend / get_supported_vit_attn_backends: the rows below; the others,
  check_and_update_config, get_device_capability, has_device_capability, set_device,
  get_device_communicator_cls, get_static_graph_wrapper_cls, get_punica_wrapper, ... take what
  vLLM passes at both); the class paths it returns as strings (the Triton attention backend,
  CudaCommunicator, CUDAGraphWrapper, PunicaWrapperGPU, the V1 gpu_worker.Worker: all exist at
  0.33.0); the config fields check_and_update_config sets (compilation_config.mode,
  cudagraph_mode, compile_sizes, cudagraph_capture_sizes: all at 0.33.0,
  config/compilation.py:432/578/651). Not counted: the source patch of
  vllm.attention.ops.triton_unified_attention is skipped at 0.33.0 (the module moved to
  vllm/v1/attention/ops/), so MUSA's Triton meets the `left: tl.int32 = 0` it was written to
  remove (now in v1/attention/ops/triton_attention_helpers.py); that is a failure of MUSA's
  compiler, not of an API this project checks.
* After (branch h3-refuse, rule `vllm-call-sites` reading `current_platform.<hook>(…)` on
  the module-level `current_platform: Platform`): the get_attn_backend_cls row (`before=False`)
  is reported `broken` at 0.33.0 with evidence v1/attention/selector.py:218.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "vllm-musa==0.1.1"
WHEEL_SHA256 = "da8fb36f7eedabefd3ec4904cb102795f01d2f48b51fabf371c1829892c6b64b"
SDISTS = {
    "0.13.0": "4ad43db45fef37114b550d03a4f423fb3fa3a31d8bc09ee810ef8b9cdcd4b5fe",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

FALLBACK_OTHER_NAME = (
    "fallback: an `except ImportError` handler's import of another name, when the `try` "
    "imports a name that resolves (both branches set the same local by assignment)"
)
CALLER_GUARD = (
    "guard not seen: vLLM's own caller of the hook catches ImportError around the call, and the "
    "consumer's other caller runs it only after a failing import"
)
_MODE = {"0.13.0": 36, "0.33.0": 37}  # class CompilationMode in vllm/config/compilation.py


def _fallback(vllm: str) -> Row:
    return Row(
        vllm=vllm,
        kind="missing-symbol",
        symbol="vllm.config.CompilationLevel",
        location="vllm_musa_platform/musa.py:451",
        verdict=FALSE,
        vllm_evidence=f"vllm/config/compilation.py:{_MODE[vllm]}",
        why="the `except ImportError` handler of `try: from vllm.config import CompilationMode; "
        "NO_COMPILATION = CompilationMode.NONE` (musa.py:446-449): CompilationMode is exported "
        "by vllm.config at this release (config/__init__.py, class at compilation.py), so the "
        "handler never runs",
        pattern=FALLBACK_OTHER_NAME,
    )


ROWS = (
    _fallback("0.13.0"),
    _fallback("0.33.0"),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.attention.backends.registry.AttentionBackendEnum",
        location="vllm_musa_platform/musa.py:556",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/models/vision.py:93",
        why="the first statement of MUSAPlatform.get_vit_attn_backend; vLLM 0.33.0 calls "
        "`current_platform.get_vit_attn_backend(head_size, dtype, backend=...)` "
        "(model_executor/models/vision.py:93) when a vision encoder is built (qwen3_vl.py:659, "
        "mm_encoder_attention.py:353, ...); vllm.attention is gone at 0.33.0 "
        "(AttentionBackendEnum is at v1/attention/backends/registry.py:34): every multimodal "
        "model with a ViT fails to load on MUSA (under a configuration: such a model)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.attention.backends.registry.AttentionBackendEnum",
        location="vllm_musa_platform/musa.py:545",
        verdict=FALSE,
        vllm_evidence="vllm/utils/flashinfer.py:1256",
        why="MUSAPlatform.get_supported_vit_attn_backends: vLLM 0.33.0's one caller "
        "(utils/flashinfer.py:1255-1260) runs it inside `try: ... except (ImportError, "
        "AttributeError): return False`, after `if not current_platform.has_device_capability"
        "(100): return False` (:1252); the plugin's own caller (get_vit_attn_backend, "
        "musa.py:559) is reached only past the import at :556, which fails first (the TRUE "
        "row). Nothing fails because of this import",
        pattern=CALLER_GUARD,
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.platforms.interface.Platform.get_attn_backend_cls",
        location="vllm_musa_platform/musa.py:512",
        verdict=TRUE,
        vllm_evidence="vllm/v1/attention/selector.py:218",
        why="vLLM 0.33.0 selects every attention layer's backend with "
        "`current_platform.get_attn_backend_cls(backend, attn_selector_config=..., "
        "num_heads=num_heads)` (v1/attention/selector.py:218-222; the hook is "
        "(cls, selected_backend, attn_selector_config, num_heads=None), platforms/interface.py:"
        "389); MUSAPlatform overrides it with the 0.13.0 keywords (attn_selector_config, "
        "head_size, dtype, kv_cache_dtype, block_size, use_v1, use_mla, has_sink) and no "
        "num_heads or **kwargs: TypeError when the model is built. At 0.13.0 vLLM passes no "
        "num_heads (attention/selector.py:96-99). Missed by the engine (no finding at the "
        "override)",
        before=False,
    ),
)
