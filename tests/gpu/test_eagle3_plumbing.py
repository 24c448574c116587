"""The EAGLE-3 pipeline's own plumbing, where there is no GPU: metrics capture, loss and
acceptance arithmetic, checkpoint lookup, the dataset files' layout and checks."""

from __future__ import annotations

import json
import logging

import pytest

from tests.gpu import eagle3_pipeline as pipe
from tests.gpu.train_driver import MetricsFile

pytestmark = pytest.mark.no_gpu


def test_metrics_file_keeps_dict_records_only(tmp_path):
    log = logging.getLogger("spec-compat-test.metrics")
    handler = MetricsFile(tmp_path / "m.jsonl")
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    try:
        log.info({"train": {"loss": 3.5}, "global_step": 0})
        log.info("a text line is not a metric")
        log.info({"val": {"loss_0_epoch": 1.0}, "epoch": 0})
    finally:
        log.removeHandler(handler)
    lines = [json.loads(x) for x in (tmp_path / "m.jsonl").read_text().splitlines()]
    assert [sorted(x) for x in lines] == [["global_step", "t", "train"], ["epoch", "t", "val"]]


def _records(losses, epochs=3):
    steps = [
        {"t": i, "train": {"loss": v, "loss_0": v}, "profile": {"tokens_per_s": 100.0 + i}}
        for i, v in enumerate(losses)
    ]
    vals = [{"t": 10.0 * (e + 1), "val": {"loss_0_epoch": 1.0}, "epoch": e} for e in range(epochs)]
    return steps + vals


def test_loss_summary_first_and_last_tenth():
    got = pipe.loss_summary(_records([10.0] * 10 + [5.0] * 80 + [1.0] * 10))
    assert got["loss_key"] == "loss" and got["steps"] == 100
    assert got["mean_first_tenth"] == 10.0 and got["mean_last_tenth"] == 1.0
    assert got["epochs_logged"] == 3 and got["seconds_after_first_epoch"] == 20.0
    assert got["median_profile_tokens_per_s"] == pytest.approx(149.5)
    assert pipe.loss_summary([{"t": 0, "speculator_type": "eagle3"}]) == {"steps": 0}


def test_loss_key_falls_back_to_a_loss_metric():
    assert pipe.loss_of({"loss_1": 2.0, "loss_0": 3.0, "acc": 0.5}) == ("loss_0", 3.0)


def test_acceptance_from_vllm_counters():
    got = pipe.acceptance(
        {
            "vllm:spec_decode_num_drafts": 10,
            "vllm:spec_decode_num_draft_tokens": 30,
            "vllm:spec_decode_num_accepted_tokens": 12,
            "vllm:spec_decode_num_accepted_tokens_per_pos": [6, 4, 2],
        }
    )
    assert got["acceptance_rate"] == 0.4 and got["mean_acceptance_length"] == 2.2
    assert pipe.acceptance({})["acceptance_rate"] is None


def test_last_checkpoint_is_the_newest_epoch(tmp_path):
    for name in ("0", "2", "10", "logs"):
        (tmp_path / name).mkdir()
    (tmp_path / "best").symlink_to(tmp_path / "2")
    assert pipe.last_checkpoint(tmp_path).name == "10"
    with pytest.raises(AssertionError, match="no checkpoint folder"):
        pipe.last_checkpoint(tmp_path / "logs")


def test_train_args_name_distinct_layers_and_the_eager_loss(tmp_path):
    args = pipe.train_args(tmp_path / "m", tmp_path / "d", tmp_path / "s", 9, dry_run=True)
    at = args.index("--target-layer-ids")
    assert args[at + 1 : at + 4] == ["1", "2", "3"]
    assert args[args.index("--loss-implementation") + 1] == "eager"
    assert args[-1] == "--dry-run"


def test_hidden_state_files_round_trip_and_checks(tmp_path):
    torch = pytest.importorskip("torch")
    pytest.importorskip("safetensors")
    from tests.gpu.eagle3_data import check_hidden_states, write_hidden_states

    rows = [[1, 5, 7], [1, 9]]
    extracted = [{"hidden_states": torch.randn(len(r) + 1, 4, 8)} for r in rows]
    write_hidden_states(tmp_path, rows, extracted)
    good = check_hidden_states(tmp_path, rows, slots=4)
    assert good["files"] == 2 and good["dtypes"] == ["torch.bfloat16"]
    assert not good["token_mismatch_rows"] and not good["shape_mismatch_rows"]
    bad = check_hidden_states(tmp_path, [[1, 5, 8], [1, 9]], slots=3)
    assert bad["token_mismatch_rows"] == [0]
    assert [r[0] for r in bad["shape_mismatch_rows"]] == [0, 1]
