"""A vLLM function replaced by assignment on a module that only re-exports it.

`api_server.build_app = mine` rebinds one attribute of one module object. Code that reads the
name through that module at run time (the module's own functions, `module.f`, a `from module
import f` run after the patch) gets the replacement; code that bound the function from where
it is defined (`from ..app import build_app`) keeps vLLM's own. Where the module only
re-exports the function and no vLLM source reads the name through it, the replacement never
reaches vLLM: the patch is dead (`semantic`). A module that defines the function itself, a
class, or a tree this view cannot scan says nothing (no finding).
"""

from __future__ import annotations

import ast
import re
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from probes.overrides import ViewFindings
from probes.usage.scope import absolute_module
from probes.views import module_cache
from probes.views.base import TreeScans, View, scan_tree_once
from probes.views.tree_files import TreeFile, read_tree, tree_files

if TYPE_CHECKING:
    from probes.api import Lookup
    from probes.findings import Finding
    from probes.uses import Use

_CACHE: TreeScans[list[str]] = weakref.WeakKeyDictionary()
_SCAN = "module-readers/1"


class ModulePatchChecks(ViewFindings):
    """`_define` for the checker (probes.check._Checker), which provides what is declared."""

    if TYPE_CHECKING:  # provided by the checker

        def lookup(self, path: str) -> Lookup: ...

    def _define(self, use: Use) -> list[Finding]:
        module, _, name = use.symbol.rpartition(".")
        owner, found = self.lookup(module), self.lookup(use.symbol)
        if not (owner.found and owner.obj is not None and owner.obj.kind == "module"):
            return []
        obj = found.obj if found.found else None
        if obj is None or obj.kind != "function" or obj.path == use.symbol:
            return []  # absent (another rule's), not a function, or defined right there
        view = self.view
        key = f"{module}:{name}"
        readers = scan_tree_once(_CACHE, view, key, lambda root, k: _cached_readers(view, root, k))
        if readers is None or readers:
            return []
        detail = (
            f"`{module}` only re-exports `{obj.path}` and no vLLM code reads `{name}` through "
            f"it: vLLM calls its own `{name}`, so the consumer's replacement never runs"
        )
        hint = f"patch `{obj.path}` where vLLM's callers bind it, not `{use.symbol}`"
        return [self._finding(use, "semantic", "hook-gone", detail, hint, evidence=obj.evidence)]


def _cached_readers(view: View, root: Path, key: str) -> list[str]:
    """`readers` kept on disk per tree; the tree's files read once per view (`tree_files`)
    for every key that misses the cache, not once per key."""

    def files() -> list[TreeFile]:
        return tree_files(view) or read_tree(root)

    value = module_cache.tree_cached(root, f"{_SCAN}/{key}", lambda: readers(root, key, files()))
    return value if isinstance(value, list) else readers(root, key, files())


def readers(root: Path, key: str, files: list[TreeFile] | None = None) -> list[str]:
    """`file:line` of each vLLM read of `name` through `module` (key `module:name`), in the
    tree's files (`files`: already read; default: read now)."""
    module, _, name = key.rpartition(":")
    word = name.encode()
    needle = re.compile(rb"\b" + re.escape(word) + rb"\b")
    stem = module.rsplit(".", 1)[-1]
    last = stem.encode()
    out: list[str] = []
    for path, raw in read_tree(root) if files is None else files:
        # `in` first: a memchr-speed search; the `\b` regex alone cost 14 s a release.
        if word not in raw or not needle.search(raw) or (last not in raw and path.stem != stem):
            continue  # most files: no parsing (only the module itself may not name itself)
        try:
            tree = ast.parse(raw.decode("utf-8", errors="replace"))
        except SyntaxError:
            continue
        rel = path.relative_to(root)
        parts = rel.with_suffix("").parts
        own = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = own if parts[-1] == "__init__" else own.rpartition(".")[0]
        line = _read_through(tree, own, package, module, name)
        if line is not None:
            out.append(f"{rel.as_posix()}:{line}")
    return out


def _read_through(tree: ast.Module, own: str, package: str, module: str, name: str) -> int | None:
    """The first line reading `name` through `module` in one file (None: none)."""
    aliased = False  # the file binds the module itself: `module.name` may follow
    for node in ast.walk(tree):
        if own == module and isinstance(node, ast.Name) and node.id == name:
            return node.lineno  # a global lookup in the module itself
        if isinstance(node, ast.Import):
            aliased |= any(a.name == module for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            source = absolute_module(node, package)
            if source == module and any(a.name in (name, "*") for a in node.names):
                return node.lineno
            last = module.rpartition(".")
            aliased |= source == last[0] and any(a.name == last[2] for a in node.names)
    if not aliased:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == name:
            return node.lineno
    return None
