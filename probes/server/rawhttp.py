"""HTTP uses written without the OpenAI client: `x.post(route, json=body)` and the JSON read
back.

Only what resolves inside one function counts: the route is a string literal, an f-string
whose tail is the route, or a name bound once to one of those; the body is a dict literal
(or a name bound once to one) passed as `json=` or as the second positional argument. For
`/v1/completions` and `/v1/chat/completions` its keys are request fields; the result (or
its `.json()`, awaited or not) read with `.get("x")` / `["x"]` gives response fields, and
`["choices"][0]["x"]` a completions choice's. Any other route is left to `route_uses`.
"""

from __future__ import annotations

import ast
import re

from probes.server.commands import Emit, own_nodes
from probes.server.pyast import lineno, literal_str

ROUTES = {"/v1/completions": "completions", "/v1/chat/completions": "chat"}
POSTS = {"post", "put", "request"}
_TAIL = re.compile(r"(/v1/[A-Za-z0-9_/]+)$")


def raw_http_uses(fn: ast.AST) -> list[Emit]:
    """Request and response fields of raw JSON calls to the completions routes in `fn`."""
    bound = _bound_once(fn)
    out: list[Emit] = []
    results: dict[str, str] = {}  # name → endpoint of the JSON it holds
    for node in own_nodes(fn):
        call = _call_of(node)
        endpoint = _endpoint(call, bound) if call is not None else None
        if call is None or endpoint is None:
            continue
        body = _body(call, bound)
        if isinstance(body, ast.Dict):
            keys = [(literal_str(k), k) for k in body.keys if k is not None]
            out += [
                Emit("request-field", f"{endpoint}.request.{t}", k.lineno) for t, k in keys if t
            ]
        for name in _targets(node):
            results[name] = endpoint
    results |= _json_of(fn, results)
    return out + _reads(fn, results)


def _call_of(node: ast.AST) -> ast.Call | None:
    value = node.value if isinstance(node, ast.Assign | ast.AnnAssign | ast.Expr) else None
    if isinstance(value, ast.Await):
        value = value.value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute):
        return value if value.func.attr in POSTS else None
    return None


def _targets(node: ast.AST) -> list[str]:
    targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
    return [t.id for t in targets if isinstance(t, ast.Name)]


def _bound_once(fn: ast.AST) -> dict[str, ast.expr]:
    seen: dict[str, list[ast.expr]] = {}
    for node in own_nodes(fn):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    seen.setdefault(t.id, []).append(node.value)
    return {k: v[0] for k, v in seen.items() if len(v) == 1}


def _resolve(node: ast.expr | None, bound: dict[str, ast.expr]) -> ast.expr | None:
    if isinstance(node, ast.Name):
        return bound.get(node.id)
    return node


def _endpoint(call: ast.Call, bound: dict[str, ast.expr]) -> str | None:
    route = _resolve(call.args[0], bound) if call.args else None
    text = literal_str(route)
    if isinstance(route, ast.JoinedStr) and route.values:
        text = literal_str(route.values[-1])
    match = _TAIL.search(text or "")
    return ROUTES.get(match.group(1)) if match else None


def _body(call: ast.Call, bound: dict[str, ast.expr]) -> ast.expr | None:
    for kw in call.keywords:
        if kw.arg == "json":
            return _resolve(kw.value, bound)
    return _resolve(call.args[1], bound) if len(call.args) > 1 else None


def _json_of(fn: ast.AST, results: dict[str, str]) -> dict[str, str]:
    """`data = r.json()` / `await r.json()` of a result name."""
    found: dict[str, str] = {}
    for node in own_nodes(fn):
        value = node.value if isinstance(node, ast.Assign) else None
        if isinstance(value, ast.Await):
            value = value.value
        if (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr == "json"
            and isinstance(value.func.value, ast.Name)
            and value.func.value.id in results
        ):
            found |= dict.fromkeys(_targets(node), results[value.func.value.id])
    return found


def _reads(fn: ast.AST, results: dict[str, str]) -> list[Emit]:
    out: list[Emit] = []
    for node in own_nodes(fn):
        key, owner = _key_read(node)
        if key is None:
            continue
        if isinstance(owner, ast.Name) and owner.id in results:
            out.append(Emit("response-field", f"{results[owner.id]}.response.{key}", lineno(node)))
        elif _is_first_choice(owner, results):
            out.append(Emit("response-field", f"completions.choice.{key}", lineno(node)))
    return out


def _key_read(node: ast.AST) -> tuple[str | None, ast.expr | None]:
    """`x.get("k", …)` or `x["k"]` (read) → ("k", x)."""
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(node, ast.Call) and isinstance(func, ast.Attribute) and func.attr == "get":
        return (literal_str(node.args[0]), func.value) if node.args else (None, None)
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
        return literal_str(node.slice), node.value
    return None, None


def _is_first_choice(owner: ast.expr | None, results: dict[str, str]) -> bool:
    """`data["choices"][0]` of a completions result."""
    if not (isinstance(owner, ast.Subscript) and isinstance(owner.value, ast.Subscript)):
        return False
    inner = owner.value
    return (
        literal_str(inner.slice) == "choices"
        and isinstance(inner.value, ast.Name)
        and results.get(inner.value.id) == "completions"
    )
