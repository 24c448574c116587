"""Extracted usages are kept by wheel sha256 and extractor code; bad entries are rebuilt."""

from __future__ import annotations

import pytest

from probes import usage_cache
from probes.api import Param, ParamKind, Signature
from probes.uses import Location, Usage, Use


@pytest.fixture(autouse=True)
def cache(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "usages"


def _usage(spec: str) -> Usage:
    use = Use("m::import:vllm#0", "import", "vllm", Location("m.py", 1), "m")
    return Usage(consumer=spec, source={"kind": "wheel"}, uses=[use])


def test_extracted_once_then_read_back(cache):
    calls = []

    def extract():
        calls.append(1)
        return _usage("pkg==1")

    first = usage_cache.cached_usage("pkg==1", "ab" * 32, extract)
    second = usage_cache.cached_usage("pkg==1", "ab" * 32, extract)
    assert calls == [1] and first.to_json() == second.to_json()
    assert len(list(cache.iterdir())) == 1


def test_corrupt_or_foreign_entry_is_rebuilt(cache):
    usage_cache.cached_usage("pkg==1", "cd" * 32, lambda: _usage("pkg==1"))
    (entry,) = cache.iterdir()
    entry.write_text("{not json")
    assert usage_cache.cached_usage("pkg==1", "cd" * 32, lambda: _usage("pkg==1")).uses
    entry.write_text('{"schema_version": 1, "consumer": "other==2", "source": {}, "uses": []}')
    rebuilt = usage_cache.cached_usage("pkg==1", "cd" * 32, lambda: _usage("pkg==1"))
    assert rebuilt.consumer == "pkg==1"


def test_symlinked_entry_is_not_followed(cache, tmp_path):
    usage_cache.cached_usage("pkg==1", "ef" * 32, lambda: _usage("pkg==1"))
    (entry,) = cache.iterdir()
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text('{"schema_version": 1, "consumer": "pkg==1", "source": {}, "uses": []}')
    entry.unlink()
    entry.symlink_to(elsewhere)
    got = usage_cache.cached_usage("pkg==1", "ef" * 32, lambda: _usage("pkg==1"))
    assert got.uses  # extracted again, not the symlink's empty usage


def test_the_key_changes_with_the_extractor_code():
    assert usage_cache.code_tag() != usage_cache.code_tag("probes.uses")
    assert usage_cache.code_tag() != usage_cache.code_tag("probes.server.consumer")


def test_server_usages_of_a_wheel_are_kept_by_its_sha256(monkeypatch, tmp_path):
    """A consumer's server uses are read from its wheel once; later runs load them."""
    from probes.server import store
    from probes.server.uses import ServerUsage

    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    wheel = tmp_path / "pkg-1-py3-none-any.whl"
    wheel.write_bytes(b"stand-in: never read on a cache hit")
    usage = _usage("pkg==1")
    usage = type(usage)(
        **{**usage.__dict__, "source": {"kind": "wheel", "path": str(wheel), "sha256": "ab" * 32}}
    )
    calls = []
    monkeypatch.setattr(store, "wheel_files", lambda p: calls.append(p) or {})
    first = store.server_usage_for(usage)
    second = store.server_usage_for(usage)
    assert isinstance(first, ServerUsage) and first.to_json() == second.to_json()
    assert len(calls) == 1, "the wheel was read again although its entry was cached"
    assert list((tmp_path / "cache" / "server-usages").glob("*.json"))


def _folder(tmp_path, text: str):
    pkg = tmp_path / "proj" / "pkg"
    pkg.mkdir(parents=True, exist_ok=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(text)
    return tmp_path / "proj"


def test_a_folder_is_extracted_once_while_its_texts_are_unchanged(monkeypatch, tmp_path, cache):
    """A folder is read every run but extracted once per content; an edit extracts again."""
    from probes.usage import sources

    calls = []
    real = sources.extract_files

    def counted(files, **kw):
        calls.append(sorted(files))
        return real(files, **kw)

    monkeypatch.setattr(sources, "extract_files", counted)
    root = _folder(tmp_path, "from vllm.config import VllmConfig\n")
    first = sources.usage_from_folder(root)
    second = sources.usage_from_folder(root)
    assert len(calls) == 1 and first.to_json() == second.to_json()
    assert [u.symbol for u in second.uses if u.kind == "import"] == ["vllm.config.VllmConfig"]
    (root / "pkg" / "mod.py").write_text("from vllm.config import ModelConfig\n")
    third = sources.usage_from_folder(root)
    assert len(calls) == 2
    assert [u.symbol for u in third.uses if u.kind == "import"] == ["vllm.config.ModelConfig"]
    # Another label for the same texts is another entry, never another consumer's usage.
    assert sources.usage_from_folder(root, consumer="other").consumer == "other"
    assert len(calls) == 3


def test_server_usages_of_a_folder_are_kept_by_its_texts(monkeypatch, tmp_path):
    from probes.server import store

    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(tmp_path / "cache"))
    root = _folder(tmp_path, "import requests\nrequests.post('http://x/v1/completions')\n")
    usage = _usage("pkg")
    usage = type(usage)(**{**usage.__dict__, "source": {"kind": "folder", "path": str(root)}})
    calls = []
    real = store._read
    monkeypatch.setattr(store, "_read", lambda *a: calls.append(1) or real(*a))
    first = store.server_usage_for(usage)
    second = store.server_usage_for(usage)
    assert len(calls) == 1 and first.to_json() == second.to_json()
    (root / "pkg" / "mod.py").write_text("x = 1\n")
    store.server_usage_for(usage)
    assert len(calls) == 2


@pytest.mark.parametrize(
    ("override", "why"),
    [
        (None, "no override"),
        (Signature(), "an override of no parameters (`def m(self)`): `[]`, kept"),
        (Signature((Param("x", ParamKind.POSITIONAL_OR_KEYWORD, False),)), "one parameter"),
    ],
)
def test_use_round_trips_its_override(override, why):
    """What the usage cache writes reads back as the same use: a zero-parameter override used
    to come back as no override, so warm runs skipped its signature check (199 of
    tpu-inference 0.32.0's 3,607 uses; 43 broken cold, 41 warm)."""
    use = Use(
        id="m::override:X.m#0",
        kind="override",
        symbol="vllm.X.m",
        location=Location("m.py", 3),
        module="m",
        override=override,
    )
    assert Use.from_json(use.to_json()) == use, why
