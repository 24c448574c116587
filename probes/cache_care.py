"""What the user cache holds, and which of it no supported release needs (`spec-compat cache`).

The cache (`releases.cache_dir()`) keeps one folder per kind, each written by its own helper:
release files and their extracted trees (`releases`, `sourcetree`), index answers, parsed modules
(`views.module_cache`, under a folder named by its format tag), extracted consumer uses
(`usage_cache`, named by the wheel's sha256 and the extractor's code tag), tracebacks. Nothing is
ever needed again once its release left the supported range or its tag is not the current one:
`stale_cache_entries` names those, and only those; the index answers and tracebacks are kept.
Entries are looked at without following a symlink (`os.lstat`), and only the kinds below are
ever touched, whatever else the folder holds.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from packaging.utils import (
    InvalidSdistFilename,
    InvalidWheelFilename,
    canonicalize_name,
    parse_sdist_filename,
    parse_wheel_filename,
)
from packaging.version import InvalidVersion, Version

KINDS = {
    "files": "release files downloaded (sdists, wheels)",
    "src": "their extracted source trees",
    "modules": "parsed vLLM modules and tree indexes",
    "usages": "consumer uses read from wheels",
    "server-usages": "consumer server uses read from wheels",
    "index": "package-index answers (release lists)",
    "tracebacks": "internal-error tracebacks",
}


def cache_kinds() -> tuple[str, ...]:
    """The folders spec-compat writes under the cache (all `clear` removes)."""
    return tuple(KINDS)


# The code whose output each extracted-entry kind holds (`usage_cache.cached_entry`).
PRODUCERS = {"usages": "probes.usage.sources", "server-usages": "probes.server.consumer"}


@dataclass(frozen=True)
class CacheSize:
    kind: str
    what: str
    size: int  # bytes
    files: int


def cache_entry_size(path: Path) -> tuple[int, int]:
    """(bytes, files) under `path`, symlinks counted as themselves and never followed."""
    try:
        info = os.lstat(path)
    except OSError:
        return 0, 0
    if not os.path.isdir(path) or os.path.islink(path):
        return info.st_size, 1
    size = files = 0
    for folder, _, names in os.walk(path, followlinks=False):
        for name in names:
            try:
                size += os.lstat(os.path.join(folder, name)).st_size
                files += 1
            except OSError:
                continue
    return size, files


def cache_sizes(root: Path) -> list[CacheSize]:
    """Size per kind (the known ones, then `other` for anything else in the folder)."""
    out = [CacheSize(kind, what, *cache_entry_size(root / kind)) for kind, what in KINDS.items()]
    others = [p for p in _children(root) if p.name not in KINDS]
    size = sum(cache_entry_size(p)[0] for p in others)
    files = sum(cache_entry_size(p)[1] for p in others)
    if others:
        out.append(CacheSize("other", "not written by spec-compat: never touched", size, files))
    return out


def _children(folder: Path) -> list[Path]:
    try:
        return sorted(folder.iterdir()) if os.path.isdir(folder) else []
    except OSError:
        return []


def stale_cache_entries(
    root: Path, vllm: Iterable[str], consumers: Iterable[str], tags: dict[str, str]
) -> list[Path]:
    """Entries no supported release needs: release files and trees of a vLLM release outside
    `vllm`, of a consumer release not in `consumers` (`name==version`) or of another project;
    module folders and extracted uses made under another tag than `tags[kind]`."""
    keep = {("vllm", _norm(v)) for v in vllm}
    for spec in consumers:
        name, _, version = spec.partition("==")
        keep.add((str(canonicalize_name(name)), _norm(version)))
    out = []
    for project in _children(root / "files"):
        for file in _children(project):
            release = _file_release(file.name)
            if release is not None and release not in keep:
                out.append(file)
    for tree in _children(root / "src"):
        name, _, version = tree.name.rpartition("-")
        if name and (str(canonicalize_name(name)), _norm(version)) not in keep:
            out.append(tree)
    out += [p for p in _children(root / "modules") if p.name != tags.get("modules")]
    for kind in PRODUCERS:
        for entry in _children(root / kind):
            tag = entry.stem.rpartition("-")[2]
            if entry.suffix == ".json" and tag != tags.get(kind):
                out.append(entry)
    return out


def _norm(version: str) -> str:
    try:
        return str(Version(version))
    except InvalidVersion:
        return version


def _file_release(filename: str) -> tuple[str, str] | None:
    """(project, version) of a release file name; None when it is no sdist or wheel name."""
    try:
        if filename.endswith(".whl"):
            name, version, *_ = parse_wheel_filename(filename)
        else:
            name, version = parse_sdist_filename(filename)
    except (InvalidSdistFilename, InvalidWheelFilename, InvalidVersion):
        return None
    return str(name), str(version)


def current_cache_tags() -> dict[str, str]:
    """The tag each tagged kind's entries are made under by this code."""
    from probes.usage_cache import code_tag
    from probes.views import module_cache

    return {"modules": module_cache.format_tag(), **{k: code_tag(p) for k, p in PRODUCERS.items()}}
