"""HTTP requests with an overall deadline, not only a timeout per read, and bounded bodies.

A socket timeout bounds each read, so a server that drips one byte every few seconds is
waited on forever. Every request here also has a deadline for the whole exchange
(connect, headers, body): a watchdog thread shuts the socket down when it passes, which
wakes any blocked read, and the request then fails with `DeadlineExceeded`. A body is read
with `read_body`, at most its cap: an index page with no end cannot fill memory.
"""

from __future__ import annotations

import contextlib
import http.client
import math
import os
import socket
import threading
import urllib.request
from collections.abc import Iterator

from probes.safeio.errors import TooLarge

DEADLINE_ENV = "SPEC_COMPAT_NET_DEADLINE_S"
DEFAULT_DEADLINE_S = 900.0  # one download of a ~500 MB wheel at ~1 MB/s; an index page
MAX_DEADLINE_S = 7 * 24 * 3600.0  # threading.Timer cannot wait longer than this overflows
_local = threading.local()


class DeadlineExceeded(TimeoutError):
    """A request did not complete within its overall deadline."""


def deadline_s() -> float:
    """The overall deadline of one request (env SPEC_COMPAT_NET_DEADLINE_S overrides)."""
    text = os.environ.get(DEADLINE_ENV, "").strip()
    try:
        value = float(text) if text else DEFAULT_DEADLINE_S
    except ValueError:
        value = DEFAULT_DEADLINE_S
    if not math.isfinite(value) or value <= 0:  # inf, nan: "no deadline" is not a deadline
        return DEFAULT_DEADLINE_S
    return min(value, MAX_DEADLINE_S)


def read_body(resp: http.client.HTTPResponse, limit: int, what: str) -> bytes:
    """At most `limit` bytes of a response body (TooLarge past it, whatever it claimed)."""
    data = resp.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{what} sent more than {limit:,} bytes; refusing to read on")
    return data


class _Watch:
    """The sockets of one request, shut down by the watchdog when the deadline passes."""

    def __init__(self) -> None:
        self.sockets: list[socket.socket] = []
        self.expired = False
        self.lock = threading.Lock()

    def add(self, sock: socket.socket) -> None:
        with self.lock:
            self.sockets.append(sock)
            if self.expired:
                _shut(sock)

    def expire(self) -> None:
        with self.lock:
            self.expired = True
            for sock in self.sockets:
                _shut(sock)


def _shut(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_RDWR)


def _register(conn: http.client.HTTPConnection) -> None:
    watch = getattr(_local, "watch", None)
    if watch is not None and conn.sock is not None:
        watch.add(conn.sock)


class _HTTPConnection(http.client.HTTPConnection):
    def connect(self) -> None:
        super().connect()
        _register(self)


class _HTTPSConnection(http.client.HTTPSConnection):
    def connect(self) -> None:
        super().connect()
        _register(self)


class _HTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_HTTPConnection, req)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        # `_context` is what HTTPSHandler.__init__ kept (private: typeshed does not list it)
        context = getattr(self, "_context", None)
        return self.do_open(_HTTPSConnection, req, context=context)


_OPENER = urllib.request.build_opener(_HTTPHandler, _HTTPSHandler)


@contextlib.contextmanager
def within(seconds: float, what: str) -> Iterator[None]:
    """Run the requests made inside (from this thread) under one overall deadline."""
    watch = _Watch()
    timer = threading.Timer(seconds, watch.expire)
    timer.daemon = True
    previous = getattr(_local, "watch", None)
    _local.watch = watch
    timer.start()
    try:
        yield
    except Exception as exc:  # whatever the reader made of a shut-down socket
        if watch.expired:
            raise _exceeded(seconds, what) from exc
        raise
    finally:
        timer.cancel()
        _local.watch = previous
    if watch.expired:  # a shut-down socket may read as a clean end of file
        raise _exceeded(seconds, what)


def _exceeded(seconds: float, what: str) -> DeadlineExceeded:
    return DeadlineExceeded(
        f"{what} did not complete within {seconds:g} s (the overall deadline, "
        f"{DEADLINE_ENV} to change it)"
    )


def urlopen(req: urllib.request.Request, *, timeout: float) -> http.client.HTTPResponse:
    """`urllib.request.urlopen` whose sockets the enclosing `within` can shut down."""
    # http(s) URLs only (the index and its files): the handlers above answer an HTTPResponse
    response: http.client.HTTPResponse = _OPENER.open(req, timeout=timeout)
    return response
