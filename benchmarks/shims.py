"""Cost of a selected shim against calling vLLM directly, side by side. Figures, no asserts.

Run with the vLLM that the shims are for, e.g.
`PYTHONPATH=. .nox/tests/bin/python benchmarks/shims.py`. Every shim is resolved first (the
probes run once); each row then times the same work done through the shim and done the way
one would write it against this vLLM by hand, best of several timeit repeats. Target: the
shim adds under 5 % to the call, and no probe runs per call (the probe counter must not move
after resolution).
"""

from __future__ import annotations

import argparse
import sys
import timeit
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import compat.shims as shims  # noqa: E402

TARGET = 0.05


def best(fn: Callable[[], object], number: int, repeat: int) -> float:
    """Seconds per call, best of `repeat` runs of `number` calls."""
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def row(name: str, shim: Callable, direct: Callable, number: int, repeat: int) -> None:
    """Direct and shim timed in alternation (so load on the machine hits both alike)."""
    direct_runs, shim_runs = [], []
    for _ in range(repeat):
        direct_runs.append(best(direct, number, 1))
        shim_runs.append(best(shim, number, 1))
    direct_s, shim_s = min(direct_runs), min(shim_runs)
    extra = shim_s / direct_s - 1
    mark = "ok" if extra < TARGET else "over target"
    print(
        f"{name:<42} direct {direct_s * 1e6:8.3f} µs  shim {shim_s * 1e6:8.3f} µs  "
        f"{extra:+7.1%} ({(shim_s - direct_s) * 1e9:+5.0f} ns)  {mark}"
    )


def _shell(cls):
    from torch import nn

    module = object.__new__(cls)
    nn.Module.__init__(module)
    return module


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=100)
    args = parser.parse_args(argv)
    n, r = args.number, args.repeat

    import torch
    import vllm
    from vllm.sampling_params import SamplingParams
    from vllm.v1.request import Request

    shims.reset()
    for name in shims._STUBS:
        shims.resolve(name)
    probes_after_resolution = shims.PROBE_RUNS
    print(f"vLLM {vllm.__version__}; variants: {shims.selected()}")
    print(f"probes run to resolve all {len(shims._STUBS)} shims: {probes_after_resolution}")

    stub_make_request = shims._STUBS["make_request"]  # as if imported before resolution
    native_eos = shims.selected()["make_request"] == "native"

    def request_direct():
        params = SamplingParams(max_tokens=1, temperature=0.0)
        if native_eos:
            return Request("r", [1, 2, 3], params, None, 2, arrival_time=0.0)
        params.update_from_generation_config({}, 2)
        return Request("r", [1, 2, 3], params, None, arrival_time=0.0)

    def request_shim():
        params = SamplingParams(max_tokens=1, temperature=0.0)
        return shims.make_request("r", [1, 2, 3], params, None, 2, arrival_time=0.0)

    def request_stub():
        params = SamplingParams(max_tokens=1, temperature=0.0)
        return stub_make_request("r", [1, 2, 3], params, None, 2, arrival_time=0.0)

    print()
    row("make_request (attribute, rebound)", request_shim, request_direct, n, r)
    row("make_request (name imported before use)", request_stub, request_direct, n, r)

    from vllm.model_executor.models.llama import LlamaModel
    from vllm.v1.worker.gpu_model_runner import GPUModelRunner

    runner = object.__new__(GPUModelRunner)
    runner.input_batch = type("Batch", (), {"req_id_to_index": {"a": 0, "b": 1}})()
    order = shims.resolve("request_order")
    row(
        "request_order (V1 runner)",
        lambda: order(runner),
        lambda: runner.input_batch.req_id_to_index,
        n * 50,
        r,
    )

    base = _shell(LlamaModel)
    base.embed_tokens = torch.nn.Embedding(64, 8)
    ids = torch.tensor([1, 2, 3])
    embed = shims.resolve("embed_input_ids")
    row("embed_input_ids", lambda: embed(base, ids), lambda: base.embed_input_ids(ids), n, r)

    hash_name = "sha256"
    hash_fn = shims.resolve("hash_fn_by_name")
    from vllm.utils.hashing import get_hash_fn_by_name

    row(
        "hash_fn_by_name (vLLM's own function)",
        lambda: hash_fn(hash_name),
        lambda: get_hash_fn_by_name(hash_name),
        n * 50,
        r,
    )

    v2_cost = _v2_request_order_cost(order, n, r)
    print(
        f"\nrequest_order on the V2 runner (reads execute_model's frame, 12 frames up): "
        f"{v2_cost * 1e6:.2f} µs per call, once per forward step (no direct equivalent)"
    )
    same = {
        "kv_cache_planning().get_kv_cache_config_from_groups": _is_vllm_own_kv(),
        "make_scheduler": shims.resolve("make_scheduler").__module__.startswith("vllm."),
        "hash_fn_by_name": hash_fn is get_hash_fn_by_name,
    }
    print(f"vLLM's own callable handed back (no extra frame): {same}")
    moved = shims.PROBE_RUNS - probes_after_resolution
    print(f"probes run during all the timed calls: {moved}")


def _is_vllm_own_kv() -> bool:
    plan = shims.kv_cache_planning()
    fn = plan.get_kv_cache_config_from_groups
    return fn.__module__.startswith("vllm.") and fn.__name__ == "get_kv_cache_config_from_groups"


def _v2_request_order_cost(order: Callable, number: int, repeat: int) -> float:
    import dataclasses

    import torch
    from vllm.v1.worker.gpu.input_batch import InputBatch, InputBuffers
    from vllm.v1.worker.gpu.model_runner import GPUModelRunner

    runner = object.__new__(GPUModelRunner)
    dummy = InputBatch.make_dummy(3, 12, InputBuffers(8, 64, torch.device("cpu")))
    batch = dataclasses.replace(dummy, req_ids=["a", "b", "c"])

    def deeper(depth: int) -> float:
        if depth:
            return deeper(depth - 1)
        return best(lambda: order(runner), number, repeat)

    def execute_model(self):
        input_batch = batch  # noqa: F841  (read through the frame)
        return deeper(10)

    return execute_model(runner)


if __name__ == "__main__":
    main()
