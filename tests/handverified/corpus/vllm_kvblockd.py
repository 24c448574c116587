"""Hand-verified (HELD OUT, 2026-12-03): vllm-kvblockd 0.1.0 against vLLM 0.25.1 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-kvblockd. The engine reported no `broken` finding
before any change made for it (2026-12-03, engine of commit 90cfb1a, `python -m compat.cli
drift --consumer vllm-kvblockd==0.1.0 --vllm 0.25.1 --vllm 0.33.0 --baseline none|0.25.1
--format json --no-write`: 13 `guarded` at each release, nothing else). The one row is a TRUE
break it missed (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_kvblockd-0.1.0-py3-none-any.whl (sha256 in WHEEL_SHA256): a KV connector
  (vllm_kvblockd/connector.py, KvblockdConnector(KVConnectorBase_V1), its base imported in a
  `try/except Exception` so the package imports without vLLM) and a secondary tier for vLLM's
  tiered KV offloading (vllm_kvblockd/tier_manager.py: KvblockdTierManager(SecondaryTierManager),
  registered as tier "kvblockd" with `SecondaryTierFactory.register_tier(...)` at import,
  tier_manager.py:950-956, and reached through `spec_module_path` naming KvblockdTieringSpec).
  Target: METADATA `Requires-Dist: vllm<0.26,>=0.22; extra == 'vllm'`: the newest it admits is
  0.25.1.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); the abstract methods of KVConnectorBase_V1 and SecondaryTierManager (the same set at
  both: build_connector_meta, get_num_new_matched_tokens, save_kv_layer, start_load_kv,
  update_state_after_alloc, wait_for_layer_load, wait_for_save; drain_jobs, get_finished_jobs,
  lookup, on_new_request, submit_load, submit_store: all defined); every override whose vLLM
  signature differs between the releases (only SecondaryTierManager.__init__, which gains
  backpressure_detector), checked against the factory that builds the registered class.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "vllm-kvblockd==0.1.0"
WHEEL_SHA256 = "66dfb59a2a5b3a655606470e297a0bdd0aec632fe4bfdd7607e2cf4d3aacd437"
SDISTS = {
    "0.25.1": "ddbdec3f1c0f21afa70b7eb6ddf3faa29d26b1302ee4b5d5e00ec3af41b0c2e4",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.kv_offload.tiering.base.SecondaryTierManager.__init__",
        location="vllm_kvblockd/tier_manager.py:589",
        verdict=TRUE,
        vllm_evidence="vllm/v1/kv_offload/tiering/factory.py:91",
        why="vLLM 0.33.0's SecondaryTierFactory.create_secondary_tier builds the registered "
        "class as `tier_cls(offloading_spec=..., primary_kv_view=..., tier_type=..., "
        "backpressure_detector=bp_detector, **config)` (factory.py:91-96; 0.25.1 passes no "
        "backpressure_detector, factory.py:37-42); KvblockdTierManager.__init__ "
        "(tier_manager.py:589-623) has no such parameter and no **kwargs: TypeError whenever "
        "the kvblockd tier is configured. Not reported by the engine (a factory building the "
        "consumer's registered subclass)",
        before=False,
    ),
)
