"""What runs vLLM, each in a fresh process: `python -m tests.gpu.workers KIND JOB.json`.

A fresh process per engine (vLLM's own `multi_gpu_test` habit) keeps CUDA, NCCL and vLLM's
global state of one run out of the next, and lets PYTHONPATH put a patched site first for
vLLM's own worker processes too. The job names an output file; the worker writes a dict there
(`torch.save`) with `ok`, and on failure `error` (the exception's last line) and `traceback`.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any


def _shutdown(llm: Any) -> None:
    """Stop an `LLM`'s engine now (vLLM has no public LLM.shutdown in these releases)."""
    core = getattr(getattr(llm, "llm_engine", None), "engine_core", None)
    if core is not None and hasattr(core, "shutdown"):
        core.shutdown()


def engine_args(job: dict, *, max_model_len: int = 1024, memory: float = 0.25) -> dict:
    """The `LLM(...)` settings every suite engine shares: the job's model and TP, eager,
    plus the job's `engine_extra` (e.g. a multimodal wrapper's `limit_mm_per_prompt`)."""
    args = {
        "model": job["model"],
        "tensor_parallel_size": job["tp"],
        "enforce_eager": True,
        "gpu_memory_utilization": memory,
        "max_model_len": max_model_len,
        **job.get("engine_extra", {}),
    }
    if job.get("dtype"):  # the CPU suite decodes in float32 (tests/cpu_engine/conftest.py)
        args["dtype"] = job["dtype"]
    return args


def extract_speculative_config(layer_ids: list[int]) -> dict:
    """vLLM's `extract_hidden_states` method capturing the residual stream at `layer_ids`."""
    return {
        "method": "extract_hidden_states",
        "num_speculative_tokens": 1,
        "draft_model_config": {"hf_config": {"eagle_aux_hidden_state_layer_ids": layer_ids}},
    }


def extract_kwargs(layer_ids: list[int], storage: str, *, cpu: bool = False) -> dict:
    """`LLM(...)` keywords for in-process extraction: the method plus vLLM's example
    connector writing one safetensors file per request under `storage` (on vLLM's CPU
    platform its CPU subclass, compat.cpu_platform: the example one assumes CUDA)."""
    if cpu:
        from compat.cpu_platform import kv_transfer_config

        kv = kv_transfer_config(storage)
    else:
        kv = {
            "kv_connector": "ExampleHiddenStatesConnector",
            "kv_role": "kv_producer",
            "kv_connector_extra_config": {"shared_storage_path": storage},
        }
    return {"speculative_config": extract_speculative_config(layer_ids), "kv_transfer_config": kv}


def vllm_extract(job: dict) -> dict:
    """vLLM's own `extract_hidden_states` method + ExampleHiddenStatesConnector, then greedy
    decoding with a plain engine, on the same prompts."""
    from vllm import LLM, SamplingParams
    from vllm.distributed.kv_transfer.kv_connector.v1 import example_hidden_states_connector as c
    from vllm.inputs import TokensPrompt

    prompts = [TokensPrompt(prompt_token_ids=ids) for ids in job["prompts"]]
    common = engine_args(job, max_model_len=512)
    t0 = time.perf_counter()
    llm = LLM(
        **common, **extract_kwargs(job["layer_ids"], job["storage"], cpu=job.get("cpu", False))
    )
    t1 = time.perf_counter()
    outs = llm.generate(prompts, SamplingParams(max_tokens=1, temperature=0.0))
    extracted = []
    for out in outs:
        path = out.kv_transfer_params["hidden_states_path"]
        data = c.load_hidden_states(path)
        extracted.append(
            {"path": path, "hidden_states": data["hidden_states"], "token_ids": data["token_ids"]}
        )
    t2 = time.perf_counter()
    _shutdown(llm)
    del llm
    seconds = {"extract_engine_start": t1 - t0, "extract_generate": t2 - t1}
    if not job["greedy_tokens"]:  # the CPU suite decodes in a process of its own
        return {"extracted": extracted, "seconds": seconds}
    plain = LLM(**common)
    t3 = time.perf_counter()
    params = SamplingParams(max_tokens=job["greedy_tokens"], temperature=0.0, ignore_eos=True)
    greedy = [list(o.outputs[0].token_ids) for o in plain.generate(prompts, params)]
    t4 = time.perf_counter()
    _shutdown(plain)
    seconds.update(plain_engine_start=t3 - t2, greedy_generate=t4 - t3)
    return {"extracted": extracted, "greedy": greedy, "seconds": seconds}


# speculators 0.4.0.1's scripts/data_generation_offline.py calls `generate` on batches of
# `--batch-size` (default 8). One call takes at most its MAX_NUM_SEQS = 32 sequences: the
# scheduler admits 32, and its loop never finishes one, so the rest are never run and the call
# fails ("Request req_0_32 not found in captured states", seen on the H200 with 192 rows).
# The project reports it as a consumer-side hazard (probes/scheduler_loop.py, a drift note).
LEGACY_BATCH = 8


def speculators_generate(job: dict) -> dict:
    """speculators' in-process extractor, imported from the site the job names (put first),
    called the way its data-generation script calls it: batch by batch."""
    sys.path.insert(0, job["site"])
    t0 = time.perf_counter()
    import speculators
    from speculators.data_generation.vllm_hidden_states_generator import (
        VllmHiddenStatesGenerator,
    )

    gen = VllmHiddenStatesGenerator(
        job["model"], layer_ids=job["layer_ids"], tensor_parallel_size=job["tp"]
    )
    batch = job.get("batch_size", LEGACY_BATCH)
    if job.get("warmup_prompts"):
        gen.generate(job["warmup_prompts"][:batch])
    t1 = time.perf_counter()
    results = []
    for start in range(0, len(job["prompts"]), batch):
        results += gen.generate(job["prompts"][start : start + batch])
    t2 = time.perf_counter()
    runners = gen.executor.collective_rpc(_runner_class)
    gen.executor.shutdown()
    cache = gen.vllm_config.cache_config
    return {
        "speculators_file": speculators.__file__,
        "model_runner": runners,
        "kv_cache": {"block_size": cache.block_size, "num_blocks": cache.num_gpu_blocks},
        "worker_start_method": os.environ.get("VLLM_WORKER_MULTIPROC_METHOD"),
        "results": [_legacy_row(r, job.get("keep_hidden_states", True)) for r in results],
        "seconds": {"init": t1 - t0, "generate": t2 - t1},
    }


def _legacy_row(row: dict, keep: bool) -> dict:
    """One extracted row; without `keep` only the shapes travel back (a throughput run's
    tensors would be a gigabyte through the result pickle)."""
    states = list(row["hidden_states"])
    if not keep:
        return {"input_ids_len": len(row["input_ids"]), "shapes": [list(t.shape) for t in states]}
    return {"input_ids": row["input_ids"].tolist(), "hidden_states": states}


def _runner_class(worker: Any) -> str:
    """Which model runner the worker picked (V1 `gpu_model_runner` or V2 `gpu.model_runner`)."""
    runner = type(worker.model_runner)
    return f"{runner.__module__}.{runner.__qualname__}"


def _tp_rank(_worker: Any) -> int:
    from vllm.distributed import get_tensor_model_parallel_rank

    return int(get_tensor_model_parallel_rank())


def behaviour(job: dict) -> dict:
    """collective_rpc with and without unique_reply_rank on real workers (TP = job["tp"]),
    then every live and GPU probe of the catalogue on the installed vLLM."""
    from vllm.engine.arg_utils import EngineArgs
    from vllm.v1.executor.multiproc_executor import MultiprocExecutor

    args = EngineArgs(
        model=job["model"],
        tensor_parallel_size=job["tp"],
        enforce_eager=True,
        max_model_len=256,
        gpu_memory_utilization=0.2,
    )
    executor = MultiprocExecutor(vllm_config=args.create_engine_config())
    try:
        every = executor.collective_rpc(_tp_rank)
        unique = executor.collective_rpc(_tp_rank, unique_reply_rank=0)
    finally:
        executor.shutdown()
    out: dict[str, Any] = {"every": every, "unique": unique}
    try:
        from probes.catalogue import run_all
        from probes.views.live import LiveView

        answers = run_all(LiveView(), needs=tuple(job.get("needs", ("static", "live", "gpu"))))
        out["probes"] = {name: a.to_json() for name, a in answers.items()}
    except Exception as exc:  # the catalogue is reported, whatever state it is in
        out["probes_error"] = f"{type(exc).__name__}: {exc}"
    return out


def _eagle3_kinds() -> dict:
    """The EAGLE-3 pipeline's jobs (their module imports this one: imported late)."""
    from tests.gpu.eagle3_workers import eagle3_extract, eagle3_serve, prefill_throughput

    return {
        "eagle3_extract": eagle3_extract,
        "eagle3_serve": eagle3_serve,
        "prefill_throughput": prefill_throughput,
    }


KINDS = {"vllm_extract": vllm_extract, "speculators": speculators_generate, "behaviour": behaviour}


def main(argv: list[str]) -> int:
    import torch

    kind, job_path = argv
    job = json.loads(Path(job_path).read_text())
    try:
        result = {"ok": True, **{**KINDS, **_eagle3_kinds()}[kind](job)}
        code = 0
    except BaseException as exc:
        last = f"{type(exc).__name__}: {exc}".strip().splitlines()
        result = {"ok": False, "error": last[0] if last else type(exc).__name__}
        result["traceback"] = traceback.format_exc()
        code = 1
    torch.save(result, job["out"])
    print(f"[worker {kind}] ok={result['ok']} {result.get('error', '')}", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
