"""Hand-verified (HELD OUT, 2026-12-08): semblend-vllm-connector 0.2.8 against vLLM 0.30.0
(target) and 0.33.0.

Held out: the engine was never tuned on semblend-vllm-connector. The engine reported no
`broken` finding before any change made for it (2026-12-08, engine of commit 88a3b37, `python
-m compat.cli drift --consumer semblend-vllm-connector==0.2.8 --vllm 0.30.0 --vllm 0.33.0
--baseline none|0.30.0 --format json --no-write`: `compatible` at both releases in both modes;
one finding per release, `guarded`, none `unknown`). Reading found no real break at either
release, so the table has no row.

How this was made (by reading source files, not by this project's tool):
* Consumer: semblend_vllm_connector-0.2.8-py3-none-any.whl (sha256 in WHEEL_SHA256), an
  out-of-tree KV connector (SemBlendVllmConnector, connector.py:294) that vLLM loads by
  module path (`kv_connector_module_path`, distributed/kv_transfer/kv_connector/factory.py:
  102-107, then `connector_cls(config, role, kv_cache_config)`, :75); no entry points. Its
  base comes through the package's own `_vllm_compat.py:13-56`: vLLM's KVConnectorBase_V1 /
  KVConnectorMetadata / KVConnectorRole inside `try`, same-named stand-ins for tests in the
  `except`. Target: extra `vllm` requires `vllm>=0.8.0` (no upper bound); published
  2026-09-24, the newest vLLM then is 0.30.0 (2026-09-22; 0.31.0 came 2026-10-05).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* The `guarded` finding (both releases): `_is_mla_metadata` (connector.py:1213-1218) imports
  MLACommonMetadata from vllm.v1.attention.backends.mla.common (gone at both; the class is
  vllm/model_executor/layers/attention/mla_attention.py:1670 at 0.30.0, :1698 at 0.33.0)
  inside `try ... except Exception: return False`. Not a break: an MLA engine never reaches
  the layout branches it guards, since the start-up gate declines every KV-cache spec whose
  head_size_v differs from head_size (connector.py:646-655), and MLAAttentionSpec has
  head_size_v = 0 (vllm/v1/kv_cache_interface.py:660 at 0.30.0, :743 at 0.33.0); the
  connector then declines all reuse (:521, :535-536, :1002, :1416).
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve
  at both except the guarded one above; the six at connector.py:52-57 are TYPE_CHECKING
  only); SemBlendVllmConnector's overrides against KVConnectorBase_V1 (distributed/
  kv_transfer/kv_connector/v1/base.py): __init__, get_num_new_matched_tokens,
  update_state_after_alloc, build_connector_meta, on_new_request, request_finished,
  bind_gpu_block_pool, take_events, register_kv_caches, start_load_kv, wait_for_layer_load,
  save_kv_layer, wait_for_save, get_finished, get_block_ids_with_load_errors, shutdown: the
  same parameters at both, every abstract method implemented; the base gains only defaulted
  hooks by 0.33.0 (supports_sleep_mode, get_mem_pool_context, unregister_kv_caches /
  restore_kv_caches, get_loaded_kv_cache_group_ids, get_external_cache_hit_sources).
  get_num_new_matched_tokens_mid_prefill and get_prefill_compute_limit are not vLLM hooks
  (nothing in either sdist calls them). The vLLM callables it calls (is_rope_parameters_
  nested, iter_layer_specs, is_full_attention_spec, resolve_kv_cache_block_sizes(kv_cache_
  config, vllm_config), BlockPool.evict_blocks(block_ids)) take the same arguments at both;
  the fields it reads (CachedRequestData req_ids / new_block_ids / num_computed_tokens /
  num_output_tokens / resumed_req_ids, NewRequestData block_ids / num_computed_tokens,
  SchedulerOutput finished_req_ids / num_scheduled_tokens, BlockPool blocks /
  cached_block_hashes_by_block / null_block / hash_block_size, AttentionSpec num_head_slots /
  head_size_v / tokens_per_state) exist at both, most read through getattr with a default;
  the flash-attention page it writes is [num_blocks, num_kv_heads, block_size, 2 * head_size]
  at both (v1/attention/backends/flash_attn.py:1184-1185 at 0.30.0, :1201-1202 at 0.33.0),
  the 4-D branch of connector.py:1249-1256. Not read: the SemBlend provider package
  (providers/semblend.py, another project's API), the donor storage and capture writer.
* The engine records no subclass or override use for SemBlendVllmConnector (31 uses: imports,
  calls and attributes only): the base class reaches connector.py through the package's own
  re-export with a fallback, so the override checks above were made by hand only.
"""

from tests.handverified.corpus import Row

CONSUMER = "semblend-vllm-connector==0.2.8"
WHEEL_SHA256 = "a3a7eb8e138a5f8a1b5faefe633427ed6f6f9a11f05fc75d5f29a1f3293ed588"
SDISTS = {
    "0.30.0": "5f8f4e890c042ffa1c3e103f81c35e2d96f60a0a175ac43a4adbae7006bef62b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
