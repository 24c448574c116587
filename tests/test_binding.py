"""`probes.binding` and `probes.dataclass_rules` against their oracle: CPython itself.

Signatures and dataclasses are generated as real source, compiled with `exec`, and called
with real call expressions. A call "binds" when it does not raise TypeError. For calls with
spreads (`*xs`, `**ks`) every spread content that could matter is tried, so the property is
exact: `bind_problems(...) == []` iff some content binds.
"""

from __future__ import annotations

import ast
import functools
import inspect
import itertools
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from probes.api import Param, ParamKind, Signature
from probes.binding import bind_problems
from probes.dataclass_rules import FieldSpec, dataclass_init_signature, merge, resolve_fields
from probes.uses import CallShape

NAMES = ("a", "b", "c", "d", "e", "g", "h", "i", "j")
UNKNOWN = ("zz", "unknown_kw")
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- the oracle -------------------------------------------------------------------------


def probe_signature(obj: object) -> Signature:
    """`inspect.signature` in the neutral model (classes: `__init__` without `self`)."""
    return Signature(
        tuple(
            Param(p.name, ParamKind(p.kind.name.lower()), p.default is not p.empty)
            for p in inspect.signature(obj).parameters.values()
        )
    )


def run_source(source: str) -> dict:
    """Execute generated source as a module of its own (without this file's
    `from __future__ import annotations`, which would hide `ClassVar` from dataclasses)."""
    namespace: dict = {"__name__": "generated"}
    exec(compile(source, "<generated>", "exec", dont_inherit=True), namespace)
    return namespace


def compile_def(source: str) -> object:
    """The function `f` that `source` defines."""
    return run_source(source)["f"]


def call_source(name: str, call: CallShape) -> str:
    parts = ["0"] * call.positional
    parts += ["*xs"] if call.star_args else []
    parts += [f"{kw}=0" for kw in call.keywords]
    parts += ["**ks"] if call.star_kwargs else []
    return f"{name}({', '.join(parts)})"


@functools.cache
def call_code(call: CallShape):
    return compile(call_source("target", call), "<call>", "eval", dont_inherit=True)


def binds(target: object, call: CallShape, xs: tuple = (), ks: dict | None = None) -> bool:
    """Does CPython accept this call (with this spread content)?"""
    try:
        eval(call_code(call), {"target": target, "xs": xs, "ks": ks or {}})
    except TypeError:
        return False
    return True


def spread_contents(sig: Signature, call: CallShape):
    """Every spread content that could help a call bind: `*xs` of any useful length and
    `**ks` naming any subset of the named parameters not already given by keyword (other
    names can only hurt)."""
    lengths = range(len(sig.positional) + 2) if call.star_args else [0]
    named = [
        p.name
        for p in sig.params
        if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)
        and p.name not in call.keywords
    ]
    subsets = [()]
    if call.star_kwargs:
        subsets = [c for r in range(len(named) + 1) for c in itertools.combinations(named, r)]
    for n, names in itertools.product(lengths, subsets):
        yield tuple(range(n)), dict.fromkeys(names, 0)


def witness(sig: Signature, call: CallShape) -> tuple[tuple, dict]:
    """Spread content that makes a call bind, built (not searched) from the binding rules:
    `*xs` fills the slots after the explicit positionals up to the first keyword-named one,
    `**ks` every required named parameter still empty."""
    filled = {p.name for p in sig.positional[: call.positional]} | set(call.keywords)
    xs: list[str] = []
    if call.star_args:
        for p in sig.positional[call.positional :]:
            if p.kind is ParamKind.POSITIONAL_OR_KEYWORD and p.name in call.keywords:
                break
            xs.append(p.name)
    filled |= set(xs)
    kinds = (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)
    ks = [p.name for p in sig.params if p.required and p.kind in kinds and p.name not in filled]
    return tuple(xs), dict.fromkeys(ks if call.star_kwargs else [], 0)


def assert_matches_cpython(target: object, sig: Signature, call: CallShape) -> None:
    problems = bind_problems(sig, call)
    if not (call.star_args or call.star_kwargs):
        assert (problems == []) == binds(target, call), (sig.render(), call.render(), problems)
        return
    if problems:
        assert not binds(target, call), "a reported problem must hold with empty spreads"
        bound = [c for c in spread_contents(sig, call) if binds(target, call, *c)]
        assert not bound, (sig.render(), call.render(), problems, bound[0])
    else:
        assert binds(target, call, *witness(sig, call)), (sig.render(), call.render())


# --- generated functions ----------------------------------------------------------------


@dataclass(frozen=True)
class DefSpec:
    posonly: tuple[str, ...]
    pos: tuple[str, ...]
    first_default: int  # index into posonly + pos from which every positional has a default
    var_args: str | None
    kwonly: tuple[tuple[str, bool], ...]
    var_kw: str | None

    def source(self) -> str:
        def positional(i: int, name: str) -> str:
            return f"{name}=0" if i >= self.first_default else name

        parts = [positional(i, n) for i, n in enumerate(self.posonly)]
        parts += ["/"] if self.posonly else []
        parts += [positional(i + len(self.posonly), n) for i, n in enumerate(self.pos)]
        if self.var_args:
            parts.append(f"*{self.var_args}")
        elif self.kwonly:
            parts.append("*")
        parts += [f"{n}=0" if d else n for n, d in self.kwonly]
        parts += [f"**{self.var_kw}"] if self.var_kw else []
        return f"def f({', '.join(parts)}):\n    return None\n"


@st.composite
def def_specs(draw) -> DefSpec:
    names = list(draw(st.permutations(NAMES)))
    take = lambda n: tuple(names.pop() for _ in range(n))  # noqa: E731
    posonly, pos = take(draw(st.integers(0, 2))), take(draw(st.integers(0, 3)))
    var_args = take(1)[0] if draw(st.booleans()) else None
    kwonly = tuple((n, draw(st.booleans())) for n in take(draw(st.integers(0, 2))))
    var_kw = names.pop() if draw(st.booleans()) else None
    n_positional = len(posonly) + len(pos)
    first_default = draw(st.just(n_positional) | st.integers(0, n_positional))
    return DefSpec(posonly, pos, first_default, var_args, kwonly, var_kw)


def calls(names: tuple[str, ...], max_positional: int, spreads: bool) -> st.SearchStrategy:
    """Call shapes whose keywords are mostly the callee's own parameter names."""
    own = st.lists(st.sampled_from(names), unique=True, max_size=4) if names else st.just([])
    unknown = st.sampled_from([[], [], [], [UNKNOWN[0]], list(UNKNOWN)])
    keywords = st.builds(lambda a, b: a + b, own, unknown)
    flags = st.sampled_from([(True, False), (False, True), (True, True)])
    if not spreads:
        flags = st.just((False, False))
    return st.builds(
        lambda n, kws, star: CallShape(n, tuple(kws), *star),
        st.integers(0, max_positional),
        keywords,
        flags,
    )


def param_names(sig: Signature) -> tuple[str, ...]:
    return tuple(p.name for p in sig.params)


@SETTINGS
@given(spec=def_specs(), data=st.data())
def test_plain_calls_bind_exactly_when_cpython_says(spec: DefSpec, data: st.DataObject) -> None:
    f = compile_def(spec.source())
    sig = probe_signature(f)
    call = data.draw(calls(param_names(sig), len(sig.positional) + 2, spreads=False))
    assert_matches_cpython(f, sig, call)


@settings(SETTINGS, max_examples=1000)
@given(spec=def_specs(), data=st.data())
def test_spread_calls_sound_and_complete(spec: DefSpec, data: st.DataObject) -> None:
    f = compile_def(spec.source())
    sig = probe_signature(f)
    call = data.draw(calls(param_names(sig), len(sig.positional) + 1, spreads=True))
    assert_matches_cpython(f, sig, call)


# --- generated dataclasses --------------------------------------------------------------


def field_line(spec: FieldSpec) -> str:
    if spec.is_kw_only_marker:
        return f"{spec.name}: KW_ONLY"
    if spec.is_classvar:
        return f"{spec.name}: ClassVar[int]" + (" = 0" if spec.has_default else "")
    annotation = "InitVar[int]" if spec.is_initvar else "int"
    args = []
    if spec.has_default:
        args.append("default_factory=int" if spec.default_factory else "default=0")
    if not spec.init:
        args.append("init=False")
    if spec.kw_only is not None:
        args.append(f"kw_only={spec.kw_only}")
    if not args and spec.bare:
        return f"{spec.name}: {annotation}"
    if args == ["default=0"]:
        return f"{spec.name}: {annotation} = 0"
    return f"{spec.name}: {annotation} = field({', '.join(args)})"


def dataclass_source(name: str, base: str | None, fields: list[FieldSpec], kw_only: bool) -> str:
    lines = [f"@dataclass(kw_only={kw_only})", f"class {name}({base or 'object'}):"]
    lines += [f"    {field_line(spec)}" for spec in fields]
    return "\n".join([*lines, "    pass", ""])


def build_classes(*classes: tuple[list[FieldSpec], bool]) -> object | None:
    """Build a chain of dataclasses (each deriving from the one before); None when CPython
    refuses a class definition."""
    prelude = "from dataclasses import dataclass, field, InitVar, KW_ONLY\n"
    source = prelude + "from typing import ClassVar\n"
    for i, (fields, kw_only) in enumerate(classes):
        base = f"C{i - 1}" if i else None
        source += dataclass_source(f"C{i}", base, fields, kw_only)
    try:
        namespace = run_source(source)
    except TypeError:
        return None
    return namespace[f"C{len(classes) - 1}"]


@st.composite
def field_specs(draw, names: tuple[str, ...] = NAMES) -> list[FieldSpec]:
    chosen = draw(st.lists(st.sampled_from(names), unique=True, max_size=5))
    specs = []
    for name in chosen:
        kind = draw(st.sampled_from(["field", "field", "initvar", "classvar"]))
        has_default = draw(st.booleans())
        if kind == "classvar":
            specs.append(FieldSpec(name, has_default, is_classvar=True))
            continue
        init = draw(st.booleans()) if kind == "field" else True
        kw_only = draw(st.sampled_from([None, None, True, False]))
        factory = kind == "field" and has_default and draw(st.booleans())
        initvar = kind == "initvar"
        spec = FieldSpec(name, has_default, init, kw_only, initvar, default_factory=factory)
        if spec.bare:  # a bare annotation, or `= field()` with no arguments
            spec = replace(spec, has_value=draw(st.booleans()))
        specs.append(spec)
    marker_at = draw(st.none() | st.integers(0, len(specs)))
    if marker_at is not None:
        specs.insert(marker_at, FieldSpec.kw_only_marker("_"))
    return specs


def derived(*classes: tuple[list[FieldSpec], bool]) -> Signature | None:
    try:
        merged = merge(*(resolve_fields(fields, kw) for fields, kw in classes))
        return dataclass_init_signature(merged)
    except ValueError:
        return None


@settings(SETTINGS, max_examples=300)
@given(fields=field_specs(), kw_only=st.booleans(), data=st.data())
def test_dataclass_init_follows_dataclass_rules(
    fields: list[FieldSpec], kw_only: bool, data: st.DataObject
) -> None:
    call = data.draw(calls(tuple(f.name for f in fields), 5, spreads=True))
    cls = build_classes((fields, kw_only))
    sig = derived((fields, kw_only))
    assert (sig is None) == (cls is None), "ValueError exactly when CPython refuses the class"
    if cls is not None:
        assert sig == probe_signature(cls)
        assert_matches_cpython(cls, sig, call)


@settings(SETTINGS, max_examples=300)
@given(base=field_specs(), child=field_specs(), kws=st.tuples(st.booleans(), st.booleans()))
def test_inherited_dataclass_fields_merge_like_cpython(base, child, kws) -> None:
    assume(build_classes((base, kws[0])) is not None)
    cls = build_classes((base, kws[0]), (child, kws[1]))
    sig = derived((base, kws[0]), (child, kws[1]))
    assert (sig is None) == (cls is None)
    if cls is not None:
        assert sig == probe_signature(cls)


# --- explicit cases ---------------------------------------------------------------------

MR, UK, TM = "missing-required-argument", "unexpected-keyword", "too-many-positional"

CASES = [
    # (definition, call, expected problem kinds in order: [] means it binds)
    ("def f(): pass", "f()", []),
    ("def f(): pass", "f(1)", [TM]),
    ("def f(): pass", "f(a=1)", [UK]),
    ("def f(a): pass", "f()", [MR]),
    ("def f(a): pass", "f(1)", []),
    ("def f(a): pass", "f(a=1)", []),
    ("def f(a): pass", "f(1, a=1)", [UK]),
    ("def f(a): pass", "f(b=1)", [UK, MR]),
    ("def f(a=0): pass", "f()", []),
    ("def f(a, b=0): pass", "f(1, 2, 3)", [TM]),
    ("def f(a, /): pass", "f(a=1)", [UK, MR]),
    ("def f(a, /, **kw): pass", "f(1, a=1)", []),
    ("def f(a, /, **kw): pass", "f(a=1)", [MR]),
    ("def f(a=0, /): pass", "f(a=1)", [UK]),
    ("def f(*args): pass", "f(1, 2, 3)", []),
    ("def f(*args): pass", "f(args=1)", [UK]),
    ("def f(**kw): pass", "f(kw=1, x=2)", []),
    ("def f(*, a): pass", "f(1)", [TM, MR]),
    ("def f(*, a): pass", "f(a=1)", []),
    ("def f(*, a=0, b): pass", "f(b=1)", []),
    ("def f(a, *args, b): pass", "f(1, 2, 3, b=4)", []),
    ("def f(a, *args, b): pass", "f(1, 2, 3)", [MR]),
    ("def f(a, b): pass", "f(*xs)", []),
    ("def f(a, b): pass", "f(1, 2, 3, *xs)", [TM]),
    ("def f(a, b): pass", "f(*xs, a=1)", [MR]),  # xs cannot reach b without hitting a
    ("def f(a, b): pass", "f(*xs, b=1)", []),
    ("def f(a, b): pass", "f(*xs, a=1, **ks)", []),
    ("def f(a, /, b): pass", "f(**ks)", [MR]),  # a dict never fills a positional-only slot
    ("def f(a, /, b): pass", "f(*xs, **ks)", []),
    ("def f(*, a): pass", "f(*xs)", [MR]),
    ("def f(*, a): pass", "f(**ks)", []),
    ("def f(a): pass", "f(**ks, b=1)", [UK]),
    ("def f(a, b, c): pass", "f(1, *xs, c=1)", []),
    ("def f(a, b, c): pass", "f(1, *xs, b=1)", [MR]),
]


def parse_call(source: str) -> CallShape:
    node = ast.parse(source, mode="eval").body
    assert isinstance(node, ast.Call)
    return CallShape(
        positional=sum(not isinstance(a, ast.Starred) for a in node.args),
        keywords=tuple(k.arg for k in node.keywords if k.arg is not None),
        star_args=any(isinstance(a, ast.Starred) for a in node.args),
        star_kwargs=any(k.arg is None for k in node.keywords),
    )


@pytest.mark.parametrize(("definition", "call", "kinds"), CASES)
def test_explicit_case(definition: str, call: str, kinds: list[str]) -> None:
    f = compile_def(definition)
    shape, sig = parse_call(call), probe_signature(f)
    assert [p.kind for p in bind_problems(sig, shape)] == kinds
    assert_matches_cpython(f, sig, shape)


def test_problem_names_the_parameter() -> None:
    sig = probe_signature(compile_def("def f(a, *, b): pass"))
    problems = bind_problems(sig, CallShape(1, ("c",)))
    assert [(p.kind, p.name) for p in problems] == [(UK, "c"), (MR, "b")]
    assert "`c`" in problems[0].detail and "`b`" in problems[1].hint


M = FieldSpec.kw_only_marker


def F(name: str, default: bool = False, **kw) -> FieldSpec:
    return FieldSpec(name, default, **kw)


DATACLASS_CASES = [
    # (fields, decorator kw_only, expected __init__ as rendered, or None: class is refused)
    ([F("a"), F("b", True)], False, "(a, b=…)"),
    ([F("a", True), F("b")], False, None),
    ([F("a", True), F("b", kw_only=True)], False, "(a=…, *, b)"),
    ([F("a", True), F("b")], True, "(*, a=…, b)"),
    ([F("a", True), F("b", kw_only=False)], True, "(b, *, a=…)"),
    ([F("a"), M(), F("b"), F("c", kw_only=False)], False, "(a, c, *, b)"),
    ([F("a", True), F("b", init=False), F("c")], False, None),
    ([F("a", True), F("b", init=False)], False, "(a=…)"),
    ([F("a", is_initvar=True), F("b", True)], False, "(a, b=…)"),
    ([F("a", is_classvar=True), F("b")], False, "(b)"),
    ([F("a", True, is_classvar=True), F("b")], False, "(b)"),
    ([M(), F("a"), M("__")], False, None),
]


@pytest.mark.parametrize(("fields", "kw_only", "expected"), DATACLASS_CASES)
def test_explicit_dataclass_case(fields: list[FieldSpec], kw_only: bool, expected) -> None:
    cls = build_classes((fields, kw_only))
    assert (cls is None) == (expected is None), "the case table must agree with CPython"
    if expected is None:
        with pytest.raises(ValueError, match=r"field `\w+`|KW_ONLY"):
            dataclass_init_signature(fields, kw_only)
    else:
        assert dataclass_init_signature(fields, kw_only).render() == expected
        assert dataclass_init_signature(fields, kw_only) == probe_signature(cls)


def test_subclass_redeclaration_keeps_base_position() -> None:
    base = resolve_fields([F("x", True), F("y", True)])
    child = resolve_fields([F("x", is_classvar=True), F("z", True), F("y", True, kw_only=True)])
    assert dataclass_init_signature(merge(base, child)).render() == "(z=…, *, y=…)"
    cls = build_classes(([F("x", True), F("y", True)], False), (child, False))
    assert probe_signature(cls).render() == "(z=…, *, y=…)"


@pytest.mark.parametrize(("factory", "expected"), [(False, None), (True, "(x, y)")])
def test_redeclared_field_inherits_a_class_attribute_default(factory: bool, expected) -> None:
    """`x: int = 0` in a base leaves `C.x == 0`; a subclass's bare `x: int` picks it up, so
    a bare `y` after it is refused. A
    default_factory leaves none: then `x` stays required and a bare `y` may follow it."""
    base = [F("x", True, default_factory=factory)]
    child = [F("x"), F("y")]
    cls = build_classes((base, False), (child, False))
    assert derived((base, False), (child, False)) == (cls and probe_signature(cls))
    assert (cls and probe_signature(cls).render()) == expected
