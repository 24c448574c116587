"""A function the consumer installs on a vLLM class or module, judged as vLLM calls it.

`Cls.m = f` makes `f` the method vLLM's own `self.m(…)` / `obj.m(…)` calls run: it is an
override of `Cls.m` (probes/overrides.py judges it against the calls of the hierarchy, with
`self` bound). `mod.f = g` makes `g` what every vLLM read of `f` through that module calls
(the module's own global lookups, `from mod import f`, `mod.f(…)`: the readers of
probes/module_patches.py): each such call must bind `g`'s signature. A release where no call
can be found says nothing here (module-function-replacement speaks for a patch no vLLM code
reads).
"""

from __future__ import annotations

import ast
import weakref
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from probes.binding import bind_problems
from probes.instance_calls import instance_calls
from probes.module_patches import readers
from probes.overrides import OverrideChecks, raised_by_vllm
from probes.safeio import read_bytes
from probes.usage.scope import absolute_module, call_shape
from probes.uses import CallShape
from probes.views import module_cache
from probes.views.base import TreeScans, scan_tree_once

if TYPE_CHECKING:
    from probes.api import ApiObject, Signature
    from probes.findings import Finding
    from probes.uses import Use

_CACHE: TreeScans[list[tuple[str, CallShape]]] = weakref.WeakKeyDictionary()
_SCAN = "module-function-calls/1"


class InstallChecks(OverrideChecks):
    """`_installed` for the checker (probes.check._Checker)."""

    def _installed(self, use: Use) -> list[Finding]:
        owner = self.lookup(use.owner)
        obj = owner.obj if owner.found else None
        if obj is None or use.override is None:
            return []
        if obj.kind == "class":
            original = self.lookup(use.symbol).obj
            if use.via == "bound" and original is not None and original.method_kind != "instance":
                # vLLM calls a classmethod/staticmethod through the class, where a plain
                # function set on it is not bound, or through an instance, where it is:
                # which one each call is, the call sites do not say
                return []
            sig = use.override.drop_first() if use.via == "bound" else use.override
            found = self._override_calls(_as_override(use, sig))
            if found and all(f.reason == "caller-unknown" for f in found):
                return self._on_built_objects(_as_override(use, sig), obj) or found
            return found
        if obj.kind == "module":
            return self._module_function(use)
        return []

    def _on_built_objects(self, use: Use, cls: ApiObject) -> list[Finding] | None:
        """The replaced method against vLLM's calls of it on the objects it builds of the
        class (probes/instance_calls.py): None where none is found (still unknown)."""
        override = use.override
        assert override is not None
        module_call = use.member == "forward" and self._is_torch_module(cls)
        calls = instance_calls(self.view, cls.path, use.member, module_call)
        if not calls:
            return None
        for where, call in calls:
            problems = bind_problems(override, call)
            if problems:
                spelled = (
                    f"`{use.member}{call.render()}`"
                    if not module_call
                    else (f"the module `{call.render()}` (its `forward`)")
                )
                detail = (
                    f"vLLM calls {spelled} on a `{cls.name}` it builds, at {where}; the "
                    f"installed `{override.render()}` cannot take it ({problems[0].detail})"
                )
                hint = f"make the replacement accept `{call.render()}`"
                return [
                    self._finding(
                        use,
                        "override-signature-mismatch",
                        "override-rejects-call",
                        detail,
                        hint,
                        evidence=where,
                        parameter=use.member,
                    )
                ]
        return []

    def _is_torch_module(self, cls: ApiObject) -> bool:
        """The class derives from `torch.nn.Module` (through vLLM's classes)."""
        todo, seen = list(cls.bases), set()
        while todo:
            base = todo.pop()
            if base in seen:
                continue
            seen.add(base)
            if base in {"torch.nn.Module", "nn.Module", "torch.nn.modules.module.Module"}:
                return True
            found = self.lookup(base)
            if found.found and found.obj is not None:
                todo += list(found.obj.bases)
        return False

    def _module_function(self, use: Use) -> list[Finding]:
        """`mod.f = g`: every vLLM call of `f` read through `mod` must bind `g`."""
        use = raised_by_vllm(use)
        override = use.override
        assert override is not None
        found = self.lookup(use.symbol)
        if not (found.found and found.obj is not None and found.obj.kind == "function"):
            return []  # absent (another rule's) or not a function vLLM calls
        calls = scan_tree_once(_CACHE, self.view, f"{use.owner}:{use.member}", _cached_calls)
        for where, call in calls or ():
            problems = bind_problems(override, call)
            if problems:
                detail = (
                    f"vLLM calls `{use.member}{call.render()}` at {where}; the consumer's "
                    f"replacement `{override.render()}` cannot take it ({problems[0].detail})"
                )
                hint = f"make the replacement accept `{call.render()}`"
                return [
                    self._finding(
                        use,
                        "override-signature-mismatch",
                        "override-rejects-call",
                        detail,
                        hint,
                        evidence=where,
                        parameter=use.member,
                    )
                ]
        return []


def _as_override(use: Use, sig: Signature) -> Use:
    return replace(raised_by_vllm(use), override=sig)


def _cached_calls(root: Path, key: str) -> list[tuple[str, CallShape]]:
    value = module_cache.tree_cached(root, f"{_SCAN}/{key}", lambda: _rows(calls(root, key)))
    rows = _from_rows(value)
    return rows if rows is not None else calls(root, key)


def _rows(found: list[tuple[str, CallShape]]) -> list[list[Any]]:
    return [[w, c.positional, list(c.keywords), c.star_args, c.star_kwargs] for w, c in found]


def _from_rows(value: object) -> list[tuple[str, CallShape]] | None:
    if not isinstance(value, list):
        return None
    try:
        return [(w, CallShape(p, tuple(k), a, kw)) for w, p, k, a, kw in value]
    except (TypeError, ValueError):
        return None


def calls(root: Path, key: str) -> list[tuple[str, CallShape]]:
    """`file:line` and shape of each vLLM call of `name` read through `module` (key
    `module:name`), in the files that read it so (probes/module_patches.readers)."""
    module, _, name = key.rpartition(":")
    out: list[tuple[str, CallShape]] = []
    for where in readers(root, key):
        rel = where.rpartition(":")[0]
        tree = _parse(root / rel)
        if tree is None:
            continue
        parts = Path(rel).with_suffix("").parts
        own = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        package = own if parts[-1] == "__init__" else own.rpartition(".")[0]
        names, aliases = _spellings(tree, own, package, module, name)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _names_it(node.func, names, aliases, name):
                out.append((f"{rel}:{node.lineno}", call_shape(node)))
    return out


def _parse(path: Path) -> ast.Module | None:
    try:
        return ast.parse(read_bytes(path).decode("utf-8", errors="replace"))
    except (SyntaxError, OSError):
        return None


def _spellings(
    tree: ast.Module, own: str, package: str, module: str, name: str
) -> tuple[set[str], set[str]]:
    """The bare names `f` is called by in a file (its own global, a lazy `from module
    import f as g`) and the names the module itself is bound to there (`import module as m`)."""
    names = {name} if own == module else set()
    aliases: set[str] = set()
    parent, _, last = module.rpartition(".")
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            aliases |= {a.asname or module for a in node.names if a.name == module}
        elif isinstance(node, ast.ImportFrom) and absolute_module(node, package) == parent:
            aliases |= {a.asname or last for a in node.names if a.name == last}
    for node in _lazy_imports(tree):
        if absolute_module(node, package) == module:
            names |= {a.asname or name for a in node.names if a.name == name}
    return names, aliases


def _names_it(func: ast.expr, names: set[str], aliases: set[str], name: str) -> bool:
    if isinstance(func, ast.Name):
        return func.id in names
    if isinstance(func, ast.Attribute) and func.attr == name:
        return ast.unparse(func.value) in aliases
    return False


def _lazy_imports(tree: ast.Module) -> list[ast.ImportFrom]:
    """`from … import …` inside functions: run at call time, so after the consumer's
    patch (a top-level one may have bound vLLM's own function before it)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out += [n for n in ast.walk(node) if isinstance(n, ast.ImportFrom)]
    return out
