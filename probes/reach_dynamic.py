"""What a computed `import_module(name)` can name, read from where `name` comes from.

A name the package builds over itself (`f"pkg.plugins.{x}"`, `"pkg." + x`, `BASE + x` with
`BASE = "pkg.ops"`, `"pkg.{}".format(x)`, `f"{__package__}.{x}"`) can name any module under
that prefix; one it cannot read at all (an unknown function's result, a global bound
elsewhere) can name any module. A name taken from a value the package does not compute (an
attribute of a config or `args`, an element of a mapping or list, a split of such a value)
names either a string the package writes somewhere (a registry's `"pkg.mod.Class"`, a
config's `"pkg.conn"`: those strings are edges of the code holding them) or the user's own
module (a plugin path the user configures): it adds no module of the package by itself. A
parameter is read through the package's calls of its function (matched by name), one call
up: what those calls pass is read as above, and a parameter of theirs in turn is a value
given from outside the package's reading (a registry's public `get(key)`), adding nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable, Mapping

ALL = ""  # a prefix that names every module
_VALUE_METHODS = frozenset({"get", "pop", "setdefault"})  # a mapping's value (and default)
_STRING_METHODS = frozenset({"rsplit", "split", "strip", "rstrip", "lstrip", "partition"})
_READERS = frozenset({"getattr", "str", "getenv"})  # a value read, not built over the package


class CallIndex:
    """The package's calls of each function name (files `skip` says are tests aside), each
    with its module's tree: what a computed import's parameter is given. Built on first use."""

    def __init__(
        self,
        files: Mapping[str, str],
        skip: Callable[[str], bool],
        parse: Callable[[str], ast.Module | None],
    ):
        self.files, self.skip, self.parse = files, skip, parse  # parse: the graph's trees
        self._calls: dict[str, list[tuple[ast.Call, ast.Module]]] | None = None

    def __call__(self, name: str) -> list[tuple[ast.Call, ast.Module]]:
        if self._calls is None:
            self._calls = {}
            for rel in self.files:
                tree = None if self.skip(rel) else self.parse(rel)
                if tree is not None:
                    _index(tree, self._calls)
        return self._calls.get(name, [])


def _index(tree: ast.Module, calls: dict[str, list[tuple[ast.Call, ast.Module]]]) -> None:
    """Add each call in `tree` under the name it calls (`f(…)`, `x.f(…)`)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            called = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            calls.setdefault(called, []).append((node, tree))


def prefixes(
    node: ast.expr,
    tree: ast.Module,
    calls: Callable[[str], Iterable[tuple[ast.Call, ast.Module]]],
    depth: int = 0,
    hops: int = 0,
) -> set[str]:
    """The constant starts of the module names `node` can hold (`ALL`: any module; empty: no
    module of the package beyond the strings it writes). `calls(name)`: the package's calls
    of a function of that name, each with its module's tree."""
    if depth > 4:
        return {ALL}

    def again(n: ast.expr, t: ast.Module = tree, h: int = hops) -> set[str]:
        return prefixes(n, t, calls, depth + 1, h)

    if isinstance(node, ast.Constant):
        return set()
    if isinstance(node, ast.JoinedStr | ast.BinOp):
        return {_built_prefix(node, tree)}
    if isinstance(node, ast.Attribute | ast.Subscript | ast.Starred):
        return set()
    if isinstance(node, ast.Dict):
        return set().union(*(again(v) for v in node.values))
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return set().union(*(again(v) for v in node.elts))
    if isinstance(node, ast.IfExp):
        return again(node.body) | again(node.orelse)
    if isinstance(node, ast.Call):
        return _call(node, again)
    if isinstance(node, ast.Name):
        return _name(node, tree, calls, again, hops)
    return {ALL}


def _call(node: ast.Call, again: Callable[[ast.expr], set[str]]) -> set[str]:
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "format":
        return {_text_prefix(func.value)}
    if isinstance(func, ast.Attribute) and func.attr in _VALUE_METHODS:
        return again(func.value).union(*(again(a) for a in node.args[1:]))
    if isinstance(func, ast.Attribute) and func.attr in _STRING_METHODS:
        return again(func.value)
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return set() if name in _READERS else {ALL}


def _name(
    node: ast.Name,
    tree: ast.Module,
    calls: Callable[[str], Iterable[tuple[ast.Call, ast.Module]]],
    again: Callable[..., set[str]],
    hops: int,
) -> set[str]:
    if node.id in {"__name__", "__package__"}:
        return {ALL}
    scope = _enclosing(tree, node) or tree
    values = _bound(scope, node.id) or ([] if scope is tree else _bound(tree, node.id))
    if values:
        return set().union(*(again(v) for v in values))
    if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef):
        position = _parameter(scope, node.id)
        if position is not None and hops:
            return set()  # the caller's own parameter: given from beyond one call up
        if position is not None:
            return _passed(scope, node.id, position, calls, again)
    return {ALL}


def _passed(
    fn: ast.FunctionDef | ast.AsyncFunctionDef,
    param: str,
    position: int,
    calls: Callable[[str], Iterable[tuple[ast.Call, ast.Module]]],
    again: Callable[..., set[str]],
) -> set[str]:
    """What the package's calls of `fn` give its parameter (a method called on an object
    does not pass `self`)."""
    method = bool(fn.args.args) and fn.args.args[0].arg in {"self", "cls"}
    out: set[str] = set()
    for call, tree in calls(fn.name):
        index = position - (1 if method and isinstance(call.func, ast.Attribute) else 0)
        given = [k.value for k in call.keywords if k.arg == param]
        if 0 <= index < len(call.args):
            given.append(call.args[index])
        if any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return {ALL}
        out |= set().union(*(again(g, tree, 1) for g in given))
    return out


def _parameter(fn: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> int | None:
    names = [a.arg for a in [*fn.args.posonlyargs, *fn.args.args]]
    if name in names:
        return names.index(name)
    return -1 if name in {a.arg for a in fn.args.kwonlyargs} else None


def _enclosing(tree: ast.Module, node: ast.AST) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The innermost function holding `node`."""
    parent: dict[int, ast.AST] = {}
    for outer in ast.walk(tree):
        for child in ast.iter_child_nodes(outer):
            parent[id(child)] = outer
    at: ast.AST | None = parent.get(id(node))
    while at is not None and not isinstance(at, ast.FunctionDef | ast.AsyncFunctionDef):
        at = parent.get(id(at))
    return at if isinstance(at, ast.FunctionDef | ast.AsyncFunctionDef) else None


def _bound(scope: ast.AST, name: str) -> list[ast.expr]:
    """The values `name` is assigned in `scope` itself, not in functions or classes nested in
    it (a tuple target's whole value)."""
    out: list[ast.expr] = []
    for n in _own_nodes(scope):
        if isinstance(n, ast.Assign) and any(name in _target_names(t) for t in n.targets):
            out.append(n.value)
        elif isinstance(n, ast.AnnAssign | ast.NamedExpr) and n.value is not None:
            if name in _target_names(n.target):
                out.append(n.value)
        elif isinstance(n, ast.For | ast.comprehension) and name in _target_names(n.target):
            out.append(n.iter)
    return out


def _own_nodes(scope: ast.AST) -> list[ast.AST]:
    out: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        out.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            todo += ast.iter_child_nodes(node)
    return out


def _target_names(target: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}


def _built_prefix(node: ast.expr, tree: ast.Module) -> str:
    """The constant start of a string built by an f-string or `+`, cut after its last dot
    (`"pkg.op" + x` may name `pkg.ops`): its leading parts read while each is a literal or a
    name the module binds to one literal only; `ALL` when none is."""
    text = ""
    for part in _parts(node):
        value = _literal(part, tree)
        if value is None:
            break
        text += value
    return text[: text.rfind(".") + 1]


def _text_prefix(node: ast.expr) -> str:
    """`"pkg.{}".format(x)`: the text before the first field, cut after its last dot."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value.split("{", 1)[0]
        return text[: text.rfind(".") + 1]
    return ALL


def _parts(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.FormattedValue) else v for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [*_parts(node.left), *_parts(node.right)]
    return [node]


def _literal(node: ast.expr, tree: ast.Module) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id not in {"__name__", "__package__"}:
        values = _bound(tree, node.id)
        texts = {
            v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        }
        if len(values) == 1 and len(texts) == 1:
            return next(iter(texts))
    return None
