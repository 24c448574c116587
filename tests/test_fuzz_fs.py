"""Fuzzing the file system the tool reads and writes: hypothesis builds hostile trees.

A consumer folder gets entries of every hostile kind at every depth (FIFOs, devices, links
out of the tree, dangling links and loops, files over the cap, undecodable bytes); a
consumer wheel is truncated or has bits flipped at drawn offsets; a site being patched gets a
link or a FIFO planted at a drawn place (a target, its temp name, the journal folder or one
level under it, `__pycache__`); a reports folder sits on a small tmpfs filled to a drawn
level (root only). Every run must exit 0, 1 or 2 (never 3, never a hang), and nothing outside
the folders the tool owns may change. SPEC_COMPAT_FUZZ_EXAMPLES sets the budget per test.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from compat import cli
from compat.patching import journal as journal_mod
from tests.test_patching import MANIFEST, PATHS, pristine  # noqa: F401

FUZZ = settings(
    max_examples=int(os.environ.get("SPEC_COMPAT_FUZZ_EXAMPLES", "25")),
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
USES = "import vllm\nfrom vllm import LLM\nLLM(model='m', no_such=1)\n"
KINDS = [
    "py", "fifo", "dev-zero", "dev-null", "link-out-file", "link-out-dir", "dangling",
    "loop", "big", "latin1", "socket-like-name", "empty-dir",
]  # fmt: skip


def _snapshot(root: Path) -> dict[str, str]:
    """Every entry below `root`, links not followed: kind and bytes' sha256."""
    out = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = Path(folder) / name
            info = path.lstat()
            if path.is_symlink():
                out[str(path)] = "-> " + os.readlink(path)
            elif path.is_file():
                out[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
            else:
                out[str(path)] = oct(info.st_mode)
    return out


@contextmanager
def _place() -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="fuzz-fs-"))
    (base / "outside" / "inner").mkdir(parents=True)
    (base / "outside" / "precious.py").write_text(USES)
    (base / "outside" / "inner" / "x.py").write_text(USES)
    try:
        yield base
    finally:
        subprocess.run(["rm", "-rf", str(base)], check=False)


def _plant(path: Path, kind: str, outside: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if os.path.lexists(path):
        return
    if kind == "py":
        path.write_text(USES)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "dev-null":
        path.symlink_to("/dev/null")
    elif kind == "link-out-file":
        path.symlink_to(outside / "precious.py")
    elif kind == "link-out-dir":
        path.symlink_to(outside)
    elif kind == "dangling":
        path.symlink_to(outside / "nothing-here")
    elif kind == "loop":
        path.symlink_to(path.name)
    elif kind == "big":
        path.write_bytes(b"x = 1\n" * 500_000)
    elif kind == "latin1":
        path.write_bytes(b"x = '\xff\xfe'\n")
    elif kind == "socket-like-name":
        path.write_text("import vllm\nvllm.LLM(model='\\x00')\n")
    else:
        path.mkdir()


NAME = st.sampled_from(["a", "b", "vllm", "__init__", "x"]).map(lambda n: f"{n}.py")
DEPTH = st.lists(st.sampled_from(["sub", "pkg2", "deep"]), max_size=3)
ENTRY = st.tuples(DEPTH, NAME, st.sampled_from(KINDS))


def _run(argv: list[str]) -> int:
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse
        code = int(exc.code or 0)
    what = f"patch {argv[1]}" if argv[0] == "patch" else argv[0]
    event(f"{what} exit {code}")  # shown by --hypothesis-show-statistics
    return code


@FUZZ
@given(entries=st.lists(ENTRY, min_size=1, max_size=8))
def test_hostile_consumer_trees(monkeypatch_env, entries) -> None:
    with _place() as base:
        root = base / "cons"
        (root / "pkg").mkdir(parents=True)
        (root / "pkg" / "__init__.py").write_text(USES)
        for depth, name, kind in entries:
            _plant(root / "pkg" / Path(*depth, name), kind, base / "outside")
        before = _snapshot(base / "outside")
        inputs = _snapshot(root)
        code = _run(["drift", "--consumer", str(root), "--offline", "--no-write"])
        assert code in (0, 1, 2), entries
        assert _snapshot(base / "outside") == before and _snapshot(root) == inputs


def _wheel(path: Path) -> bytes:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
        zf.writestr("demo/__init__.py", USES * 40)
        zf.writestr("demo/sub/m.py", USES * 40)
    return path.read_bytes()


@FUZZ
@given(
    cut=st.one_of(st.none(), st.floats(0, 1)),
    flips=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 7)), max_size=6),
)
def test_truncated_and_bit_flipped_wheels(monkeypatch_env, cut, flips) -> None:
    with _place() as base:
        path = base / "outside" / "demo-1.0-py3-none-any.whl"
        data = bytearray(_wheel(path))
        for where, bit in flips:
            data[min(int(where * len(data)), len(data) - 1)] ^= 1 << bit
        if cut is not None:
            data = data[: int(cut * len(data))]
        path.write_bytes(bytes(data))
        code = _run(["drift", "--consumer", str(path), "--offline", "--no-write"])
        assert code in (0, 1, 2), (cut, flips)


PLACES = ["target", "temp", "journal-root", "journal-sub", "pycache", "target-parent"]


@FUZZ
@given(
    place=st.sampled_from(PLACES),
    which=st.integers(0, len(PATHS) - 1),
    kind=st.sampled_from(["link-out-dir", "link-out-file", "fifo", "dangling", "loop"]),
)
def test_hostile_entries_planted_in_a_site(pristine, monkeypatch_env, place, which, kind) -> None:  # noqa: F811
    with _place() as base:
        site = base / "site"
        shutil.copytree(pristine, site, symlinks=True)
        target = site / PATHS[which]
        spot = {
            "target": target,
            "temp": target.parent / f".{target.name}.spec-compat-tmp",
            "journal-root": site / journal_mod.JOURNAL_ROOT,
            "journal-sub": journal_mod.journal_folder(site, MANIFEST.project, MANIFEST.version),
            "pycache": target.parent / "__pycache__",
            "target-parent": target.parent,
        }[place]
        if os.path.lexists(spot):
            subprocess.run(["rm", "-rf", str(spot)], check=True)
        _plant(spot, kind, base / "outside")
        before = _snapshot(base / "outside")
        code = _run(["patch", "apply", "--site", str(site)])
        assert code in (0, 2), (place, kind)
        assert _snapshot(base / "outside") == before
        assert _run(["patch", "status", "--site", str(site)]) in (0, 1, 2)


@pytest.fixture(scope="module")
def small_disk(tmp_path_factory) -> Iterator[Path]:
    where = tmp_path_factory.mktemp("disk")
    cmd = ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(where)]
    if os.geteuid() != 0 or subprocess.run(cmd, capture_output=True).returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@FUZZ
@given(free=st.integers(0, 1024 * 1024))
def test_reports_on_a_nearly_full_disk(small_disk, monkeypatch_env, free) -> None:
    for entry in small_disk.iterdir():
        subprocess.run(["rm", "-rf", str(entry)], check=True)
    stats = os.statvfs(small_disk)
    fill = max(0, stats.f_bavail * stats.f_frsize - free)
    with open(small_disk / "fill", "wb") as out:
        out.write(b"\0" * fill)
    with _place() as base:
        root = base / "cons"
        (root / "pkg").mkdir(parents=True)
        (root / "pkg" / "__init__.py").write_text(USES)
        code = _run(
            ["drift", "--consumer", str(root), "--offline", "--reports", str(small_disk / "r")]
        )
        assert code in (0, 1, 2), free


@pytest.fixture
def monkeypatch_env(monkeypatch, tmp_path_factory):
    """One cache for the module (the runs are offline; the cache holds indexes only)."""
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path_factory.getbasetemp() / "fuzz-cache"))
    return monkeypatch
