"""`collective_rpc` with and without `unique_reply_rank` on vLLM's real multiprocess executor
at TP=2 on CPU (two worker processes over gloo, one pinned core each): the seed's reply-shape
drift, witnessed at every change instead of on a lent GPU machine. The same worker then runs
the probe catalogue's static and live probes, which must say what the workers did (the GPU
suite's checks, tests/gpu/test_vllm_behaviour.py, collected here with this suite's fixtures).
"""

from __future__ import annotations

import pytest

from tests.cpu_engine.conftest import TP2_BIND
from tests.gpu.subproc import run_worker
from tests.gpu.test_vllm_behaviour import (  # noqa: F401 (collected here)
    test_collective_rpc_unique_reply,
    test_probes_agree_with_witness,
)

TP = 2


@pytest.fixture(scope="module")
def behaviour_run(tiny_model):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("VLLM_CPU_OMP_THREADS_BIND", TP2_BIND)
        mp.setenv("SPEC_COMPAT_PROBE_MODEL", str(tiny_model))
        job = {"model": str(tiny_model), "tp": TP, "needs": ["static", "live", "gpu"]}
        result = run_worker("behaviour", job, name="cpu-behaviour-tp2", gpus=None, timeout=900)
    if not result["ok"]:
        pytest.fail(f"behaviour worker failed: {result['error']}\n{result['traceback'][-3000:]}")
    return {"tp": TP, **result}
