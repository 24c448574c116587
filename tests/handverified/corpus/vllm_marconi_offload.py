"""Hand-verified (HELD OUT, 2026-12-07): vllm-marconi-offload 0.2.2 against vLLM 0.25.1 and 0.33.0.

Held out: the engine was never tuned on vllm-marconi-offload. The rows are every `broken`
(finding, release) pair the engine reported before any change made for it (2026-12-07, engine
of commit 2c5e083, `python -m compat.cli drift --consumer vllm-marconi-offload==0.2.2 --vllm
0.25.1 --vllm 0.33.0 --baseline none|0.25.1 --format json --no-write`): none at 0.25.1 and 8 at
0.33.0 in both modes, plus one break found by reading (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_marconi_offload-0.2.2-py3-none-any.whl (sha256 in WHEEL_SHA256), a two-tier
  (RAM + SSD) KV-offload connector for stock vLLM, loaded with `--kv-transfer-config
  '{"kv_connector": "SimpleCPUOffloadConnector", "kv_connector_module_path":
  "vllm_marconi_offload", ...}'` (__init__.py:8-25; vLLM imports the module path first,
  kv_connector/factory.py:103-110 at 0.33.0). Its scheduler side, built for the SCHEDULER role
  (connector.py:98-122), is SimpleCPUOffloadScheduler (manager.py:282): its __init__ derives the
  CPU tier's KVCacheConfig (_derive_cpu_config, :305, :789-815) and builds a vLLM
  KVCacheCoordinator for it (:334), and for the optional L2 tier (:441-455, when an l2 pool is
  configured). No entry point; no vLLM requirement in METADATA. Target: the newest vLLM
  published before it (2026-07-25 04:43 UTC; vLLM 0.25.1 2026-07-14, 0.26.0 2026-07-25 10:40
  UTC). Its README's matrix names only 0.1.x / vLLM 0.20.x.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); the connector's methods against KVConnectorBase_V1 (the same signatures and abstract
  methods at both); the calls into vLLM's KV-cache code (get_kv_cache_coordinator, KVCacheTensor,
  KVCacheConfig, BlockPool's get_new_blocks / free_blocks / touch / get_num_free_blocks /
  take_events, yield_req_data, get_block_hash, resolve_kv_cache_block_sizes). Not a row (no kind
  of this project's checks says it): `l1_blocks, l1_hit = self.cpu_coordinator.
  find_longest_cache_hit(...)` (manager.py:1491, :1508) unpacks two values, and 0.33.0 returns
  three (v1/core/kv_cache_coordinator.py:464-468): ValueError on a lookup, behind the
  constructor rows below.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "vllm-marconi-offload==0.2.2"
WHEEL_SHA256 = "1273daaa551b5004ad8f62414db344ae3a4ef8a85ea464e166f1bbe871347e97"
SDISTS = {
    "0.25.1": "ddbdec3f1c0f21afa70b7eb6ddf3faa29d26b1302ee4b5d5e00ec3af41b0c2e4",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_MANAGER = "vllm_marconi_offload/manager.py"
_COORD = "vllm.v1.core.kv_cache_coordinator.get_kv_cache_coordinator"
_TENSOR = "vllm.v1.kv_cache_interface.KVCacheTensor"
_COORD_EV = "vllm/v1/core/kv_cache_coordinator.py:990"
_TENSOR_EV = "vllm/v1/kv_cache_interface.py:1475"
_BUILT = (
    "SimpleCPUOffloadScheduler.__init__ runs whenever the connector is configured (the "
    "scheduler role, connector.py:98-122)"
)
_L2 = "the L2 tier's coordinator, built when an l2 pool is configured (manager.py:440-455)"
_COORD_WHY = (
    "get_kv_cache_coordinator(..., max_num_batched_tokens=...) as at 0.25.1 (kv_cache_"
    "coordinator.py:782-794); 0.33.0 renames the parameter max_in_flight_tokens (:990-1005): "
    "TypeError; {where}"
)
_TENSOR_WHY = (
    "_derive_cpu_config (called from __init__, :305) builds `KVCacheTensor(size=..., "
    "shared_by=...)` as at 0.25.1 (kv_cache_interface.py:893-901); the 0.33.0 dataclass is "
    "(size, layers, layer_stride, block_stride, offset=0, host_resident=False) "
    "(kv_cache_interface.py:1475-1495): TypeError. " + _BUILT
)


def _coord(kind: str, line: int, where: str) -> Row:
    return Row(
        "0.33.0",
        kind,
        _COORD,
        f"{_MANAGER}:{line}",
        TRUE,
        _COORD_EV,
        _COORD_WHY.format(where=where),
    )


def _tensor(kind: str, param: str) -> Row:
    what = f"`{param}` " + (
        "is not a parameter" if kind == "unexpected-keyword" else "is not given"
    )
    return Row(
        "0.33.0", kind, _TENSOR, f"{_MANAGER}:805", TRUE, _TENSOR_EV, f"{what}: {_TENSOR_WHY}"
    )


ROWS = (
    _coord("unexpected-keyword", 334, "the CPU tier's coordinator: " + _BUILT),
    _coord("missing-required-argument", 334, "the CPU tier's coordinator: " + _BUILT),
    _coord("unexpected-keyword", 445, _L2),
    _coord("missing-required-argument", 445, _L2),
    _tensor("unexpected-keyword", "shared_by"),
    *(_tensor("missing-required-argument", p) for p in ("layers", "layer_stride", "block_stride")),
    Row(
        "0.33.0",
        "missing-attribute",
        f"{_TENSOR}.shared_by",
        f"{_MANAGER}:807",
        TRUE,
        _TENSOR_EV,
        "`list(t.shared_by)` for each of the GPU config's kv_cache_tensors: the 0.33.0 "
        "KVCacheTensor has no `shared_by` (it has `layers`), so the argument fails with "
        "AttributeError before the constructor call of :805 is made. "
        + _BUILT
        + ". Missed by the engine (the element type of KVCacheConfig.kv_cache_tensors is not "
        "followed through the comprehension)",
        before=False,
    ),
)
