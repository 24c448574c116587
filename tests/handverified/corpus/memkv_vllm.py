"""Hand-verified (HELD OUT, 2026-12-06): memkv-vllm 1.0.12 against vLLM 0.31.0 (target) and 0.33.0.

Held out: the engine was never tuned on memkv-vllm. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-06, engine of commit
704fd57, `python -m compat.cli drift --consumer memkv-vllm==1.0.12 --vllm 0.31.0 --vllm 0.33.0
--baseline none|0.31.0 --format json --no-write`): absolute mode 2 `broken` at each release;
`--baseline 0.31.0` none (both pre-existing at each), plus the TRUE breaks it missed
(`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: memkv_vllm-1.0.12-cp38-abi3-manylinux_2_28_x86_64.whl (sha256 in WHEEL_SHA256;
  its Python files), MinIO's MemKV backend for vLLM's KV offloading, two ways: a secondary
  tier behind the CPU pool, registered by the general plugin (`vllm.general_plugins`
  memkv_tier = memkv_vllm:register, __init__.py:28-64: SecondaryTierFactory.register_tier(
  "memkv", "memkv_vllm.tier", "MemKVSecondaryTierManager")), and an OffloadingSpec of its own
  (spec.py:1708, MemKVOffloadingSpec, with its manager and worker) named by module path in the
  KV-transfer config. Its shims for older vLLM releases live in _vllm_compat.py and lookup.py.
  Target: no vLLM requirement in METADATA; published 2026-10-13, so the newest vLLM it can have
  been run with is 0.31.0 (2026-10-05; 0.32.0 came 2026-10-18). Its comments name releases up
  to 0.29.0 (_vllm_compat.py:30, :36).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); every override on a vLLM base (SecondaryTierManager, AsyncLookupManager,
  OffloadingSpec, OffloadingManager, OffloadingWorker) against the base's signature and vLLM's
  calls, and the abstract methods of those bases (none gained at 0.33.0): the two TRUE rows
  below; the spec's `__init__(self, *args)` forwards both constructor forms.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "memkv-vllm==1.0.12"
WHEEL_SHA256 = "77410042151a7d0e982a523bf8f36d36752e6904e100e50761baed7f0d211435"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

OR_FALLBACK = (
    "fallback: the right operand of `getattr(mod, 'New', None) or mod.Old` is read only when "
    "the new name is missing"
)
SIGNATURE_CONSTANT = (
    "fallback: a signature feature test held in a module constant "
    "(`X = 'p' in inspect.signature(f).parameters`, then `if X:`) picks the other branch"
)
_JOB = {"0.31.0": 67, "0.33.0": 72}  # class TransferJob in vllm/v1/kv_offload/tiering/base.py
_LOOKUP = {"0.31.0": 84, "0.33.0": 88}  # AsyncLookupManager.__init__ (tiering/async_lookup.py)


def _rows(vllm: str) -> tuple[Row, ...]:
    return (
        Row(
            vllm=vllm,
            kind="missing-symbol",
            symbol="vllm.v1.kv_offload.tiering.base.JobMetadata",
            location="memkv_vllm/_vllm_compat.py:32",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/kv_offload/tiering/base.py:{_JOB[vllm]}",
            why='`TransferJob = getattr(_tiering_base, "TransferJob", None) or '
            "_tiering_base.JobMetadata`: TransferJob is defined at this release, so the "
            "`or` never evaluates its right operand (the old name, for vLLM before 0.29)",
            pattern=OR_FALLBACK,
        ),
        Row(
            vllm=vllm,
            kind="unexpected-keyword",
            symbol="vllm.v1.kv_offload.tiering.async_lookup.AsyncLookupManager.__init__",
            location="memkv_vllm/lookup.py:43",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/kv_offload/tiering/async_lookup.py:{_LOOKUP[vllm]}",
            why="`super().__init__(tier_type=..., lookup_timeout_s=...)` runs only `if "
            '_BASE_ACCEPTS_TIMEOUT`, the module constant `"lookup_timeout_s" in '
            "inspect.signature(AsyncLookupManager.__init__).parameters` (lookup.py:21-23); "
            "this release's __init__ is (self, tier_type), so the else branch, "
            "`super().__init__(tier_type=tier_type)` (:55), runs",
            pattern=SIGNATURE_CONSTANT,
        ),
        Row(
            vllm=vllm,
            kind="override-signature-mismatch",
            symbol="vllm.v1.kv_offload.tiering.base.SecondaryTierManager.__init__",
            location="memkv_vllm/tier.py:189",
            verdict=TRUE,
            vllm_evidence="vllm/v1/kv_offload/tiering/factory.py:91",
            why="SecondaryTierFactory.create_secondary_tier builds the registered class as "
            "`tier_cls(offloading_spec=..., primary_kv_view=..., tier_type=..., "
            "backpressure_detector=bp_detector, **config)` (factory.py:91-96, always, None "
            "without a backpressure config; new in 0.31.0: 0.30.0's factory passes no "
            "backpressure_detector); MemKVSecondaryTierManager.__init__ (tier.py:189-201) has "
            "no such parameter and no **kwargs: TypeError whenever the memkv tier is "
            "configured (under a configuration: the tier). Not reported by the engine (a "
            "factory building the consumer's registered class)",
            before=False,
        ),
    )


ROWS = (
    _rows("0.31.0")
    + _rows("0.33.0")
    + (
        Row(
            vllm="0.33.0",
            kind="override-signature-mismatch",
            symbol="vllm.v1.kv_offload.base.OffloadingWorker.submit_load",
            location="memkv_vllm/spec.py:1582",
            verdict=TRUE,
            vllm_evidence="vllm/distributed/kv_transfer/kv_connector/v1/offloading/worker.py:260",
            why="0.33.0's OffloadingWorker.submit_load gains `expedited: bool = False` "
            "(kv_offload/base.py:669-675) and the connector's worker calls "
            "`self.worker.submit_load(job_id, entry.src_spec, entry.dst_spec, expedited=True)` "
            "for a sync load (offloading/worker.py:256-262; self.worker = "
            "spec.get_worker(...), :69, here MemKVOffloadingWorker, spec.py:1749); the "
            "override is (self, job_id, src_spec, dst_spec): TypeError (under a configuration: "
            "MemKVOffloadingSpec with sync_load_budget_bytes > 0, offloading/scheduler.py:"
            "323). At 0.31.0 vLLM calls it with three arguments. Not reported by the engine",
            before=False,
        ),
    )
)
