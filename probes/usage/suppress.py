"""Rule `suppress-guard`: `with contextlib.suppress(E1, …):` read as the `try` it is.

Python defines `suppress(E1, …)` as a context manager whose `__exit__` swallows an exception
of those types: `with suppress(E): body` behaves exactly as `try: body` / `except E: pass`.
The walker reads the `with` as that `try` (the same guard rules, the same reading of the
rest of the block after it), so both forms always get the same verdict. A `with A, B:` is
`with A: with B:`, so the items after a `suppress(...)` item run under it too, the ones
before it do not.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from probes.usage.scope import dotted

SUPPRESS = "contextlib.suppress"

Resolve = Callable[[str], str | None]  # a consumer name -> the dotted path it is bound to


def suppress_index(node: ast.With | ast.AsyncWith, resolve: Resolve) -> int | None:
    """The index of the first `suppress(...)` item of a `with`, or None."""
    for at, item in enumerate(node.items):
        if suppress_call(item.context_expr, resolve) is not None:
            return at
    return None


def suppress_call(expr: ast.expr, resolve: Resolve) -> ast.Call | None:
    """`expr` when it is a call of `contextlib.suppress` (through `import contextlib`,
    `from contextlib import suppress`, or an alias of either), else None."""
    if not isinstance(expr, ast.Call) or expr.keywords:
        return None
    return expr if dotted(expr.func, resolve) == SUPPRESS else None


def as_try(node: ast.stmt, resolve: Resolve) -> ast.Try | None:
    """The `try` a `with suppress(E1, …):` statement is: its body (with the items after the
    `suppress` item, as nested `with`s) and one handler `except (E1, …): pass`. None for any
    other statement, and for `suppress()` with no types (it swallows nothing)."""
    if not isinstance(node, ast.With | ast.AsyncWith):
        return None
    at = suppress_index(node, resolve)
    if at is None:
        return None
    call = suppress_call(node.items[at].context_expr, resolve)
    if call is None or not call.args:
        return None
    body: list[ast.stmt] = list(node.body)
    rest = node.items[at + 1 :]
    if rest:  # `with suppress(E), b:` is `with suppress(E): with b:`
        inner = type(node)(items=rest, body=body, type_comment=None)
        body = [ast.copy_location(inner, node)]
    kinds = ast.copy_location(ast.Tuple(elts=list(call.args), ctx=ast.Load()), call)
    handler = ast.ExceptHandler(type=kinds, name=None, body=[ast.Pass()])
    return ast.copy_location(ast.Try(body=body, handlers=[handler], orelse=[], finalbody=[]), node)
