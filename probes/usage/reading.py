"""Reading a consumer's files within bounds: regular files only, below a size limit.

A consumer folder is input the tool does not control. A FIFO named `x.py` blocks a plain
`read()` forever, a `.py` symlinked to `/dev/zero` reads until memory runs out, a 16 MB
generated file costs minutes and gigabytes, a folder tree thousands deep exhausts
recursion. Each of these becomes a one-line reason (reported as an `unknown` finding naming
the file), never a hang or a crash.
"""

from __future__ import annotations

import ast
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from probes.safeio import NotRegular, TooLarge
from probes.safeio import read_bytes as _read_bytes
from probes.usage.errors import UsageError

MAX_FILE_BYTES_ENV = "SPEC_COMPAT_MAX_FILE_BYTES"
# The largest real consumer file seen (unsloth-zoo's mlx/utils.py) is 0.85 MB.
DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024
MAX_FOLDER_DEPTH = 64
MAX_WALK_ENTRIES = 200_000  # ~1 s of listing; the largest real consumer has a few thousand
MAX_NODES_ENV = "SPEC_COMPAT_MAX_FILE_NODES"
# Reading costs ~60 µs per syntax node; the largest real consumer file has 105 k nodes (6 s).
DEFAULT_MAX_NODES = 250_000
_KINDS = {
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
}


class Unreadable(Exception):
    """A consumer file that is not read: the message says why (one line)."""


def max_file_bytes() -> int:
    """The size limit for one consumer file (env SPEC_COMPAT_MAX_FILE_BYTES overrides)."""
    return _positive(MAX_FILE_BYTES_ENV, DEFAULT_MAX_FILE_BYTES, "4194304")


def _positive(env: str, default: int, example: str) -> int:
    text = os.environ.get(env, "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) <= 0:
        raise UsageError(f"{env}={text!r} is not a positive whole number; e.g. {example}")
    return int(text)


def max_file_nodes() -> int:
    """The syntax-node limit for one consumer file (env SPEC_COMPAT_MAX_FILE_NODES)."""
    return _positive(MAX_NODES_ENV, DEFAULT_MAX_NODES, "250000")


def over_node_budget(tree: ast.AST, rel: str, size: int) -> str | None:
    """Why `tree` (parsed from `size` characters) is too big to read (one line), or None.

    Python makes at most ~2 nodes of a character (`~~~~x`: an operator and its operand per
    character), so a file under a third of the limit in characters is not counted at all;
    counting stops at the limit.
    """
    limit = max_file_nodes()
    if size * 3 < limit:
        return None
    for count, _ in enumerate(ast.walk(tree), 1):
        if count > limit:
            return (
                f"consumer file {rel} has more than {limit:,} syntax nodes; raise "
                f"{MAX_NODES_ENV} to read it"
            )
    return None


def too_large(rel: str, size: int, limit: int, label: str = "consumer") -> str:
    return (
        f"{label} file {rel} is {size:,} bytes, over the {limit:,}-byte limit; raise "
        f"{MAX_FILE_BYTES_ENV} to read it"
    )


def read_bounded(path: Path, rel: str, limit: int | None = None, label: str = "consumer") -> bytes:
    """The bytes of a regular file of at most `limit` bytes; `Unreadable` otherwise.

    Opened non-blocking, so a FIFO cannot stall the open, then checked with fstat on the
    descriptor itself, so what is read is what was checked. `label` names whose file it is.
    """
    limit = max_file_bytes() if limit is None else limit
    try:
        return _read_bytes(path, limit=limit)
    except NotRegular as exc:
        raise Unreadable(f"{label} file {rel} is {exc.kind}, not a regular file; skipped") from None
    except TooLarge:
        size = _size(path)
        raise Unreadable(too_large(rel, max(size, limit + 1), limit, label)) from None
    except OSError as exc:
        raise Unreadable(f"{label} file {rel} cannot be read ({exc.strerror})") from None


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


class WalkBudget:
    """How many folder entries one consumer's walk may look at: `--consumer /` would walk the
    whole disk (and /proc) for minutes; past MAX_WALK_ENTRIES it is bad input instead."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit or MAX_WALK_ENTRIES
        self.left = self.limit

    def spend(self, n: int, root: Path) -> None:
        self.left -= n
        if self.left < 0:
            raise UsageError(
                f"consumer folder {root} holds more than {self.limit:,} files and folders; "
                "give the folder of the package itself"
            )


def python_files(
    base: Path, root: Path, notes: list[str], budget: WalkBudget | None = None
) -> Iterator[str]:
    """Root-relative paths of the `.py` files under `base`, hidden and cache folders aside.

    Iterative (no recursion limit), never follows a symlinked folder (no cycles, nothing
    outside), stops at MAX_FOLDER_DEPTH with a note and past the walk budget with an error.
    """
    budget = budget or WalkBudget()
    todo = [(str(base), 0)]
    while todo:
        folder, depth = todo.pop()
        try:
            with os.scandir(folder) as entries:
                found = sorted(entries, key=lambda e: e.name)
            budget.spend(len(found), root)
        except OSError as exc:
            notes.append(f"consumer folder {_rel(folder, root)} cannot be listed ({exc.strerror})")
            continue
        for entry in found:
            if entry.name.startswith(".") or entry.name == "__pycache__":
                continue
            if entry.is_dir(follow_symlinks=False):
                if depth + 1 > MAX_FOLDER_DEPTH:
                    notes.append(
                        f"consumer folder {_rel(entry.path, root)} is more than "
                        f"{MAX_FOLDER_DEPTH} folders deep; not read"
                    )
                else:
                    todo.append((entry.path, depth + 1))
            elif entry.name.endswith(".py"):
                yield _rel(entry.path, root)


def _rel(path: str, root: Path) -> str:
    return Path(path).relative_to(root).as_posix()
