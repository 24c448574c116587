"""The live view: `importlib` and `inspect` on the vLLM installed in this environment.

It answers in the same terms as the static view (probes.api) so one check runs on both.
Only what was really read is "missing": a module that fails to import for any reason other
than not existing (a missing dependency, a CUDA or OS error) makes its names "unknown",
never a break. vLLM is imported lazily, once, on the first question that needs it.
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import importlib.util
import inspect
import os
import re
import sys
import types
from pathlib import Path
from typing import Any

from probes.api import ApiObject, Lookup
from probes.safeio import read_text
from probes.safeio.walk import py_files
from probes.views import live_members
from probes.views.base import ENUM_CLASS_ATTRIBUTES, OBJECT_MEMBERS

PACKAGE = "vllm"
_FAILED = (Exception, SystemExit)


class LiveViewUnavailable(RuntimeError):
    """vLLM is not installed in the running Python, so there is nothing to inspect."""


class LiveView:
    """The installed vLLM as a `probes.views.base.View`."""

    def __init__(self) -> None:
        spec = importlib.util.find_spec(PACKAGE)
        if spec is None or not spec.submodule_search_locations:
            raise LiveViewUnavailable(
                f"vLLM is not installed in this Python ({sys.executable}): install it, "
                "or use a static view of a release or a source tree"
            )
        self._site = str(Path(next(iter(spec.submodule_search_locations))).parent)
        self._version: str | None = None
        self._lookups: dict[str, Lookup] = {}
        self._import_failures: dict[str, str] = {}
        self._classes: dict[type, ApiObject] = {}
        self._located: dict[str, list[str]] = {}

    # -- View attributes: the version needs `import vllm`, so they are computed lazily ----

    @property
    def version(self) -> str | None:
        if self._version is None:
            module = self._import(PACKAGE)
            found = (
                getattr(module, "__version__", None)
                if isinstance(module, types.ModuleType)
                else None
            )
            self._version = found if isinstance(found, str) else _dist_version(PACKAGE)
        return self._version

    @property
    def label(self) -> str:
        return f"vllm {self.version or '?'} (installed)"

    @property
    def source(self) -> dict[str, Any]:
        return {"kind": "installed", "version": self.version, "path": self._site}

    # -- View methods -----------------------------------------------------------------------

    def lookup(self, path: str) -> Lookup:
        """Resolve `path` by importing its longest importable prefix, then getattr."""
        parts = path.split(".")
        if not path or not all(part.isidentifier() for part in parts):
            raise ValueError(f"not a dotted Python path: {path!r} (expected e.g. vllm.config.X)")
        if path not in self._lookups:
            self._lookups[path] = self._resolve(parts)
        return self._lookups[path]

    def locate(self, name: str) -> list[str]:
        """Modules of the installed vLLM whose source defines a top-level `name`.

        A cheap text scan confirmed by `ast`, so it needs no import and finds modules that
        do not import here.
        """
        if name not in self._located:
            self._located[name] = _scan_definitions(Path(self._site), name)
        return self._located[name]

    def source_of(self, path: str) -> str | None:
        """`inspect.getsource` of the object at `path` (a property: its getter)."""
        parts = path.split(".")
        obj = self._object(parts)
        if isinstance(obj, property):
            obj = obj.fget
        elif isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
        elif obj is not None and not (inspect.isclass(obj) or callable(obj)):
            return self._assignment_source(parts)
        if obj is None or not (inspect.isclass(obj) or callable(obj)):
            return None
        try:
            return inspect.getsource(live_members.unwrap(obj))
        except (OSError, TypeError):
            return None

    def _assignment_source(self, parts: list[str]) -> str | None:
        """The module-level assignment that defines a constant (`NAME = frozenset({...})`)."""
        module = self._object(parts[:-1])
        filename = getattr(module, "__file__", None)
        if not isinstance(module, types.ModuleType) or not filename:
            return None
        first = live_members.module_assignment_line(module, parts[-1])
        if first is None:
            return None
        try:
            lines = read_text(Path(filename)).splitlines(keepends=True)
            tree = ast.parse("".join(lines))
        except (OSError, SyntaxError, ValueError):
            return None
        for stmt in ast.walk(tree):
            if isinstance(stmt, ast.Assign | ast.AnnAssign) and stmt.lineno == first:
                return "".join(lines[first - 1 : stmt.end_lineno])
        return None

    def _object(self, parts: list[str]) -> Any:
        """The object at a dotted path (class members read statically), or None."""
        obj: Any = None
        depth = 0
        for depth in range(len(parts), 0, -1):
            imported = self._import(".".join(parts[:depth]))
            if isinstance(imported, types.ModuleType):
                obj = imported
                break
        if obj is None:
            return None
        for part in parts[depth:]:
            try:
                obj = (
                    live_members.static_attr(obj, part)
                    if inspect.isclass(obj)
                    else getattr(obj, part, None)
                )
            except _FAILED:
                return None
            if obj is None:
                return None
        return obj

    # -- resolution -------------------------------------------------------------------------

    def _resolve(self, parts: list[str]) -> Lookup:
        module: types.ModuleType | None = None
        depth = 0
        for depth in range(1, len(parts) + 1):
            name = ".".join(parts[:depth])
            imported = self._import(name)
            if isinstance(imported, str):
                why = f"not importable here: {imported}"
                return Lookup("unknown", reason=why, module=name, code="not-importable")
            if imported is None:
                depth -= 1
                break
            module = imported
        if module is None:
            return Lookup("missing-module", reason=f"no module `{parts[0]}` here", module=parts[0])
        return self._walk(module, parts[depth:])

    def _import(self, name: str) -> types.ModuleType | str | None:
        """The module; None if it does not exist; a one-line reason if importing it failed."""
        if name in self._import_failures:
            return self._import_failures[name]
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and (exc.name == name or name.startswith(exc.name + ".")):
                return None
            reason = f"{name}: {_one_line(exc)}"
        except _FAILED as exc:
            reason = f"{name}: {_one_line(exc)}"
        self._import_failures[name] = reason
        return reason

    def _walk(self, obj: Any, rest: list[str]) -> Lookup:
        modname = obj.__name__
        for i, part in enumerate(rest):
            last = i == len(rest) - 1
            if inspect.isclass(obj):
                return self._walk_class(self._class(obj), obj, rest[i:], modname)
            try:
                child = getattr(obj, part)
            except AttributeError:
                sub = f"{modname}.{part}"
                if not last and hasattr(obj, "__path__"):
                    reason = f"no module `{sub}` and no `{part}` in package `{modname}`"
                    return Lookup("missing-module", reason=reason, module=sub)
                owner = _path_of(obj, modname)
                reason = f"`{part}` is not defined in `{owner}`"
                gone = f"{owner}.{part}"
                return Lookup("missing-symbol", reason=reason, module=modname, missing=gone)
            except _FAILED as exc:  # a lazy export whose import fails here
                reason = f"not importable here: {modname}.{part}: {_one_line(exc)}"
                return Lookup("unknown", reason=reason, module=modname, code="not-importable")
            if not last and not isinstance(child, types.ModuleType) and not inspect.isclass(child):
                path = ".".join([_path_of(obj, modname), part])
                return Lookup(
                    "unknown",
                    reason=f"cannot look inside `{path}` ({type(child).__name__})",
                    code="opaque-member",
                )
            if isinstance(child, types.ModuleType):
                modname = child.__name__
            obj = child
        return Lookup("found", self._describe(obj, modname, rest), module=modname)

    def _walk_class(self, api: ApiObject, cls: type, rest: list[str], modname: str) -> Lookup:
        member = api.members.get(rest[0])
        if member is None and api.is_enum and rest[0] in ENUM_CLASS_ATTRIBUTES:
            return Lookup("found", ApiObject(path=f"{api.path}.{rest[0]}", kind="external"))
        if member is None and rest[0] in OBJECT_MEMBERS:
            return Lookup("found", ApiObject(path=f"{api.path}.{rest[0]}", kind="external"))
        if member is None:
            if api.accepts_any_attribute:
                return Lookup(
                    "unknown",
                    reason=f"`{rest[0]}` may come from `{api.path}.__getattr__`",
                    code="opaque-base",
                )
            reason = f"`{api.path}` has no member `{rest[0]}`"
            return Lookup("missing-symbol", reason=reason, module=modname)
        if len(rest) == 1:
            return Lookup("found", member, module=modname)
        inner = live_members.static_attr(cls, rest[0])
        if not inspect.isclass(inner):
            why = f"cannot look inside `{member.path}` ({member.kind})"
            return Lookup("unknown", reason=why, code="opaque-member")
        return self._walk_class(self._class(inner), inner, rest[1:], modname)

    def _describe(self, obj: Any, modname: str, rest: list[str]) -> ApiObject:
        if isinstance(obj, types.ModuleType):
            return ApiObject(path=obj.__name__, kind="module", file=self._rel(obj), line=1)
        if inspect.isclass(obj):
            return self._class(obj)
        if callable(obj) and (inspect.isroutine(obj) or hasattr(obj, "__wrapped__")):
            signature, returns = live_members.callable_info(obj)
            file, line = self._location(obj)
            return ApiObject(
                path=live_members.canonical(obj) or f"{modname}.{rest[-1]}",
                kind="function",
                file=file,
                line=line,
                signature=signature,
                returns=returns,
            )
        module = sys.modules.get(modname)
        return ApiObject(
            path=f"{modname}.{rest[-1]}",
            kind="attribute",
            file=self._rel(module) if module else None,
            line=live_members.module_assignment_line(module, rest[-1]) if module else None,
        )

    def _class(self, cls: type) -> ApiObject:
        if cls not in self._classes:
            file, line = self._location(cls)
            self._classes[cls] = live_members.describe_class(cls, file, line, self._relpath)
        return self._classes[cls]

    # -- files ------------------------------------------------------------------------------

    def _location(self, obj: Any) -> tuple[str | None, int | None]:
        """File and first line (decorators included), as `inspect.getsourcelines` gives them.

        Read from the cached module `ast` or the code object first: `getsourcelines` on a
        class re-parses its module each time (2.5 s for GPUModelRunner).
        """
        filename, line = live_members.definition(obj)
        if line is not None:
            return self._relpath(filename), line
        target = live_members.unwrap(obj)
        try:
            filename = inspect.getsourcefile(target)
            _, line = inspect.getsourcelines(target)
        except (OSError, TypeError, IndexError):
            return self._rel(inspect.getmodule(target)), None
        return self._relpath(filename), (line or 1)

    def _rel(self, module: types.ModuleType | None) -> str | None:
        return self._relpath(getattr(module, "__file__", None))

    def _relpath(self, filename: str | None) -> str | None:
        """`filename` relative to the sys.path entry that holds it (vllm/... for vLLM)."""
        if not filename:
            return None
        path = os.path.abspath(filename)
        roots = [self._site, *(os.path.abspath(p or os.curdir) for p in sys.path)]
        best = max(
            (r for r in roots if path.startswith(r.rstrip(os.sep) + os.sep)), key=len, default=None
        )
        return os.path.relpath(path, best).replace(os.sep, "/") if best else path


def _path_of(obj: Any, modname: str) -> str:
    if isinstance(obj, types.ModuleType):
        return obj.__name__
    return live_members.canonical(obj) or modname


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def _dist_version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def _scan_definitions(site: Path, name: str) -> list[str]:
    """Dotted names of modules under `site/vllm` whose top level defines `name`."""
    pattern = re.compile(
        rf"^(?:(?:async\s+)?def|class)\s+{re.escape(name)}\b|^{re.escape(name)}\s*[:=]", re.M
    )
    found = []
    for file in py_files(site / PACKAGE):
        try:
            text = read_text(file, errors="replace")
        except OSError:
            continue
        if name in text and pattern.search(text) and live_members.defines(text, name):
            dotted = file.relative_to(site).with_suffix("").as_posix().replace("/", ".")
            found.append(dotted.removesuffix(".__init__"))
    return found
