"""Rule `caller-try`: a local function whose every call is inside a `try` that catches it.

    def install():
        def _dump(cfg):
            import vllm.attention.layer as al     # gone in this release
            ...
        def wrapper(cfg):
            try:
                _dump(cfg)
            except Exception as exc:              # logged; wrapper goes on
                print(exc)

A nested function is named only in its enclosing function: when every reference to it there
is a call in a `try` body whose handler catches the failure (`ImportError` for an import,
`Exception` or a bare `except` for anything) and does not end by raising, a failure inside it
is caught where it is called, as if its body were in that `try` (CPython agrees:
tests/rules/test_caller_try.py). Module-level functions are not read this way: anything
importing the module may call them.
"""

from __future__ import annotations

import ast

from probes.conditions import Condition, Tried
from probes.usage.guards import GuardRule, Scope, try_rules

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
Scopes = frozenset[Scope]
_SCOPES: tuple[Scope, ...] = ("import", "other")


def caller_try_rules(enclosing: FunctionNode, local: FunctionNode) -> list[GuardRule]:
    """The guards of `local`'s body where every reference to it in `enclosing` is a call a
    `try` catches and goes on from (per scope: imports, other uses, as `try_rules` reads a
    handler); none where one reference is not."""
    calls: list[Scopes] = []  # per reference: the scopes caught around it
    _references(enclosing.body, local, frozenset(), calls)
    if not calls:
        return []
    caught_everywhere = frozenset.intersection(*calls)
    guard = Condition(Tried("caller-try"), fallback=True)
    return [GuardRule(guard, scope) for scope in _SCOPES if scope in caught_everywhere]


def _catches(node: ast.Try | ast.TryStar) -> Scopes:
    """The scopes whose failure a handler of `node` catches and goes on from: those the
    `try`'s own guard rules give a fallback (a refusing or re-raising handler gives none)."""
    return frozenset(r.scope for r in try_rules(node) if r.guard.fallback)


def _references(
    body: list[ast.stmt], local: FunctionNode, around: Scopes, out: list[Scopes]
) -> None:
    for stmt in body:
        _visit(stmt, local, around, out)


def _visit(node: ast.AST, local: FunctionNode, around: Scopes, out: list[Scopes]) -> None:
    if node is local:
        return  # its own body: a recursive call is caught where the outer call is
    if isinstance(node, ast.Try | ast.TryStar):
        _references(node.body, local, around | _catches(node), out)
        for part in (*node.handlers, *node.orelse, *node.finalbody):
            _visit(part, local, around, out)
        return
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == local.name
    ):
        out.append(around)
        for child in (*node.args, *node.keywords):
            _visit(child, local, around, out)
        return
    if isinstance(node, ast.Name) and node.id == local.name:
        out.append(frozenset())  # passed, returned or rebound: it may be called anywhere
        return
    for child in ast.iter_child_nodes(node):
        _visit(child, local, around, out)
