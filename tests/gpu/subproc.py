"""Run a `tests.gpu.workers` job in a fresh process on chosen GPUs; return what it wrote.

Each run's output goes to a log file (SPEC_COMPAT_GPU_LOGS, else a temp folder) whose tail is
quoted when the worker fails, so a failure on the device machine is readable from its report.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOGS_ENV = "SPEC_COMPAT_GPU_LOGS"
# Kept set for every process we start: NVLink multicast can take a shared host's GPUs down.
NO_MULTICAST = {
    "NCCL_NVLS_ENABLE": "0",
    "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1",
    "NVSHMEM_DISABLE_NVLS": "1",
}


class WorkerFailed(AssertionError):
    """The worker crashed, timed out, or wrote no result."""


def logs_dir() -> Path:
    folder = Path(os.environ.get(LOGS_ENV) or Path(tempfile.gettempdir()) / "spec-compat-gpu")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def child_env(
    first: Sequence[str], gpus: int | None, *, unset: Sequence[str] = ()
) -> dict[str, str]:
    """This process's environment for a child: `first` ahead on PYTHONPATH, the first `gpus`
    GPUs visible (all when None), NVLink multicast off, `unset` names removed."""
    env = {**os.environ, **NO_MULTICAST, "PYTHONUNBUFFERED": "1"}
    for name in unset:  # e.g. a setting an earlier in-process vLLM call left behind
        env.pop(name, None)
    if gpus is not None:
        env["CUDA_VISIBLE_DEVICES"] = ",".join(str(i) for i in range(gpus))
    env["PYTHONPATH"] = os.pathsep.join([*first, *filter(None, [os.environ.get("PYTHONPATH")])])
    return env


def run_worker(
    kind: str,
    job: dict[str, Any],
    *,
    name: str,
    gpus: int | None,
    timeout: float = 420,
    pythonpath_first: tuple[str, ...] = (),
    unset: tuple[str, ...] = (),
    module: str = "tests.gpu.workers",
) -> dict[str, Any]:
    """Run worker `kind` of `module` on the first `gpus` GPUs (None: no GPU selection, the CPU
    engine suite); the dict it saved (its `ok` may be False).

    Raises WorkerFailed only when no result came back at all (crash before saving, timeout).
    """
    import torch

    folder = logs_dir()
    job = {**job, "out": str(folder / f"{name}.pt")}
    job_file = folder / f"{name}.json"
    job_file.write_text(json.dumps(job))
    Path(job["out"]).unlink(missing_ok=True)
    log = folder / f"{name}.log"
    env = child_env([*pythonpath_first, str(ROOT)], gpus, unset=unset)
    cmd = [sys.executable, "-m", module, kind, str(job_file)]
    t0 = time.perf_counter()
    with log.open("w") as fh:
        try:
            subprocess.run(
                cmd,
                cwd=ROOT,
                env=env,
                stdout=fh,
                stderr=subprocess.STDOUT,
                timeout=timeout,
                check=False,
            )
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
    elapsed = time.perf_counter() - t0
    if not Path(job["out"]).exists():
        why = f"timed out after {timeout:.0f} s" if timed_out else "wrote no result"
        raise WorkerFailed(f"worker {name} ({kind}) {why}; log {log}:\n{tail(log)}")
    result = torch.load(job["out"], weights_only=False)
    result["wall_seconds"] = elapsed
    result["log"] = str(log)
    result["log_tail"] = tail(log)
    return result
