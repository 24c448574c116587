"""What a view of vLLM says about one object: the neutral model both backends produce.

A static view (griffe over source files or a JSON snapshot) and a live view (`inspect` on
the installed vLLM) must answer in the same terms, so that one checker and one probe
catalogue work on either. Everything here is plain, frozen data.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass, field
from typing import Any, Literal

ObjectKind = Literal["module", "class", "function", "attribute", "external"]


class ParamKind(str, enum.Enum):
    """The five kinds of `inspect.Parameter`, by the same names."""

    POSITIONAL_ONLY = "positional_only"
    POSITIONAL_OR_KEYWORD = "positional_or_keyword"
    VAR_POSITIONAL = "var_positional"
    KEYWORD_ONLY = "keyword_only"
    VAR_KEYWORD = "var_keyword"


@dataclass(frozen=True)
class Param:
    """One parameter: its name, kind and whether it may be left out."""

    name: str
    kind: ParamKind
    has_default: bool = False

    @property
    def required(self) -> bool:
        variadic = self.kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD)
        return not self.has_default and not variadic

    def to_json(self) -> list[Any]:  # [name, kind, has_default]: compact in snapshots
        return [self.name, self.kind.value, self.has_default]

    @classmethod
    def from_json(cls, data: list[Any]) -> Param:
        return _param(data[0], data[1], bool(data[2]))


@functools.lru_cache(maxsize=65536)
def _param(name: str, kind: str, has_default: bool) -> Param:
    """Params are immutable and repeat across a release's signatures: build each once."""
    return Param(name, ParamKind(kind), has_default)


@dataclass(frozen=True)
class Signature:
    """A callable's parameters as a caller sees them (bound methods without `self`)."""

    params: tuple[Param, ...] = ()

    def get(self, name: str) -> Param | None:
        for param in self.params:
            if param.name == name and param.kind not in (
                ParamKind.VAR_POSITIONAL,
                ParamKind.VAR_KEYWORD,
            ):
                return param
        return None

    @property
    def var_positional(self) -> Param | None:
        return next((p for p in self.params if p.kind is ParamKind.VAR_POSITIONAL), None)

    @property
    def var_keyword(self) -> Param | None:
        return next((p for p in self.params if p.kind is ParamKind.VAR_KEYWORD), None)

    @property
    def positional(self) -> tuple[Param, ...]:
        """Parameters that a positional argument can fill, in order."""
        kinds = (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD)
        return tuple(p for p in self.params if p.kind in kinds)

    def drop_first(self) -> Signature:
        """The signature once the first positional parameter is bound (self / cls)."""
        if self.params and self.params[0].kind in (
            ParamKind.POSITIONAL_ONLY,
            ParamKind.POSITIONAL_OR_KEYWORD,
        ):
            return Signature(self.params[1:])
        return self

    def render(self) -> str:
        parts: list[str] = []
        seen_kw_marker = False
        for i, p in enumerate(self.params):
            if p.kind is ParamKind.VAR_POSITIONAL:
                parts.append(f"*{p.name}")
                seen_kw_marker = True
            elif p.kind is ParamKind.VAR_KEYWORD:
                parts.append(f"**{p.name}")
            else:
                if p.kind is ParamKind.KEYWORD_ONLY and not seen_kw_marker:
                    parts.append("*")
                    seen_kw_marker = True
                parts.append(p.name + ("=…" if p.has_default else ""))
            nxt = self.params[i + 1] if i + 1 < len(self.params) else None
            if p.kind is ParamKind.POSITIONAL_ONLY and (
                nxt is None or nxt.kind is not ParamKind.POSITIONAL_ONLY
            ):
                parts.append("/")
        return "(" + ", ".join(parts) + ")"

    def to_json(self) -> list[list[Any]]:
        return [p.to_json() for p in self.params]

    @classmethod
    def from_json(cls, data: list[list[Any]]) -> Signature:
        return cls(tuple(_param(p[0], p[1], bool(p[2])) for p in data))


@dataclass(frozen=True)
class ApiObject:
    """One object of a vLLM release, as a view resolved it.

    `path` is where the object is defined (after following re-exports). For a class,
    `signature` is the constructor's as a caller sees it (dataclass fields, inherited
    `__init__` and `InitVar`s included); `members` holds own and inherited members (own
    first, then the MRO), each with a bound signature; `fields` lists dataclass / pydantic /
    vLLM `@config` fields, or is None for a class that has none. `returns` is a function's
    return annotation as written; `accepts_any_attribute` marks classes with `__getattr__`;
    `opaque_bases` names bases outside vLLM whose members the view cannot see (a member
    not found may come from them: the checker then answers unknown, not missing).
    `extra_keywords` is a pydantic model's or pydantic dataclass's policy for keywords that
    name no field (`ignore`: dropped silently, `allow`: kept, `forbid`: an error; None for
    every other callable, where Python raises); `is_enum` marks Enum classes.
    """

    path: str
    kind: ObjectKind
    file: str | None = None
    line: int | None = None
    signature: Signature | None = None
    bases: tuple[str, ...] = ()
    members: dict[str, ApiObject] = field(default_factory=dict)
    abstract_methods: frozenset[str] = frozenset()
    fields: tuple[str, ...] | None = None
    method_kind: Literal["instance", "class", "static", "property", None] = None
    accepts_any_attribute: bool = False
    returns: str | None = None
    opaque_bases: tuple[str, ...] = ()
    extra_keywords: Literal["allow", "ignore", "forbid", None] = None
    is_enum: bool = False

    @property
    def name(self) -> str:
        return self.path.rsplit(".", 1)[-1]

    @property
    def evidence(self) -> str | None:
        """`file:line` of the definition, for a finding's evidence."""
        if self.file is None:
            return None
        return f"{self.file}:{self.line}" if self.line else self.file


LookupStatus = Literal["found", "missing-module", "missing-symbol", "unknown"]

# Why a view cannot answer (an `unknown` lookup); the finding built from it carries the code.
LookupReason = Literal[
    "outside-vllm",  # the path is not a vLLM name
    "reexport-cycle",
    "outside-snapshot",  # a module the snapshot did not keep
    "module-getattr",  # a module `__getattr__` may serve the name
    "built-only",  # exists only in built wheels (compiled extensions, vendored packages)
    "opaque-base",  # a base outside vLLM (or `__getattr__`) may provide the member
    "opaque-member",  # cannot look inside this object from here
    "not-importable",  # the live view cannot import it here
]


@dataclass(frozen=True)
class Lookup:
    """A view's answer to "what is `path`?".

    `unknown` means the view cannot say (outside a snapshot, not importable here): never a
    break. `missing-*` means the view read the place the name should be and it is not there;
    `reason` says which module or attribute was read; for decisions, `code` says why an
    `unknown` lookup could not answer and `missing` names the module or name found absent.
    """

    status: LookupStatus
    obj: ApiObject | None = None
    reason: str = ""
    module: str | None = None
    code: LookupReason | None = None
    missing: str | None = None

    @property
    def found(self) -> bool:
        return self.status == "found"
