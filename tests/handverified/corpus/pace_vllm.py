"""Hand-verified (HELD OUT, 2026-12-06): pace-vllm 1.3.0 against vLLM 0.28.0 (target) and 0.33.0.

Held out: the engine was never tuned on pace-vllm. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-06, engine of commit
704fd57, `python -m compat.cli drift --consumer pace-vllm==1.3.0 --vllm 0.28.0 --vllm 0.33.0
--baseline none|0.28.0 --format json --no-write`): absolute mode 1 `broken` at 0.28.0 and 4
at 0.33.0; `--baseline 0.28.0` 3 at 0.33.0 (the initialize_kv_cache override pre-existing at
both).

How this was made (by reading source files, not by this project's tool):
* Consumer: pace_vllm-1.3.0-py3-none-manylinux_2_34_x86_64.whl (sha256 in WHEEL_SHA256; its
  Python files), AMD's PACE platform plugin for CPU inference on EPYC (`vllm.platform_plugins`
  pace = pace_vllm:register): register() returns "pace_vllm.platform.PacePlatform" (a CPU
  platform whose worker is PaceWorker, v1/worker/cpu_worker.py:89, with PaceModelRunner,
  v1/worker/cpu_model_runner.py, and custom ops for MoE, layernorm, linear and embedding
  layers imported by the worker's init_device, cpu_worker.py:47-50), or None. Its first step
  is its own version check, `_PACE_VLLM_SUPPORTED_VLLM_RANGE = ">=0.25.0,<=0.28.0"`
  (__init__.py:30) tested with packaging's SpecifierSet (:59-100): outside it register()
  logs "skipping plugin registration" and returns None (:176-186), and vLLM activates no
  platform plugin that returns None (vllm/platforms/__init__.py:258): on 0.33.0 none of the
  plugin's code is loaded. By issue 19 that is `refused`, not a break; the engine reports
  nothing there. Target: no vLLM requirement in METADATA; the range above is the release's
  own statement of what it runs on, so the target is the newest release it admits, 0.28.0
  (published 2026-09-11; vLLM 0.29.0 came 2026-09-09, outside its range).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, at 0.28.0 (at 0.33.0 nothing of it runs): every `from vllm… import` (an
  `ast` walk: the only missing module, fused_moe/cpu_fused_moe, is the `try` of a resolving
  `except ImportError` fallback, fused_moe.py:20-23); every override on a vLLM base (linear and
  embedding layers with `*args, **kwargs`; the runner's initialize_kv_cache, the row below). No
  TRUE row was found.
* After (branch h3-refuse, rule `entry-version-gate` reading check()'s true returns and the
  refusal in register(), the function the entry point names): every finding at 0.33.0 is
  `refused` (the four FALSE rows there are no longer `broken`); 0.28.0 unchanged.
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "pace-vllm==1.3.0"
WHEEL_SHA256 = "2d90ffbaa5084d8213fd7678fb3dabdcaaa7e6783b80611006605d4bdcb06c38"
SDISTS = {
    "0.28.0": "ac96dd0ec5be9c13f2aa4bfb50498c4727110406f6e4980b58a4097e4d18634a",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

REFUSED = (
    "never runs: the plugin's own version check refuses this release (a range constant tested "
    "with SpecifierSet; register() returns None and vLLM activates nothing of it)"
)
OTHER_PATH = (
    "keyword only on another path: vLLM passes the new parameter only from a GPU-worker method "
    "that this plugin's CPU worker never calls"
)
_PLATFORMS = "vllm/platforms/__init__.py:258"  # `if platform_cls_qualname is not None:`
_REFUSAL = (
    'at 0.33.0 pace_vllm.register() returns None: 0.33.0 is outside ">=0.25.0,<=0.28.0" '
    "(__init__.py:30, :176-186), so vLLM never activates PacePlatform (platforms/__init__.py:"
    "258) and never loads its worker or layer modules"
)

ROWS = (
    Row(
        vllm="0.28.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.worker.cpu_model_runner.CPUModelRunner.initialize_kv_cache",
        location="pace_vllm/v1/worker/cpu_model_runner.py:74",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:680",
        why="PaceModelRunner.initialize_kv_cache(self, kv_cache_config) lacks the base's "
        "`is_profiling=False` (cpu_model_runner.py:156 at 0.28.0); vLLM passes it only from "
        "GPUModelRunner._init_minimal_kv_cache_for_profiling (gpu_model_runner.py:6656), "
        "reached from profile_cudagraph_memory (:6782), which only the GPU Worker's "
        "determine_available_memory calls (gpu_worker.py:532); the CPU worker overrides that "
        "method (cpu_worker.py:200) and initialises the cache through gpu_worker.py:680 with "
        "one argument",
        pattern=OTHER_PATH,
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.worker.cpu_model_runner.CPUModelRunner.initialize_kv_cache",
        location="pace_vllm/v1/worker/cpu_model_runner.py:74",
        verdict=FALSE,
        vllm_evidence=_PLATFORMS,
        why=f"{_REFUSAL} (the base gains kv_cache_allocation_context too, "
        "cpu_model_runner.py:93-98)",
        pattern=REFUSED,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.fused_moe.experts.cpu_moe.select_experts",
        location="pace_vllm/model_executor/layers/fused_moe.py:23",
        verdict=FALSE,
        vllm_evidence=_PLATFORMS,
        why=f"{_REFUSAL}; this module is imported only by PaceWorker.init_device "
        "(cpu_worker.py:47). select_experts is indeed gone from experts/cpu_moe.py at 0.33.0",
        pattern=REFUSED,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.layers.fused_moe.cpu_fused_moe.select_experts",
        location="pace_vllm/model_executor/layers/fused_moe.py:211",
        verdict=FALSE,
        vllm_evidence=_PLATFORMS,
        why=f"{_REFUSAL}; the call in the plugin's MoE forward (neither import of "
        "select_experts resolves at 0.33.0, :20-23)",
        pattern=REFUSED,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.core.kv_cache_utils.get_kv_cache_groups",
        location="pace_vllm/v1/worker/cpu_worker.py:160",
        verdict=FALSE,
        vllm_evidence=_PLATFORMS,
        why=f"{_REFUSAL}; a function-level import in PaceWorker (kv_cache_utils has no "
        "get_kv_cache_groups at 0.33.0)",
        pattern=REFUSED,
    ),
)
