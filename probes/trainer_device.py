"""A consumer-side hazard read from the consumer's own code: training code that assumes an
accelerator, so it cannot run on a CPU-only machine (vLLM's CPU build, a CI runner).

Three idioms, each fatal or silently wrong without an accelerator (torch 2.13):

- `int-rank-device`: `x.to(self.local_rank)` / `.to(get_local_rank())`. An int device is an
  accelerator index; without one torch raises "Cannot access accelerator device when none is
  available" before the first step.
- `cuda-fallback`: `acc.type if acc is not None else "cuda"`: with no accelerator the device
  type becomes "cuda", so `torch.autocast("cuda")` is silently off on CPU.
- `unguarded-sync`: `torch.accelerator.synchronize()` / `torch.cuda.synchronize()` outside an
  `if ....is_available()`: raises the same error on CPU.

speculators' EAGLE-3 trainer has the first from 0.3.0 and all three from 0.7.0 to 0.9.0 (seen
on CPU with 0.9.0 by the CPU engine suite, tests/cpu_engine/test_eagle3_training.py; the
workaround is compat/cpu_trainer.py). The hazard is the consumer's, whatever vLLM runs.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from probes.safeio import open_zip, read_member

KINDS = ("int-rank-device", "cuda-fallback", "unguarded-sync")
SYNCS = frozenset({("accelerator", "synchronize"), ("cuda", "synchronize")})
# Cheap text filter before parsing a file: every idiom above names one of these.
MARKERS = ("local_rank", '"cuda"', "synchronize(")


@dataclass(frozen=True)
class DeviceAssumption:
    """One place where the code assumes an accelerator: which idiom, where."""

    path: str
    function: str
    line: int
    kind: str


def _is_rank(node: ast.expr) -> bool:
    """`local_rank`, `self.local_rank`, `get_local_rank()`: an int process rank."""
    if isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return str(name).endswith("get_local_rank")
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return str(name) == "local_rank"


def _moves_to_rank(call: ast.Call) -> bool:
    if not (isinstance(call.func, ast.Attribute) and call.func.attr == "to"):
        return False
    device = [*call.args[:1], *(k.value for k in call.keywords if k.arg == "device")]
    return any(_is_rank(d) for d in device)


def _cuda_fallback(node: ast.IfExp) -> bool:
    """`X if acc is not None else "cuda"`: "cuda" standing in for a missing accelerator."""
    test = node.test
    is_none_check = (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.IsNot)
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value is None
    )
    return is_none_check and isinstance(node.orelse, ast.Constant) and node.orelse.value == "cuda"


def _is_sync(call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Attribute)):
        return False
    return (func.value.attr, func.attr) in SYNCS


def _checks_availability(test: ast.expr) -> bool:
    return any(
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr == "is_available"
        for n in ast.walk(test)
    )


def _walk(node: ast.AST, guarded: bool) -> Iterator[tuple[ast.AST, bool]]:
    """Every node under `node`, with whether an `is_available()` test guards it."""
    for child in ast.iter_child_nodes(node):
        if isinstance(node, ast.If) and _checks_availability(node.test) and child in node.body:
            yield from _visit(child, True)
        else:
            yield from _visit(child, guarded)


def _visit(node: ast.AST, guarded: bool) -> Iterator[tuple[ast.AST, bool]]:
    yield node, guarded
    yield from _walk(node, guarded)


def _kind(node: ast.AST, guarded: bool) -> str | None:
    if isinstance(node, ast.Call) and _moves_to_rank(node):
        return "int-rank-device"
    if isinstance(node, ast.IfExp) and _cuda_fallback(node):
        return "cuda-fallback"
    if isinstance(node, ast.Call) and not guarded and _is_sync(node):
        return "unguarded-sync"
    return None


def _functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.AST]]:
    """(qualified name, node) of every top-level function and method (`Class.method`)."""
    for node in getattr(tree, "body", []):
        if isinstance(node, ast.ClassDef):
            yield from _functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield f"{prefix}{node.name}", node


def accelerator_assumptions(source: str, path: str) -> list[DeviceAssumption]:
    """The accelerator assumptions in one source file's functions (none if it does not
    parse), in source order."""
    if not relevant(source):  # most files name none of the markers: no parse
        return []
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found = []
    for qualname, func in _functions(tree):
        for node, guarded in _walk(func, False):
            kind = _kind(node, guarded)
            if kind is not None:
                found.append(DeviceAssumption(path, qualname, getattr(node, "lineno", 0), kind))
    return sorted(found, key=lambda a: (a.line, a.kind))


def relevant(text: str) -> bool:
    return any(marker in text for marker in MARKERS)


def scan_wheel_devices(wheel: Path) -> list[DeviceAssumption]:
    """Every accelerator assumption in a consumer wheel's Python files."""
    out: list[DeviceAssumption] = []
    with open_zip(wheel) as zf:
        for name in sorted(zf.namelist()):
            if name.endswith(".py"):
                text = read_member(zf, name).decode("utf-8", errors="replace")
                out += accelerator_assumptions(text, name)
    return out
