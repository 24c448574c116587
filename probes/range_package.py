"""The consumer's package as the version-range readers need it: its classes, functions and
module constants across files, and one question asked of an expression: is it the installed
version of vLLM? (issue 19: a version range attached to code as data.)

An expression is vLLM's version where Python would compute it so, read statically:

* `vllm.__version__` / `vllm.__version_tuple__`, `version("vllm")`,
  `importlib.metadata.version("vllm")`, `get_distribution("vllm").version`, a call whose name
  ends in `version` given the library's name (`detect_version("vllm")`,
  `manager.detect_version(self.library)`), and `Version(…)`, `parse(…)`, slices of one;
* an identifier naming both vLLM and a version (`vllm_version`), as the module readers do;
* a local name or a `self.x` every assignment of which is such an expression;
* a parameter every call of the function in the package passes one for (depth-limited).

The library's name is a literal, a module constant, a class attribute (`library = "vllm"`,
looked up from the class whose code is judged, as `self` would be), or a constructor parameter
stored as `self.x` and bound at the construction being followed (`PatchManager("vllm")`).
Anything else is not vLLM's version: a reader that cannot tell gates nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from probes.usage.scope import callee_name

# calls whose value is still the version they are given (parsed, as a tuple, as text)
_PARSERS = frozenset({"Version", "parse", "parse_version", "LooseVersion", "tuple", "str"})
_TEXT_METHODS = frozenset({"split", "strip", "rstrip", "lstrip", "partition"})
_DEPTH = 4
_CALLERS = 8  # a parameter is followed into at most this many calls
_LOOKUPS = frozenset({"getattr", "hasattr", "setattr"})
_ORDER_OPS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn)


def _orders(op: ast.cmpop) -> bool:
    return isinstance(op, _ORDER_OPS)  # `v is None` decides nothing about a range


Def = ast.FunctionDef | ast.AsyncFunctionDef


def module_of(rel: str) -> str:
    """`pkg/sub/mod.py` → `pkg.sub.mod`; `pkg/__init__.py` → `pkg`."""
    parts = rel[: -len(".py")].split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@dataclass(frozen=True)
class Ctx:
    """Where an expression is read: its file, enclosing function, the class `self` is an
    instance of (the class whose code is judged, else the enclosing one) and the constructor
    arguments bound for `self` (attribute → literal)."""

    rel: str
    func: Def | None = None
    self_cls: str | None = None
    binds: Mapping[str, str] = field(default_factory=dict)
    judged: str | None = None  # kept along callers: `self` in its bases' methods is one

    def at(self, pkg: Package, rel: str, func: Def | None, cls: str | None) -> Ctx:
        """The same reading moved into `func` of class `cls`: `self` there is the judged
        class where that inherits `cls` (the constructor's bindings follow the class)."""
        self_cls = self.judged if _derives(pkg, self.judged, cls) else cls
        binds = self.binds if self_cls == self.self_cls else {}
        return Ctx(rel, func, self_cls, binds, self.judged)


class Package:
    """The consumer's Python files, parsed once each."""

    def __init__(self, files: Mapping[str, str]):
        self.trees: dict[str, ast.Module] = {}
        self.texts = files
        for rel, text in files.items():
            if rel.endswith(".py"):
                try:
                    self.trees[rel] = ast.parse(text, filename=rel)
                except (SyntaxError, ValueError, RecursionError, MemoryError):
                    continue
        self.rel_of = {module_of(rel): rel for rel in self.trees}
        self.classes: dict[str, list[tuple[str, ast.ClassDef]]] = {}
        self.functions: dict[str, list[tuple[str, Def, str | None]]] = {}
        self.owner: dict[int, tuple[str, str | None]] = {}  # id(def) → (rel, class name)
        self.constants: dict[tuple[str, str], str] = {}
        self.imports: dict[str, dict[str, tuple[str, str]]] = {}
        self._calls: dict[str, list[tuple[str, ast.Call, Def | None, str | None]]] | None = None
        self._nodes: dict[str, list[tuple[ast.AST, Def | None]]] = {}
        self._read: set[str] | None = None
        for rel, tree in self.trees.items():
            self._index(rel, tree)

    def _index(self, rel: str, tree: ast.Module) -> None:
        self.imports[rel] = {}
        for stmt in tree.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
                target, value = stmt.targets[0], stmt.value
                if (
                    isinstance(target, ast.Name)
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                ):
                    self.constants[(rel, target.id)] = value.value
        for node, _ in self.nodes(rel):  # the one walk of the module
            if isinstance(node, ast.ClassDef):
                self.classes.setdefault(node.name, []).append((rel, node))
                for item in node.body:
                    if isinstance(item, Def):
                        self.functions.setdefault(item.name, []).append((rel, item, node.name))
                        self.owner[id(item)] = (rel, node.name)
            elif (isinstance(node, ast.ImportFrom) and node.module is not None) or (
                isinstance(node, ast.ImportFrom) and node.level
            ):
                base = _absolute(module_of(rel), rel.endswith("__init__.py"), node)
                for alias in node.names:
                    self.imports[rel][alias.asname or alias.name] = (base, alias.name)
        for stmt in tree.body:
            if isinstance(stmt, Def):
                self.functions.setdefault(stmt.name, []).append((rel, stmt, None))
                self.owner[id(stmt)] = (rel, None)

    # --- names ------------------------------------------------------------------------------

    def constant(self, rel: str, name: str, depth: int = _DEPTH) -> str | None:
        """A module constant's string, also imported from another module of the package."""
        if (rel, name) in self.constants:
            return self.constants[(rel, name)]
        source = self.imports.get(rel, {}).get(name)
        if source is None or not depth:
            return None
        other = self.rel_of.get(source[0])
        return self.constant(other, source[1], depth - 1) if other else None

    def string(self, node: ast.expr, ctx: Ctx) -> str | None:
        """A string the expression always is: a literal, a module constant, a class
        attribute of `self`, or a constructor argument bound for `self`."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name):
            return self.constant(ctx.rel, node.id)
        if _is_self_attr(node):
            attr = node.attr  # type: ignore[attr-defined]
            if attr in ctx.binds:
                return ctx.binds[attr]
            for rel, cls in self.mro(ctx.self_cls):
                for item in cls.body:
                    value = _class_value(item, attr)
                    if value is not None:
                        return self.string(value, Ctx(rel))
        return None

    def mentioning(self, word: str) -> list[str]:
        """The modules whose text holds `word` (a cheap filter before walking them)."""
        return [rel for rel in self.trees if word in self.texts[rel]]

    def nodes(self, rel: str) -> list[tuple[ast.AST, Def | None]]:
        """Every node of a module with its innermost enclosing function (computed once)."""
        if rel not in self._nodes:
            self._nodes[rel] = _with_defs(self.trees[rel], None)
        return self._nodes[rel]

    def read_names(self) -> set[str]:
        """Every name the package reads (`f`, `obj.f`, `getattr(obj, "f")`, the last part of
        a dotted path string): a definition named here may be called directly (computed
        once)."""
        if self._read is None:
            self._read = set()
            for rel in self.trees:
                for node, _ in self.nodes(rel):
                    self._read_name(node, self._read)
        return self._read

    @staticmethod
    def _read_name(node: ast.AST, out: set[str]) -> None:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            out.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            out.add(node.attr)
        elif isinstance(node, ast.Call) and callee_name(node.func) in _LOOKUPS:
            name = node.args[1] if len(node.args) > 1 else None
            if isinstance(name, ast.Constant) and isinstance(name.value, str):
                out.add(name.value)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value.replace(":", ".")
            if "." in text and " " not in text:  # a dotted path: `pkg.mod.f`
                out.add(text.rpartition(".")[2])

    def mro(self, name: str | None, depth: int = _DEPTH) -> Iterator[tuple[str, ast.ClassDef]]:
        """The package class named `name` and its package bases, depth first (one definition
        of the name only: two classes of one name are not told apart, so none is read)."""
        found = self.classes.get(name or "", [])
        if len(found) != 1 or depth < 0:
            return
        rel, cls = found[0]
        yield rel, cls
        for base in cls.bases:
            yield from self.mro(callee_name(base) or None, depth - 1)

    def subclasses(self, name: str) -> set[str]:
        """Package classes deriving from `name`, at any depth (itself included)."""
        out, changed = {name}, True
        while changed:
            changed = False
            for other, defs in self.classes.items():
                bases = {callee_name(b) for _, c in defs for b in c.bases}
                if other not in out and bases & out:
                    out.add(other)
                    changed = True
        return out

    def calls_of(self, name: str) -> list[tuple[str, ast.Call, Def | None, str | None]]:
        """Every call of a function or method named `name` in the package, with where it is
        (its innermost function and class)."""
        if self._calls is None:
            self._calls = {}
            for rel, tree in self.trees.items():
                for func, cls, node in _calls(tree):
                    self._calls.setdefault(callee_name(node.func), []).append(
                        (rel, node, func, cls)
                    )
        return self._calls.get(name, [])

    # --- vLLM's version ---------------------------------------------------------------------

    def library(self, node: ast.expr, ctx: Ctx, depth: int = _DEPTH) -> str | None:
        """The library whose installed version `node` is, or None."""
        if depth < 0:
            return None
        if isinstance(node, ast.Call) and callee_name(node.func) in _PARSERS and node.args:
            return self.library(node.args[0], ctx, depth)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "join" and len(node.args) == 1:  # `".".join(v.split(".")[:2])`
                return self.library(node.args[0], ctx, depth)
            if node.func.attr in _TEXT_METHODS:
                return self.library(node.func.value, ctx, depth)
        if isinstance(node, ast.Subscript):
            return self.library(node.value, ctx, depth)
        if isinstance(node, ast.Attribute) and node.attr in ("__version__", "__version_tuple__"):
            inner = node.value
            if isinstance(inner, ast.Call) and callee_name(inner.func) == "import_module":
                return self.string(inner.args[0], ctx) if inner.args else None
            return inner.id if isinstance(inner, ast.Name) else None
        if isinstance(node, ast.Attribute) and node.attr in ("version", "release"):
            inner = node.value
            if isinstance(inner, ast.Call) and callee_name(inner.func) == "get_distribution":
                return self.string(inner.args[0], ctx) if inner.args else None
            if node.attr == "release":
                return self.library(inner, ctx, depth)
        if (
            isinstance(node, ast.Call)
            and callee_name(node.func).endswith("version")
            and len(node.args) == 1
            and not node.keywords
        ):
            return self.string(node.args[0], ctx)
        if isinstance(node, ast.Name | ast.Attribute):
            ident = node.id if isinstance(node, ast.Name) else node.attr
            if "vllm" in ident.lower() and "version" in ident.lower():
                return "vllm"
        if isinstance(node, ast.Name) and ctx.func is not None:
            return self._local(node.id, ctx, depth)
        if _is_self_attr(node):
            return self._self_attr(node.attr, ctx, depth)  # type: ignore[attr-defined]
        return None

    def is_vllm(self, node: ast.expr, ctx: Ctx) -> bool:
        return self.library(node, ctx) == "vllm"

    def _local(self, name: str, ctx: Ctx, depth: int) -> str | None:
        func = ctx.func
        assert func is not None
        values = [
            n.value
            for n in ast.walk(func)
            if isinstance(n, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)
        ]
        if values:
            return _agree(self.library(v, ctx, depth - 1) for v in values)
        params = [a.arg for a in (*func.args.posonlyargs, *func.args.args)]
        if name not in params:
            return None
        index = params.index(name)
        method = self.owner.get(id(func), (ctx.rel, None))[1] is not None
        found = []
        callers = self.calls_of(func.name)
        if len(callers) > _CALLERS:
            return None  # a name called from everywhere: not followed
        for rel, call, caller, cls in callers:
            at = index - (1 if method and isinstance(call.func, ast.Attribute) else 0)
            arg = _argument(call, at, name)
            if arg is None:
                return None
            found.append(self.library(arg, ctx.at(self, rel, caller, cls), depth - 1))
        return _agree(found)

    def _self_attr(self, attr: str, ctx: Ctx, depth: int) -> str | None:
        values = []
        for rel, cls in self.mro(ctx.self_cls):
            for node in ast.walk(cls):
                if isinstance(node, ast.Assign) and any(
                    _is_self_attr(t) and t.attr == attr  # type: ignore[attr-defined]
                    for t in node.targets
                ):
                    here = Ctx(rel, _enclosing(cls, node), ctx.self_cls, ctx.binds, ctx.judged)
                    values.append(self.library(node.value, here, depth - 1))
        return _agree(values)

    def compares_vllm(self, body: ast.AST, ctx: Ctx, depth: int = 2) -> bool:
        """Whether code compares some range or bound with vLLM's version: `R.contains(v)`,
        `v in R`, `Version(v) >= low`, or a call of a package function that does."""
        for node, func in [(body, ctx.func), *_with_defs(body, ctx.func)]:
            here = Ctx(ctx.rel, func, ctx.self_cls, ctx.binds, ctx.judged)
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("contains", "__contains__")
                and len(node.args) == 1
                and self.is_vllm(node.args[0], here)
            ):
                return True
            if isinstance(node, ast.Compare) and len(node.ops) == 1 and _orders(node.ops[0]):
                sides = (node.left, node.comparators[0])
                if any(self.is_vllm(s, here) for s in sides):
                    return True
            if isinstance(node, ast.Call) and depth:
                for rel, helper, cls in self.functions.get(callee_name(node.func), []):
                    inner = ctx.at(self, rel, helper, cls)
                    if cls is not None and cls == ctx.self_cls:
                        inner = Ctx(rel, helper, cls, ctx.binds, ctx.judged)
                    if self.compares_vllm(helper, inner, depth - 1):
                        return True
        return False


def _absolute(module: str, package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".") if package else module.split(".")[:-1]
    parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
    return ".".join([*parts, *([node.module] if node.module else [])])


def _is_self_attr(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    )


def _class_value(item: ast.stmt, attr: str) -> ast.expr | None:
    if isinstance(item, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == attr for t in item.targets
    ):
        return item.value
    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
        return item.value if item.target.id == attr else None
    return None


def _agree(found: Iterator[str | None] | list[str | None]) -> str | None:
    values = list(found)
    return values[0] if values and values[0] is not None and len(set(values)) == 1 else None


def _argument(call: ast.Call, index: int, name: str) -> ast.expr | None:
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    if any(isinstance(a, ast.Starred) for a in call.args) or not 0 <= index < len(call.args):
        return None
    return call.args[index]


def _derives(pkg: Package, sub: str | None, base: str | None) -> bool:
    return bool(sub and base and any(c.name == base for _, c in pkg.mro(sub)))


def _enclosing(cls: ast.ClassDef, target: ast.AST) -> Def | None:
    for item in cls.body:
        if isinstance(item, Def) and any(n is target for n in ast.walk(item)):
            return item
    return None


def _with_defs(root: ast.AST, func: Def | None) -> list[tuple[ast.AST, Def | None]]:
    """Every node below `root` with its innermost enclosing function (`func` at the top)."""
    out: list[tuple[ast.AST, Def | None]] = []
    stack: list[tuple[ast.AST, Def | None]] = [(root, func)]
    while stack:
        node, here = stack.pop()
        inner = node if isinstance(node, Def) and node is not root else here
        for child in ast.iter_child_nodes(node):
            out.append((child, inner))
            stack.append((child, inner))
    return out


def _calls(tree: ast.Module) -> Iterator[tuple[Def | None, str | None, ast.Call]]:
    """Every call with its innermost enclosing function and class."""

    def walk(
        node: ast.AST, func: Def | None, cls: str | None
    ) -> Iterator[tuple[Def | None, str | None, ast.Call]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from walk(child, None, child.name)
            elif isinstance(child, Def):
                yield from walk(child, child, cls)
            else:
                if isinstance(child, ast.Call):
                    yield func, cls, child
                yield from walk(child, func, cls)

    yield from walk(tree, None, None)


def tests_vllm(pkg: Package, root: ast.AST, ctx: Ctx) -> bool:
    """Whether code below `root` decides on vLLM's version: an `if`/`while`/`assert` test, a
    conditional expression or a `return` that compares a range or bound with it (`ctx`: where
    `root` is; its function is `root` itself when it is one)."""
    top = root if isinstance(root, Def) else ctx.func
    for node, func in [(root, top), *_with_defs(root, top)]:
        test = None
        if isinstance(node, ast.If | ast.IfExp | ast.While | ast.Assert):
            test = node.test
        elif isinstance(node, ast.Return):
            test = node.value
        here = Ctx(ctx.rel, func, ctx.self_cls, ctx.binds, ctx.judged)
        if test is not None and pkg.compares_vllm(test, here):
            return True
    return False
