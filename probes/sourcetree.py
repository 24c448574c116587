"""A release's Python source files, extracted once into the cache, never half-written.

The members of an sdist (tar) or a wheel (zip) that belong to one package are written into
a temp folder, then renamed into place; the provenance file, then a manifest (every file
and its sha256) are written last. A tree is used only when it matches its manifest exactly:
one interrupted by a crash, half deleted, edited, or holding a planted file or a symlink is
rebuilt, never used. A cache entry that is a symlink or not a folder is discarded (the
link, never what it points to). Every write and delete goes through `probes.safeio.Owned`
(walked by descriptor, no symlink followed below the cache folder); archive members are read
under a size cap, and every archive error is one `ReleaseError`.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import logging
import os
import secrets
import stat
import time
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, ParamSpec, TypeVar

from probes.release_errors import ReleaseError
from probes.safeio import BadArchive, Owned, TooLarge, is_plain_dir, is_plain_file, read_bytes
from probes.safeio import sha256_file as _sha256
from probes.safeio.zips import is_zip, tar_members, zip_members

log = logging.getLogger(__name__)

ARCHIVE_ERRORS = (
    EOFError,
    zlib.error,
    gzip.BadGzipFile,
    zipfile.BadZipFile,
    BadArchive,
    TooLarge,
)
JSON_LIMIT = 64 * 1024 * 1024
MANIFEST_SCHEMA = 1
P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class SourceTree:
    """A release's Python files under `root/<package>/`; `provenance` names their file."""

    root: Path
    provenance: dict[str, Any]


def read_json(path: Path) -> dict[str, Any] | None:
    """A JSON object from the cache, or None if absent, unreadable or not a regular file
    (then it is rebuilt)."""
    if not is_plain_file(path):
        return None
    try:
        data = json.loads(read_bytes(path, limit=JSON_LIMIT, follow=False))
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def manifest_path(root: Path, pkg: str) -> Path:
    return root / ".provenance" / f"{pkg}.manifest.json"


def cached_tree(root: Path, pkg: str) -> SourceTree | None:
    """The extracted tree, if its provenance is there and its files match the manifest.

    Each file must be a regular file of the recorded size; its sha256 is compared when its
    mtime differs from the one recorded (as git's index does), so a warm check is stats only.
    """
    if not is_plain_dir(root) or not is_plain_dir(root / ".provenance"):
        return None
    prov = read_json(root / ".provenance" / f"{pkg}.json")
    manifest = read_json(manifest_path(root, pkg))
    if prov is None or manifest is None or manifest.get("schema_version") != MANIFEST_SCHEMA:
        return None
    files = manifest.get("files")
    if not isinstance(files, dict) or not files or not _matches(root, files):
        return None
    return SourceTree(root, prov)


def _matches(root: Path, files: dict[str, Any]) -> bool:
    listing = _listing(root, files)
    if listing is None or listing.keys() != files.keys():
        return False
    for rel, (size, mtime) in listing.items():
        entry = files[rel]
        if not isinstance(entry, list) or len(entry) != 3 or entry[0] != size:
            return False
        if entry[1] != mtime and _sha256_or_none(root / rel) != entry[2]:
            return False
    return True


def _sha256_or_none(path: Path) -> str | None:
    try:
        return sha256_file(path)
    except OSError:
        return None


def _listing(root: Path, files: dict[str, Any]) -> dict[str, tuple[int, int]] | None:
    """{path: (size, mtime_ns)} of every file under the manifest's top-level entries; None
    when one is not a regular file (a symlink, a FIFO) and so cannot be trusted."""
    found: dict[str, tuple[int, int]] = {}
    base = str(root) + os.sep
    todo = []
    for top in sorted({str(rel).split("/", 1)[0] for rel in files}):
        if is_plain_dir(root / top):
            todo.append(base + top)
        else:
            found[top] = _stat(root / top)
    try:
        while todo:
            with os.scandir(todo.pop()) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        todo.append(entry.path)
                        continue
                    st = entry.stat(follow_symlinks=False)
                    rel = entry.path[len(base) :].replace(os.sep, "/")
                    regular = stat.S_ISREG(st.st_mode)
                    found[rel] = (st.st_size, st.st_mtime_ns) if regular else _NOT_REGULAR
    except OSError:  # a folder that vanished or cannot be read: not a tree to trust
        return None
    return None if _NOT_REGULAR in found.values() else found


_NOT_REGULAR = (-1, -1)


def _stat(path: Path) -> tuple[int, int]:
    try:
        st = os.lstat(path)
    except OSError:
        return _NOT_REGULAR
    return (st.st_size, st.st_mtime_ns) if stat.S_ISREG(st.st_mode) else _NOT_REGULAR


def _recorded(root: Path, digests: dict[str, str]) -> dict[str, list[Any]]:
    """The manifest's entries: [size, mtime_ns, sha256] per file as it now lies in `root`."""
    return {rel: [*_stat(root / rel), sha] for rel, sha in digests.items()}


def sha256_file(path: Path) -> str:
    """The file's sha256, read in chunks (a release file may be hundreds of MB)."""
    return _sha256(path, follow=False)


def wanted(rel: str, pkg: str) -> bool:
    parts = PurePosixPath(rel).parts
    if not parts or PurePosixPath(rel).suffix not in (".py", ".pyi"):
        return False
    return parts[0] == pkg or (len(parts) == 1 and PurePosixPath(rel).stem == pkg)


def archive_members(path: Path, pkg: str, *, top_dir: bool) -> Iterator[tuple[str, bytes]]:
    """(path inside the package root, data) of the package's Python files in a tar/zip.

    An sdist nests everything under `<name>-<version>/` (`top_dir`), sometimes `src/` too.
    """
    if is_zip(path):
        for info, data in zip_members(path, lambda i: _selected(i.filename, top_dir, pkg)):
            yield _relative_or_fail(info.filename, top_dir), data
        return
    for member, data in tar_members(path, lambda m: _selected(m.name, top_dir, pkg)):
        yield _relative_or_fail(member.name, top_dir), data


def _selected(name: str, top_dir: bool, pkg: str) -> bool:
    rel = relative(name, top_dir)
    return rel is not None and wanted(rel, pkg)


def _relative_or_fail(name: str, top_dir: bool) -> str:
    rel = relative(name, top_dir)
    assert rel is not None  # _selected accepted it
    return rel


def relative(name: str, top_dir: bool) -> str | None:
    parts = PurePosixPath(name).parts[1 if top_dir else 0 :]
    if parts[:1] == ("src",):
        parts = parts[1:]
    return "/".join(parts) if parts else None


def install_tree(
    root: Path,
    pkg: str,
    members: Iterable[tuple[str, bytes]],
    provenance: dict[str, Any],
    archive: Path | None,
) -> SourceTree:
    """Write the members into a temp dir, then rename them into `root`; the provenance and
    the manifest go last."""
    owned_dir(root.parent)
    owned_dir(root)  # a symlink or a file in its place is removed, never followed
    owned = Owned(root.parent, repair=True)
    tmp = root.parent / f".{root.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    owned.mkdir_new(tmp)
    source = provenance["file"]
    try:
        files = _unpack(owned, tmp, members, source, archive)
        if not files:
            raise ReleaseError(
                f"{source} holds no Python files of package {pkg!r}; pass package=<import name>"
            )
        owned.mkdir(root / ".provenance")
        with owned.lock(root / ".provenance" / f"{pkg}.lock"):
            done = cached_tree(root, pkg)
            if done is not None:  # another process finished first
                return done
            owned.unlink(manifest_path(root, pkg))
            if not _same_files(root, files):  # else: intact, only its manifest was missing
                _put_in_place(owned, tmp, root)
            owned.write_text(root / ".provenance" / f"{pkg}.json", json.dumps(provenance, indent=1))
            manifest = {"schema_version": MANIFEST_SCHEMA, "files": _recorded(root, files)}
            owned.write_text(manifest_path(root, pkg), json.dumps(manifest, indent=0))
        log.info("extracted %d Python files of %s into %s", len(files), source, root)
        return SourceTree(root, dict(provenance))
    finally:
        owned.rmtree(tmp)


def _same_files(root: Path, digests: dict[str, str]) -> bool:
    listing = _listing(root, digests)
    if listing is None or listing.keys() != digests.keys():
        return False
    return all(sha256_file(root / rel) == sha for rel, sha in digests.items())


def _put_in_place(owned: Owned, tmp: Path, root: Path) -> None:
    for name in owned.listdir(tmp):
        target = root / name
        owned.rmtree(target)  # left by a run that died, or damaged
        owned.rename(tmp / name, target)


def _unpack(
    owned: Owned, tmp: Path, members: Iterable[tuple[str, bytes]], source: str, archive: Path | None
) -> dict[str, str]:
    """Write the members under `tmp`; {path: sha256} of what was written."""
    files: dict[str, str] = {}
    try:
        for rel, data in members:
            parts = safe_parts(rel, source)
            owned.write(tmp.joinpath(*parts), data)
            files["/".join(parts)] = hashlib.sha256(data).hexdigest()
    except ARCHIVE_ERRORS as exc:
        what = f"delete {archive} and retry" if archive else "retry"
        raise ReleaseError(f"{source} is corrupt or truncated ({exc}); {what}") from exc
    return files


def owned_dir(folder: Path) -> None:
    """`folder` as a real folder: a symlink or a file in its place is discarded first."""
    folder = Path(folder)
    if os.path.lexists(folder) and not is_plain_dir(folder):
        log.warning("discarded cache entry %s: not a folder (a symlink or a file)", folder)
    Owned(folder.parent, repair=True).mkdir(folder)


def safe_parts(rel: str, source: str) -> tuple[str, ...]:
    parts = PurePosixPath(rel).parts
    if PurePosixPath(rel).is_absolute() or ".." in parts or any("\\" in p for p in parts):
        raise ReleaseError(f"{source} holds an unsafe path {rel!r}; refusing to extract it")
    return parts


def sweep_parts(folder: Path, older_than_s: float) -> None:
    """Remove temp files that a killed process left (they are never read)."""
    cutoff = time.time() - older_than_s
    owned = Owned(folder, create=False)
    for name in owned.listdir(folder):
        info = owned.lstat(folder / name)
        if name.startswith(".") and name.endswith(".part") and info and info.st_mtime < cutoff:
            owned.unlink(folder / name)


def cache_errors(cache_dir: Callable[[], Path]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Turn a file-system error inside the cache (read-only, full, a file in the way) into
    one line naming the cache and the fix; other OSErrors (the network) pass through."""

    def wrap(func: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(func)
        def inner(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return func(*args, **kwargs)
            except OSError as exc:
                where = exc.filename
                if not where or not str(where).startswith(str(cache_dir())):
                    raise
                raise ReleaseError(
                    f"the cache {cache_dir()} cannot be used ({exc.strerror}: {where}); "
                    "make it writable or set SPEC_COMPAT_CACHE to a folder that is"
                ) from exc

        return inner

    return wrap
