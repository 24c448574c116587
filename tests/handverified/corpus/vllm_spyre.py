"""Hand-verified (HELD OUT): vllm-spyre 1.10.0 against vLLM 0.18.0 (its target) and 0.33.0.

Held out: the engine was never tuned on vllm-spyre (IBM Spyre AIU platform plugin). Its findings
before any change for it (2026-12-01, HEAD c631c69, `python -m compat.cli drift --consumer
vllm-spyre==1.10.0 --vllm 0.18.0 --vllm 0.33.0 --format json --no-write`) are the rows with
``before=True``: 1 `broken` at 0.18.0 (FALSE: precision 0/1), 5 at 0.33.0 (3 TRUE: 3/5); no
`refused`; 74 and 76 unknown.

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_spyre-1.10.0-py3-none-any.whl (sha256 in WHEEL_SHA256), the newest release.
  Target: METADATA `Requires-Dist: vllm<0.18.1,>=0.17.0`: the newest release it admits is 0.18.0.
  Roots: entry point `vllm.platform_plugins: spyre = vllm_spyre:register` ->
  "vllm_spyre.platform.SpyrePlatform"; the platform names its worker (v1/worker/spyre_worker.py)
  and scheduler (v1/core/scheduler.py); the worker picks SpyrePoolingModelRunner (pooling models),
  ChunkedPrefillModelRunner, ContinuousBatchingSpyreModelRunner or StaticBatchingSpyreModelRunner
  (spyre_worker.py:288-304).
* Recall, read on both releases: every `from vllm... import` (an ast walk over the wheel against
  each sdist: only the rows below and platform.py:29's vllm.inputs names, imported under
  TYPE_CHECKING with None bindings at runtime, do not resolve); every SpyrePlatform hook
  (validate_request now receives an EngineInput TypedDict, inputs/engine.py:266, read with the same
  keys), SpyreWorker against WorkerBase (the same NotImplementedError methods on both; 0.33.0's
  load_model(*, load_dummy_weights) is passed only by elastic EP, distributed/elastic_ep/
  elastic_execute.py:271, a configuration vllm-spyre never sets), SpyreScheduler(*args, **kwargs)
  against Scheduler.__init__, the StatLoggerManager.__init__ patch (same keywords), the
  SchedulerOutput(**_get_extra_args()) warm-up calls (num_common_prefix_blocks is still a field,
  sched/output.py:320), set_forward_context, get_request_block_hasher, Request(...) (keywords only),
  BlockPool, and every method called on the FullAttentionManager the runner builds.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "vllm-spyre==1.10.0"
WHEEL_SHA256 = "04f71f2b0112f19ddc7b8a600da84926b5fa5c169a2dcb5425a08de5a912f834"
SDISTS = {
    "0.18.0": "9a1bee091db8dbb4664a2a09cd9c61912e9912a44af1ce12b8593a231d05971c",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_RUNNER = "vllm_spyre/v1/worker/spyre_model_runner.py"
_POOLER = "vllm.model_executor.layers.pooler"
_FAM = "vllm.v1.core.single_type_kv_cache_manager.FullAttentionManager"
_PREFIX = (
    "ChunkedPrefillModelRunner (spyre_worker.py:296, chosen with VLLM_SPYRE_USE_CHUNKED_PREFILL) "
    "calls it on self.kv_cache_manager, the FullAttentionManager built by _make_kv_cache_manager "
    "(line 969, annotated -> FullAttentionManager), under `if self.enable_prefix_caching`: prefix "
    "caching with chunked prefill is a combination the platform accepts (platform.py:155). "
    "Masked at 0.33.0 by the constructor row at line 969; a separate API change"
)

ROWS = (
    # ---------------------------------------------------------------- 0.18.0 (target)
    Row(
        vllm="0.18.0",
        kind="missing-symbol",
        symbol=f"{_POOLER}.ClassifierPooler",
        location=f"{_RUNNER}:1712",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/pooler/seqwise/poolers.py:106",
        why="the import sits in the `except ImportError:` fallback (line 1710, commented `vllm < "
        "v0.14.0`) of a try whose imports all resolve on 0.18.0 (pooler_for_embed and "
        "pooler_for_classify, seqwise/poolers.py:92/106; get_cross_encoder_act_fn, "
        "pooler/activations.py:35): the fallback never runs",
        pattern="never runs: dead fallback",
    ),
    # ---------------------------------------------------------------- 0.33.0
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.transformers_utils.tokenizer.get_tokenizer",
        location="vllm_spyre/v1/sample/golden_token_injector.py:8",
        verdict=FALSE,
        vllm_evidence="vllm/transformers_utils/__init__.py:1",
        why="the module is gone on 0.33.0, but nothing runs this file: no module of the wheel "
        "imports vllm_spyre.v1.sample.golden_token_injector or names it in a string (grep over "
        "the wheel: only RECORD), no entry point names it, and its class docstring says "
        "'Logit processor to inject expected token during generation for tests': a helper of "
        "the project's test suite (not shipped). Unreached from the package's roots",
        pattern="never runs: module nothing imports (a test helper)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=f"{_POOLER}.activations.get_cross_encoder_act_fn",
        location=f"{_RUNNER}:1708",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/pooler/activations.py:19",
        why="get_cross_encoder_act_fn is gone on 0.33.0 (activations.py now has get_act_fn), but "
        "its import (line 1695) is inside `try:` with `except ImportError:` (line 1710): the "
        "ImportError is caught there and line 1708 never runs. What breaks is the fallback's "
        "own import (row at line 1712), one break",
        pattern="engine misread: use after a caught ImportError",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol=f"{_POOLER}.ClassifierPooler",
        location=f"{_RUNNER}:1712",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/pooler/abstract.py:16",
        why="SpyrePoolingModelRunner.load_model (every pooling model, embed or classify): the try "
        "import of get_cross_encoder_act_fn fails on 0.33.0, so the `except ImportError` "
        "fallback runs `from vllm.model_executor.layers.pooler import ClassifierPooler, Pooler`; "
        "pooler/__init__.py star-imports abstract/common/special, none defines ClassifierPooler "
        "(only Pooler, abstract.py:16; seqwise/heads.py:120 has ClassifierPoolerHead): "
        "ImportError out of the except block",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.pool.metadata.PoolingMetadata",
        location="vllm_spyre/v1/worker/spyre_input_batch.py:744",
        verdict=TRUE,
        vllm_evidence="vllm/v1/pool/metadata.py:63",
        why="make_pooling_metadata (called by the pooling runner, spyre_model_runner.py:1754/1924) "
        "builds the @dataclass PoolingMetadata with prompt_lens, prompt_token_ids, "
        "pooling_params, pooling_states; 0.33.0 added a required field prompt_token_ids_cpu "
        "(metadata.py:63, no default) before pooling_params: TypeError. Masked by the row at "
        "spyre_model_runner.py:1712; a separate API change",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol=_FAM,
        location=f"{_RUNNER}:969",
        verdict=TRUE,
        vllm_evidence="vllm/v1/core/single_type_kv_cache_manager.py:75",
        why="ContinuousBatchingSpyreModelRunner.complete_warmup (line 950, run at every start of "
        "the continuous-batching and chunked-prefill runners) calls _make_kv_cache_manager, which "
        "builds FullAttentionManager(kv_cache_spec=, block_pool=, kv_cache_group_id=, "
        "dcp_world_size=, enable_caching=); FullAttentionManager (line 739) has no __init__ and "
        "SingleTypeKVCacheManager.__init__ gained a required scheduler_block_size (line 75): "
        "TypeError (0.18.0: line 34, no such parameter)",
    ),
    # ---------------------------------------------------------------- 0.33.0: found later
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol=f"{_FAM}.allocate_new_computed_blocks",
        location=f"{_RUNNER}:2360",
        verdict=TRUE,
        vllm_evidence="vllm/v1/core/single_type_kv_cache_manager.py:739",
        why="0.18.0 defined SingleTypeKVCacheManager.allocate_new_computed_blocks "
        "(single_type_kv_cache_manager.py:142); 0.33.0 has it only on the coordinator "
        "(kv_cache_coordinator.py:265), not on any manager: AttributeError. " + _PREFIX,
        before=False,
    ),
    *(
        Row(
            vllm="0.33.0",
            kind="missing-required-argument",
            symbol=f"{_FAM}.cache_blocks",
            location=f"{_RUNNER}:{line}",
            verdict=TRUE,
            vllm_evidence="vllm/v1/core/single_type_kv_cache_manager.py:840",
            why="cache_blocks(request, num_tokens): 0.33.0's FullAttentionManager.cache_blocks "
            "(line 840, and the base at line 477) requires the keyword-only replay_boundaries: "
            "TypeError (0.18.0: cache_blocks(self, request, num_tokens), line 250). " + _PREFIX,
            before=False,
        )
        for line in (2573, 2713)
    ),
)
