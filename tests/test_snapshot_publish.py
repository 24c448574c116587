"""A `spec-compat snapshot` killed at any point leaves a release's two fixture files in step
(issue 20): the old pair, or the new pair, never one of each.

A child process publishes a real new pair (vLLM 0.32.0's snapshot and server facts) over a
real old one (0.31.0's, under the same names) and is stopped with SIGKILL just before its
Nth file-system step, for every N; the readers (`vllm_snapshot_path`, `facts_path`, through
the fixtures' gate) must then give both old or both new, and the next publish must finish.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import probes.fixtures
from probes.fixtures import committed_vllm_versions, vllm_snapshot_path
from probes.safeio.publish import STAGING, publish_together, recover
from probes.server.store import committed_facts, facts_path
from probes.views.snapshot import load_snapshot

REPO = Path(__file__).resolve().parents[1]
NAME = "vllm-9.0.0.json"
OLD = {
    f"vllm/{NAME}": (REPO / "fixtures/vllm/vllm-0.31.0.json").read_bytes(),
    f"server/{NAME}": (REPO / "fixtures/server/vllm-0.31.0.json").read_bytes(),
}
NEW = {
    f"vllm/{NAME}": (REPO / "fixtures/vllm/vllm-0.32.0.json").read_bytes(),
    f"server/{NAME}": (REPO / "fixtures/server/vllm-0.32.0.json").read_bytes(),
}
# The child: publish NEW, announcing each file-system step of the I/O layer and pausing at
# step `stop` until the test kills it (a real SIGKILL, nothing simulated).
CHILD = """
import sys, time
from pathlib import Path
from probes.safeio import owned
from probes.safeio.publish import publish_together
stop, root, files = int(sys.argv[1]), Path(sys.argv[2]), {}
for rel, src in zip(sys.argv[3::2], sys.argv[4::2]):
    files[rel] = Path(src).read_bytes()
count = [0]
def step(name, real):
    def wrapped(self, *a, **k):
        if count[0] == stop:
            print(f"at {count[0]} {name}", flush=True)
            time.sleep(60)
        count[0] += 1
        return real(self, *a, **k)
    return wrapped
for name in ("write", "rename", "rmtree", "rmdir", "fsync"):
    setattr(owned.Owned, name, step(name, getattr(owned.Owned, name)))
publish_together(root, "vllm-9.0.0", files)
print("done", count[0], flush=True)
"""


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_pair() -> tuple[str, str]:
    """(which set the snapshot is, which set the facts are), read as the tool reads them."""
    snap = vllm_snapshot_path("9.0.0")
    facts = facts_path("9.0.0")
    sets = {_digest(OLD[f"vllm/{NAME}"]): "old", _digest(NEW[f"vllm/{NAME}"]): "new"}
    sets |= {_digest(OLD[f"server/{NAME}"]): "old", _digest(NEW[f"server/{NAME}"]): "new"}
    load_snapshot(snap)  # both pass the gate: whole, and of their shape
    committed_facts(facts)
    return sets[_digest(snap.read_bytes())], sets[_digest(facts.read_bytes())]


@pytest.fixture
def root(tmp_path, monkeypatch):
    here = tmp_path / "probes"
    fixtures = here / "_fixtures"
    for rel, data in OLD.items():
        (fixtures / rel).parent.mkdir(parents=True, exist_ok=True)
        (fixtures / rel).write_bytes(data)
    monkeypatch.setattr(probes.fixtures, "_HERE", here)
    sources = tmp_path / "new"
    sources.mkdir()
    argv = []
    for number, (rel, data) in enumerate(NEW.items()):
        (sources / str(number)).write_bytes(data)
        argv += [rel, str(sources / str(number))]
    return fixtures, argv


def _kill_at(stop: int, fixtures: Path, argv: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    cmd = [sys.executable, "-c", CHILD, str(stop), str(fixtures), *argv]
    child = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env, cwd=REPO)
    assert child.stdout is not None
    line = child.stdout.readline().strip()
    if line.startswith("at "):
        child.send_signal(signal.SIGKILL)
    child.wait(timeout=60)
    return line


def test_a_publish_killed_at_every_step_leaves_one_set(root):
    fixtures, argv = root
    seen, stop = [], 0
    while True:
        line = _kill_at(stop, fixtures, argv)
        pair = _read_pair()
        assert pair in (("old", "old"), ("new", "new")), (line, pair)
        seen.append((line, pair))
        if line.startswith("done"):
            break
        recover(fixtures)  # what the next `spec-compat snapshot` does first
        after = _read_pair()
        assert after in (("old", "old"), ("new", "new")), (line, after)
        assert after == pair or pair == ("old", "old"), (line, pair, after)  # never back
        assert not (fixtures / STAGING).exists()
        for rel, data in OLD.items():  # the old pair again, for the next kill point
            (fixtures / rel).write_bytes(data)
        stop += 1
    steps = [line for line, _ in seen]
    assert len(steps) >= 6, steps  # two staged writes, the commit, two renames, the clean-up
    assert ("old", "old") in [p for _, p in seen] and ("new", "new") in [p for _, p in seen]
    assert not (fixtures / STAGING).exists()  # the run that finished left no staging folder


def test_a_killed_committed_publish_is_read_as_the_new_set(root):
    """Killed after the commit point, before any rename: readers already see the new pair
    (from the staging folder), and the versions list includes it."""
    fixtures, argv = root
    (fixtures / f"vllm/{NAME}").unlink()
    (fixtures / f"server/{NAME}").unlink()  # a release published for the first time
    for stop in range(3, 8):
        line = _kill_at(stop, fixtures, argv)
        if "rename" in line:
            break
    assert "rename" in line, line
    assert _read_pair() == ("new", "new")
    assert "9.0.0" in committed_vllm_versions()


def test_a_staged_file_changed_after_the_commit_is_one_line(root):
    fixtures, argv = root
    for stop in range(3, 8):
        if "rename" in _kill_at(stop, fixtures, argv):
            break
    staged = sorted((fixtures / STAGING / "vllm-9.0.0").glob("[0-9]"))
    staged[0].write_bytes(b"{}")
    with pytest.raises(OSError, match="re-run `spec-compat snapshot`"):
        vllm_snapshot_path("9.0.0")


def test_publishing_refuses_names_outside_its_folder(tmp_path):
    with pytest.raises(OSError, match="leaves"):
        publish_together(tmp_path / "fx", "k", {"../x.json": b"1"})
    assert not (tmp_path / "x.json").exists()
    time.sleep(0)
