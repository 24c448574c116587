"""Hand-verified (HELD OUT, 2026-12-03): kvcached 0.1.6 against vLLM 0.30.0 (target) and 0.33.0.

Held out: the engine was never tuned on kvcached. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-03, engine of commit
90cfb1a, `python -m compat.cli drift --consumer kvcached==0.1.6 --vllm 0.30.0 --vllm 0.33.0
--baseline none|0.30.0 --format json --no-write`): absolute mode 3 `broken` at each release;
`--baseline 0.30.0` none (3 pre-existing at each).

How this was made (by reading source files, not by this project's tool):
* Consumer: kvcached-0.1.6.tar.gz (sdist only; sha256 in WHEEL_SHA256), a KV-cache manager
  that patches vLLM when it is imported (kvcached_autopatch.pth; kvcached/integration/vllm/
  autopatch.py `@when_imported("vllm")`, only with KVCACHED_AUTOPATCH=1). Its patches are
  classes registered with a vLLM version range (autopatch.py:51-71, applied only in range by
  PatchManager.apply_all_patches, integration/patch_base.py:100-111), and methods inside them
  carry `@version_range(RANGE)` decorators whose ranges are module constants (patches.py:383-
  388). On 0.30.0 the model-runner patches in force are ModelRunnerV2Patch and KVLayoutV2Patch
  (">=0.29.0,<0.31.0", model_runner_v2.py); GPUModelRunnerPatch (">=0.8.4,<0.29.0") and
  GPUModelRunnerV2Patch (">=0.28.0,<0.29.0.dev0") are skipped. On 0.33.0 no runner patch is in
  range and EngineCore's patched __init__ raises KVCachedConfigError("kvcached has no runner
  adapter for vLLM ...", patches.py:1179-1184) when kvcached is enabled: by issue 19 that is
  `refused`, not a break; the engine reports nothing there. Target: no vLLM version in PKG-INFO
  or pyproject (`vllm` unversioned); published 2026-10-03, so the newest vLLM it can have been
  run with is 0.30.0 (2026-09-22; 0.31.0 came 2026-10-05).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk; the others
  missing at 0.33.0 are under TYPE_CHECKING, patches.py:36, or the `except ImportError`
  fallback of a resolving `try`, patches.py:2506-2509, or in the package's tests); the members
  its patches install on vLLM classes and modules (GPUModelRunner._init_kvcached,
  _allocate_kv_cache_from_kvcached, _reshape_kv_cache_tensors_from_kvcached, attn_utils.
  allocate_kv_cache: new names, or replaced only in the releases their ranges name). Most of
  its uses of vLLM go through getattr on modules found at run time and are not read by the
  engine (8 findings in all); they were not read here either beyond the rows' functions. No
  TRUE row was found.
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "kvcached==0.1.6"
WHEEL_SHA256 = "4a1a428244b5e3667841e28f03a4a20be7066a21a856b2deaef727e18f845068"
SDISTS = {
    "0.30.0": "5f8f4e890c042ffa1c3e103f81c35e2d96f60a0a175ac43a4adbae7006bef62b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

REGISTRY_RANGE = (
    "version range as data: a registry entry `(patch, version range)` gates the patch class "
    "(with a `VersionRange(...).contains` early return)"
)
CONSTANT_DECORATOR = (
    "version range as data: a decorator whose range is a module constant (`@version_range(NAME)`)"
)
_BIND = {"0.30.0": 591, "0.33.0": 811}  # def bind_kv_cache in vllm/v1/worker/utils.py


def _rows(vllm: str) -> tuple[Row, ...]:
    return (
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.worker.gpu.attn_utils.bind_kv_cache",
            location="kvcached/integration/vllm/model_runner_v2_028.py:93",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/worker/utils.py:{_BIND[vllm]}",
            why="inside _cache_init, installed only by GPUModelRunnerV2Patch.apply, registered "
            'for ">=0.28.0,<0.29.0.dev0" (autopatch.py:61) and returning early unless '
            "VersionRange(VLLM_028_MRV2_RANGE).contains(version) (model_runner_v2_028.py:46-49): "
            "the module says `vLLM 0.28-only` (:3); never applied on this release",
            pattern=REGISTRY_RANGE,
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.utils.bind_kv_cache",
            location="kvcached/integration/vllm/patches.py:2126",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/worker/utils.py:{_BIND[vllm]}",
            why="inside GPUModelRunnerPatch.patch_initialize_kv_cache, decorated "
            '`@version_range(VLLM_V8_RANGE)` (patches.py:2116; VLLM_V8_RANGE = ">=0.8.4,<0.9.0", '
            ':383), in a patch class registered for ">=0.8.4,<0.29.0" (autopatch.py:60): '
            "vLLM 0.8.x only",
            pattern=CONSTANT_DECORATOR,
        ),
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.attention.backends.utils.set_kv_cache_layout",
            location="kvcached/integration/vllm/patches.py:2282",
            verdict=FALSE,
            vllm_evidence="vllm/v1/worker/worker_base.py:112",
            why="inside _allocate_kv_cache_from_kvcached, installed by GPUModelRunnerPatch."
            "add_kvcache_allocator (patches.py:2189), i.e. by the patch class registered for "
            '">=0.8.4,<0.29.0" (autopatch.py:60) or by the 0.28-only GPUModelRunnerV2Patch '
            "(model_runner_v2_028.py:63); neither is applied on this release (the module-level "
            "function is gone: set_kv_cache_layout is a worker method, worker_base.py:112)",
            pattern=REGISTRY_RANGE,
        ),
    )


ROWS = _rows("0.30.0") + _rows("0.33.0")
