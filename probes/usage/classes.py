"""Consumer classes as vLLM sees them: their vLLM bases, own members and typed attributes.

A class deriving from a vLLM class (directly, through another consumer class, or as a
worker extension that vLLM mixes into its `Worker`) overrides what vLLM calls and reads
what vLLM's base provides. To tell the two apart we need the names the consumer class
defines itself; everything else it reads through `self` comes from the base.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import TypeGuard

from probes.api import Param, ParamKind, Signature
from probes.usage.env import Env, resolve_types
from probes.usage.model import ClassInfo, Frame, FunctionNode
from probes.usage.scope import (
    Candidates,
    Typed,
    is_none,
    is_vllm,
    scope_nodes,
    target_names,
)

WORKER = "vllm.v1.worker.gpu_worker.Worker"
# Bases that give an instance no members a consumer would read through `self`.
TRIVIAL_BASES = frozenset(
    {
        "object",
        "ABC",
        "abc.ABC",
        "Generic",
        "typing.Generic",
        "Protocol",
        "typing.Protocol",
        "typing_extensions.Protocol",
    }
)


def is_static(fn: FunctionNode) -> bool:
    return any(_decorator_name(d) == "staticmethod" for d in fn.decorator_list)


def _decorator_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def signature_of(fn: FunctionNode, bound: bool) -> Signature:
    """The parameters of a def as a caller sees them (without `self`/`cls` when bound)."""
    a = fn.args
    positional = [*a.posonlyargs, *a.args]
    first_default = len(positional) - len(a.defaults)
    params = [
        Param(
            arg.arg,
            ParamKind.POSITIONAL_ONLY
            if i < len(a.posonlyargs)
            else ParamKind.POSITIONAL_OR_KEYWORD,
            i >= first_default,
        )
        for i, arg in enumerate(positional)
    ]
    if a.vararg:
        params.append(Param(a.vararg.arg, ParamKind.VAR_POSITIONAL))
    for arg, default in zip(a.kwonlyargs, a.kw_defaults, strict=True):
        params.append(Param(arg.arg, ParamKind.KEYWORD_ONLY, default is not None))
    if a.kwarg:
        params.append(Param(a.kwarg.arg, ParamKind.VAR_KEYWORD))
    sig = Signature(tuple(params))
    return sig.drop_first() if bound else sig


def self_name(fn: FunctionNode, in_class: bool) -> str | None:
    """The name a method calls its instance (or class) by; None for static methods."""
    if not in_class or is_static(fn):
        return None
    positional = [*fn.args.posonlyargs, *fn.args.args]
    return positional[0].arg if positional else None


def function_frame(env: Env, fn: FunctionNode, qualname: str, cls: ClassInfo | None) -> Frame:
    """A frame for `fn` with its imports, locals and inferred local types."""
    scan = env.module.scan(fn)
    frame = Frame("function", qualname, scan.imports, scan.locals, cls=cls)
    frame.alternatives = scan.alternatives
    frame.self_name = self_name(fn, cls is not None)
    env.push(frame)
    try:
        resolve_types(env, scan)
    finally:
        env.pop()
    return frame


def build_class(
    env: Env,
    node: ast.ClassDef,
    qualname: str,
    consumer_class: Callable[[str], ClassInfo | None],
    extensions: set[str],
) -> ClassInfo:
    """Everything the extractor needs about `node`, read in the scope `env` it is defined in."""
    info = ClassInfo(qualname, env.module.path(qualname), node)
    for base in node.bases:
        expr = base.value if isinstance(base, ast.Subscript) else base
        path = env.dotted_path(expr)
        if is_vllm(path):
            info.direct_bases.append(path)
            _add(info.vllm_bases, [path])
            root = expr
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and env.alternatives(root.id):
                info.conditional = True
        elif path is not None and (parent := consumer_class(path)) is not None:
            _add(info.vllm_bases, parent.vllm_bases)
            _add(info.other_bases, parent.other_bases)
            for inherited in parent.vllm_bases:
                info.through.setdefault(inherited, parent.path)
            info.own_names |= parent.own_names
            info.parent_names |= parent.own_names
            info.consumer_parents.append(parent.path)
            info.methods = {**parent.methods, **info.methods}
            info.inherited_types = {**parent.attr_types, **info.inherited_types}
            info.extension |= parent.extension
            info.conditional |= parent.conditional
        elif (path or ast.unparse(expr)) not in TRIVIAL_BASES:
            _add(info.other_bases, [path or ast.unparse(expr)])
    if info.path in extensions:
        info.extension = True
    if info.extension:
        _add(info.vllm_bases, [WORKER])
    _collect_members(info)
    info.attr_types = _attr_types(env, info)
    return info


def _add(into: list[str], paths: list[str]) -> None:
    into.extend(p for p in paths if p not in into)


def own_methods(node: ast.ClassDef) -> dict[str, FunctionNode]:
    """The defs a class body leaves in effect: the last of each name, without overload
    stubs and property setters/deleters (they share the getter's name)."""
    methods: dict[str, FunctionNode] = {}
    for stmt in node.body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            names = {_decorator_name(d) for d in stmt.decorator_list}
            if not names & {"overload", "setter", "deleter"}:
                methods.pop(stmt.name, None)
                methods[stmt.name] = stmt
    return methods


def _collect_members(info: ClassInfo) -> None:
    own = own_methods(info.node)
    info.methods.update(own)
    info.own_names.update(own)
    for stmt in info.node.body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            info.own_names.add(stmt.name)
        elif isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                info.own_names.update(target_names(target))
        elif isinstance(stmt, ast.AnnAssign | ast.AugAssign) and isinstance(stmt.target, ast.Name):
            info.own_names.add(stmt.target.id)
    for stmt in info.node.body:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            info.own_names |= _self_stores(stmt, self_name(stmt, True))


def _self_stores(fn: FunctionNode, me: str | None) -> set[str]:
    """Attributes a method sets on its instance: `self.x = ...`, `setattr(self, "x", ...)`."""
    names: set[str] = set()
    if me is None:
        return names
    for node in ast.walk(fn):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id == me
        ):
            names.add(node.attr)
        elif isinstance(node, ast.Call) and (name := _stored_by_call(node, me)):
            names.add(name)
    return names


# `setattr(self, "x", v)`; torch's `self.register_buffer("x", t)` and its kin set `self.x`.
_REGISTERS = frozenset({"register_buffer", "register_parameter", "register_module"})


def _stored_by_call(node: ast.Call, me: str) -> str | None:
    func, args = node.func, node.args
    if isinstance(func, ast.Name) and func.id == "setattr" and len(args) >= 2:
        target, name = args[0], args[1]
    elif isinstance(func, ast.Attribute) and func.attr in _REGISTERS and args:
        target, name = func.value, args[0]
    else:
        return None
    if isinstance(target, ast.Name) and target.id == me and isinstance(name, ast.Constant):
        return name.value if isinstance(name.value, str) else None
    return None


def _attr_types(env: Env, info: ClassInfo) -> dict[str, Typed]:
    """Types of `self.x`: annotations win, else agreeing assignments (two rounds)."""
    class_frame = Frame("class", info.qualname, cls=info)
    env.push(class_frame)
    try:
        for _ in range(2):
            candidates: dict[str, Candidates] = {}
            for name, annotation in _class_annotations(info.node):
                cls = env.annotation(annotation)
                if cls:
                    typed = Typed(cls, "attribute annotation")
                    candidates.setdefault(name, Candidates()).annotated = typed
            for fn in info.methods.values():
                if fn in info.node.body:
                    _method_candidates(env, info, fn, candidates)
            own = {k: t for k, c in candidates.items() if (t := c.resolve())}
            info.attr_types = {**info.inherited_types, **own}
    finally:
        env.pop()
    return info.attr_types


def _class_annotations(node: ast.ClassDef) -> Iterator[tuple[str, ast.expr]]:
    for stmt in node.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            yield stmt.target.id, stmt.annotation


def _method_candidates(
    env: Env, info: ClassInfo, fn: FunctionNode, candidates: dict[str, Candidates]
) -> None:
    frame = function_frame(env, fn, f"{info.qualname}.{fn.name}", info)
    if frame.self_name is None:
        return
    env.push(frame)
    try:
        for node in scope_nodes(fn.body):
            for attr, value, annotation in _self_assignments(node, frame.self_name):
                slot = candidates.setdefault(attr, Candidates())
                cls = env.annotation(annotation) if annotation is not None else None
                if cls:
                    slot.annotated = Typed(cls, "attribute annotation")
                elif value is None or not is_none(value):
                    slot.assigned.append(env.typeof(value) if value is not None else None)
    finally:
        env.pop()


def _self_assignments(
    node: ast.AST, me: str
) -> Iterator[tuple[str, ast.expr | None, ast.expr | None]]:
    """(attr, value or None, annotation or None) for each `self.attr` a statement sets."""
    if isinstance(node, ast.Assign):
        for target in node.targets:
            if _is_self_attr(target, me):
                yield target.attr, node.value, None
            elif isinstance(target, ast.Tuple | ast.List):
                for elt in ast.walk(target):
                    if _is_self_attr(elt, me):
                        yield elt.attr, None, None
    elif isinstance(node, ast.AnnAssign) and _is_self_attr(node.target, me):
        yield node.target.attr, node.value, node.annotation


def _is_self_attr(node: ast.AST, me: str) -> TypeGuard[ast.Attribute]:
    return (
        isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == me
    )
