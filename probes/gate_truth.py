"""Where a consumer's version check returns a true value: `ok, *_ = check(); if not ok: return`.

Rule `entry-version-gate`, its reader of checks that return from several places. A plugin's
own check often reads a range constant and answers from several branches:

    RANGE = ">=0.25.0,<=0.28.0"
    def check():
        import vllm
        spec = SpecifierSet(RANGE)                 # inside a try that returns False
        version = Version(getattr(vllm, "__version__", None) or "?")
        if spec.contains(version):
            return True, version, ""
        return False, version, "outside the supported range"

Read, never run: every `return` whose value (or the element of a returned tuple the caller
unpacks) is a true constant must sit under `if` tests; those tests, with the function's
names bound once substituted (`spec` is `SpecifierSet(RANGE)`), are where it can return
true. A false constant (`False`, `None`, `""`) is no true return; any other value makes the
check unreadable (None). Tests around a true return that say nothing of the version are left
out: the set read is never narrower than where the check can pass, so a gate read from it
never hides code that runs.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

Substitute = Callable[[ast.AST], ast.expr | None]
_FALSE_RETURNS = (False, None, 0, "")


@dataclass
class TrueReturns:
    """Per true return, the tests it sits under; the names the function imports itself."""

    tests: list[list[ast.expr]] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)


def true_returns(func: ast.FunctionDef, index: int | None) -> TrueReturns | None:
    """The tests each true return of `func` sits under (element `index` of a returned tuple
    where the caller unpacks one), each with the names bound once substituted; None when a
    return gives a value that is not a constant, or no return gives a true one."""
    out = TrueReturns(aliases=_local_imports(func))
    once = _bound_once(func)
    for ret, tests in _returns(func.body, []):
        value = _element(ret.value, index)
        if value is None:
            return None
        if isinstance(value, ast.Constant) and value.value in _FALSE_RETURNS:
            continue
        if not isinstance(value, ast.Constant) or not tests:
            return None
        out.tests.append([_substituted(t, once) for t in tests])
    return out if out.tests else None


def unpacked(stmt: ast.stmt) -> dict[str, ast.expr]:
    """`a, b = check()`: each name as the element of the call it takes (`check()[0]`);
    `ok = check()`: the call itself."""
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
        return {}
    target, value = stmt.targets[0], stmt.value
    if isinstance(target, ast.Name):
        return {target.id: value}
    if not (isinstance(target, ast.Tuple) and isinstance(value, ast.Call)):
        return {}
    out: dict[str, ast.expr] = {}
    for at, elt in enumerate(target.elts):
        if isinstance(elt, ast.Name):
            out[elt.id] = ast.Subscript(value=value, slice=ast.Constant(at), ctx=ast.Load())
    return out


def stores(stmts: list[ast.stmt]) -> dict[str, int]:
    """How often each name is bound in these statements (nested definitions aside)."""
    out: dict[str, int] = {}
    for node in _walk(stmts):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out[node.id] = out.get(node.id, 0) + 1
    return out


def refusing_exit(stmt: ast.stmt) -> bool:
    """`raise …`, `return`, `return None`: a plugin entry function that gives vLLM nothing."""
    if isinstance(stmt, ast.Raise):
        return True
    if isinstance(stmt, ast.Return):
        return stmt.value is None or (
            isinstance(stmt.value, ast.Constant) and stmt.value.value is None
        )
    return False


def _element(value: ast.expr | None, index: int | None) -> ast.expr | None:
    if value is None:
        return ast.Constant(None)
    if index is None:
        return value
    if isinstance(value, ast.Tuple) and 0 <= index < len(value.elts):
        return value.elts[index]
    return None


def _returns(
    stmts: list[ast.stmt], tests: list[ast.expr]
) -> Iterator[tuple[ast.Return, list[ast.expr]]]:
    """Each `return` with the `if` tests whose true branch holds it (outermost first)."""
    for stmt in stmts:
        if isinstance(stmt, ast.Return):
            yield stmt, tests
        elif isinstance(stmt, ast.If):
            yield from _returns(stmt.body, [*tests, stmt.test])
            yield from _returns(stmt.orelse, tests)
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        else:
            for name in ("body", "orelse", "finalbody", "handlers", "cases"):
                for child in getattr(stmt, name, ()):
                    inner = child.body if isinstance(child, ast.ExceptHandler) else [child]
                    if isinstance(child, ast.match_case):
                        inner = child.body
                    yield from _returns([s for s in inner if isinstance(s, ast.stmt)], tests)


def _walk(stmts: list[ast.stmt]) -> Iterator[ast.AST]:
    todo: list[ast.AST] = list(stmts)
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            todo += ast.iter_child_nodes(node)


def _bound_once(func: ast.FunctionDef) -> dict[str, ast.expr]:
    """Names the function binds exactly once, by a plain assignment: their value."""
    count = stores(func.body)
    out: dict[str, ast.expr] = {}
    for node in _walk(func.body):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and count.get(target.id) == 1:
                out[target.id] = node.value
    return out


def _local_imports(func: ast.FunctionDef) -> dict[str, str]:
    out: dict[str, str] = {}
    for node in _walk(func.body):
        if isinstance(node, ast.Import):
            for a in node.names:
                out[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
    return out


def _substituted(test: ast.expr, once: dict[str, ast.expr], depth: int = 4) -> ast.expr:
    """`test` with each name bound once replaced by its value (to `depth`), and the lenient
    spellings of vLLM's version (`getattr(vllm, "__version__", None) or "?"`) made plain."""

    class _Sub(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            value = once.get(node.id)
            if value is None or not depth:
                return node
            return _substituted(value, once, depth - 1)

        def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
            self.generic_visit(node)
            last = node.values[-1]
            if isinstance(node.op, ast.Or) and len(node.values) == 2 and _literal(last):
                return node.values[0]  # `v or "unknown"`: the literal is no version
            return node

        def visit_Call(self, node: ast.Call) -> ast.AST:
            self.generic_visit(node)
            attr = node.args[1] if len(node.args) >= 2 else None
            if (
                isinstance(node.func, ast.Name)
                and node.func.id == "getattr"
                and isinstance(attr, ast.Constant)
                and isinstance(attr.value, str)
            ):
                return ast.Attribute(value=node.args[0], attr=attr.value, ctx=ast.Load())
            return node

    copy = ast.parse(ast.unparse(test), mode="eval").body
    out = _Sub().visit(copy)
    return out if isinstance(out, ast.expr) else test


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)
