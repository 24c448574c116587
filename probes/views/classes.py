"""Resolving one class of the static view: MRO, merged members, constructor, fields.

Python's rules, applied to source: members come from the class itself, then from each
base left to right (each base already resolved the same way — the C3 order wherever no
diamond re-orders it); the constructor is the
first `__init__` along the MRO, or the one a dataclass-like decorator or base generates
from the fields of every dataclass in the hierarchy.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

from probes.api import ApiObject, Signature
from probes.dataclass_rules import FieldSpec, dataclass_init_signature, merge, resolve_fields
from probes.views.base import MethodKind
from probes.views.class_facts import EXTRA_POLICIES, ExtraPolicy
from probes.views.modules import ModuleData

DATACLASS_DECORATORS = {
    "dataclasses.dataclass",
    "pydantic.dataclasses.dataclass",
    "vllm.config.utils.config",
    "vllm.config.config",
}
# Bases outside vLLM that add no constructor parameters or members a consumer relies on.
TRIVIAL_BASES = {
    "object",
    "abc.ABC",
    "typing.Generic",
    "typing.Protocol",
    "typing_extensions.Protocol",
    "enum.Enum",
    "enum.IntEnum",
    "enum.StrEnum",
    "str",
    "int",
}
STRUCT_BASES = {"msgspec.Struct"}
MODEL_BASES = {"pydantic.BaseModel", "pydantic.main.BaseModel"}


class ClassResolver(Protocol):
    """What resolving a class asks of the static view that holds it (`probes.views.static`
    imports this module, so the view is named by what it offers, not imported)."""

    _class_fields: dict[str, list[FieldSpec] | None]

    def resolve_class(self, path: str) -> ApiObject | str: ...


def build_class(
    view: ClassResolver, qualname: str, data: dict[str, Any], module: ModuleData
) -> ApiObject:
    """The class at `qualname` with inherited members, constructor and fields resolved."""
    bases = [view.resolve_class(b) for b in data.get("b", [])]
    resolved = [b for b in bases if isinstance(b, ApiObject)]
    opaque = tuple(
        b
        for b in bases
        if isinstance(b, str) and b not in TRIVIAL_BASES | _KNOWN_BASES | {"object"}
    )
    inherited_opaque = tuple(o for b in resolved for o in b.opaque_bases)
    own = _own_members(qualname, data, module)
    members = dict(own)
    for base in resolved:
        for name, member in base.members.items():
            members.setdefault(name, member)
    abstract = _abstract(resolved, own)
    generated = _generated_kind(view, qualname, bases)
    fields_specs = _fields(view, qualname, data, bases)
    signature = _constructor(data, own, resolved, bases, fields_specs)
    for spec in fields_specs or ():
        if spec.is_initvar:
            members.pop(spec.name, None)  # a constructor parameter, never an attribute
    return ApiObject(
        path=qualname,
        kind="class",
        file=module["file"],
        line=data.get("l"),
        signature=signature,
        bases=tuple(b.path if isinstance(b, ApiObject) else b for b in bases),
        members=members,
        abstract_methods=frozenset(abstract),
        fields=_field_names(fields_specs),
        accepts_any_attribute="__getattr__" in members,
        opaque_bases=tuple(dict.fromkeys(opaque + inherited_opaque)),
        extra_keywords=_extra_keywords(data, resolved, generated),
        is_enum=any(b in _ENUM_BASES for b in bases if isinstance(b, str))
        or any(b.is_enum for b in resolved),
    )


# Bases outside vLLM whose members are known (`probes.views.static.DATACLASS_MEMBERS` and
# the tuple protocol): a member missing from such a class is missing, not hidden by its base.
_KNOWN_BASES = {"msgspec.Struct", "typing.NamedTuple", "collections.namedtuple"}

_ENUM_BASES = {"enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag"}


def _generated_kind(view: ClassResolver, qualname: str, bases: list[ApiObject | str]) -> str | None:
    """How the constructor is generated: "model" (pydantic), "struct" (msgspec), or None.

    Both are inherited: a subclass of a model is a model (its metaclass makes it one), so
    its annotated fields are constructor keywords too.
    """
    kinds = view.__dict__.setdefault("_generated_kinds", {})
    paths = {b.path if isinstance(b, ApiObject) else b for b in bases}
    kind = None
    if paths & MODEL_BASES:
        kind = "model"
    elif paths & STRUCT_BASES:
        kind = "struct"
    else:
        for base in bases:
            if isinstance(base, ApiObject) and kinds.get(base.path):
                kind = kinds[base.path]
                break
    kinds[qualname] = kind
    return kind


def _extra_keywords(
    data: dict[str, Any], bases: list[ApiObject], generated: str | None
) -> ExtraPolicy | None:
    """The pydantic extra policy: written here, else inherited, else pydantic's default."""
    if generated == "struct":
        return None  # msgspec raises on an unknown keyword, like a plain function
    if data.get("x") in EXTRA_POLICIES:
        return cast(ExtraPolicy, data["x"])
    for base in bases:
        if base.extra_keywords:
            return base.extra_keywords
    decorators = set(data.get("d", []))
    if decorators & {"vllm.config.utils.config", "vllm.config.config"}:
        return "forbid"  # vLLM's @config merges ConfigDict(extra="forbid")
    if generated == "model" or "pydantic.dataclasses.dataclass" in decorators:
        return "ignore"  # pydantic's default
    return None


def _own_members(qualname: str, data: dict[str, Any], module: ModuleData) -> dict[str, ApiObject]:
    own: dict[str, ApiObject] = {}
    for name, member in data.get("m", {}).items():
        path = f"{qualname}.{name}"
        line = member.get("l")
        if member["k"] == "function":
            labels = set(member.get("lb", []))
            decorators = set(member.get("d", []))
            method_kind = _method_kind(labels, decorators)
            sig = Signature.from_json(member["p"])
            if method_kind in ("instance", "class"):
                sig = sig.drop_first()
            own[name] = ApiObject(
                path=path,
                kind="attribute" if method_kind == "property" else "function",
                file=module["file"],
                line=line,
                signature=None if method_kind == "property" else sig,
                method_kind=method_kind,
                returns=member.get("r"),
                abstract_methods=frozenset({name}) if "abstractmethod" in labels else frozenset(),
            )
        elif member["k"] == "class":
            own[name] = ApiObject(path=path, kind="class", file=module["file"], line=line)
        else:
            own[name] = ApiObject(
                path=path, kind="attribute", file=module["file"], line=line, returns=member.get("t")
            )
    return own


def _method_kind(labels: set[str], decorators: set[str]) -> MethodKind:
    if "property" in labels or any(d.endswith("cached_property") for d in decorators):
        return "property"
    if "staticmethod" in labels:
        return "static"
    if "classmethod" in labels:
        return "class"
    return "instance"


def _abstract(bases: list[ApiObject], own: dict[str, ApiObject]) -> set[str]:
    """Abstract methods: own abstract ones plus inherited ones this class does not define."""
    abstract = {n for n, m in own.items() if m.abstract_methods}
    for base in bases:
        abstract |= {n for n in base.abstract_methods if n not in own}
    return abstract


def _fields(
    view: ClassResolver, qualname: str, data: dict[str, Any], bases: list[ApiObject | str]
) -> list[FieldSpec] | None:
    """Every field of a dataclass-like class, base fields first; None for other classes."""
    if qualname in view._class_fields:
        return view._class_fields[qualname]
    decorators = set(data.get("d", []))
    base_paths = {b.path if isinstance(b, ApiObject) else b for b in bases}
    kinds = view.__dict__.get("_generated_kinds", {})
    struct = bool(base_paths & (STRUCT_BASES | {"typing.NamedTuple"}))
    struct = struct or kinds.get(qualname) == "struct"
    model = bool(base_paths & MODEL_BASES) or kinds.get(qualname) == "model"
    own_dataclass = bool(decorators & DATACLASS_DECORATORS) or struct or model
    inherited = [
        fields
        for b in reversed(bases)
        if isinstance(b, ApiObject) and (fields := view._class_fields.get(b.path)) is not None
    ]
    if not own_dataclass and not inherited:
        view._class_fields[qualname] = None
        return None
    own: list[FieldSpec] = []
    if own_dataclass:
        specs = [FieldSpec(*spec) for spec in data.get("f", [])]
        own = resolve_fields(specs, kw_only_default=bool(data.get("kwo")) or model)
    fields = merge(*inherited, own)
    view._class_fields[qualname] = fields if own_dataclass or inherited else None
    return view._class_fields[qualname]


def _constructor(
    data: dict[str, Any],
    own: dict[str, ApiObject],
    resolved: list[ApiObject],
    bases: list[ApiObject | str],
    fields: list[FieldSpec] | None,
) -> Signature | None:
    if "__init__" in own:
        return own["__init__"].signature
    decorators = set(data.get("d", []))
    generated = decorators & DATACLASS_DECORATORS or _generated(bases)
    if fields is not None and (generated or _model_subclass(resolved, fields)):
        try:
            return dataclass_init_signature(fields)
        except ValueError:
            return None
    for base in bases:
        if isinstance(base, ApiObject):
            return base.signature
        if base in TRIVIAL_BASES and base not in ("enum.Enum", "enum.IntEnum"):
            continue
        return None  # an opaque base may define the constructor
    return Signature()


def _model_subclass(resolved: list[ApiObject], fields: list[FieldSpec]) -> bool:
    """A subclass of a pydantic model or msgspec Struct: its metaclass writes `__init__`."""
    return any(b.extra_keywords is not None or b.fields is not None for b in resolved) and bool(
        fields is not None
    )


def _generated(bases: list[ApiObject | str]) -> bool:
    paths = {b.path if isinstance(b, ApiObject) else b for b in bases}
    return bool(paths & (STRUCT_BASES | MODEL_BASES | {"typing.NamedTuple"}))


def _field_names(fields: list[FieldSpec] | None) -> tuple[str, ...] | None:
    if fields is None:
        return None
    return tuple(f.name for f in fields if not (f.is_classvar or f.is_initvar))
