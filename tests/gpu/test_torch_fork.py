"""The premise of compat.worker_start, witnessed on the GPU's own torch.

`torch.cuda.is_available()` marks a later fork unsafe while `torch.cuda.is_initialized()` (what
vLLM's `_maybe_force_spawn` reads) stays False, so vLLM forks and the child cannot use CUDA.
If a torch release stops doing either, this test says so and the spawn default can be revisited.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.gpu.subproc import NO_MULTICAST

SCRIPT = r"""
import json, os, torch
seen = {"is_available": torch.cuda.is_available(),
        "is_initialized_after_is_available": torch.cuda.is_initialized()}
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.close(r)
    try:
        torch.zeros(1, device="cuda")
        msg = "ok"
    except Exception as exc:
        msg = f"{type(exc).__name__}: {exc}"
    os.write(w, msg.encode()[:2000])
    os._exit(0)
os.close(w)
child = os.read(r, 4000).decode()
os.waitpid(pid, 0)
seen["forked_child_cuda"] = child
print(json.dumps(seen))
"""


def test_is_available_poisons_fork_unseen_by_is_initialized(record):
    env = {**os.environ, **NO_MULTICAST, "CUDA_VISIBLE_DEVICES": "0"}
    env.pop("PYTORCH_NVML_BASED_CUDA_CHECK", None)
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    for name, value in seen.items():
        record(name, value)
    assert seen["is_available"] is True
    assert seen["is_initialized_after_is_available"] is False
    assert "Cannot re-initialize CUDA in forked subprocess" in seen["forked_child_cuda"]
