"""The note for a draft trained sliding-window by default that the run's vLLM releases refuse
to serve for an MLA verifier: both sides read from code (`probes.mla_window`).

The consumer side is a trainer default (speculators 0.8.0 - 0.9.0: every draft layer is
sliding-window unless `--full-attention-indices` names it); the vLLM side is an assert in the
release's source that refuses sliding window with MLA. The note names the releases of the run
whose source refuses it, and those it could not read; a run whose releases read here all
accept it gets no note. It changes no verdict: the draft's config, not the consumer's use of
vLLM's API, is what fails, and only for an MLA verifier.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from compat.consumer_hazards import scan_consumer
from probes import (
    Refusal,
    SlidingDefault,
    Usage,
    View,
    release_refusal,
    release_root,
    sliding_defaults,
    sliding_in_wheel,
    with_flags,
)

VERIFIER = "for an MLA verifier (DeepSeek-V2/V3, Kimi K2/K2.5)"
SEEN = (
    "seen on the H200 with vLLM 0.25.1 and speculators 0.9.0: serving the trained EAGLE-3 "
    "draft failed with 'AssertionError: MLA is not supported for slidingwindow'; the same "
    "draft trained with full attention served (benchmarks/results/2026-12-02T0349Z)"
)


def sliding(usage: Usage) -> list[SlidingDefault]:
    """The consumer's sliding-window layer defaults (none when its code cannot be read)."""
    found, texts = scan_consumer(usage, sliding_defaults, sliding_in_wheel)
    return with_flags(found, texts) if texts else found


@dataclass(frozen=True)
class Seen:
    """What the note reads of a view, kept once the view itself is dropped (a drift run
    streams its releases: `compat.drift.run_drift`)."""

    version: str | None
    label: str
    source: dict[str, object]

    @classmethod
    def of(cls, view: View) -> Seen:
        return cls(view.version, view.label, dict(view.source))


@dataclass
class Releases:
    """What the run's releases say: (version, refusal) where refused, the rest by name."""

    refusing: list[tuple[str, Refusal]] = field(default_factory=list)
    accepting: list[str] = field(default_factory=list)
    unread: list[str] = field(default_factory=list)


def read_releases(views: Sequence[View | Seen]) -> Releases:
    """Each view's release source read once (a tree shared by views is read once)."""
    out = Releases()
    seen: dict[Path, Refusal | None] = {}
    for view in views:
        name = view.version or view.label
        root = release_root(view.source, view.version)
        if root is None:
            out.unread.append(name)
            continue
        if root not in seen:
            seen[root] = release_refusal(root)
        refusal = seen[root]
        if refusal is None:
            out.accepting.append(name)
        else:
            out.refusing.append((name, refusal))
    return out


def _span(names: list[str]) -> str:
    """`0.8.4, 0.11.0` or, for many, `0.8.4 ... 0.33.0 (37 releases)` (in the run's order)."""
    if len(names) <= 3:
        return ", ".join(names)
    return f"{names[0]} ... {names[-1]} ({len(names)} releases)"


def _workaround(hit: SlidingDefault) -> str:
    if hit.flag:
        return (
            f"train with {hit.flag} 0 (with more than one draft layer, list every index: "
            f"{hit.flag} 0 1 ...)"
        )
    option = f"pass {hit.option}= every draft layer index" if hit.option else "set every layer"
    return f"{option} to full attention when training the draft"


def note(consumer: str, hit: SlidingDefault, read: Releases) -> str | None:
    """One line: where, which releases refuse it, for which verifiers, and the workaround."""
    unless = f" unless {hit.flag or hit.option} names it" if hit.flag or hit.option else ""
    head = (
        f"{consumer}: hazard (consumer side, {VERIFIER}): {hit.function} ({hit.path}:"
        f"{hit.line}) makes every draft layer sliding-window by default{unless}"
    )
    if read.refusing:
        newest, refusal = read.refusing[-1]
        vllm = (
            f"vLLM {_span([v for v, _ in read.refusing])} refuse sliding window with MLA "
            f"('{refusal.message}', {refusal.where} in {newest})"
        )
        if read.accepting:
            vllm += f"; vLLM {_span(read.accepting)} do not"
        if read.unread:
            vllm += f"; vLLM {_span(read.unread)} not read here"
    elif read.unread:
        vllm = f"whether vLLM {_span(read.unread)} refuse sliding window with MLA was not read here"
    else:
        return None  # every release of the run accepts it: nothing to trip over
    return (
        f"{head}, and {vllm}: a draft trained with the defaults cannot be served {VERIFIER} "
        f"({SEEN}); workaround: {_workaround(hit)}"
    )


def notes(usages: list[Usage], views: Sequence[View | Seen]) -> list[str]:
    """The notes for every consumer of a run; the releases are read only when one needs it."""
    hits = [(u.consumer, hit) for u in usages for hit in sliding(u)]
    if not hits:
        return []
    read = read_releases(views)
    return [line for consumer, hit in hits if (line := note(consumer, hit, read)) is not None]
