"""Whether a release's source names a word anywhere: a file holding it as a whole word.

Rule `uncalled-install`: a function the consumer installs as `mod.f = g` runs only where some
vLLM code reads `f`. A release whose tree holds the word `f` nowhere (no definition, no call,
no `getattr(mod, "f")`, no comment) cannot call it. Read as bytes, never parsed: any mention
counts, so the answer errs towards "named" (then nothing is demoted). Kept on disk per tree.
"""

from __future__ import annotations

import re
import weakref
from pathlib import Path

from probes.views import module_cache
from probes.views.base import TreeScans, View, scan_tree_once
from probes.views.tree_files import read_tree

_CACHE: TreeScans[bool] = weakref.WeakKeyDictionary()
_SCAN = "names-word/1"


def named_anywhere(view: View, word: str) -> bool | None:
    """Whether any `vllm/**.py` of the view's tree holds `word`; None without a tree (a
    snapshot, the installed vLLM's live view): it cannot be told."""
    return scan_tree_once(_CACHE, view, word, _cached)


def _cached(root: Path, word: str) -> bool:
    value = module_cache.tree_cached(root, f"{_SCAN}/{word}", lambda: {"named": _scan(root, word)})
    if isinstance(value, dict) and isinstance(value.get("named"), bool):
        return bool(value["named"])
    return _scan(root, word)


def _scan(root: Path, word: str) -> bool:
    raw_word = word.encode()
    needle = re.compile(rb"\b" + re.escape(raw_word) + rb"\b")
    return any(raw_word in raw and needle.search(raw) for _, raw in read_tree(root))
