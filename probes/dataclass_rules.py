"""The `__init__` a `@dataclass` generates, derived from the declaration alone.

A static view never runs the class, so it must apply the rules of `dataclasses` itself to
answer "what does `SchedulerConfig(...)` accept?". The rules (CPython 3.10+), in order:

1. Fields are the class's annotated names in declaration order. With inheritance, base
   fields come first (most basic base first); a subclass redeclaring a name keeps the base's
   position but takes the new declaration (`merge` does this). A bare redeclaration
   (`x: int`, nothing assigned, not even `field()`) inherits a default if a base left a
   class attribute of that name: a plain default (`= v`, `field(default=v)`, also of an
   InitVar or ClassVar), not a `default_factory` (dataclasses deletes that attribute).
2. `ClassVar[...]` annotations are pseudo-fields: they keep a position (a subclass field of
   the same name reuses it) but never reach `__init__`.
3. `InitVar[...]` annotations are pseudo-fields that DO reach `__init__` (then
   `__post_init__`), like an ordinary field.
4. `field(init=False)` fields are left out of `__init__`, and of the ordering check.
5. A field is keyword-only if it says `kw_only=True`, or says nothing (`kw_only=None` here)
   and either the decorator has `kw_only=True` or the field follows a `_: KW_ONLY` sentinel
   (one per class; it only affects its own class's fields). An explicit `kw_only=False`
   wins over both.
6. `__init__` takes the positional-or-keyword fields in field order, then the keyword-only
   ones in field order; a field with a default or `default_factory` is optional.
7. Among the positional-or-keyword `__init__` fields, a field without a default may not
   follow one with a default (CPython raises TypeError at class creation; here ValueError).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from probes.api import Param, ParamKind, Signature


@dataclass(frozen=True)
class FieldSpec:
    """One annotated name of a dataclass body, as a reader of its source sees it.

    `has_default` covers both `= value` and `field(default_factory=...)`; `default_factory`
    says it was the latter. `kw_only` is None when the field does not say. `has_value` says
    whether the body assigns anything (`= v` or `= field(...)`); None infers it (a default,
    `init=False` or `kw_only` need one), which misreads only an argument-less `field()`.
    `is_kw_only_marker` marks the `_: KW_ONLY` sentinel (build it with
    `FieldSpec.kw_only_marker()`).
    """

    name: str
    has_default: bool
    init: bool = True
    kw_only: bool | None = None
    is_initvar: bool = False
    is_classvar: bool = False
    is_kw_only_marker: bool = False
    default_factory: bool = False
    has_value: bool | None = None

    @property
    def bare(self) -> bool:
        """Annotated with nothing assigned: the only form that inherits a class attribute."""
        if self.has_value is not None:
            return not self.has_value
        return not self.has_default and self.init and self.kw_only is None

    @classmethod
    def kw_only_marker(cls, name: str = "_") -> FieldSpec:
        return cls(name, has_default=False, is_kw_only_marker=True)


def resolve_fields(own: list[FieldSpec], kw_only_default: bool = False) -> list[FieldSpec]:
    """One class's fields with `kw_only` made explicit and the KW_ONLY sentinel consumed.

    ClassVar entries are kept (they hold a position for inheritance, rule 2).
    """
    resolved: list[FieldSpec] = []
    after_marker = False
    for spec in own:
        if spec.is_kw_only_marker:
            if after_marker:
                raise ValueError(
                    f"second KW_ONLY sentinel `{spec.name}`: a dataclass may declare only one"
                )
            after_marker = True
            continue
        kw_only = spec.kw_only
        if kw_only is None:
            kw_only = kw_only_default or after_marker
        kw_only = False if spec.is_classvar else kw_only
        resolved.append(replace(spec, kw_only=kw_only, has_value=not spec.bare))
    return resolved


def merge(*classes: list[FieldSpec]) -> list[FieldSpec]:
    """Fields of a class hierarchy from each class's resolved fields, most basic base first.

    A redeclared name keeps its first position and takes the latest declaration, with a
    default if a base left a class attribute of that name (rule 1).
    """
    merged: dict[str, FieldSpec] = {}
    class_attributes: set[str] = set()
    for fields in classes:
        for spec in fields:
            inherits_value = spec.bare and spec.name in class_attributes
            merged[spec.name] = replace(spec, has_default=True) if inherits_value else spec
        class_attributes |= {f.name for f in fields if f.has_default and not f.default_factory}
    return list(merged.values())


def dataclass_init_signature(fields: list[FieldSpec], kw_only_default: bool = False) -> Signature:
    """The generated `__init__` as a caller sees it (no `self`), by rules 2-7.

    `fields` is one class's declaration (the sentinel allowed) or the output of `merge`
    (already resolved: resolving again changes nothing).
    """
    resolved = resolve_fields(fields, kw_only_default)
    in_init = [f for f in resolved if f.init and not f.is_classvar]
    positional = [f for f in in_init if not f.kw_only]
    keyword = [f for f in in_init if f.kw_only]
    _check_order(positional)
    params = [Param(f.name, ParamKind.POSITIONAL_OR_KEYWORD, f.has_default) for f in positional]
    params += [Param(f.name, ParamKind.KEYWORD_ONLY, f.has_default) for f in keyword]
    return Signature(tuple(params))


def _check_order(positional: list[FieldSpec]) -> None:
    seen_default: FieldSpec | None = None
    for spec in positional:
        if spec.has_default:
            seen_default = spec
        elif seen_default is not None:
            raise ValueError(
                f"dataclass field `{spec.name}` has no default but follows `{seen_default.name}`"
                " which has one; this class cannot be created (give it a default or kw_only)"
            )
