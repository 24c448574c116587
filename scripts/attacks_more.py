"""Siblings of issue 20's classes found after the first pass, each with a real "outside
intact" check (the whole folder outside the tool's own is compared as for every row):
links and sockets in a consumer folder, archive member names that leave the archive, a
zip bomb spread over many members, a RECORD of two million lines, a pyproject with a
100 MB string, a cache whose subfolder is a symlink to a folder outside.
"""

from __future__ import annotations

import socket
import zipfile
from pathlib import Path

from attack_kit import USES, attack, consumer, offline, unchanged


@attack(
    "consumer-link-loops",
    "a consumer folder with a folder link loop and a file-link cycle",
    klass=3,
)
def _link_loops(folder: Path):
    root = consumer(folder)
    (root / "pkg" / "loop").symlink_to(root / "pkg")
    (root / "pkg" / "a.py").symlink_to(root / "pkg" / "b.py")
    (root / "pkg" / "b.py").symlink_to(root / "pkg" / "a.py")
    (root / "pkg" / "out.py").symlink_to(folder / "outside" / "precious.txt")
    return offline(root), {}, unchanged(root)


@attack("consumer-socket", "a consumer folder holding a UNIX socket named mod.py", klass=3)
def _socket(folder: Path):
    root = consumer(folder)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(str(root / "pkg" / "mod.py"))  # the name stays after close: nothing listens
    sock.close()
    return offline(root), {}, unchanged(root)


def _wheel(folder: Path, members: dict[str, bytes], name: str = "demo") -> Path:
    path = folder / "outside" / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr(f"{name}-1.0.dist-info/METADATA", f"Name: {name}\nVersion: 1.0\n")
        zf.writestr(f"{name}/__init__.py", USES)
        for member, data in members.items():
            zf.writestr(member, data)
    return path


@attack("wheel-member-leaves", "a consumer wheel with members ../x.py and /abs/x.py", klass=7)
def _member_leaves(folder: Path):
    wheel = _wheel(folder, {"../escape.py": USES.encode(), "/abs/escape.py": USES.encode()})
    argv = ["drift", "--consumer", str(wheel), "--offline", "--no-write"]
    return argv, {}, lambda: not (folder / "escape.py").exists() and not Path("/abs").exists()


@attack("wheel-bomb-many-members", "a 2 MB wheel: 1,000 members inflating to 2 MB each", klass=3)
def _bomb(folder: Path):
    zeros = b"#" * (2 * 1024 * 1024 - 64)  # each just under the 2 MB per-file limit
    wheel = folder / "outside" / "bomb-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        zf.writestr("bomb-1.0.dist-info/METADATA", "Name: bomb\nVersion: 1.0\n")
        zf.writestr("bomb/__init__.py", USES)
        for n in range(1000):
            zf.writestr(f"bomb/m{n}.py", zeros)
    argv = ["drift", "--consumer", str(wheel), "--offline", "--no-write"]
    return argv, {}, unchanged(wheel)


@attack("record-two-million-lines", "an installed dist whose RECORD has 2,000,000 lines", klass=3)
def _big_record(folder: Path):
    lib = folder / "lib"
    (lib / "big").mkdir(parents=True)
    (lib / "big" / "__init__.py").write_text(USES)
    info = lib / "big-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: big\nVersion: 1.0\n")
    lines = "".join(f"big/m{n}.py,sha256=x,1\n" for n in range(2_000_000))
    (info / "RECORD").write_text("big/__init__.py,,\n" + lines)
    argv = ["drift", "--consumer", "big", "--offline", "--no-write"]
    return argv, {"PYTHONPATH_FIRST": str(lib)}, unchanged(lib)


@attack(
    "pyproject-huge-string", "a consumer folder whose pyproject.toml holds a 100 MB string", klass=3
)
def _huge_pyproject(folder: Path):
    root = consumer(folder)
    body = "x" * (100 * 1024 * 1024)
    (root / "pyproject.toml").write_text(
        f'[project]\nname = "cons"\nversion = "1.0"\ndescription = "{body}"\n'
        'dependencies = ["vllm>=0.11"]\n'
    )
    return offline(root), {}, unchanged(root)


@attack(
    "cache-subfolder-link", "SPEC_COMPAT_CACHE whose usage folder is a symlink outside", klass=1
)
def _cache_link(folder: Path):
    wheel = _wheel(folder, {})
    cache = folder / "own-cache"
    cache.mkdir()
    for name in ("usages", "server-usages", "files", "modules", "src", "index"):
        (cache / name).symlink_to(folder / "outside")
    argv = ["drift", "--consumer", str(wheel), "--offline", "--no-write"]
    return argv, {"SPEC_COMPAT_CACHE": str(cache)}, unchanged(folder / "outside")
