"""The main job: every consumer against every chosen view of vLLM, as report-ready results.

One typed `PairResult` per (consumer, vLLM) pair. A consumer that pins another consumer
release inherits its findings (marked `inherited_from`); each usage is checked once per view.
A pair whose breaks the patch's shims cover is `shimmed` only where the patch is applied
(`patched(consumer)`), else `fixable`. When a
committed snapshot cannot answer a use (`unknown: not in this snapshot`) and the network
is there, the pair is checked again on the release's sdist, so a new consumer is never
judged on a snapshot made for others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from compat.answers import ViewAnswers
from compat.results import FAILING, PairResult, with_patch_state
from probes import (
    Finding,
    ReleaseError,
    Usage,
    View,
    apply_reach,
    check_usage,
    has_server_uses,
    hazard_findings,
    inherited_usages,
    load_usage,
    make_finding,
    sdist_view,
    server_findings,
    verdict,
)

Covering = Callable[[Finding, View, str], Finding]


@dataclass
class DriftRun:
    """The results of one drift run, and the notes to show beside them (fallbacks)."""

    results: list[PairResult] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        return 1 if any(r.verdict in FAILING for r in self.results) else 0


def load_consumers(specs: Iterable[str], *, offline: bool) -> list[tuple[Usage, list[Usage]]]:
    """Each consumer's usage with the usages it inherits."""
    loaded = []
    for spec in specs:
        usage = load_usage(spec, offline=offline)
        loaded.append((usage, inherited_usages(usage, offline=offline)))
    return loaded


def run_drift(
    consumers: list[tuple[Usage, list[Usage]]],
    views: Iterable[View],
    *,
    offline: bool,
    cover: Covering | None = None,
    patched: Callable[[str], bool] = lambda consumer: False,
    progress: Callable[[View], None] | None = None,
) -> DriftRun:
    run = DriftRun()
    for view in views:
        memo = _memo(view, cover)
        for usage, inherited in consumers:
            result = check_pair(usage, inherited, view, cover=cover, memo=memo)
            if _needs_sdist(result, view):  # offline: only an sdist already cached
                try:
                    retry = sdist_view(view.version or "", offline=offline)
                except ReleaseError as exc:
                    run.notes.append(
                        f"{usage.consumer}: the snapshot of vLLM {view.version} lacks modules "
                        f"it uses and its sdist could not be read ({exc}); those uses stay unknown"
                    )
                else:
                    run.notes.append(
                        f"{usage.consumer}: the snapshot of vLLM {view.version} lacks modules "
                        "it uses; checked on the sdist instead"
                    )
                    memo_sdist = _memo(retry, cover)
                    result = check_pair(usage, inherited, retry, cover=cover, memo=memo_sdist)
            run.results.append(with_patch_state(result, patched(usage.consumer)))
        if progress is not None:
            progress(view)
    return run


def check_pair(
    usage: Usage,
    inherited: list[Usage],
    view: View,
    *,
    cover: Covering | None = None,
    memo: ViewMemo | None = None,
) -> PairResult:
    """The result for one consumer against one view (`memo`: what this view's checks share)."""
    memo = ViewMemo(view) if memo is None else memo
    findings = list(_findings(usage, view, memo))
    for parent in inherited:
        found = _findings(parent, view, memo)
        findings += [replace(f, inherited_from=parent.consumer) for f in found]
    if cover is not None:
        findings = [cover(f, view, usage.consumer) for f in findings]
    # Server uses count too: `not-applicable` is only for a release using nothing of vLLM.
    has_uses = any(u.uses or has_server_uses(u) for u in (usage, *inherited))
    return PairResult(
        consumer=usage.consumer,
        vllm=view.version,
        source=view.source,
        verdict=verdict(findings, has_uses),
        findings=tuple(findings),
        inherited_from=tuple(p.consumer for p in inherited),
    )


@dataclass
class ViewMemo:
    """What the checks against one view share: findings per usage, and probe answers."""

    view: View
    findings: dict[tuple[Any, ...], list[Finding]] = field(default_factory=dict)
    answers: ViewAnswers = field(init=False)

    def __post_init__(self) -> None:
        self.answers = ViewAnswers(self.view)


def _memo(view: View, cover: Covering | None) -> ViewMemo:
    """One view's memo; the shim coverage is given its probe answers, so the hazards and the
    coverage ask each probe of this view once."""
    memo = ViewMemo(view)
    if (share := getattr(cover, "answers", None)) is not None:
        share(view, memo.answers)
    return memo


def _findings(usage: Usage, view: View, memo: ViewMemo) -> list[Finding]:
    key = (usage.consumer, usage.source.get("sha256") or usage.source.get("path"))
    if key not in memo.findings:
        found = check_usage(usage, view) + hazard_findings(usage, view, memo.answers)
        found += unread_files(usage) + server_findings(usage, view)  # flags, configs, HTTP
        # The one reachability pass: code that cannot run on this release is `unreached`.
        memo.findings[key] = apply_reach(found, usage.reach, view.version)
    return memo.findings[key]


def unread_files(usage: Usage) -> list[Finding]:
    """A consumer file that could not be read or parsed: its uses are unknown, and say so."""
    return [
        make_finding(
            "unknown",
            "unread-file",
            id=f"{usage.consumer}:unread:{i}",
            symbol="vllm",
            detail=error,
            hint="fix or exclude the file to have its uses of vLLM checked",
            location=error.split(" ", 3)[2] if error.startswith("consumer file ") else "",
        )
        for i, error in enumerate(usage.errors)
    ]


def _needs_sdist(result: PairResult, view: View) -> bool:
    if view.source.get("kind") != "snapshot" or not view.version:
        return False
    return any(f.reason == "outside-snapshot" for f in result.findings)
