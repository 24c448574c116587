"""A release's Python source files, extracted once into the cache, never half-written.

The members of an sdist (tar) or a wheel (zip) that belong to one package are written into
a temp folder, then renamed into place; the provenance file is written last and marks a
finished tree, so a tree interrupted by a crash is rebuilt, never used.
"""

from __future__ import annotations

import gzip
import json
import logging
import os
import shutil
import tarfile
import tempfile
import zipfile
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from probes.atomic import write_text_atomic
from probes.release_errors import ReleaseError

log = logging.getLogger(__name__)

ARCHIVE_ERRORS = (tarfile.TarError, EOFError, zlib.error, gzip.BadGzipFile, zipfile.BadZipFile)


@dataclass(frozen=True)
class SourceTree:
    """A release's Python files under `root/<package>/`; `provenance` names their file."""

    root: Path
    provenance: dict


def read_json(path: Path) -> dict | None:
    """A JSON object from the cache, or None if absent or unreadable (then it is rebuilt)."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def cached_tree(root: Path, pkg: str) -> SourceTree | None:
    """The extracted tree, if provenance (written last) and the package are both there."""
    prov = read_json(root / ".provenance" / f"{pkg}.json")
    present = any((root / name).exists() for name in (pkg, f"{pkg}.py", f"{pkg}.pyi"))
    return SourceTree(root, prov) if prov is not None and present else None


def wanted(rel: str, pkg: str) -> bool:
    parts = PurePosixPath(rel).parts
    if not parts or PurePosixPath(rel).suffix not in (".py", ".pyi"):
        return False
    return parts[0] == pkg or (len(parts) == 1 and PurePosixPath(rel).stem == pkg)


def archive_members(path: Path, pkg: str, *, top_dir: bool) -> Iterator[tuple[str, bytes]]:
    """(path inside the package root, data) of the package's Python files in a tar/zip.

    An sdist nests everything under `<name>-<version>/` (`top_dir`), sometimes `src/` too.
    """
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            for info in zf.infolist():
                rel = relative(info.filename, top_dir)
                if rel is not None and not info.is_dir() and wanted(rel, pkg):
                    yield rel, zf.read(info)
        return
    with tarfile.open(path, "r:*") as tf:
        for member in tf:
            rel = relative(member.name, top_dir)
            if rel is not None and member.isfile() and wanted(rel, pkg):
                fh = tf.extractfile(member)
                if fh is not None:
                    yield rel, fh.read()


def relative(name: str, top_dir: bool) -> str | None:
    parts = PurePosixPath(name).parts[1 if top_dir else 0 :]
    if parts[:1] == ("src",):
        parts = parts[1:]
    return "/".join(parts) if parts else None


def install_tree(
    root: Path,
    pkg: str,
    members: Iterable[tuple[str, bytes]],
    provenance: dict,
    archive: Path | None,
) -> SourceTree:
    """Write the members into a temp dir, then rename them into `root`; provenance goes last."""
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=root.parent, prefix=f".{root.name}.", suffix=".tmp"))
    source = provenance["file"]
    try:
        count = 0
        try:
            for rel, data in members:
                dest = tmp.joinpath(*safe_parts(rel, source))
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(data)
                count += 1
        except ARCHIVE_ERRORS as exc:
            what = f"delete {archive} and retry" if archive else "retry"
            raise ReleaseError(f"{source} is corrupt or truncated ({exc}); {what}") from exc
        if count == 0:
            raise ReleaseError(
                f"{source} holds no Python files of package {pkg!r}; pass package=<import name>"
            )
        done = cached_tree(root, pkg)
        if done is not None:  # another process finished first
            return done
        for entry in tmp.iterdir():
            target = root / entry.name
            if target.is_dir():  # left by a run that died before writing provenance
                shutil.rmtree(target)
            os.replace(entry, target)
        write_text_atomic(json.dumps(provenance, indent=1), root / ".provenance" / f"{pkg}.json")
        log.info("extracted %d Python files of %s into %s", count, source, root)
        return SourceTree(root, dict(provenance))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def safe_parts(rel: str, source: str) -> tuple[str, ...]:
    parts = PurePosixPath(rel).parts
    if PurePosixPath(rel).is_absolute() or ".." in parts or any("\\" in p for p in parts):
        raise ReleaseError(f"{source} holds an unsafe path {rel!r}; refusing to extract it")
    return parts
