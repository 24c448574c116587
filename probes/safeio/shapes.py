"""Committed JSON read through one gate: bounded, parsed, shape-checked, built; or one line.

A committed snapshot or fixture is data the tool trusts to have the shape it wrote. One of
the wrong shape (a key missing, a list where an object was, a number of 5,000 digits, a
nesting 100,000 deep) would otherwise surface far from the file as a `KeyError` or a
`RecursionError`: an exit 3 for what is bad input. `load_json` reads the file within the
read cap, refuses nesting deeper than `MAX_DEPTH` and numbers no fixture holds (walked
iteratively, so depth cannot crash the walk), checks the declared shape (extra keys are
allowed: a newer writer may add some) and runs the reader's `build`; any failure is a
`BadFixture` naming the file and what to do.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from probes.safeio.errors import SafeIOError
from probes.safeio.reads import read_text

MAX_DEPTH = 64  # committed fixtures nest at most 11 deep
MAX_INT = 2**53  # line numbers, counts: a fixture holds nothing near this
T = TypeVar("T")


class BadFixture(SafeIOError):
    """A committed JSON file that does not parse, nests too deep, or has the wrong shape."""


class Shape:
    """What a JSON value must be; `problem` says what is wrong with `value` (None: fine)."""

    def problem(self, value: Any, at: str) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError


class Of(Shape):
    """One of the JSON scalar or container types (`bool` is not an `int` here)."""

    def __init__(self, *types: type) -> None:
        self.types = types

    def problem(self, value: Any, at: str) -> str | None:
        kind = type(value)
        if kind in self.types or (kind is int and float in self.types):
            return None
        want = " or ".join(_NAMES.get(t, t.__name__) for t in self.types)
        return f"{at}: expected {want}, got {_NAMES.get(kind, kind.__name__)}"


class ListOf(Shape):
    def __init__(self, item: Shape) -> None:
        self.item = item

    def problem(self, value: Any, at: str) -> str | None:
        if not isinstance(value, list):
            return Of(list).problem(value, at)
        return _first(self.item.problem(v, f"{at}[{i}]") for i, v in enumerate(value))


class MapOf(Shape):
    """An object whose keys are data (module names, flags): every value of one shape."""

    def __init__(self, value: Shape) -> None:
        self.value = value

    def problem(self, value: Any, at: str) -> str | None:
        if not isinstance(value, dict):
            return Of(dict).problem(value, at)
        return _first(self.value.problem(v, f"{at}.{k}") for k, v in value.items())


class Obj(Shape):
    """An object with `required` and `optional` keys of given shapes; other keys allowed."""

    def __init__(
        self, required: Mapping[str, Shape], optional: Mapping[str, Shape] | None = None
    ) -> None:
        self.required, self.optional = dict(required), dict(optional or {})

    def problem(self, value: Any, at: str) -> str | None:
        if not isinstance(value, dict):
            return Of(dict).problem(value, at)
        missing = next((k for k in self.required if k not in value), None)
        if missing is not None:
            return f"{at}: the key {missing!r} is missing"
        both = {**self.optional, **self.required}
        return _first(both[k].problem(v, f"{at}.{k}") for k, v in value.items() if k in both)


class Lazy(Shape):
    """A shape defined later (a recursive one: class members hold members)."""

    def __init__(self, make: Callable[[], Shape]) -> None:
        self.make = make

    def problem(self, value: Any, at: str) -> str | None:
        return self.make().problem(value, at)


class AnyJson(Shape):
    def problem(self, value: Any, at: str) -> str | None:
        return None


ANY = AnyJson()
STR, INT, BOOL = Of(str), Of(int), Of(bool)
STRS = ListOf(STR)
_NAMES = {dict: "an object", list: "a list", str: "a string", int: "an integer"}
_NAMES.update({bool: "true/false", float: "a number", type(None): "null"})


def _first(problems: Any) -> str | None:
    return next((p for p in problems if p is not None), None)


def load_json(
    path: Path | str,
    *,
    what: str,
    fix: str,
    shape: Shape = ANY,
    build: Callable[[Any], T] | None = None,
) -> T:
    """The committed JSON at `path`, checked against `shape` and passed to `build`; any
    failure is a `BadFixture`: "`path` is not `what` (why); `fix`"."""
    try:
        data = json.loads(read_text(Path(path)))
    except (ValueError, RecursionError) as exc:  # bad JSON, bad UTF-8, nesting past the stack
        raise bad(path, what, f"not valid JSON: {type(exc).__name__}", fix) from None
    problem = limits(data) or shape.problem(data, "$")
    if problem is not None:
        raise bad(path, what, problem, fix)
    if build is None:
        return data  # type: ignore[no-any-return]
    try:
        return build(data)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise bad(path, what, f"{type(exc).__name__}: {exc}", fix) from None


def check(value: Any, shape: Shape, *, where: object, what: str, fix: str) -> None:
    """Check part of a committed file read earlier (a snapshot's module, when first used)."""
    problem = shape.problem(value, "$")
    if problem is not None:
        raise bad(where, what, problem, fix)


def bad(where: object, what: str, why: str, fix: str) -> BadFixture:
    line = " ".join(f"{where} is not {what} ({why}); {fix}".split())
    return BadFixture(line[:600])


def limits(data: Any) -> str | None:
    """Nesting past `MAX_DEPTH` or a number no fixture holds (walked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"nested more than {MAX_DEPTH} deep"
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
        elif isinstance(value, float) and not math.isfinite(value):
            return f"a number out of range ({value})"
        elif type(value) in (int, float) and abs(value) > MAX_INT:
            return "a number out of range"
    return None
