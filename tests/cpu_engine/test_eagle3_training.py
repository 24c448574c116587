"""EAGLE-3 on a real CPU engine, end to end: speculators 0.9.0's trainer for a few steps on
the CPU (the loss falls), then the trained draft served by vLLM 0.32.0's CPU build as an
`eagle3` speculator, greedy output equal to the verifier's alone and acceptance above an
untrained draft of the same shape.

The data are the GPU suite's rows (speculators' `prepare-data`), filled from vLLM's
in-process `extract_hidden_states` through the CPU connector: test_server_path proves the
server path writes the same bits, so the trainer reads what speculators' own
`generate-offline-data` would have written, one engine start cheaper.

Two CPU changes, both findings the project reports, none made here: the trainer runs through
compat/cpu_trainer.py (hazard `trainer-accelerator-only`: `.to(local_rank)`, the "cuda"
autocast fallback, the step timer's accelerator sync), and the draft's attention is
speculators' own `--draft-attn-impl sdpa`, since its default (`simple_flex_attention`) has no
backward on CPU in torch ("FlexAttention does not support backward on CPU").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cpu_engine.conftest import ENGINE_DTYPE, GREEDY_TOKENS
from tests.gpu import eagle3_pipeline as pipe
from tests.gpu.eagle3_data import load_rows, prepare, training_rows, write_hidden_states
from tests.gpu.subproc import run_worker

LAYER_IDS = [1, 2, 3, 4]  # speculators' --target-layer-ids 1 2 3, plus the last layer (4)
ROWS = 48  # of the GPU suite's 192 rows: ~7 packed 512-token steps an epoch
EPOCHS = 2
SPEC_TOKENS = 3
LOSS_DROP = 0.9  # mean loss of the last tenth of steps <= 0.9 x the first tenth's
DRIVER = "tests.cpu_engine.train_driver"  # speculators' train through compat.cpu_trainer
# speculators' own flags for a CPU run: an attention with a CPU backward, no spawned loader
# workers (each imports torch and speculators again: ~40 s on 2 cores, for 1 ms batches).
CPU_TRAIN_FLAGS = {"--draft-attn-impl": "sdpa", "--num-workers": "0"}


def cpu_train_args(model: Path, data: Path, save: Path, epochs: int, dry_run: bool = False):
    """The GPU suite's `train` arguments with CPU_TRAIN_FLAGS set in them."""
    args = pipe.train_args(model, data, save, epochs, dry_run=dry_run)
    for flag, value in CPU_TRAIN_FLAGS.items():
        if flag in args:
            args[args.index(flag) + 1] = value
        else:
            args += [flag, value]
    return args


@pytest.fixture(autouse=True)
def _covers(record) -> None:
    record("consumers", pipe.COVERS)


@pytest.fixture(scope="module")
def work(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("eagle3-training")


@pytest.fixture(scope="module")
def site(work) -> Path:
    folder = work / "site"  # speculators 0.9.0 is in the suite's venv itself
    folder.mkdir()
    return folder


@pytest.fixture(scope="module")
def dataset(site, tiny_model, tokenizer, work) -> Path:
    """speculators' `prepare-data` on the rows, hidden states from vLLM's extraction."""
    data = prepare(site, tiny_model, training_rows(tokenizer, n=ROWS), work / "data")
    rows = load_rows(data)
    storage = work / "storage"
    storage.mkdir()
    job = {"model": str(tiny_model), "tp": 1, "cpu": True, "dtype": ENGINE_DTYPE}
    job.update(layer_ids=LAYER_IDS, rows=rows, storage=str(storage))
    result = run_worker("eagle3_extract", job, name="cpu-train-extract", gpus=None, timeout=600)
    if not result["ok"]:
        pytest.fail(f"in-process extraction failed: {result['error']}\n{result['traceback']}")
    write_hidden_states(data, rows, result["extracted"])
    return data


def _train(site: Path, args: list[str], save: Path) -> dict:
    save.mkdir()
    return pipe.train(site, args, save, gpus=1, timeout=600, driver_module=DRIVER)


@pytest.fixture(scope="module")
def trained(site, tiny_model, dataset, work) -> dict:
    save = work / "train"
    run = _train(site, cpu_train_args(tiny_model, dataset, save, EPOCHS), save)
    summary = pipe.loss_summary(run["records"])
    return {**run, "summary": summary, "checkpoint": str(pipe.last_checkpoint(save))}


@pytest.fixture(scope="module")
def untrained(site, tiny_model, dataset, work) -> str:
    """An untrained draft of the same shape (speculators' `--dry-run` checkpoint)."""
    save = work / "untrained"
    _train(site, cpu_train_args(tiny_model, dataset, save, 1, dry_run=True), save)
    return str(save)


def test_training_loss_falls_on_cpu(trained, record):
    """speculators 0.9.0's trainer, a few epochs on the CPU: the loss falls."""
    summary = trained["summary"]
    record("summary", summary)
    record("wall_seconds", trained["wall_seconds"])
    record("train_flags", CPU_TRAIN_FLAGS)
    assert summary["steps"] >= 8, f"too few logged steps to judge: {summary}"
    assert summary["mean_last_tenth"] <= LOSS_DROP * summary["mean_first_tenth"], summary


def _serve(tiny_model: Path, prompts: list, draft: str, name: str) -> dict:
    job = {"model": str(tiny_model), "tp": 1, "prompts": prompts, "max_tokens": GREEDY_TOKENS}
    job.update(draft=draft, num_speculative_tokens=SPEC_TOKENS, dtype=ENGINE_DTYPE)
    result = run_worker("eagle3_serve", job, name=f"cpu-serve-{name}", gpus=None, timeout=600)
    if not result["ok"]:
        pytest.fail(f"serving the {name} draft failed: {result['error']}\n{result['traceback']}")
    return result


@pytest.fixture(scope="module")
def served(tiny_model, prompts, trained, untrained) -> dict:
    return {
        "trained": _serve(tiny_model, prompts, trained["checkpoint"], "trained"),
        "untrained": _serve(tiny_model, prompts, untrained, "untrained"),
    }


def test_trained_draft_served_as_eagle3(served, vllm_run, record):
    """The trained draft as vLLM's `eagle3` speculator on the CPU engine: greedy output
    equal, token for token, to the verifier's alone (conftest's `vllm_run`, same prompts,
    same dtype), and vLLM's acceptance rate above the untrained draft's."""
    drafted, blank = served["trained"], served["untrained"]
    rates = {n: pipe.acceptance(r["spec_metrics"]) for n, r in served.items()}
    same = [a == b for a, b in zip(vllm_run["greedy"], drafted["greedy"], strict=True)]
    record("speculative_method", drafted["speculative_method"])
    record("acceptance", rates)
    record("seconds", {n: r["seconds"] for n, r in served.items()})
    record("prompts_identical_to_plain", [sum(same), len(same)])
    assert drafted["speculative_method"] == blank["speculative_method"] == "eagle3"
    assert all(same), f"drafted greedy differs from the verifier's alone on prompts {same}"
    trained_rate = rates["trained"]["acceptance_rate"]
    untrained_rate = rates["untrained"]["acceptance_rate"]
    assert trained_rate is not None and untrained_rate is not None, rates
    assert trained_rate > untrained_rate, rates


def test_cpu_training_binds_only_for_its_block(record):
    """compat.cpu_trainer.cpu_training binds its two subclasses where speculators' `train`
    looks them up, only inside the block, and builds them on speculators' own classes."""
    import speculators.train.cli as cli
    import speculators.train.trainer as trainer

    from compat.cpu_trainer import cpu_training

    before = (cli.Trainer, trainer._StepTimer)
    with cpu_training():
        inside = (cli.Trainer, trainer._StepTimer)
        timer = trainer._StepTimer(enabled=True)
        timer.mark("start")  # speculators' own mark() raises here: no accelerator to sync
        assert timer.now() is not None
    assert (cli.Trainer, trainer._StepTimer) == before
    assert issubclass(inside[0], before[0]) and issubclass(inside[1], before[1])
    assert inside[0] is not before[0] and inside[1] is not before[1]
    with pytest.raises(RuntimeError, match="Cannot access accelerator"):
        before[1](enabled=True).mark("start")
    record("bound", [c.__name__ for c in inside])
