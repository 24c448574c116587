"""The bytes of every `vllm/**.py` of a view's source tree, read once per view.

Why: the whole-tree scans (`probes.vllm_constants` for falsy attributes, `probes.module_patches`
for readers of a re-exported name) each used to list and read the ~3,000 files of a release
once per question asked of it. With an empty module cache that was most of a release's time.
Here the files are listed and read once, when the first scan of a view misses its disk cache,
and kept as long as the view is alive (a weak key: dropping the view drops the bytes, ~50 MB
for vLLM 0.33.0). A warm run answers from the disk cache and never reads them.
"""

from __future__ import annotations

import weakref
from pathlib import Path

from probes.safeio import read_bytes
from probes.safeio.walk import py_files
from probes.views.base import TreeScans, View, scan_tree_once

TreeFile = tuple[Path, bytes]  # (path under the tree's root, the file's bytes)
_FILES: TreeScans[list[TreeFile]] = weakref.WeakKeyDictionary()


def tree_files(view: View) -> list[TreeFile] | None:
    """(path, bytes) of each `*.py` under the view's `vllm/`, in `py_files` order; None when
    the view has no tree (a snapshot, the installed vLLM)."""
    return scan_tree_once(_FILES, view, "", _read_tree)


def read_tree(root: Path) -> list[TreeFile]:
    """The files of `root/vllm`, read now (for a caller that has a root and no view)."""
    return [(path, read_bytes(path)) for path in py_files(Path(root) / "vllm")]


def _read_tree(root: Path, _key: str) -> list[TreeFile]:
    return read_tree(root)
