"""Training with speculators' EAGLE-3 trainer on a machine without an accelerator: the one
place for it (the vLLM side of the CPU pipeline is compat/cpu_platform.py).

speculators 0.9.0's `Trainer` (speculators/train/trainer.py) assumes an accelerator in three
places, and the catalogue's consumer hazard `trainer-accelerator-only` reports them
(probes/trainer_device.py; docs/cpu-engine.md gives the releases):

- it moves the draft and every batch with `.to(self.local_rank)`, an int, which torch reads
  as an accelerator index ("Cannot access accelerator device when none is available");
- its autocast device falls back to `"cuda"` when there is no accelerator
  (`acc.type if acc is not None else "cuda"`), so autocast is silently off on CPU;
- its step timer calls `torch.accelerator.synchronize()` on every profiled step (step 0
  always), which raises the same error on CPU.

The workaround changes only those: `CpuTrainer` runs `setup_model` with the CPU device as
its "local rank" and `"cpu"` as its autocast device (every later `.to(self.local_rank)` then
moves to the CPU), and `CpuStepTimer` times without the accelerator sync (there is no
asynchronous queue to drain on CPU). `cpu_training()` binds both where speculators' `train`
command looks them up, for the duration of a call, and puts the originals back.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import torch

TRAINER = "speculators.train.trainer"
CLI = "speculators.train.cli"


def _bases() -> tuple[type, type]:
    """speculators' Trainer and step timer, or a one-line error naming what moved."""
    module = importlib.import_module(TRAINER)
    trainer, timer = (getattr(module, name, None) for name in ("Trainer", "_StepTimer"))
    if not (isinstance(trainer, type) and isinstance(timer, type)):
        raise RuntimeError(f"{TRAINER} has no Trainer/_StepTimer class: the CPU shim needs both")
    return trainer, timer


def shim_classes() -> tuple[type, type]:
    """(CpuTrainer, CpuStepTimer), built on the installed speculators' own classes."""
    trainer, timer = _bases()

    class CpuTrainer(trainer):  # type: ignore[misc, valid-type]
        """speculators' Trainer with the CPU as its device and its autocast device."""

        def setup_model(self) -> None:
            self.local_rank = torch.device("cpu")
            self.device_type = "cpu"
            super().setup_model()

    class CpuStepTimer(timer):  # type: ignore[misc, valid-type]
        """The step timer without `torch.accelerator.synchronize()` (raises on CPU)."""

        def mark(self, name: str) -> None:
            if self.enabled:
                self._marks[name] = time.perf_counter()

        def now(self) -> float | None:
            return time.perf_counter() if self.enabled else None

    return CpuTrainer, CpuStepTimer


@contextmanager
def cpu_training() -> Iterator[None]:
    """speculators' `train` command runs on the CPU inside this block (see the docstring)."""
    if torch.accelerator.is_available():
        raise RuntimeError("an accelerator is available: the CPU trainer shim is not needed")
    trainer_cls, timer_cls = shim_classes()
    bound = [
        (importlib.import_module(CLI), "Trainer", trainer_cls),  # what `main` instantiates
        (importlib.import_module(TRAINER), "_StepTimer", timer_cls),  # what train_epoch times
    ]
    saved = [(module, name, getattr(module, name)) for module, name, _ in bound]
    for module, name, cls in bound:
        setattr(module, name, cls)
    try:
        yield
    finally:
        for module, name, cls in saved:
            setattr(module, name, cls)


def train(config: Any) -> None:
    """speculators' own `train` entry (`speculators.train.cli.main`) on the CPU."""
    cli = importlib.import_module(CLI)
    with cpu_training():
        cli.main(config)
