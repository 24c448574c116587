"""Every read, write, delete, archive member and child process of probes/ and compat/ goes
through the I/O layer (probes/safeio/): this scan fails on a bare one anywhere else.

A bare `open()` or `Path.read_bytes()` follows a final symlink, blocks on a FIFO and reads a
device without end; a bare `shutil.rmtree` or `os.unlink` follows links in the folders above
its target; a bare `subprocess` call inherits the user's working folder on `sys.path`. The
layer does each safely once; the guarantee holds only if nothing goes around it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
LAYER = REPO / "probes" / "safeio"
# a call of one of these attributes on anything (Path, os, shutil, a handle) bypasses the layer
ATTRIBUTES = {
    "read_bytes",
    "read_text",
    "write_bytes",
    "write_text",
    "rmtree",
    "rglob",  # recursion per folder level: a tree 1,500 deep is a RecursionError
    "unlink",
    "rmdir",
    "mkdir",
    "symlink_to",
    "hardlink_to",
    "touch",
    "rename",
    "mkfifo",
    "mkstemp",
    "mkdtemp",
    "fdopen",
    "urlopen",
    "extractall",
    "extractfile",
    "copyfile",
    "copytree",
    "copy2",
    "move",
}
# os.<name>: the primitives the layer wraps
OS_CALLS = {
    "open",
    "remove",
    "unlink",
    "rmdir",
    "rename",
    "replace",
    "symlink",
    "mkdir",
    "makedirs",
    "removedirs",
    "link",
    "system",
    "popen",
    "execv",
    "execvp",
    "spawnv",
}
MODULES = {"subprocess", "tempfile", "shutil", "tarfile", "socket"}
LAYER_OBJECTS = re.compile(r"(owned|Owned\(.*\)|safeio|netio|procs)")  # calls into the layer
ALLOWED_IMPORTS = {  # no file touched: the terminal's width, the temp folder's name
    ("shutil", "get_terminal_size"),
    ("tempfile", "gettempdir"),
}


def _imports(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if _module_forbidden(a.name)]
    if isinstance(node, ast.ImportFrom) and node.module and _module_forbidden(node.module):
        return [
            f"{node.module}.{a.name}"
            for a in node.names
            if (node.module, a.name) not in ALLOWED_IMPORTS
        ]
    return []


def _module_forbidden(name: str) -> bool:
    return any(name == m or name.startswith(f"{m}.") for m in MODULES)


def _call(node: ast.Call) -> str | None:
    func = node.func
    names = ("open", "ZipFile", "TarFile", "HTTPConnection", "HTTPSConnection", "urlopen")
    if isinstance(func, ast.Name) and func.id in names:
        return f"{func.id}()"
    if not isinstance(func, ast.Attribute):
        return None
    base = ast.unparse(func.value)
    if LAYER_OBJECTS.fullmatch(base):
        return None
    if base == "os" and func.attr in OS_CALLS:
        return f"os.{func.attr}()"
    if func.attr in ATTRIBUTES:
        return f"{base}.{func.attr}()"
    if func.attr in ("ZipFile", "TarFile", "HTTPConnection", "HTTPSConnection"):
        return f"{base}.{func.attr}()"
    if func.attr == "open" and base not in ("os",):  # Path.open, ZipFile.open, io.open
        return f"{base}.open()"
    if func.attr == "read" and (not node.args or "zip" in base.lower() or base == "zf"):
        return f"{base}.read() (unbounded, or a zip member)"
    return None


def violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    rel = path.relative_to(REPO)
    found = []
    for node in ast.walk(tree):
        for name in _imports(node):
            found.append(f"{rel}:{node.lineno}: import {name}")
        if isinstance(node, ast.Call) and (what := _call(node)) is not None:
            found.append(f"{rel}:{node.lineno}: {what}")
    return found


def _sources() -> list[Path]:
    files = [*(REPO / "probes").rglob("*.py"), *(REPO / "compat").rglob("*.py")]
    return sorted(p for p in files if not p.is_relative_to(LAYER))


def test_no_io_outside_the_layer() -> None:
    found = [v for path in _sources() for v in violations(path)]
    assert not found, "I/O outside probes/safeio:\n" + "\n".join(found)


@pytest.mark.parametrize(
    "code",
    [
        "open('x')",
        "Path('x').read_bytes()",
        "p.read_text()",
        "p.write_text('x')",
        "shutil.rmtree(p)",
        "os.unlink(p)",
        "os.remove(p)",
        "import subprocess",
        "from subprocess import run",
        "zf.read(info)",
        "zipfile.ZipFile(p)",
        "resp.read()",
        "p.open('rb')",
        "os.replace(a, b)",
    ],
)
def test_the_scan_catches_each_bare_call(tmp_path: Path, code: str) -> None:
    probe = REPO / "probes" / "_scan_probe_tmp.py"
    try:
        probe.write_text(code + "\n", encoding="utf-8")
        assert violations(probe), code
    finally:
        probe.unlink()


def test_the_scan_passes_the_layer_and_safe_calls(tmp_path: Path) -> None:
    probe = REPO / "probes" / "_scan_probe_ok.py"
    try:
        probe.write_text(
            "from shutil import get_terminal_size\nsafeio.read_bytes(p)\ns.replace('a', 'b')\n"
            "handle.read(10)\n",
            encoding="utf-8",
        )
        assert violations(probe) == []
    finally:
        probe.unlink()
