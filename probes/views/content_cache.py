"""Values derived from one file's bytes alone, kept by their sha256 beside the module cache.

Why here and not in `module_cache`: an edit to `module_cache.py` changes the module cache's
format tag and so throws away every parsed module; this small reader of the same entry format
(one header line with the key and the body's sha256, then the JSON body; the same trust rules)
can change without that.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path

from probes.safeio import read_bytes
from probes.safeio.walk import py_files
from probes.views import module_cache


def content_cached(what: str, raw: bytes, build: Callable[[], object]) -> object:
    """`build()`, a JSON value derived from one file's bytes alone, kept by their sha256 under
    `what` (a name saying what it is, with the producing code's digest): the same file in
    many release trees is read for it once. Off when the module cache is off."""
    base = module_cache.root()
    if base is None:
        return build()
    key = {"what": what, "sha256": hashlib.sha256(raw).hexdigest()}
    ident = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
    parts = (module_cache.format_tag(), "content", ident[:2])
    path = os.path.join(base, *parts, f"{ident}.json")
    safe = module_cache._safe_chain(base, parts)
    value = module_cache._load(path, key) if safe else None
    if value is None:
        value = build()
        if safe:
            module_cache._store(path, key, value)
    return value


def keyed_value(what: str, key: dict[str, object]) -> object | None:
    """The JSON value kept under `what` and `key` (a dict naming everything the value was
    derived from), or None: none kept, the cache off, or an entry that does not load (it is
    then removed, and the caller derives the value again)."""
    entry = _keyed_path(what, key)
    return module_cache._load(*entry) if entry is not None else None


def keep_value(what: str, key: dict[str, object], value: object) -> None:
    """Keep `value` under `what` and `key` (a failed write costs only the speed-up)."""
    entry = _keyed_path(what, key)
    if entry is not None:
        module_cache._store(*entry, value, module_cache.root())


def _keyed_path(what: str, key: dict[str, object]) -> tuple[str, dict[str, object]] | None:
    base = module_cache.root()
    if base is None:
        return None
    full = {"what": what, **key}
    ident = hashlib.sha256(json.dumps(full, sort_keys=True).encode()).hexdigest()
    parts = (module_cache.format_tag(), "keyed", ident[:2])
    if not module_cache._safe_chain(base, parts):
        return None
    return os.path.join(base, *parts, f"{ident}.json"), full


_digests: dict[str, str] = {}


def source_digest(folder: Path) -> str:
    """The digest of every `*.py` below `folder` (paths and bytes): the code that decides
    a kept value, so that an edit anywhere in it starts afresh."""
    where = str(Path(folder).resolve())
    if where not in _digests:
        digest = hashlib.sha256()
        for path in py_files(where):
            rel = path.relative_to(where).as_posix()
            digest.update(rel.encode() + b"\0" + read_bytes(path) + b"\0")
        _digests[where] = digest.hexdigest()
    return _digests[where]


def probes_folder() -> Path:
    """The folder of the `probes` package (for `source_digest`)."""
    return Path(__file__).resolve().parent.parent
