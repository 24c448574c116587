"""`spec-compat cache info|prune|clear` on a cache made in a temporary folder (never the user's).

Prune keeps what a supported release, a default consumer or the development corpus needs, and
what the current code made; it removes the rest. Clear removes every kind spec-compat writes and
nothing else; neither follows a symlink out of the cache.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from compat import cli
from compat.corpus import CORPUS
from probes import current_cache_tags

KEPT = [
    "files/vllm/vllm-0.25.1.tar.gz",
    "files/vllm/vllm-0.15.1-cp38-abi3-manylinux1_x86_64.whl",
    "files/speculators/speculators-0.4.0.1-py3-none-any.whl",
    "src/vllm-0.25.1/vllm/__init__.py",
    "src/hs-connectors-0.9.0/hs_connectors/__init__.py",
    "index/simple/vllm.json",
    "tracebacks/20261201T000000-1.txt",
    "files/vllm/vllm-0.25.1.tar.gz.part",  # not a release file name: left alone
]
STALE = [
    "files/vllm/vllm-0.10.0.tar.gz",  # older than the supported range
    "files/speculators/speculators-0.0.9-py3-none-any.whl",  # not a default consumer
    "files/foo/foo-1.0.tar.gz",  # no supported release needs it
    "src/vllm-0.10.0/vllm/__init__.py",
    "modules/0123456789abcdef01234567/ab/x.json",  # made by other code
    "usages/0123-oldtag.json",
    "server-usages/0123-oldtag.json",
]


@pytest.fixture
def cache(tmp_path: Path, monkeypatch) -> tuple[Path, list[str]]:
    root = tmp_path / "cache"
    tags = current_cache_tags()
    corpus = CORPUS[0]
    name = corpus.name.replace("-", "_")
    kept = [
        *KEPT,
        f"modules/{tags['modules']}/ab/x.json",
        f"usages/0123-{tags['usages']}.json",
        f"server-usages/0123-{tags['server-usages']}.json",
        f"files/{corpus.name}/{name}-{corpus.version}-py3-none-any.whl",
    ]
    for rel in [*kept, *STALE]:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(b"x" * 1000)
    (root / "mine.txt").write_text("not spec-compat's")
    outside = tmp_path / "outside.tar.gz"
    outside.write_text("keep me")
    (root / "files" / "vllm" / "vllm-0.9.0.tar.gz").symlink_to("../../../outside.tar.gz")
    assert (root / "files" / "vllm" / "vllm-0.9.0.tar.gz").read_text() == "keep me"
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(root))
    return root, kept


def files(root: Path) -> set[str]:
    return {
        p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() or p.is_symlink()
    }


def test_info_gives_the_size_of_each_kind_and_what_prune_would_free(cache, capsys):
    root, _ = cache
    assert cli.main(["cache", "info"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"cache: {root} (move it with SPEC_COMPAT_CACHE or XDG_CACHE_HOME)")
    rows = {line.split()[0]: line.split()[1:4] for line in out.splitlines()[1:-1]}
    assert rows["files"] == ["8.0", "kB", "9"]  # 8 files of 1000 bytes and a 23-byte link
    assert rows["modules"] == ["2.0", "kB", "2"] and rows["other"] == ["17", "B", "1"]
    assert "`spec-compat cache prune` would free 7.0 kB (8 entries)" in out.splitlines()[-1]


def test_prune_removes_only_what_no_supported_release_needs(cache, tmp_path, capsys):
    cache, kept = cache
    before = files(cache)
    assert cli.main(["cache", "prune", "--dry-run"]) == 0
    assert files(cache) == before  # a dry run removes nothing
    assert cli.main(["cache", "prune"]) == 0
    left = files(cache)
    assert left == {*kept, "mine.txt"}
    assert (tmp_path / "outside.tar.gz").read_text() == "keep me"  # the link went, not its target
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert "freed 7.0 kB (8 entries)" in last


def test_clear_removes_every_kind_and_nothing_else(cache, capsys):
    cache, _ = cache
    assert cli.main(["cache", "clear"]) == 0
    assert files(cache) == {"mine.txt"}
    assert sorted(p.name for p in cache.iterdir()) == ["mine.txt"]
