"""Where vLLM calls a method from outside the class that declares it, and on what object.

An abstract hook the base class never calls itself (`BenchmarkDataset.sample`) is called by
other vLLM code, on some object: `dataset.sample(...)` after `dataset = CustomDataset(...)`
runs vLLM's own class, never a consumer's; `self.watermarker.sample(...)` where the
attribute comes from a parameter annotated `Watermarker` runs another class's method of the
same name; `super().sample(...)` and `self.sample(...)` in an unrelated class never reach a
consumer subclass of the base. What is left — a receiver annotated with the base (or one of
its ancestors), or one whose type this reading cannot tell — may be the consumer's object:
those are the calls an override must take.
"""

from __future__ import annotations

import ast
import hashlib
import re
import weakref
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from probes.safeio import read_bytes, read_text
from probes.safeio.walk import py_files
from probes.usage.scope import absolute_module, call_shape
from probes.uses import CallShape
from probes.views import module_cache
from probes.views.base import TreeScans, View, scan_tree_once
from probes.views.modules import module_file


@dataclass(frozen=True)
class OuterCall:
    """One `<receiver>.<method>(…)` in vLLM outside the declaring class.

    `receiver` is the simple name of the class the receiver is annotated with, `factory`
    the function whose return it is, `built` True when vLLM builds it with a constructor;
    none of them: its type cannot be told here.
    """

    call: CallShape
    evidence: str
    receiver: str | None
    built: bool = False
    elsewhere: bool = False  # `super()` or `self` of an unrelated class
    factory: str | None = None  # the object is what this function returns
    singleton: bool = False  # a module-level name declared as the class (`current_platform`)


def outer_calls(view: View, method: str) -> list[OuterCall] | None:
    """Every `.method(…)` call in the release's sources; None when they cannot be read."""
    return scan_tree_once(_CACHE, view, method, _cached_scan)


_CODE = hashlib.sha256(read_bytes(Path(__file__))).hexdigest()[:12]


def _cached_scan(root: Path, method: str) -> list[OuterCall]:
    """The scan reads every file of the release: kept on disk per tree and code version."""
    what = f"outer-calls/{_CODE}/{method}"
    rows = module_cache.tree_cached(root, what, lambda: _rows(_scan(root, method)))
    calls = _calls(rows) if isinstance(rows, list) else None
    return calls if calls is not None else _scan(root, method)


def _rows(calls: list[OuterCall]) -> list[dict[str, Any]]:
    return [{**asdict(c), "call": asdict(c.call)} for c in calls]


def _calls(rows: list[Any]) -> list[OuterCall] | None:
    """OuterCalls back from their stored rows; None if a row is not one."""
    try:
        return [_call(row) for row in rows]
    except (TypeError, KeyError, AttributeError):
        return None


def _call(row: dict[str, Any]) -> OuterCall:
    shape = {**row["call"], "keywords": tuple(row["call"]["keywords"])}
    return OuterCall(**{**row, "call": CallShape(**shape)})


_CACHE: TreeScans[list[OuterCall]] = weakref.WeakKeyDictionary()


def _scan(root: Path, method: str) -> list[OuterCall]:
    needle = re.compile(rf"\.{re.escape(method)}\(".encode())
    out: list[OuterCall] = []
    classes = _Classes(root)
    for path in py_files(root / "vllm"):
        raw = read_bytes(path)
        if not needle.search(raw):
            continue  # most files: no decoding, no parsing
        text = raw.decode("utf-8", errors="replace")
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        rel = path.relative_to(root).as_posix()
        out += _calls_in(tree, method, rel, classes)
    return out


class _Classes:
    """vLLM's top-level classes by simple name, parsed on demand (for inherited attributes)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.parsed: dict[str, ast.ClassDef | None] = {}
        self.annotated: dict[str, str | None] = {}  # `module:name` -> its annotation's class
        # the file last asked about, and its names imported by `from m import name` -> m
        self.tree_imports: tuple[ast.Module, dict[str, set[str | None]]] | None = None

    def get(self, name: str) -> ast.ClassDef | None:
        if name not in self.parsed:
            self.parsed[name] = self._find(name)
        return self.parsed[name]

    def imported_annotation(self, tree: ast.Module, rel: str, name: str) -> str | None:
        """The class a name this file imports from a vLLM module is annotated with there
        (`from vllm.platforms import current_platform`, where `vllm/platforms/__init__.py`
        declares `current_platform: Platform`, under TYPE_CHECKING or not); None else."""
        if self.tree_imports is None or self.tree_imports[0] is not tree:
            self.tree_imports = (tree, _imported_from(tree, rel))
        sources = self.tree_imports[1].get(name, set())
        if len(sources) != 1:
            return None  # not imported, imported from two places, or bound otherwise too
        module = next(iter(sources))
        key = f"{module}:{name}"
        if key not in self.annotated:
            self.annotated[key] = self._annotation(module, name)
        return self.annotated[key]

    def _annotation(self, module: str | None, name: str) -> str | None:
        file = module_file(self.root, module) if module else None
        try:
            parsed = ast.parse(read_text(file, errors="replace")) if file else None
        except SyntaxError:
            return None
        found = {
            _simple(n.annotation)
            for n in _module_level(parsed.body if parsed else [])
            if isinstance(n, ast.AnnAssign)
            and isinstance(n.target, ast.Name)
            and n.target.id == name
        }
        return found.pop() if len(found) == 1 else None

    def _find(self, name: str) -> ast.ClassDef | None:
        modules = module_cache.tree_index(self.root).get(name, "").split("\0")
        file = module_file(self.root, modules[0]) if len(modules) == 1 and modules[0] else None
        if file is None:
            return None
        try:
            tree = ast.parse(read_text(file, errors="replace"))
        except SyntaxError:
            return None
        found = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name]
        return found[0] if found else None


def _imported_from(tree: ast.Module, rel: str) -> dict[str, set[str | None]]:
    """Each name a file binds by `from m import name` → the modules it comes from; a name it
    also assigns gets a None beside them (then it is not only that import)."""
    package = rel.removesuffix(".py").replace("/", ".").rpartition(".")[0]
    if rel.endswith("__init__.py"):
        package = rel.removesuffix("/__init__.py").replace("/", ".")
    out: dict[str, set[str | None]] = {}
    stored: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for a in node.names:
                if a.asname in (None, a.name):
                    out.setdefault(a.name, set()).add(absolute_module(node, package))
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            stored.add(node.id)
    for name in stored & set(out):
        out[name].add(None)
    return out


def _module_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """A module's statements, those of its top-level `if` blocks included."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.If):
            yield from _module_level([*stmt.body, *stmt.orelse])


def _calls_in(tree: ast.Module, method: str, rel: str, classes: _Classes) -> list[OuterCall]:
    out: dict[tuple[int, int], OuterCall] = {}  # a nested function is walked twice
    for cls, fn in _functions(tree):
        for node in ast.walk(fn):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == method
            ):
                where = f"{rel}:{node.lineno}"
                recv = node.func.value
                found = _classify(recv, call_shape(node), where, cls, fn, classes)
                if isinstance(recv, ast.Name) and found == OuterCall(found.call, where, None):
                    typed = classes.imported_annotation(tree, rel, recv.id)  # `current_platform`
                    found = OuterCall(found.call, where, typed, singleton=True) if typed else found
                out.setdefault((node.lineno, node.col_offset), found)
    return list(out.values())


def _functions(
    tree: ast.Module,
) -> Iterator[tuple[ast.ClassDef | None, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """(enclosing class or None, function) for every function, nested ones included."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for fn in node.body:
                if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                    yield node, fn
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield None, node


def _classify(
    recv: ast.expr,
    call: CallShape,
    where: str,
    cls: ast.ClassDef | None,
    fn: ast.AST,
    classes: _Classes,
) -> OuterCall:
    me = _first_param(fn) if cls is not None else None
    if isinstance(recv, ast.Call) and isinstance(recv.func, ast.Name) and recv.func.id == "super":
        return OuterCall(call, where, None, elsewhere=True)
    if isinstance(recv, ast.Name) and me is not None and recv.id == me:
        return OuterCall(call, where, None, elsewhere=True)  # hierarchy calls: call_sites
    if _value_type(recv, fn)[0] == "built":
        return OuterCall(call, where, None, built=True)
    if isinstance(recv, ast.Name):
        return _local(recv.id, call, where, fn)
    if (
        isinstance(recv, ast.Attribute)
        and isinstance(recv.value, ast.Name)
        and recv.value.id == me
        and cls is not None
    ):
        return _combine(_attribute(recv.attr, cls, classes), call, where)
    return OuterCall(call, where, None)


def _local(name: str, call: CallShape, where: str, fn: ast.AST) -> OuterCall:
    """A local name: its annotation, or what every assignment to it gives."""
    annotated = _param_annotation(fn, name)
    if annotated is not None:
        return OuterCall(call, where, annotated)
    values = _assigned(fn, lambda t: isinstance(t, ast.Name) and t.id == name)
    return _combine([_value_type(v, fn) for v in values], call, where)


def _attribute(
    attr: str, cls: ast.ClassDef, classes: _Classes, depth: int = 0
) -> list[tuple[str, str | None]]:
    """What `self.attr` is given in the class: a class-level annotation, or every value its
    methods assign (a constructor, a factory, an annotated parameter); when the class sets
    nothing, what its bases set."""
    for stmt in cls.body:
        if not isinstance(stmt, ast.AnnAssign):
            continue
        if isinstance(stmt.target, ast.Name) and stmt.target.id == attr:
            return [("annotated", _simple(stmt.annotation))]
    found: list[tuple[str, str | None]] = []
    for fn in cls.body:
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        me = _first_param(fn)

        def is_target(t: ast.expr, me: str | None = me) -> bool:
            return (
                isinstance(t, ast.Attribute)
                and t.attr == attr
                and isinstance(t.value, ast.Name)
                and t.value.id == me
            )

        found += [_value_type(v, fn) for v in _assigned(fn, is_target)]
    if found or depth > 4:
        return found
    for base in cls.bases:
        name = _simple(base)
        parent = classes.get(name) if name else None
        if parent is not None:
            found += _attribute(attr, parent, classes, depth + 1)
    return found or [("unknown", None)]


def _value_type(value: ast.expr, fn: ast.AST) -> tuple[str, str | None]:
    """What an assigned value is: ("none"), ("built", Cls), ("annotated", Cls) for an
    annotated parameter, ("factory", function), or ("unknown")."""
    if isinstance(value, ast.Constant) and value.value is None:
        return "none", None
    built = _constructed(value)
    if built is not None:
        return "built", built
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        called = value.func.id
        classes = _assigned(fn, lambda t: isinstance(t, ast.Name) and t.id == called)
        if classes and all(_is_class_name(c) for c in classes):
            return "built", None  # `cls = SomeDataset` … `cls(...)`
    if isinstance(value, ast.Name) and _param_annotation(fn, value.id):
        return "annotated", _param_annotation(fn, value.id)
    if isinstance(value, ast.Call) and _simple(value.func):
        return "factory", _simple(value.func)
    return "unknown", None


def _combine(found: list[tuple[str, str | None]], call: CallShape, where: str) -> OuterCall:
    """Every value vLLM built itself: built; one annotation or factory: that; else untyped."""
    kinds = {f for f in found if f[0] != "none"}
    if kinds and all(k == "built" for k, _ in kinds):
        return OuterCall(call, where, None, built=True)
    if len(kinds) == 1:
        kind, name = kinds.pop()
        if kind == "annotated":
            return OuterCall(call, where, name)
        if kind == "factory":
            return OuterCall(call, where, None, factory=name)
    return OuterCall(call, where, None)


def _assigned(fn: ast.AST, is_target: Callable[[ast.expr], bool]) -> list[ast.expr]:
    values = []
    for node in ast.walk(fn):
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        value = getattr(node, "value", None) if targets else None
        if value is not None and any(is_target(t) for t in targets):
            values.append(value)
    return values


def _constructed(value: ast.expr) -> str | None:
    """`Cls(…)` / `mod.Cls(…)` (a capitalised callee: a class) → `Cls`; else None."""
    return (
        _simple(value.func) if isinstance(value, ast.Call) and _is_class_name(value.func) else None
    )


def _is_class_name(node: ast.expr) -> bool:
    """`Cls` / `mod.Cls`: capitalised, not a CONSTANT."""
    name = _simple(node) if isinstance(node, ast.Name | ast.Attribute) else None
    return name is not None and name[:1].isupper() and not name.isupper()


def _param_annotation(fn: ast.AST, name: str) -> str | None:
    args = getattr(fn, "args", None)
    if args is None:
        return None
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
        if arg.arg == name and arg.annotation is not None:
            return _simple(arg.annotation)
    return None


def _simple(node: ast.expr) -> str | None:
    """The class an annotation or callee names, by simple name (`X | None` → `X`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        parts = {_simple(node.left), _simple(node.right)} - {"None"}
        return parts.pop() if len(parts) == 1 else None
    if isinstance(node, ast.Subscript):
        outer = _simple(node.value)
        return _simple(node.slice) if outer == "Optional" else outer
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Constant) and node.value is None:
        return "None"
    return None


def _first_param(fn: ast.AST) -> str | None:
    args = getattr(fn, "args", None)
    if args is None or not (args.posonlyargs or args.args):
        return None
    first: ast.arg = [*args.posonlyargs, *args.args][0]
    return first.arg


def annotation_name(text: str | None) -> str | None:
    """The class a return annotation written as `text` names (`X | None` → `X`)."""
    if not text:
        return None
    try:
        return _simple(ast.parse(text, mode="eval").body)
    except SyntaxError:
        return None
