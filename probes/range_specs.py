"""Version ranges written as data, read statically: a specifier text (`">=0.8,<0.9"`, or a
module constant holding one), `SpecifierSet("…")`, `VersionRange("0.29", "0.31")` or a (low,
high) pair of bounds. Split from probes/range_package.py, which asks the other question (is
this expression vLLM's version?); both serve probes/range_*.py (issue 19).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from probes.usage.scope import callee_name

if TYPE_CHECKING:
    from probes.range_package import Ctx, Package

RANGES = frozenset({"SpecifierSet", "VersionRange", "Range", "VersionSpec", "Specifier"})
_OPS = (">=", "<=", "==", "!=", "~=", ">", "<")


def range_spec(node: ast.expr, ctx: Ctx, pkg: Package) -> str | None:
    """The releases a range expression names: `">=0.8,<0.9"` (or a module constant holding
    it), `SpecifierSet("…")`, `VersionRange("0.29", "0.31")` (a bare upper bound is taken
    inclusive: never narrower than the consumer's)."""
    if isinstance(node, ast.Call) and callee_name(node.func) in RANGES and not node.keywords:
        return pair_spec(node.args, ctx, pkg)
    text = pkg.string(node, ctx)
    return _specifier(text) if text is not None else None


def pair_spec(args: list[ast.expr], ctx: Ctx, pkg: Package) -> str | None:
    """One range (`">=0.29,<0.31"`) or a (low, high) pair of bounds (`"0.29", "<0.31"`)."""
    texts = [pkg.string(a, ctx) for a in args]
    if not texts or None in texts or len(texts) > 2:
        return None
    if len(texts) == 1:
        return _specifier(str(texts[0]))
    low, high = (str(t).strip() for t in texts)
    if not _bare(low):
        return None
    return _specifier(f">={low},{high}" if high.startswith(_OPS) else f">={low},<={high}")


def _specifier(text: str) -> str | None:
    parts = [p.strip() for p in text.split(",")]
    if not all(p.startswith(_OPS) for p in parts):
        return None  # a bare version is no range
    try:
        return str(SpecifierSet(",".join(parts)))
    except InvalidSpecifier:
        return None


def _bare(text: str) -> bool:
    try:
        Version(text)
    except InvalidVersion:
        return False
    return True


def span(rel: str, node: ast.AST, first: int | None = None) -> str:
    start = first if first is not None else node.lineno  # type: ignore[attr-defined]
    return f"{rel}:{start}-{node.end_lineno or start}"  # type: ignore[attr-defined]
