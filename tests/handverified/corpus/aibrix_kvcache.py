"""Hand-verified (HELD OUT): aibrix-kvcache 0.8.0 against vLLM 0.31.0 (its target) and 0.33.0.

Held out: the engine was never tuned on aibrix-kvcache. Its findings before any change for it
(2026-11-30, HEAD f668c90, `python -m compat.cli drift --consumer aibrix-kvcache==0.8.0 --vllm
0.31.0 --vllm 0.33.0 --format json --no-write`, kept as /tmp/holdout-kv2/before.json) are the
rows with ``before=True``: 1 `broken` per release, 0 of them TRUE (precision 0/1 = 0 % at each
release); 222 uses were read, 2 findings guarded and 1 unknown per release besides.

How this was made (by reading source files, not by this project's tool):
* Consumer: aibrix_kvcache-0.8.0-cp312-cp312-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl
  (the wheel the tool picks; sha256 in WHEEL_SHA256; its .py files equal the cp311 wheel's), files
  under aibrix_kvcache/integration/vllm/ (the only ones that import vLLM, 4,220 lines: three
  KVConnectorBase_V1 subclasses, a GPUModelRunner monkeypatch and vllm_compat.py). Target:
  Requires-Dist names no vLLM; 0.8.0 was published 2026-10-12, when the newest vLLM was 0.31.0
  (sdist uploaded 2026-10-05; 0.32.0 came 2026-10-18), and vllm_compat.py speaks of the change
  "since v0.18.0".
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its
  absence) was opened and read.
* Recall: every `from vllm... import` in the wheel resolves on both releases (VllmKVCacheConfig
  does not, but only under TYPE_CHECKING: guarded, right). Every override in the three connector
  classes and two metadata classes was compared with the base (same parameters, or **kwargs);
  every abstract method of KVConnectorBase_V1 is implemented; vLLM's factory builds the connector
  as connector_cls(config, role, kv_cache_config), which the overrides take. Every member the
  connectors read on SchedulerOutput, CachedRequestData, NewRequestData, Request, RequestStatus,
  KVCacheBlocks, VllmConfig and its cache/model/parallel/scheduler/compilation/kv_transfer
  configs, GroupCoordinator.rank_in_group, GPUModelRunner.execute_model/_update_states (patched
  through importlib) and the Attention layers' _k_scale/_v_scale exists on both releases. The
  one member that does not is AttentionBackend.get_kv_cache_shape (rows below).
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "aibrix-kvcache==0.8.0"
WHEEL_SHA256 = "2f9186a4d57c7a3c89d167f790cc2ebfd29d9c1df7aa2b759c419ab86bfe2ff3"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_KVC = "aibrix_kvcache/integration/vllm/"
_BACKEND = "vllm.v1.attention.backend.AttentionBackend"
_AT = {
    "0.31.0": {"selector": 105, "backend": 61, "fa": 286, "fi": 401},
    "0.33.0": {"selector": 109, "backend": 59, "fa": 286, "fi": 554},
}


def _shape_row(v: str, location: str, caller: str) -> Row:
    at = _AT[v]
    return Row(
        vllm=v,
        kind="missing-method",
        symbol=f"{_BACKEND}.get_kv_cache_shape",
        location=location,
        verdict=TRUE,
        vllm_evidence=f"vllm/v1/attention/backend.py:{at['backend']}",
        why=f"{caller} sets self.attn_backend = get_attn_backend(...) (aibrix's wrapper of "
        "vllm.v1.attention.selector.get_attn_backend, -> type[AttentionBackend]) and calls "
        "self.attn_backend.get_kv_cache_shape(num_blocks=1111, ...) unguarded. The abstract "
        "staticmethod was on AttentionBackend up to 0.28.0 (backend.py:89) and is gone since "
        "0.29.0; neither FlashAttentionBackend (flash_attn.py:"
        f"{at['fa']}) nor FlashInferBackend (flashinfer.py:{at['fi']}), the only backends the "
        "connector accepts, defines it: AttributeError when vLLM builds the connector in the "
        "WORKER role (confirmed live on 0.32.0: hasattr(FlashAttentionBackend, "
        "'get_kv_cache_shape') is False). Found by reading; the engine does not type the "
        "result of a consumer function annotated with an abstract vLLM class",
        before=False,
    )


def _rows(v: str) -> tuple[Row, ...]:
    at = _AT[v]
    return (
        Row(
            vllm=v,
            kind="unexpected-keyword",
            symbol="vllm.v1.attention.selector.get_attn_backend",
            location=f"{_KVC}vllm_compat.py:42",
            verdict=FALSE,
            vllm_evidence=f"vllm/v1/attention/selector.py:{at['selector']}",
            why="the call with block_size= sits under `if _has_block_size_param("
            "_vllm_get_attn_backend):` (line 40), and that helper (lines 24-27) returns "
            "`'block_size' in inspect.signature(func).parameters`. get_attn_backend has no "
            "block_size parameter on this release, so the branch does not run: the else branch "
            "(line 51, the same call without block_size) runs and binds",
            pattern="signature test through a consumer predicate",
        ),
        _shape_row(
            v, f"{_KVC}kv_connector/aibrix_offloading_connector_type1.py:781", "_init_worker"
        ),
        _shape_row(v, f"{_KVC}kv_connector/aibrix_pd_reuse_connector.py:989", "_init_worker"),
    )


ROWS = _rows("0.31.0") + _rows("0.33.0")
