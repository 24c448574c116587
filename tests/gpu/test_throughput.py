"""Extraction throughput on a ~1B-parameter random-weight Llama (a benchmark: values are
recorded, the only assertions are that each path produced its output).

Each path's prompt tokens/s is a ratio to plain vLLM prefill of the same prompts in the same
run (target >= 0.8): vLLM's in-process `extract_hidden_states`, the same behind `vllm serve`
(requests as speculators' client sends them, 32 and 64 in flight), and the patched speculators
0.4.0.1 extractor (batches of 8, its script's default, and 32, the most one call takes).
The model is built on the spot (random bf16 weights, the tiny tokenizer), nothing is
downloaded; layer ids are speculators' default for 16 layers, [2, 8, 13, 16].
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.gpu import eagle3_pipeline as pipe
from tests.gpu.conftest import TP_PARAMS
from tests.gpu.subproc import run_worker
from tests.gpu.vllm_server import Server, kv_transfer_config, probe_completion

LAYERS = 16
LAYER_IDS = [2, LAYERS // 2, LAYERS - 3, LAYERS]
PROMPTS, PROMPT_LEN, IN_FLIGHT, WARMUP = 64, 1024, 32, 4
MAX_MODEL_LEN, MEMORY = 2048, 0.4
TARGET_RATIO = 0.8


@pytest.fixture(scope="module")
def bench_work(tmp_path_factory) -> Path:
    return pipe.work_folder("throughput", tmp_path_factory)


@pytest.fixture(scope="module")
def large_model(tiny_model, bench_work) -> Path:
    """A Llama of ~0.95 B parameters with random weights, saved with the tiny tokenizer."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    folder = bench_work / "llama-1b"
    if pipe.cached(folder) is None:
        tok = AutoTokenizer.from_pretrained(tiny_model)
        config = LlamaConfig(
            vocab_size=32000,
            hidden_size=2048,
            intermediate_size=5632,
            num_hidden_layers=LAYERS,
            num_attention_heads=16,
            num_key_value_heads=16,
            max_position_embeddings=4096,
            bos_token_id=tok.bos_token_id,
            eos_token_id=tok.eos_token_id,
            pad_token_id=tok.pad_token_id,
        )
        torch.manual_seed(0)
        with torch.device("cuda"):
            model = LlamaForCausalLM(config).to(torch.bfloat16)
        model.save_pretrained(folder)
        tok.save_pretrained(folder)
        params = sum(p.numel() for p in model.parameters())
        del model
        torch.cuda.empty_cache()
        pipe.finish(folder, {"parameters": params})
    return folder


def _random_prompts(tokenizer, count: int, seed: int) -> list[list[int]]:
    import random

    rng = random.Random(seed)
    top = len(tokenizer) - 1
    return [
        [tokenizer.bos_token_id] + [rng.randrange(3, top) for _ in range(PROMPT_LEN - 1)]
        for _ in range(count)
    ]


@pytest.fixture(scope="module")
def bench_prompts(tokenizer) -> list[list[int]]:
    """The timed prompts: random ids, no shared prefix beyond BOS."""
    return _random_prompts(tokenizer, PROMPTS, seed=3)


@pytest.fixture(scope="module")
def warmup_prompts(tokenizer) -> list[list[int]]:
    """Warm-up prompts distinct from the timed ones (prefix caching must not help them)."""
    return _random_prompts(tokenizer, WARMUP, seed=4)


def _prefill(model, prompts, warmup, mode: str, storage: Path | None = None, tp: int = 1) -> dict:
    job = {
        "model": str(model),
        "tp": tp,
        "prompts": prompts,
        "warmup_prompts": warmup,
        "mode": mode,
        "layer_ids": LAYER_IDS,
        "storage": str(storage),
        "max_model_len": MAX_MODEL_LEN,
        "gpu_memory_utilization": MEMORY,
    }
    name = f"prefill-{mode}-tp{tp}"
    got = run_worker("prefill_throughput", job, name=name, gpus=tp, timeout=480)
    if not got["ok"]:
        pytest.fail(f"{mode} prefill failed: {got['error']}\n{got['traceback'][-3000:]}")
    return got


@pytest.fixture(scope="module")
def plain_at(large_model, bench_prompts, warmup_prompts) -> Callable[[int], dict]:
    """Plain prefill at a TP size, measured once per size in this module."""
    done: dict[int, dict] = {}

    def at(tp: int) -> dict:
        if tp not in done:
            done[tp] = _prefill(large_model, bench_prompts, warmup_prompts, "plain", tp=tp)
        return done[tp]

    return at


@pytest.fixture(scope="module")
def plain(plain_at) -> dict:
    return plain_at(1)


def _ratio(record, name: str, tokens_per_s: float, plain: dict) -> None:
    ratio = tokens_per_s / plain["tokens_per_s"]
    record("plain_prefill_tokens_per_s", plain["tokens_per_s"])
    record(f"{name}_tokens_per_s", tokens_per_s)
    record(f"{name}_ratio_to_plain_prefill", ratio)
    record("target_ratio", TARGET_RATIO)
    record("meets_target", ratio >= TARGET_RATIO)


@pytest.mark.parametrize("bench_tp", TP_PARAMS, ids=lambda tp: f"tp{tp}")
def test_in_process_extraction_throughput(
    large_model, bench_prompts, warmup_prompts, plain_at, bench_work, record, bench_tp
):
    """Each TP size (up to the users' 8 GPUs) against plain prefill at the same size."""
    storage = bench_work / f"in-process-storage-tp{bench_tp}"
    storage.mkdir(exist_ok=True)
    got = _prefill(large_model, bench_prompts, warmup_prompts, "extract", storage, tp=bench_tp)
    record("tp", bench_tp)
    record("until_written_tokens_per_s", got["tokens_per_s_until_written"])
    _ratio(record, "in_process_extract", got["tokens_per_s"], plain_at(bench_tp))


@pytest.mark.parametrize("in_flight", [IN_FLIGHT, 2 * IN_FLIGHT])
def test_server_extraction_throughput(
    large_model, bench_prompts, warmup_prompts, plain, bench_work, record, in_flight
):
    site = pipe.install_site(bench_work / "site")
    storage = bench_work / "server-storage"
    storage.mkdir(exist_ok=True)
    kv = kv_transfer_config(site, "file", storage)
    server = Server(large_model, LAYER_IDS, kv, max_model_len=MAX_MODEL_LEN, memory=MEMORY)
    try:
        server.start(site)
        record("seconds_to_healthy", server.wait_healthy())
        model_id = server.get("/v1/models")["data"][0]["id"]
        for ids in warmup_prompts:
            probe_completion(server, model_id, ids)
        t0 = time.perf_counter()
        with ThreadPoolExecutor(in_flight) as pool:
            answers = list(
                pool.map(lambda ids: probe_completion(server, model_id, ids), bench_prompts)
            )
        seconds = time.perf_counter() - t0
    finally:
        server.stop()
    assert all(a["choices[0].prompt_token_ids_equal_prompt"] for a in answers)
    record("requests_in_flight", in_flight)
    record("consumers", pipe.COVERS)
    _ratio(record, "server_extract", PROMPTS * PROMPT_LEN / seconds, plain)


@pytest.mark.parametrize("batch", [8, 32])
def test_legacy_extractor_throughput(
    large_model, bench_prompts, warmup_prompts, plain, bench_work, record, batch
):
    """Batches of 8 (its script's default `--batch-size`) and 32 (its MAX_NUM_SEQS)."""
    site = pipe.patched_legacy_site(bench_work / "site-0.4.0.1-patched")
    job = {
        "model": str(large_model),
        "site": str(site),
        "tp": 1,
        "prompts": bench_prompts,
        "warmup_prompts": warmup_prompts,
        "layer_ids": [i - 1 for i in LAYER_IDS],
        "keep_hidden_states": False,
        "batch_size": batch,
    }
    name = f"prefill-legacy-0.4.0.1-b{batch}"
    got = run_worker("speculators", job, name=name, gpus=1, timeout=480)
    if not got["ok"]:
        pytest.fail(f"patched 0.4.0.1 extractor failed: {got['error']}")
    record("seconds", got["seconds"])
    record("row_shapes", got["results"][0]["shapes"])
    record("batch_size", batch)
    record("consumers", ["speculators==0.4.0.1"])
    assert len(got["results"]) == PROMPTS
    _ratio(
        record, "legacy_0_4_0_1_extract", PROMPTS * PROMPT_LEN / got["seconds"]["generate"], plain
    )
