"""Read chosen members of a remote zip (a wheel) through HTTP range requests.

vLLM 0.15.x has no sdist and its wheels weigh ~500 MB, most of it compiled code; its Python
files are a few MB. A zip keeps its table of contents at the end, so three kinds of range
request suffice: the tail (end-of-central-directory record), the central directory, then the
byte spans of the wanted members, neighbouring spans merged into one request. `zipfile`
does the parsing and the CRC checks; this module only feeds it bytes.
"""

from __future__ import annotations

import io
import re
import urllib.request
import zipfile
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

from probes import netio
from probes.safeio.zips import MEMBER_LIMIT, read_member, zip_of

_TAIL_BYTES = 64 * 1024  # end record + the longest zip comment
_MIN_FETCH = 256 * 1024  # read-ahead for reads outside any prefetched span
_MAX_GAP = 1024 * 1024  # merge member spans separated by less than this
_MAX_SPAN = 64 * 1024 * 1024  # but never hold more than this in memory at once
_MAX_SEGMENTS = 8
_CONTENT_RANGE = re.compile(r"bytes (\d+)-(\d+)/(\d+)")


class RemoteZipError(Exception):
    """The server's answers do not describe the file we expected."""


class RangeNotSupported(RemoteZipError):
    """The server ignored the Range header (it would have sent the whole file)."""


class HttpRangeFile(io.RawIOBase):
    """A read-only, seekable file whose bytes come from HTTP range requests.

    Fetched spans are kept in a few in-memory segments, so `zipfile`'s many small reads
    (headers, then data) cost one request per span, not one per read.
    """

    def __init__(self, url: str, *, timeout: float, headers: dict[str, str] | None = None) -> None:
        super().__init__()
        self.url = url
        self.timeout = timeout
        self.headers = dict(headers or {})
        self.requests = 0
        self.bytes_fetched = 0
        self._segments: list[tuple[int, bytes]] = []
        self._pos = 0
        start, data, self.size = self._get(f"bytes=-{_TAIL_BYTES}")
        self._keep(start, data)

    def _get(self, spec: str) -> tuple[int, bytes, int]:
        """One range request: (first byte offset, body, total file size)."""
        req = urllib.request.Request(self.url, headers={**self.headers, "Range": spec})
        with (
            netio.within(netio.deadline_s(), f"range {spec} of {self.url}"),
            netio.urlopen(req, timeout=self.timeout) as resp,
        ):
            if resp.status != 206:
                raise RangeNotSupported(
                    f"{self.url} answered HTTP {resp.status} to a Range request"
                )
            match = _CONTENT_RANGE.fullmatch(resp.headers.get("Content-Range", "").strip())
            if not match:
                raise RemoteZipError(
                    f"{self.url}: bad Content-Range {resp.headers.get('Content-Range')!r}"
                )
            first, last, total = (int(g) for g in match.groups())
            data = netio.read_body(
                resp, min(last - first + 1, 2 * _MAX_SPAN), f"range {spec} of {self.url}"
            )
        self.requests += 1
        self.bytes_fetched += len(data)
        if len(data) != last - first + 1:
            raise RemoteZipError(f"{self.url}: range {first}-{last} returned {len(data)} bytes")
        return first, data, total

    def _keep(self, start: int, data: bytes) -> None:
        self._segments.append((start, data))
        if len(self._segments) > _MAX_SEGMENTS:
            del self._segments[1]  # keep the tail segment (index 0): zipfile re-reads it

    def prefetch(self, start: int, end: int) -> None:
        """Fetch bytes [start, end) in one request so later reads there are free."""
        end = min(end, self.size)
        if start < end and self._lookup(start, end - start) is None:
            first, data, _ = self._get(f"bytes={start}-{end - 1}")
            self._keep(first, data)

    def _lookup(self, pos: int, n: int) -> bytes | None:
        for start, data in reversed(self._segments):
            if start <= pos and pos + n <= start + len(data):
                return data[pos - start : pos - start + n]
        return None

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._pos, io.SEEK_END: self.size}[whence]
        if base + offset < 0:
            raise ValueError(f"negative seek position {base + offset}")
        self._pos = base + offset
        return self._pos

    def readinto(self, buffer: WriteableBuffer) -> int:
        view = memoryview(buffer).cast("B")
        n = min(len(view), self.size - self._pos)
        if n <= 0:
            return 0
        data = self._lookup(self._pos, n)
        if data is None:
            self.prefetch(self._pos, self._pos + max(n, _MIN_FETCH))
            data = self._lookup(self._pos, n)
            if data is None:  # the server sent a different span than asked
                raise RemoteZipError(f"{self.url}: could not read {n} bytes at {self._pos}")
        view[:n] = data
        self._pos += n
        return n


class RemoteZip:
    """The members of a zip served over HTTP, read without downloading the whole file."""

    def __init__(
        self,
        url: str,
        *,
        timeout: float,
        headers: dict[str, str] | None = None,
        expected_size: int | None = None,
    ) -> None:
        self.file = HttpRangeFile(url, timeout=timeout, headers=headers)
        if expected_size is not None and self.file.size != expected_size:
            raise RemoteZipError(
                f"{url} is {self.file.size} bytes but the index says {expected_size}"
            )
        self.zip = zip_of(self.file, url)  # type: ignore[arg-type]

    def read_many(self, select: Callable[[str], bool]) -> Iterator[tuple[str, bytes]]:
        """Yield (name, data) of the members `select` accepts, in file order, CRC-checked."""
        infos = sorted(self.zip.infolist(), key=lambda i: i.header_offset)
        cd_start = getattr(self.zip, "start_dir", self.file.size)
        ends = [i.header_offset for i in infos[1:]] + [cd_start]
        spans = [
            (info, info.header_offset, end)
            for info, end in zip(infos, ends, strict=True)
            if not info.is_dir() and select(info.filename)
        ]
        for group in _merge(spans):
            self.file.prefetch(group[0][1], group[-1][2])
            for info, _, _ in group:
                yield (
                    info.filename,
                    read_member(self.zip, info, limit=MEMBER_LIMIT, where=self.file.url),
                )


def _merge(spans: list[tuple[zipfile.ZipInfo, int, int]]) -> list[list[Any]]:
    """Group sorted member spans into runs worth one range request each."""
    groups: list[list[Any]] = []
    for span in spans:
        if groups:
            first, last = groups[-1][0], groups[-1][-1]
            near = span[1] - last[2] <= _MAX_GAP
            if near and span[2] - first[1] <= _MAX_SPAN:
                groups[-1].append(span)
                continue
        groups.append([span])
    return groups
