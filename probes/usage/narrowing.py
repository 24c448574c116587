"""`isinstance` narrowing: inside `if isinstance(x, C):` the value `x` is a `C`.

A consumer narrows a vLLM-typed value to its own subclass (`isinstance(qc,
ComponentQuantizationConfig)`) and then reads that subclass's members, or narrows an untyped
value to a vLLM class. Inside the branch the name takes the narrowed type: the vLLM class, or
no vLLM type at all when the class is not vLLM's (its members are the consumer's).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from probes.usage.scope import Typed, is_vllm

if TYPE_CHECKING:
    from probes.usage.env import Env

Narrowing = dict[str, "Typed | None"]


def narrowings(test: ast.expr, env: Env) -> tuple[Narrowing, Narrowing]:
    """(names narrowed where `test` is true, names narrowed where it is false)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        true, false = narrowings(test.operand, env)
        return false, true
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        every: Narrowing = {}
        for value in test.values:
            every.update(narrowings(value, env)[0])
        return every, {}
    found = _isinstance(test, env)
    return (found, {}) if found else ({}, {})


def _isinstance(test: ast.expr, env: Env) -> Narrowing:
    if not (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "isinstance"
        and env.lookup("isinstance") is None
        and len(test.args) == 2
        and isinstance(test.args[0], ast.Name)
    ):
        return {}
    classes = test.args[1].elts if isinstance(test.args[1], ast.Tuple) else [test.args[1]]
    paths = [env.dotted_path(c) for c in classes]
    typed = None
    if len(paths) == 1 and is_vllm(paths[0]):
        typed = Typed(paths[0], "isinstance")
    return {test.args[0].id: typed}


def assertion(stmt: ast.stmt, env: Env) -> Narrowing:
    """`assert isinstance(x, C)`: narrows for the rest of the block."""
    return narrowings(stmt.test, env)[0] if isinstance(stmt, ast.Assert) else {}
