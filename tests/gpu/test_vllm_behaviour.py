"""Behaviour the drift probes infer from code, witnessed on real GPU workers.

`collective_rpc(fn, unique_reply_rank=0)`: speculators 0.4.x indexes the reply with `[0]`,
right only while the reply is a list. The worker calls it with and without the argument on
real workers (TP=2 where two GPUs exist) and then runs the probe catalogue's live and GPU
probes on the same vLLM, so the code-reading probe and the witness can be compared.
"""

from __future__ import annotations

import pytest

from tests.gpu.conftest import largest_tp
from tests.gpu.subproc import run_worker


def _form(reply) -> str:
    return "list" if isinstance(reply, list) else "bare"


@pytest.fixture(scope="module")
def behaviour_run(tiny_model, gpu_count, monkeypatch_module):
    tp = largest_tp(gpu_count)  # every rank answers: 8 replies on the users' 8 GPUs
    monkeypatch_module.setenv("SPEC_COMPAT_PROBE_MODEL", str(tiny_model))
    result = run_worker(
        "behaviour",
        {"model": str(tiny_model), "tp": tp},
        name=f"behaviour-tp{tp}",
        gpus=tp,
        timeout=420,
    )
    if not result["ok"]:
        pytest.fail(f"behaviour worker failed: {result['error']}\n{result['traceback'][-3000:]}")
    return {"tp": tp, **result}


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        yield mp


def test_collective_rpc_unique_reply(behaviour_run, record):
    """Every rank answers without the argument; with it, one reply comes back (recorded form)."""
    tp = behaviour_run["tp"]
    record("tp", tp)
    record("reply_without_unique_reply_rank", behaviour_run["every"])
    record("reply_with_unique_reply_rank_0", behaviour_run["unique"])
    record("form", _form(behaviour_run["unique"]))
    assert behaviour_run["every"] == list(range(tp))
    assert behaviour_run["unique"] in (0, [0])


def test_probes_agree_with_witness(behaviour_run, record):
    """The static (code-reading) and live GPU probes say what the workers really did."""
    if "probes_error" in behaviour_run:
        pytest.fail(f"probe catalogue failed on the GPU machine: {behaviour_run['probes_error']}")
    answers = behaviour_run["probes"]
    record(
        "probe_answers",
        {
            n: {"value": a["value"], "status": a["status"], "seen": a["seen"]}
            for n, a in answers.items()
        },
    )
    seen = _form(behaviour_run["unique"])
    static = answers["collective-rpc-unique-reply"]
    live = answers["collective-rpc-unique-reply-live"]
    assert static["status"] == "answered" and static["value"] == seen, static
    assert live["status"] == "answered" and live["value"] == seen, live
