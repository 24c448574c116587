"""Where vLLM builds a class it was handed: `cls(…)` on a value typed `type[Base]`.

vLLM's plugin factories (KV connectors, offloading tiers, weight transfer, parsers) look a
class up by name or module path and build it themselves: `tier_cls =
cls.get_tier_class(cfg)` (annotated `-> type[SecondaryTierManager]`) … `tier_cls(
offloading_spec=…, …)`. A consumer's subclass of `Base` registered there is built by that
call, so its `__init__` must take it, whatever the consumer's own calls pass. This module
finds those calls in a release's sources: a local name whose every value is typed
`type[Base]` (its annotation, `cast(type[Base], …)`, a parameter annotated so, or the return
annotation of the function or method it comes from, by simple name, where the release
annotates every function of that name alike), then called. The result maps `Base` (simple
name) to the calls' `file:line` and shape.
"""

from __future__ import annotations

import ast
import hashlib
import re
import weakref
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from probes.safeio import read_bytes
from probes.safeio.walk import py_files
from probes.usage.scope import call_shape
from probes.uses import CallShape
from probes.views import module_cache
from probes.views.base import TreeScans, View, scan_tree_once

Calls = list[tuple[str, CallShape]]

_CODE = hashlib.sha256(read_bytes(Path(__file__))).hexdigest()[:12]
_CACHE: TreeScans[Calls] = weakref.WeakKeyDictionary()


def factory_builds(view: View, base: str) -> Calls | None:
    """Every `(file:line, shape)` where vLLM builds a class typed `type[base]` (simple name);
    None when the view's sources cannot be read (a snapshot, the installed vLLM)."""
    return scan_tree_once(_CACHE, view, base, _cached)


def _cached(root: Path, base: str) -> Calls:
    value = module_cache.tree_cached(
        root, f"factory-builds/{_CODE}/{base}", lambda: _rows(scan(root, base))
    )
    rows = _from_rows(value)
    return rows if rows is not None else scan(root, base)


def _rows(found: Calls) -> list[list[object]]:
    return [[w, c.positional, list(c.keywords), c.star_args, c.star_kwargs] for w, c in found]


def _from_rows(value: object) -> Calls | None:
    if not isinstance(value, list):
        return None
    try:
        return [(w, CallShape(p, tuple(k), a, kw)) for w, p, k, a, kw in value]
    except (TypeError, ValueError):
        return None


def scan(root: Path, base: str) -> Calls:
    """The calls building a `type[base]` in the tree at `root` (its `vllm/` package). The
    typing is spelled `type[Base` (`type["Base"`, `type[mod.Base`) in the local's
    annotation, its `cast`, its parameter or the return annotation of the function it comes
    from: the files spelling it are parsed, and the files that call one of those functions
    by name."""
    spelled = re.compile(rb"type\[\s*[\"']?(?:[\w.]+\.)?" + re.escape(base.encode()) + rb"\b")
    trees: dict[str, ast.Module] = {}
    others: list[tuple[str, bytes]] = []
    for path in py_files(root / "vllm"):
        raw = read_bytes(path)
        rel = path.relative_to(root).as_posix()
        if not spelled.search(raw):
            others.append((rel, raw))
            continue
        tree = _parse(raw)
        if tree is not None:
            trees[rel] = tree
    names = [n for n, b in _returns(trees.values()).items() if b == base]
    # a function of the same name defined elsewhere, annotated otherwise, makes the name
    # ambiguous: every definition of it is read before a call of it is typed
    defines = [re.compile(rb"def " + re.escape(n.encode()) + rb"\(") for n in names]
    definers = [(rel, raw) for rel, raw in others if any(d.search(raw) for d in defines)]
    parsed = {rel: t for rel, raw in definers if (t := _parse(raw)) is not None}
    everything = [*trees.values(), *parsed.values()]
    returns = {n: b for n, b in _returns(everything).items() if b == base}
    trees.update(parsed)
    callers = [re.compile(rb"\b" + re.escape(n.encode()) + rb"\(") for n in returns]
    for rel, raw in others:
        if any(c.search(raw) for c in callers):
            tree = _parse(raw)
            if tree is not None:
                trees[rel] = tree
    out: Calls = []
    for rel, tree in trees.items():
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            # `cls.get_x(…)` / `self.get_x(…)` in a class is its own method: its annotation
            own = {
                f"self.{m.name}": b
                for m in cls.body
                if isinstance(m, ast.FunctionDef | ast.AsyncFunctionDef)
                and (b := type_of(m.returns)) is not None
            }
            own |= {f"cls.{k[5:]}": b for k, b in own.items()}
            for fn in cls.body:
                if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                    found = _builds(fn, {**returns, **own})
                    out += [(f"{rel}:{line}", shape) for b, line, shape in found if b == base]
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                found = _builds(fn, returns)
                out += [(f"{rel}:{line}", shape) for b, line, shape in found if b == base]
    return sorted(set(out), key=lambda c: (c[0].rpartition(":")[0], int(c[0].rpartition(":")[2])))


def _parse(raw: bytes) -> ast.Module | None:
    try:
        return ast.parse(raw.decode("utf-8", errors="replace"))
    except SyntaxError:
        return None


def _returns(trees: Iterable[ast.Module]) -> dict[str, str]:
    """Function simple name -> the `Base` of its `-> type[Base]` return annotation, for names
    every definition of which in the release is annotated with the same one."""
    seen: defaultdict[str, set[str | None]] = defaultdict(set)
    for tree in trees:
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                seen[fn.name].add(type_of(fn.returns))
    out: dict[str, str] = {}
    for name, bases in seen.items():
        (only,) = bases if len(bases) == 1 else (None,)
        if only is not None:
            out[name] = only
    return out


def type_of(node: ast.expr | None) -> str | None:
    """`type[Base]`, `type["Base"]`, `type[mod.Base] | None`, `Optional[type[Base]]` ->
    `Base`; anything else -> None."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        sides = [s for s in (node.left, node.right) if not _is_none(s)]
        return type_of(sides[0]) if len(sides) == 1 else None
    if isinstance(node, ast.Subscript):
        outer = _name(node.value)
        if outer == "Optional":
            return type_of(node.slice)
        if outer in {"type", "Type"}:
            inner = node.slice
            if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                try:
                    inner = ast.parse(inner.value, mode="eval").body
                except SyntaxError:
                    return None
            return _name(inner)
    return None


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _builds(
    fn: ast.FunctionDef | ast.AsyncFunctionDef, returns: dict[str, str]
) -> list[tuple[str, int, CallShape]]:
    """`(Base, line, shape)` of each call in `fn` of a local typed `type[Base]`."""
    typed: dict[str, set[str | None]] = defaultdict(set)
    args = fn.args
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
        if arg.annotation is not None and type_of(arg.annotation):
            typed[arg.arg].add(type_of(arg.annotation))
    for node in _own_nodes(fn):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            typed[node.target.id].add(type_of(node.annotation))
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    typed[target.id].add(_value_type(node.value, returns))
    out = []
    for node, name, tested in _calls_with_tests(fn):
        if name in tested:
            continue  # `if supports_kw(cls, "x"): cls(…, x=…)` … `cls(…)`: vLLM adapts to it
        bases = typed.get(name, set())
        if len(bases) == 1 and None not in bases:
            base = next(iter(bases))
            assert base is not None
            out.append((base, node.lineno, call_shape(node)))
    return out


def _calls_with_tests(
    fn: ast.FunctionDef | ast.AsyncFunctionDef,
) -> list[tuple[ast.Call, str, set[str]]]:
    """Each call of a bare name in `fn` (not in nested definitions), with the names any
    `if` / ternary / `while` test of `fn` reads: a class vLLM tests (its signature, an
    attribute) before building it is built in the shape the test chose, on either branch."""
    nodes = _own_nodes(fn)
    tested = {
        n.id
        for node in nodes
        if isinstance(node, ast.If | ast.IfExp | ast.While)
        for n in ast.walk(node.test)
        if isinstance(n, ast.Name)
    }
    return [
        (node, node.func.id, tested)
        for node in nodes
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    ]


def _value_type(value: ast.expr, returns: dict[str, str]) -> str | None:
    """The `Base` an assigned value is typed `type[Base]` by: `cast(type[Base], …)` or a call
    of a function annotated to return one."""
    if not isinstance(value, ast.Call):
        return None
    callee = _name(value.func)
    if callee == "cast" and value.args:
        return type_of(value.args[0])
    func = value.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        own = returns.get(f"{func.value.id}.{func.attr}")  # the enclosing class's method
        if own is not None and func.value.id in {"self", "cls"}:
            return own
    return returns.get(callee) if callee else None


def _own_nodes(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST]:
    """The nodes of `fn`'s body, not those of functions or classes nested in it (their
    locals are their own)."""
    out: list[ast.AST] = []
    todo: list[ast.AST] = list(fn.body)
    while todo:
        node = todo.pop()
        out.append(node)
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                todo.append(child)
    return out
