"""Extracted usages of consumer releases (Python uses, and server-contract uses), kept by the
wheel's sha256 and the extractor's code.

Reading a large consumer (verl, vllm-omni: hundreds of files) takes seconds, and a release's
wheel never changes: its usage is stored once under the cache folder, keyed by the wheel's
sha256 and a digest of the extractor's own source and what it imports of `probes` (any edit
to it starts afresh). A cache entry that does not load, or is not a regular file, is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from probes import releases
from probes.atomic import write_text_atomic
from probes.safeio import read_bytes, read_text
from probes.sourcetree import owned_dir
from probes.uses import Usage
from probes.views import module_cache

_PRODUCER = "probes.usage.sources"  # the extractor whose output an entry holds
_tags: dict[str, str] = {}
T = TypeVar("T")


def code_tag(producer: str = _PRODUCER) -> str:
    """A digest of the code that decides what an extracted entry holds: the producer and
    what it imports of `probes`, as the module cache finds them."""
    if producer not in _tags:
        digest = hashlib.sha256()
        for file in [*module_cache.code_files(producer), Path(__file__).resolve()]:
            digest.update(file.name.encode() + b"\0" + read_bytes(file) + b"\0")
        _tags[producer] = digest.hexdigest()[:16]
    return _tags[producer]


def content_digest(files: Mapping[str, str], *context: object) -> str:
    """The sha256 of what an extraction reads: every file's path and text, and `context`
    (the consumer's label, its source, the read errors), so that an unchanged folder or
    installed distribution is extracted once per extractor version, as a wheel is."""
    digest = hashlib.sha256(json.dumps(context, sort_keys=True, default=str).encode())
    for rel in sorted(files):
        text = files[rel].encode("utf-8", errors="surrogatepass")
        digest.update(b"\0%s\0%d\0" % (rel.encode("utf-8", errors="surrogatepass"), len(text)))
        digest.update(text)
    return digest.hexdigest()


def cached_usage(spec: str, sha256: str, extract: Callable[[], Usage]) -> Usage:
    """The usage of the release file with this sha256, extracted once."""
    return cached_entry("usages", _PRODUCER, spec, sha256, extract, Usage.to_json, Usage.from_json)


def cached_entry(
    kind: str,
    producer: str,
    spec: str,
    sha256: str,
    extract: Callable[[], T],
    dump: Callable[[T], dict[str, Any]],
    load: Callable[[dict[str, Any]], T],
) -> T:
    """What `producer` extracts from the release file with this sha256, extracted once and
    kept under the cache's `kind` folder (its `consumer` must name `spec` to be used)."""
    folder = releases.cache_dir() / kind
    path = folder / f"{sha256[:32]}-{code_tag(producer)}.json"
    if path.is_file() and not path.is_symlink():
        try:
            entry = load(json.loads(read_text(path)))
            if getattr(entry, "consumer", None) == spec:
                return entry
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            pass  # corrupt, foreign or hostile: rebuilt below
    entry = extract()
    try:
        owned_dir(folder)  # a symlink in its place is replaced, never followed
        write_text_atomic(json.dumps(dump(entry), sort_keys=True), path, root=folder)
    except OSError:
        pass  # a read-only cache only costs the speed-up
    return entry
