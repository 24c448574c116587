"""Pairs a committed snapshot cannot answer, remembered so a warm run skips that pass.

Why: a consumer that uses modules no committed snapshot holds (every large plugin) is checked
on the snapshot first, and then again on the release's sdist; the first pass only decides that
the second is needed (`view_choice.needs_sdist`) and its result is dropped. For vllm-ascend
that pass is a third of a release's time. Its outcome is a function of what the check reads
and the code that checks, so it is kept under a key naming all of them: the digest of every
`probes` and `compat` source file, each usage's content (a release file's sha256, else the
usage itself as JSON), the snapshot file's own bytes and whether shim coverage is applied.
Only "needs the sdist" is stored (the other outcome is the pass's own result, kept by nobody).

Entries use the module cache's format and trust rules (`probes.keyed_value` / `keep_value`:
one header line with the key and the body's sha256; anything else is ignored and rebuilt), under
its folder, so `SPEC_COMPAT_MODULE_CACHE=off` (or an empty folder: a cold run) turns it off.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from probes import (
    Usage,
    View,
    keep_value,
    keyed_value,
    probes_folder,
    sha256_file,
    source_digest,
    vllm_snapshot_path,
)

_WHAT = "snapshot-pass/1"
_code: str | None = None
_snapshots: dict[tuple[str, int, int], str] = {}
_usages: dict[int, tuple[Usage, str]] = {}  # id -> (the usage, kept alive; its digest)


def code_digest() -> str:
    """The digest of every source file of `probes` and `compat`: an edit anywhere may
    change what a check finds, so it starts afresh."""
    global _code
    if _code is None:
        here = Path(__file__).resolve().parent
        _code = f"{source_digest(probes_folder())}:{source_digest(here)}"
    return _code


def usage_digest(usage: Usage) -> str:
    """What identifies a usage's content: the sha256 of the release file it was extracted
    from (with the extractor's code, in `code_digest`), else the usage itself as JSON."""
    held = _usages.get(id(usage))
    if held is not None and held[0] is usage:
        return held[1]
    sha = usage.source.get("sha256")
    if isinstance(sha, str) and usage.source.get("kind") in ("sdist", "wheel"):
        text = json.dumps({"consumer": usage.consumer, "source": usage.source}, sort_keys=True)
    else:
        text = json.dumps(usage.to_json(), sort_keys=True, default=str)
    found = hashlib.sha256(text.encode()).hexdigest()
    _usages[id(usage)] = (usage, found)
    return found


def _snapshot_sha(path: Path) -> str | None:
    """The sha256 of a snapshot file, hashed once per (path, size, mtime) in a process."""
    try:
        st = os.stat(path)
        stamp = (str(path), st.st_size, st.st_mtime_ns)
        if stamp not in _snapshots:
            _snapshots[stamp] = sha256_file(path)
    except OSError:
        return None
    return _snapshots[stamp]


def _key(usages: list[Usage], view: View, covered: bool) -> dict[str, object] | None:
    """What the pass's outcome depends on; None for a view that is not a committed snapshot."""
    version = view.version
    if view.source.get("kind") != "snapshot" or not version:
        return None
    snapshot = _snapshot_sha(vllm_snapshot_path(version))
    if snapshot is None:
        return None
    return {
        "code": code_digest(),
        "usages": [usage_digest(u) for u in usages],
        "snapshot": snapshot,
        "source": view.source,
        "covered": covered,
    }


def known_to_need_sdist(usages: list[Usage], view: View, *, covered: bool) -> bool:
    """True when an earlier run found that this pair, on this snapshot, needs the sdist."""
    key = _key(usages, view, covered)
    return key is not None and keyed_value(_WHAT, key) is True


def remember_needs_sdist(usages: list[Usage], view: View, *, covered: bool) -> None:
    """Keep that this pair, on this snapshot, needs the sdist (a failed write: no speed-up)."""
    key = _key(usages, view, covered)
    if key is not None:
        keep_value(_WHAT, key, True)
