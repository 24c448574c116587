"""How vLLM's worker processes start when a consumer builds `MultiprocExecutor` in its own process.

vLLM forks its workers unless `VLLM_WORKER_MULTIPROC_METHOD` says otherwise, and switches to
`spawn` by itself only when `torch.cuda.is_initialized()` is true (`_maybe_force_spawn`). That
check misses torch's fork poisoning: `torch.cuda.is_available()` (and `torch.cuda.device_count()`
when NVML cannot answer) calls `cudaGetDeviceCount`, which registers torch's "bad fork" handler
without setting `is_initialized()`. speculators calls `torch.cuda.is_available()` when it is
imported (`conditional_torch_compile`), and so does nearly every training script; a forked worker
then dies in `init_device` with "Cannot re-initialize CUDA in forked subprocess" (seen on the
H200 with vLLM 0.25.1 and torch 2.11, TP=1). `vllm.LLM` is not affected: its engine core runs
in a process of its own. An in-process executor is, so the patched extractors ask for `spawn`.
"""

from __future__ import annotations

import logging
import os
from collections.abc import MutableMapping

ENV = "VLLM_WORKER_MULTIPROC_METHOD"
log = logging.getLogger(__name__)


def spawn_workers_unless_set(environ: MutableMapping[str, str] | None = None) -> str:
    """Set `VLLM_WORKER_MULTIPROC_METHOD=spawn` unless the user chose a method; return the method.

    An explicit choice (`fork` included) is the user's and is kept. `spawn` needs the calling
    script's top level guarded by `if __name__ == "__main__":`, as vLLM's docs require.
    """
    env = os.environ if environ is None else environ
    chosen = env.get(ENV)
    if chosen:
        return chosen
    env[ENV] = "spawn"
    log.info(
        "%s=spawn: vLLM workers are spawned, not forked (torch marks a fork unsafe once "
        "torch.cuda.is_available() has run, which vLLM's own check does not see)",
        ENV,
    )
    return "spawn"
