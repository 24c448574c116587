"""probes.releases against a tiny PEP 691 index served on 127.0.0.1 (one real PyPI test)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import socket
import tarfile
import threading
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from probes import releases
from probes.releases import OfflineError, ReleaseError

PROJECT = "demo-pkg"
PKG = "demo_pkg"
SDIST_PY = {
    f"{PKG}/__init__.py": b"from demo_pkg.sub.mod import f\n",
    f"{PKG}/sub/__init__.py": b"",
    f"{PKG}/sub/mod.py": b"def f(x, *, y=1):\n    return x + y\n",
    f"{PKG}/types.pyi": b"def g() -> int: ...\n",
}
SDIST_OTHER = {
    f"{PKG}/data.json": b"{}",
    "tests/test_demo.py": b"def test(): pass\n",
    "setup.py": b"from setuptools import setup\n",
}
WHEEL_PY = {
    f"{PKG}/__init__.py": b"VERSION = '0.15.1'\n",
    f"{PKG}/layers/__init__.py": b"",
    f"{PKG}/layers/attn.py": b"class Attention:\n    def forward(self, q, k, v): ...\n" * 50,
    f"{PKG}/zz_last.py": b"LAST = True\n",
}


@dataclass
class Route:
    body: bytes
    ctype: str = "application/octet-stream"
    ranges: bool = True  # honour Range headers
    cut_at: int | None = None  # announce the full length, send this many bytes, hang up
    stall_s: float = 0.0  # sleep after the partial body (a stalled connection)


@dataclass
class Index:
    """A PEP 691 index in a thread; `log` records (path, Range header, bytes sent)."""

    base: str
    routes: dict[str, Route] = field(default_factory=dict)
    log: list[tuple[str, str | None, int]] = field(default_factory=list)

    def publish(self, project: str, files: list[dict], versions: list[str] | None = None) -> None:
        """files: {"filename", "body", optional "sha256", "yanked", "omit_size", Route options}."""
        entries = []
        for spec in files:
            name, body = spec["filename"], spec["body"]
            opts = {k: spec[k] for k in ("ranges", "cut_at", "stall_s") if k in spec}
            self.routes[f"/files/{name}"] = Route(body, **opts)
            entries.append(
                {
                    "filename": name,
                    "url": f"../../files/{name}",  # relative, as PEP 691 allows
                    "hashes": {"sha256": spec.get("sha256", _sha(body))},
                    "yanked": spec.get("yanked", False),
                }
            )
            if not spec.get("omit_size"):
                entries[-1]["size"] = len(body)
        page = {"meta": {"api-version": "1.1"}, "name": project, "files": entries}
        if versions is not None:
            page["versions"] = versions
        self.routes[f"/simple/{project}/"] = Route(json.dumps(page).encode(), releases.ACCEPT)

    def hits(self, prefix: str) -> list[tuple[str, str | None, int]]:
        return [entry for entry in self.log if entry[0].startswith(prefix)]


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _handler(index: Index) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def do_GET(self) -> None:
            route = index.routes.get(self.path)
            rng = self.headers.get("Range")
            if route is None:
                index.log.append((self.path, rng, 0))
                self.send_error(404)
                return
            body, status, extra = route.body, 200, {}
            match = re.fullmatch(r"bytes=(\d*)-(\d*)", rng or "")
            if match and route.ranges:
                first, last = match.groups()
                size = len(body)
                start = size - int(last) if not first else int(first)
                end = size - 1 if not first or not last else min(int(last), size - 1)
                start = max(start, 0)
                body, status = body[start : end + 1], 206
                extra["Content-Range"] = f"bytes {start}-{end}/{size}"
            self.send_response(status)
            self.send_header("Content-Type", route.ctype)
            self.send_header("Content-Length", str(len(body)))
            for key, value in extra.items():
                self.send_header(key, value)
            self.end_headers()
            sent = body if route.cut_at is None else body[: route.cut_at]
            index.log.append((self.path, rng, len(sent)))  # before the client can see it
            self.wfile.write(sent)
            if route.cut_at is not None:
                self.wfile.flush()
                time.sleep(route.stall_s)
                self.close_connection = True

    return Handler


@pytest.fixture
def index(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Index]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), None)  # type: ignore[arg-type]
    idx = Index(base=f"http://127.0.0.1:{server.server_address[1]}")
    server.RequestHandlerClass = _handler(idx)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    monkeypatch.setenv("SPEC_COMPAT_INDEX_URL", f"{idx.base}/simple/")
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    yield idx
    server.shutdown()
    server.server_close()


def make_sdist(version: str, files: dict[str, bytes], *, layout: str = "") -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tf:
        for rel, data in files.items():
            info = tarfile.TarInfo(f"{PKG}-{version}/{layout}{rel}")
            info.size = len(data)
            tf.addfile(info, io.BytesIO(data))
    return buf.getvalue()


def make_wheel(version: str, *, blob: int = 3 * 1024 * 1024) -> bytes:
    """A wheel whose Python files sit on both sides of a big, incompressible binary."""
    buf = io.BytesIO()
    members = list(WHEEL_PY.items())
    binary = (f"{PKG}/_C.abi3.so", os.urandom(blob))
    ordered = [*members[:2], binary, *members[2:]]
    ordered.append((f"{PKG}-{version}.dist-info/METADATA", b"Name: demo-pkg\n"))
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in ordered:
            zf.writestr(name, data)
    return buf.getvalue()


def sdist_entry(version: str, **extra) -> dict:
    body = make_sdist(version, {**SDIST_PY, **SDIST_OTHER})
    return {"filename": f"{PKG}-{version}.tar.gz", "body": body, **extra}


def cached_files() -> list[Path]:
    root = releases.cache_dir() / "files"
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def publish_demo(index: Index) -> None:
    index.publish(
        PROJECT,
        [
            sdist_entry("0.9.0"),
            sdist_entry("0.10.0"),
            sdist_entry("0.2.0"),
            sdist_entry("1.0.0rc1"),
            sdist_entry("0.11.0", yanked="broken"),
            sdist_entry("0.12.0", yanked=True),
            {"filename": f"{PKG}-0.12.0-py3-none-any.whl", "body": make_wheel("0.12.0")},
        ],
        versions=["0.2.0", "0.9.0", "0.10.0", "0.11.0", "0.12.0", "1.0.0rc1"],
    )


# --- versions ---------------------------------------------------------------------------------


def test_versions_sorted_without_yanked_or_prereleases(index: Index) -> None:
    publish_demo(index)
    # 0.11.0 has only yanked files; 0.12.0 keeps a non-yanked wheel.
    assert releases.project_versions(PROJECT) == ["0.2.0", "0.9.0", "0.10.0", "0.12.0"]
    assert releases.project_versions("Demo_Pkg", prereleases=True)[-1] == "1.0.0rc1"
    assert releases.newest_version(PROJECT) == "0.12.0"
    assert releases.newest_version(PROJECT, prereleases=True) == "1.0.0rc1"


def test_index_is_cached_briefly_then_refetched(index: Index, monkeypatch) -> None:
    publish_demo(index)
    releases.project_versions(PROJECT)
    releases.project_versions(PROJECT)
    assert len(index.hits("/simple/")) == 1
    monkeypatch.setattr(releases, "INDEX_TTL_S", 0.0)
    releases.project_versions(PROJECT)
    assert len(index.hits("/simple/")) == 2


def test_newest_without_finals_says_how_to_get_prereleases(index: Index) -> None:
    index.publish(PROJECT, [sdist_entry("2.0.0b1")])
    with pytest.raises(ReleaseError, match="prereleases=True"):
        releases.newest_version(PROJECT)


def test_unknown_version_names_project_and_nearest(index: Index) -> None:
    publish_demo(index)
    with pytest.raises(ReleaseError) as err:
        releases.fetch_artifact(PROJECT, "0.10.5")
    msg = str(err.value)
    assert "demo-pkg 0.10.5" in msg
    assert "nearest: 0.9.0, 0.10.0, 0.12.0" in msg
    assert "newest: 0.12.0" in msg
    assert "\n" not in msg


def test_unknown_project_and_invalid_version(index: Index) -> None:
    publish_demo(index)
    with pytest.raises(ReleaseError, match="'no-such' is not on the index"):
        releases.project_versions("no-such")
    with pytest.raises(ReleaseError, match="not a valid version"):
        releases.fetch_artifact(PROJECT, "latest")


def test_html_index_is_rejected(index: Index) -> None:
    index.routes[f"/simple/{PROJECT}/"] = Route(b"<html></html>", "text/html")
    with pytest.raises(ReleaseError, match="did not answer PEP 691 JSON"):
        releases.project_versions(PROJECT)


# --- downloads --------------------------------------------------------------------------------


def test_fetch_verifies_caches_and_reuses_offline(index: Index) -> None:
    publish_demo(index)
    art = releases.fetch_artifact(PROJECT, "0.10.0")
    body = index.routes[f"/files/{PKG}-0.10.0.tar.gz"].body
    assert (art.project, art.version, art.kind) == (PROJECT, "0.10.0", "sdist")
    assert art.path.read_bytes() == body and art.sha256 == _sha(body)
    assert cached_files() == [art.path]  # no temp file left beside it
    before = len(index.log)
    again = releases.fetch_artifact(PROJECT, "0.10.0", offline=True)
    assert again == art and len(index.log) == before


def test_sha_mismatch_raises_and_leaves_nothing(index: Index) -> None:
    index.publish(PROJECT, [sdist_entry("1.0.0", sha256="0" * 64)])
    with pytest.raises(ReleaseError, match=rf"sha256 mismatch for {PKG}-1.0.0.tar.gz") as err:
        releases.fetch_artifact(PROJECT, "1.0.0")
    assert "expected " + "0" * 64 in str(err.value)
    assert cached_files() == []


@pytest.mark.parametrize("omit_size", [False, True], ids=["size-known", "size-unknown"])
def test_interrupted_download_leaves_no_file(index: Index, omit_size: bool) -> None:
    entry = sdist_entry("1.0.0", omit_size=omit_size)
    entry["cut_at"] = len(entry["body"]) // 2
    index.publish(PROJECT, [entry])
    with pytest.raises(ReleaseError, match=r"stopped after|sha256 mismatch"):
        releases.fetch_artifact(PROJECT, "1.0.0")
    assert cached_files() == []
    with pytest.raises(OfflineError):  # and nothing usable offline either
        releases.fetch_artifact(PROJECT, "1.0.0", offline=True)


def test_stalled_download_times_out_as_offline(index: Index, monkeypatch) -> None:
    entry = sdist_entry("1.0.0")
    entry.update(cut_at=100, stall_s=3.0)
    index.publish(PROJECT, [entry])
    monkeypatch.setattr(releases, "TIMEOUT_S", 0.5)
    with pytest.raises(OfflineError, match="interrupted after 100 bytes"):
        releases.fetch_artifact(PROJECT, "1.0.0")
    assert cached_files() == []


def test_corrupt_cached_file_is_redownloaded_online_and_refused_offline(index: Index) -> None:
    publish_demo(index)
    art = releases.fetch_artifact(PROJECT, "0.9.0")
    good = art.path.read_bytes()
    art.path.write_bytes(good[:100])
    assert releases.fetch_artifact(PROJECT, "0.9.0").path.read_bytes() == good
    art.path.write_bytes(good[:100])
    with pytest.raises(OfflineError, match="corrupt"):
        releases.fetch_artifact(PROJECT, "0.9.0", offline=True)
    assert not art.path.exists()


def test_offline_with_empty_cache_never_touches_network(index: Index) -> None:
    publish_demo(index)
    with pytest.raises(OfflineError, match="not cached"):
        releases.project_versions(PROJECT, offline=True)
    with pytest.raises(OfflineError):
        releases.source_tree(PROJECT, "0.9.0", offline=True)
    assert index.log == []


def test_unreachable_index_is_offline_error(monkeypatch, tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("SPEC_COMPAT_INDEX_URL", f"http://127.0.0.1:{port}/simple")
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path))
    with pytest.raises(OfflineError, match=r"cannot reach the package index .*--offline"):
        releases.project_versions(PROJECT)


def test_wheel_choice_prefers_pure_then_manylinux_x86_64(index: Index, monkeypatch) -> None:
    names = [
        f"{PKG}-1.0-cp38-abi3-manylinux_2_31_aarch64.whl",
        f"{PKG}-1.0-cp38-abi3-manylinux_2_31_x86_64.whl",
        f"{PKG}-1.0-py3-none-any.whl",
    ]
    index.publish(PROJECT, [{"filename": n, "body": n.encode()} for n in names])
    assert releases.fetch_artifact(PROJECT, "1.0", kind="wheel").filename == names[2]
    index.publish(PROJECT, [{"filename": n, "body": n.encode()} for n in names[:2]])
    monkeypatch.setattr(releases, "INDEX_TTL_S", 0.0)
    assert releases.fetch_artifact(PROJECT, "1.0", kind="wheel").filename == names[1]
    with pytest.raises(ReleaseError, match="has no sdist"):
        releases.fetch_artifact(PROJECT, "1.0")


# --- source trees -----------------------------------------------------------------------------


def tree_files(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and ".provenance" not in p.parts
    }


@pytest.mark.parametrize("layout", ["", "src/"], ids=["flat", "src-layout"])
def test_source_tree_from_sdist_holds_only_package_python(index: Index, layout: str) -> None:
    body = make_sdist("1.0.0", {**SDIST_PY, **SDIST_OTHER}, layout=layout)
    index.publish(PROJECT, [{"filename": f"{PKG}-1.0.0.tar.gz", "body": body}])
    tree = releases.source_tree(PROJECT, "1.0.0")
    assert tree_files(tree.root) == SDIST_PY
    assert tree.root == releases.cache_dir() / "src" / "demo-pkg-1.0.0"
    assert tree.provenance == {
        "project": PROJECT,
        "version": "1.0.0",
        "file": f"{PKG}-1.0.0.tar.gz",
        "sha256": _sha(body),
        "kind": "sdist",
    }
    leftovers = [p.name for p in (releases.cache_dir() / "src").iterdir()]
    assert leftovers == ["demo-pkg-1.0.0"]
    before = len(index.log)
    assert releases.source_tree(PROJECT, "1.0.0", offline=True) == tree
    assert len(index.log) == before
    shutil.rmtree(tree.root / PKG)  # a damaged cache is rebuilt from the cached sdist
    assert tree_files(releases.source_tree(PROJECT, "1.0.0", offline=True).root) == SDIST_PY


def test_truncated_sdist_is_a_clear_error_and_no_tree(index: Index) -> None:
    body = make_sdist("1.0.0", SDIST_PY)
    cut = body[: len(body) // 2]  # the index vouches for the truncated bytes
    index.publish(PROJECT, [{"filename": f"{PKG}-1.0.0.tar.gz", "body": cut}])
    with pytest.raises(ReleaseError, match=rf"{PKG}-1.0.0.tar.gz is corrupt .*delete .* retry"):
        releases.source_tree(PROJECT, "1.0.0")
    assert [p.name for p in (releases.cache_dir() / "src").iterdir()] == ["demo-pkg-1.0.0"]
    assert list((releases.cache_dir() / "src" / "demo-pkg-1.0.0").iterdir()) == []


def test_missing_package_and_unsafe_paths_are_refused(index: Index) -> None:
    evil = make_sdist("1.0.0", {f"{PKG}/../../evil.py": b"x = 1\n"})
    index.publish(
        PROJECT,
        [sdist_entry("0.9.0"), {"filename": f"{PKG}-1.0.0.tar.gz", "body": evil}],
    )
    with pytest.raises(ReleaseError, match="no Python files of package 'nope'"):
        releases.source_tree(PROJECT, "0.9.0", package="nope")
    with pytest.raises(ReleaseError, match="unsafe path"):
        releases.source_tree(PROJECT, "1.0.0")
    assert not any(releases.cache_dir().rglob("evil.py"))


def publish_wheel_only(index: Index, *, ranges: bool = True) -> bytes:
    wheel = make_wheel("0.15.1")
    index.publish(
        PROJECT,
        [
            {
                "filename": f"{PKG}-0.15.1-cp38-abi3-manylinux_2_31_aarch64.whl",
                "body": b"not the one to pick",
            },
            {
                "filename": f"{PKG}-0.15.1-cp38-abi3-manylinux_2_31_x86_64.whl",
                "body": wheel,
                "ranges": ranges,
            },
        ],
    )
    return wheel


def test_release_without_sdist_reads_wheel_by_range_requests(index: Index) -> None:
    wheel = publish_wheel_only(index)
    tree = releases.source_tree(PROJECT, "0.15.1")
    assert tree_files(tree.root) == WHEEL_PY
    assert tree.provenance["kind"] == "wheel-range"
    assert tree.provenance["file"].endswith("x86_64.whl")
    assert tree.provenance["sha256"] == _sha(wheel)
    wheel_hits = index.hits("/files/")
    assert wheel_hits and all(rng for _, rng, _ in wheel_hits)
    assert sum(n for _, _, n in wheel_hits) < len(wheel) // 4  # the binary was skipped
    assert cached_files() == []  # nothing downloaded whole
    before = len(index.log)
    assert releases.source_tree(PROJECT, "0.15.1", offline=True) == tree
    assert len(index.log) == before


def test_wheel_without_range_support_is_downloaded_once(index: Index) -> None:
    wheel = publish_wheel_only(index, ranges=False)
    tree = releases.source_tree(PROJECT, "0.15.1")
    assert tree_files(tree.root) == WHEEL_PY
    assert tree.provenance["kind"] == "wheel"
    assert [p.read_bytes() for p in cached_files()] == [wheel]


def test_wheel_range_read_offline_without_cache_is_offline_error(index: Index) -> None:
    publish_wheel_only(index)
    releases.project_versions(PROJECT)  # index cached, wheel not
    with pytest.raises(OfflineError, match="not cached"):
        releases.source_tree(PROJECT, "0.15.1", offline=True)


# --- the real PyPI ----------------------------------------------------------------------------


@pytest.mark.network
def test_real_pypi_hs_connectors_wheel(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SPEC_COMPAT_INDEX_URL", raising=False)
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path))
    assert "0.9.0" in releases.project_versions("hs-connectors")
    art = releases.fetch_artifact("hs-connectors", "0.9.0", kind="wheel")
    assert art.filename == "hs_connectors-0.9.0-py3-none-any.whl"
    assert hashlib.sha256(art.path.read_bytes()).hexdigest() == art.sha256
    with zipfile.ZipFile(art.path) as zf:
        assert any(n.startswith("hs_connectors/") for n in zf.namelist())
