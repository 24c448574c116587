"""The I/O layer attacked directly: links at every depth, FIFOs, devices, caps, archives,
child processes, full and read-only disks. Each test is an attack that the layer must turn
into a refusal (an `SafeIOError`, exit 2 at the CLI) with nothing outside the root touched.
"""

from __future__ import annotations

import errno
import hashlib
import io
import os
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

from probes.safeio import (
    BadArchive,
    EnvironmentProblem,
    NotRegular,
    Owned,
    TooLarge,
    UnsafePath,
    net,
    procs,
    read_bytes,
    read_member,
    sha256_file,
)
from probes.safeio.zips import open_zip, tar_members, zip_members


def _tree(root: Path) -> dict[str, str]:
    """Every entry below `root` (links not followed) with its bytes' sha256 or link target."""
    out = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            path = Path(folder) / name
            if path.is_symlink():
                out[str(path)] = "-> " + os.readlink(path)
            elif path.is_file():
                out[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
            else:
                out[str(path)] = "folder" if path.is_dir() else "other"
    return out


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    (folder / "sub").mkdir(parents=True)
    (folder / "precious").write_text("mine\n")
    (folder / "sub" / "deeper").write_text("mine too\n")
    return folder


@pytest.mark.parametrize("depth", [0, 1, 2, 3])
@pytest.mark.parametrize("operation", ["write", "mkdir", "unlink", "rmtree", "read", "rename"])
def test_a_link_at_any_depth_is_never_followed(
    tmp_path: Path, outside: Path, depth: int, operation: str
) -> None:
    root = tmp_path / "root"
    parts = [f"d{n}" for n in range(depth)]
    (root.joinpath(*parts)).mkdir(parents=True)
    (root.joinpath(*parts, "link")).symlink_to(outside)
    before = _tree(outside)
    target = root.joinpath(*parts, "link", "sub", "deeper")
    owned = Owned(root)
    calls = {
        "write": lambda: owned.write(target, b"attacker"),
        "mkdir": lambda: owned.mkdir(target / "x"),
        "unlink": lambda: owned.unlink(target),
        "rmtree": lambda: owned.rmtree(target.parent),
        "read": lambda: owned.read(target, limit=100),
        "rename": lambda: owned.rename(target, root / "stolen"),
    }
    with pytest.raises(UnsafePath):
        calls[operation]()
    assert _tree(outside) == before


def test_repair_replaces_a_planted_link_with_a_real_folder(tmp_path: Path, outside: Path) -> None:
    root = tmp_path / "cache"
    root.mkdir()
    (root / "src").symlink_to(outside)
    before = _tree(outside)
    Owned(root, repair=True).write(root / "src" / "sub" / "deeper", b"cache entry")
    assert not (root / "src").is_symlink() and (root / "src" / "sub" / "deeper").read_bytes()
    assert _tree(outside) == before


def test_rmtree_unlinks_links_inside_and_never_enters_them(tmp_path: Path, outside: Path) -> None:
    root = tmp_path / "root"
    (root / "victim" / "a" / "b").mkdir(parents=True)
    (root / "victim" / "a" / "b" / "f").write_text("x")
    (root / "victim" / "a" / "link").symlink_to(outside)
    (root / "victim" / "filelink").symlink_to(outside / "precious")
    before = _tree(outside)
    Owned(root).rmtree(root / "victim")
    assert not (root / "victim").exists()
    assert _tree(outside) == before


def test_rmtree_of_a_link_removes_the_link_only(tmp_path: Path, outside: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    (root / "entry").symlink_to(outside)
    before = _tree(outside)
    Owned(root).rmtree(root / "entry")
    assert not os.path.lexists(root / "entry") and _tree(outside) == before


def test_rmtree_of_a_1500_deep_tree(tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    fd = os.open(root, os.O_RDONLY)
    os.mkdir("top", dir_fd=fd)
    here = os.open("top", os.O_RDONLY, dir_fd=fd)
    os.close(fd)
    for _ in range(1500):
        os.mkdir("d", dir_fd=here)
        nxt = os.open("d", os.O_RDONLY, dir_fd=here)
        os.close(here)
        here = nxt
    os.close(here)
    Owned(root).rmtree(root / "top")
    assert os.listdir(root) == []


def test_paths_leaving_the_root_are_refused(tmp_path: Path, outside: Path) -> None:
    owned = Owned(tmp_path / "root")
    for path in ("../outside/precious", str(outside / "precious"), "a/../../outside/precious"):
        with pytest.raises(UnsafePath):
            owned.write(path, b"x")
    assert (outside / "precious").read_text() == "mine\n"


def test_write_uses_a_fresh_exclusive_temp(tmp_path: Path, outside: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    for name in (".f.spec-compat-tmp", ".f.part", ".f.tmp"):  # names older code used
        (root / name).symlink_to(outside / "precious")
    Owned(root).write(root / "f", b"new")
    assert (root / "f").read_bytes() == b"new"
    assert (outside / "precious").read_text() == "mine\n"


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    start = time.monotonic()
    with pytest.raises(NotRegular) as info:
        read_bytes(fifo)
    assert time.monotonic() - start < 5 and info.value.kind == "a FIFO"
    with pytest.raises(NotRegular):
        sha256_file(fifo)


def test_a_device_is_refused(tmp_path: Path) -> None:
    (tmp_path / "zero").symlink_to("/dev/zero")
    with pytest.raises(NotRegular) as info:
        read_bytes(tmp_path / "zero")
    assert info.value.kind == "a character device"


def test_a_file_over_the_cap_is_refused(tmp_path: Path) -> None:
    (tmp_path / "big").write_bytes(b"x" * 1001)
    assert read_bytes(tmp_path / "big", limit=1001) == b"x" * 1001
    with pytest.raises(TooLarge):
        read_bytes(tmp_path / "big", limit=1000)


def test_a_final_link_is_refused_where_the_tool_owns_the_folder(tmp_path: Path) -> None:
    (tmp_path / "real").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert read_bytes(tmp_path / "link") == b"x"  # the user's own path: followed
    with pytest.raises(NotRegular):
        read_bytes(tmp_path / "link", follow=False)


def _zip(tmp_path: Path, data: bytes = b"print(1)\n" * 100) -> Path:
    path = tmp_path / "w.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("pkg/m.py", data)
    return path


def _damaged(path: Path, how: str) -> None:
    raw = bytearray(path.read_bytes())
    if how == "bit-flip":
        raw[40] ^= 0xFF
    elif how == "method-99":
        for sig, off in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
            at = raw.find(sig)
            raw[at + off : at + off + 2] = (99).to_bytes(2, "little")
    elif how == "encrypted":
        for sig, off in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
            at = raw.find(sig)
            raw[at + off] |= 1
    elif how == "truncated":
        raw = raw[: len(raw) // 2]
    elif how == "bad-magic":
        raw[0:4] = b"XXXX"
    path.write_bytes(bytes(raw))


@pytest.mark.parametrize("how", ["bit-flip", "method-99", "encrypted", "truncated", "bad-magic"])
def test_every_zip_error_is_bad_archive(tmp_path: Path, how: str) -> None:
    path = _zip(tmp_path)
    _damaged(path, how)
    with pytest.raises(BadArchive):
        list(zip_members(path, lambda i: True))


def test_a_member_over_the_cap_is_refused_before_inflating(tmp_path: Path) -> None:
    path = _zip(tmp_path, b"\0" * (1 << 20))
    with open_zip(path) as zf, pytest.raises(TooLarge):
        read_member(zf, "pkg/m.py", limit=1000)


def test_a_member_whose_header_lies_about_its_size_stops_at_the_cap(tmp_path: Path) -> None:
    path = _zip(tmp_path, b"\0" * 100_000)
    with open_zip(path) as zf:
        info = zf.getinfo("pkg/m.py")
        info.file_size = 10  # the header says 10 bytes; the stream inflates to 100,000
        with pytest.raises((TooLarge, BadArchive)):
            read_member(zf, info, limit=1000)


def test_tar_errors_are_bad_archive(tmp_path: Path) -> None:
    path = tmp_path / "x.tar.gz"
    path.write_bytes(b"\x1f\x8b" + os.urandom(200))
    with pytest.raises(BadArchive):
        list(tar_members(path, lambda m: True))


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e999", "-5", "abc"])
def test_a_deadline_that_is_no_deadline_means_the_default(monkeypatch, value: str) -> None:
    monkeypatch.setenv(net.DEADLINE_ENV, value)
    assert net.deadline_s() == net.DEFAULT_DEADLINE_S
    with net.within(net.deadline_s(), "x"):  # the watchdog thread starts (no OverflowError)
        pass


def test_a_body_over_its_cap_is_refused() -> None:
    class Body(io.BytesIO):
        pass

    with pytest.raises(TooLarge):
        net.read_body(Body(b"x" * 101), 100, "a page")  # type: ignore[arg-type]
    assert net.read_body(Body(b"x" * 100), 100, "a page") == b"x" * 100  # type: ignore[arg-type]


def test_a_child_never_imports_from_the_working_folder(tmp_path: Path, monkeypatch) -> None:
    marker = tmp_path / "ran"
    (tmp_path / "json.py").write_text(f"open({str(marker)!r}, 'w').write('x')\n")
    (tmp_path / "probes").mkdir()
    (tmp_path / "probes" / "__init__.py").write_text(f"open({str(marker)!r}, 'w').write('y')\n")
    monkeypatch.chdir(tmp_path)
    done = procs.run_module("json.tool", ["--help"], timeout=60)
    assert done.returncode == 0 and "usage" in done.stdout
    code = "import probes, json, sys; print(probes.__file__)"
    found = procs.run_command([sys.executable, "-I", "-c", code], timeout=60)
    assert not marker.exists()
    assert str(tmp_path) not in found.stdout


def _mount_tmpfs(where: Path, size: str) -> bool:
    where.mkdir(parents=True, exist_ok=True)
    cmd = ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)]
    return os.geteuid() == 0 and subprocess.run(cmd, capture_output=True).returncode == 0


@pytest.fixture
def small_disk(tmp_path: Path):
    """A 1 MB tmpfs (root only: skipped where it cannot be mounted); unmounted after."""
    where = tmp_path / "disk"
    if not _mount_tmpfs(where, "1m"):
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_full_disk_is_an_environment_problem_and_leaves_no_temp(small_disk: Path) -> None:
    (small_disk / "keep").write_bytes(b"old")
    with pytest.raises(EnvironmentProblem) as info:
        Owned(small_disk).write(small_disk / "keep", os.urandom(2 << 20))
    assert "No space left" in str(info.value)
    assert sorted(os.listdir(small_disk)) == ["keep"]
    assert (small_disk / "keep").read_bytes() == b"old"


def test_a_read_only_disk_is_an_environment_problem(small_disk: Path) -> None:
    (small_disk / "keep").write_bytes(b"old")
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    with pytest.raises(EnvironmentProblem) as info:
        Owned(small_disk).write(small_disk / "keep", b"new")
    assert "read-only" in str(info.value) and (small_disk / "keep").read_bytes() == b"old"


def test_locks_serialise_writers(tmp_path: Path) -> None:
    owned, order = Owned(tmp_path), []

    def writer(n: int) -> None:
        with owned.lock(tmp_path / ".lock"):
            order.append(("in", n))
            time.sleep(0.05)
            order.append(("out", n))

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(order[i][0] == "in" and order[i + 1] == ("out", order[i][1]) for i in range(0, 8, 2))


def test_the_environment_errnos_are_mapped() -> None:
    from probes.safeio.errors import ENVIRONMENT_ERRNOS

    assert {errno.ENOSPC, errno.EROFS, errno.EACCES} <= ENVIRONMENT_ERRNOS
