"""The server extractor: a consumer's Python files → its `ServerUsage`.

Reads each module once (see `commands` and `http` for what counts as a use), names every
use by the enclosing definition, and gives it a content-built id. A file that cannot be
parsed is an `unknown` use with the reason, never silently skipped.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from probes.server.commands import Emit, command_uses, config_uses, env_uses, own_nodes
from probes.server.config_flow import ModuleFlow
from probes.server.handshake import lock_waits
from probes.server.http import (
    create_endpoint,
    request_uses,
    response_params,
    response_uses,
    responses_bound,
    route_uses,
)
from probes.server.keys import key_uses
from probes.server.own_routes import own_routes
from probes.server.pyast import dotted
from probes.server.rawhttp import raw_http_uses
from probes.server.uses import ServerUse
from probes.usage.reading import over_node_budget


def extract_server_files(files: dict[str, str]) -> list[ServerUse]:
    """Server uses of every file (root-relative POSIX path → text), in file order."""
    trees = {rel: _parse(rel, files[rel]) for rel in sorted(files)}
    calls = _Calls({r: t for r, t in trees.items() if isinstance(t, ast.Module)})
    served = _own_served(calls.trees)
    uses: list[ServerUse] = []
    for rel, tree in trees.items():
        emits = (
            _module_emits(rel, files[rel], tree, calls) if isinstance(tree, ast.Module) else tree
        )
        uses += _assign_ids(rel, [(c, o) for c, e in emits if (o := _own(rel, e, served))])
    return uses


def _own_served(trees: dict[str, ast.Module]) -> dict[str, str]:
    """Route → `file:line` where the consumer's own app registers it (`own_routes`)."""
    out: dict[str, str] = {}
    for rel, tree in trees.items():
        for path, line in own_routes(tree).items():
            out.setdefault(path, f"{rel}:{line}")
    return out


def _own(rel: str, emit: Emit, served: dict[str, str]) -> Emit | None:
    """An endpoint use of a route the consumer serves itself: none at its registration,
    else `unconfirmed` (the request may go to the consumer's own server)."""
    where = served.get(emit.name) if emit.kind == "endpoint" else None
    if where is None:
        return emit
    if where == f"{rel}:{emit.line}":
        return None
    return replace(emit, unconfirmed=f"a route the consumer's own app serves ({where})")


def module_of(rel: str) -> str:
    parts = rel.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _parse(rel: str, text: str) -> ast.Module | list[tuple[str, Emit]]:
    try:
        return ast.parse(text, filename=rel)
    except (SyntaxError, ValueError) as exc:
        return [("", Emit("unknown", "file", 1, reason=f"{rel} cannot be parsed: {exc}"))]
    except (RecursionError, MemoryError):
        return [("", Emit("unknown", "file", 1, reason=f"{rel} is nested too deeply to parse"))]


class _Calls:
    """Every call of a function name in the files read (built on first use), with its
    module's `ModuleFlow`: where a config a function returns goes next."""

    def __init__(self, trees: dict[str, ast.Module]) -> None:
        self.trees = trees
        self.mods: dict[str, ModuleFlow] = {}
        self.index: dict[str, list[tuple[str, ast.Call]]] | None = None

    def module(self, rel: str) -> ModuleFlow:
        if rel not in self.mods:
            self.mods[rel] = ModuleFlow(self.trees[rel], self)
        return self.mods[rel]

    def __call__(self, name: str) -> list[tuple[ModuleFlow, ast.Call]]:
        if self.index is None:
            self.index = {}
            for rel, tree in self.trees.items():
                for node in ast.walk(tree):
                    if isinstance(node, ast.Call):
                        last = dotted(node.func).rsplit(".", 1)[-1]
                        self.index.setdefault(last, []).append((rel, node))
        return [(self.module(rel), call) for rel, call in self.index.get(name, [])]


def _module_emits(rel: str, text: str, tree: ast.Module, calls: _Calls) -> list[tuple[str, Emit]]:
    if not _mentions_server(text):
        return []
    if (too_big := over_node_budget(tree, rel, len(text))) is not None:
        return [("", Emit("unknown", "file", 1, reason=too_big))]
    try:
        return _tree_emits(tree, "vllm serve" in text, calls.module(rel))
    except RecursionError:
        return [("", Emit("unknown", "file", 1, reason=f"{rel} is nested too deeply to walk"))]


def _tree_emits(tree: ast.Module, about_serve: bool, mod: ModuleFlow) -> list[tuple[str, Emit]]:
    params = response_params(tree)
    found: list[tuple[str, Emit]] = []
    for context, scope in _scopes(tree):
        emits = command_uses(scope, about_serve) + config_uses(scope, mod) + env_uses(scope)
        emits += raw_http_uses(scope) + lock_waits(scope)
        for node in own_nodes(scope):
            endpoint = create_endpoint(node)
            if endpoint is not None and isinstance(node, ast.Call):
                emits += request_uses(node, endpoint)
        if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef):
            env = {**params.get(scope.name, {}), **responses_bound(scope)}
            emits += (response_uses(scope.body, env) + key_uses(scope, env)) if env else []
        found += [(context, e) for e in emits]
    found += [("", e) for e in route_uses(tree)]
    return _dedupe(found)


def _mentions_server(text: str) -> bool:
    keys = ("vllm", "VLLM_", "kv_connector", "speculative", "completions", "/v1/", "serve")
    return any(k in text for k in keys)


def _scopes(tree: ast.Module) -> Iterator[tuple[str, ast.AST]]:
    """The module body and each function, with its dotted qualname."""
    yield "", tree
    todo: list[tuple[str, ast.AST]] = [("", tree)]
    while todo:
        prefix, node = todo.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}.{child.name}" if prefix else child.name
                if not isinstance(child, ast.ClassDef):
                    yield name, child
                todo.append((name, child))
            else:  # defs nested in if/try/with blocks
                todo.append((prefix, child))


def _dedupe(found: list[tuple[str, Emit]]) -> list[tuple[str, Emit]]:
    seen: set[tuple[Any, ...]] = set()
    out = []
    for context, emit in sorted(found, key=lambda p: (p[1].line, p[1].kind, p[1].name)):
        key = (context, emit)
        if key not in seen:
            seen.add(key)
            out.append((context, emit))
    return out


def _assign_ids(rel: str, emits: list[tuple[str, Emit]]) -> list[ServerUse]:
    module = module_of(rel)
    counts: Counter[tuple[Any, ...]] = Counter()
    uses = []
    for context, e in emits:
        key = (context, e.kind, e.name)
        ordinal = counts[key]
        counts[key] += 1
        uses.append(
            ServerUse(
                id=f"{module}:{context}:server:{e.kind}:{e.name}#{ordinal}",
                kind=e.kind,
                name=e.name,
                location=f"{rel}:{e.line}",
                module=module,
                context=context,
                spelled=e.spelled if e.spelled != e.name else None,
                module_path=e.module_path,
                reason=e.reason,
                unconfirmed=e.unconfirmed,
            )
        )
    return uses
