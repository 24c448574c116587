"""Reports are written as a set: `kill -9` at any point leaves one run's whole set visible.

A child process publishes sets in a loop, each file carrying its run's counter; it is killed
at a random moment, 24 times. After each kill the set `report.latest` points at must match its
manifest, every stable name must resolve into it, and the next run must remove the killed
run's temporaries.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from compat.reports_io import LOCK, RUNS, TMP, ReportsFolderError, publish, read_set

NAMES = ("report.json", "report.md", "report.html", "report.sarif", "report.junit.xml")
CHILD = (
    f"NAMES = {NAMES!r}\n"
    + """
import sys
from pathlib import Path
from compat.reports_io import publish
folder, n = Path(sys.argv[1]), 0
print("ready", flush=True)
while True:
    n += 1
    publish({name: f"run {n} " + name * 2000 for name in NAMES}, folder)
"""
)


def _check_one_run(folder: Path) -> str:
    manifest = read_set(folder)  # raises if a file differs from the manifest
    runs = {(folder / name).read_text().split(" ")[1] for name in NAMES}
    assert len(runs) == 1, runs  # the stable names all resolve into the same run
    assert set(manifest["files"]) == set(NAMES)
    return runs.pop()


@pytest.mark.parametrize("seed", [0])
def test_kill_9_during_writes_never_mixes_runs(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    folder = tmp_path / "reports"
    publish({name: f"run 0 {name}" for name in NAMES}, folder)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    seen = set()
    for _ in range(24):
        cmd = [sys.executable, "-c", CHILD, str(folder)]
        child = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "ready\n"  # imported
        time.sleep(0.02 + rng.random() * 0.4)  # then it writes sets, killed at any point
        child.send_signal(signal.SIGKILL)
        child.wait()
        seen.add(_check_one_run(folder))
    assert len(seen) > 1  # the children did publish sets between kills
    publish({name: f"run final {name}" for name in NAMES}, folder)
    assert not [p for p in (folder / RUNS).iterdir() if p.name.startswith(TMP)]
    leftovers = [p for p in folder.iterdir() if p.name.startswith(".") and p.name != LOCK]
    assert not leftovers  # no half switch left (the writers' lock file stays)
    assert _check_one_run(folder) == "final"
    assert len(list((folder / RUNS).iterdir())) <= 3  # older runs pruned


def test_stale_temporaries_are_removed_and_plain_files_become_links(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    stale = folder / RUNS / f"{TMP}report-20200101T000000-999999999-abcdef"
    stale.mkdir(parents=True)
    (stale / "report.json").write_text("half")
    (folder / "report.json").write_text("old layout: a plain file")
    half_switch = folder / ".report.latest.999999999.abcdef"
    half_switch.symlink_to("runs/nowhere")
    part = folder / ".drift.json.k3j2.part"
    part.write_text("half")
    os.utime(part, (0, 0))
    publish({"report.json": "new"}, folder)
    assert not stale.exists() and not os.path.lexists(half_switch) and not part.exists()
    assert (folder / "report.json").is_symlink() and (folder / "report.json").read_text() == "new"
    assert os.readlink(folder / "report.latest").startswith(f"{RUNS}/report-")


def test_a_symlinked_runs_folder_is_never_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.txt").write_text("keep")
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / RUNS).symlink_to(elsewhere)
    publish({"report.md": "x"}, folder)
    assert (elsewhere / "keep.txt").read_text() == "keep" and not (folder / RUNS).is_symlink()


def test_a_file_where_the_folder_should_be_is_bad_input(tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("x")
    with pytest.raises(ReportsFolderError, match="not a folder"):
        publish({"report.md": "x"}, target)


def test_two_sets_share_a_folder_without_breaking_each_other(tmp_path: Path) -> None:
    folder = tmp_path / "reports"
    publish({"report.json": "r1"}, folder, stem="report")
    publish({"drift.json": "d1"}, folder, stem="drift")
    for i in range(5):  # pruning one set never removes the other's runs
        publish({"drift.json": f"d{i + 2}"}, folder, stem="drift")
    assert (folder / "report.json").read_text() == "r1"
    assert (folder / "drift.json").read_text() == "d6"
    assert read_set(folder, "report")["files"] and read_set(folder, "drift")["files"]
