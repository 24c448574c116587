"""What a consumer module's text names, as reachability reads it (probes/reachability.py).

The strings a name is bound to (`__import__(name)`), the module a relative import names, the
nodes that run (outside `if TYPE_CHECKING:`).
Read with `ast`, never run.
"""

from __future__ import annotations

import ast


def assigned_strings(tree: ast.Module, node: ast.expr) -> list[str] | None:
    """The strings a name is ever bound to in its module, when every binding is one."""
    if not isinstance(node, ast.Name):
        return None
    values = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == node.id for t in n.targets)
    ]
    texts = [v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return texts if values and len(texts) == len(values) else None


def runtime_nodes(tree: ast.Module) -> list[ast.AST]:
    """Every node outside `if TYPE_CHECKING:` bodies (those imports never run)."""
    out: list[ast.AST] = []
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        out.append(node)
        if isinstance(node, ast.If) and type_checking(node.test):
            todo += node.orelse
            continue
        todo += ast.iter_child_nodes(node)
    return out


def resolve_from(stmt: ast.ImportFrom, package: str) -> str | None:
    """The absolute module of a `from … import`, relative ones resolved from `package`."""
    if not stmt.level:
        return stmt.module
    parts = package.split(".") if package else []
    if stmt.level - 1 > len(parts):
        return None
    base = parts[: len(parts) - (stmt.level - 1)]
    return ".".join([*base, *([stmt.module] if stmt.module else [])]) or None


def type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
