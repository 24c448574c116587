"""Consumer-side hazards, read from the consumer's own code, shown as notes beside the
results: behaviour a user trips over whatever vLLM release runs under it, so it belongs to no
(consumer, vLLM) pair and changes no verdict.

Today one: a scheduler loop that never lets a request finish (`probes.scheduler_loop`), as in
speculators 0.4.0 / 0.4.0.1's in-process extractor, whose `generate` runs at most 32 prompts
per call.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from probes import (
    SafeIOError,
    StalledLoop,
    Usage,
    cache_dir,
    parse_spec,
    py_files,
    read_text,
    scan_wheel,
    stalled_loops,
)

SEEN = (
    "seen on the H200 with vLLM 0.25.1 and the patched 0.4.0.1: 192 rows in one call failed "
    "with 'Request req_0_32 not found in captured states'"
)


def _wheel(source: dict[str, Any], consumer: str) -> Path | None:
    """The consumer's wheel: where its usage was read, else the same file in this cache."""
    if source.get("kind") != "wheel":
        return None
    path = Path(str(source.get("path") or ""))
    if path.is_file():
        return path
    spec = parse_spec(consumer)
    cached = cache_dir() / "files" / (spec[0] if spec else "") / str(source.get("file") or "")
    return cached if cached.is_file() else None


def stalled(usage: Usage) -> list[StalledLoop]:
    """The consumer's stalled scheduler loops (none when its code cannot be read here)."""
    source = usage.source
    if source.get("kind") == "folder" and Path(str(source.get("path"))).is_dir():
        root = Path(str(source["path"]))
        found: list[StalledLoop] = []
        for file in py_files(root):
            try:
                text = read_text(file, errors="replace")
            except OSError:  # gone, dangling, not regular or over the cap (SafeIOError is
                continue  # an OSError): the usage reader reports that file itself
            if "schedule(" in text:
                found += stalled_loops(text, file.relative_to(root).as_posix())
        return found
    wheel = _wheel(source, usage.consumer)
    if wheel is None:
        return []
    try:
        return scan_wheel(wheel)
    except SafeIOError:  # a wheel the usage reader could read is one this can; else no note
        return []


def note(consumer: str, loop: StalledLoop) -> str:
    """One line: where, what happens, since which count, and the workaround."""
    limit = str(loop.limit) if loop.limit is not None else "max_num_seqs"
    return (
        f"{consumer}: hazard (consumer side, every vLLM release): {loop.function} "
        f"({loop.path}:{loop.line}) drives vLLM's Scheduler in a loop that neither finishes "
        f"the scheduled requests nor calls update_from_output, so at most {limit} requests "
        f"(its max_num_seqs) ever run: one call with more than {limit} prompts runs the first "
        f"{limit} and then fails ({SEEN}); workaround: call it with at most {limit} prompts at "
        "a time (speculators' data_generation_offline.py --batch-size, default 8, does)"
    )


def notes(usages: list[Usage]) -> list[str]:
    """The notes for every consumer of a run, in the order given."""
    return [note(u.consumer, loop) for u in usages for loop in stalled(u)]
