"""Rule `rpc-targets`, the receiver half: which vLLM objects a `collective_rpc` name runs on.

vLLM's executors never call the GPU Worker directly: every one holds its workers in a
`WorkerWrapperBase` (v1/worker/worker_base.py; uniproc, multiproc and Ray executors alike)
and `run_method(wrapper, name, …)` finds the name on the wrapper first, which forwards what
it lacks to the worker it built (`__getattr__`). So a name the wrapper defines itself
(`init_worker`, `init_device`, `update_environment_variables`) is there whatever the worker
class, and a consumer's own executor that builds its workers from a vLLM subclass of the
wrapper (Ray's `RayWorkerWrapper`, imported by the module issuing the RPC) reaches that
subclass's methods too (`adjust_rank`). The worker extension a consumer configures is read
where the name is emitted (probes/usage/targets.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from probes.api import Lookup

WORKER = "vllm.v1.worker.gpu_worker.Worker"
# The wrapper every executor holds its workers in (v1, then the V0 layout of older releases).
WRAPPERS = (
    "vllm.v1.worker.worker_base.WorkerWrapperBase",
    "vllm.worker.worker_base.WorkerWrapperBase",
)


def wraps_workers(path: str, lookup: Callable[[str], Lookup], depth: int = 0) -> bool:
    """`path` is vLLM's worker wrapper or a class deriving from it (bases followed a few
    levels, as the view spells them)."""
    if path in WRAPPERS:
        return True
    found = lookup(path)
    obj = found.obj if found.found else None
    if obj is None or obj.kind != "class" or depth > 4:
        return False
    return any(wraps_workers(base, lookup, depth + 1) for base in obj.bases)


def on_a_receiver(symbol: str, imported: Iterable[str], lookup: Callable[[str], Lookup]) -> bool:
    """The RPC name `symbol` (`Worker.<name>`) is defined by the worker wrapper, or by a
    wrapper subclass the calling module imports (`imported`: its vLLM import paths)."""
    owner, _, name = symbol.rpartition(".")
    if owner != WORKER:
        return False
    receivers = [*WRAPPERS, *(p for p in imported if p not in WRAPPERS)]
    for receiver in receivers:
        if receiver not in WRAPPERS and not wraps_workers(receiver, lookup):
            continue
        if lookup(f"{receiver}.{name}").found:
            return True
    return False
