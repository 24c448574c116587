"""`isinstance` narrowing: inside `if isinstance(x, C):` the value `x` is a `C`.

A consumer narrows a vLLM-typed value to its own subclass (`isinstance(qc,
ComponentQuantizationConfig)`) and then reads that subclass's members, or narrows an untyped
value to a vLLM class. Inside the branch the name takes the narrowed type: the vLLM class, or
no vLLM type at all when the class is not vLLM's (its members are the consumer's).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from probes.conditions import IsInstance, Literal_, boolean, branches, positive
from probes.usage.scope import Typed, is_vllm

if TYPE_CHECKING:
    from probes.usage.env import Env

Narrowing = dict[str, "Typed | None"]


def narrowings(test: ast.expr, env: Env) -> tuple[Narrowing, Narrowing]:
    """(names narrowed where `test` is true, names narrowed where it is false): the
    `isinstance` facts the model says hold in each branch (`not`, `and`, `or` read once)."""
    in_body, in_else = branches(boolean(test, lambda node: _isinstance(node, env)))
    return _narrowed(in_body), _narrowed(in_else)


def _narrowed(found: tuple[Literal_, ...]) -> Narrowing:
    out: Narrowing = {}
    for fact in positive(found, IsInstance):
        out[fact.var] = Typed(fact.cls, "isinstance") if fact.cls is not None else None
    return out


def _isinstance(test: ast.expr, env: Env) -> IsInstance | None:
    """`isinstance(name, C)`: the name holds a `C` (a vLLM class, else no vLLM type)."""
    if not (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "isinstance"
        and env.lookup("isinstance") is None
        and len(test.args) == 2
        and isinstance(test.args[0], ast.Name)
    ):
        return None
    classes = test.args[1].elts if isinstance(test.args[1], ast.Tuple) else [test.args[1]]
    paths = [env.dotted_path(c) for c in classes]
    cls = paths[0] if len(paths) == 1 and is_vllm(paths[0]) else None
    return IsInstance(test.args[0].id, cls)


def assertion(stmt: ast.stmt, env: Env) -> Narrowing:
    """`assert isinstance(x, C)`: narrows for the rest of the block."""
    return narrowings(stmt.test, env)[0] if isinstance(stmt, ast.Assert) else {}
