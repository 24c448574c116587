"""Routes the consumer's own HTTP app serves (the `own-route` rule).

A consumer that runs its own server registers routes on its app or router:
`@app.post("/v1/x")`, `app.post("/v1/x")(handler)`, `router.add_api_route("/v1/x", f)`,
`app.add_route(...)` / `add_websocket_route`, with the router's `prefix=` where it is bound
in the module (`router = APIRouter(prefix="/v1")`). The registration is no request, and a
request naming such a route may go to the consumer's own server: a route of that name in
some vLLM does not make it a use of vLLM's server, so a failed check of it is `unknown`
(never `broken`). A client call `client.post(url, ...)` is not a registration: its result
is a response, neither a decorator nor called.
"""

from __future__ import annotations

import ast

from probes.server.pyast import dotted, literal_str

VERBS = {"get", "post", "put", "patch", "delete", "head", "options", "api_route", "route"}
VERBS |= {"websocket"}
ADDERS = {"add_api_route", "add_route", "add_websocket_route", "add_api_websocket_route"}


def own_routes(tree: ast.Module) -> dict[str, int]:
    """Route path → line of its registration in this module."""
    prefixes = _prefixes(tree)
    out: dict[str, int] = {}
    for node in ast.walk(tree):
        for call in _registrations(node):
            path = literal_str(call.args[0]) if call.args else None
            owner = dotted(call.func.value) if isinstance(call.func, ast.Attribute) else ""
            if path is not None and path.startswith("/"):
                out.setdefault(prefixes.get(owner, "") + path, call.lineno)
    return out


def _registrations(node: ast.AST) -> list[ast.Call]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return [d for d in node.decorator_list if _verb_call(d)]  # type: ignore[misc]
    if isinstance(node, ast.Call) and _verb_call(node.func):  # app.post(path)(handler)
        return [node.func]  # type: ignore[list-item]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return [node] if node.func.attr in ADDERS else []
    return []


def _verb_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in VERBS
    )


def _prefixes(tree: ast.Module) -> dict[str, str]:
    """Names bound to a router made with a literal `prefix=` (`r = APIRouter(prefix=...)`)."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            prefix = next((k.value for k in node.value.keywords if k.arg == "prefix"), None)
            text = literal_str(prefix) if prefix is not None else None
            for target in node.targets:
                if text and isinstance(target, ast.Name | ast.Attribute):
                    out[dotted(target)] = text.rstrip("/")
    return out
