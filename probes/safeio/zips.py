"""Archive members read under a size cap, every archive error as `BadArchive` (exit 2).

`zipfile` raises half a dozen types for a damaged member (BadZipFile for a bad CRC or magic,
NotImplementedError for an unknown compression, RuntimeError for an encrypted one, zlib.error,
EOFError for a truncated one, and more); `tarfile` and `gzip` their own. A reader of release
archives must not tell them apart: each means "this archive cannot be used".
"""

from __future__ import annotations

import contextlib
import gzip
import lzma
import os
import struct
import tarfile
import weakref
import zipfile
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

from probes.safeio.errors import BadArchive, SafeIOError, TooLarge
from probes.safeio.reads import open_regular

MEMBER_LIMIT = 64 * 1024 * 1024  # vLLM's largest Python file is ~200 kB
ARCHIVE_ERRORS: tuple[type[BaseException], ...] = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    tarfile.TarError,
    zlib.error,
    gzip.BadGzipFile,
    lzma.LZMAError,
    EOFError,
    NotImplementedError,
    RuntimeError,  # an encrypted member, a bad password
    struct.error,
    ValueError,  # a negative seek from a corrupt header, a bad date
    UnicodeDecodeError,
    OverflowError,
    OSError,  # bz2 reports bad data as OSError; a read error of the archive itself
)


@contextlib.contextmanager
def archive_errors(where: object) -> Iterator[None]:
    """Any archive error raised inside as one `BadArchive` naming `where`."""
    try:
        yield
    except SafeIOError:
        raise
    except ARCHIVE_ERRORS as exc:
        text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise BadArchive(f"{where} is corrupt or truncated ({text})") from None


def zip_of(handle: IO[bytes], where: object) -> zipfile.ZipFile:
    """A ZipFile on an open, seekable `handle` (a remote wheel); errors as BadArchive."""
    with archive_errors(where):
        return zipfile.ZipFile(handle)


def open_zip(path: Path | str) -> zipfile.ZipFile:
    """A ZipFile on the regular file `path` (opened by the layer; errors as BadArchive)."""
    fd = open_regular(path)
    handle = os.fdopen(fd, "rb")
    try:
        with archive_errors(path):
            zf = zipfile.ZipFile(handle)
        zf.filename = os.fspath(path)  # (it would be the descriptor's number) for messages
        return zf
    except BaseException:
        handle.close()
        raise


def read_member(
    zf: zipfile.ZipFile,
    info: zipfile.ZipInfo | str,
    *,
    limit: int = MEMBER_LIMIT,
    where: object = "",
) -> bytes:
    """One member's bytes, at most `limit` after inflating (a zip bomb stops at the cap)."""
    member = zf.getinfo(info) if isinstance(info, str) else info
    label = f"{where or zf.filename or 'the archive'}: {member.filename}"
    if member.file_size > limit:
        raise TooLarge(f"{label} inflates to {member.file_size:,} bytes, over {limit:,}")
    spent = _READ.get(zf, 0)
    if spent + member.file_size > ARCHIVE_LIMIT:
        raise TooLarge(
            f"{where or zf.filename or 'the archive'} inflates past {ARCHIVE_LIMIT:,} bytes in "
            "the members read (a zip bomb spread over many members); give a real wheel"
        )
    with archive_errors(label), zf.open(member) as handle:
        data = _bounded(handle, limit, label)
    _READ[zf] = spent + len(data)
    return data


# Bytes read so far per open archive: the members of one archive share `ARCHIVE_LIMIT`, so
# a thousand members each under the per-member cap cannot add up to gigabytes.
_READ: weakref.WeakKeyDictionary[zipfile.ZipFile, int] = weakref.WeakKeyDictionary()
ARCHIVE_LIMIT = 256 * 1024 * 1024  # all of vLLM's own Python is ~30 MB


def _bounded(handle: IO[bytes], limit: int, label: str) -> bytes:
    data = handle.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{label} inflates past {limit:,} bytes")
    return data


def zip_members(
    path: Path | str, select: Callable[[zipfile.ZipInfo], bool], *, limit: int = MEMBER_LIMIT
) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
    """(info, bytes) of the members `select` accepts, each under `limit`."""
    with open_zip(path) as zf:
        with archive_errors(path):
            infos = zf.infolist()
        for info in infos:
            if not info.is_dir() and select(info):
                yield info, read_member(zf, info, limit=limit, where=path)


def tar_members(
    path: Path | str, select: Callable[[tarfile.TarInfo], bool], *, limit: int = MEMBER_LIMIT
) -> Iterator[tuple[tarfile.TarInfo, bytes]]:
    """(info, bytes) of the regular-file members `select` accepts, each under `limit`."""
    fd = open_regular(path)
    with (
        os.fdopen(fd, "rb") as raw,
        archive_errors(path),
        tarfile.open(fileobj=raw, mode="r:*") as tf,
    ):
        for member in tf:
            if not member.isfile() or not select(member):
                continue
            label = f"{path}: {member.name}"
            if member.size > limit:
                raise TooLarge(f"{label} is {member.size:,} bytes, over {limit:,}")
            handle = tf.extractfile(member)
            if handle is not None:
                yield member, _bounded(handle, limit, label)


def is_zip(path: Path | str) -> bool:
    """Whether the regular file `path` is a zip (False for a FIFO: never opened blocking)."""
    try:
        fd = open_regular(path)
    except OSError:
        return False
    with os.fdopen(fd, "rb") as handle:
        try:
            return zipfile.is_zipfile(handle)
        except ARCHIVE_ERRORS:
            return False
