"""Version ranges written as data: a decorator whose argument is a vLLM version range gates
the function or class it decorates (`@version_range(">=0.8.4,<0.9")`,
`@patch_for(("0.29", "<0.31"))`): that code is registered, and so runs, only on those releases.

Read conservatively, since a false gate hides a real break: the decorator's name must speak
of a version or of vLLM (or the keyword carrying the range must: `vllm_version=`), the range
must be written with operators (or as a `(low, high)` pair: `>=low`, and `high` inclusive
unless it carries its own operator), and every bound must be a 0.x release (vLLM's
numbering; torch 2.x or transformers 4.x ranges are not vLLM's).
"""

from __future__ import annotations

import ast
import re

from packaging.specifiers import InvalidSpecifier, SpecifierSet

_OPERATOR = re.compile(r"^\s*(>=|<=|==|!=|~=|>|<)\s*0\.\d+(\.\d+)*\s*$")
_BARE = re.compile(r"^\s*0\.\d+(\.\d+)*\s*$")


def gated_definitions(tree: ast.Module) -> list[tuple[int, int, str, str]]:
    """(first line, last line, specifier, why) of each definition a version-range
    decorator gates."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for deco in node.decorator_list:
            spec = decorator_range(deco)
            if spec is not None:
                why = f"registered by @{_name(deco)}({spec}) at line {deco.lineno}"
                out.append((node.lineno, node.end_lineno or node.lineno, spec, why))
                break
    return out


def decorator_range(deco: ast.expr) -> str | None:
    """The vLLM releases a decorator's version-range argument names, else None."""
    if not isinstance(deco, ast.Call):
        return None
    name = _name(deco).lower()
    speaks = "version" in name or "vllm" in name
    named = [k.value for k in deco.keywords if k.arg and ("version" in k.arg or "vllm" in k.arg)]
    args = [*deco.args, *(k.value for k in deco.keywords)] if speaks else named
    specs = [s for a in args if (s := _range(a)) is not None]
    return specs[0] if len(specs) == 1 else None


def _range(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        parts = node.value.split(",")
        return _valid(node.value) if all(_OPERATOR.match(p) for p in parts) else None
    if isinstance(node, ast.Tuple) and len(node.elts) == 2:
        low, high = (e.value if isinstance(e, ast.Constant) else None for e in node.elts)
        if isinstance(low, str) and _BARE.match(low) and isinstance(high, str):
            if _BARE.match(high):
                return _valid(f">={low.strip()},<={high.strip()}")
            if _OPERATOR.match(high):
                return _valid(f">={low.strip()},{high.strip()}")
    return None


def _valid(text: str) -> str | None:
    try:
        return str(SpecifierSet(text.replace(" ", "")))
    except InvalidSpecifier:
        return None


def _name(deco: ast.expr) -> str:
    func = deco.func if isinstance(deco, ast.Call) else deco
    while isinstance(func, ast.Call):
        func = func.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""
