"""Where vLLM itself calls a hook, and with which arguments: the contract an override meets.

A declared base signature is not the call. vLLM 0.33.0 calls
`self._apply_hf_processor_main(mm_items=…, hf_kwargs=…)` by keyword although the base method
still lists them positionally; an override that renamed the parameters breaks, one that only
reorders them would not. Conversely a hook whose only caller is a base method the consumer
overrides too is never called with vLLM's arguments at all. This module reads the methods of
the class hierarchy (through the view's sources) for `self.<hook>(…)` calls.
"""

from __future__ import annotations

import ast
import hashlib
import textwrap
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from probes.api import ApiObject
from probes.safeio import read_bytes
from probes.usage import scope
from probes.usage.scope import call_shape
from probes.uses import CallShape
from probes.views.base import View
from probes.views.content_cache import content_cached

# What decides a kept entry: this file and `call_shape`'s (an edit to either starts afresh).
_CODE = hashlib.sha256(
    read_bytes(Path(__file__)) + b"\0" + read_bytes(Path(scope.__file__))
).hexdigest()[:12]


@dataclass(frozen=True)
class CallSite:
    """One `self.<hook>(…)` call in vLLM: the method it sits in, its shape, where it is."""

    caller: str  # the name of the enclosing method
    call: CallShape
    evidence: str


def hook_call_sites(view: View, cls: ApiObject, hook: str) -> list[CallSite] | None:
    """The calls of `self.<hook>` in the methods of `cls` (and those it inherits).

    None when the view cannot read sources (a snapshot keeps only what probes asked for).
    Sources are read once per view and class; only those that spell `.<hook>(` are parsed.
    """
    per_view = _CACHE.setdefault(view, {})
    if cls.path not in per_view:
        per_view[cls.path] = _method_sources(view, cls)
    sources = per_view[cls.path]
    if sources is None:
        return None
    needle = f".{hook}("
    sites = []
    for name, member, source in sources:
        if needle in source:
            sites += [site for called, site in _calls_in(source, name, member) if called == hook]
    return sites


_CACHE: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def _method_sources(view: View, cls: ApiObject) -> list[tuple[str, ApiObject, str]] | None:
    found = []
    readable = False
    for name, member in sorted(cls.members.items()):
        if member.kind != "function" or member.file is None:
            continue
        source = view.source_of(member.path)
        if source is None:
            continue
        readable = True
        if "self." in source:
            found.append((name, member, source))
    return found if readable else None


def _calls_in(source: str, caller: str, member: ApiObject) -> list[tuple[str, CallSite]]:
    line = member.line or 1
    return [
        (hook, CallSite(caller, call, f"{member.file}:{line + offset}"))
        for hook, offset, call in _self_calls(source)
    ]


def _self_calls(source: str) -> list[tuple[str, int, CallShape]]:
    """The `self.<name>(…)` calls of a method's source: name, line within it, shape. Kept by
    the text itself, so a method that is the same in many releases is parsed once a run,
    and on disk by the text's sha256 (`content_cached`), so a warm run parses none."""
    if source in _PARSED:
        return _PARSED[source]
    raw = source.encode("utf-8", errors="surrogatepass")
    rows = content_cached(f"self-calls/{_CODE}", raw, lambda: _parse_self_calls(source))
    out = _from_rows(rows)
    if out is None:  # an entry of another shape: the source itself decides
        out = _from_rows(_parse_self_calls(source)) or []
    if len(_PARSED) >= _PARSED_SIZE:
        _PARSED.pop(next(iter(_PARSED)))
    _PARSED[source] = out
    return out


def _parse_self_calls(source: str) -> list[list[Any]]:
    """`_self_calls` as JSON rows: [name, line within, positional, keywords, *args, **kw]."""
    try:
        tree = ast.parse(textwrap.dedent(source))
    except SyntaxError:
        tree = None
    rows: list[list[Any]] = []
    for node in ast.walk(tree) if tree is not None else ():
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "self"
        ):
            shape = call_shape(node)
            keywords = list(shape.keywords)
            row = [node.func.attr, node.lineno - 1, shape.positional, keywords]
            rows.append([*row, shape.star_args, shape.star_kwargs])
    return rows


def _from_rows(rows: object) -> list[tuple[str, int, CallShape]] | None:
    """The rows back as calls; None for a value of another shape (then parsed again)."""
    if not isinstance(rows, list):
        return None
    out = []
    try:
        for row in rows:
            name, offset, positional, keywords, star_args, star_kwargs = row
            call = CallShape(int(positional), tuple(map(str, keywords)), star_args, star_kwargs)
            out.append((str(name), int(offset), call))
    except (TypeError, ValueError):
        return None
    return out


_PARSED: dict[str, list[tuple[str, int, CallShape]]] = {}
_PARSED_SIZE = 4096  # method sources: about two releases' worth of the hook hierarchies
