"""The on-disk cache of parsed vLLM modules and tree indexes (`probes.views.module_cache`).

Small temp trees, no network (except the last test, on a real release). The cache must
answer exactly what a fresh parse answers, reuse a file's parse across trees, never trust
a bad entry, never follow a symlink and never write outside its folder.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from probes import releases
from probes.views import module_cache, modules
from probes.views.modules import read_module
from probes.views.static import static_view_from_tree

MODULE = '''\
"""A module with what ModuleData keeps."""
from dataclasses import dataclass, field, InitVar
from typing import ClassVar

from .helpers import *  # noqa
from vllm.other import Thing as Alias

__all__ = ["Config", "run"]

MODULE_ATTRS = {"Lazy": ".lazy:Lazy"}


def __getattr__(name):
    raise AttributeError(name)


@dataclass(kw_only=True)
class Config:
    size: int
    name: str = "x"
    items: list = field(default_factory=list)
    scale: InitVar[float] = 1.0
    limit: ClassVar[int] = 3

    def run(self, a, /, b, *args, c=1, **kw) -> int:
        return a

    @property
    def total(self):
        return self.size


async def run(x, y=2):
    return x


LONG = (
    1,
    2,
)
'''


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    """The tool's cache folder in a temp dir; the module cache in its default place inside."""
    user = tmp_path / "user-cache"
    monkeypatch.setenv("SPEC_COMPAT_CACHE", str(user))
    monkeypatch.delenv(module_cache.ENV, raising=False)
    module_cache.forget()
    yield user / "modules"
    module_cache.forget()


def _tree(base: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return base


def _small_tree(base: Path, module: str = MODULE) -> Path:
    return _tree(
        base,
        {
            "vllm/__init__.py": "from vllm.mod import Config\n",
            "vllm/mod.py": module,
            "vllm/helpers.py": "def helper():\n    pass\n",
            "vllm/sub/__init__.py": "class Moved:\n    pass\n",
        },
    )


def _entries(cache: Path) -> list[Path]:
    """Module entries (not indexes) in the cache."""
    return sorted(
        p for p in cache.rglob("*.json") if p.parent.name != "index" and not p.is_symlink()
    )


def _new_run() -> None:
    """Forget what this process decoded, as the next `spec-compat` run would start."""
    module_cache.forget()


def _count_parses(monkeypatch) -> list[str]:
    parsed: list[str] = []
    real = modules._parse

    def counting(name, rel, filename, raw):
        parsed.append(name)
        return real(name, rel, filename, raw)

    monkeypatch.setattr(modules, "_parse", counting)
    return parsed


def _entry_for(cache: Path, name: str) -> Path:
    found = [
        p
        for p in _entries(cache)
        if json.loads(p.read_text().split("\n", 1)[0])["key"]["name"] == name
    ]
    assert len(found) == 1, found
    return found[0]


# --- same answers -----------------------------------------------------------------------------


def test_cached_data_equals_a_fresh_parse(cache, tmp_path):
    tree = _small_tree(tmp_path / "a")
    fresh = read_module(tree, "vllm.mod", cache=False)
    stored = read_module(tree, "vllm.mod")  # parsed and written
    _new_run()
    loaded = read_module(tree, "vllm.mod")  # read back from disk
    assert fresh == stored == loaded
    assert json.dumps(fresh) == json.dumps(loaded)  # same key order too: snapshots are bytes
    assert fresh["lazy"] and fresh["star"] and fresh["all"] and "Config" in fresh["members"]
    assert _entries(cache)


def test_a_view_answers_the_same_with_and_without_the_cache(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    paths = ["vllm.Config", "vllm.mod.Config.run", "vllm.mod.run", "vllm.mod.Nope", "vllm.x.y"]

    def answers() -> list:
        view = static_view_from_tree(tree, version=None, source={"kind": "folder"})
        looked = [view.lookup(p) for p in paths]
        return [*looked, view.locate("Moved"), view.source_of("vllm.mod.Config.run")]

    monkeypatch.setenv(module_cache.ENV, "off")
    uncached = answers()
    monkeypatch.delenv(module_cache.ENV)
    assert answers() == uncached  # cold: parsed and stored
    _new_run()
    assert answers() == uncached  # warm: read back from disk
    assert answers() == uncached  # and from memory


def test_cache_off_writes_nothing(cache, tmp_path, monkeypatch):
    monkeypatch.setenv(module_cache.ENV, "off")
    tree = _small_tree(tmp_path / "a")
    view = static_view_from_tree(tree, version=None, source={})
    assert view.lookup("vllm.Config").found
    assert view.locate("Moved") == ["vllm.sub"]
    assert not cache.exists()


def test_checking_never_changes_module_data(cache, tmp_path):
    """Decoded entries are shared between views in one run: nothing may write into them."""
    import copy

    tree = _small_tree(tmp_path / "a")
    view = static_view_from_tree(tree, version=None, source={})
    names = ["vllm", "vllm.mod", "vllm.helpers", "vllm.sub"]
    before = {n: copy.deepcopy(view.modules.module(n)) for n in names}
    for path in ["vllm.Config", "vllm.mod.Config.run", "vllm.mod.Config.total", "vllm.mod.run"]:
        view.lookup(path)
        view.source_of(path)
    view.locate("Moved")
    assert {n: view.modules.module(n) for n in names} == before


# --- reuse and invalidation -------------------------------------------------------------------


def test_an_unchanged_file_is_parsed_once_across_trees(cache, tmp_path, monkeypatch):
    parsed = _count_parses(monkeypatch)
    one, two = _small_tree(tmp_path / "one"), _small_tree(tmp_path / "two")
    first = read_module(one, "vllm.mod")
    assert read_module(two, "vllm.mod") is first  # same key in this run: decoded once too
    _new_run()
    second = read_module(two, "vllm.mod")
    assert parsed == ["vllm.mod"]
    assert first == second
    assert len(_entries(cache)) == 1


def test_a_changed_file_is_parsed_again(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    before = read_module(tree, "vllm.mod")
    path = tree / "vllm" / "mod.py"
    stat = path.stat()
    # Same size and same mtime: only the content says it changed.
    changed = MODULE.replace("def run(self, a,", "def ran(self, a,")
    assert len(changed) == len(MODULE)
    path.write_text(changed, encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    parsed = _count_parses(monkeypatch)
    after = read_module(tree, "vllm.mod")
    assert parsed == ["vllm.mod"]
    assert "ran" in after["members"]["Config"]["m"] and "run" in before["members"]["Config"]["m"]
    assert after == read_module(tree, "vllm.mod", cache=False)


def test_same_bytes_under_another_name_or_path_is_another_entry(cache, tmp_path):
    tree = _tree(
        tmp_path / "a",
        {"vllm/__init__.py": "", "vllm/a.py": MODULE, "vllm/b/__init__.py": MODULE},
    )
    a, b = read_module(tree, "vllm.a"), read_module(tree, "vllm.b")
    assert (a["name"], a["file"]) == ("vllm.a", "vllm/a.py")
    assert (b["name"], b["file"]) == ("vllm.b", "vllm/b/__init__.py")
    assert len(_entries(cache)) == 2


def test_another_cache_format_is_not_read(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    read_module(tree, "vllm.mod")
    monkeypatch.setattr(module_cache, "_format", "0" * 24)  # as if griffe or our code changed
    parsed = _count_parses(monkeypatch)
    read_module(tree, "vllm.mod")
    assert parsed == ["vllm.mod"]


# --- bad entries ------------------------------------------------------------------------------


def _forge(entry: Path, data: dict) -> str:
    """A well-formed entry with the same key and other data (what a stale or forged one is)."""
    header = json.loads(entry.read_text().split("\n", 1)[0])
    body = json.dumps(data)
    header["sha256"] = hashlib.sha256(body.encode()).hexdigest()
    return json.dumps(header) + "\n" + body


CORRUPTIONS = {
    "empty": lambda text: "",
    "truncated": lambda text: text[: len(text) // 2],
    "garbage": lambda text: "\x00\xff not json at all",
    "no header line": lambda text: text.split("\n", 1)[1],
    "body changed": lambda text: text.replace('"Config"', '"Configx"', 1),
    "other key": lambda text: text.replace('"name": "vllm.mod"', '"name": "vllm.other"', 1),
    "a JSON list": lambda text: "[1, 2]\n[]",
}


@pytest.mark.parametrize("corrupt", CORRUPTIONS, ids=list(CORRUPTIONS))
def test_a_corrupt_entry_is_rebuilt_never_trusted(cache, tmp_path, monkeypatch, corrupt):
    tree = _small_tree(tmp_path / "a")
    good = read_module(tree, "vllm.mod")
    entry = _entry_for(cache, "vllm.mod")
    entry.write_text(CORRUPTIONS[corrupt](entry.read_text()), encoding="utf-8", errors="replace")
    _new_run()
    parsed = _count_parses(monkeypatch)
    assert read_module(tree, "vllm.mod") == good
    assert parsed == ["vllm.mod"]
    _new_run()
    assert read_module(tree, "vllm.mod") == good  # rewritten: read back, not parsed again
    assert parsed == ["vllm.mod"]


def test_an_entry_that_is_a_symlink_is_not_followed(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    good = read_module(tree, "vllm.mod")
    entry = _entry_for(cache, "vllm.mod")
    outside = tmp_path / "outside.json"
    forged = _forge(entry, {**good, "members": {}})
    outside.write_text(forged)
    entry.unlink()
    entry.symlink_to(outside)
    _new_run()
    parsed = _count_parses(monkeypatch)
    assert read_module(tree, "vllm.mod") == good
    assert parsed == ["vllm.mod"]
    assert entry.is_file() and not entry.is_symlink()  # replaced by a plain entry
    assert outside.read_text() == forged  # the link's target is untouched


def test_a_symlinked_cache_folder_is_neither_read_nor_written(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    good = read_module(tree, "vllm.mod")
    entry = _entry_for(cache, "vllm.mod")
    fan_out = entry.parent
    elsewhere = tmp_path / "elsewhere"
    fan_out.rename(elsewhere)
    (elsewhere / entry.name).write_text(_forge(elsewhere / entry.name, {**good, "members": {}}))
    fan_out.symlink_to(elsewhere, target_is_directory=True)
    before = sorted(p.name for p in elsewhere.iterdir())
    parsed = _count_parses(monkeypatch)
    for _ in range(2):
        _new_run()
        assert read_module(tree, "vllm.mod") == good
    assert parsed == ["vllm.mod", "vllm.mod"]  # no cache through the link: parsed each run
    assert sorted(p.name for p in elsewhere.iterdir()) == before  # nothing written there


def test_an_entry_that_is_a_folder_or_a_fifo_is_ignored(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "a")
    good = read_module(tree, "vllm.mod")
    entry = _entry_for(cache, "vllm.mod")
    entry.unlink()
    entry.mkdir()
    (entry / "keep").write_text("x")
    _new_run()
    assert read_module(tree, "vllm.mod") == good
    assert (entry / "keep").read_text() == "x"  # a folder is left alone
    (entry / "keep").unlink()
    entry.rmdir()
    os.mkfifo(entry)
    _new_run()
    assert read_module(tree, "vllm.mod") == good  # never blocks on a FIFO


def test_an_unwritable_cache_costs_only_the_speed_up(cache, tmp_path, monkeypatch):
    cache.parent.mkdir(parents=True)
    cache.write_text("a file where the cache folder should be")
    tree = _small_tree(tmp_path / "a")
    assert read_module(tree, "vllm.mod") == read_module(tree, "vllm.mod", cache=False)
    assert cache.read_text() == "a file where the cache folder should be"


# --- concurrency ------------------------------------------------------------------------------


def _writer(path: str, key: dict, value: dict, rounds: int) -> None:
    for _ in range(rounds):
        module_cache._store(Path(path), key, value)


def _reader(path: str, key: dict, value: dict, rounds: int, out) -> None:
    seen = {"none": 0, "equal": 0, "other": 0, "discarded": 0}

    def discard(path: Path) -> None:  # in this child process only: a half entry would land here
        seen["discarded"] += 1

    module_cache._discard = discard
    for _ in range(rounds):
        got = module_cache._load(Path(path), key)
        seen["none" if got is None else "equal" if got == value else "other"] += 1
    out.put(seen)


def test_concurrent_writers_and_readers_never_see_half_an_entry(cache, tmp_path):
    path = cache / "f" / "ab" / "entry.json"
    key = {"format": "f", "name": "vllm.big", "file": "vllm/big.py", "sha256": "0" * 64}
    value = {
        "name": "vllm.big",
        "members": {f"m{i}": {"k": "attribute", "l": i} for i in range(40000)},
    }
    module_cache._store(path, key, value)  # then replaced while read: never absent, never half
    ctx = multiprocessing.get_context("fork")
    out = ctx.Queue()
    procs = [ctx.Process(target=_writer, args=(str(path), key, value, 15)) for _ in range(3)]
    procs += [ctx.Process(target=_reader, args=(str(path), key, value, 60, out)) for _ in range(2)]
    for proc in procs:
        proc.start()
    seen = [out.get(timeout=120) for _ in range(2)]
    for proc in procs:
        proc.join(timeout=120)
        assert proc.exitcode == 0
    assert all(s["none"] == s["other"] == s["discarded"] == 0 for s in seen), seen
    assert all(s["equal"] == 60 for s in seen)
    assert module_cache._load(path, key) == value
    assert [p.name for p in path.parent.iterdir()] == ["entry.json"]  # no temp files left


# --- the index --------------------------------------------------------------------------------


def _release_tree(cache: Path, version: str) -> Path:
    """A tree laid out as `releases.source_tree` leaves one, provenance written last."""
    tree = _small_tree(releases.cache_dir() / "src" / f"vllm-{version}")
    prov = {"project": "vllm", "version": version, "file": f"vllm-{version}.tar.gz"}
    prov |= {"sha256": hashlib.sha256(version.encode()).hexdigest(), "kind": "sdist"}
    (tree / ".provenance").mkdir()
    (tree / ".provenance" / "vllm.json").write_text(json.dumps(prov))
    return tree


def _forbid_building(monkeypatch) -> None:
    def fail(tree):
        raise AssertionError(f"index of {tree} built again")

    monkeypatch.setattr(module_cache, "build_index", fail)


def test_a_release_trees_index_is_stored_by_its_provenance(cache, monkeypatch):
    tree = _release_tree(cache, "9.9.9")
    built = module_cache.build_index(tree)
    assert module_cache.tree_index(tree) == built
    assert built["Moved"] == "vllm.sub" and built["helper"] == "vllm.helpers"
    _forbid_building(monkeypatch)
    assert module_cache.tree_index(tree) == built
    view = static_view_from_tree(tree, version="9.9.9", source={})
    assert view.locate("Config") == ["vllm.mod"]


def test_a_folders_index_is_stored_by_its_files_stat(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "checkout")
    old = time.time() - 3600
    for path in (tree / "vllm").rglob("*.py"):
        os.utime(path, (old, old))
    built = module_cache.tree_index(tree)
    real_build = module_cache.build_index
    _forbid_building(monkeypatch)
    assert module_cache.tree_index(tree) == built  # stored: not built again
    (tree / "vllm" / "helpers.py").write_text(
        "def helper():\n    pass\n\n\ndef added():\n    pass\n"
    )
    monkeypatch.setattr(module_cache, "build_index", real_build)
    assert module_cache.tree_index(tree)["added"] == "vllm.helpers"


def test_a_folder_with_a_fresh_file_is_not_stored(cache, tmp_path, monkeypatch):
    tree = _small_tree(tmp_path / "checkout")  # written just now: could change in the same tick
    module_cache.tree_index(tree)
    assert not (cache / module_cache.format_tag() / "index").exists()


def test_a_corrupt_index_is_rebuilt(cache):
    tree = _release_tree(cache, "9.9.8")
    built = module_cache.tree_index(tree)
    [stored] = (cache / module_cache.format_tag() / "index").iterdir()
    stored.write_text(stored.read_text()[:-20])
    assert module_cache.tree_index(tree) == built
    assert module_cache.tree_index(tree) == built


# --- a real release ---------------------------------------------------------------------------

REAL_MODULES = (
    "vllm",
    "vllm.v1.request",
    "vllm.v1.core.sched.scheduler",
    "vllm.v1.core.kv_cache_utils",
    "vllm.config.scheduler",
    "vllm.distributed.kv_transfer.kv_connector.v1.base",
    "vllm.v1.executor.multiproc_executor",
)


@pytest.mark.network
def test_real_release_modules_and_index_are_the_same_cached(tmp_path, monkeypatch):
    tree = releases.source_tree("vllm", "0.25.1").root  # from the user cache once extracted
    monkeypatch.setenv(module_cache.ENV, str(tmp_path / "modules"))
    module_cache.forget()
    for name in REAL_MODULES:
        fresh = read_module(tree, name, cache=False)
        assert fresh is not None, name
        assert read_module(tree, name) == fresh  # parsed and stored
        loaded = read_module(tree, name)  # read back
        assert json.dumps(loaded) == json.dumps(fresh), name
    index = module_cache.tree_index(tree)
    assert module_cache.tree_index(tree) == index == module_cache.build_index(tree)
    module_cache.forget()


def test_the_format_covers_the_code_that_makes_module_data():
    names = {p.name for p in module_cache.code_files()}
    assert {"modules.py", "module_cache.py", "api.py"} <= names
    assert "releases.py" not in names  # the cache's own helpers decide no entry's content
