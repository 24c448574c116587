"""Extracted usages of consumer releases, kept by the wheel's sha256 and the extractor's code.

Reading a large consumer (verl, vllm-omni: hundreds of files) takes seconds, and a release's
wheel never changes: its usage is stored once under the cache folder, keyed by the wheel's
sha256 and a digest of the extractor's own source and what it imports of `probes` (any edit
to it starts afresh). A cache entry that does not load, or is not a regular file, is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from probes import releases
from probes.atomic import write_text_atomic
from probes.uses import Usage
from probes.views import module_cache

_PRODUCER = "probes.usage.sources"  # the extractor whose output an entry holds
_tag: str | None = None


def code_tag() -> str:
    """A digest of the code that decides what an extracted usage holds: the extractor and
    what it imports of `probes`, as the module cache finds them."""
    global _tag
    if _tag is None:
        digest = hashlib.sha256()
        for file in [*module_cache.code_files(_PRODUCER), Path(__file__).resolve()]:
            digest.update(file.name.encode() + b"\0" + file.read_bytes() + b"\0")
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
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            pass  # corrupt, foreign or hostile: rebuilt below
    usage = extract()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_symlink():
            write_text_atomic(json.dumps(usage.to_json(), sort_keys=True), path)
    except OSError:
        pass  # a read-only cache only costs the speed-up
    return usage
