"""vLLM's calls of a method on the objects it builds of one class (for a method replaced on it).

A function the consumer installs on a vLLM class (`RejectionSampler.forward = f`) runs for
every object vLLM builds of that class, not only for the class's own `self.m(…)`: vLLM's
`self.rejection_sampler = RejectionSampler(…)` … `self.rejection_sampler.m(…)` calls it, and
for `forward` on a `torch.nn.Module` so does `self.rejection_sampler(…)` (`Module.__call__`
runs `forward`). This module finds those calls: in each vLLM file that imports the class
from its module (or defines it), the attributes (`self.x = Cls(…)` in a class) and locals
(`x = Cls(…)` in a function) every value of which is built by that class, then their calls.
"""

from __future__ import annotations

import ast
import hashlib
import weakref
from collections import defaultdict
from pathlib import Path

from probes.safeio import read_bytes
from probes.safeio.walk import py_files
from probes.usage.scope import absolute_module, call_shape
from probes.uses import CallShape
from probes.views import module_cache
from probes.views.base import TreeScans, View, scan_tree_once

Calls = list[tuple[str, CallShape]]
_CODE = hashlib.sha256(read_bytes(Path(__file__))).hexdigest()[:12]
_CACHE: TreeScans[Calls] = weakref.WeakKeyDictionary()


def instance_calls(view: View, cls_path: str, method: str, module_call: bool) -> Calls | None:
    """`(file:line, shape)` of vLLM's `<obj>.method(…)` calls (and, with `module_call`, its
    `<obj>(…)` calls) on objects it builds of the class `cls_path` (`pkg.mod.Cls`); None when
    the view's sources cannot be read."""
    key = f"{cls_path}:{method}:{int(module_call)}"
    return scan_tree_once(_CACHE, view, key, _cached)


def _cached(root: Path, key: str) -> Calls:
    value = module_cache.tree_cached(
        root, f"instance-calls/{_CODE}/{key}", lambda: _rows(key, root)
    )
    if isinstance(value, list):
        try:
            return [(w, CallShape(p, tuple(k), a, kw)) for w, p, k, a, kw in value]
        except (TypeError, ValueError):
            pass
    return scan(root, key)


def _rows(key: str, root: Path) -> list[list[object]]:
    return [
        [w, c.positional, list(c.keywords), c.star_args, c.star_kwargs] for w, c in scan(root, key)
    ]


def scan(root: Path, key: str) -> Calls:
    """The calls for `key` (`pkg.mod.Cls:method:0|1`) in the tree at `root`."""
    cls_path, method, module_call = key.split(":")
    module, _, name = cls_path.rpartition(".")
    needle = f"{name}(".encode()
    out: Calls = []
    for path in py_files(root / "vllm"):
        raw = read_bytes(path)
        if needle not in raw:
            continue
        try:
            tree = ast.parse(raw.decode("utf-8", errors="replace"))
        except SyntaxError:
            continue
        rel = path.relative_to(root).as_posix()
        parts = Path(rel).with_suffix("").parts
        own = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = own if parts[-1] == "__init__" else own.rpartition(".")[0]
        if own != module and not _imports(tree, package, module, name):
            continue  # another class of the same name (vLLM has several `RejectionSampler`s)
        for line, shape in _calls(tree, name, method, module_call == "1"):
            out.append((f"{rel}:{line}", shape))
    return sorted(set(out), key=lambda c: c[0])


def _imports(tree: ast.Module, package: str, module: str, name: str) -> bool:
    """The file binds `name` (unaliased) from `module`, at top level or in a function."""
    return any(
        isinstance(node, ast.ImportFrom)
        and absolute_module(node, package) == module
        and any(a.name == name and a.asname is None for a in node.names)
        for node in ast.walk(tree)
    )


def _calls(
    tree: ast.Module, name: str, method: str, module_call: bool
) -> list[tuple[int, CallShape]]:
    out: list[tuple[int, CallShape]] = []
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
        attrs = _built_attributes(cls, name)
        for node in ast.walk(cls):
            target = _called(node, method, module_call)
            if target is not None and _self_attr(target) in attrs:
                assert isinstance(node, ast.Call)
                out.append((node.lineno, call_shape(node)))
    for fn in [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]:
        names = _built_locals(fn, name)
        for node in ast.walk(fn):
            target = _called(node, method, module_call)
            if isinstance(target, ast.Name) and target.id in names:
                assert isinstance(node, ast.Call)
                out.append((node.lineno, call_shape(node)))
    return out


def _called(node: ast.AST, method: str, module_call: bool) -> ast.expr | None:
    """The object a call runs `method` of: `obj.method(…)` → obj, `obj(…)` → obj when the
    call runs `forward` through `Module.__call__`."""
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr == method:
        return node.func.value
    if module_call and isinstance(node.func, ast.Name | ast.Attribute):
        return node.func
    return None


def _self_attr(node: ast.expr) -> str | None:
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    ):
        return node.attr
    return None


def _built(value: ast.expr | None, name: str) -> bool:
    return (
        isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == name
    )


def _built_attributes(cls: ast.ClassDef, name: str) -> set[str]:
    """`self.x` the class assigns only (and at least once) an object built by `name`
    (`None` aside: a feature left off)."""
    values: defaultdict[str, list[ast.expr | None]] = defaultdict(list)
    for node in ast.walk(cls):
        for target, value in _assignments(node):
            attr = _self_attr(target)
            if attr is not None:
                values[attr].append(value)
    return {a for a, vs in values.items() if _only_built(vs, name)}


def _built_locals(fn: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> set[str]:
    values: defaultdict[str, list[ast.expr | None]] = defaultdict(list)
    for node in ast.walk(fn):
        for target, value in _assignments(node):
            if isinstance(target, ast.Name):
                values[target.id].append(value)
    return {n for n, vs in values.items() if _only_built(vs, name)}


def _only_built(values: list[ast.expr | None], name: str) -> bool:
    real = [v for v in values if v is not None and not _is_none(v)]
    return bool(real) and all(_built(v, name) for v in real)


def _is_none(v: ast.expr) -> bool:
    return isinstance(v, ast.Constant) and v.value is None


def _assignments(node: ast.AST) -> list[tuple[ast.expr, ast.expr | None]]:
    if isinstance(node, ast.Assign):
        return [(t, node.value) for t in node.targets]
    if isinstance(node, ast.AnnAssign):
        return [(node.target, node.value)]
    return []
