"""The steps of the EAGLE-3 pipeline the suite runs: install speculators 0.9.0's site,
extract through `vllm serve`, train with speculators' trainer, read what it logged.

Expensive results are kept under a work folder (SPEC_COMPAT_GPU_WORK, else a pytest temp
folder) with a marker written last, so a programme split over several device calls on one
warm machine reuses the dataset and the trained draft instead of rebuilding them.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.gpu.conftest import REQUIRE_GPU_ENV
from tests.gpu.eagle3_data import run_logged, site_env

SPECULATORS = "0.9.0"
# The consumer releases a modern-pipeline result is evidence for (the report's cells).
COVERS = [f"speculators=={SPECULATORS}", f"hs-connectors=={SPECULATORS}"]
WHEELS = ("speculators-0.9.0-", "hs_connectors-0.9.0-", "datasets-", "multiprocess-", "tzdata-")
STAGE_DIRS = ("/root/stage", "/tmp/wheels")
STAGE_ENV = "SPEC_COMPAT_STAGE"
WORK_ENV = "SPEC_COMPAT_GPU_WORK"
DONE = ".done.json"


def work_folder(name: str, tmp_path_factory) -> Path:
    """`$SPEC_COMPAT_GPU_WORK/<name>` (kept across calls on a warm machine), else a temp folder."""
    root = os.environ.get(WORK_ENV)
    folder = Path(root) / name if root else tmp_path_factory.mktemp(name)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _missing(msg: str) -> None:
    if os.environ.get(REQUIRE_GPU_ENV) == "1":
        pytest.fail(msg)
    pytest.skip(msg)


def staged_wheels() -> list[Path]:
    """speculators 0.9.0, hs-connectors 0.9.0 and what the device lacks for them."""
    folders = [os.environ[STAGE_ENV]] if os.environ.get(STAGE_ENV) else list(STAGE_DIRS)
    for folder in map(Path, folders):
        found = [next(iter(sorted(folder.glob(f"{p}*.whl"))), None) for p in WHEELS]
        if all(found):
            return [p for p in found if p is not None]
    _missing(f"speculators {SPECULATORS} wheels ({', '.join(WHEELS)}) not staged in {folders}")
    return []


def install_site(site: Path) -> Path:
    """pip --no-deps --target: the image's torch/transformers stay the ones vLLM uses."""
    if not (site / DONE).exists():
        cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index"]
        cmd += ["--no-compile", "--target", str(site), *map(str, staged_wheels())]
        subprocess.run(cmd, check=True, capture_output=True, text=True)
        (site / DONE).write_text("{}")
    return site


def patched_legacy_site(site: Path) -> Path:
    """speculators 0.4.0.1 with this project's patch, applied by the CLI as a user does."""
    from tests.gpu.test_speculators_extractor import _cli, _install, _wheel

    if cached(site) is None:
        site.mkdir(parents=True, exist_ok=True)
        _install(_wheel("0.4.0.1"), site)
        done = _cli("patch", "apply", "--site", str(site))
        if done.returncode != 0:
            pytest.fail(f"patch apply exited {done.returncode}:\n{done.stderr[-2000:]}")
        finish(site, {})
    return site


def cached(folder: Path) -> dict[str, Any] | None:
    """What a finished step left in `folder` (its marker), or None."""
    marker = folder / DONE
    return json.loads(marker.read_text()) if marker.exists() else None


def finish(folder: Path, info: dict[str, Any]) -> dict[str, Any]:
    (folder / DONE).write_text(json.dumps(info))
    return info


def train_args(
    model: Path,
    data: Path,
    save: Path,
    epochs: int,
    dry_run: bool = False,
    extra: tuple[str, ...] = (),
) -> list:
    """speculators 0.9.0's `train` arguments for the 4-layer verifier (README of shared/device:
    explicit distinct layer ids >= 1; the eager loss, as the fused one fails in torch.compile
    on torch 2.11); `extra` appended (e.g. the MoE pipeline's full-attention draft)."""
    args = ["--speculator-type", "eagle3", "--verifier-name-or-path", str(model)]
    args += ["--data-path", str(data), "--save-path", str(save), "--log-dir", str(save / "logs")]
    args += ["--target-layer-ids", "1", "2", "3", "--num-layers", "1", "--mask-token-id", "0"]
    args += ["--num-workers", "2", "--total-seq-len", "512", "--epochs", str(epochs)]
    args += ["--loss-implementation", "eager", "--no-resume-from-checkpoint"]
    args += list(extra)
    return [*args, "--dry-run"] if dry_run else args


def train(
    site: Path,
    args: list[str],
    folder: Path,
    gpus: int,
    timeout: float = 540,
    driver_module: str = "tests.gpu.train_driver",
) -> dict:
    """Run the trainer on `gpus` GPUs (torchrun when more than one); its metric records.
    `driver_module`: the CPU suite's driver runs the same trainer on the CPU."""
    metrics = folder / "metrics.jsonl"
    driver = ["-m", driver_module, str(metrics), *args]
    if gpus > 1:
        cmd = [sys.executable, "-m", "torch.distributed.run", f"--nproc-per-node={gpus}"]
        cmd += ["--standalone", *driver]
    else:
        cmd = [sys.executable, *driver]
    env = site_env(site, gpus=gpus)
    env["PYTHONPATH"] += os.pathsep + str(Path(__file__).resolve().parents[2])
    t0 = time.perf_counter()
    log = run_logged(cmd, name=f"train-{folder.name}", env=env, timeout=timeout)
    wall = time.perf_counter() - t0
    records = [json.loads(line) for line in metrics.read_text().splitlines() if line]
    return {"wall_seconds": wall, "log": log, "records": records}


def loss_of(train_metrics: dict[str, Any]) -> tuple[str, float]:
    """The training loss among a step's metrics: `loss` if logged, else the first *loss* key."""
    if "loss" in train_metrics:
        return "loss", float(train_metrics["loss"])
    key = sorted(k for k in train_metrics if "loss" in k)[0]
    return key, float(train_metrics[key])


def loss_summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """First-tenth and last-tenth mean loss over the logged steps, and the throughput."""
    steps = [r for r in records if isinstance(r.get("train"), dict)]
    if not steps:
        return {"steps": 0}
    key = loss_of(steps[0]["train"])[0]
    losses = [loss_of(r["train"])[1] for r in steps]
    tenth = max(1, len(losses) // 10)
    epochs = [r for r in records if isinstance(r.get("val"), dict)]
    rates = [r["profile"]["tokens_per_s"] for r in steps if isinstance(r.get("profile"), dict)]
    return {
        "loss_key": key,
        "steps": len(losses),
        "epochs_logged": len(epochs),
        "loss_first": losses[0],
        "loss_last": losses[-1],
        "mean_first_tenth": statistics.fmean(losses[:tenth]),
        "mean_last_tenth": statistics.fmean(losses[-tenth:]),
        "median_profile_tokens_per_s": statistics.median(rates) if rates else None,
        "val_last": epochs[-1]["val"] if epochs else None,
        "seconds_after_first_epoch": (epochs[-1]["t"] - epochs[0]["t"]) if epochs else None,
    }


def last_checkpoint(save: Path) -> Path:
    """The newest epoch folder speculators' checkpointer wrote (`save/<epoch>/`)."""
    epochs = [p for p in save.iterdir() if p.is_dir() and not p.is_symlink() and p.name.isdigit()]
    if not epochs:
        raise AssertionError(f"no checkpoint folder under {save}: {sorted(os.listdir(save))}")
    return max(epochs, key=lambda p: int(p.name))


_LOAD_BACK = """
import json, sys, torch
from safetensors.torch import load_file
from speculators.model import SpeculatorModel
ckpt = sys.argv[1]
model = SpeculatorModel.from_pretrained(ckpt)
saved = load_file(ckpt + "/model.safetensors")
state = model.state_dict()
same = lambda k, v: torch.equal(state[k].to(v.dtype).cpu(), v)
diff = [k for k, v in saved.items() if k in state and not same(k, v)]
print(json.dumps({"class": type(model).__name__, "saved": len(saved),
                  "missing_in_model": sorted(set(saved) - set(state))[:10], "differ": diff[:10]}))
"""


def load_back(site: Path, ckpt: Path) -> dict[str, Any]:
    """speculators' own `SpeculatorModel.from_pretrained` on the checkpoint, compared with
    the tensors in its safetensors file."""
    done = subprocess.run(
        [sys.executable, "-c", _LOAD_BACK, str(ckpt)],
        env=site_env(site, gpus=1),
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode:
        raise AssertionError(f"loading {ckpt} back failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def acceptance(metrics: dict[str, Any]) -> dict[str, float | None]:
    """Acceptance rate and mean acceptance length from vLLM's spec-decode counters."""

    def pick(suffix: str) -> float | None:
        for name, value in metrics.items():
            if name.endswith(suffix) and isinstance(value, (int, float)):
                return float(value)
        return None

    drafts, proposed = pick("num_drafts"), pick("num_draft_tokens")
    accepted = pick("num_accepted_tokens")
    rate = accepted / proposed if accepted is not None and proposed else None
    length = 1 + accepted / drafts if accepted is not None and drafts else None
    return {
        "drafts": drafts,
        "draft_tokens": proposed,
        "accepted_tokens": accepted,
        "acceptance_rate": rate,
        "mean_acceptance_length": length,
    }
