"""Hand-verified (HELD OUT): lmcache 0.5.6 against vLLM 0.31.0 (its target) and 0.33.0 (newest).

Held out: the engine was never tuned on lmcache. Its findings before any change for it
(2026-11-30, commit e38258f, `python -m compat.cli drift --consumer lmcache==0.5.6 --vllm 0.31.0
--vllm 0.33.0 --format json --no-write`) are the rows with ``before=True``: 17 `broken` per
release, 3 of them TRUE (precision 3/17 = 17.6 % at each release).

How this was made (by reading source files, not by this project's tool):
* Consumer: lmcache-0.5.6-cp313-cp313-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl (the wheel
  the tool picks; sha256 in WHEEL_SHA256), files under lmcache/... read at each location and every
  caller of the function holding it (grep over the whole wheel). Target: lmcache declares no vLLM
  requirement (METADATA Requires-Dist has none; its Dockerfile installs vLLM `nightly` by default);
  0.5.6 was published 2026-10-15, when the newest vLLM was 0.31.0 (2026-10-05; 0.32.0 came
  2026-10-18), and its build-system pins torch==2.13.0, which vLLM 0.27-0.32 pin exactly.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its
  absence) was opened and read. vllm/attention/ is absent on both releases; the connector base,
  factory and scheduler call sites differ only in line numbers.
* lmcache_connector_v1_085.py is lmcache's connector for vLLM 0.8.5: nothing in lmcache imports
  it, but it ships in the wheel and vLLM loads it for a user who names it in
  kv_connector_module_path; on these releases it fails (TRUE rows). The current connector
  (lmcache_connector_v1.py) forwards kv_cache_config when vLLM passes it.
* Recall: every `from vllm... import` / `import vllm...` in the wheel was checked on both releases.
  The ones that do not resolve (vllm.attention.backends.abstract under TYPE_CHECKING x3,
  vllm.attention in flash_attn.py with an except-ImportError fallback, vllm.utils
  .get_kv_cache_torch_dtype as the except fallback of vllm.utils.torch_utils, get_kv_cache_layout
  in try/except) are guarded, except flash_infer_sparse.py:15 (a row). Every override of
  KVConnectorBase_V1 in the three connector classes was compared with the base and vLLM's call
  sites: only the 0.8.5 connector's __init__ and update_state_after_alloc do not take vLLM's call.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "lmcache==0.5.6"
WHEEL_SHA256 = "28eebbe02288a95963b8e4530543c985169b9bd55c41b49547d840575f589da0"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_BASE = "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1"
_BASE_PY = "vllm/distributed/kv_transfer/kv_connector/v1/base.py"
_INT = "lmcache/integration/vllm/"
_FA = "lmcache/v1/compute/attention/flash_attn.py"
_FAI = "vllm.v1.attention.backends.flash_attn.FlashAttentionImpl"
_ATTN_PY = "vllm/model_executor/layers/attention/attention.py"

# Line numbers that differ between the two releases.
_AT = {
    "0.31.0": {
        "base_init": 203,
        "alloc_call": 1237,
        "layout": 372,
        "role": 137,
        "register": 7397,
        "fai": 1102,
        "builder": 785,
    },
    "0.33.0": {
        "base_init": 214,
        "alloc_call": 1482,
        "layout": 493,
        "role": 139,
        "register": 7054,
        "fai": 1057,
        "builder": 784,
    },
}

_TWO_BINDINGS = (
    "`Attention` is bound twice: `from vllm.attention import Attention` in try (line 7) and, "
    "`except ImportError`, `from vllm.model_executor.layers.attention.attention import "
    "Attention` (line 10). vllm.attention is absent, so the except binding is the one that runs"
)
_AOT = (
    "inside `if self.aot_schedule:` (line 108); the consumer sets aot_schedule only once, to False "
    "(line 42, `# TODO(Jiayi): remove this hardcode`), and nothing else in the wheel assigns it, so "
    "the body never runs. (The attribute is FlashAttentionMetadataBuilder's, not FlashAttentionImpl's.)"
)


def _rows(v: str) -> tuple[Row, ...]:
    at = _AT[v]
    return (
        Row(
            vllm=v,
            kind="missing-required-argument",
            symbol=f"{_BASE}.__init__",
            location=f"{_INT}lmcache_connector_v1.py:44",
            verdict=FALSE,
            vllm_evidence="vllm/distributed/kv_transfer/kv_connector/factory.py:75",
            why="the call without kv_cache_config is the else branch of `if kv_cache_config is not "
            "None:` (line 37), where kv_cache_config is the constructor's own parameter (default "
            "None). vLLM builds the connector as connector_cls(config, role, kv_cache_config) "
            "(factory.py:75) with the scheduler's / worker's KVCacheConfig (never None), so the "
            "if branch runs and passes it on",
            pattern="branch on a parameter vLLM always passes",
        ),
        Row(
            vllm=v,
            kind="missing-required-argument",
            symbol=f"{_BASE}.__init__",
            location=f"{_INT}lmcache_connector_v1_085.py:30",
            verdict=TRUE,
            vllm_evidence=f"{_BASE_PY}:{at['base_init']}",
            why="KVConnectorBase_V1.__init__(self, vllm_config, role, kv_cache_config) requires "
            "kv_cache_config; the 0.8.5 connector calls super().__init__(vllm_config=, role=) "
            "unconditionally: TypeError when vLLM builds it",
        ),
        Row(
            vllm=v,
            kind="override-signature-mismatch",
            symbol=f"{_BASE}.__init__",
            location=f"{_INT}lmcache_connector_v1_085.py:29",
            verdict=TRUE,
            vllm_evidence="vllm/distributed/kv_transfer/kv_connector/factory.py:75",
            why="vLLM builds the configured connector as connector_cls(config, role, "
            "kv_cache_config): 3 positional arguments; the override __init__(self, vllm_config, "
            "role) takes 2, so it raises TypeError before its body runs (found by reading; the "
            "engine treats a constructor override as the consumer's own)",
            before=False,
        ),
        Row(
            vllm=v,
            kind="override-signature-mismatch",
            symbol=f"{_BASE}.update_state_after_alloc",
            location=f"{_INT}lmcache_connector_v1_085.py:127",
            verdict=TRUE,
            vllm_evidence=f"vllm/v1/core/sched/scheduler.py:{at['alloc_call']}",
            why="the scheduler calls connector.update_state_after_alloc(request, blocks, "
            "num_external_tokens); the override takes (request, num_external_tokens): TypeError",
        ),
        Row(
            vllm=v,
            kind="missing-symbol",
            symbol="vllm.v1.attention.backends.utils.get_kv_cache_layout",
            location=f"{_INT}utils.py:121",
            verdict=FALSE,
            vllm_evidence=f"vllm/config/cache.py:{at['layout']}",
            why="the name is bound only by the import in `try:` (line 114) whose `except Exception:` "
            "returns None, so line 121 runs only when the import succeeded. Besides, "
            "`if hasattr(cache_config, 'get_resolved_kv_cache_layout')` returns earlier (line "
            "107) and CacheConfig defines that method on this release",
            pattern="use after a try whose handler leaves",
        ),
        Row(
            vllm=v,
            kind="missing-attribute",
            symbol="vllm.v1.request.Request.mm_hashes",
            location=f"{_INT}utils.py:482",
            verdict=FALSE,
            vllm_evidence="vllm/v1/request.py:60",
            why="inside `elif getattr(request, 'mm_hashes', None):` (line 480): on a Request "
            "without mm_hashes the getattr gives None and the branch does not run (Request has "
            "mm_features, so the `if getattr(request, 'mm_features', None)` branch answers first "
            "for multimodal requests)",
            pattern="getattr guard in elif with nested if",
        ),
        Row(
            vllm=v,
            kind="missing-attribute",
            symbol="vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorRole.name",
            location=f"{_INT}vllm_v1_adapter.py:473",
            verdict=FALSE,
            vllm_evidence=f"{_BASE_PY}:{at['role']}",
            why="`role` is a KVConnectorRole member (parameter annotated KVConnectorRole; vLLM "
            "passes KVConnectorRole.SCHEDULER / WORKER); KVConnectorRole is an enum.Enum, whose "
            "members have .name (live vLLM 0.32.0: KVConnectorRole.WORKER.name == 'WORKER')",
            pattern="enum member .name on an annotated value",
        ),
        Row(
            vllm=v,
            kind="missing-attribute",
            symbol="vllm.forward_context.ForwardContext.virtual_engine",
            location=f"{_INT}vllm_v1_adapter.py:740",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/worker/gpu_model_runner.py:{at['register']}",
            why="ForwardContext has no virtual_engine on this release, but the line is in "
            "_init_kv_caches_from_forward_context, called only from start_load_kv under `if "
            "len(self.kv_caches) == 0:` (line 769), a legacy fallback for a vLLM that never calls "
            "register_kv_caches. This release calls connector.register_kv_caches(kv_caches) when "
            "it initializes the KV cache (gpu_model_runner.py; V2 runner gpu/kv_connector.py), "
            "before any step, so the fallback does not run",
            pattern="fallback guarded by run-time state",
        ),
        *(
            Row(
                vllm=v,
                kind="missing-symbol",
                symbol=f"vllm.attention.Attention.{member}",
                location=f"{_FA}:{line}",
                verdict=FALSE,
                vllm_evidence=f"{_ATTN_PY}:{evidence}",
                why=f"{_TWO_BINDINGS}; that class has .{member} ({note})",
                pattern="two bindings: try/except ImportError",
            )
            for member, line, evidence, note in (
                ("impl", 39, 420, "self.impl = impl_cls(...) in __init__"),
                ("_q_scale", 98, 138, "registered as a buffer by set_default_quant_scales"),
                ("_k_scale", 99, 136, "registered as a buffer by set_default_quant_scales"),
                ("_v_scale", 100, 137, "registered as a buffer by set_default_quant_scales"),
            )
        ),
        *(
            Row(
                vllm=v,
                kind="missing-attribute",
                symbol=f"{_FAI}.{member}",
                location=f"{_FA}:{line}",
                verdict=FALSE,
                vllm_evidence=f"vllm/v1/attention/backends/flash_attn.py:{at['fai']}",
                why=_AOT,
                pattern="consumer attribute only ever set falsy",
            )
            for member, line in (
                ("num_heads_q", 114),
                ("num_heads_kv", 115),
                ("headdim", 116),
                ("block_size", 117),
                ("aot_sliding_window", 120),
            )
        ),
        Row(
            vllm=v,
            kind="missing-module",
            symbol="vllm.attention.Attention",
            location="lmcache/v1/compute/attention/flash_infer_sparse.py:15",
            verdict=TRUE,
            vllm_evidence="vllm/model_executor/layers/attention/attention.py:229",
            why="`from vllm.attention import Attention` at module level, unguarded; vllm/attention/ "
            "is gone (Attention lives in vllm/model_executor/layers/attention/attention.py). The "
            "module is imported by compute/attention/utils.py:58 for CacheBlend's sparse backend "
            "on CUDA with flashinfer: ModuleNotFoundError (live vLLM 0.32.0: No module named "
            "'vllm.attention')",
        ),
    )


ROWS = _rows("0.31.0") + _rows("0.33.0")
