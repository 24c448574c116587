"""The hook call sites of a method are parsed once per source text: a method that is the same
in many releases (or classes) is parsed once, and each keeps its own file:line evidence; on
disk, a warm run parses none, and an entry of another shape is parsed again."""

from __future__ import annotations

import ast

from probes import call_sites
from probes.api import ApiObject
from probes.views import content_cache, module_cache

SOURCE = "    def run(self):\n        x = 1\n        self.hook(a, b=x)\n        self.other()\n"


def test_same_source_in_two_places_is_parsed_once_with_each_place_kept(monkeypatch) -> None:
    parsed: list[str] = []
    real = ast.parse

    def counting(text: str, *args: object, **kwargs: object) -> ast.Module:
        parsed.append(text)
        return real(text)

    monkeypatch.setenv(module_cache.ENV, "off")  # in memory only
    monkeypatch.setattr(call_sites, "_PARSED", {})
    monkeypatch.setattr(call_sites.ast, "parse", counting)
    old = ApiObject(path="vllm.a.B.run", kind="function", file="vllm/a.py", line=10)
    new = ApiObject(path="vllm.b.B.run", kind="function", file="vllm/b.py", line=40)
    first = call_sites._calls_in(SOURCE, "run", old)
    second = call_sites._calls_in(SOURCE, "run", new)
    assert len(parsed) == 1
    assert [(name, site.evidence) for name, site in first] == [
        ("hook", "vllm/a.py:12"),
        ("other", "vllm/a.py:13"),
    ]
    assert [(name, site.evidence) for name, site in second] == [
        ("hook", "vllm/b.py:42"),
        ("other", "vllm/b.py:43"),
    ]
    assert first[0][1].call.positional == 1 and first[0][1].call.keywords == ("b",)


def test_unparsable_source_has_no_sites() -> None:
    member = ApiObject(path="vllm.a.B.run", kind="function", file="vllm/a.py", line=1)
    assert call_sites._calls_in("def run(self:\n", "run", member) == []


def test_kept_on_disk_a_warm_run_parses_none_and_a_foreign_entry_is_parsed(
    monkeypatch, tmp_path
) -> None:
    parsed: list[str] = []
    real = ast.parse

    def counting(text: str, *args: object, **kwargs: object) -> ast.Module:
        parsed.append(text)
        return real(text)

    monkeypatch.setenv(module_cache.ENV, str(tmp_path / "modules"))
    monkeypatch.setattr(call_sites.ast, "parse", counting)
    monkeypatch.setattr(call_sites, "_PARSED", {})
    cold = call_sites._self_calls(SOURCE)
    assert len(parsed) == 1
    monkeypatch.setattr(call_sites, "_PARSED", {})  # a new run: the disk entry answers
    assert call_sites._self_calls(SOURCE) == cold and len(parsed) == 1
    assert [name for name, _, _ in cold] == ["hook", "other"]
    raw = SOURCE.encode()
    what = f"self-calls/{call_sites._CODE}"
    for foreign in ({"not": "rows"}, [["hook", "x", 1, [], False, False]], [[1, 2]]):
        monkeypatch.setattr(call_sites, "_PARSED", {})
        monkeypatch.setattr(call_sites, "content_cached", lambda w, r, b, f=foreign: f)
        assert call_sites._self_calls(SOURCE) == cold
    assert len(parsed) == 4
    assert content_cache.content_cached(what, raw, lambda: None) is not None
