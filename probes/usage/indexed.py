"""Calls whose result the consumer takes for a sequence (`x = obj.rpc(...)` then `x[0]`).

A hazard probe needs to know whether a consumer indexes the reply of `collective_rpc`: vLLM
changed that reply from a list to the bare value when `unique_reply_rank` is given.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import TypeGuard


def indexed_results(tree: ast.Module, method: str) -> set[int]:
    """Calls of `.method(...)` whose result the code indexes by position or unpacks.

    `x = obj.method(...)` then `x[0]`, `obj.method(...)[0]`, `(a,) = obj.method(...)`: the
    caller takes the result for a sequence. Ids of the `ast.Call` nodes, per function.
    """
    found: set[int] = set()
    scopes = [
        tree,
        *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)),
    ]
    for scope in scopes:
        names: dict[str, list[ast.Call]] = {}
        nodes = list(_own_nodes(scope))
        for node in nodes:
            if isinstance(node, ast.Subscript) and _calls(node.value, method) and _positional(node):
                found.add(id(node.value))
            if isinstance(node, ast.Assign) and _calls(node.value, method):
                for target in node.targets:
                    if isinstance(target, ast.Tuple | ast.List):
                        found.add(id(node.value))
                    elif isinstance(target, ast.Name):
                        names.setdefault(target.id, []).append(node.value)
        for node in nodes:
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.value, ast.Name)
                and node.value.id in names
                and _positional(node)
            ):
                found.update(id(call) for call in names[node.value.id])
    return found


def _own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """Nodes of a module or function body, not those of functions defined inside it."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _calls(node: ast.AST | None, method: str) -> TypeGuard[ast.Call]:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == method
    )


def _positional(node: ast.Subscript) -> bool:
    index = node.slice
    return isinstance(index, ast.Constant) and isinstance(index.value, int)


def awaited_calls(tree: ast.Module) -> set[int]:
    """The ids of the calls awaited directly (`await f(…)`): the call must return an
    awaitable (rule `awaited-call`)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Await) and isinstance(node.value, ast.Call)
    }
