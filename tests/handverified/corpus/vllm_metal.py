"""Hand-verified (HELD OUT, 2026-12-07): vllm-metal 0.1.0 against vLLM 0.13.0 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-metal. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-07, engine of commit
2c5e083, `python -m compat.cli drift --consumer vllm-metal==0.1.0 --vllm 0.13.0 --vllm 0.33.0
--baseline none|0.13.0 --format json --no-write`): none at 0.13.0 and 3 at 0.33.0 in both modes,
plus one break found by reading (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_metal-0.1.0-cp312-cp312-macosx_11_0_arm64.whl (sha256 in WHEEL_SHA256; its
  Python files), a platform plugin for Apple Silicon (`vllm.platform_plugins` metal =
  vllm_metal:register, and a no-op general plugin): register() imports vllm_metal.platform and
  returns "vllm_metal.platform.MetalPlatform" when MLX is available (__init__.py:57-69);
  MetalPlatform sets `parallel_config.worker_cls = "vllm_metal.v1.worker.MetalWorker"`
  (platform.py:216-217), a WorkerBase subclass with an MLX model runner (v1/model_runner.py).
  vLLM calls platform plugins inside `try ... except Exception` (platforms/__init__.py:254-260
  at 0.33.0): a plugin whose import fails is not activated, so the Metal platform is lost.
  Target: `Requires-Dist: vllm>=0.13.0; extra == 'vllm'` (no upper bound); published
  2026-01-07, the newest vLLM then is 0.13.0 (2025-12-19; 0.14.0 came 2026-01-20).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: at 0.13.0 all
  resolve; at 0.33.0 vllm.attention is gone, platform.py:10 and the TYPE_CHECKING import :16,
  and vllm.model_executor no longer exports set_random_seed, v1/worker.py:17); the Platform
  hooks it overrides against vLLM's calls of them (get_attn_backend_cls: the row below; the
  device and memory hooks take what vLLM passes); MetalWorker's methods against WorkerBase and
  the executor's calls (init_device, load_model, initialize_from_config, determine_available_
  memory, execute_model: the calls match at both). Not a row (no kind of this project's checks
  says it): compile_or_warm_up_model returns None, and 0.33.0's executor reads
  `t.language_model` of each worker's result (v1/executor/abstract.py:133-143, a
  CompilationTimes at 0.33.0): AttributeError after warm-up.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "vllm-metal==0.1.0"
WHEEL_SHA256 = "a59c9a15fe9a24a046d1956ee3647cd05131f6f86969e23177bf691b4dff6fbf"
SDISTS = {
    "0.13.0": "4ad43db45fef37114b550d03a4f423fb3fa3a31d8bc09ee810ef8b9cdcd4b5fe",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ANNOTATION_ONLY = (
    "annotation only: a parameter annotated (as a string) with a class imported under "
    "TYPE_CHECKING from a module gone at this release; the object vLLM passes has the member"
)
_LOADS = (
    "register() imports vllm_metal.platform (__init__.py:65), so the plugin is not activated "
    "on 0.33.0 (vLLM catches the ImportError, platforms/__init__.py:254-260) and the Metal "
    "platform is lost"
)

ROWS = (
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.attention.backends.registry.AttentionBackendEnum",
        location="vllm_metal/platform.py:10",
        verdict=TRUE,
        vllm_evidence="vllm/attention/: absent from the sdist at 0.33.0 (AttentionBackendEnum: "
        "vllm/v1/attention/backends/registry.py)",
        why=f"module-level import of the platform module; {_LOADS}",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.attention.selector.AttentionSelectorConfig.use_mla",
        location="vllm_metal/platform.py:251",
        verdict=FALSE,
        vllm_evidence="vllm/v1/attention/selector.py:30",
        why="`attn_selector_config.use_mla` on the parameter annotated "
        '"AttentionSelectorConfig" (a string; the class is imported only under TYPE_CHECKING, '
        ":15-16); vLLM passes a vllm.v1.attention.selector.AttentionSelectorConfig, which has "
        "`use_mla` (selector.py:30) and `use_sparse` (:32). The member is there; the module "
        "path of the annotation is what moved (and on 0.33.0 the module does not import at all, "
        "the row at :10)",
        pattern=ANNOTATION_ONLY,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.set_random_seed",
        location="vllm_metal/v1/worker.py:17",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/__init__.py:1 (exports BasevLLMParameter and "
        "PackedvLLMParameter only; set_random_seed is vllm/utils/torch_utils.py:528)",
        why="module-level import of the worker module vLLM loads as worker_cls "
        "(platform.py:217); exported at 0.13.0 (model_executor/__init__.py:5). An independent "
        f"cause beside platform.py:10 ({_LOADS})",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.platforms.interface.Platform.get_attn_backend_cls",
        location="vllm_metal/platform.py:243",
        verdict=TRUE,
        vllm_evidence="vllm/v1/attention/selector.py:218",
        why="vLLM 0.33.0 selects each attention layer's backend with "
        "`current_platform.get_attn_backend_cls(backend, attn_selector_config=..., "
        "num_heads=num_heads)` (v1/attention/selector.py:218-222); MetalPlatform overrides it "
        "as (cls, selected_backend, attn_selector_config), the 0.13.0 hook (platforms/"
        "interface.py:226, called at attention/selector.py:96-99 without num_heads): TypeError "
        "when the model is built. An independent cause beside platform.py:10. Missed by the "
        "engine (no finding at the override; the 2026-12-06 batch's vllm-musa row again)",
        before=False,
    ),
)
