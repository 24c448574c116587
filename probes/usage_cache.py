"""Extracted usages of consumer releases, kept by the wheel's sha256 and the extractor's code.

Reading a large consumer (verl, vllm-omni: hundreds of files) takes seconds, and a release's
wheel never changes: its usage is stored once under the cache folder, keyed by the wheel's
sha256 and a digest of the extractor's own source (any edit to `probes/usage/` or the use
model starts afresh). A cache entry that does not load, or is not a regular file, is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from probes import releases
from probes.atomic import write_text_atomic
from probes.uses import Usage

_CODE = ("usage", "uses.py", "api.py", "usage_cache.py")
_tag: str | None = None


def code_tag() -> str:
    """A digest of the code that decides what an extracted usage holds."""
    global _tag
    if _tag is None:
        root = Path(__file__).resolve().parent
        digest = hashlib.sha256()
        for name in _CODE:
            path = root / name
            files = sorted(path.rglob("*.py")) if path.is_dir() else [path]
            for file in files:
                digest.update(file.relative_to(root).as_posix().encode() + b"\0")
                digest.update(file.read_bytes() + b"\0")
        _tag = digest.hexdigest()[:16]
    return _tag


def cached_usage(spec: str, sha256: str, extract: Callable[[], Usage]) -> Usage:
    """The usage of the release file with this sha256, extracted once."""
    folder = releases.cache_dir() / "usages"
    path = folder / f"{sha256[:32]}-{code_tag()}.json"
    if path.is_file() and not path.is_symlink():
        try:
            usage = Usage.from_json(json.loads(path.read_text(encoding="utf-8")))
            if usage.consumer == spec:
                return usage
        except (OSError, ValueError, KeyError, TypeError):
            pass  # corrupt or foreign: rebuilt below
    usage = extract()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_symlink():
            write_text_atomic(json.dumps(usage.to_json(), sort_keys=True), path)
    except OSError:
        pass  # a read-only cache only costs the speed-up
    return usage
