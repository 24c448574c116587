"""When a route is served: the conditions on the way from `build_app` to its router.

A route is declared on a module's `APIRouter` (`@router.post("/v1/x")`) but only served
once some function calls `app.include_router(router)`, and that function is reached from
`build_app` only through the `if`s on the way (`if envs.VLLM_SERVER_DEV_MODE:`, `if
"generate" in supported_tasks:`, `if getattr(args, "enable_x", False):`, or an early
`if not X: return`). Each way is a conjunction of such tests (source text + `file:line`);
a route is served when one way's tests all hold. Read statically, per release, from the
functions under `vllm/entrypoints` and the imports inside them (vLLM imports routers
lazily, in the function that attaches them).
"""

from __future__ import annotations

import ast
import copy
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from probes.safeio.walk import py_files
from probes.server.pyast import dotted, literal_str, parse_file, read_source

ROOT_FUNCTIONS = ("build_app",)
MAX_WAYS = 8  # ways kept per route: vLLM has one or two; more is a sign of a misread
Fn = tuple[str, str]  # (module, function name)
_ENV = re.compile(r"\benvs\.(VLLM_[A-Z0-9_]+)")


@dataclass(frozen=True)
class _Call:
    """A call inside a function, with the tests that must hold for it to run."""

    target: Fn | None
    text: str
    tests: tuple[tuple[str, str], ...]  # (test source, file:line)


def route_conditions(root: Path, endpoints: dict[str, str]) -> dict[str, list[list[list[str]]]]:
    """Route → its ways from `build_app` (each a list of `[test, file:line]`); `[]` where no
    way was found (a route of another app, e.g. the render-only server: not judged)."""
    graph = _Graph(root)
    out: dict[str, list[list[list[str]]]] = {}
    for path in sorted(endpoints):
        ways = graph.ways_to(path)
        out[path] = [[list(t) for t in way] for way in ways[:MAX_WAYS]]
    return out


def _module(rel: str) -> str:
    parts = rel.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class _Graph:
    """Calls between functions of `vllm/entrypoints`, resolved through their imports."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.calls: dict[Fn, list[_Call]] = {}
        self.routes: dict[str, set[Fn]] = {}  # path -> (module, router variable) declaring it
        self.includes: dict[str, dict[str, list[Fn]]] = {}  # module -> router var -> fns
        # (module, router var, path) -> the module-level `if`s its declaration sits under
        self.declared: dict[tuple[str, str, str], tuple[tuple[str, str], ...]] = {}
        for path in py_files(root / "vllm" / "entrypoints"):
            text = read_source(path)
            if "include_router" not in text and "router" not in text and "def " not in text:
                continue
            tree = parse_file(path)
            if tree is not None:
                self._read(path.relative_to(root).as_posix(), tree)

    def _read(self, rel: str, tree: ast.Module) -> None:
        module = _module(rel)
        aliases = _imports(tree.body, module, rel.endswith("__init__.py"))
        for node, tests in _module_level(tree.body, (), rel):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                first = literal_str(node.args[0]) if node.args else None
                holder = dotted(node.func.value)
                if first and first.startswith("/") and holder and "." not in holder:
                    self.routes.setdefault(first, set()).add((module, holder))
                    self.declared.setdefault((module, holder, first), tests)
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                local = {
                    **aliases,
                    **_imports(list(ast.walk(fn)), module, rel.endswith("__init__.py")),
                }
                calls = list(_calls(fn.body, (), rel, local, module, _locals(fn)))
                self.calls[(module, fn.name)] = calls
                for call in calls:
                    if call.text.endswith(".include_router") and call.target is not None:
                        owner, var = call.target
                        self.includes.setdefault(owner, {}).setdefault(var, []).append(
                            (module, fn.name)
                        )

    def ways_to(self, path: str) -> list[tuple[tuple[str, str], ...]]:
        ways: list[tuple[tuple[str, str], ...]] = []
        for module, var in sorted(self.routes.get(path, ())):
            own = self.declared.get((module, var, path), ())
            ways += [own + way for way in self._ways_from(module, var)]
        return sorted(set(ways))

    def _ways_from(self, module: str, var: str) -> list[tuple[tuple[str, str], ...]]:
        starts = self.includes.get(module, {}).get(var, [])
        if var == "app":  # declared on the app itself (`@app.get` inside build_app)
            starts = [(m, f) for (m, f) in self.calls if m == module and f in ROOT_FUNCTIONS]
        ways: list[tuple[tuple[str, str], ...]] = []
        for start in starts:
            for call in self.calls[start]:
                if call.text.endswith(".include_router") and call.target == (module, var):
                    ways += self._up(start, call.tests, frozenset())
        return ways

    def _up(
        self, fn: Fn, tests: tuple[tuple[str, str], ...], seen: frozenset[Fn]
    ) -> list[tuple[tuple[str, str], ...]]:
        if fn[1] in ROOT_FUNCTIONS:
            return [tests]
        ways: list[tuple[tuple[str, str], ...]] = []
        for caller, calls in self.calls.items():
            if caller in seen:
                continue
            for call in calls:
                if call.target == fn:
                    ways += self._up(caller, call.tests + tests, seen | {fn})
            if len(ways) > MAX_WAYS:
                break
        return ways


def _module_level(
    body: list[ast.stmt], tests: tuple[tuple[str, str], ...], rel: str
) -> Iterator[tuple[ast.AST, tuple[tuple[str, str], ...]]]:
    """Every node of the module, with the `if` tests it sits under, at module level or in
    the function that declares it (a route declared under `if envs.VLLM_SERVER_DEV_MODE:`,
    or inside `attach_router` under `if getattr(app.state.args, "x", False):`, exists only
    then)."""
    for stmt in body:
        if isinstance(stmt, ast.If):
            at = (ast.unparse(stmt.test), f"{rel}:{stmt.lineno}")
            yield from ((n, tests) for n in ast.walk(stmt.test))
            yield from _module_level(stmt.body, (*tests, at), rel)
            yield from _module_level(stmt.orelse, (*tests, (f"not ({at[0]})", at[1])), rel)
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            yield from ((n, tests) for d in stmt.decorator_list for n in ast.walk(d))
            yield from _module_level(stmt.body, tests, rel)
        else:
            yield from ((node, tests) for node in ast.walk(stmt))


def _imports(nodes: list[Any], module: str, is_package: bool) -> dict[str, Fn]:
    """`from m import f as g` → {g: (m, f)}, relative imports resolved against `module`."""
    out: dict[str, Fn] = {}
    for node in nodes:
        if not isinstance(node, ast.ImportFrom):
            continue
        base = module if is_package else module.rpartition(".")[0]
        for _ in range(max(node.level - 1, 0)):
            base = base.rpartition(".")[0]
        source = (
            node.module or "" if node.level == 0 else ".".join(p for p in (base, node.module) if p)
        )
        for alias in node.names:
            out[alias.asname or alias.name] = (source, alias.name)
    return out


def _locals(fn: ast.AST) -> dict[str, ast.expr]:
    """Names a function assigns exactly once (`enabled = a or b`): tests on them are read
    as tests on what they hold."""
    seen: dict[str, list[ast.AST]] = {}
    if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):  # parameters: never inlined
        for arg in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs):
            seen[arg.arg] = [arg, arg]
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            if isinstance(node.targets[0], ast.Name):
                seen.setdefault(node.targets[0].id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign | ast.For | ast.NamedExpr):
            target = getattr(node, "target", None)
            if isinstance(target, ast.Name):
                seen.setdefault(target.id, []).extend([node, node])  # bound otherwise: opaque
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and isinstance(v[0], ast.expr)}


class _Inline(ast.NodeTransformer):
    def __init__(self, values: dict[str, ast.expr]) -> None:
        self.values, self.depth = values, 0

    def visit_Name(self, node: ast.Name) -> ast.expr:
        value = self.values.get(node.id)
        if value is None or self.depth > 4:
            return node
        self.depth += 1
        out = self.visit(copy.deepcopy(value))
        self.depth -= 1
        return out if isinstance(out, ast.expr) else node


def _test_text(test: ast.expr, values: dict[str, ast.expr]) -> str:
    return ast.unparse(_Inline(values).visit(copy.deepcopy(test)))


def _calls(
    body: list[ast.stmt],
    tests: tuple[tuple[str, str], ...],
    rel: str,
    names: dict[str, Fn],
    module: str,
    values: dict[str, ast.expr],
) -> Iterator[_Call]:
    """Calls in `body` with the `if` tests (and earlier `if …: return` guards) over them."""
    for stmt in body:
        if isinstance(stmt, ast.If):
            at = (_test_text(stmt.test, values), f"{rel}:{stmt.lineno}")
            neg = (f"not ({at[0]})", at[1])
            yield from _calls(stmt.body, (*tests, at), rel, names, module, values)
            yield from _calls(stmt.orelse, (*tests, neg), rel, names, module, values)
            if _returns(stmt.body):
                tests = (*tests, neg)
            continue
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call):
                yield _call(node, tests, names, module)


def _call(
    node: ast.Call, tests: tuple[tuple[str, str], ...], names: dict[str, Fn], module: str
) -> _Call:
    text = dotted(node.func)
    if text.endswith(".include_router") and node.args:
        var = dotted(node.args[0])  # a router imported under an alias: its own module's
        return _Call(names.get(var, (module, var)), text, tests)
    target = names.get(text) if text else None
    if target is None and text and "." not in text:
        target = (module, text)  # a function of the same module
    return _Call(target, text, tests)


def _returns(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], ast.Return | ast.Raise)


def env_defaults(root: Path, ways: dict[str, list[list[list[str]]]]) -> dict[str, Any]:
    """The declared default (`if TYPE_CHECKING:` block of `vllm/envs.py`) of each `envs.X`
    a route's test reads: an unset variable has that value."""
    wanted = {
        m for way_list in ways.values() for way in way_list for t, _ in way for m in _ENV.findall(t)
    }
    tree = parse_file(root / "vllm" / "envs.py")
    found: dict[str, Any] = {}
    for node in ast.walk(tree) if tree is not None else []:
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.target.id in wanted
            and isinstance(node.value, ast.Constant)
        ):
            found.setdefault(node.target.id, node.value.value)
    return dict(sorted(found.items()))
