"""The file handshake between a vLLM connector that writes files and the consumer reading them.

Writer side (per release, per registered connector whose module writes files with
`save_file` / `torch.save`): whether it writes on another thread (`ThreadPoolExecutor`,
`Thread`), behind a lock file (`path + ".lock"` with `fcntl.flock`), renames into place
(`os.replace` / `os.rename`) or syncs (`os.fsync`). From vLLM 0.22 the hidden-states
connector returns the path before the file is written and holds `LOCK_EX` on
`<path>.lock` until it is: a reader must take the lock first (vLLM's own reader,
`load_hidden_states`, takes `LOCK_SH`).

Reader side (per consumer module): a `fcntl.flock(...)` in a module that builds a
`… + ".lock"` (or `f"{…}.lock"`) path or takes a `lock_path` is a wait on the lock file:
one `lock-wait` use.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from probes.server.commands import Emit
from probes.server.pyast import dotted, literal_str, parse_file

SAVES = ("save_file", "torch.save", "safetensors.torch.save_file")
ASYNC = ("ThreadPoolExecutor", "threading.Thread", "Thread")
RENAMES = ("os.replace", "os.rename")
SYNCS = ("os.fsync",)
LOCK_SUFFIX = ".lock"


def writer_protocols(root: Path, connectors: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Connector → {"writes", "threaded", "lock", "rename", "fsync"}: the `file:line` of the
    first of each in its module (None when absent); only connectors that write files."""
    out: dict[str, Any] = {}
    for name, entry in sorted(connectors.items()):
        defined = entry.get("defined_at") or ""
        rel = defined.rsplit(":", 1)[0]
        if not rel.endswith(".py"):
            continue
        tree = parse_file(root / rel)
        if tree is None:
            continue
        found = _protocol(tree, rel)
        if found["writes"] is not None:
            out[name] = found
    return out


def _protocol(tree: ast.Module, rel: str) -> dict[str, str | None]:
    found: dict[str, str | None] = dict.fromkeys(("writes", "threaded", "lock", "rename", "fsync"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = dotted(node.func)
        at = f"{rel}:{node.lineno}"
        for key, names in (("writes", SAVES), ("threaded", ASYNC), ("rename", RENAMES)):
            if name in names or (name.rsplit(".", 1)[-1] in names and key != "rename"):
                found[key] = found[key] or at
        if name in SYNCS:
            found["fsync"] = found["fsync"] or at
        exclusive = "LOCK_EX" in ast.unparse(node)  # the writer's; readers take LOCK_SH
        if name.endswith("flock") and exclusive and _builds_lock_path(tree):
            found["lock"] = found["lock"] or at
    return found


def lock_waits(scope: ast.AST) -> list[Emit]:
    """One `lock-wait` use for a module that takes `fcntl.flock` and names a lock file
    (builds `… + ".lock"`, or takes a `lock_path`: the path is often built by the caller)."""
    if not isinstance(scope, ast.Module):
        return []
    flocks = [
        n for n in ast.walk(scope) if isinstance(n, ast.Call) and dotted(n.func).endswith("flock")
    ]
    if not flocks or not (_builds_lock_path(scope) or _names_lock_path(scope)):
        return []
    return [Emit("lock-wait", LOCK_SUFFIX, min(n.lineno for n in flocks))]


def _names_lock_path(tree: ast.AST) -> bool:
    return any(
        (isinstance(n, ast.arg) and n.arg == "lock_path")
        or (isinstance(n, ast.Name) and n.id == "lock_path")
        for n in ast.walk(tree)
    )


def _builds_lock_path(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        added = isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)
        if added and literal_str(node.right) == LOCK_SUFFIX:  # type: ignore[attr-defined]
            return True
        if isinstance(node, ast.JoinedStr) and node.values:
            tail = literal_str(node.values[-1])
            if tail is not None and tail.endswith(LOCK_SUFFIX):
                return True
    return False
