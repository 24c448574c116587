"""A consumer-side hazard read from the consumer's own code: a loop that drives vLLM's
`Scheduler` and never lets a request finish.

vLLM's scheduler admits at most `max_num_seqs` requests at once and frees a slot only when a
request finishes: through `update_from_output` (a finished output) or `finish_requests`. A
consumer loop `while scheduler.schedule() ...: executor.execute_model(...)` that does neither
inside the loop runs the first `max_num_seqs` requests and then stops scheduling: the rest
are never run. speculators 0.4.0 / 0.4.0.1's `VllmHiddenStatesGenerator.generate` is such a
loop (it aborts every request only after it), with `max_num_seqs = MAX_NUM_SEQS = 32`: one call
with more than 32 prompts fails with "Request req_…_32 not found in captured states" (seen on
the H200, vLLM 0.25.1, 192 rows in one call). 0.3.0 finishes the scheduled requests inside its
loop and has no such limit. Every vLLM release behaves the same here: the hazard is the
consumer's, so it is reported per consumer release, with the workaround.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from probes.safeio import open_zip, read_member

FREES = frozenset({"finish_requests", "update_from_output"})


@dataclass(frozen=True)
class StalledLoop:
    """A scheduler loop that frees no slot: where it is and how many requests it can run."""

    path: str
    function: str
    line: int
    limit: int | None  # the max_num_seqs the consumer configures, when it can be read


def _called(node: ast.AST) -> set[str]:
    """Names of the attributes called anywhere under `node` (`a.b.schedule()` -> schedule)."""
    return {
        n.func.attr
        for n in ast.walk(node)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
    }


def _int_constants(scope: ast.AST) -> dict[str, object]:
    """`NAME = <int>` and `name = OTHER` assignments directly in `scope`'s body."""
    out: dict[str, object] = {}
    for stmt in getattr(scope, "body", []):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Name):
                value = stmt.value
                if isinstance(value, ast.Constant) and type(value.value) is int:
                    out[target.id] = value.value
                elif isinstance(value, ast.Name):
                    out[target.id] = value.id
    return out


def _resolve(value: ast.expr, scopes: list[dict[str, object]]) -> int | None:
    """An int literal, or a name followed through local then module assignments."""
    if isinstance(value, ast.Constant) and type(value.value) is int:
        return value.value
    name: object = value.id if isinstance(value, ast.Name) else None
    for _ in range(4):  # a short chain: max_num_seqs = MAX_NUM_SEQS = 32
        if not isinstance(name, str):
            return name if type(name) is int else None
        name = next((s[name] for s in scopes if name in s), None)
    return None


def _limit(tree: ast.Module) -> int | None:
    """The `max_num_seqs=` the module passes (to SchedulerConfig), resolved to an int."""
    module = _int_constants(tree)
    for func in ast.walk(tree):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for call in ast.walk(func):
            if isinstance(call, ast.Call):
                for kw in call.keywords:
                    if kw.arg == "max_num_seqs":
                        return _resolve(kw.value, [_int_constants(func), module])
    return None


FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef


def _functions(
    tree: ast.Module | ast.ClassDef, prefix: str = ""
) -> Iterator[tuple[str, FunctionNode]]:
    """(qualified name, node) of every function, methods as `Class.method`."""
    for node in getattr(tree, "body", []):
        if isinstance(node, ast.ClassDef):
            yield from _functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield f"{prefix}{node.name}", node


def stalled_loops(source: str, path: str) -> list[StalledLoop]:
    """The stalled scheduler loops of one source file (none when it does not parse)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found = []
    for qualname, func in _functions(tree):
        for loop in ast.walk(func):
            if not isinstance(loop, ast.While) or "schedule" not in _called(loop.test):
                continue
            body = _called(ast.Module(body=loop.body, type_ignores=[]))
            if "execute_model" in body and not body & FREES:
                found.append(StalledLoop(path, qualname, loop.lineno, None))
    if not found:
        return []
    limit = _limit(tree)
    return [StalledLoop(s.path, s.function, s.line, limit) for s in found]


def scan_wheel(wheel: Path) -> list[StalledLoop]:
    """Every stalled scheduler loop in a consumer wheel's Python files."""
    out: list[StalledLoop] = []
    with open_zip(wheel) as zf:
        for name in sorted(zf.namelist()):
            if name.endswith(".py"):
                text = read_member(zf, name).decode("utf-8", errors="replace")
                if "schedule(" in text:
                    out += stalled_loops(text, name)
    return out
