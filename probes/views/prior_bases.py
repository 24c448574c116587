"""A class whose base has its own name: the base is what the name meant *before* the class.

    from vllm.model_executor.models.llama import LlamaDecoderLayer
    class LlamaDecoderLayer(LlamaDecoderLayer): ...

Python evaluates the bases before it binds the class name, so the base is the imported
class; griffe, which keeps one binding per name, resolves it to the class itself (a cycle:
vLLM 0.11.0–0.29.0's `llama_eagle.py` and `llama_eagle3.py` then recursed without end).
This rewrites such a base to the binding in force just before the class statement.
"""

from __future__ import annotations

import ast
from typing import Any


def fix_self_bases(members: dict[str, Any], tree: ast.Module, module: str, package: bool) -> None:
    """Rewrite, in place, each top-level class's base that names the class itself."""
    statements = _top_level(tree.body)
    for name, member in members.items():
        if not isinstance(member, dict) or member.get("k") != "class":
            continue
        own = f"{module}.{name}"
        bases = member.get("b", [])
        if not any(b == own or b.startswith(f"{own}.") for b in bases):
            continue
        prior = _prior_import(statements, name, member.get("l") or 0, module, package)
        if prior is not None:
            member["b"] = [prior + b[len(own) :] if _names(b, own) else b for b in bases]


def _names(base: str, own: str) -> bool:
    return base == own or base.startswith(f"{own}.")


def _top_level(body: list[ast.stmt]) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        if isinstance(stmt, ast.If | ast.Try):
            out += _top_level(stmt.body) + _top_level(stmt.orelse)
            for handler in getattr(stmt, "handlers", []):
                out += _top_level(handler.body)
    return out


def _prior_import(
    statements: list[ast.stmt], name: str, line: int, module: str, package: bool
) -> str | None:
    """The dotted path an import bound `name` to last before `line`, or None when the last
    binding before it is not an import (then it is left as it is)."""
    found: str | None = None
    for stmt in statements:
        if stmt.lineno >= line:
            continue
        if isinstance(stmt, ast.ImportFrom):
            for alias in stmt.names:
                if (alias.asname or alias.name) == name:
                    base = _absolute(stmt.module or "", stmt.level, module, package)
                    found = f"{base}.{alias.name}" if base else None
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.asname == name:
                    found = alias.name
        elif isinstance(stmt, ast.ClassDef | ast.FunctionDef | ast.Assign) and _binds(stmt, name):
            found = None
    return found


def _binds(stmt: ast.stmt, name: str) -> bool:
    if isinstance(stmt, ast.ClassDef | ast.FunctionDef):
        return stmt.name == name
    targets = stmt.targets if isinstance(stmt, ast.Assign) else []
    return any(isinstance(t, ast.Name) and t.id == name for t in targets)


def _absolute(target: str, level: int, module: str, package: bool) -> str:
    """`from <level dots><target> import …` in `module` as an absolute module name."""
    if level == 0:
        return target
    parts = module.split(".")
    keep = len(parts) - level + (1 if package else 0)
    if keep <= 0:
        return ""
    base = ".".join(parts[:keep])
    return f"{base}.{target}" if target else base
