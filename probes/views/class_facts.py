"""Facts about a vLLM class that griffe's members do not carry, read from its `ast` node.

* Attributes an instance gets in any method, not only `__init__`: vLLM sets many in
  `load_model`, `initialize_kv_cache`, … (`self.model = ...`), and they exist by the time a
  consumer reads them; and, where one constructor builds it, the class of such an attribute.
* The pydantic `extra` policy of a model or pydantic dataclass (`model_config =
  ConfigDict(extra=...)`, `class Config: extra = ...`, `config=ConfigDict(...)` in the
  decorator): with `ignore` (pydantic's default) an unknown keyword is dropped silently, with
  `forbid` it raises, with `allow` it is kept.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import Literal, get_args

ExtraPolicy = Literal["allow", "ignore", "forbid"]
EXTRA_POLICIES: tuple[ExtraPolicy, ...] = get_args(ExtraPolicy)


def method_attributes(node: ast.ClassDef) -> dict[str, int]:
    """`self.x` assigned (or annotated) in any method of the class body → first line."""
    found: dict[str, int] = {}
    for method, me in _methods(node):
        for sub in ast.walk(method):
            name = _self_target(sub, me)
            if name is not None:
                found.setdefault(name, getattr(sub, "lineno", 0))
    return found


def _methods(node: ast.ClassDef) -> Iterator[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    """Each method of the class body that has a `self` (static ones aside), with its name."""
    for stmt in node.body:
        if not isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        args = [*stmt.args.posonlyargs, *stmt.args.args]
        if args and not _is_static(stmt):
            yield stmt, args[0].arg


def constructed_types(node: ast.ClassDef) -> dict[str, str]:
    """`self.x = Capturer(...)`: attributes every method builds with one and the same class
    (as the module spells it; `None` aside). Attributes given anything else, or two classes,
    are left out: only a constructor says what the object really is (an annotation may not:
    vLLM annotates `Worker.model_runner` with a class it does not always build)."""
    seen: dict[str, set[str | None]] = {}
    for method, me in _methods(node):
        for sub in ast.walk(method):
            if isinstance(sub, ast.Assign | ast.AnnAssign) and sub.value is not None:
                targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target]
                for target in targets:
                    name = _self_target(target, me)
                    if name is not None:
                        seen.setdefault(name, set()).add(_constructor(sub.value))
            elif isinstance(sub, ast.AugAssign):
                name = _self_target(sub.target, me)
                if name is not None:
                    seen.setdefault(name, set()).add(None)
    out: dict[str, str] = {}
    for name, callees in seen.items():
        callees.discard("None")
        only = callees.pop() if len(callees) == 1 else None
        if only is not None:
            out[name] = only
    return out


def _constructor(value: ast.expr) -> str | None:
    """`Cls(...)` / `mod.Cls(...)` → its dotted spelling; `None` → "None"; else None."""
    if isinstance(value, ast.Constant) and value.value is None:
        return "None"
    if not isinstance(value, ast.Call):
        return None
    parts: list[str] = []
    func = value.func
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if not isinstance(func, ast.Name):
        return None
    parts.append(func.id)
    dotted = ".".join(reversed(parts))
    return dotted if parts[0][:1].isupper() else None


def _is_static(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list)


def _self_target(node: ast.AST, me: str) -> str | None:
    if (
        isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Store)
        and isinstance(node.value, ast.Name)
        and node.value.id == me
    ):
        return node.attr
    call = setattr_call(node)
    if call is not None and isinstance(call[0], ast.Name) and call[0].id == me:
        return call[1]
    return None


def setattr_call(node: ast.AST) -> tuple[ast.expr, str, ast.expr | None] | None:
    """`setattr(obj, "name", value)` with a literal name → (obj, name, value or None)."""
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "setattr"
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
    ):
        return None
    return node.args[0], node.args[1].value, node.args[2] if len(node.args) > 2 else None


def extra_policy(node: ast.ClassDef) -> str | None:
    """The pydantic `extra` setting written on this class itself, if any."""
    for dec in node.decorator_list:
        if isinstance(dec, ast.Call):
            for kw in dec.keywords:
                if kw.arg == "config":
                    found = _extra_in(kw.value)
                    if found:
                        return found
    for kw in node.keywords:
        if kw.arg == "extra":
            return _literal_extra(kw.value)
    for stmt in node.body:
        if isinstance(stmt, ast.Assign | ast.AnnAssign):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if any(isinstance(t, ast.Name) and t.id == "model_config" for t in targets):
                found = _extra_in(stmt.value)
                if found:
                    return found
        if isinstance(stmt, ast.ClassDef) and stmt.name == "Config":
            for inner in stmt.body:
                if isinstance(inner, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "extra" for t in inner.targets
                ):
                    return _literal_extra(inner.value)
    return None


def _extra_in(value: ast.expr | None) -> str | None:
    """`ConfigDict(extra="forbid")` or `{"extra": "forbid"}` → "forbid"."""
    if isinstance(value, ast.Call):
        for kw in value.keywords:
            if kw.arg == "extra":
                return _literal_extra(kw.value)
    if isinstance(value, ast.Dict):
        for key, val in zip(value.keys, value.values, strict=True):
            if isinstance(key, ast.Constant) and key.value == "extra":
                return _literal_extra(val)
    return None


def _literal_extra(value: ast.expr) -> str | None:
    if isinstance(value, ast.Constant) and value.value in EXTRA_POLICIES:
        return value.value
    if isinstance(value, ast.Attribute) and value.attr in EXTRA_POLICIES:  # Extra.forbid
        return value.attr
    return None
