"""Walking a tree for its `*.py` files without recursion: a folder 1,500 deep (or deeper
than Python's stack) is walked like any other.

`Path.rglob` recurses once per folder level: a consumer folder or a `--vllm-src` tree
1,500 deep made it raise `RecursionError` (exit 3). `py_files` keeps its own stack, never
enters a symlinked folder (as `rglob` does not: no cycles, nothing outside), and returns
what `sorted(root.rglob("*.py"))` returns: every entry named `*.py` (a link to a file too;
the reads then decide), sorted. A folder that cannot be listed is skipped.
"""

from __future__ import annotations

import os
from pathlib import Path


def py_files(root: Path | str, suffix: str = ".py") -> list[Path]:
    """The entries named `*suffix` below `root`, at any depth, sorted by path."""
    found: list[str] = []
    todo = [os.fspath(root)]
    while todo:
        folder = todo.pop()
        try:
            with os.scandir(folder) as entries:
                listed = list(entries)
        except OSError:
            continue
        for entry in listed:
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
            except OSError:
                continue
            if is_dir:
                todo.append(entry.path)
            elif entry.name.endswith(suffix):
                found.append(entry.path)
    return sorted(Path(p) for p in found)  # as Paths sort (by parts), as `sorted(rglob)` did
