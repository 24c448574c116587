"""Bounded reads of regular files: no FIFO can block, no device or huge file can fill memory.

Every read opens the file non-blocking (a FIFO's open returns at once), checks the opened
descriptor with `fstat` (what is read is what was checked: no swap between a stat and the
open), refuses anything but a regular file, and reads at most the cap plus one byte (a file
that grows while read is still refused). Where the tool owns the folder, the final name is
opened without following a symlink.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

from probes.safeio.errors import NotRegular, SafeIOError, TooLarge

MAX_READ_ENV = "SPEC_COMPAT_MAX_READ_BYTES"
DEFAULT_MAX_READ = 256 * 1024 * 1024  # the largest JSON fixture is ~10 MB; a wheel is hashed
_KINDS = {
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
    stat.S_IFLNK: "a symlink",
}
READ_FLAGS = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)


def max_read() -> int:
    """The default cap of one read (env SPEC_COMPAT_MAX_READ_BYTES overrides)."""
    text = os.environ.get(MAX_READ_ENV, "").strip()
    return int(text) if text.isdigit() and int(text) > 0 else DEFAULT_MAX_READ


def kind_of(mode: int) -> str:
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def open_regular(path: Path | str, *, follow: bool = True, dir_fd: int | None = None) -> int:
    """A descriptor of `path`, a regular file (blocking again); NotRegular otherwise."""
    flags = READ_FLAGS | (0 if follow else os.O_NOFOLLOW)
    try:
        fd = os.open(path, flags, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno == getattr(os, "ELOOP", 40) or (not follow and os.path.islink(path)):
            raise NotRegular(f"{path} is a symlink, not a regular file", "a symlink") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = kind_of(info.st_mode)
            raise NotRegular(f"{path} is {kind}, not a regular file", kind)
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_fd(fd: int, limit: int, where: object) -> bytes:
    """At most `limit` bytes from `fd` (TooLarge past it, checked by size and by reading)."""
    size = os.fstat(fd).st_size
    if size > limit:
        raise TooLarge(_too_large(where, size, limit))
    chunks, total = [], 0
    while True:
        chunk = os.read(fd, min(1 << 20, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:  # it grew while being read
            raise TooLarge(_too_large(where, total, limit))
    return b"".join(chunks)


def _too_large(where: object, size: int, limit: int) -> str:
    return f"{where} is {size:,} bytes, over the {limit:,}-byte limit ({MAX_READ_ENV} raises it)"


def read_bytes(
    path: Path | str, *, limit: int | None = None, follow: bool = True, dir_fd: int | None = None
) -> bytes:
    """The bytes of the regular file `path`, at most `limit` (default `max_read()`)."""
    fd = open_regular(path, follow=follow, dir_fd=dir_fd)
    try:
        return read_fd(fd, max_read() if limit is None else limit, path)
    finally:
        os.close(fd)


def read_text(
    path: Path | str, *, limit: int | None = None, follow: bool = True, errors: str = "strict"
) -> str:
    """`read_bytes` decoded as UTF-8 (UnicodeDecodeError, a ValueError, when it is not)."""
    return read_bytes(path, limit=limit, follow=follow).decode("utf-8", errors)


def sha256_file(path: Path | str, *, follow: bool = True) -> str:
    """The sha256 of a regular file, streamed (a wheel may be 500 MB: never held whole)."""
    fd = open_regular(path, follow=follow)
    digest = hashlib.sha256()
    try:
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
    finally:
        os.close(fd)
    return digest.hexdigest()


METADATA_LIMIT = 16 * 1024 * 1024  # a real METADATA is a few kB (a long README: ~100 kB)


def dist_text(dist: object, name: str, *, limit: int = METADATA_LIMIT) -> str | None:
    """`importlib.metadata.Distribution.read_text(name)`, bounded and regular files only
    (a FIFO or a gigabyte planted as a dist-info file is refused, not read); None when the
    distribution has no such file."""
    folder = getattr(dist, "_path", None)  # PathDistribution: its dist-info folder
    if not isinstance(folder, Path):
        reader = getattr(dist, "read_text", None)
        text = reader(name) if callable(reader) else None
        return text if isinstance(text, str) else None
    try:
        return read_bytes(folder / name, limit=limit).decode("utf-8", "replace")
    except FileNotFoundError:
        return None


MAX_RECORD_FILES = 200_000  # the largest real wheels (vLLM, torch) list ~20,000 files


def record_files(dist: object) -> list[str] | None:
    """The relative paths an installed distribution's RECORD lists, read bounded and
    counted before anything is parsed (a RECORD of millions of lines is refused in one line,
    not parsed into millions of paths and stat'ed); entries with `..` or an absolute path
    are left out (they name files outside the distribution's folder). None when there is
    no RECORD (an egg-info install: `dist.files` then)."""
    text = dist_text(dist, "RECORD", limit=64 * 1024 * 1024)
    if text is None:
        files = getattr(dist, "files", None)
        return None if files is None else [f.as_posix() for f in files if _plain_rel(f.as_posix())]
    lines = text.count("\n") + 1
    if lines > MAX_RECORD_FILES:
        name = getattr(dist, "name", None) or "a distribution"
        raise TooLarge(
            f"the RECORD of {name} lists {lines:,} files, more than {MAX_RECORD_FILES:,}; "
            "reinstall it (no real distribution has that many)"
        )
    import csv

    rels = [row[0] for row in csv.reader(text.splitlines()) if row and row[0]]
    return [rel for rel in rels if _plain_rel(rel)]


def _plain_rel(rel: str) -> bool:
    return not rel.startswith(("/", "\\")) and ".." not in rel.replace("\\", "/").split("/")


def inside(path: Path, folder: Path) -> bool:
    """True when `path`, every symlink resolved, is `folder` or lies below it."""
    try:
        return Path(path).resolve().is_relative_to(Path(folder).resolve())
    except (OSError, RuntimeError, ValueError):  # a symlink loop, a NUL byte
        return False


def is_plain_dir(path: Path) -> bool:
    """A real folder, not a symlink to one (what a cache entry must be to be trusted)."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_plain_file(path: Path) -> bool:
    """A regular file, not a symlink, FIFO, device or socket."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_file_safely(path: Path) -> bool:
    """`path.is_file()`, False for a path the file system cannot even look up (a name too
    long, a NUL byte): such an argument names no file."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def is_dir_safely(path: Path) -> bool:
    """`path.is_dir()`, False for a path the file system cannot even look up."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


__all__ = [
    "SafeIOError",
    "inside",
    "is_dir_safely",
    "is_file_safely",
    "is_plain_dir",
    "is_plain_file",
    "read_bytes",
    "read_text",
    "sha256_file",
]
