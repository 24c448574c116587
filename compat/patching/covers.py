"""Which findings a patch takes away, and through which shim.

Derived, never typed: the release's uses are extracted from the wheel's files and from the
same files with the fixed ones laid over them. A finding of the release that the patched files
no longer meet, in a committed vLLM snapshot (checker and hazards), is *routed*: it becomes a
cover, named after the shim whose `COVERS` claims that finding (or None when the patch removes
the use without a shim). Findings the patched files still meet are the *residue*. Findings are
compared, not use ids alone: use ids are ordinals per (context, symbol), so a call the patch
adds can take the id of a call it removed.
"""

from __future__ import annotations

from dataclasses import dataclass

from compat.patching.manifest import Cover
from compat.shims.registry import compact_versions, covering
from probes import (
    Answer,
    Finding,
    Usage,
    View,
    check_usage,
    committed_vllm_versions,
    extract_files,
    hazard_findings,
    release_view,
)


@dataclass(frozen=True)
class Residue:
    """A finding the patched release still meets (its use is not changed by the patch)."""

    finding: str
    symbol: str
    kind: str
    vllm: str


def covers_and_residue(
    original: dict[str, str], patched: dict[str, str], consumer: str
) -> tuple[list[Cover], list[Residue]]:
    """Covers of the patch and the residue, over every committed vLLM snapshot."""
    before = extract_files(original, consumer=consumer, source={"kind": "wheel"})
    after = extract_files(patched, consumer=consumer, source={"kind": "patched wheel"})
    routed: dict[tuple[str, str, str, str, str | None], list[str]] = {}
    remaining: dict[tuple[str, str, str], list[str]] = {}
    for version in committed_vllm_versions():
        view = release_view(version, offline=True)
        answers: dict[str, Answer] = {}  # the hazards' probes: run once for both sides
        still = {f.id for f in _broken(after, view, answers)}
        for finding in _broken(before, view, answers):
            use = finding.id.split("/", 1)[0]
            if finding.id in still:
                kept = (finding.id, finding.symbol, finding.kind)
                remaining.setdefault(kept, []).append(version)
                continue
            shim = covering(finding.symbol, finding.kind, finding.parameter)
            routed.setdefault((use, finding.id, finding.symbol, finding.kind, shim), []).append(
                version
            )
    by_shim = sorted(routed.items(), key=lambda item: tuple(p or "" for p in item[0]))
    covers = [Cover(*key, vllm=compact_versions(vs)) for key, vs in by_shim]
    residue = [Residue(*key, vllm=compact_versions(vs)) for key, vs in sorted(remaining.items())]
    return covers, residue


def _broken(usage: Usage, view: View, answers: dict[str, Answer]) -> list[Finding]:
    found = check_usage(usage, view) + hazard_findings(usage, view, answers)
    return [f for f in found if f.status == "broken"]
