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
