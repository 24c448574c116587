"""Releases of a project straight from a PEP 691 package index: versions, verified files, sources.

Why not pip: `pip download` of a vLLM sdist builds its metadata, which pulls torch build
dependencies. So this module reads the index's JSON itself, checks every file against the
index's sha256 and writes only through a temp file and a rename, so an interrupted download
or extraction is never used. All lands under `cache_dir()`; offline, only that is read.
"""

from __future__ import annotations

import bisect
import hashlib
import http.client
import json
import logging
import os
import re
import time
import urllib.error
import urllib.request
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any
from urllib.parse import urljoin

import platformdirs
from packaging.utils import (
    InvalidSdistFilename,
    InvalidWheelFilename,
    canonicalize_name,
    parse_sdist_filename,
    parse_wheel_filename,
)
from packaging.version import InvalidVersion, Version

from probes import netio, sourcetree, zipremote
from probes.atomic import discard, is_plain_file, write_text_atomic
from probes.release_errors import NoArtifactError as NoArtifactError  # re-exported
from probes.release_errors import OfflineError as OfflineError
from probes.release_errors import ReleaseError as ReleaseError
from probes.safeio import BadArchive, Owned
from probes.sourcetree import SourceTree

log = logging.getLogger(__name__)

ACCEPT = "application/vnd.pypi.simple.v1+json"
DEFAULT_INDEX = "https://pypi.org/simple"
INDEX_TTL_S = 3600.0  # a cached index younger than this is used without asking again
TIMEOUT_S = 30.0  # per connect / per read; netio adds an overall deadline per request
_HEADERS = {"User-Agent": "speculators-compat (+urllib)"}
_CHUNK = 1 << 20
INDEX_BODY_LIMIT = 64 * 1024 * 1024  # vLLM's index page, every file of every release: ~2 MB
_STALE_PART_S = 24 * 3600.0
# Network trouble only: a full disk (another OSError) must not read as "offline".
_NET_ERRORS = (urllib.error.URLError, TimeoutError, ConnectionError, http.client.HTTPException)
_PACKAGE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Artifact:
    """A release file in the cache whose sha256 matched the index's."""

    project: str
    version: str
    filename: str
    path: Path
    sha256: str
    kind: str  # "sdist" | "wheel"


@dataclass(frozen=True)
class _File:
    filename: str
    url: str
    sha256: str | None
    yanked: bool
    version: Version
    kind: str
    size: int | None
    uploaded: str | None = None  # PEP 700 `upload-time` (ISO 8601), when the index gives it


def cache_dir() -> Path:
    """Where indexes, downloads and extracted trees are kept (env SPEC_COMPAT_CACHE overrides)."""
    override = os.environ.get("SPEC_COMPAT_CACHE")
    return Path(override) if override else Path(platformdirs.user_cache_dir("speculators-compat"))


def index_url() -> str:
    """The PEP 691 simple index (env SPEC_COMPAT_INDEX_URL, default PyPI)."""
    return os.environ.get("SPEC_COMPAT_INDEX_URL", DEFAULT_INDEX).rstrip("/")


@sourcetree.cache_errors(cache_dir)
def project_versions(
    project: str, *, prereleases: bool = False, offline: bool = False
) -> list[str]:
    """Versions with at least one non-yanked file, oldest first; finals only unless asked."""
    files, listed = _index(project, offline=offline)
    live = {f.version for f in files if not f.yanked}
    keep = {v: s for v, s in listed.items() if v in live and (prereleases or not v.is_prerelease)}
    return [keep[v] for v in sorted(keep)]


def newest_version(project: str, *, prereleases: bool = False, offline: bool = False) -> str:
    """The newest final, non-yanked release (pre-releases too when asked)."""
    versions = project_versions(project, prereleases=prereleases, offline=offline)
    if not versions:
        hint = "" if prereleases else "; pass prereleases=True to consider pre-releases"
        raise ReleaseError(f"{project} has no usable release on {index_url()}{hint}")
    return versions[-1]


@sourcetree.cache_errors(cache_dir)
def fetch_artifact(
    project: str, version: str, *, kind: str = "sdist", offline: bool = False
) -> Artifact:
    """The release's sdist (or chosen wheel) in the cache, downloaded if needed, sha256-checked."""
    if kind not in ("sdist", "wheel"):
        raise ReleaseError(f"unknown artifact kind {kind!r}; use 'sdist' or 'wheel'")
    file = _pick(project, version, kind, offline=offline)
    if file is None:
        other = "wheel" if kind == "sdist" else "sdist"
        raise NoArtifactError(f"{project} {version} has no {kind} on {index_url()}; try {other}")
    return _ensure_file(project, file, offline=offline)


@sourcetree.cache_errors(cache_dir)
def source_tree(
    project: str, version: str, *, package: str | None = None, offline: bool = False
) -> SourceTree:
    """The release's .py/.pyi files of `package`, extracted once into the cache.

    From the sdist; a release without one (vLLM 0.15.x) is read from a wheel, through HTTP
    range requests unless that wheel is already downloaded.
    """
    name = canonicalize_name(project)
    pkg = package or name.replace("-", "_")
    if not _PACKAGE.fullmatch(pkg):
        raise ReleaseError(f"{pkg!r} is not a Python package name; pass package=<import name>")
    root = cache_dir() / "src" / f"{name}-{parse_version(project, version)}"
    done = sourcetree.cached_tree(root, pkg)
    if done is not None:
        return done
    sdist = _pick(project, version, "sdist", offline=offline)
    if sdist is not None:
        art = _ensure_file(project, sdist, offline=offline)
        members = sourcetree.archive_members(art.path, pkg, top_dir=True)
        return sourcetree.install_tree(
            root, pkg, members, _provenance(name, sdist, "sdist"), art.path
        )
    wheel = _pick(project, version, "wheel", offline=offline)
    if wheel is None:
        raise ReleaseError(f"{project} {version} has neither an sdist nor a wheel on {index_url()}")
    local = _artifact_path(name, wheel.filename)
    if local.exists() or offline:
        art = _ensure_file(project, wheel, offline=offline)
        members = sourcetree.archive_members(art.path, pkg, top_dir=False)
        return sourcetree.install_tree(
            root, pkg, members, _provenance(name, wheel, "wheel"), art.path
        )
    return _tree_by_range(project, root, pkg, wheel)


# --- the index -------------------------------------------------------------------------------


def _index(
    project: str, *, offline: bool, max_age: float | None = None
) -> tuple[list[_File], dict[Version, str]]:
    """The index's files of `project` and its listed versions, from the cache when fresh."""
    name = canonicalize_name(project)
    path = _index_cache_path(name)
    cached = sourcetree.read_json(path)
    if cached is not None and not _index_entry_ok(cached):
        cached = None
    if offline:
        if cached is None:
            raise OfflineError(
                f"offline and the index of {name} is not cached at {path}; run once online"
            )
        return _parse_index(name, cached["url"], cached["data"])
    limit = INDEX_TTL_S if max_age is None else max_age
    if cached is not None and time.time() - cached["fetched_at"] < limit:
        return _parse_index(name, cached["url"], cached["data"])
    url = f"{index_url()}/{name}/"
    data = _get_index_json(name, url)
    sourcetree.owned_dir(path.parent)
    write_text_atomic(json.dumps({"fetched_at": time.time(), "url": url, "data": data}), path)
    return _parse_index(name, url, data)


def _index_entry_ok(cached: dict[str, Any]) -> bool:
    """A cached index page of the shape written below (else it is fetched again)."""
    data = cached.get("data")
    return (
        isinstance(cached.get("fetched_at"), int | float)
        and isinstance(cached.get("url"), str)
        and isinstance(data, dict)
        and isinstance(data.get("files"), list)
        and all(isinstance(f, dict) for f in data["files"])
    )


def _index_cache_path(name: str) -> Path:
    key = hashlib.sha256(index_url().encode()).hexdigest()[:12]
    return cache_dir() / "index" / key / f"{name}.json"


def _unreachable(reason: object) -> str:
    return (
        f"cannot reach the package index {index_url()} ({reason}); "
        "run with --offline to use the committed snapshots"
    )


def _get_index_json(name: str, url: str) -> dict[str, Any]:
    req = urllib.request.Request(url, headers={**_HEADERS, "Accept": ACCEPT})
    try:
        with (
            netio.within(netio.deadline_s(), f"reading {url}"),
            netio.urlopen(req, timeout=TIMEOUT_S) as resp,
        ):
            ctype = resp.headers.get_content_type()
            body = netio.read_body(resp, INDEX_BODY_LIMIT, f"the index page {url}")
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            raise ReleaseError(
                f"project {name!r} is not on the index {index_url()}; check the name"
            ) from exc
        raise OfflineError(_unreachable(f"HTTP {exc.code} for {url}")) from exc
    except _NET_ERRORS as exc:
        raise OfflineError(_unreachable(getattr(exc, "reason", exc))) from exc
    try:
        data = json.loads(body) if ctype == ACCEPT else None
    except ValueError:
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("files"), list):
        raise ReleaseError(
            f"{url} did not answer PEP 691 JSON (content type {ctype}); "
            "point SPEC_COMPAT_INDEX_URL at a PEP 691 simple index"
        )
    return data


def _parse_index(
    name: str, url: str, data: dict[str, Any]
) -> tuple[list[_File], dict[Version, str]]:
    raws = [raw for raw in data["files"] if isinstance(raw, dict)]
    files = [f for raw in raws if (f := _parse_file(name, url, raw)) is not None]
    listed: dict[Version, str] = {}
    for text in data.get("versions") or [str(f.version) for f in files]:
        try:
            listed.setdefault(Version(text), text)
        except (InvalidVersion, TypeError):
            continue
    for f in files:  # a file whose version the list forgot still counts
        listed.setdefault(f.version, str(f.version))
    return files, listed


def _parse_file(name: str, page_url: str, raw: dict[str, Any]) -> _File | None:
    """One entry of `files`; None for what cannot be used (eggs, bad versions, wrong types)."""
    filename, url, hashes = raw.get("filename"), raw.get("url", ""), raw.get("hashes") or {}
    if not (isinstance(filename, str) and isinstance(url, str) and isinstance(hashes, dict)):
        return None
    try:
        if filename.endswith(".whl"):
            fname, version, _, _ = parse_wheel_filename(filename)
            kind = "wheel"
        else:
            fname, version = parse_sdist_filename(filename)
            kind = "sdist"
    except (InvalidWheelFilename, InvalidSdistFilename, InvalidVersion):
        return None
    if fname != name:
        return None
    return _File(
        filename=filename,
        url=urljoin(page_url, url),
        sha256=hashes.get("sha256") if isinstance(hashes.get("sha256"), str) else None,
        yanked=bool(raw.get("yanked")),
        version=version,
        kind=kind,
        size=raw["size"] if isinstance(raw.get("size"), int) else None,
        uploaded=raw["upload-time"] if isinstance(raw.get("upload-time"), str) else None,
    )


def parse_version(project: str, version: str) -> Version:
    """`version` as a PEP 440 Version; ReleaseError (bad input) when it is not one."""
    try:
        return Version(version)
    except ValueError:  # InvalidVersion, or digits past Python's int-conversion limit
        raise ReleaseError(
            f"{version!r} is not a valid version of {project}; pass a PEP 440 version like 0.25.1"
        ) from None


def _pick(project: str, version: str, kind: str, *, offline: bool) -> _File | None:
    """The file of `kind` to use for this release; unknown release → ReleaseError."""
    want = parse_version(project, version)
    files, _ = _index(project, offline=offline)
    if not any(f.version == want for f in files) and not offline:
        files, _ = _index(project, offline=False, max_age=60.0)  # maybe just released
    mine = [f for f in files if f.version == want]
    if not mine:
        raise ReleaseError(_unknown_version(project, want, files))
    candidates = [f for f in mine if f.kind == kind]
    if not candidates:
        return None
    return min(candidates, key=_sdist_rank if kind == "sdist" else _wheel_rank)


def _unknown_version(project: str, want: Version, files: list[_File]) -> str:
    known = sorted({f.version for f in files if not f.yanked and not f.version.is_prerelease})
    if not known:
        return f"{project} has no release {want} (nor any final release) on {index_url()}"
    at = bisect.bisect(known, want)
    near = ", ".join(str(v) for v in known[max(0, at - 2) : at + 1])
    return (
        f"{project} {want} is not on {index_url()} (nearest: {near}; newest: {known[-1]}); "
        "pick one of those versions"
    )


def _sdist_rank(f: _File) -> tuple[Any, ...]:
    return (f.yanked, not f.filename.endswith(".tar.gz"), f.filename)


def _wheel_rank(f: _File) -> tuple[Any, ...]:
    """Pure wheel first, then a manylinux x86_64 CPython one (abi3, newest Python), then any."""
    tags = parse_wheel_filename(f.filename)[3]
    pure = any(t.platform == "any" and t.interpreter.startswith("py3") for t in tags)
    cpython = [
        t
        for t in tags
        if t.interpreter.startswith("cp")
        and "manylinux" in t.platform
        and t.platform.endswith("x86_64")
    ]
    tier = 0 if pure else 1 if cpython else 2
    abi3 = any(t.abi == "abi3" for t in cpython)
    py = max(
        (int(t.interpreter[2:] or 0) for t in cpython if t.interpreter[2:].isdigit()), default=0
    )
    return (f.yanked, tier, not abi3, -py, f.filename)


# --- files -----------------------------------------------------------------------------------


def _artifact_path(name: str, filename: str) -> Path:
    return cache_dir() / "files" / name / filename


def _ensure_file(project: str, file: _File, *, offline: bool) -> Artifact:
    """Re-verify a cached copy, or download one; a corrupt cached copy is removed."""
    name = canonicalize_name(project)
    if not file.sha256:
        raise ReleaseError(f"the index gives no sha256 for {file.filename}; it cannot be verified")
    path = _artifact_path(name, file.filename)
    art = Artifact(name, str(file.version), file.filename, path, file.sha256, file.kind)
    if os.path.lexists(path) and not is_plain_file(path):
        log.warning("discarded cache entry %s: not a regular file (a symlink?)", path)
        discard(path)
    if path.exists():
        got = sourcetree.sha256_file(path)
        if got == file.sha256:
            return art
        Owned(path.parent, create=False).unlink(path)
        log.warning("removed corrupt cached %s (sha256 %s, expected %s)", path, got, file.sha256)
        if offline:
            raise OfflineError(
                f"cached {file.filename} was corrupt (sha256 mismatch) and has been removed; "
                "run once online to download it again"
            )
    elif offline:
        raise OfflineError(f"offline and {file.filename} is not cached; run once online")
    _download(file, path)
    return art


def _download(file: _File, path: Path) -> None:
    """Stream to a temp file beside `path`, check size and sha256, then rename into place."""
    sourcetree.owned_dir(path.parent)
    sourcetree.sweep_parts(path.parent, _STALE_PART_S)
    owned, deadline = Owned(path.parent, create=False), netio.deadline_s()
    try:
        with owned.writer(path) as out, netio.within(deadline, file.filename):
            size, digest = _stream(file, out)
            _check_download(file, path, size, digest)
        log.info("downloaded %s (%d bytes)", file.filename, size)
    except netio.DeadlineExceeded as exc:
        raise OfflineError(f"download of {exc}; retry") from exc


def _check_download(file: _File, path: Path, size: int, digest: str) -> None:
    """Refuse (so the temp is dropped) a download of the wrong size or sha256."""
    expected = file.size
    if expected is not None and size != expected:
        raise ReleaseError(
            f"download of {file.filename} stopped after {size} of {expected} bytes; retry"
        )
    if digest != file.sha256:
        raise ReleaseError(
            f"sha256 mismatch for {file.filename}: expected {file.sha256}, got {digest}; "
            f"the download was discarded: delete {_index_cache_path(path.parent.name)} "
            "and retry"
        )


def _stream(file: _File, out: IO[bytes]) -> tuple[int, str]:
    """Copy the file's bytes to `out`; returns (size, sha256). Network trouble → OfflineError."""
    req = urllib.request.Request(file.url, headers=_HEADERS)
    try:
        resp = netio.urlopen(req, timeout=TIMEOUT_S)
    except urllib.error.HTTPError as exc:
        raise ReleaseError(
            f"cannot download {file.filename} from {file.url} (HTTP {exc.code}); retry later"
        ) from exc
    except _NET_ERRORS as exc:
        raise OfflineError(_unreachable(getattr(exc, "reason", exc))) from exc
    digest, size = hashlib.sha256(), 0
    with resp:
        while True:
            try:
                chunk = resp.read1(_CHUNK)  # what has arrived, so the count is exact
            except _NET_ERRORS as exc:
                raise OfflineError(
                    f"download of {file.filename} was interrupted after {size} bytes ({exc}); retry"
                ) from exc
            if not chunk:
                return size, digest.hexdigest()
            digest.update(chunk)
            out.write(chunk)
            size += len(chunk)


# --- source trees ----------------------------------------------------------------------------


def _provenance(name: str, file: _File, kind: str) -> dict[str, Any]:
    return {
        "project": name,
        "version": str(file.version),
        "file": file.filename,
        "sha256": file.sha256,
        "kind": kind,
    }


def _tree_by_range(project: str, root: Path, pkg: str, wheel: _File) -> SourceTree:
    """Read only the wheel's Python files through range requests (kind 'wheel-range')."""
    name = canonicalize_name(project)
    try:
        remote = zipremote.RemoteZip(
            wheel.url, timeout=TIMEOUT_S, headers=_HEADERS, expected_size=wheel.size
        )
        members = remote.read_many(lambda n: sourcetree.wanted(n, pkg))
        tree = sourcetree.install_tree(
            root, pkg, members, _provenance(name, wheel, "wheel-range"), None
        )
    except zipremote.RangeNotSupported as exc:
        log.info("%s; downloading the whole wheel instead", exc)
        art = _ensure_file(project, wheel, offline=False)
        members = sourcetree.archive_members(art.path, pkg, top_dir=False)
        return sourcetree.install_tree(
            root, pkg, members, _provenance(name, wheel, "wheel"), art.path
        )
    except (zipremote.RemoteZipError, zipfile.BadZipFile, BadArchive) as exc:
        raise ReleaseError(
            f"cannot read {wheel.filename} by range requests ({exc}); retry"
        ) from exc
    except _NET_ERRORS as exc:
        raise OfflineError(_unreachable(getattr(exc, "reason", exc))) from exc
    f = remote.file
    log.info("read %s by %d range requests, %d bytes", wheel.filename, f.requests, f.bytes_fetched)
    return tree
