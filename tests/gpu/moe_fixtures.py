"""Fixtures for the tiny DeepSeek-V3 verifier and its Kimi-K2.5 wrapper (tests/gpu/tiny_moe.py),
imported by the test modules that use them (`from tests.gpu.moe_fixtures import *`-style, by
name), so the shared conftest.py stays the Llama's.

Under SPEC_COMPAT_GPU_WORK the models are built once per machine: a programme split over
several device calls keeps one set of weights (its hidden states and drafts belong to them).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.gpu.conftest import GREEDY_TOKENS, _plugin
from tests.gpu.subproc import run_worker
from tests.gpu.tiny_moe import TEXT_ONLY, build_tiny_moe

# The fixtures a test module takes with `from tests.gpu.moe_fixtures import *`.
__all__ = ["moe_hf", "moe_prompts", "moe_reference", "moe_root", "moe_runs", "moe_tokenizer"]
# The verifier as a plain DeepSeek-V3, and the same weights behind the multimodal wrapper.
VARIANTS = ("deepseek_v3", "kimi_k25")
FOLDER = {"deepseek_v3": "text", "kimi_k25": "wrapped"}
ENGINE_EXTRA: dict[str, dict[str, Any]] = {"deepseek_v3": {}, "kimi_k25": TEXT_ONLY}
BACKEND_LINE = re.compile(r"Using (?:AttentionBackendEnum\.)?([A-Z0-9_]+) (?:attention )?backend")


@pytest.fixture(scope="session")
def moe_root(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both folders (`text`, `wrapped`), built and trained once; build figures recorded."""
    work = os.environ.get("SPEC_COMPAT_GPU_WORK")
    root = Path(work) / "tiny-moe" if work else tmp_path_factory.mktemp("tiny-moe")
    built = root / "build.json"
    info = json.loads(built.read_text()) if work and built.exists() else build_tiny_moe(root)
    _plugin(request.config).recorder.session_values["tiny_moe"] = info
    return root


def model_dir(root: Path, variant: str) -> Path:
    return root / FOLDER[variant]


@pytest.fixture(scope="session")
def moe_tokenizer(moe_root: Path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(moe_root / "text")


@pytest.fixture(scope="session")
def moe_prompts(moe_tokenizer) -> list[list[int]]:
    from tests.tiny_model import prompt_batch

    return prompt_batch(moe_tokenizer)


@pytest.fixture(scope="session")
def moe_hf(moe_root: Path):
    """transformers' DeepseekV3ForCausalLM on the text folder (bf16): the reference for both
    variants, which hold the same language-model weights."""
    from tests.gpu.reference import load_hf

    return load_hf(moe_root / "text")


@pytest.fixture(scope="session")
def moe_reference(moe_hf, moe_root, moe_prompts, request: pytest.FixtureRequest):
    """Residual stream of the reference (bf16 and fp32) on the shared prompts."""
    import torch

    from tests.gpu.reference import load_hf, noise_floor, run_reference

    ref = run_reference(moe_hf, moe_prompts)
    fp32 = load_hf(moe_root / "text", dtype="float32")
    ref.stream_fp32 = run_reference(fp32, moe_prompts).stream
    del fp32
    ref.floor = noise_floor(ref)
    _plugin(request.config).recorder.session_values["moe_reference_noise_floor"] = ref.floor
    torch.cuda.empty_cache()
    return ref


def attention_backends(log: str | Path) -> list[str]:
    """The attention backends vLLM said it uses, in order, from a worker's log."""
    try:
        text = Path(log).read_text(errors="replace")
    except OSError:
        return []
    return list(dict.fromkeys(BACKEND_LINE.findall(text)))


@pytest.fixture(scope="session")
def moe_runs(moe_root, moe_prompts, tmp_path_factory):
    """`moe_runs(variant)`: vLLM's own `extract_hidden_states` for every layer id 0..L, then
    greedy decoding, on one variant (TP=1; the wrapper with its vision tower skipped:
    text-only). Each variant runs once per session, when a test first asks for it."""
    done: dict[str, dict] = {}

    def run(variant: str, layer_ids: list[int] | None = None) -> dict:
        ids = layer_ids or list(range(1, num_layers(moe_root) + 1))
        key = f"{variant}-{'-'.join(map(str, ids))}"
        if key not in done:  # a failure is kept too: one engine start per variant, not per test
            done[key] = _extract(variant, ids, key, moe_root, moe_prompts, tmp_path_factory)
        if not done[key]["ok"]:
            pytest.fail(f"vLLM worker failed: {done[key]['error']}\n{done[key]['detail']}")
        return done[key]

    return run


def num_layers(root: Path) -> int:
    return int(json.loads((root / "text" / "config.json").read_text())["num_hidden_layers"])


def _root_cause(log: str | Path) -> str:
    """The engine process's own error lines (the worker's exception only says 'see above')."""
    try:
        lines = Path(log).read_text(errors="replace").splitlines()
    except OSError:
        return ""
    errors = [line for line in lines if "Error" in line and "ERROR" not in line[:40]]
    return "\n".join(errors[-6:])


def _extract(variant: str, ids: list[int], key: str, root: Path, prompts, tmp_path_factory) -> dict:
    """Layer ids 1..L by default: id 0 (the embeddings) makes vLLM 0.25.1's DeepseekV2Model
    raise at engine start (its loop adds `hidden_states + residual` before layer 0, where the
    residual is None: TypeError), seen on the H200 2026-12-01; test_moe_verifier records it."""
    storage = tmp_path_factory.mktemp(f"moe-hidden-states-{key}")
    job = {
        "model": str(model_dir(root, variant)),
        "tp": 1,
        "layer_ids": ids,
        "prompts": prompts,
        "storage": str(storage),
        "greedy_tokens": GREEDY_TOKENS,
        "engine_extra": ENGINE_EXTRA[variant],
    }
    result = run_worker("vllm_extract", job, name=f"moe-extract-{key}", gpus=1)
    if not result["ok"]:
        cause = _root_cause(result["log"])
        result["detail"] = f"{cause}\n{result['traceback'][-1500:]}"
        result["root_cause"] = cause
    backends = attention_backends(result["log"])
    return {"variant": variant, "layer_ids": ids, "backends": backends, **result}
