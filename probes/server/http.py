"""HTTP uses: the routes a consumer calls and the request and response fields it relies on.

`<client>.completions.create(...)` posts to `/v1/completions` and `<client>.chat.
completions.create(...)` to `/v1/chat/completions` (the OpenAI client): its keywords and
the keys of `extra_body` are request fields. Its result, bound to a name (directly, by
awaiting a coroutine bound to one, or through `asyncio.wait_for`) and passed on to a
function of the same module, is a response: `getattr(r, "x")`, `hasattr(r, "x")` and
`r.x` read response fields, `r.choices[0].x` a choice's. `isinstance(r, Completion)` /
`ChatCompletion` narrows which endpoint's response it is. A string ending in
`/v1/<path>` (an f-string's tail too) is a route the consumer calls.
"""

from __future__ import annotations

import ast
import re

from probes.server.commands import Emit
from probes.server.pyast import dotted, lineno, literal_str

CLIENT_ONLY = {"timeout", "extra_body", "extra_headers", "extra_query"}
ENDPOINTS = {"completions": "/v1/completions", "chat": "/v1/chat/completions"}
NARROW = {"Completion": "completions", "ChatCompletion": "chat"}
_ROUTE = re.compile(r"(/v1/[A-Za-z0-9_/]+)$")
Env = dict[str, frozenset[str]]


def create_endpoint(node: ast.AST) -> str | None:
    """`completions` / `chat` for an OpenAI-client create call, else None."""
    if not isinstance(node, ast.Call):
        return None
    name = dotted(node.func)
    if name.endswith(".chat.completions.create"):
        return "chat"
    if name.endswith(".completions.create"):
        return "completions"
    return None


def request_uses(node: ast.Call, endpoint: str) -> list[Emit]:
    out = [Emit("endpoint", ENDPOINTS[endpoint], node.lineno)]
    for kw in node.keywords:
        if kw.arg is None:
            why = f"request keywords passed as `**{ast.unparse(kw.value)}`"
            out.append(Emit("unknown", "request-field", node.lineno, reason=why))
        elif kw.arg == "extra_body":
            out += _extra_body(kw.value, endpoint)
        elif kw.arg not in CLIENT_ONLY:
            out.append(Emit("request-field", f"{endpoint}.request.{kw.arg}", kw.value.lineno))
    return out


def _extra_body(value: ast.expr, endpoint: str) -> list[Emit]:
    if not isinstance(value, ast.Dict) or any(k is None for k in value.keys):
        why = f"extra_body given as `{ast.unparse(value)}`"
        return [Emit("unknown", "request-field", value.lineno, reason=why)]
    out = []
    for key in filter(None, value.keys):  # a `**spread` (None) was refused above
        text = literal_str(key)
        if text is None:
            why = f"extra_body key `{ast.unparse(key)}` is not a literal"
            out.append(Emit("unknown", "request-field", value.lineno, reason=why))
        else:
            out.append(Emit("request-field", f"{endpoint}.request.{text}", key.lineno))
    return out


def route_uses(tree: ast.Module) -> list[Emit]:
    """Routes named by string literals or f-string tails (`f"{base}/v1/x/render"`)."""
    out = []
    for node in ast.walk(tree):
        text = literal_str(node)
        if isinstance(node, ast.JoinedStr) and node.values:
            text = literal_str(node.values[-1])
        match = _ROUTE.search(text or "") if text and text.startswith(("/v1/", "http")) else None
        if match is None and isinstance(node, ast.JoinedStr) and text:
            match = _ROUTE.match(text)
        if match is not None:
            out.append(Emit("endpoint", match.group(1), lineno(node)))
    return out


def response_params(tree: ast.Module) -> dict[str, Env]:
    """Per module-level function: its parameters that receive a create() response."""
    fns = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)}
    params: dict[str, Env] = {}
    for _ in range(3):  # responses handed on a few calls deep
        for name, fn in fns.items():
            env = {**params.get(name, {}), **responses_bound(fn)}
            for call in (n for n in ast.walk(fn) if isinstance(n, ast.Call)):
                callee = fns.get(dotted(call.func))
                if callee is None:
                    continue
                names = [a.arg for a in callee.args.args]
                for i, arg in enumerate(call.args[: len(names)]):
                    if isinstance(arg, ast.Name) and arg.id in env:
                        slot = params.setdefault(callee.name, {})
                        slot[names[i]] = slot.get(names[i], frozenset()) | env[arg.id]
    return params


def responses_bound(fn: ast.AST) -> Env:
    """Names bound in `fn` to a create() result (or a coroutine of one, awaited)."""
    env: Env = {}
    for _ in range(2):
        for node in ast.walk(fn):
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                eps = _endpoints_of(node.value, env)
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Name) and eps:
                        env[t.id] = env.get(t.id, frozenset()) | eps
    return env


def _endpoints_of(value: ast.expr, env: Env) -> frozenset[str]:
    if isinstance(value, ast.Await):
        value = value.value
    if isinstance(value, ast.Call) and dotted(value.func).endswith("wait_for") and value.args:
        value = value.args[0]
    endpoint = create_endpoint(value)
    if endpoint is not None:
        return frozenset({endpoint})
    if isinstance(value, ast.Name):
        return env.get(value.id, frozenset())
    return frozenset()


def response_uses(body: list[ast.stmt], env: Env) -> list[Emit]:
    """Fields read off response names in `body`, narrowed by isinstance checks."""
    out: list[Emit] = []
    for stmt in body:
        if isinstance(stmt, ast.If) and (narrow := _narrowing(stmt.test, env)):
            name, inside, outside = narrow
            out += response_uses(stmt.body, {**env, name: inside})
            out += response_uses(stmt.orelse, {**env, name: outside})
            continue
        called = {id(n.func) for n in ast.walk(stmt) if isinstance(n, ast.Call)}
        out += [e for n in ast.walk(stmt) if id(n) not in called for e in _field_read(n, env)]
    return out


def _narrowing(test: ast.expr, env: Env) -> tuple[str, frozenset[str], frozenset[str]] | None:
    if not (isinstance(test, ast.Call) and dotted(test.func) == "isinstance"):
        return None
    if len(test.args) != 2 or not isinstance(test.args[0], ast.Name):
        return None
    name, kind = test.args[0].id, NARROW.get(dotted(test.args[1]).rsplit(".", 1)[-1])
    if name not in env or kind is None:
        return None
    return name, env[name] & {kind}, env[name] - {kind}


def _field_read(node: ast.AST, env: Env) -> list[Emit]:
    target, attr = None, None
    if isinstance(node, ast.Call) and dotted(node.func) in ("getattr", "hasattr"):
        if len(node.args) >= 2 and (attr := literal_str(node.args[1])):
            target = node.args[0]
    elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
        target, attr = node.value, node.attr
    if target is None or attr is None:
        return []
    part, owner = "response", target
    inner = owner.value if isinstance(owner, ast.Subscript) else None
    if isinstance(inner, ast.Attribute) and inner.attr == "choices":
        part, owner = "choice", inner.value
    if not isinstance(owner, ast.Name) or owner.id not in env:
        return []
    eps = sorted(env[owner.id])
    line = lineno(node)
    if part == "choice":  # only the completions choice model is read on the provider side
        eps = [ep for ep in eps if ep == "completions"]
    return [Emit("response-field", f"{ep}.{part}.{attr}", line) for ep in eps]
