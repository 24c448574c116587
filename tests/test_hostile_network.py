"""Attacks through the network: an index or file server that drips one byte at a time.

Each read gets a byte before its timeout, so a timeout per read never fires; before the fix
such a server was waited on forever. Every request now has an overall deadline: the fetch
fails with one line (OfflineError, exit 2 at the CLI) soon after it, and nothing is left in
the cache.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from probes import netio, releases, zipremote
from probes.releases import OfflineError
from tests.test_releases import PKG, PROJECT, make_sdist

DRIP_S = 0.25  # one byte this often: far inside the 1 s per-read timeout
DEADLINE_S = 2.0
BODY = make_sdist("1.0.0", {f"{PKG}/__init__.py": b"x = 1\n" * 200})


def _page(base: str) -> bytes:
    entry = {
        "filename": f"{PKG}-1.0.0.tar.gz",
        "url": f"{base}/files/{PKG}-1.0.0.tar.gz",
        "hashes": {"sha256": hashlib.sha256(BODY).hexdigest()},
        "size": len(BODY),
    }
    return json.dumps({"meta": {"api-version": "1.1"}, "files": [entry]}).encode()


class Dripper(BaseHTTPRequestHandler):
    """`/drip-headers/...` drips its status line; `/drip-body/...` its body; else answers."""

    protocol_version = "HTTP/1.0"

    def log_message(self, *args) -> None:
        pass

    def do_GET(self) -> None:
        base = f"http://127.0.0.1:{self.server.server_address[1]}/{self.path.split('/')[1]}"
        body = _page(base) if "/simple/" in self.path else BODY
        try:
            if self.path.startswith("/drip-headers/"):
                self._drip(b"HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n" * 50)
                return
            ctype = releases.ACCEPT if "/simple/" in self.path else "application/octet-stream"
            ranged = self.headers.get("Range") is not None
            self.send_response(206 if ranged else 200)
            if ranged:  # the whole body, as a range of itself
                self.send_header("Content-Range", f"bytes 0-{len(body) - 1}/{len(body)}")
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.path.startswith("/drip-body/") and self._drips_here():
                self._drip(body)
            else:
                self.wfile.write(body)
        except OSError:  # the client gave up: what it should do
            return

    def _drips_here(self) -> bool:
        return (self.server.drip == "files") == ("/files/" in self.path)  # type: ignore[attr-defined]

    def _drip(self, data: bytes) -> None:
        for i in range(len(data)):
            self.wfile.write(data[i : i + 1])
            self.wfile.flush()
            time.sleep(DRIP_S)


@pytest.fixture
def dripper(monkeypatch, tmp_path: Path) -> Iterator[ThreadingHTTPServer]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Dripper)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv(netio.DEADLINE_ENV, str(DEADLINE_S))
    monkeypatch.setattr(releases, "TIMEOUT_S", 1.0)
    yield server
    server.shutdown()
    server.server_close()


def _index(monkeypatch, server, mode: str, drip: str) -> None:
    """The index under /<mode>/; `drip` says whether its page or the files drip."""
    server.drip = drip
    monkeypatch.setenv(
        "SPEC_COMPAT_INDEX_URL", f"http://127.0.0.1:{server.server_port}/{mode}/simple/"
    )


def _cache_files() -> list[Path]:
    root = releases.cache_dir()
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


@pytest.mark.parametrize(
    ("mode", "drip"),
    [("drip-body", "index"), ("drip-headers", "index"), ("drip-body", "files")],
    ids=["index-body", "index-headers", "download-body"],
)
def test_dripping_server_is_given_up_at_the_deadline(monkeypatch, dripper, mode, drip) -> None:
    _index(monkeypatch, dripper, mode, drip)
    start = time.monotonic()
    with pytest.raises(OfflineError, match=r"did not complete within 2 s"):
        releases.fetch_artifact(PROJECT, "1.0.0")
    assert time.monotonic() - start < DEADLINE_S + 3 * releases.TIMEOUT_S
    assert not [p for p in _cache_files() if p.parent.name == PROJECT]


def test_range_reads_have_a_deadline_too(dripper, monkeypatch) -> None:
    dripper.drip = "files"
    url = f"http://127.0.0.1:{dripper.server_port}/drip-body/files/x.whl"
    start = time.monotonic()
    with pytest.raises(netio.DeadlineExceeded):
        zipremote.HttpRangeFile(url, timeout=1.0)
    assert time.monotonic() - start < DEADLINE_S + 3


def test_deadline_setting_falls_back_when_not_a_positive_number(monkeypatch) -> None:
    for text, expected in (("5", 5.0), ("0.5", 0.5), ("", 900.0), ("-1", 900.0), ("x", 900.0)):
        monkeypatch.setenv(netio.DEADLINE_ENV, text)
        assert netio.deadline_s() == expected
