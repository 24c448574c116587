"""Run speculators' trainer exactly as its `train` command does, keeping every metric it logs.

`python -m tests.gpu.train_driver METRICS.jsonl ARGS...` (under torchrun for data-parallel
runs). speculators logs its step and epoch metrics as dicts on the `speculators.metrics`
logger, which propagates to the root logger; a handler there (rank 0 only, like speculators'
own metric handlers) appends each one, with a wall-clock stamp, to METRICS.jsonl. Nothing in
speculators is patched. The `__main__` guard matters: its DataLoader workers spawn.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


class MetricsFile(logging.Handler):
    """Appends every dict-valued log record to a JSON-lines file, stamped with time."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        path.write_text("")

    def emit(self, record: logging.LogRecord) -> None:
        if isinstance(record.msg, dict):
            line = json.dumps({"t": time.time(), **record.msg}, default=str)
            with self.path.open("a") as fh:
                fh.write(line + "\n")


def main(argv: list[str], train: Callable[[Any], None] | None = None) -> int:
    """`train`: speculators' own `train` entry unless given (the CPU suite passes
    compat.cpu_trainer.train, the same entry run on the CPU)."""
    metrics, args = Path(argv[0]), argv[1:]
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    root.addHandler(logging.StreamHandler(sys.stdout))
    if int(os.environ.get("RANK", "0")) == 0:
        root.addHandler(MetricsFile(metrics))
    from speculators.train.config.schema import TrainConfig

    if train is None:
        from speculators.train.cli import main as train

    train(TrainConfig.resolve(args))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
