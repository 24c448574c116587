"""User overrides beside a plugin's version gate: environment flags left at their default.

Rule `entry-version-gate` (probes/reach_gates.py) reads `not SKIP_CHECK` beside a version test
as the user's deliberate switch: an environment variable the package itself never sets, read
with `os.getenv`/`os.environ.get` (or a vLLM-style `envs` module), false when unset. Read,
never executed.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from typing import Any

GETENV = frozenset({"os.getenv", "os.environ.get", "getenv", "environ.get"})
_SETTERS = frozenset({"setdefault", "putenv", "setenv"})
Resolve = Callable[[ast.AST], str | None]


def getenv_name(node: ast.expr, resolve: Resolve) -> str | None:
    """`os.getenv("X")`/`os.environ.get("X", "")` read for truth, or compared
    `== "1"`/`in ("1", "true")` (false by default): the variable's name."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        if not isinstance(node.ops[0], ast.Eq | ast.In):
            return None
        name = getenv_name(node.left, resolve)
        return name if name and falsy_default(node, name) else None
    if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)):
        return None
    path = resolve(node.func) or spelled(node.func)
    if path not in GETENV or not isinstance(node.args[0].value, str):
        return None
    default = node.args[1] if len(node.args) > 1 else ast.Constant(None)
    falsy = isinstance(default, ast.Constant) and not default.value
    return node.args[0].value if falsy else None


def falsy_default(node: ast.expr, name: str) -> bool:
    """Whether `node` (a lambda, or a test over `getenv(name, d)`) is false when the variable
    is unset: the read replaced by its default, then folded."""
    body = node.body if isinstance(node, ast.Lambda) else node
    default: list[object] = []

    class _Default(ast.NodeTransformer):
        def visit_Call(self, call: ast.Call) -> ast.AST:
            if spelled(call.func) in GETENV and call.args:
                first = call.args[0]
                if isinstance(first, ast.Constant) and first.value == name:
                    value = call.args[1] if len(call.args) > 1 else ast.Constant(None)
                    default.append(value)
                    return value
            return self.generic_visit(call)

    folded = _Default().visit(ast.parse(ast.unparse(body), mode="eval").body)
    if not default or not isinstance(folded, ast.expr):
        return False
    value = _evaluate(folded)
    return value is not None and not value[0]


_CONVERT: dict[str, Callable[[Any], object]] = {"bool": bool, "int": int, "str": str}
_STRING = frozenset({"lower", "upper", "strip"})


def _evaluate(node: ast.expr) -> tuple[object] | None:
    """The value of a literal expression (`"0" == "1"`, `bool(int("0"))`,
    `"".lower() in ("1", "true")`), else None: read, never executed."""
    if isinstance(node, ast.Constant):
        return (node.value,)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items = [_evaluate(e) for e in node.elts]
        return (tuple(i[0] for i in items if i),) if all(items) else None
    if isinstance(node, ast.Call) and len(node.args) <= 1 and not node.keywords:
        func = node.func
        arg = _evaluate(node.args[0]) if node.args else None
        try:
            if isinstance(func, ast.Name) and func.id in _CONVERT and arg is not None:
                return (_CONVERT[func.id](arg[0]),)
            if isinstance(func, ast.Attribute) and func.attr in _STRING and not node.args:
                base = _evaluate(func.value)
                if base is not None and isinstance(base[0], str):
                    return (getattr(base[0], func.attr)(),)
        except (ValueError, TypeError):
            return None
        return None
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        left, right = _evaluate(node.left), _evaluate(node.comparators[0])
        if left is None or right is None:
            return None
        op, a, b = node.ops[0], left[0], right[0]
        if isinstance(op, ast.Eq | ast.NotEq):
            return ((a == b) is isinstance(op, ast.Eq),)
        if isinstance(op, ast.In | ast.NotIn) and isinstance(b, tuple | str):
            if isinstance(b, str) and not isinstance(a, str):
                return None
            return ((a in b) is isinstance(op, ast.In),)
    return None


def spelled(node: ast.AST) -> str:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return ".".join(reversed(parts))


def env_names_set(tree: Callable[[str], ast.Module | None], files: Mapping[str, str]) -> set[str]:
    """Environment variables the package itself sets (`os.environ["X"] = …`, `setdefault`,
    `putenv`, `update({...})`): those are no user override left at its default."""
    out: set[str] = set()
    for rel in files:
        if "environ" not in files[rel] and "putenv" not in files[rel]:
            continue
        parsed = tree(rel)
        for node in ast.walk(parsed) if parsed else ():
            if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store | ast.Del):
                key = node.slice
                environ = spelled(node.value).endswith("environ")
                if environ and isinstance(key, ast.Constant) and isinstance(key.value, str):
                    out.add(key.value)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr in _SETTERS and node.args:
                    first = node.args[0]
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        out.add(first.value)
                elif node.func.attr == "update" and node.args:
                    for key in getattr(node.args[0], "keys", []) or []:
                        if isinstance(key, ast.Constant) and isinstance(key.value, str):
                            out.add(key.value)
    return out
