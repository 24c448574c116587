"""Small AST helpers shared by the consumer extractor and the provider reader."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from probes.usage.reading import Unreadable, read_bounded


def parse_file(path: Path) -> ast.Module | None:
    """The parsed module, or None when the file is absent or not valid Python here."""
    try:
        return ast.parse(read_bounded(path, str(path), label="vLLM"), filename=str(path))
    except (Unreadable, SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def read_source(path: Path) -> str:
    """A vLLM file's text within the consumer-file bounds ('' when it is not a regular file
    under the size limit: a FIFO or a /dev/zero link in a --vllm-src tree must not hang)."""
    try:
        return read_bounded(path, str(path), label="vLLM").decode("utf-8", errors="replace")
    except Unreadable:
        return ""


def lineno(node: ast.AST) -> int:
    """The line of a statement or expression; 0 for what has none (`ast.walk` also yields
    operators and contexts, so a walked node is typed only as `ast.AST`)."""
    return int(getattr(node, "lineno", 0))


def literal_str(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def dotted(node: ast.AST) -> str:
    """`a.b.c` for a Name/Attribute chain, '' otherwise."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def functions(tree: ast.AST) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def find_class(tree: ast.Module, name: str) -> ast.ClassDef | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == name:
            return node
    return None


def module_assignments(tree: ast.Module) -> dict[str, ast.expr]:
    """Top-level `name = value` / `name: T = value` of a module (last one wins)."""
    found: dict[str, ast.expr] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and stmt.value is not None:
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            name = stmt.target.id if isinstance(stmt.target, ast.Name) else None
            found.update({name: stmt.value} if name else {})
    return found
