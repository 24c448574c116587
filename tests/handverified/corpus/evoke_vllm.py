"""Hand-verified (HELD OUT, 2026-12-06): evoke-vllm 0.1.1 against vLLM 0.24.0 (target) and 0.33.0.

Held out: the engine was never tuned on EVOKE. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-06, engine of commit 704fd57,
`python -m compat.cli drift --consumer evoke-vllm==0.1.1 --vllm 0.24.0 --vllm 0.33.0
--baseline none|0.24.0 --format json --no-write`): absolute mode none at 0.24.0 and 6 at
0.33.0 (two of them one call, two kinds); `--baseline 0.24.0` the same 6 (nothing
pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: evoke_vllm-0.1.1-py3-none-any.whl (sha256 in WHEEL_SHA256), a relevance-driven
  eviction policy for vLLM's CPU KV-cache offloading: EvokeOffloadingSpec (spec.py:30, a
  CPUOffloadingSpec), which vLLM's OffloadingSpecFactory imports by module path from
  `kv_connector_extra_config` (spec_module_path="evoke_vllm.spec", factory.py:24/:35), builds
  EvokeOffloadingManager (manager.py:33, a CPUOffloadingManager) with EvokeCachePolicy
  (policy.py:37, a CachePolicy). Every row runs when that spec is configured, which is what
  the package is for. Target: METADATA `Requires-Dist: vllm==0.24.0` (exact pin).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: at 0.24.0 all
  resolve; at 0.33.0 only BlockStatus is missing, the row below); every override on its three
  vLLM bases against the base at both releases and vLLM's calls (CPUOffloadingManager.__init__,
  CachePolicy.insert / touch: rows; lookup, prepare_store, get, remove, evict: unchanged); the
  spec's members (num_blocks: a row; extra_config, kv_events_config, _manager: at 0.33.0,
  kv_offload/base.py:718, cpu/spec.py:137). No TRUE break was found that the engine missed.
* Judgement (counted TRUE, as probes/consequences.py counts independent causes, each
  something the user must fix): at 0.33.0 the import at policy.py:22 fails first, when the
  factory imports evoke_vllm.spec (spec.py:27 -> manager.py:30 -> policy.py:22), so the other
  five pairs never run on this release. Counted FALSE, precision here is 1/6.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "evoke-vllm==0.1.1"
WHEEL_SHA256 = "a9a2064a9bc83da524eea549e45727366e781eb3394fa52fab414a4447458726"
SDISTS = {
    "0.24.0": "0862453adc1f3339f1a0c9dca1179c34d6ed6e118f87b6e5bddd120af614ac66",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_MANAGER = "vllm.v1.kv_offload.cpu.manager.CPUOffloadingManager.__init__"
_INIT_WHY = (
    "`super().__init__(num_blocks=..., cache_policy='lru', enable_events=..., "
    "store_threshold=..., max_tracker_size=...)` (manager.py:45-51); 0.33.0's "
    "CPUOffloadingManager.__init__ is (self, num_chunks, cache_policy='lru', "
    "cache_policy_module_path=None, enable_events=False, store_threshold=1, "
    "max_tracker_size=64000, info=None) (cpu/manager.py:60-69; 0.24.0: num_blocks, :45)"
)

ROWS = (
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.kv_offload.cpu.policies.base.BlockStatus",
        location="evoke_vllm/policy.py:22",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/policies/base.py:25",
        why="top-level import of the policy module, imported by manager.py:30, imported by "
        "spec.py:27, the module vLLM's factory loads: BlockStatus is renamed ChunkStatus at "
        "0.33.0 (policies/base.py:25; 0.24.0 :10): ImportError when the spec is configured",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=_MANAGER,
        location="evoke_vllm/manager.py:45",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/manager.py:60",
        why=f"{_INIT_WHY}: TypeError, no parameter num_blocks",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol=_MANAGER,
        location="evoke_vllm/manager.py:45",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/manager.py:60",
        why=f"{_INIT_WHY}: the same call gives no num_chunks, required at 0.33.0",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.kv_offload.cpu.policies.base.CachePolicy.insert",
        location="evoke_vllm/policy.py:87",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/manager.py:361",
        why="EvokeCachePolicy.insert(self, key, block); 0.33.0's abstract "
        "CachePolicy.insert is (self, key, chunk, req_context) (policies/base.py:63) and the "
        "manager calls `self._policy.insert(key, chunk, req_context)` (cpu/manager.py:361): "
        "TypeError on every store",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.kv_offload.cpu.policies.base.CachePolicy.touch",
        location="evoke_vllm/policy.py:96",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/manager.py:245",
        why="EvokeCachePolicy.touch(self, keys); 0.33.0's CachePolicy.touch is (self, keys, "
        "req_context) (policies/base.py:76) and the manager calls "
        "`self._policy.touch(keys, req_context)` (cpu/manager.py:245): TypeError",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.kv_offload.cpu.spec.CPUOffloadingSpec.num_blocks",
        location="evoke_vllm/spec.py:36",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/cpu/spec.py:107",
        why="EvokeOffloadingSpec.get_manager passes `num_blocks=self.num_blocks`; 0.33.0's "
        "CPUOffloadingSpec.__init__ (inherited) sets num_chunks, not num_blocks "
        "(cpu/spec.py:107/:123; 0.24.0 sets num_blocks, :70/:96): AttributeError",
    ),
)
