"""Every corpus table, by package name (vllm-omni's rows were verified in three parts)."""

from __future__ import annotations

import importlib
from types import SimpleNamespace

from tests.handverified.corpus import Row

_MODULES = {
    "trl": "trl",
    "verl": "verl",
    "openrlhf": "openrlhf",
    "unsloth-zoo": "unsloth_zoo",
    "vllm-omni": "vllm_omni",
    "skyrl-train": "skyrl_train",
    "lmcache": "lmcache",
    "aibrix-kvcache": "aibrix_kvcache",
    "areal": "areal",
    "openpipe-art": "openpipe_art",
    "vllm-spyre": "vllm_spyre",
    "ray": "ray_llm",
    "arctic-inference": "arctic_inference",
    # held out 2026-12-02 (tests/handverified/corpus/heldout.py; not in compat/corpus.py)
    "ai-dynamo": "ai_dynamo",
    "tpu-inference": "tpu_inference",
    "lm-eval": "lm_eval",
    "oat-llm": "oat_llm",
    # held out 2026-12-03 (tests/handverified/corpus/heldout.py; not in compat/corpus.py)
    "vllm-tgis-adapter": "vllm_tgis_adapter",
    "vllm-kvblockd": "vllm_kvblockd",
    "vllm-lens": "vllm_lens",
    "molt-rl": "molt_rl",
    "vllm-beam-search-plugin": "vllm_beam_search_plugin",
    "kvcached": "kvcached",
    "vllm-mblt": "vllm_mblt",
    "vllm-bnb-plugin": "vllm_bnb_plugin",
    "flash-head": "flash_head",
    # held out 2026-12-06 (tests/handverified/corpus/heldout.py; not in compat/corpus.py)
    "vllm-musa": "vllm_musa",
    "cosmos-rl": "cosmos_rl",
    "kserve": "kserve",
    "memkv-vllm": "memkv_vllm",
    "hotwire-vllm": "hotwire_vllm",
    "pace-vllm": "pace_vllm",
    "evoke-vllm": "evoke_vllm",
    # held out 2026-12-07 (tests/handverified/corpus/heldout.py; not in compat/corpus.py)
    "trinity-rft": "trinity_rft",
    "decisio": "decisio",
    "vllm-grpc-frontend": "vllm_grpc_frontend",
    "vllm-swift": "vllm_swift",
    "vllm-metal": "vllm_metal",
    "vllm-marconi-offload": "vllm_marconi_offload",
    "smg-grpc-servicer": "smg_grpc_servicer",
    # held out 2026-12-08 (tests/handverified/corpus/heldout.py; not in compat/corpus.py)
    "qwerky-vllm-models": "qwerky_vllm_models",
    "mimo-asr-vllm": "mimo_asr_vllm",
    "sabi-mla-vllm": "sabi_mla_vllm",
    "semblend-vllm-connector": "semblend_vllm_connector",
    "thaw-vllm": "thaw_vllm",
    "vllm-xtu-moe": "vllm_xtu_moe",
    "vllm-hi": "vllm_hi",
}


def table(name: str) -> SimpleNamespace:
    """CONSUMER, WHEEL_SHA256, SDISTS, ROWS (and CHECKED_OK where kept) of one consumer."""
    module = importlib.import_module(f"tests.handverified.corpus.{_MODULES[name]}")
    rows: tuple[Row, ...] = tuple(module.ROWS)
    return SimpleNamespace(
        consumer=module.CONSUMER,
        wheel_sha256=module.WHEEL_SHA256,
        sdists=module.SDISTS,
        rows=rows,
        checked_ok=tuple(getattr(module, "CHECKED_OK", ())),
    )


NAMES = tuple(_MODULES)
