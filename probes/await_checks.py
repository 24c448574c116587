"""Rule `awaited-call`: `await obj.m(…)` of a vLLM method that is no longer a coroutine.

`await engine.get_tokenizer()` ran while vLLM declared `async def get_tokenizer`; once the
release makes it a plain method returning the tokenizer, the `await` raises TypeError
("object … can't be used in 'await' expression"). The call itself binds, so no other check
sees it. The definitions judged are the method on the class the consumer names and on
every vLLM subclass of it that defines it (the object may be any of them; where the
named class no longer declares the method, as with an abstract interface, those are all
there is). The finding is `semantic`, `broken`, only where each of them is a plain `def`
with no decorator that could change what it returns and a return annotation that is no
awaitable; any `async def`, a decorator, or no annotation says nothing (no finding).
"""

from __future__ import annotations

import ast
import re
import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from probes.api import Signature
from probes.binding import bind_problems
from probes.overrides import ViewFindings
from probes.safeio import read_bytes
from probes.safeio.walk import py_files
from probes.usage.classes import signature_of
from probes.views.base import TreeScans, scan_tree_once

if TYPE_CHECKING:
    from probes.api import Lookup
    from probes.findings import Finding
    from probes.uses import Use

RULE = "awaited-call"
Definition = tuple[str, bool, Signature]  # file:line, plain, signature (self bound)
_CACHE: TreeScans[list[Definition]] = weakref.WeakKeyDictionary()
_AWAITABLE = re.compile(r"Awaitable|Coroutine|Future|Task|Async|Deferred|Any")
_HARMLESS = {"abstractmethod", "override", "staticmethod", "classmethod"}


class AwaitChecks(ViewFindings):
    """`_awaited` for the checker (probes.check._Checker), which provides `lookup`."""

    if TYPE_CHECKING:

        def lookup(self, path: str) -> Lookup: ...

    def _awaited(self, use: Use, findings: list[Finding]) -> list[Finding]:
        """`findings` plus a `semantic` break where the awaited method is a plain function
        on the named class and each vLLM subclass defining it."""
        owner = self.lookup(use.owner)
        if not owner.found or owner.obj is None or owner.obj.kind != "class":
            return findings
        if self._declared_coroutine(use):
            return findings  # the usual case, told from one file: no scan of the release
        key = f"{owner.obj.path}:{use.member}"
        defs = scan_tree_once(_CACHE, self.view, key, _scan)
        if not defs or any(not plain for _, plain, _ in defs):
            return findings
        if use.call is not None and any(bind_problems(sig, use.call) for _, _, sig in defs):
            return findings  # a call that cannot bind fails first: this branch is another
            # release's (a signature test the reading did not see), or its binding finding says it
        where = ", ".join(w for w, _, _ in defs[:3])
        detail = (
            f"`await` of `{use.member}(…)`: on this release `{use.member}` is a plain method, "
            f"not a coroutine, on `{owner.obj.name}` and each vLLM subclass that defines it "
            f"({where}); awaiting what it returns raises TypeError"
        )
        hint = f"call `{use.member}(…)` without `await` on this release"
        found = self._finding(
            use,
            "semantic",
            "not-awaitable",
            detail,
            hint,
            symbol=use.symbol,
            evidence=defs[0][0],
            key="await",
            parameter=use.member,
        )
        return [*findings, found.decided(RULE)]

    def _declared_coroutine(self, use: Use) -> bool:
        """The member the use names is found and is no plain function where it is defined
        (`async def`, decorated, unannotated): then not every definition is plain."""
        found = self.lookup(use.symbol)
        root = getattr(getattr(self.view, "modules", None), "root", None)
        where = found.obj.evidence if found.found and found.obj is not None else None
        if root is None or not where:
            return False
        rel, _, line = where.rpartition(":")
        try:
            tree = ast.parse(read_bytes(Path(root) / rel).decode("utf-8", errors="replace"))
        except (OSError, SyntaxError, ValueError):
            return False
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == use.member:
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                if line.isdigit() and first <= int(line) <= node.lineno:
                    return not _plain(node)
        return False


def _scan(root: Path, key: str) -> list[Definition]:
    """`(file:line, plain)` of each definition of `member` on the class and its vLLM
    subclasses (by simple name, each imported from the module that defines its base);
    `key` is `pkg.mod.Cls:member`."""
    cls_path, _, member = key.rpartition(":")
    module, _, name = cls_path.rpartition(".")
    family = {(module, name)}
    found: dict[str, tuple[bool, Signature]] = {}
    todo = [(module, name)]
    trees = _trees(root, member)
    while todo:
        base_module, base = todo.pop()
        for rel, own, tree in trees:
            if own != base_module and not _imports(tree, own, base_module, base):
                continue
            for cls in [n for n in tree.body if isinstance(n, ast.ClassDef)]:
                is_base = own == base_module and cls.name == base
                derives = any(_simple(b) == base for b in cls.bases)
                if not (is_base or derives):
                    continue
                for fn in cls.body:
                    if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) and fn.name == member:
                        sig = signature_of(fn, bound=not _is_static(fn))
                        found[f"{rel}:{fn.lineno}"] = (_plain(fn), sig)
                if derives and (own, cls.name) not in family:
                    family.add((own, cls.name))
                    todo.append((own, cls.name))
    return [(w, plain, sig) for w, (plain, sig) in sorted(found.items())]


def _is_static(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(_simple(d) == "staticmethod" for d in fn.decorator_list)


def _plain(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A plain `def` that returns no awaitable: no decorator that could wrap it, and a
    return annotation naming no awaitable."""
    if isinstance(fn, ast.AsyncFunctionDef) or fn.returns is None:
        return False
    if any(_simple(d) not in _HARMLESS for d in fn.decorator_list):
        return False
    return not _AWAITABLE.search(ast.unparse(fn.returns))


def _trees(root: Path, member: str) -> list[tuple[str, str, ast.Module]]:
    """`(rel, module, tree)` of the vLLM files that define a function called `member`."""
    needle = re.compile(rf"def {re.escape(member)}\(".encode())
    out = []
    for path in py_files(root / "vllm"):
        raw = read_bytes(path)
        if not needle.search(raw):
            continue
        try:
            tree = ast.parse(raw.decode("utf-8", errors="replace"))
        except SyntaxError:
            continue
        rel = path.relative_to(root).as_posix()
        parts = Path(rel).with_suffix("").parts
        own = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out.append((rel, own, tree))
    return out


def _imports(tree: ast.Module, own: str, module: str, name: str) -> bool:
    """The file imports `name` from `module` (absolute or relative, any depth)."""
    package = own.rpartition(".")[0]
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or not any(a.name == name for a in node.names):
            continue
        if node.level:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            target = f"{base}.{node.module}" if node.module else base
        else:
            target = node.module or ""
        if target == module:
            return True
    return False


def _simple(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return None
