"""One vLLM module as compact, JSON-ready data: what the static view and snapshots share.

griffe reads a module's file (no import); this module keeps what the checker needs of it
— members, signatures, bases, decorators, dataclass fields, lazy `__getattr__` exports —
as plain dicts with short keys, so that a snapshot of a release is small and a view built
from a snapshot answers exactly as one built from the sources.
"""

from __future__ import annotations

import ast
import logging
import os
from pathlib import Path
from typing import Any

import griffe

from probes.api import Param, ParamKind, Signature
from probes.release_errors import ReleaseError
from probes.usage.reading import Unreadable, read_bounded
from probes.views import module_cache
from probes.views.class_facts import constructed_types, extra_policy, method_attributes
from probes.views.prior_bases import fix_self_bases

ModuleData = dict[str, Any]  # {"name", "file", "members", "lazy"}: JSON, cached on disk

_griffe_logger = logging.getLogger("griffe")


def module_file(root: Path, name: str) -> Path | None:
    """The file that holds module `name` under a source root, or None."""
    base = root.joinpath(*name.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py"), base / "__init__.pyi"):
        if candidate.is_file():
            return candidate
    return None


def _module_rel(root: Path, name: str) -> str | None:
    """`module_file` relative to root, POSIX form; with os.path, as lookups call it often."""
    parts = name.split(".")
    if not all(part.isidentifier() for part in parts):  # odd names: exactly as module_file
        path = module_file(root, name)
        return None if path is None else path.relative_to(root).as_posix()
    stem = "/".join(parts)
    for rel in (stem + "/__init__.py", stem + ".py", stem + "/__init__.pyi"):
        if os.path.isfile(os.path.join(root, rel)):
            return rel
    return None


def read_module(root: Path, name: str, *, cache: bool = True) -> ModuleData | None:
    """Visit one module's file with griffe and keep what the checker needs (None: no file).

    With `cache`, a file read before (same module, path and bytes, in any tree) is not
    parsed again: `module_cache` keeps the result on disk.
    """
    rel = _module_rel(root, name)
    if rel is None:
        return None
    try:
        raw = read_bounded(Path(root, rel), rel, label="vLLM")
    except Unreadable as exc:
        raise ReleaseError(f"{exc}; fix the source tree or give another") from None
    filename = rel.rpartition("/")[2]
    if not cache:
        return _parse(name, rel, filename, raw)
    return module_cache.cached_module(name, rel, raw, lambda: _parse(name, rel, filename, raw))


def decode_source(raw: bytes) -> str:
    """What `Path.read_text(encoding="utf-8", errors="replace")` gives for these bytes."""
    text = raw.decode("utf-8", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def _parse(name: str, rel: str, filename: str, raw: bytes) -> ModuleData:
    """The module's data; a file that does not parse is bad input (a broken source tree)."""
    try:
        return _parse_code(name, rel, filename, decode_source(raw))
    except SyntaxError as exc:
        why = f"{exc.msg}, line {exc.lineno}"
    except (RecursionError, MemoryError, ValueError) as exc:
        why = "nested too deeply" if not isinstance(exc, ValueError) else str(exc)
    raise ReleaseError(f"vLLM file {rel} does not parse ({why}); fix it or give another source")


def _parse_code(name: str, rel: str, filename: str, code: str) -> ModuleData:
    _griffe_logger.disabled = True
    try:
        parent = _parent_chain(name)
        module = griffe.visit(name.rpartition(".")[2], Path(rel), code, parent=parent)
    finally:
        _griffe_logger.disabled = False
    tree = ast.parse(code)
    members = {**_members(module, _class_nodes(tree)), **_name_aliases(module, tree)}
    fix_self_bases(members, tree, name, filename == "__init__.py")
    data = {
        "name": name,
        "file": rel,
        "members": members,
        "lazy": _lazy_exports(tree, name, filename == "__init__.py"),
    }
    stars = [
        m.target_path for m in module.members.values() if isinstance(m, griffe.Alias) and m.wildcard
    ]
    if stars:
        data["star"] = stars
    if module.exports is not None:
        data["all"] = sorted(str(e) for e in module.exports)
    return data


def _parent_chain(name: str) -> griffe.Module | None:
    """Package modules above `name`, so griffe resolves relative imports as Python does."""
    parent = None
    parts = name.split(".")[:-1]
    for i, part in enumerate(parts):
        init = Path(*parts[: i + 1], "__init__.py")
        parent = griffe.Module(part, filepath=init, parent=parent)
    return parent


def _members(obj: griffe.Object, class_nodes: dict[str, ast.ClassDef]) -> dict[str, Any]:
    out: dict[str, dict[str, Any]] = {}
    for name, member in obj.members.items():
        data = _member(member, class_nodes)
        if data is not None:
            out[name] = data
    return out


def _member(
    member: griffe.Object | griffe.Alias, class_nodes: dict[str, Any]
) -> dict[str, Any] | None:
    if isinstance(member, griffe.Alias):
        if member.wildcard or not member.runtime:
            return None  # TYPE_CHECKING-only import: not there at run time
        return {"k": "alias", "t": member.target_path}
    if member.is_module:
        return None  # submodules are files of their own
    line = member.lineno
    if isinstance(member, griffe.Function):
        return _function(member)
    if isinstance(member, griffe.Class):
        return _class(member, class_nodes)
    data: dict[str, Any] = {"k": "attribute", "l": line}
    if member.endlineno and member.endlineno != line:
        data["e"] = member.endlineno  # a multi-line assignment: `source_of` reads it whole
    return data


def _function(func: griffe.Function) -> dict[str, Any]:
    decorators = sorted({d.callable_path for d in func.decorators})
    data: dict[str, Any] = {
        "k": "function",
        "l": func.lineno,
        "e": func.endlineno,
        "p": convert_parameters(func.parameters).to_json(),
    }
    if decorators:
        data["d"] = decorators
    labels = sorted(func.labels & {"staticmethod", "classmethod", "property", "abstractmethod"})
    if labels:
        data["lb"] = labels
    if func.returns is not None:
        data["r"] = str(func.returns)
    return data


def _class(cls: griffe.Class, class_nodes: dict[str, ast.ClassDef]) -> dict[str, Any]:
    node = class_nodes.get(cls.path[len(cls.module.path) + 1 :])
    data: dict[str, Any] = {
        "k": "class",
        "l": cls.lineno,
        "e": cls.endlineno,
        "b": [_base_path(b) for b in cls.bases],
        "m": _members(cls, class_nodes),
    }
    decorators = [d.callable_path for d in cls.decorators]
    if decorators:
        data["d"] = decorators
    if node is not None:
        for name, line in method_attributes(node).items():
            data["m"].setdefault(name, {"k": "attribute", "l": line})
        for name, spelled in constructed_types(node).items():
            path = _resolve_spelling(cls.module, spelled)
            if path and data["m"].get(name, {}).get("k") == "attribute":
                data["m"][name]["t"] = path
        extra = extra_policy(node)
        if extra:
            data["x"] = extra
        fields = _field_specs(node)
        if fields:
            data["f"] = fields
        kw_only = _decorator_kw_only(node) or _class_keyword_true(node, "kw_only")
        if kw_only:
            data["kwo"] = True
    return data


def _resolve_spelling(module: griffe.Module, spelled: str) -> str | None:
    """`Capturer` / `mod.Capturer` as written in `module` → the dotted path it names."""
    head, _, rest = spelled.partition(".")
    member = module.members.get(head)
    if member is None:
        return None
    target = member.target_path if isinstance(member, griffe.Alias) else member.path
    return f"{target}.{rest}" if rest else target


def _base_path(base: object) -> str:
    """Canonical path of a base expression (`Generic[T]` → its subscripted name)."""
    left = getattr(base, "left", None)
    target = left if left is not None else base
    return getattr(target, "canonical_path", None) or str(target)


_VARIADIC = (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD)


def convert_parameters(parameters: griffe.Parameters) -> Signature:
    """griffe parameters → our Signature (unbound: `self` stays)."""
    params = []
    for p in parameters:
        kind = ParamKind(p.kind.name.lower())
        params.append(Param(p.name, kind, p.default is not None and kind not in _VARIADIC))
    return Signature(tuple(params))


def _class_nodes(tree: ast.Module) -> dict[str, ast.ClassDef]:
    """Class definitions by qualified name inside the module ("Outer.Inner")."""
    found: dict[str, ast.ClassDef] = {}

    def walk(body: list[ast.stmt], prefix: str) -> None:
        for stmt in body:
            if isinstance(stmt, ast.ClassDef):
                found[prefix + stmt.name] = stmt
                walk(stmt.body, prefix + stmt.name + ".")
            elif isinstance(stmt, ast.If | ast.Try):
                walk(stmt.body, prefix)
                walk(stmt.orelse, prefix)

    walk(tree.body, "")
    return found


_FIELD_CALLS = {"field", "Field", "dataclasses.field", "pydantic.Field", "msgspec.field"}


def _field_specs(node: ast.ClassDef) -> list[list[Any]]:
    """Annotated class-body names in order, as `FieldSpec` lists.

    [name, has_default, init, kw_only, is_initvar, is_classvar, is_kw_only_marker]
    """
    specs: list[list[Any]] = []
    for stmt in node.body:
        if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
            continue
        ann = ast.unparse(stmt.annotation)
        head = ann.split("[", 1)[0].rsplit(".", 1)[-1].strip("'\"")
        has_default, init, kw_only = stmt.value is not None, True, None
        if isinstance(stmt.value, ast.Call) and ast.unparse(stmt.value.func) in _FIELD_CALLS:
            has_default, init, kw_only = _field_call(stmt.value)
        initvar, classvar, marker = head == "InitVar", head == "ClassVar", head == "KW_ONLY"
        specs.append([stmt.target.id, has_default, init, kw_only, initvar, classvar, marker])
    return specs


def _field_call(call: ast.Call) -> tuple[bool, bool, bool | None]:
    kws = {k.arg: k.value for k in call.keywords if k.arg}
    has_default = "default" in kws or "default_factory" in kws
    if call.args and not (
        isinstance(call.args[0], ast.Constant) and call.args[0].value is Ellipsis
    ):
        has_default = True  # pydantic.Field(default, ...)
    flag = kws.get("init")
    init = not (isinstance(flag, ast.Constant) and flag.value is False)
    kw = kws.get("kw_only")
    kw_only = kw.value if isinstance(kw, ast.Constant) and isinstance(kw.value, bool) else None
    return has_default, init, kw_only


def _decorator_kw_only(node: ast.ClassDef) -> bool:
    for dec in node.decorator_list:
        if isinstance(dec, ast.Call):
            for kw in dec.keywords:
                if kw.arg == "kw_only" and isinstance(kw.value, ast.Constant):
                    return bool(kw.value.value)
    return False


def _class_keyword_true(node: ast.ClassDef, name: str) -> bool:
    return any(
        k.arg == name and isinstance(k.value, ast.Constant) and k.value.value is True
        for k in node.keywords
    )


def _lazy_exports(tree: ast.Module, name: str, is_package: bool) -> dict[str, str]:
    """Names a module-level `__getattr__` serves from a literal table of "module:attr" strings.

    vLLM's `vllm/__init__.py` keeps `MODULE_ATTRS = {"LLM": ".entrypoints.llm:LLM", ...}`.
    """
    has_getattr = any(
        isinstance(s, ast.FunctionDef) and s.name == "__getattr__" for s in _top_level(tree.body)
    )
    if not has_getattr:
        return {}
    package = name if is_package else name.rpartition(".")[0]
    lazy: dict[str, str] = {}
    for stmt in tree.body:
        value = stmt.value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None
        if not isinstance(value, ast.Dict):
            continue
        for key, val in zip(value.keys, value.values, strict=False):
            if not (isinstance(key, ast.Constant) and isinstance(val, ast.Constant)):
                continue
            if isinstance(key.value, str) and isinstance(val.value, str):
                target = _lazy_target(val.value, key.value, package)
                if target:
                    lazy[key.value] = target
    return lazy


def _top_level(body: list[ast.stmt]) -> list[ast.stmt]:
    """Statements run at import, including both branches of module-level `if`/`try`."""
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        if isinstance(stmt, ast.If | ast.Try):
            out += _top_level(stmt.body) + _top_level(stmt.orelse)
    return out


def _name_aliases(module: griffe.Module, tree: ast.Module) -> dict[str, dict[str, str]]:
    """Module-level `New = Old` (a bare name, bound once, unconditionally) as aliases of `Old`.

    Python binds `New` to the very object `Old` names, so `New.member` is `Old.member`
    (vLLM: `AsyncLLMEngine = AsyncLLM`); a name bound twice or under `if`/`try` may be
    either object, so it stays an opaque attribute (unknown).
    """
    counts: dict[str, int] = {}
    for stmt in _module_scope(tree.body):
        for name in _bound_names(stmt):
            counts[name] = counts.get(name, 0) + 1
    out: dict[str, dict[str, str]] = {}
    for stmt in tree.body:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
            continue
        target, value = stmt.targets[0], stmt.value
        if not (isinstance(target, ast.Name) and isinstance(value, ast.Name)):
            continue
        member = module.members.get(target.id)
        if counts.get(target.id) != 1 or not isinstance(member, griffe.Attribute):
            continue
        source = module.members.get(value.id)
        if isinstance(source, griffe.Alias) and source.runtime and not source.wildcard:
            out[target.id] = {"k": "alias", "t": source.target_path}
        elif isinstance(source, griffe.Class | griffe.Function):
            out[target.id] = {"k": "alias", "t": source.path}
    return out


def _module_scope(body: list[ast.stmt]) -> list[ast.stmt]:
    """Every statement of module scope, in any block (handlers too), not inside a def/class."""
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for block in ("body", "orelse", "finalbody"):
            out += _module_scope(getattr(stmt, block, []))
        for part in getattr(stmt, "handlers", []) + getattr(stmt, "cases", []):
            out += _module_scope(part.body)  # except handlers, match cases
    return out


def _bound_names(stmt: ast.stmt) -> list[str]:
    """Names a module-level statement binds (assignments, imports, definitions, loops)."""
    if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [stmt.name]
    if isinstance(stmt, ast.Import | ast.ImportFrom):
        return [(a.asname or a.name).partition(".")[0] for a in stmt.names]
    targets: list[ast.expr] = []
    if isinstance(stmt, ast.Assign):
        targets = list(stmt.targets)
    elif isinstance(stmt, ast.AnnAssign | ast.AugAssign | ast.For | ast.AsyncFor):
        targets = [stmt.target]
    elif isinstance(stmt, ast.With | ast.AsyncWith):
        targets = [i.optional_vars for i in stmt.items if i.optional_vars is not None]
    return [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]


def _lazy_target(spec: str, attr: str, package: str) -> str | None:
    module, _, member = spec.partition(":")
    if module.startswith("."):
        depth = len(module) - len(module.lstrip("."))
        base = package.rsplit(".", depth - 1)[0] if depth > 1 else package
        module = base + "." + module.lstrip(".")
    if not module.replace(".", "").replace("_", "").isalnum():
        return None
    return f"{module}.{member or attr}"
