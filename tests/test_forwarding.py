"""`**kwargs` forwarding, against CPython: the static verdict equals what a real call does.

A generated `outer(<named>, **kwargs)` forwards its `**kwargs` to `inner(<params>)` with
some explicit keywords of its own (enough for `inner` to bind without the forwarded ones).
A consumer calls `outer` with generated keywords. CPython raises TypeError exactly when the
static `forward_problems` says the forwarded keywords cannot bind.
"""

from __future__ import annotations

import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from probes.api import Param, ParamKind, Signature
from probes.forwarding import forward_problems, forward_sites, forwarded
from probes.uses import CallShape

NAMES = ("a", "b", "c", "d", "e", "f")
KINDS = (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)


@st.composite
def cases(draw):
    inner_names = draw(st.lists(st.sampled_from(NAMES), unique=True, max_size=4))
    inner = []
    for name in inner_names:
        inner.append((name, draw(st.sampled_from(KINDS)), draw(st.booleans())))
    # positional-or-keyword first, required before defaulted (as a def must be written)
    inner.sort(key=lambda p: (p[1] is ParamKind.KEYWORD_ONLY, p[1] is not KINDS[1] and not p[2]))
    inner_var_kw = draw(st.booleans())
    required = [n for n, _, req in inner if req]
    explicit = sorted(set(required) | set(draw(st.lists(st.sampled_from(inner_names or ["a"])))))
    explicit = [n for n in explicit if n in inner_names]
    outer_named = draw(st.lists(st.sampled_from(("p", "q")), unique=True, max_size=2))
    consumer = draw(st.lists(st.sampled_from((*NAMES, "z", *outer_named)), unique=True))
    return inner, inner_var_kw, explicit, outer_named, consumer


def _render(inner, inner_var_kw) -> str:
    parts, star = [], False
    for name, kind, required in inner:
        if kind is ParamKind.KEYWORD_ONLY and not star:
            parts.append("*")
            star = True
        parts.append(name if required else f"{name}=0")
    if inner_var_kw:
        parts.append("**rest")
    return ", ".join(parts)


def _signature(inner, inner_var_kw) -> Signature:
    params = [Param(name, kind, not required) for name, kind, required in inner]
    if inner_var_kw:
        params.append(Param("rest", ParamKind.VAR_KEYWORD))
    return Signature(tuple(params))


@settings(max_examples=300, deadline=None)
@given(case=cases())
def test_forwarded_keywords_fail_exactly_when_cpython_raises(case) -> None:
    inner, inner_var_kw, explicit, outer_named, consumer = case
    outer_params = ", ".join([*outer_named, "**kwargs"])
    call_explicit = ", ".join(f"{n}=1" for n in explicit)
    sep = ", " if call_explicit else ""
    source = textwrap.dedent(
        f"""
        def inner({_render(inner, inner_var_kw)}):
            return None

        def outer({outer_params}):
            return inner({call_explicit}{sep}**kwargs)
        """
    )
    namespace: dict = {}
    exec(source, namespace)
    kwargs = {name: 1 for name in consumer}
    kwargs.update({name: 1 for name in outer_named})  # the consumer fills outer's own params
    try:
        namespace["outer"](**kwargs)
        raised = False
    except TypeError:
        raised = True

    named = [Param(n, ParamKind.POSITIONAL_OR_KEYWORD) for n in outer_named]
    outer_sig = Signature((*named, Param("kwargs", ParamKind.VAR_KEYWORD)))
    call = CallShape(keywords=tuple(kwargs))
    outer_source = source[source.index("def outer") :]
    (site,) = forward_sites(outer_source, "kwargs")
    problems = forward_problems(_signature(inner, inner_var_kw), site, forwarded(outer_sig, call))
    assert bool(problems) == raised, (source, kwargs, problems)


def test_forward_sites_ignore_nested_functions_and_other_spreads() -> None:
    source = textwrap.dedent(
        """
        def outer(model, **kwargs):
            def later(**other):
                return Other(**kwargs)
            engine = EngineArgs(model=model, **kwargs)
            return mod.make(1, *extra, **kwargs), Other(**other)
        """
    )
    sites = forward_sites(source, "kwargs")
    found = sorted((s.callee, s.positional, s.keywords, s.star_args) for s in sites)
    assert found == [("EngineArgs", 0, ("model",), False), ("mod.make", 1, (), True)]
