"""Consumer-side hazards, read from the consumer's own code, shown as notes beside the
results: behaviour a user trips over whatever vLLM release runs under it, so it belongs to no
(consumer, vLLM) pair and changes no verdict.

Three today: a scheduler loop that never lets a request finish (`probes.scheduler_loop`), as
in speculators 0.4.0 / 0.4.0.1's in-process extractor, whose `generate` runs at most 32 prompts
per call; training code that assumes an accelerator (`probes.trainer_device`), as speculators'
trainer does from 0.3.0 to 0.9.0, so it cannot train on a CPU-only machine; and a trainer whose
draft layers are sliding-window by default, which the run's vLLM releases refuse to serve for an
MLA verifier (`probes.mla_window`, noted by `compat.mla_note`: that one does depend on the
release, so it names the releases that refuse).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from probes import (
    DeviceAssumption,
    SafeIOError,
    StalledLoop,
    Usage,
    accelerator_assumptions,
    cache_dir,
    parse_spec,
    py_files,
    read_text,
    scan_wheel,
    scan_wheel_devices,
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


T = TypeVar("T")


def folder_texts(root: Path) -> list[tuple[str, str]]:
    """(relative path, text) of a consumer folder's Python files, the unreadable left out."""
    out = []
    for file in py_files(root):
        try:
            out.append((file.relative_to(root).as_posix(), read_text(file, errors="replace")))
        except OSError:  # gone, dangling, not regular or over the cap (SafeIOError is an
            continue  # OSError): the usage reader reports that file itself
    return out


def scan_consumer(
    usage: Usage,
    in_file: Callable[[str, str], list[T]],
    in_wheel: Callable[[Path], list[T]],
) -> tuple[list[T], list[str]]:
    """What `in_file` finds in a consumer folder (with its texts), or `in_wheel` in its wheel
    (no texts); nothing when its code cannot be read here."""
    source = usage.source
    if source.get("kind") == "folder" and Path(str(source.get("path"))).is_dir():
        texts = folder_texts(Path(str(source["path"])))
        return [hit for path, text in texts for hit in in_file(text, path)], [t for _, t in texts]
    wheel = _wheel(source, usage.consumer)
    if wheel is None:
        return [], []
    try:
        return in_wheel(wheel), []
    except SafeIOError:  # a wheel the usage reader could read is one this can; else no note
        return [], []


def stalled(usage: Usage) -> list[StalledLoop]:
    """The consumer's stalled scheduler loops (none when its code cannot be read here)."""
    return scan_consumer(usage, _stalled_in, scan_wheel)[0]


def _stalled_in(text: str, path: str) -> list[StalledLoop]:
    return stalled_loops(text, path) if "schedule(" in text else []


def accelerator_only(usage: Usage) -> list[DeviceAssumption]:
    """The consumer's accelerator assumptions (none when its code cannot be read here)."""
    return scan_consumer(usage, accelerator_assumptions, scan_wheel_devices)[0]


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


WHAT = {
    "int-rank-device": "moves to an int rank (`.to(local_rank)`: an accelerator index)",
    "cuda-fallback": 'takes "cuda" as its device type when there is no accelerator',
    "unguarded-sync": "calls the accelerator's synchronize() without checking one exists",
}
CPU_SEEN = (
    "seen with speculators 0.9.0 on vLLM 0.32.0's CPU build: `train` dies with 'Cannot "
    "access accelerator device when none is available' before its first step"
)


def device_note(consumer: str, found: list[DeviceAssumption]) -> str:
    """One line per consumer: which idioms, where (first place of each), and the workaround."""
    places = []
    for kind in WHAT:
        hits = [a for a in found if a.kind == kind]
        if hits:
            first = hits[0]
            places.append(f"{WHAT[kind]} at {first.path}:{first.line} ({len(hits)}x)")
    return (
        f"{consumer}: hazard (consumer side, CPU-only machines, every vLLM release): its "
        f"training code assumes an accelerator: {'; '.join(places)}; without one it cannot "
        f"train ({CPU_SEEN}); workaround: {_workaround(consumer)} "
        "(trainer-accelerator-only, probes/trainer_device.py)"
    )


def _workaround(consumer: str) -> str:
    spec = parse_spec(consumer)
    if spec and spec[0] == "speculators":
        return (
            "compat.cpu_trainer (speculators' own Trainer on the CPU, verified with 0.9.0) "
            "and `--draft-attn-impl sdpa` (torch's FlexAttention has no backward on CPU)"
        )
    return "move to a torch.device, not an int rank, and check is_available() before a sync"


def notes(usages: list[Usage]) -> list[str]:
    """The notes for every consumer of a run, in the order given."""
    out = []
    for usage in usages:
        out += [note(usage.consumer, loop) for loop in stalled(usage)]
        found = accelerator_only(usage)
        if found:
            out.append(device_note(usage.consumer, found))
    return out
