"""Name bindings and type inference inside one consumer module, with `ast` only.

Usage extraction must turn a consumer's spelling (`from vllm.x import y as z`, `m.Base`,
`self.executor`) into vLLM paths without importing anything. This module knows what each
name of a scope refers to (imports) and, where the module itself says so (a constructor
call, an annotation, a return annotation of one of its own functions), which vLLM class an
expression is an instance of. It never guesses: a name given two different types is
untyped.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TypeGuard

from probes.uses import CallShape

VLLM = "vllm"
_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def call_shape(node: ast.Call) -> CallShape:
    """How a call passes its arguments (counts and keyword names; values are never needed).

    Rule `literal-unpacking`: `*[a, b]` / `*(a, b)` and `**{"k": v}` spread literals whose
    size and keys are written out, so they count as those positionals and keywords, as
    Python binds them; any other `*x` / `**x` stays a star argument.
    """
    positional, keywords, star_args, star_kwargs = 0, [], False, False
    for arg in node.args:
        if not isinstance(arg, ast.Starred):
            positional += 1
        elif isinstance(arg.value, ast.List | ast.Tuple) and not any(
            isinstance(e, ast.Starred) for e in arg.value.elts
        ):
            positional += len(arg.value.elts)
        else:
            star_args = True
    for kw in node.keywords:
        if kw.arg is not None:
            keywords.append(kw.arg)
        elif _literal_keys(kw.value) is not None:
            keywords += _literal_keys(kw.value) or []
        else:
            star_kwargs = True
    return CallShape(positional, tuple(keywords), star_args, star_kwargs)


def _literal_keys(value: ast.expr) -> list[str] | None:
    """The keys of a `{"k": v, …}` display whose every key is a string literal; else None."""
    if not isinstance(value, ast.Dict) or not all(
        isinstance(k, ast.Constant) and isinstance(k.value, str) for k in value.keys
    ):
        return None
    keys = [k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    return keys if len(set(keys)) == len(keys) else None  # a repeated key: the last wins


def callee_name(func: ast.expr) -> str:
    """The last name a call spells (`mock.patch` → `patch`); "" for anything else."""
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def is_vllm(path: str | None) -> TypeGuard[str]:
    """True for `vllm` and every path below it."""
    return path is not None and (path == VLLM or path.startswith(VLLM + "."))


@dataclass(frozen=True)
class Typed:
    """An expression known to be an instance of the vLLM class `path`, and how we know."""

    path: str
    via: str


def scope_nodes(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """Every node of a scope's body, not descending into nested functions or classes."""
    stack: list[ast.AST] = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, _NESTED):
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


def import_bindings(node: ast.Import | ast.ImportFrom, package: str) -> dict[str, str]:
    """The names an import statement binds, each mapped to the dotted path it refers to."""
    bound: dict[str, str] = {}
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                bound[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                bound[top] = top
        return bound
    base = absolute_module(node, package)
    if base is None:
        return bound
    for alias in node.names:
        if alias.name != "*":
            bound[alias.asname or alias.name] = f"{base}.{alias.name}"
    return bound


def absolute_module(node: ast.ImportFrom, package: str) -> str | None:
    """The absolute module a `from ... import` reads (relative levels resolved)."""
    if not node.level:
        return node.module
    parts = package.split(".") if package else []
    if node.level - 1 > len(parts):
        return None
    parts = parts[: len(parts) - (node.level - 1)]
    if node.module:
        parts.append(node.module)
    return ".".join(parts) or None


def dotted(node: ast.AST, lookup: Callable[[str], str | None]) -> str | None:
    """`a.b.c` as the dotted path its root name is bound to, or None."""
    attrs: list[str] = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    root = lookup(node.id)
    if root is None:
        return None
    return ".".join([root, *reversed(attrs)])


def annotation_class(node: ast.AST | None, lookup: Callable[[str], str | None]) -> str | None:
    """The single vLLM class an annotation names: `C`, `"C"`, `C | None`, `Optional[C]`."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            parsed = ast.parse(node.value.strip(), mode="eval").body
        except SyntaxError:
            return None
        return annotation_class(parsed, lookup)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _single([node.left, node.right], lookup)
    if isinstance(node, ast.Subscript):
        wrapper = dotted(node.value, lookup) or getattr(node.value, "id", "")
        name = (wrapper or "").rsplit(".", 1)[-1]
        if name == "Optional":
            return annotation_class(node.slice, lookup)
        if name == "Union" and isinstance(node.slice, ast.Tuple):
            return _single(list(node.slice.elts), lookup)
        if name == "Annotated" and isinstance(node.slice, ast.Tuple) and node.slice.elts:
            return annotation_class(node.slice.elts[0], lookup)
        return None
    path = dotted(node, lookup)
    return path if is_vllm(path) else None


def _single(members: list[ast.expr], lookup: Callable[[str], str | None]) -> str | None:
    flat: list[ast.expr] = []
    for m in members:
        if isinstance(m, ast.BinOp) and isinstance(m.op, ast.BitOr):
            flat += [m.left, m.right]
        else:
            flat.append(m)
    real = [m for m in flat if not (isinstance(m, ast.Constant) and m.value is None)]
    if len(real) != 1:
        return None
    return annotation_class(real[0], lookup)


@dataclass
class Candidates:
    """Every type proposed for one name or attribute; typed only when they agree."""

    annotated: Typed | None = None
    assigned: list[Typed | None] = field(default_factory=list)

    def resolve(self) -> Typed | None:
        if self.annotated is not None:
            return self.annotated
        if self.assigned and all(t == self.assigned[0] for t in self.assigned):
            return self.assigned[0]
        return None


def is_none(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def target_names(target: ast.AST) -> Iterator[str]:
    """Plain names an assignment target binds (tuples unpacked)."""
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, ast.Tuple | ast.List):
        for elt in target.elts:
            yield from target_names(elt)
    elif isinstance(target, ast.Starred):
        yield from target_names(target.value)


@dataclass
class FunctionScan:
    """What a function's own body binds: imports, parameters, locals and their candidates."""

    imports: dict[str, str] = field(default_factory=dict)
    locals: set[str] = field(default_factory=set)
    candidates: dict[str, Candidates] = field(default_factory=dict)
    params: list[ast.arg] = field(default_factory=list)
    assigns: list[tuple[str, ast.expr]] = field(default_factory=list)
    annotations: list[tuple[str, ast.expr]] = field(default_factory=list)
    alternatives: dict[str, list[str]] = field(default_factory=dict)


def try_import_alternatives(
    node: ast.Try | ast.TryStar, package: str
) -> dict[str, tuple[str, list[str]]]:
    """Names a `try` body imports and its `except ImportError` handlers import again.

    `try: from a import X` / `except ImportError: from b import X`: the handler runs only
    when the body failed, so `X` is `a.X` whenever `a` has it and `b.X` otherwise. Maps each
    such name to (the body's path, the handlers' paths).
    """
    body: dict[str, str] = {}
    for stmt in node.body:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            body.update(import_bindings(stmt, package))
    found: dict[str, tuple[str, list[str]]] = {}
    for handler in node.handlers:
        for stmt in handler.body:
            for name, path in _handler_bindings(stmt, package).items():
                if name in body and path != body[name]:
                    found.setdefault(name, (body[name], []))[1].append(path)
    return found


LOCAL = "<consumer>"  # a binding the consumer makes itself (a stand-in class, `X = None`)


def defined_fallbacks(
    body: list[ast.stmt], handlers: list[ast.ExceptHandler], package: str
) -> dict[str, str]:
    """Rule `fallback-import`, for a name the `try` body binds by a definition: `try: from
    vllm.x import A` / `class B(A): …` / `except ImportError: from vllm.y import B`.

    The handler runs only when the body raised ImportError, that is when one of the body's
    imports failed, so its import of `B` is the fallback of those imports, whatever binds `B`
    in the body. Maps each such handler path to the body's one vLLM import (the handler runs
    exactly where it is missing), or to `LOCAL` where the body has none or several (the
    handler is some fallback: guarded)."""
    imported: dict[str, str] = {}
    defined: set[str] = set()
    for stmt in body:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            imported.update(import_bindings(stmt, package))
        else:
            defined |= set(_handler_bindings(stmt, package))
    sources = sorted({path for path in imported.values() if is_vllm(path)})
    primary = sources[0] if len(sources) == 1 else LOCAL
    found: dict[str, str] = {}
    for handler in handlers:  # those that catch ImportError
        for stmt in handler.body:
            if isinstance(stmt, ast.Import | ast.ImportFrom):
                for name, path in import_bindings(stmt, package).items():
                    if name in defined and name not in imported:
                        found[path] = primary
    return found


def _handler_bindings(stmt: ast.stmt, package: str) -> dict[str, str]:
    """Names an `except` handler statement binds: imports, or stand-ins of the consumer's."""
    if isinstance(stmt, ast.Import | ast.ImportFrom):
        return import_bindings(stmt, package)
    if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {stmt.name: LOCAL}
    if isinstance(stmt, ast.Assign):
        return {n: LOCAL for t in stmt.targets for n in target_names(t)}
    return {}


def scan_body(body: list[ast.stmt], package: str, params: list[ast.arg]) -> FunctionScan:
    """Collect a scope's imports and assignments (flow-insensitive: order does not matter)."""
    scan = FunctionScan(params=params)
    for arg in params:
        scan.locals.add(arg.arg)
    for node in scope_nodes(body):
        if isinstance(node, ast.Import | ast.ImportFrom):
            scan.imports.update(import_bindings(node, package))
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                names = list(target_names(target))
                scan.locals.update(names)
                if isinstance(target, ast.Name) and not is_none(node.value):
                    scan.assigns.append((target.id, node.value))
                elif not isinstance(target, ast.Name):
                    for name in names:
                        scan.candidates.setdefault(name, Candidates()).assigned.append(None)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign) and isinstance(node.target, ast.Name):
            scan.locals.add(node.target.id)
            if isinstance(node, ast.AnnAssign):
                scan.annotations.append((node.target.id, node.annotation))
        elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            for name in target_names(node.target):
                scan.locals.add(name)
                scan.candidates.setdefault(name, Candidates()).assigned.append(None)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            for name in target_names(node.optional_vars):
                scan.locals.add(name)
                scan.candidates.setdefault(name, Candidates()).assigned.append(None)
        elif isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name):
            scan.locals.add(node.target.id)
            scan.assigns.append((node.target.id, node.value))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            scan.locals.add(node.name)
    for node in scope_nodes(body):
        if isinstance(node, ast.Try):
            found = try_import_alternatives(node, package)
        elif isinstance(node, ast.If):
            found = branch_import_alternatives(node, package)
        else:
            continue
        for name, (primary, others) in found.items():
            scan.imports[name] = primary
            scan.alternatives.setdefault(name, []).extend(others)
    return scan


def branch_import_alternatives(node: ast.If, package: str) -> dict[str, tuple[str, list[str]]]:
    """Rule `branch-bindings`: names both branches of an `if` import from different places
    (`if vllm_version >= "0.20": from vllm.a import B` / `else: from vllm.b import B`, the
    same under `find_spec` or `hasattr`). After the `if`, `B` is whichever binding the branch
    that ran made: a use of it breaks only where none of them exists; the import in the
    branch that runs is judged on its own (and a version branch that does not run is not)."""
    body = _branch_imports(node.body, package)
    other = _branch_imports(node.orelse, package)
    return {n: (body[n], [other[n]]) for n in body.keys() & other.keys() if body[n] != other[n]}


def _branch_imports(stmts: list[ast.stmt], package: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for stmt in stmts:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            out.update(import_bindings(stmt, package))
    return out
