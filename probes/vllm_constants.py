"""Attributes a vLLM release only ever sets to a falsy constant.

vLLM 0.33.0's `GPUModelRunner.__init__` sets `self.cascade_attn_enabled = False` and nothing
sets it otherwise: a consumer's `if self.cascade_attn_enabled and …:` body never runs on that
release, so a removed method called inside it is no break there. Read from the release's
sources: every assignment of the name anywhere (`x.name = …`, `name: T = …` in a class body,
`setattr(x, "name", …)`) must be `False`, `None`, `0` or `""`; any other value, an augmented
assignment, or no assignment at all, and nothing is claimed.
"""

from __future__ import annotations

import ast
import weakref
from collections.abc import Callable
from pathlib import Path

from probes.safeio import read_text
from probes.uses import Use
from probes.views.base import TreeScans, View, scan_tree_once
from probes.views.class_facts import setattr_call

FALSY = (False, None, 0, "")


def never_true(use: Use, view: View, set_by_consumer: Callable[[str], bool]) -> str | None:
    """Why `use` cannot run on this release: it sits under `if <attr> and …:` (its
    `runs_if`) and the release only ever sets that attribute to a falsy constant, while
    the consumer never sets it."""
    for symbol in use.runs_if:
        if set_by_consumer(symbol):
            continue
        where = falsy_everywhere(view, symbol.rsplit(".", 1)[-1])
        if where is not None:
            return (
                f"it runs only if `{symbol}` is true, and this release only ever sets it "
                f"to a falsy constant ({where})"
            )
    return None


def falsy_everywhere(view: View, attr: str) -> str | None:
    """`file:line` of one assignment when the release sets `attr` only to falsy constants;
    None when it may be true, or when the sources cannot be read."""
    return scan_tree_once(_CACHE, view, attr, _scan)


_CACHE: TreeScans[str | None] = weakref.WeakKeyDictionary()


def _scan(root: Path, attr: str) -> str | None:
    first = None
    for path in sorted((root / "vllm").rglob("*.py")):
        text = read_text(path, errors="replace")
        if attr not in text:
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            return None
        for node in ast.walk(tree):
            for value in assigned_values(node, attr):
                if not falsy_constant(value):
                    return None
                first = first or f"{path.relative_to(root).as_posix()}:{getattr(node, 'lineno', 0)}"
    return first


def assigned_values(node: ast.AST, attr: str) -> list[ast.expr | None]:
    """The values `node` gives `attr` (None: a value that cannot be read)."""
    if isinstance(node, ast.Assign):
        return [node.value for t in node.targets if _names(t, attr)]
    if isinstance(node, ast.AnnAssign) and _names(node.target, attr):
        return [node.value] if node.value is not None else []
    if isinstance(node, ast.AugAssign) and _names(node.target, attr):
        return [None]
    call = setattr_call(node)
    if call is not None and call[1] == attr and call[2] is not None:
        return [call[2]]
    return []


def _names(target: ast.expr, attr: str) -> bool:
    if isinstance(target, ast.Tuple | ast.List):
        return any(_names(t, attr) for t in target.elts)
    return (isinstance(target, ast.Attribute) and target.attr == attr) or (
        isinstance(target, ast.Name) and target.id == attr
    )


def falsy_constant(value: ast.expr | None) -> bool:
    return isinstance(value, ast.Constant) and value.value in FALSY and value.value is not True
