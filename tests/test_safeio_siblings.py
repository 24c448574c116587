"""Siblings of issue 20's classes, fixed by class in the I/O layer: a RECORD of millions of
lines, a pyproject.toml with a 100 MB string, a zip bomb spread over many members (each
under the per-member cap), RECORD entries that leave the distribution's folder."""

from __future__ import annotations

import os
import sys
import zipfile
from pathlib import Path

import pytest

from probes.safeio import TooLarge, discard, zips
from probes.safeio.reads import MAX_RECORD_FILES, record_files
from probes.usage import UsageError, usage_from_folder
from probes.usage.sources import PYPROJECT_LIMIT, usage_from_installed


def _dist(lib: Path, record: str) -> None:
    (lib / "big").mkdir(parents=True)
    (lib / "big" / "__init__.py").write_text("import vllm\n")
    info = lib / "big-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: big\nVersion: 1.0\n")
    (info / "RECORD").write_text(record)


def test_a_record_of_millions_of_lines_is_one_line(tmp_path, monkeypatch):
    lines = "".join(f"big/m{n}.py,,\n" for n in range(MAX_RECORD_FILES + 10))
    _dist(tmp_path, "big/__init__.py,,\n" + lines)
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    with pytest.raises(TooLarge, match=r"RECORD of big lists 200,0\d\d files"):
        usage_from_installed("big")


def test_record_entries_leaving_the_folder_are_left_out(tmp_path, monkeypatch):
    _dist(tmp_path, 'big/__init__.py,,\nbig/../../x.py,,\n/etc/y.py,,\n"big/a,b.py",,\n')
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    import importlib.metadata as md

    assert record_files(md.distribution("big")) == ["big/__init__.py", "big/a,b.py"]
    assert usage_from_installed("big").uses  # its own file is still read


def test_a_huge_pyproject_is_one_line_not_a_minute_of_parsing(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("import vllm\n")
    body = "x" * (PYPROJECT_LIMIT + 1)
    (tmp_path / "pyproject.toml").write_text(f'[project]\nname = "c"\ndescription = "{body}"\n')
    with pytest.raises(UsageError, match="larger than 1 MB"):
        usage_from_folder(tmp_path)


def test_the_members_of_one_archive_share_one_budget(tmp_path, monkeypatch):
    path = tmp_path / "bomb.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for n in range(10):
            zf.writestr(f"m{n}.py", b"#" * 1000)
    monkeypatch.setattr(zips, "ARCHIVE_LIMIT", 5500)
    with zips.open_zip(path) as zf:
        read = [zips.read_member(zf, f"m{n}.py") for n in range(5)]
        with pytest.raises(TooLarge, match="zip bomb spread over many members"):
            zips.read_member(zf, "m5.py")
    assert all(len(r) == 1000 for r in read)
    with zips.open_zip(path) as zf:  # a new archive (or the same one opened again): its own
        assert len(zips.read_member(zf, "m0.py")) == 1000


def test_py_files_is_rglob_without_recursion(tmp_path):
    from probes.safeio.walk import py_files

    repo = Path(__file__).resolve().parents[1]
    assert py_files(repo / "probes") == sorted((repo / "probes").rglob("*.py"))
    here = os.open(tmp_path, os.O_RDONLY)
    for _ in range(1500):  # deeper than rglob's recursion can go
        os.mkdir("d", dir_fd=here)
        nxt = os.open("d", os.O_RDONLY, dir_fd=here)
        os.close(here)
        here = nxt
    os.close(os.open("m.py", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=here))
    os.close(here)
    (tmp_path / "loop").symlink_to(tmp_path)  # a link to a folder is never entered
    try:
        found = py_files(tmp_path)
    finally:  # pytest's own clean-up of old temp folders recurses: it must not meet this
        discard(tmp_path / "d")
    assert len(found) == 1 and found[0].name == "m.py" and len(found[0].parts) > 1500
