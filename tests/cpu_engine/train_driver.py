"""speculators' trainer on the CPU: `python -m tests.cpu_engine.train_driver METRICS ARGS...`.

The GPU suite's driver (tests/gpu/train_driver.py: every metric speculators logs kept as
JSON lines) with speculators' own `train` entry run through compat.cpu_trainer, the
project's one workaround for the trainer's accelerator assumptions (hazard
`trainer-accelerator-only`). The `__main__` guard matters: its DataLoader workers spawn.
"""

from __future__ import annotations

import sys

from compat.cpu_trainer import train
from tests.gpu.train_driver import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], train=train))
