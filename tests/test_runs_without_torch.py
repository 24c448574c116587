"""The main job runs where neither torch nor vLLM is installed (`nox -s drift`'s venv, a
user's CI): a module the drift path imports must not import them at module level. Seen: the
KV-cache shims imported `compat.cpu_platform`, which imported torch, and `nox -s drift` died
with exit 3 on a fresh machine while every test (whose venv has torch) passed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BLOCKED = """
import sys

class _Absent:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("torch", "vllm", "transformers"):
            raise ModuleNotFoundError(f"No module named {name!r} (blocked by the test)")
        return None

sys.meta_path.insert(0, _Absent())
from compat.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_offline_drift_runs_without_torch_or_vllm(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", BLOCKED, "drift", "--offline", "--vllm", "0.33.0", "--no-write"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode in (0, 1), done.stderr[-2000:]
    assert "internal error" not in done.stderr
