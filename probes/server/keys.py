"""Keys a consumer reads out of a dict-valued response field (`kv_transfer_params`).

`r.kv_transfer_params.get("hidden_states_path")`, `params["handle"]` where `params =
getattr(r, "kv_transfer_params", None)` (or `r.kv_transfer_params`), `r` a response name
(see `probes.server.http`). Reads joined by `or` are alternatives (`p.get("a") or
p.get("b")`: either key will do): one use named `<endpoint>.response.<field>.a|b`.
"""

from __future__ import annotations

import ast

from probes.server.commands import Emit
from probes.server.http import Env
from probes.server.pyast import dotted, lineno, literal_str

Bound = dict[str, tuple[frozenset[str], str]]  # name -> (endpoints, response field)


def key_uses(fn: ast.AST, env: Env) -> list[Emit]:
    """Key reads of response fields in `fn` (a function whose response names are `env`)."""
    bound = _bound_fields(fn, env)
    out: list[Emit] = []
    inside_or: set[int] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            reads = [_key_read(v, env, bound) for v in node.values]
            if reads and all(reads) and len({(r[0], r[1]) for r in reads if r}) == 1:
                eps, field = reads[0][:2]  # type: ignore[index]
                keys = "|".join(r[2] for r in reads if r)
                out += [_emit(ep, field, keys, node) for ep in sorted(eps)]
                inside_or |= {id(v) for v in node.values}
    for node in ast.walk(fn):
        read = _key_read(node, env, bound) if id(node) not in inside_or else None
        if read is not None:
            out += [_emit(ep, read[1], read[2], node) for ep in sorted(read[0])]
    return out


def _emit(endpoint: str, field: str, keys: str, node: ast.AST) -> Emit:
    return Emit("response-key", f"{endpoint}.response.{field}.{keys}", lineno(node))


def _bound_fields(fn: ast.AST, env: Env) -> Bound:
    bound: Bound = {}
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, field = node.targets[0], _field_of(node.value, env)
            if isinstance(target, ast.Name) and field is not None:
                bound[target.id] = field
    return bound


def _field_of(node: ast.expr, env: Env) -> tuple[frozenset[str], str] | None:
    """`r.f` or `getattr(r, "f", ...)` with `r` a response name → (endpoints, f)."""
    owner, field = None, None
    if isinstance(node, ast.Attribute):
        owner, field = node.value, node.attr
    elif isinstance(node, ast.Call) and dotted(node.func) == "getattr" and len(node.args) >= 2:
        owner, field = node.args[0], literal_str(node.args[1])
    if isinstance(owner, ast.Name) and owner.id in env and field:
        return env[owner.id], field
    return None


def _key_read(node: ast.AST, env: Env, bound: Bound) -> tuple[frozenset[str], str, str] | None:
    holder, key = None, None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr == "get" and node.args:
            holder, key = node.func.value, literal_str(node.args[0])
    elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
        holder, key = node.value, literal_str(node.slice)
    if holder is None or key is None:
        return None
    field = bound.get(holder.id) if isinstance(holder, ast.Name) else _field_of(holder, env)
    return (field[0], field[1], key) if field else None
