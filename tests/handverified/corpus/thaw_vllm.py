"""Hand-verified (HELD OUT, 2026-12-08): thaw-vllm 0.6.0 against vLLM 0.22.1 (target) and
0.33.0.

Held out: the engine was never tuned on thaw-vllm. The engine reported no finding at all
before any change made for it (2026-12-08, engine of commit 88a3b37, `python -m compat.cli
drift --consumer thaw-vllm==0.6.0 --vllm 0.22.1 --vllm 0.33.0 --baseline none|0.22.1 --format
json --no-write`: `compatible` at both releases in both modes, no `unknown`). Its silence is
not for want of reading: it read 58 vLLM uses (the imports inside functions and `try` blocks
included, the ThawModelLoader subclass and its overrides, the LLM / SamplingParams calls) and
marks only server.py and langgraph/chat_model.py unreached. All of them are fine at both
releases; the real break below is in what it cannot read (tensor shapes reached through an
untyped attribute chain), and no kind of this project's checks names it, so the table has no
row.

How this was made (by reading source files, not by this project's tool):
* Consumer: thaw_vllm-0.6.0-py3-none-any.whl (sha256 in WHEEL_SHA256), GPU snapshot and
  restore of a vLLM engine's weights and prefix-cached KV blocks. Entry points: a general
  plugin (`vllm.general_plugins` thaw = thaw_vllm.loader:register), which registers
  load_format "thaw" (ThawModelLoader, a BaseModelLoader, loader.py:59-143), and the `thaw`
  CLI (cli.py). The rest is a library the user calls on an `LLM`: freeze_model_tp /
  restore_model_tp (snapshot.py, through LLM.collective_rpc), freeze_kv_cache /
  restore_kv_cache (kv_snapshot.py, reached through `llm.llm_engine.engine_core.engine_core`
  with VLLM_ENABLE_V1_MULTIPROCESSING=0: `.scheduler.kv_cache_manager.block_pool` and
  `.model_executor.driver_worker.model_runner.kv_caches`), fork / checkpoint (fork.py, on top
  of the KV snapshot), the engine pools and sleep_mode. Target: extras require `vllm>=0.18`
  (no upper bound); published 2026-06-07, the newest vLLM then is 0.22.1 (2026-06-05; 0.23.0
  came 2026-06-13).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both; vllm.distributed re-exports parallel_state's get_tensor_model_parallel_rank / _world_
  size by `*`, vllm/__init__.py's lazy `__getattr__` gives LLM and SamplingParams);
  ThawModelLoader against BaseModelLoader (model_executor/model_loader/base_loader.py:
  __init__(load_config), the abstract download_model and load_weights(model, model_config):
  the same at both, and load_model calls load_weights(model, model_config), :88 at 0.33.0);
  register_model_loader(load_format) as a decorator factory; LLM.collective_rpc(method,
  args=...), LLM.sleep / wake_up / reset_prefix_cache / get_tokenizer, the LLM and
  SamplingParams keywords; the internals it walks: LLMEngine.engine_core, InprocClient.
  engine_core, EngineCore.scheduler / model_executor / vllm_config, Scheduler.block_size /
  kv_cache_manager, KVCacheManager.block_pool, BlockPool.blocks / cached_block_hash_to_block
  (BlockHashToBlockMap.insert(key, block)), KVCacheBlock.block_id / _block_hash / is_null,
  UniProcExecutor.driver_worker (WorkerWrapperBase forwards unknown names to the worker,
  v1/worker/worker_base.py:327-328 at 0.22.1, :370-371 at 0.33.0), Worker.model_runner, the
  runner's model and kv_caches: all present at both. Not read: thaw_common's weight format
  and the native extension, thaw_sglang, the langgraph adapter.
* Not rows (no kind of this project's checks says it), a real break at 0.33.0: the KV
  snapshot assumes each layer's cache is [2, num_blocks, block_size, num_kv_heads, head_size]
  (kv_snapshot.py:21-24, :186-192, :210-221, :231-233), the flash-attention shape at 0.22.1
  (vllm/v1/attention/backends/flash_attn.py:149, applied by v1/worker/gpu_model_runner.py:
  6935). At 0.33.0 every layer's cache is one 4-D view [num_blocks, num_kv_heads,
  block_size, content] (vllm/v1/kv_cache_interface.py:360-376 and create_kv_cache_views
  :418-482, made by vllm/v1/worker/utils.py:618-626, bound into the runner's kv_caches at
  utils.py:861 and, for the default Model Runner V2, v1/worker/gpu/model_runner.py:812;
  flash_attn.py:1201-1202: [num_blocks, num_kv_heads, block_size, 2 * head_size]).
  freeze_kv_cache (kv_snapshot.py:358) then gathers cached blocks along the head axis
  (`index_select(dim=1, ...)`, :189: out of range for a block id >= num_kv_heads) and
  permutes the 4-D result with five axes (:191-192): RuntimeError on the native path; the
  pure-Python path (:299) copies head `bid`, not block `bid`. restore_kv_cache and fork's
  child check compare the snapshot's block shape with `kv_caches[0][:, 0].shape` (:578,
  fork.py:469), now [num_blocks, block_size, content]: ValueError / BlockShapeMismatchError.
  So `thaw freeze --kv-output`, freeze_kv_cache(_tp), restore_kv_cache(_tp), fork() and
  `thaw_vllm.load(..., kv_snapshot=...)` fail at 0.33.0; the weight snapshot, the loader
  plugin and the pools do not.
"""

from tests.handverified.corpus import Row

CONSUMER = "thaw-vllm==0.6.0"
WHEEL_SHA256 = "41f340a59ba1705235e608644d4997d4f3cb32a812afc7f05ef486e4c57528c8"
SDISTS = {
    "0.22.1": "cd34902729f3767e3dfbb391956b2986bc638a54be9893e78bda9cc55669f15c",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
