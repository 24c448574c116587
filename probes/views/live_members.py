"""How the live view describes a class: `inspect` for what exists, `ast` for the rest.

Instance attributes that only `__init__` creates (`self.x = ...`) exist on no class object;
the static view reads them from the source with griffe, so the live view parses the same
source with `ast`, or the two views would disagree about them.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import enum
import functools
import inspect
import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

from probes.api import ApiObject, Param, ParamKind, Signature
from probes.safeio import read_text
from probes.views.base import MethodKind

# Class-body names that are class machinery, not API (kept: dunder *methods* like __init__).
_MACHINERY = frozenset({"_abc_impl"})

RelPath = Callable[[str | None], str | None]


def canonical(obj: Any) -> str | None:
    """`module.qualname` where `obj` is defined, or None when it does not say."""
    try:
        module, qualname = obj.__module__, obj.__qualname__
    except Exception:
        return None
    if isinstance(module, str) and isinstance(qualname, str):
        return f"{module}.{qualname}"
    return None


def to_signature(sig: inspect.Signature) -> Signature:
    return Signature(
        tuple(
            Param(p.name, ParamKind[p.kind.name], p.default is not p.empty)
            for p in sig.parameters.values()
        )
    )


def callable_info(func: Any) -> tuple[Signature | None, str | None]:
    """The signature (as `inspect.signature` sees it) and the return annotation as text."""
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        return None, None
    ann = sig.return_annotation
    if ann is inspect.Signature.empty:
        returns = None
    elif written := _written_returns(func):
        returns = written
    elif isinstance(ann, str):
        returns = ann
    else:
        returns = inspect.formatannotation(ann, getattr(func, "__module__", None))
    return to_signature(sig), returns


def static_attr(cls: type, name: str) -> Any:
    return inspect.getattr_static(cls, name, None)


def field_names(cls: type) -> tuple[str, ...] | None:
    """Dataclass fields (vLLM's @config classes are pydantic dataclasses; `InitVar`s are not
    fields), msgspec `Struct` fields (SamplingParams), or pydantic fields."""
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    struct = getattr(cls, "__struct_fields__", None)  # set by msgspec's metaclass
    if isinstance(struct, tuple) and all(isinstance(name, str) for name in struct):
        return struct
    for attr in ("__pydantic_fields__", "model_fields"):
        try:
            value = inspect.getattr_static(cls, attr, None)
        except Exception:
            value = None
        if isinstance(value, dict):
            return tuple(value)
    return None


def describe_class(cls: type, file: str | None, line: int | None, relpath: RelPath) -> ApiObject:
    """A class as a caller sees it: constructor signature, members along the MRO, fields."""
    signature = None
    # An enum is not constructed: `Color(x)` looks a member up (the static view says None too).
    if not issubclass(cls, enum.Enum):
        with contextlib.suppress(TypeError, ValueError):
            signature = to_signature(inspect.signature(cls))
    return ApiObject(
        path=canonical(cls) or cls.__name__,
        kind="class",
        file=file,
        line=line,
        signature=signature,
        bases=tuple(canonical(b) or b.__name__ for b in cls.__bases__ if b is not object),
        members=class_members(cls, relpath),
        abstract_methods=frozenset(getattr(cls, "__abstractmethods__", ()) or ()),
        fields=field_names(cls),
        accepts_any_attribute=any("__getattr__" in vars(k) for k in cls.__mro__ if k is not object),
        is_enum=issubclass(cls, enum.Enum),
    )


def class_members(cls: type, relpath: RelPath) -> dict[str, ApiObject]:
    """Own members first, then each base's along the MRO (`object`'s left out).

    Walking each class's `__dict__` in MRO order gives what `inspect.getattr_static` gives
    for every name of `dir(cls)`, plus the class that defines it. Annotated names (not
    `InitVar`s) and `self.x = ...` in `__init__` / `__post_init__` are added as attributes
    where nothing else defines them.
    """
    members: dict[str, ApiObject] = {}
    for klass in cls.__mro__:
        if klass is object:
            continue
        owner = canonical(klass) or klass.__name__
        filename, body, init_attrs = _source_info(klass)
        kfile, lines = relpath(filename), body or {}
        for name, value in vars(klass).items():
            if name not in members and not _is_machinery(name, value, body):
                where = (kfile, lines[name]) if name in lines else None
                members[name] = _member(f"{owner}.{name}", value, where, relpath)
        annotated = _annotation_names(klass)
        for name in [*annotated, *init_attrs]:
            if name not in members:
                line = lines.get(name, init_attrs.get(name))
                members[name] = ApiObject(f"{owner}.{name}", "attribute", kfile, line)
    owner = canonical(cls) or cls.__name__
    for name in field_names(cls) or ():
        members.setdefault(name, ApiObject(f"{owner}.{name}", "attribute"))
    return members


def _is_machinery(name: str, value: Any, source_names: dict[str, int] | None) -> bool:
    """Class machinery, not API: data dunders, and dunders that a decorator generated.

    A dunder method absent from a class body we could read (a dataclass's `__init__`,
    pydantic's hooks) is generated; the static view does not see it either, and the
    constructor's signature already says what the generated `__init__` takes.
    """
    if name in _MACHINERY:
        return True
    if not (name.startswith("__") and name.endswith("__")):
        return False
    if _method_parts(value) is None:
        return True
    return source_names is not None and name not in source_names


def _method_parts(value: Any) -> tuple[Any, MethodKind, bool] | None:
    """(function, method_kind, whether binding drops the first parameter), or None."""
    if isinstance(value, staticmethod):
        return value.__func__, "static", False
    if isinstance(value, classmethod):
        return value.__func__, "class", True
    if isinstance(value, property):
        return value.fget, "property", True
    if isinstance(value, functools.cached_property):
        return value.func, "property", True
    if inspect.isbuiltin(value):
        return value, "static", False
    if inspect.isroutine(value):
        return value, "instance", True
    return None


def _member(
    path: str, value: Any, where: tuple[str | None, int] | None, relpath: RelPath
) -> ApiObject:
    """A class-body member; `where` is its (file, line) in the class body, if found there."""
    file, line = where or (None, None)
    if inspect.isclass(value):
        return ApiObject(canonical(value) or path, "class", file, line)
    parts = _method_parts(value)
    if parts is None:
        return ApiObject(path, "attribute", file, line)
    func, method_kind, bound = parts
    signature, returns = callable_info(func) if func is not None else (None, None)
    if bound and signature is not None:
        signature = signature.drop_first()
    code = getattr(unwrap(func), "__code__", None)
    if where is None and code is not None:
        file, line = relpath(code.co_filename), code.co_firstlineno
    return ApiObject(
        path,
        "function",
        file,
        line,
        signature=signature,
        method_kind=method_kind,
        returns=returns,
    )


def unwrap(func: Any) -> Any:
    if inspect.isclass(func):
        return func
    try:
        return inspect.unwrap(func)
    except (ValueError, TypeError):
        return func


def definition(obj: Any) -> tuple[str | None, int | None]:
    """(file, first line) of a class (from the module's ast) or a function (its code)."""
    if inspect.isclass(obj):
        module = sys.modules.get(getattr(obj, "__module__", ""), None)
        filename = getattr(module, "__file__", None)
        tree = _module_tree(filename) if filename else None
        node = _find_def(tree, obj.__qualname__) if tree else None
        return filename, _line_of(node) if isinstance(node, ast.ClassDef) else None
    code = getattr(unwrap(obj), "__code__", None)
    if code is None:
        return None, None
    return code.co_filename, code.co_firstlineno


def _annotation_names(klass: type) -> list[str]:
    """Names annotated in the class body, less dataclass `InitVar`s.

    An `InitVar` is a constructor argument only: instances do not have it (vLLM 0.32.0's
    `SchedulerConfig.is_encoder_decoder`), so it is not a member unless something assigns it.
    """
    try:
        annotations = inspect.get_annotations(klass)
    except Exception:
        return []
    return [name for name, ann in annotations.items() if not _is_initvar(ann)]


def _is_initvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return re.match(r"(dataclasses\.)?InitVar\b", annotation.strip()) is not None
    return isinstance(annotation, dataclasses.InitVar) or annotation is dataclasses.InitVar


# -- source (ast) ------------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _module_tree(filename: str) -> ast.Module | None:
    try:
        return ast.parse(read_text(filename), filename)
    except (OSError, SyntaxError, ValueError):
        return None


def _top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Statements of a body, looking through `if`/`try`/`with` blocks but not into defs."""
    for stmt in body:
        yield stmt
        if isinstance(stmt, (ast.If, ast.Try, ast.With)):
            for block in ("body", "orelse", "finalbody"):
                yield from _top_level(getattr(stmt, block, []))
            for handler in getattr(stmt, "handlers", []):
                yield from _top_level(handler.body)


def _defined_names(stmt: ast.stmt) -> list[str]:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [stmt.name]
    if isinstance(stmt, ast.Assign):
        return [n.id for t in stmt.targets for n in _targets(t) if isinstance(n, ast.Name)]
    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        return [stmt.target.id]
    return []


def _targets(node: ast.expr) -> Iterator[ast.expr]:
    if isinstance(node, (ast.Tuple, ast.List)):
        for elt in node.elts:
            yield from _targets(elt)
    elif isinstance(node, ast.Starred):
        yield from _targets(node.value)
    else:
        yield node


def _line_of(stmt: ast.stmt) -> int:
    decorators = getattr(stmt, "decorator_list", None)
    return decorators[0].lineno if decorators else stmt.lineno


_DEFS = (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _find_def(tree: ast.Module, qualname: str) -> ast.stmt | None:
    """The class or def statement of `qualname` (None inside functions: `<locals>`)."""
    body: list[ast.stmt] = tree.body
    node = None
    for part in qualname.split("."):
        found = [s for s in _top_level(body) if isinstance(s, _DEFS) and s.name == part]
        if not found:
            return None
        node = found[-1]  # the last definition wins, as at run time
        body = node.body
    return node


def _written_returns(func: Any) -> str | None:
    """The return annotation as the source writes it (what griffe reports), if readable."""
    target = unwrap(func)
    code = getattr(target, "__code__", None)
    qualname = getattr(target, "__qualname__", None)
    tree = _module_tree(code.co_filename) if code is not None else None
    node = _find_def(tree, qualname) if tree is not None and isinstance(qualname, str) else None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.returns is None:
        return None
    if isinstance(node.returns, ast.Constant) and isinstance(node.returns.value, str):
        return node.returns.value
    return ast.unparse(node.returns)


def _source_info(klass: type) -> tuple[str | None, dict[str, int] | None, dict[str, int]]:
    """(file, line of each class-body name, line of each `self.x` set in `__init__`).

    The middle item is None when the class body could not be read.
    """
    module = sys.modules.get(getattr(klass, "__module__", ""), None)
    filename = getattr(module, "__file__", None)
    tree = _module_tree(filename) if filename else None
    node = _find_def(tree, klass.__qualname__) if tree else None
    if not isinstance(node, ast.ClassDef):
        return filename, None, {}
    lines: dict[str, int] = {}
    init_attrs: dict[str, int] = {}
    for stmt in _top_level(node.body):
        for name in _defined_names(stmt):
            lines.setdefault(name, _line_of(stmt))
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name in _INITS:
            for name, line in _self_assignments(stmt).items():
                init_attrs[name] = min(init_attrs.get(name, line), line)
    return filename, lines, dict(sorted(init_attrs.items(), key=lambda item: item[1]))


# Where instances get attributes: `__init__`, and `__post_init__` for dataclasses.
_INITS = ("__init__", "__post_init__")


def _self_assignments(func: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, int]:
    """Names assigned as `self.x = ...` / `self.x: T = ...` in `__init__`, not in nested defs."""
    args = func.args.posonlyargs + func.args.args
    if not args:
        return {}
    me = args[0].arg
    found: dict[str, int] = {}
    stack: list[ast.AST] = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = [t for target in node.targets for t in _targets(target)]
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id == me
            ):
                line = getattr(node, "lineno", 0)
                found[target.attr] = min(found.get(target.attr, line), line)
        stack.extend(ast.iter_child_nodes(node))
    return found


def module_assignment_line(module: Any, name: str) -> int | None:
    filename = getattr(module, "__file__", None)
    tree = _module_tree(filename) if filename else None
    if tree is None:
        return None
    for stmt in _top_level(tree.body):
        if name in _defined_names(stmt):
            return _line_of(stmt)
    return None


def defines(text: str, name: str) -> bool:
    """Whether module source `text` defines `name` at its top level."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    return any(name in _defined_names(stmt) for stmt in _top_level(tree.body))
