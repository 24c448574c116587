"""The static view: vLLM read from its source files (or a snapshot of them), never imported.

Modules are read lazily, one file at a time, only as lookups need them — the way Python's
own import walks `vllm` → `vllm.v1` → ... — so checking a consumer touches a few dozen of
vLLM's ~2,000 modules. Re-exports, lazy `__getattr__` tables, inheritance across modules,
dataclass / pydantic / vLLM `@config` fields and `InitVar`s are resolved here, over the
compact module data of `probes.views.modules`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, Protocol

from probes.api import ApiObject, Lookup, LookupStatus, Signature
from probes.dataclass_rules import FieldSpec
from probes.release_errors import ReleaseError
from probes.safeio import read_text
from probes.views import module_cache
from probes.views.base import ENUM_CLASS_ATTRIBUTES, OBJECT_MEMBERS
from probes.views.classes import build_class
from probes.views.modules import ModuleData, module_file, read_module

# What every module has, whatever its file says.
MODULE_ATTRIBUTES = frozenset(
    {"__name__", "__file__", "__path__", "__spec__", "__loader__", "__package__", "__dict__"}
    | {"__doc__", "__builtins__", "__class__"}
)
ENUM_MEMBER_ATTRIBUTES = frozenset({"name", "value", "_name_", "_value_"})
# What dataclasses, pydantic and msgspec put on the classes they generate.
DATACLASS_MEMBERS = frozenset(
    {"__dataclass_fields__", "__dataclass_params__", "__match_args__", "__struct_fields__"}
    | {"__struct_config__", "__struct_defaults__", "_fields", "_field_defaults", "_asdict"}
    | {"_replace", "_make", "count", "index"}
    | {"__pydantic_fields__", "__pydantic_config__", "model_fields", "__signature__"}
)


# Modules a vLLM wheel has and its sdist does not (read off the 0.33.0 x86_64 wheel's file list):
# compiled extensions (`vllm/_C.abi3.so`, `_moe_C…`, `_flashmla_C…`, `cumem_allocator`,
# `spinloop`, …) and what the build vendors in (`vllm/third_party/…`, `vllm/vllm_flash_attn/…`).
_BUILT_PACKAGES = ("vllm.third_party", "vllm.vllm_flash_attn")
_BUILT_NAMES = re.compile(r"^(_\w*_C(_\w+)?|_C(_\w+)?|\w+_C|cumem_allocator|spinloop)$")


def built_only(module: str) -> bool:
    """A module the sources cannot show: it is built or vendored when the wheel is made."""
    if any(module == p or module.startswith(p + ".") for p in _BUILT_PACKAGES):
        return True
    return bool(_BUILT_NAMES.match(module.rsplit(".", 1)[-1]))


class ModuleSource(Protocol):
    """Where module data comes from: a source tree (read on demand) or a snapshot."""

    def module(self, name: str) -> ModuleData | Literal[False] | None:
        """Module data; None when the module does not exist; False when unknown here."""
        ...

    def locate(self, name: str) -> list[str]: ...

    def source(self, path: str, span: Callable[[], Span | None]) -> str | None:
        """The source text of `path`; `span` says where it is written (file, first, last line)."""
        ...


Span = tuple[str, int, int]
_SPLIT_FILES = 32  # files whose lines are kept: sources are asked for file by file


class SourceTreeModules:
    """Modules read from a folder that holds the `vllm` package (an sdist's or a checkout)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.loaded: dict[str, ModuleData | None] = {}
        self.located: dict[str, list[str]] = {}
        self.sourced: dict[str, str | None] = {}  # every `source` answer, for snapshots
        self._split: dict[str, list[str]] = {}  # the last files' lines (`_lines`)

    def module(self, name: str) -> ModuleData | None:
        if name not in self.loaded:
            self.loaded[name] = read_module(self.root, name)
        return self.loaded[name]

    def source(self, path: str, span: Callable[[], Span | None]) -> str | None:
        if path not in self.sourced:
            where = span()
            text = None
            if where is not None:
                file, first, last = where
                text = "".join(self._lines(file)[first - 1 : last])
            self.sourced[path] = text
        return self.sourced[path]

    def _lines(self, file: str) -> list[str]:
        """A file's lines, read and split once per view (a class's methods share a file)."""
        if file not in self._split:
            if len(self._split) >= _SPLIT_FILES:
                self._split.pop(next(iter(self._split)))
            text = read_text((self.root / file), errors="replace")
            self._split[file] = text.splitlines(keepends=True)
        return self._split[file]

    def locate(self, name: str) -> list[str]:
        if name not in self.located:
            where = self._index.get(name)
            self.located[name] = sorted(where.split("\0")) if where else []
        return self.located[name]

    @cached_property
    def _index(self) -> dict[str, str]:
        """Modules (NUL-separated) defining each top-level class and function, by name.

        Built on first need, or read back from `module_cache` for a tree seen before.
        """
        return module_cache.tree_index(self.root)


class SnapshotModules:
    """Modules kept in a snapshot; anything the snapshot did not record is unknown."""

    def __init__(
        self, snapshot: dict[str, Any], check: Callable[[str, Any], None] | None = None
    ) -> None:
        self.modules: dict[str, ModuleData] = snapshot["modules"]
        self.absent: set[str] = set(snapshot.get("absent", []))
        self.index: dict[str, list[str]] = snapshot.get("index", {})
        self.sources: dict[str, str] = snapshot.get("sources", {})
        self._check = check  # raises on a module of the wrong shape (checked once, lazily)
        self._checked: set[str] = set()

    def module(self, name: str) -> ModuleData | Literal[False] | None:
        if name in self.modules:
            if self._check is not None and name not in self._checked:
                self._check(name, self.modules[name])
                self._checked.add(name)
            return self.modules[name]
        return None if name in self.absent else False

    def locate(self, name: str) -> list[str]:
        return self.index.get(name, [])

    def source(self, path: str, span: Callable[[], Span | None]) -> str | None:
        """Sources recorded when the snapshot was made; anything else is unknown (None)."""
        return self.sources.get(path)


class StaticView:
    """A release of vLLM as its source says it is (see the module docstring)."""

    def __init__(
        self, modules: ModuleSource, *, version: str | None, source: dict[str, Any]
    ) -> None:
        self.modules = modules
        self.version = version
        self.source = source
        kind = source.get("kind", "static")
        self.label = f"vllm {version or '?'} ({kind})"
        self._memo: dict[str, Lookup] = {}
        self._classes: dict[str, ApiObject] = {}
        self._building: set[str] = set()  # classes whose bases are being resolved
        self._class_fields: dict[str, list[FieldSpec] | None] = {}

    # -- lookup ---------------------------------------------------------------------------

    def lookup(self, path: str, _depth: int = 0) -> Lookup:
        if path not in self._memo:
            self._memo[path] = self._lookup(path, _depth)
        return self._memo[path]

    def _lookup(self, path: str, _depth: int) -> Lookup:
        parts = path.split(".")
        if parts[0] != "vllm":
            return Lookup("unknown", reason=f"`{path}` is outside vLLM", code="outside-vllm")
        if _depth > 20:
            return Lookup("unknown", reason=f"re-export cycle at `{path}`", code="reexport-cycle")
        state = self.modules.module("vllm")
        if state is None:
            return Lookup("missing-module", reason="no `vllm` package here", module="vllm")
        return self._walk_module("vllm", state, parts[1:], _depth)

    def locate(self, name: str) -> list[str]:
        return self.modules.locate(name)

    def source_of(self, path: str) -> str | None:
        """The source text of a function, method, class or module-level assignment.

        Hazard probes read code (a return statement, a default) that no signature shows.
        `path` is followed through re-exports like `lookup`; None when it is not there or
        not known here (a snapshot keeps only the sources the probes asked for).
        """
        return self.modules.source(path, lambda: self._span(path))

    def _span(self, path: str) -> Span | None:
        found = self.lookup(path)
        obj = found.obj
        if not found.found or obj is None or obj.file is None or obj.kind == "module":
            return None
        member = self._member_data(obj.path, obj.file)
        if member is None or "l" not in member:
            return None
        return obj.file, member["l"], member.get("e", member["l"])

    def _member_data(self, path: str, file: str) -> dict[str, Any] | None:
        """The module data of the definition at `path` (written in `file`)."""
        parts = path.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            data = self.modules.module(".".join(parts[:cut]))
            if not isinstance(data, dict) or data["file"] != file:
                continue
            member: dict[str, Any] | None = data["members"].get(parts[cut])
            for name in parts[cut + 1 :]:
                member = member.get("m", {}).get(name) if member is not None else None
            return member
        return None

    def _walk_module(
        self,
        modname: str,
        data: ModuleData | Literal[False],
        rest: list[str],
        depth: int,
    ) -> Lookup:
        if data is False:
            why = f"module `{modname}` is not in this snapshot"
            return Lookup("unknown", reason=why, code="outside-snapshot")
        if not rest:
            return Lookup("found", self._module_object(modname, data), module=modname)
        name, rest = rest[0], rest[1:]
        member = data["members"].get(name)
        if member is not None:
            return self._walk_member(f"{modname}.{name}", member, data, rest, depth)
        if name in data.get("lazy", {}):
            target = data["lazy"][name]
            return self._follow(target + "".join("." + r for r in rest), depth)
        star = self._star_source(data, name)
        if star is not None:
            return self._follow(f"{star}.{name}" + "".join("." + r for r in rest), depth)
        if name in MODULE_ATTRIBUTES:
            return Lookup("found", ApiObject(path=f"{modname}.{name}", kind="external"))
        getattr_hook = data["members"].get("__getattr__")
        sub = f"{modname}.{name}"
        state = self.modules.module(sub)
        serves = getattr_hook is not None and getattr_hook.get("k") == "function"
        if state is None and serves and not data.get("lazy"):  # a lazy table lists its names
            why = f"`{name}` may be served by `{modname}.__getattr__`"
            return Lookup("unknown", reason=why, code="module-getattr")
        if state is None and built_only(sub):
            why = f"`{sub}` exists only in built wheels, not in sources"
            return Lookup("unknown", reason=why, code="built-only")
        if state is None:
            # A name we must descend through is a missing module; a last name, a missing symbol.
            kind: LookupStatus = "missing-module" if rest else "missing-symbol"
            where = sub if rest else modname
            why = f"`{name}` is not defined in `{modname}`"
            return Lookup(kind, reason=why, module=where, missing=sub)
        return self._walk_module(sub, state, rest, depth)

    def _star_source(self, data: ModuleData, name: str) -> str | None:
        """The module a `from m import *` of this module takes `name` from, if any."""
        for star in data.get("star", []):
            target = self.modules.module(star)
            if not isinstance(target, dict):
                continue
            exported = target.get("all")
            if exported is not None and name in exported:
                return str(star)
            has_it = name in target["members"] or name in target.get("lazy", {})
            if exported is None and has_it and not name.startswith("_"):
                return str(star)
        return None

    def _walk_member(
        self,
        qualname: str,
        member: dict[str, Any],
        module: ModuleData,
        rest: list[str],
        depth: int,
    ) -> Lookup:
        kind = member["k"]
        if kind == "alias":
            return self._follow(member["t"] + "".join("." + r for r in rest), depth)
        if kind == "class":
            cls = self._class(qualname, member, module)
            return self._walk_class(cls, rest, module["name"])
        obj = self._plain_object(qualname, member, module)
        if rest:
            return Lookup(
                "unknown",
                reason=f"`{qualname}` is a {kind}; cannot look inside it statically",
                code="opaque-member",
            )
        return Lookup("found", obj, module=module["name"])

    def _walk_class(self, cls: ApiObject, rest: list[str], modname: str) -> Lookup:
        if not rest:
            return Lookup("found", cls, module=modname)
        member = cls.members.get(rest[0])
        if member is None and cls.fields is not None and rest[0] in DATACLASS_MEMBERS:
            return Lookup("found", ApiObject(path=f"{cls.path}.{rest[0]}", kind="external"))
        if member is None and cls.is_enum and rest[0] in ENUM_CLASS_ATTRIBUTES:
            return Lookup("found", ApiObject(path=f"{cls.path}.{rest[0]}", kind="external"))
        if member is None and rest[0] in OBJECT_MEMBERS:
            # Every class has these (`Cls.__dict__`, `obj.__class__`, `super().__init__`).
            return Lookup("found", ApiObject(path=f"{cls.path}.{rest[0]}", kind="external"))
        if member is None:
            if cls.opaque_bases or cls.accepts_any_attribute:
                why = ", ".join(cls.opaque_bases) or "__getattr__"
                return Lookup(
                    "unknown", reason=f"`{rest[0]}` may come from {why}", code="opaque-base"
                )
            return Lookup(
                "missing-symbol", reason=f"`{cls.path}` has no member `{rest[0]}`", module=modname
            )
        if len(rest) == 1:
            return Lookup("found", member, module=modname)
        if member.kind == "class":
            return self._follow(member.path + "".join("." + r for r in rest[1:]), 0)
        if member.kind == "attribute" and member.returns and member.returns.startswith("vllm."):
            # `self.x = Capturer(...)` in vLLM: look into the class it builds.
            return self._follow(member.returns + "".join("." + r for r in rest[1:]), 0)
        if cls.is_enum and member.kind == "attribute" and rest[1] in ENUM_MEMBER_ATTRIBUTES:
            return Lookup("found", ApiObject(path=f"{member.path}.{rest[1]}", kind="external"))
        why = f"cannot look inside `{member.path}` statically"
        return Lookup("unknown", reason=why, code="opaque-member")

    def _follow(self, target: str, depth: int) -> Lookup:
        if not target.startswith("vllm.") and target != "vllm":
            return Lookup("found", ApiObject(path=target, kind="external"))
        return self.lookup(target, depth + 1)

    # -- objects --------------------------------------------------------------------------

    @staticmethod
    def _module_object(name: str, data: ModuleData) -> ApiObject:
        return ApiObject(path=name, kind="module", file=data["file"], line=1)

    @staticmethod
    def _plain_object(qualname: str, member: dict[str, Any], module: ModuleData) -> ApiObject:
        if member["k"] == "function":
            return ApiObject(
                path=qualname,
                kind="function",
                file=module["file"],
                line=member.get("l"),
                signature=Signature.from_json(member["p"]),
                returns=member.get("r"),
            )
        return ApiObject(path=qualname, kind="attribute", file=module["file"], line=member.get("l"))

    def _class(self, qualname: str, data: dict[str, Any], module: ModuleData) -> ApiObject:
        if qualname in self._classes:
            return self._classes[qualname]
        if qualname in self._building:  # a cycle in base resolution: the base is opaque
            return ApiObject(
                path=qualname,
                kind="class",
                file=module["file"],
                line=data.get("l"),
                opaque_bases=(f"{qualname} (its bases resolve back to itself)",),
            )
        self._building.add(qualname)
        try:
            obj = build_class(self, qualname, data, module)
        finally:
            self._building.discard(qualname)
        self._classes[qualname] = obj
        return obj

    def resolve_class(self, path: str) -> ApiObject | str:
        """A base named by path: the resolved class, or the path itself when opaque."""
        found = self.lookup(path)
        if found.found and found.obj is not None and found.obj.kind == "class":
            return found.obj
        return found.obj.path if found.found and found.obj is not None else path


def static_view_from_tree(root: Path, *, version: str | None, source: dict[str, Any]) -> StaticView:
    """A lazy static view over a folder holding the `vllm` package."""
    if module_file(Path(root), "vllm") is None:
        raise ReleaseError(f"no vllm package under {root}: give the folder that holds vllm/")
    return StaticView(SourceTreeModules(Path(root)), version=version, source=source)
