"""Rule `version-helper`: the consumer's own version helpers, read as the tests they are.

Consumers rarely compare `vllm.__version__` where they branch. They write, once:

    # pkg/utils.py
    VLLM_VERSION = Version(vllm.__version__)
    def is_vllm_ge(v: str) -> bool:
        return VLLM_VERSION >= Version(v)
    VLLM_GE_0_10 = is_vllm_ge("0.10.0")

and branch elsewhere: `if is_vllm_ge("0.10.0"):`, `if not VLLM_GE_0_10: return`. A call of
such a function is the comparison of its `return` with the call's arguments put for its
parameters (read in the function's module: its names, its imports); a module constant
bound to one (or to any readable test) is that test, in every module that imports it.
Only a plain function is read: no decorator but a cache, its body a docstring, local
imports and one `return`, every argument a literal. Anything else is not read here, and
the test is what the module's own reader makes of it (unknown when it cannot tell): a
helper is never assumed true.
"""

from __future__ import annotations

import ast
import copy
from collections import Counter
from collections.abc import Callable, Mapping

from probes.usage.env import Env
from probes.usage.guards import Reader, VersionTests
from probes.usage.model import ModuleModel
from probes.usage.scope import callee_name

Resolve = Callable[[ast.AST], str | None]
_DEPTH = 4
_CACHES = frozenset({"cache", "lru_cache", "cached"})


class VersionHelpers:
    """The consumer's modules as the helper reader needs them (parsed once each, on demand)."""

    def __init__(self, files: Mapping[str, str]):
        self.files = files
        self.rel_of = {_module_name(rel): rel for rel in files if rel.endswith(".py")}
        self._models: dict[str, ModuleModel | None] = {}
        self._plain: dict[str, VersionTests] = {}  # body readers (no helper reading)
        self._full: dict[str, VersionTests] = {}  # flag readers (helpers read too)
        self._building: set[str] = set()
        self._depth = 0
        self._counts: dict[str, Counter[str]] = {}
        self._read: dict[tuple[str, str], str | None] = {}

    def reader(self, resolve: Resolve) -> Reader:
        """What a module whose names `resolve` spells reads through the consumer's helpers:
        the releases where a call or name is true, or None."""

        def read(node: ast.expr) -> str | None:
            if isinstance(node, ast.Call):
                return self._call(resolve(node.func), node)
            if isinstance(node, ast.Name | ast.Attribute):
                return self._flag(resolve(node))
            return None

        return read

    # --- one module ----------------------------------------------------------------------

    def _model(self, name: str) -> ModuleModel | None:
        if name not in self._models:
            rel = self.rel_of.get(name)
            try:
                tree = ast.parse(self.files[rel], filename=rel) if rel else None
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                tree = None
            model = None if tree is None or rel is None else _model(name, rel, tree)
            self._models[name] = model
        return self._models[name]

    def _tests(self, name: str, full: bool) -> VersionTests | None:
        """The module's version reader: `full` with helpers read (for its flags), else
        plain (for a helper's body); the plain one while the full one is being built."""
        model = self._model(name)
        if model is None:
            return None
        env = Env(model)
        if full and name not in self._building:
            if name not in self._full:
                self._building.add(name)
                try:
                    self._full[name] = VersionTests(
                        model.tree, env.dotted_path, self.reader(env.dotted_path)
                    )
                finally:
                    self._building.discard(name)
            return self._full[name]
        if name not in self._plain:
            self._plain[name] = VersionTests(model.tree, env.dotted_path)
        return self._plain[name]

    # --- reading -------------------------------------------------------------------------

    def _once(self, module: str, name: str) -> bool:
        """Whether the module binds `name` once at its top level (no second definition, no
        reassignment under an `if` or `try`, no `global` rebinding it in a function)."""
        if module not in self._counts:
            model = self._model(module)
            self._counts[module] = _top_bindings(model.tree) if model else Counter()
        return self._counts[module][name] == 1

    def _flag(self, path: str | None) -> str | None:
        """A module constant of the consumer's bound to a readable version test."""
        module, _, name = (path or "").rpartition(".")
        if module not in self.rel_of or module in self._building or not self._once(module, name):
            return None
        tests = self._tests(module, full=True)
        return tests.named.get(name) if tests is not None else None

    def _call(self, path: str | None, call: ast.Call) -> str | None:
        """A call of the consumer's own plain helper: its return, the arguments put in."""
        module, _, name = (path or "").rpartition(".")
        model = self._model(module) if module in self.rel_of else None
        if model is None:
            return None
        defs = [s for s in model.tree.body if isinstance(s, ast.FunctionDef) and s.name == name]
        if len(defs) != 1 or not self._once(module, name):
            return None
        if not all(_cache(d) for d in defs[0].decorator_list):
            return None
        if self._depth:  # read inside another helper: not kept (the depth may cut it short)
            return self._returned(module, model, defs[0], call)
        key = (path or "", ast.dump(call))
        if key not in self._read:
            self._read[key] = self._returned(module, model, defs[0], call)
        return self._read[key]

    def _returned(
        self, module: str, model: ModuleModel, func: ast.FunctionDef, call: ast.Call
    ) -> str | None:
        returned, aliases = _plain_body(func)
        bound = _bind(func.args, call)
        if returned is None or bound is None:
            return None
        expr = _Put(bound).visit(copy.deepcopy(returned))
        free = {a.arg for a in _params(func.args)} - set(bound)
        if any(isinstance(n, ast.Name) and n.id in free for n in ast.walk(expr)):
            return None
        if self._depth >= _DEPTH:  # a helper calling helpers (or itself): read so far only
            return None
        self._depth += 1
        try:
            if aliases:
                resolve = scoped(Env(model).dotted_path, aliases)
                return VersionTests(model.tree, resolve, self.reader(resolve)).spec(expr)
            tests = self._tests(module, full=True)
            return tests.spec(expr) if tests is not None else None
        finally:
            self._depth -= 1


def _module_name(rel: str) -> str:
    parts = rel[: -len(".py")].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _model(name: str, rel: str, tree: ast.Module) -> ModuleModel:
    return ModuleModel(name, rel, tree, rel.endswith("__init__.py"))


def _top_bindings(tree: ast.Module) -> Counter[str]:
    """How often each name is bound at a module's top level (also under its `if`/`try`)
    or declared `global` in a function."""
    out: Counter[str] = Counter()
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        stmt = todo.pop()
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out[stmt.name] += 1
            out.update(n for g in ast.walk(stmt) if isinstance(g, ast.Global) for n in g.names)
            continue
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            out.update((a.asname or a.name).split(".")[0] for a in stmt.names)
            continue
        for node in ast.iter_child_nodes(stmt):
            if isinstance(node, ast.stmt):
                todo.append(node)
            elif isinstance(node, ast.ExceptHandler | ast.match_case):
                todo += node.body
            elif isinstance(node, ast.expr):
                stores = [n for n in ast.walk(node) if isinstance(n, ast.Name)]
                out.update(n.id for n in stores if isinstance(n.ctx, ast.Store))
    return out


def _cache(node: ast.expr) -> bool:
    """`@cache`, `@functools.lru_cache`, `@lru_cache(maxsize=None)`: the same value."""
    return callee_name(node.func if isinstance(node, ast.Call) else node) in _CACHES


def _plain_body(func: ast.FunctionDef) -> tuple[ast.expr | None, dict[str, str]]:
    """The one returned expression of a docstring-imports-return body, and the names its
    local `import`s bind; (None, {}) for any other body."""
    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    aliases: dict[str, str] = {}
    for stmt in body[:-1]:
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                aliases[a.asname or a.name.split(".")[0]] = (
                    a.name if a.asname else a.name.split(".")[0]
                )
        elif isinstance(stmt, ast.ImportFrom) and stmt.module and not stmt.level:
            for a in stmt.names:
                aliases[a.asname or a.name] = f"{stmt.module}.{a.name}"
        else:
            return None, {}
    last = body[-1] if body else None
    if not isinstance(last, ast.Return) or last.value is None:
        return None, {}
    return last.value, aliases


def _params(args: ast.arguments) -> list[ast.arg]:
    return [*args.posonlyargs, *args.args, *args.kwonlyargs]


def _bind(args: ast.arguments, call: ast.Call) -> dict[str, ast.expr] | None:
    """Parameter → the literal the call gives it (or its literal default), as Python binds
    them; None where an argument is no literal, or the call does not fit."""
    if args.vararg or args.kwarg:
        return None
    positional = [*args.posonlyargs, *args.args]
    if len(call.args) > len(positional) or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    bound: dict[str, ast.expr] = {p.arg: a for p, a in zip(positional, call.args, strict=False)}
    defaults = dict(zip([p.arg for p in positional][::-1], args.defaults[::-1], strict=False))
    defaults |= {p.arg: d for p, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d}
    names = {p.arg for p in _params(args)}
    for kw in call.keywords:
        if kw.arg is None or kw.arg not in names or kw.arg in bound:
            return None
        bound[kw.arg] = kw.value
    for name in names - set(bound):
        if name in defaults:
            bound[name] = defaults[name]
    if not all(isinstance(v, ast.Constant) for v in bound.values()):
        return None
    return bound


class _Put(ast.NodeTransformer):
    """The returned expression with each parameter replaced by its argument."""

    def __init__(self, bound: Mapping[str, ast.expr]):
        self.bound = bound

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return copy.deepcopy(self.bound[node.id]) if node.id in self.bound else node


def scoped(resolve: Resolve, aliases: Mapping[str, str]) -> Resolve:
    """`resolve`, with the names a function imports locally (`import vllm` in its body)."""

    def inner(node: ast.AST) -> str | None:
        parts: list[str] = []
        head = node
        while isinstance(head, ast.Attribute):
            parts.append(head.attr)
            head = head.value
        if isinstance(head, ast.Name) and head.id in aliases:
            return ".".join([aliases[head.id], *reversed(parts)])
        return resolve(node)

    return inner
