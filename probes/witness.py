"""Witnesses: a static finding tried again on the live, installed vLLM.

The static view reads vLLM's source; a bug in that reading gives a `broken` finding that no
test against the same reading can catch. A witness asks the installed vLLM the question the
consumer's code will ask it: it imports the name (`importlib`), binds the call's shape with
`inspect.signature(...).bind` (dummy values, the use's keywords) and looks the member up on the
live class. The answer is one of:

- `reproduced`: the live vLLM fails the use the way the finding says;
- `contradicted`: the live vLLM has what the finding says is missing (the module or name
  imports, the call binds, the member or field exists, the method is not abstract) — an
  engine bug;
- `undecidable`: the live objects cannot say (an instance attribute a method sets, an owner
  reached through an instance attribute, override and semantic findings, which need vLLM to
  run the consumer's code);
- `not-importable`: importing fails here for a reason other than the missing name (a CUDA-only
  dependency, vLLM not installed) — never a contradiction.

vLLM is imported lazily, on the first witness asked for, and only the modules a finding names.
"""

from __future__ import annotations

import importlib
import inspect
import re
import types
from dataclasses import dataclass
from typing import Any, Literal, get_args

from probes.findings import Finding
from probes.uses import Use
from probes.views.live_members import field_names

WitnessStatus = Literal["reproduced", "contradicted", "undecidable", "not-importable"]
WITNESS_STATUSES: tuple[str, ...] = get_args(WitnessStatus)

_CALL_KINDS = ("unexpected-keyword", "missing-required-argument", "too-many-positional")
_MEMBER_KINDS = ("missing-attribute", "missing-method")
_NEEDS_A_RUN = ("override-signature-mismatch", "semantic", "unknown")
_FAILED = (Exception, SystemExit)
_DUMMY = object()


@dataclass(frozen=True)
class Witness:
    """What the live vLLM says about one finding, and what it showed."""

    status: WitnessStatus
    detail: str


class _NotImportable(Exception):
    """A module exists but fails to import here (a missing dependency, CUDA, the OS)."""


@dataclass(frozen=True)
class _Resolved:
    obj: Any = None
    missing: str | None = None  # what is absent, when something is
    parent: Any = None  # where the lookup of the absent name failed


def witness(finding: Finding, use: Use, *, package: str = "vllm") -> Witness:
    """Try `finding` (from `use`) on the installed `package` (vLLM; another name in tests)."""
    if finding.kind in _NEEDS_A_RUN:
        why = "needs vLLM to run the consumer's code: no cheap live reproduction"
        return Witness("undecidable", f"a `{finding.kind}` finding {why}")
    if not finding.symbol.startswith(package + "."):
        return Witness("undecidable", f"`{finding.symbol}` is not a name of `{package}`")
    try:
        if _import(package) is None:
            raise _NotImportable(f"`{package}` is not installed in this Python")
        handler = _HANDLERS.get(finding.kind)
        if handler is None:
            return Witness("undecidable", f"no live reproduction for `{finding.kind}`")
        return handler(finding, use, package)
    except _NotImportable as exc:
        return Witness("not-importable", f"not importable here: {exc}")


# -- per kind ---------------------------------------------------------------------------------


def _missing_module(finding: Finding, use: Use, package: str) -> Witness:
    module = finding.missing or finding.symbol
    if _import(module) is None:
        return Witness("reproduced", f"`import {module}`: no such module here")
    return Witness("contradicted", f"`import {module}` succeeds here")


def _missing_symbol(finding: Finding, use: Use, package: str) -> Witness:
    path = finding.missing or finding.symbol
    found = _resolve(path)
    if found.missing:
        return Witness("reproduced", found.missing)
    return Witness("contradicted", f"`{path}` resolves here: {_describe(found.obj)}")


def _missing_member(finding: Finding, use: Use, package: str) -> Witness:
    owner_path, _, member = finding.symbol.rpartition(".")
    for other in use.also_from:  # another base or binding the member may come from
        if other.startswith(package + ".") and not _resolve(other).missing:
            return Witness("contradicted", f"`{other}` exists here: the member comes from it")
    found = _resolve(owner_path)
    if found.missing:
        if inspect.isclass(found.parent):
            why = "not on the live class (an instance attribute?): its type cannot be read live"
            return Witness("undecidable", f"`{owner_path}`: {found.missing}; {why}")
        return Witness("undecidable", f"its owner is absent here ({found.missing})")
    owner = found.obj
    if isinstance(owner, types.ModuleType):
        if hasattr(owner, member):
            return Witness("contradicted", f"`{owner_path}.{member}` exists here")
        return Witness("reproduced", f"module `{owner_path}` has no `{member}`")
    if not inspect.isclass(owner):
        kind = type(owner).__name__
        return Witness("undecidable", f"`{owner_path}` is a {kind}, not a class: cannot look in")
    name = owner.__qualname__
    declared = _declared(owner, member)
    if declared:
        return Witness("contradicted", f"`{name}.{member}` exists here ({declared})")
    if any("__getattr__" in vars(k) for k in owner.__mro__ if k is not object):
        return Witness("undecidable", f"`{name}` has `__getattr__`: any member may be served")
    setter = _set_in_method(owner, member, package)
    if setter:
        why = "an instance attribute the live class cannot show"
        return Witness("undecidable", f"`{setter}` sets `self.{member}`: {why}")
    return Witness(
        "reproduced",
        f"`{name}` has no `{member}`: not on the class or its bases, not a field or annotation,"
        f" and no method of theirs sets `self.{member}`",
    )


def _call(finding: Finding, use: Use, package: str) -> Witness:
    found = _resolve(finding.symbol)
    if found.missing:
        why = f"the call breaks, but not as `{finding.kind}`"
        return Witness("undecidable", f"`{finding.symbol}` is absent here ({found.missing}): {why}")
    func, call = found.obj, use.call
    if call is None:
        return Witness("undecidable", "the use records no call shape")
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError) as exc:
        return Witness("undecidable", f"no signature for `{finding.symbol}` here: {exc}")
    positional = [_DUMMY] * call.positional
    if _takes_self(found.parent, func, finding.symbol, use):
        positional.insert(0, _DUMMY)  # called on an instance: `self` is bound
    keywords = dict.fromkeys(call.keywords, _DUMMY)
    shown = f"`{finding.symbol.rpartition('.')[2]}{_plain(sig)}`"
    starred = call.star_args or call.star_kwargs
    try:
        sig.bind(*positional, **keywords)
    except TypeError as exc:
        error = str(exc)
    else:
        if not starred:
            return Witness("contradicted", f"{shown} binds {call.render()} here")
        error = ""
    key = _key(finding, use)
    if finding.kind == "unexpected-keyword":
        try:
            sig.bind_partial(**{key: _DUMMY})
        except TypeError as exc:
            return Witness("reproduced", f"{shown}: {exc}")
        return Witness("contradicted", f"{shown} accepts `{key}=` here")
    if finding.kind == "too-many-positional":
        try:
            sig.bind_partial(*positional)
        except TypeError as exc:
            return Witness("reproduced", f"{shown}: {exc}")
        return Witness("contradicted", f"{shown} accepts {len(positional)} positional here")
    param = sig.parameters.get(key)
    if param is None or param.default is not param.empty or param.kind in _VARIADIC:
        return Witness("contradicted", f"{shown}: `{key}` is not a required parameter here")
    if starred:
        return Witness("undecidable", f"the call passes *args/**kwargs, which may give `{key}`")
    if key in keywords or key in _filled_positionally(sig, len(positional)):
        return Witness("contradicted", f"{shown}: the call {call.render()} gives `{key}`")
    return Witness("reproduced", f"{shown}: {error}")


def _missing_field(finding: Finding, use: Use, package: str) -> Witness:
    owner_path, _, field = finding.symbol.rpartition(".")
    found = _resolve(owner_path)
    if found.missing or not inspect.isclass(found.obj):
        return Witness("undecidable", f"the config class is absent here ({found.missing})")
    cls = found.obj
    if field in (field_names(cls) or ()):
        return Witness("contradicted", f"`{cls.__qualname__}` has the field `{field}` here")
    try:
        sig = inspect.signature(cls)
        sig.bind_partial(**{field: _DUMMY})
    except (TypeError, ValueError) as exc:
        return Witness("reproduced", f"`{cls.__qualname__}({field}=…)`: {exc}")
    return Witness("contradicted", f"`{cls.__qualname__}{_plain(sig)}` accepts `{field}=` here")


def _abstract(finding: Finding, use: Use, package: str) -> Witness:
    name = _key(finding, use)
    found = _resolve(use.symbol)
    if found.missing or not inspect.isclass(found.obj):
        return Witness("undecidable", f"the base class is absent here ({found.missing})")
    base = found.obj
    consumer = use.consumer_class or "the consumer class"
    if name in use.defines:
        return Witness("contradicted", f"`{consumer}` defines `{name}` itself")
    abstract = frozenset(getattr(base, "__abstractmethods__", ()) or ())
    if name not in abstract:
        return Witness("contradicted", f"`{base.__qualname__}.{name}` is not abstract here")
    for other in use.also_from:  # another base may implement it
        alt = _resolve(other).obj if other.startswith(package + ".") else None
        implemented = name not in (getattr(alt, "__abstractmethods__", None) or ())
        if inspect.isclass(alt) and hasattr(alt, name) and implemented:
            return Witness("contradicted", f"`{other}` implements `{name}` here")
    return Witness(
        "reproduced",
        f"`{base.__qualname__}.__abstractmethods__` holds `{name}`; `{consumer}` does not "
        "define it (as the use records)",
    )


_HANDLERS = {
    "missing-module": _missing_module,
    "missing-symbol": _missing_symbol,
    "missing-field": _missing_field,
    "abstract-method-not-implemented": _abstract,
    **dict.fromkeys(_MEMBER_KINDS, _missing_member),
    **dict.fromkeys(_CALL_KINDS, _call),
}
_VARIADIC = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)


# -- importing and looking up -----------------------------------------------------------------


def _import(name: str) -> types.ModuleType | None:
    """The module; None if it does not exist; _NotImportable if importing it fails."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (exc.name == name or name.startswith(exc.name + ".")):
            return None
        raise _NotImportable(f"{name}: {_one_line(exc)}") from exc
    except _FAILED as exc:
        raise _NotImportable(f"{name}: {_one_line(exc)}") from exc


def _resolve(path: str) -> _Resolved:
    """The object at a dotted path: its longest importable prefix, then getattr."""
    parts = path.split(".")
    obj: Any = None
    depth = 0
    for depth in range(1, len(parts) + 1):
        module = _import(".".join(parts[:depth]))
        if module is None:
            depth -= 1
            break
        obj = module
    if obj is None:
        return _Resolved(missing=f"no module `{parts[0]}`")
    where = ".".join(parts[:depth])
    parent = None
    for part in parts[depth:]:
        try:
            child = getattr(obj, part)
        except AttributeError:
            return _Resolved(missing=f"`{part}` is not defined in `{where}`", parent=obj)
        except _FAILED as exc:  # a lazy export whose import fails here
            raise _NotImportable(f"{where}.{part}: {_one_line(exc)}") from exc
        obj, parent, where = child, obj, f"{where}.{part}"
    return _Resolved(obj=obj, parent=parent)


def _declared(cls: type, member: str) -> str | None:
    """How `cls` has `member` without an instance: an attribute, a field, an annotation."""
    if hasattr(cls, member):
        return "a class attribute"
    if member in (field_names(cls) or ()):
        return "a field"
    for klass in cls.__mro__:
        if member in vars(klass).get("__annotations__", {}):
            return f"annotated in `{klass.__qualname__}`"
    return None


def _set_in_method(cls: type, member: str, package: str) -> str | None:
    """The class (along the MRO) whose source sets `self.<member>`; `?` if a class of
    `package` has no readable source."""
    name = re.escape(member)
    pattern = re.compile(
        rf"\bself\.{name}\s*(?::[^=\n]*)?=(?!=)|setattr\(\s*self\s*,\s*['\"]{name}['\"]"
    )
    for klass in cls.__mro__:
        if klass is object:
            continue
        ours = klass.__module__.split(".")[0] == package
        try:
            source = inspect.getsource(klass)
        except (OSError, TypeError):
            if ours:
                return f"? (no source for `{klass.__qualname__}`)"
            continue  # a base outside vLLM (often C: msgspec.Struct): best effort

        if pattern.search(source):
            return f"{klass.__module__}.{klass.__qualname__}"
    return None


def _takes_self(owner: Any, func: Any, symbol: str, use: Use) -> bool:
    """Whether binding needs a dummy `self`: an instance method called on an instance.

    Called through the class (`Class.method(obj, x)`), the consumer passes `self` itself —
    unless it passes nothing positionally, where the static check binds as through an instance.
    """
    if not inspect.isclass(owner) or inspect.isclass(func) or inspect.ismethod(func):
        return False
    raw = inspect.getattr_static(owner, symbol.rpartition(".")[2], None)
    if isinstance(raw, (staticmethod, classmethod)):
        return False
    call = use.call
    return not (use.via is None and call is not None and call.positional > 0)


def _filled_positionally(sig: inspect.Signature, count: int) -> set[str]:
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return {p.name for p in list(sig.parameters.values())[:count] if p.kind in kinds}


def _key(finding: Finding, use: Use) -> str:
    """The parameter or method a finding is about (`<use id>/<key>`)."""
    if finding.id.startswith(use.id + "/"):
        return finding.id[len(use.id) + 1 :]
    return finding.symbol.rpartition(".")[2]


def _plain(sig: inspect.Signature) -> str:
    """`(a, b=…, *, c)`: parameter names and kinds, without annotations or default values."""
    params = [
        p.replace(annotation=p.empty, default=_Elided() if p.default is not p.empty else p.empty)
        for p in sig.parameters.values()
    ]
    return str(sig.replace(parameters=params, return_annotation=sig.empty))


class _Elided:
    def __repr__(self) -> str:
        return "…"


def _describe(obj: Any) -> str:
    if isinstance(obj, types.ModuleType):
        return f"module `{obj.__name__}`"
    name = getattr(obj, "__qualname__", None) or type(obj).__name__
    return f"`{getattr(obj, '__module__', '?')}.{name}`" if name else type(obj).__name__


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
