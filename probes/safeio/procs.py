"""Child processes started isolated: `python -I`, a fixed working folder, a deadline.

`python -m pkg` puts the working folder first on `sys.path`, so a `json.py` or `vllm/`
there would run in the child in place of the real one. A Python child here is started with
`-I` (no working folder, no script folder, no PYTHON* variables, no user site) in a fixed
folder, and given the parent's `sys.path` itself (minus the working folder), with the folder
that holds this project's `probes` first: it imports what the parent imports, nothing more.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[2]  # the folder that holds `probes`
_BOOT = (
    "import json, sys, runpy; sys.path[:] = json.loads(sys.argv[1]); module = sys.argv[2]; "
    "sys.argv[:] = [module, *sys.argv[3:]]; runpy.run_module(module, run_name='__main__', "
    "alter_sys=True)"
)

TimeoutExpired = subprocess.TimeoutExpired
CompletedProcess = subprocess.CompletedProcess


def child_path() -> list[str]:
    """The parent's `sys.path` without the working folder ('' or its absolute name)."""
    here = os.getcwd()
    path = [str(PROJECT_ROOT)]
    for entry in sys.path:
        if entry and os.path.abspath(entry) != here and entry not in path:
            path.append(entry)
    return path


def run_module(
    module: str,
    args: Sequence[str] = (),
    *,
    timeout: float,
    env: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """`python -m module args…`, isolated (see the module docstring); text output."""
    argv = [sys.executable, "-I", "-c", _BOOT, json.dumps(child_path()), module, *args]
    return run_command(argv, timeout=timeout, env=env)


def run_command(
    argv: Sequence[str], *, timeout: float, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run `argv` in the project's folder (never the user's working folder), stdin closed."""
    return subprocess.run(
        list(argv),
        cwd=PROJECT_ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
