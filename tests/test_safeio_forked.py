"""`procs.call_forked`: a function run in a forked copy of this process, so a child that
needs what this process imported (vLLM) does not import it again; whatever happens in the
copy stays there (issue 20, item 3: `drift --installed` imported vLLM twice)."""

from __future__ import annotations

import os
import signal
import sys
import time

from probes.safeio import procs


def test_the_text_comes_back() -> None:
    assert procs.call_forked(lambda: "x" * 300_000, timeout=30) == "x" * 300_000


def test_state_set_in_the_copy_stays_there() -> None:
    def change() -> str:
        os.environ["FORKED_COPY_PROBE"] = "1"
        sys.modules["json"].marker = 1  # type: ignore[attr-defined]
        return "done"

    assert procs.call_forked(change, timeout=30) == "done"
    assert "FORKED_COPY_PROBE" not in os.environ
    assert not hasattr(sys.modules["json"], "marker")


def test_the_copy_runs_in_the_project_folder_without_the_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", ["", str(tmp_path), *sys.path])
    seen = procs.call_forked(
        lambda: f"{os.getcwd()}|{'' in sys.path or str(tmp_path) in sys.path}", timeout=30
    )
    assert seen == f"{procs.PROJECT_ROOT}|False"


def test_an_error_a_signal_or_an_overrun_is_none() -> None:
    def fails() -> str:
        raise RuntimeError("no")

    def killed() -> str:
        os.kill(os.getpid(), signal.SIGKILL)
        return "never"

    def hangs() -> str:
        time.sleep(60)
        return "never"

    assert procs.call_forked(fails, timeout=30) is None
    assert procs.call_forked(killed, timeout=30) is None
    start = time.monotonic()
    assert procs.call_forked(hangs, timeout=1) is None
    assert time.monotonic() - start < 10


def test_the_copy_writes_nothing_to_the_parent_streams(capfd) -> None:
    def noisy() -> str:
        print("to stdout")
        print("to stderr", file=sys.stderr)
        os.write(2, b"raw stderr\n")
        return "ok"

    assert procs.call_forked(noisy, timeout=30) == "ok"
    out, err = capfd.readouterr()
    assert "stdout" not in out and "stderr" not in err
