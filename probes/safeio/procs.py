"""Child processes started isolated: `python -I`, a fixed working folder, a deadline.

`python -m pkg` puts the working folder first on `sys.path`, so a `json.py` or `vllm/`
there would run in the child in place of the real one. A Python child here is started with
`-I` (no working folder, no script folder, no PYTHON* variables, no user site) in a fixed
folder, and given the parent's `sys.path` itself (minus the working folder), with the folder
that holds this project's `probes` first: it imports what the parent imports, nothing more.
`call_forked` runs a function in a forked copy of this process under the same rules.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
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


def call_forked(func: Callable[[], str], *, timeout: float) -> str | None:
    """`func()` run in a forked copy of this process (its text back through a pipe), or
    None when the copy failed, was killed or ran past `timeout`.

    For a child that needs what this process has already imported (vLLM: tens of seconds
    to import again): the copy shares those modules, while a crash, a signal or process
    state set there stays there. It runs with the standard streams on /dev/null, in the
    project's folder, with the working folder taken off `sys.path` (as `run_module`).
    """
    if not hasattr(os, "fork"):
        return None
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the forked copy (its result is what the tests check)
        _forked_child(func, read_end, write_end)
    os.close(write_end)
    try:
        data = _read_until(read_end, pid, time.monotonic() + timeout)
    finally:
        os.close(read_end)
    if data is None:
        return None
    try:
        status, text = json.loads(data)
    except ValueError:
        return None
    return text if status == "ok" and isinstance(text, str) else None


def _forked_child(func: Callable[[], str], read_end: int, write_end: int) -> None:
    # pragma: no cover - the forked copy
    code = 1
    try:
        os.close(read_end)
        quiet = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(quiet, fd)
        sys.stdout = sys.stderr = os.fdopen(os.dup(quiet), "w")
        sys.path[:] = child_path()  # before the move: it drops the working folder
        os.chdir(PROJECT_ROOT)
        try:
            out = ["ok", func()]
        except BaseException as exc:  # everything stays in the copy: report and leave
            out = ["error", f"{type(exc).__name__}: {exc}"]
        view = memoryview(json.dumps(out).encode())
        while view:
            view = view[os.write(write_end, view) :]
        code = 0
    finally:
        os._exit(code)


def _read_until(fd: int, pid: int, deadline: float) -> bytes | None:
    """Everything the copy writes before it exits (None: it failed or overran)."""
    chunks = []
    while True:
        left = deadline - time.monotonic()
        ready = select.select([fd], [], [], max(left, 0))[0] if left > 0 else []
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    return b"".join(chunks) if os.waitstatus_to_exitcode(status) == 0 else None
