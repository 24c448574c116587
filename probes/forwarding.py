"""`**kwargs` forwarding: a keyword a vLLM function accepts only to hand on to another.

`LLM(model=..., no_such_option=3)` binds to `LLM.__init__(self, model, ..., **kwargs)`, but
vLLM builds `EngineArgs(model=model, ..., **kwargs)` with it, and `EngineArgs` raises. The
keyword that reaches `**kwargs` is judged by the callee that finally binds it: found in the
function's source (the view's), resolved in its module, bound with the forwarding call's own
explicit arguments (a forwarded keyword the call also passes explicitly is given twice).
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import dataclass

from probes.api import ParamKind, Signature
from probes.binding import BindProblem, bind_problems
from probes.usage.scope import call_shape, dotted, scope_nodes
from probes.uses import CallShape


@dataclass(frozen=True)
class ForwardSite:
    """A call inside the function that passes its `**kwargs` on."""

    callee: str  # as spelled in the function: `EngineArgs`, `engine_args.EngineArgs`
    positional: int
    keywords: tuple[str, ...]
    star_args: bool
    line: int  # 1-based, within the function's source


def forwarded(sig: Signature, call: CallShape) -> tuple[str, ...]:
    """The call's keywords that no named parameter takes: they land in `**kwargs`."""
    if sig.var_keyword is None:
        return ()
    named = {
        p.name
        for p in sig.params
        if p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)
    }
    return tuple(k for k in call.keywords if k not in named)


def forward_sites(source: str, var_keyword: str) -> list[ForwardSite]:
    """Calls in a function's source that spread its `**<var_keyword>` (nested defs excluded)."""
    try:
        tree = ast.parse(textwrap.dedent(source))
    except SyntaxError:
        return []
    if not tree.body or not isinstance(tree.body[0], ast.FunctionDef | ast.AsyncFunctionDef):
        return []
    sites = []
    for node in scope_nodes(tree.body[0].body):
        if not isinstance(node, ast.Call):
            continue
        spreads = [k for k in node.keywords if k.arg is None]
        if len(spreads) != 1 or not _is_name(spreads[0].value, var_keyword):
            continue
        callee = dotted(node.func, lambda name: name)
        if callee is None:
            continue
        shape = call_shape(node)
        sites.append(
            ForwardSite(callee, shape.positional, shape.keywords, shape.star_args, node.lineno)
        )
    return sites


def forward_problems(
    inner: Signature, site: ForwardSite, keywords: tuple[str, ...]
) -> list[BindProblem]:
    """Why the forwarded `keywords` cannot bind to `inner` at `site` ([] when they do)."""
    twice = [k for k in keywords if k in site.keywords]
    problems = [
        BindProblem(
            "unexpected-keyword",
            k,
            f"`{k}` is forwarded through `**kwargs` to `{site.callee}`, which is also given it",
            f"drop keyword `{k}`: `{site.callee}` already gets it",
            "forwarded-twice",
        )
        for k in twice
    ]
    shape = CallShape(
        positional=site.positional,
        keywords=site.keywords + tuple(k for k in keywords if k not in twice),
        star_args=site.star_args,
    )
    for problem in bind_problems(inner, shape):
        if problem.kind == "unexpected-keyword" and problem.name in keywords:
            problems.append(
                BindProblem(
                    problem.kind,
                    problem.name,
                    f"`{problem.name}` is forwarded through `**kwargs` to `{site.callee}`: "
                    f"{problem.detail}",
                    f"drop keyword `{problem.name}`: `{site.callee}` does not take it",
                    "forwarded-rejected",
                )
            )
    return problems


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name
