"""vLLM jobs of the EAGLE-3 pipeline, each run in a fresh process by `tests.gpu.workers`.

One engine per process: vLLM's metrics live in a process-wide Prometheus registry, so two
engines in one process would add up their spec-decode counters.
"""

from __future__ import annotations

import os
import time
from typing import Any

from tests.gpu.workers import _shutdown, engine_args, extract_kwargs

SPEC_DECODE = "spec_decode"


def _common(job: dict) -> dict[str, Any]:
    return engine_args(
        job,
        max_model_len=job.get("max_model_len", 1024),
        memory=job.get("gpu_memory_utilization", 0.25),
    )


def eagle3_extract(job: dict) -> dict:
    """vLLM's in-process `extract_hidden_states` on the dataset rows (the fallback path, and
    the same-engine reference for the server path), then plain prefill on the same rows."""
    from vllm import LLM, SamplingParams
    from vllm.distributed.kv_transfer.kv_connector.v1 import example_hidden_states_connector as c
    from vllm.inputs import TokensPrompt

    prompts = [TokensPrompt(prompt_token_ids=ids) for ids in job["rows"]]
    one = SamplingParams(max_tokens=1, temperature=0.0)
    t0 = time.perf_counter()
    kv = extract_kwargs(job["layer_ids"], job["storage"], cpu=job.get("cpu", False))
    llm = LLM(**_common(job), **kv)
    t1 = time.perf_counter()
    outs = llm.generate(prompts, one)
    t2 = time.perf_counter()
    extracted = []
    for out in outs:
        data = c.load_hidden_states(out.kv_transfer_params["hidden_states_path"])
        extracted.append({"hidden_states": data["hidden_states"], "token_ids": data["token_ids"]})
    _shutdown(llm)
    return {
        "extracted": extracted,
        "seconds": {"engine_start": t1 - t0, "extract": t2 - t1},
        "prompt_tokens": sum(len(r) for r in job["rows"]),
    }


def _spec_metrics(llm: Any) -> dict[str, Any]:
    """vLLM's own spec-decode counters (`vllm:spec_decode_*`), by name."""
    out: dict[str, Any] = {}
    for metric in llm.get_metrics():
        if SPEC_DECODE not in metric.name:
            continue
        value = getattr(metric, "value", None)
        out[metric.name] = value if value is not None else getattr(metric, "values", None)
    return out


def eagle3_serve(job: dict) -> dict:
    """Greedy generation with the verifier alone (`draft` None) or with an EAGLE-3 draft
    checkpoint as vLLM's `eagle3` speculator; timings and vLLM's spec-decode counters."""
    # As run on the H200 with speculators' drafts (shared/device/README.md); recorded.
    os.environ.setdefault("VLLM_WORKER_MULTIPROC_METHOD", "spawn")
    from vllm import LLM, SamplingParams
    from vllm.inputs import TokensPrompt

    kwargs = _common(job)
    if job.get("draft"):
        kwargs["speculative_config"] = {
            "method": "eagle3",
            "model": job["draft"],
            "num_speculative_tokens": job["num_speculative_tokens"],
        }
    t0 = time.perf_counter()
    llm = LLM(**kwargs, disable_log_stats=False)
    t1 = time.perf_counter()
    prompts = [TokensPrompt(prompt_token_ids=ids) for ids in job["prompts"]]
    params = SamplingParams(max_tokens=job["max_tokens"], temperature=0.0, ignore_eos=True)
    outs = llm.generate(prompts, params)
    t2 = time.perf_counter()
    greedy = [list(o.outputs[0].token_ids) for o in outs]
    config = llm.llm_engine.vllm_config.speculative_config
    metrics = _spec_metrics(llm)
    _shutdown(llm)
    generated = sum(len(g) for g in greedy)
    return {
        "greedy": greedy,
        "spec_metrics": metrics,
        "speculative_method": getattr(config, "method", None),
        "seconds": {"engine_start": t1 - t0, "generate": t2 - t1},
        "decode_tokens_per_s": generated / (t2 - t1),
        "worker_start_method": os.environ.get("VLLM_WORKER_MULTIPROC_METHOD"),
    }


def prefill_throughput(job: dict) -> dict:
    """Prompt tokens/s of one engine on the job's prompts (max_tokens=1), after a warm-up:
    plain, or with vLLM's `extract_hidden_states` (then also until every file is written)."""
    from vllm import LLM, SamplingParams
    from vllm.inputs import TokensPrompt

    kwargs = _common(job)
    if job["mode"] == "extract":
        kwargs.update(extract_kwargs(job["layer_ids"], job["storage"]))
    llm = LLM(**kwargs)
    prompts = [TokensPrompt(prompt_token_ids=ids) for ids in job["prompts"]]
    one = SamplingParams(max_tokens=1, temperature=0.0)
    warmup = [TokensPrompt(prompt_token_ids=ids) for ids in job.get("warmup_prompts", [])]
    llm.generate(warmup or prompts[:4], one)
    t0 = time.perf_counter()
    outs = llm.generate(prompts, one)
    t1 = time.perf_counter()
    if job["mode"] == "extract":
        from tests.gpu.vllm_server import wait_written

        for out in outs:
            wait_written(out.kv_transfer_params["hidden_states_path"])
    t2 = time.perf_counter()
    _shutdown(llm)
    tokens = sum(len(ids) for ids in job["prompts"])
    return {
        "tokens": tokens,
        "tokens_per_s": tokens / (t1 - t0),
        "tokens_per_s_until_written": tokens / (t2 - t0),
    }
