"""The modern speculators pipeline on the GPU: hidden states from a real `vllm serve`, EAGLE-3
training with speculators 0.9.0's own trainer (1 GPU, then data-parallel), and the trained
draft served by vLLM as an `eagle3` speculator at every TP size the machine has.

Data: speculators' `prepare-data` on pre-tokenized rows of the tiny model's corpus; hidden
states from `vllm serve` (configured as speculators' launch script does, KV-transfer config
from hs-connectors' registry) filled in by speculators' `generate-offline-data`. If the
server path fails on this stack, the failure is the finding (its test fails, with why) and
the same dataset is filled from vLLM's in-process `extract_hidden_states` so the rest runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.gpu import eagle3_pipeline as pipe
from tests.gpu.conftest import TP_PARAMS
from tests.gpu.eagle3_data import (
    check_hidden_states,
    load_rows,
    prepare,
    run_logged,
    site_env,
    training_rows,
    write_hidden_states,
)
from tests.gpu.markers import multi_gpu_test
from tests.gpu.reference import GREEDY_MARGIN_EPS, greedy_check
from tests.gpu.served_agree import disagreements, judged_both_ways
from tests.gpu.subproc import run_worker
from tests.gpu.vllm_server import Server, behaviour, kv_transfer_config, probe_completion

LAYER_IDS = [1, 2, 3, 4]  # speculators' --target-layer-ids 1 2 3, plus the last layer (4)
EPOCHS = 9
SPEC_TOKENS = 3
DECODE_TOKENS = 64
LOSS_DROP = 0.6  # mean loss of the last tenth of steps <= 0.6 x the first tenth's
SERVE_TP = TP_PARAMS
COVERS = pipe.COVERS


@pytest.fixture(autouse=True)
def _covers(record) -> None:
    """Each result names the consumer releases it is evidence for (they live in their own
    site, so the run's `versions` cannot show them)."""
    record("consumers", COVERS)


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return pipe.work_folder("eagle3", tmp_path_factory)


@pytest.fixture(scope="module")
def site(work) -> Path:
    return pipe.install_site(work / "site")


@pytest.fixture(scope="module")
def dataset(site, tiny_model, tokenizer, work) -> Path:
    folder = work / "data"
    if pipe.cached(folder) is None:
        prepare(site, tiny_model, training_rows(tokenizer), folder)
        pipe.finish(folder, {})
    return folder / "preprocessed"


@pytest.fixture(scope="module")
def in_process(tiny_model, dataset, work) -> dict:
    """vLLM's in-process extraction of the same rows: the reference for the server's files
    and the fallback that fills the dataset if the server path fails."""
    rows = load_rows(dataset)
    job = {"model": str(tiny_model), "tp": 1, "layer_ids": LAYER_IDS, "rows": rows}
    storage = work / "in-process-storage"
    storage.mkdir(parents=True, exist_ok=True)
    job["storage"] = str(storage)
    result = run_worker("eagle3_extract", job, name="eagle3-extract", gpus=1, timeout=480)
    if not result["ok"]:
        pytest.fail(f"in-process extraction failed: {result['error']}\n{result['traceback']}")
    return {"rows": rows, **result}


@pytest.fixture(scope="module")
def server_path(site, tiny_model, dataset, work, request) -> dict:
    """`vllm serve` + speculators' `generate-offline-data` into the dataset; on failure the
    dataset is filled from the in-process path and the failure is returned as the finding.
    (A later call on the same machine reads the cached outcome: no engine is started.)"""
    import time

    folder = work / "server"
    done = pipe.cached(folder)
    if done is not None:
        return done
    in_process = request.getfixturevalue("in_process")
    (folder / "storage").mkdir(parents=True, exist_ok=True)
    rows, out = in_process["rows"], {"ok": False}
    server = None
    try:
        kv = kv_transfer_config(site, "file", folder / "storage")
        server = Server(tiny_model, LAYER_IDS, kv)
        out["argv"] = ["vllm", *server.argv()]
        server.start(site)
        out["seconds_to_healthy"] = server.wait_healthy()
        out["models"] = server.get("/v1/models")
        out["probe"] = probe_completion(server, out["models"]["data"][0]["id"], rows[0])
        t0 = time.perf_counter()
        cmd = [sys.executable, "-m", "speculators", "generate-offline-data"]
        cmd += ["--endpoint", server.base_url + "/v1", "--preprocessed-data", str(dataset)]
        cmd += ["--validate-outputs", "--fail-on-error", "--concurrency", "16"]
        out["log"] = run_logged(cmd, name="generate-offline-data", env=site_env(site), timeout=400)
        out["seconds_generate"] = time.perf_counter() - t0
        out["files"] = check_hidden_states(dataset, rows, len(LAYER_IDS))
        out["ok"] = True
    except Exception as exc:  # the server path's failure is the finding, recorded
        out["error"] = f"{type(exc).__name__}: {exc}"[-4000:]
        if server is not None:
            out["server_log_tail"] = server.tail()
        write_hidden_states(dataset, rows, in_process["extracted"])
        out["fallback"] = "dataset filled from vLLM's in-process extract_hidden_states"
    finally:
        if server is not None and "probe" in out:  # after generation: empty-body requests
            out["behaviour"] = behaviour(server, out["probe"])
        if server is not None:
            server.stop()
    return pipe.finish(folder, out)


def test_server_path_extraction(server_path, in_process, dataset, record):
    """speculators 0.9.0's data generation against a real `vllm serve`: every row gets a file
    whose token ids equal the row and whose hidden states have one slot per layer id."""
    record("contract", {k: server_path.get(k) for k in ("argv", "probe", "models")})
    for key in ("ok", "error", "fallback", "seconds_to_healthy", "seconds_generate", "files"):
        record(key, server_path.get(key))
    record("in_process_seconds", in_process["seconds"])
    assert server_path["ok"], f"server path failed: {server_path.get('error')}"
    files = server_path["files"]
    assert files["files"] == files["rows"] == len(in_process["rows"])
    assert not files["token_mismatch_rows"] and not files["shape_mismatch_rows"], files
    probe = server_path["probe"]
    assert probe["choices[0].prompt_token_ids_equal_prompt"]
    assert "hidden_states_path" in probe["kv_transfer_params_keys"]


def test_served_behaviour_matches_static(server_path, record):
    """The running `vllm serve` against the static behaviour facts of its release (issue 24):
    the routes the static reading judges served answer (not 403/404) and the ones it judges
    unserved do not; `kv_transfer_params` holds exactly the keys the configured connector
    produces statically; the writer's `<path>.lock` is there exactly when the static reading
    says the writer takes it."""
    seen = server_path.get("behaviour")
    record("served_behaviour", seen)
    assert seen, "no behaviour observed: the server did not answer the probe request"
    assert "error" not in seen, seen.get("error")
    differ = disagreements(seen)
    record("disagreements", differ)
    assert not differ, differ
    assert judged_both_ways(seen), "no route judged unserved (or none served) was asked"


def test_server_matches_in_process(server_path, in_process, dataset, record):
    """The server's hidden states equal vLLM's in-process extraction of the same rows (same
    kernels, same engine settings): bitwise where batching allows, else within bf16 noise."""
    import torch
    from safetensors.torch import load_file

    if not server_path["ok"]:
        pytest.skip("server path failed (see test_server_path_extraction)")
    worst, equal = 1.0, 0
    for i, item in enumerate(in_process["extracted"]):
        ours = load_file(str(dataset / "hidden_states" / f"hs_{i}.safetensors"))["hidden_states"]
        ref = item["hidden_states"][: ours.shape[0]].to(ours.dtype)
        equal += bool(torch.equal(ours, ref))
        cos = torch.nn.functional.cosine_similarity(ours.float(), ref.float(), dim=-1)
        worst = min(worst, float(cos.min()))
    record("rows_bitwise_equal", equal)
    record("rows", len(in_process["extracted"]))
    record("cosine_min", worst)
    assert worst >= 0.999, f"server hidden states differ from in-process: cosine {worst}"


@pytest.fixture(scope="module")
def trained(site, tiny_model, dataset, server_path, work) -> dict:
    """speculators' trainer on one GPU over the dataset (server path or its fallback)."""
    save = work / "train-1gpu"
    done = pipe.cached(save)
    if done is None:
        save.mkdir(parents=True, exist_ok=True)
        run = pipe.train(site, pipe.train_args(tiny_model, dataset, save, EPOCHS), save, gpus=1)
        ckpt = pipe.last_checkpoint(save)
        done = pipe.finish(
            save,
            {
                **run,
                "summary": pipe.loss_summary(run["records"]),
                "checkpoint": str(ckpt),
                "data_source": _source(server_path),
            },
        )
    return done


def _source(server_path: dict) -> str:
    return "vllm serve" if server_path["ok"] else "in-process fallback"


def _assert_loss_falls(summary: dict) -> None:
    assert summary["steps"] >= 20, f"too few logged steps to judge: {summary}"
    assert summary["mean_last_tenth"] <= LOSS_DROP * summary["mean_first_tenth"], summary


def test_training_loss_falls(trained, record):
    summary = trained["summary"]
    record("summary", summary)
    record("wall_seconds", trained["wall_seconds"])
    record("data_source", trained["data_source"])
    _assert_loss_falls(summary)


def test_checkpoint_loads_back(site, trained, record):
    """The saved draft loads with speculators' own `from_pretrained`, weights unchanged."""
    got = pipe.load_back(site, Path(trained["checkpoint"]))
    record("load_back", got)
    assert got["class"] == "Eagle3DraftModel" and got["saved"] > 0
    assert not got["missing_in_model"] and not got["differ"], got


@multi_gpu_test(num_gpus=2)
def test_training_data_parallel(site, tiny_model, dataset, trained, work, gpu_count, record):
    """The same training under torchrun on every GPU: the loss falls as on one; the scaling
    ratio is the per-epoch throughput against the 1-GPU run's."""
    save = work / f"train-{gpu_count}gpu"
    save.mkdir(parents=True, exist_ok=True)
    run = pipe.train(site, pipe.train_args(tiny_model, dataset, save, EPOCHS), save, gpu_count)
    summary = pipe.loss_summary(run["records"])
    one = trained["summary"]["seconds_after_first_epoch"]
    many = summary["seconds_after_first_epoch"]
    record("gpus", gpu_count)
    record("summary", summary)
    record("wall_seconds", run["wall_seconds"])
    record("scaling_ratio_epoch_time_1gpu_over_ngpu", one / many if one and many else None)
    _assert_loss_falls(summary)
    pipe.last_checkpoint(save)


@pytest.fixture(scope="module")
def untrained(site, tiny_model, dataset, work) -> Path:
    """An untrained draft of the same shape (speculators' `--dry-run` checkpoint)."""
    save = work / "untrained"
    if pipe.cached(save) is None:
        save.mkdir(parents=True, exist_ok=True)
        pipe.train(site, pipe.train_args(tiny_model, dataset, save, 1, dry_run=True), save, 1)
        pipe.finish(save, {})
    return save


def _serve(tiny_model, prompts, tp: int, draft: str | None, name: str) -> dict:
    job = {"model": str(tiny_model), "tp": tp, "prompts": prompts, "max_tokens": DECODE_TOKENS}
    job.update(draft=draft, num_speculative_tokens=SPEC_TOKENS)
    result = run_worker("eagle3_serve", job, name=f"serve-{name}-tp{tp}", gpus=tp, timeout=480)
    if not result["ok"]:
        pytest.fail(f"serving ({name}, TP={tp}) failed: {result['error']}\n{result['traceback']}")
    return result


@pytest.mark.parametrize("serve_tp", SERVE_TP, ids=lambda tp: f"tp{tp}")
def test_serve_trained_draft(serve_tp, tiny_model, prompts, hf_model, trained, untrained, record):
    """The trained draft as vLLM's `eagle3` speculator: greedy output equal to the plain
    verifier's wherever the reference's top-1/top-2 margin exceeds ε (lossless), and vLLM's
    acceptance rate above an untrained draft's of the same shape."""
    plain = _serve(tiny_model, prompts, serve_tp, None, "plain")
    drafted = _serve(tiny_model, prompts, serve_tp, trained["checkpoint"], "trained")
    blank = _serve(tiny_model, prompts, serve_tp, str(untrained), "untrained")
    check = greedy_check(hf_model, prompts, drafted["greedy"])
    same = sum(a == b for a, b in zip(plain["greedy"], drafted["greedy"], strict=True))
    rates = {
        n: pipe.acceptance(r["spec_metrics"])
        for n, r in (("trained", drafted), ("untrained", blank))
    }
    record("tp", serve_tp)
    record("speculative_method", drafted["speculative_method"])
    record("acceptance", rates)
    record("spec_metrics", {"trained": drafted["spec_metrics"], "untrained": blank["spec_metrics"]})
    record(
        "decode_tokens_per_s",
        {
            n: r["decode_tokens_per_s"]
            for n, r in (("plain", plain), ("trained", drafted), ("untrained", blank))
        },
    )
    record("seconds", {"plain": plain["seconds"], "trained": drafted["seconds"]})
    record("prompts_identical_to_plain", [same, len(prompts)])
    record(
        "greedy",
        {
            "epsilon": GREEDY_MARGIN_EPS,
            "positions": check.positions,
            "compared": check.compared,
            "mismatches": check.mismatches,
            "detail": check.mismatch_detail,
        },
    )
    assert drafted["speculative_method"] == "eagle3"
    assert check.mismatches == 0, f"drafted greedy differs from the reference: {check}"
    assert check.compared >= 0.5 * check.positions
    trained_rate = rates["trained"]["acceptance_rate"]
    untrained_rate = rates["untrained"]["acceptance_rate"]
    assert trained_rate is not None and untrained_rate is not None, rates
    assert trained_rate > untrained_rate, rates


def test_server_fp8_connector(site, tiny_model, dataset, server_path, work, record):
    """hs-connectors' own vLLM connector (`FP8HiddenStatesConnector`, which vLLM loads from
    `kv_connector_module_path`) behind `vllm serve`: each file holds fp8 hidden states and
    per-token scales that dequantize to the bf16 extraction of the same row."""
    import torch
    from safetensors.torch import load_file

    rows = load_rows(dataset)[:8]
    storage = work / "fp8-storage"
    storage.mkdir(parents=True, exist_ok=True)
    kv = kv_transfer_config(site, "fp8", storage)
    server = Server(tiny_model, LAYER_IDS, kv)
    record("contract", {"argv": ["vllm", *server.argv()]})
    try:
        server.start(site)
        record("seconds_to_healthy", server.wait_healthy())
        model_id = server.get("/v1/models")["data"][0]["id"]
        probes = [probe_completion(server, model_id, ids) for ids in rows]
    finally:
        server.stop()
    record("probe", probes[0])
    worst, dtypes, keys = 1.0, set(), set()
    for i, probe in enumerate(probes):
        data = load_file(probe["hidden_states_path"])
        keys |= set(data)
        dtypes.add(str(data["hidden_states"].dtype))
        scales = data.get("hidden_states_scales", torch.ones(1))
        fp8 = data["hidden_states"].float() * scales.float()
        ref = load_file(str(dataset / "hidden_states" / f"hs_{i}.safetensors"))["hidden_states"]
        cos = torch.nn.functional.cosine_similarity(fp8, ref.float()[: fp8.shape[0]], dim=-1)
        worst = min(worst, float(cos.min()))
    record("keys", sorted(keys))
    record("hidden_states_dtypes", sorted(dtypes))
    record("dequantized_cosine_min_vs_bf16", worst)
    assert dtypes == {"torch.float8_e4m3fn"}, f"not fp8: {dtypes} (connector not used?)"
    assert "hidden_states_scales" in keys
    assert worst >= 0.99, f"dequantized fp8 far from the bf16 extraction: cosine {worst}"


@pytest.fixture(scope="module")
def legacy_site(work) -> Path:
    return pipe.patched_legacy_site(work / "site-0.4.0.1-patched")


def test_legacy_extraction_feeds_modern_trainer(
    legacy_site, site, tiny_model, dataset, work, record
):
    """The patched 0.4.0.1 in-process extractor's output, converted to 0.9.0's layout (its
    layer i is the residual stream after layer i: id i+1), trains a draft with 0.9.0's
    trainer whose loss falls as with the server path's data."""
    import shutil

    import torch

    rows = load_rows(dataset)
    job = {"model": str(tiny_model), "site": str(legacy_site), "tp": 1, "prompts": rows}
    job["layer_ids"] = [i - 1 for i in LAYER_IDS]
    result = run_worker("speculators", job, name="legacy-0.4.0.1-extract", gpus=1, timeout=480)
    if not result["ok"]:
        pytest.fail(f"patched 0.4.0.1 extractor failed: {result['error']}")
    by_ids = {tuple(r["input_ids"]): r["hidden_states"] for r in result["results"]}
    extracted = [{"hidden_states": torch.stack(by_ids[tuple(ids)], dim=1)} for ids in rows]
    legacy = work / "legacy-data"
    shutil.rmtree(legacy, ignore_errors=True)
    shutil.copytree(dataset, legacy, ignore=shutil.ignore_patterns("hidden_states"))
    write_hidden_states(legacy, rows, extracted)
    files = check_hidden_states(legacy, rows, len(LAYER_IDS))
    save = work / "train-legacy"
    shutil.rmtree(save, ignore_errors=True)
    save.mkdir(parents=True)
    run = pipe.train(site, pipe.train_args(tiny_model, legacy, save, EPOCHS), save, gpus=1)
    summary = pipe.loss_summary(run["records"])
    record("consumers", [*COVERS, "speculators==0.4.0.1"])  # extracted by, trained by
    record("extract_seconds", result["seconds"])
    record("files", files)
    record("summary", summary)
    assert files["files"] == len(rows) and not files["token_mismatch_rows"], files
    _assert_loss_falls(summary)
