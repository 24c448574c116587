"""The main job: every consumer against every chosen view of vLLM, as report-ready results.

One typed `PairResult` per (consumer, vLLM) pair. A consumer that pins another consumer
release inherits its findings (marked `inherited_from`); each usage is checked once per view.
A pair whose breaks the patch's shims cover is `shimmed` only where the patch is applied
(`patched(consumer)`), else `fixable`. When a
committed snapshot cannot answer a use (`unknown: not in this snapshot`), the pair is checked
again on the view `compat.view_choice.SdistFallback` gives (the release's sdist).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from compat import consumer_hazards, mla_note, snapshot_pass
from compat.answers import ViewAnswers
from compat.results import PairResult, exit_code, with_patch_state
from compat.view_choice import SdistFallback, needs_sdist
from probes import (
    Finding,
    Usage,
    View,
    apply_reach,
    check_usage,
    has_server_uses,
    hazard_findings,
    inherited_usages,
    load_usage,
    make_finding,
    server_findings,
    verdict,
)

Covering = Callable[[Finding, View, str], Finding]


@dataclass
class DriftRun:
    """The results of one drift run, and the notes to show beside them (fallbacks)."""

    results: list[PairResult] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    checked_pairs: int = 0  # pairs where some use was checked against a source
    releases: list[str | None] = field(default_factory=list)  # the views' versions, in order

    def exit_code(self, *, allow_unchecked: bool = False) -> int:
        return exit_code(self.results, allow_unchecked=allow_unchecked)


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
    """Every consumer against each view, one view at a time (`views` may open them lazily).

    Results stream: once a view's pairs are results, nothing of the view is kept (its memo,
    the sdist checked instead, the coverage's probe answers), so peak memory does not grow
    with the number of releases; a finding equal to one already kept is kept once.
    """
    usages = [usage for usage, _ in consumers]
    run = DriftRun(notes=consumer_hazards.notes(usages))
    first_fallback = len(run.notes)
    fallback = SdistFallback(offline=offline)
    kept = _Interned()
    seen: list[mla_note.Seen] = []  # what the MLA note reads of each view, not the view
    for view in views:
        run.releases.append(view.version)
        seen.append(mla_note.Seen.of(view))
        _check_view(run, consumers, view, fallback, kept, cover=cover, patched=patched)
        if progress is not None:
            progress(view)
        del view  # before the next one is opened
    run.notes[first_fallback:first_fallback] = mla_note.notes(usages, seen)
    return run


def _check_view(
    run: DriftRun,
    consumers: list[tuple[Usage, list[Usage]]],
    view: View,
    fallback: SdistFallback,
    kept: _Interned,
    *,
    cover: Covering | None,
    patched: Callable[[str], bool],
) -> None:
    """Every consumer against one view, appended to `run`; what was read for it is dropped."""
    memo = _memo(view, cover)
    memos: dict[int, ViewMemo] = {}  # the sdist views checked instead of this snapshot
    for usage, inherited in consumers:
        pair, covered = [usage, *inherited], cover is not None
        instead, note = None, None
        if snapshot_pass.known_to_need_sdist(pair, view, covered=covered):
            instead, note = fallback.instead(usage.consumer, view, (), needed=True)
        if instead is None:  # not known to need it, or its sdist cannot be read
            result = check_pair(usage, inherited, view, cover=cover, memo=memo)
            instead, note = fallback.instead(usage.consumer, view, result.findings)
            if needs_sdist(view, result.findings):  # this module's name: a test patching
                # view_choice.needs_sdist stores nothing it made up
                snapshot_pass.remember_needs_sdist(pair, view, covered=covered)
        if note is not None:
            run.notes.append(note)
        if instead is not None:
            if id(instead) not in memos:
                memos[id(instead)] = _memo(instead, cover)
            result = check_pair(usage, inherited, instead, cover=cover, memo=memos[id(instead)])
        result = with_patch_state(result, patched(usage.consumer))
        run.results.append(replace(result, findings=kept.findings(result.findings)))
        run.checked_pairs += checked_something(result, [usage, *inherited])
    _forget(view, [m.view for m in memos.values()], fallback, cover)


class _Interned:
    """One object per distinct finding across releases: most of a consumer's findings are
    the same in many releases, and a run over all of them keeps each once."""

    def __init__(self) -> None:
        self._seen: dict[Finding, Finding] = {}

    def findings(self, found: tuple[Finding, ...]) -> tuple[Finding, ...]:
        return tuple(self._seen.setdefault(f, f) for f in found)


def _forget(view: View, instead: list[View], fallback: SdistFallback, cover: Any) -> None:
    """Drop what the run holds of a checked release: the sdist opened instead of its
    snapshot, and the probe answers the coverage keeps per view (asked again if needed)."""
    fallback.forget(view.version)
    if (forget := getattr(cover, "forget", None)) is not None:
        for each in (view, *instead):
            forget(each)


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


def checked_something(result: PairResult, usages: list[Usage]) -> bool:
    """Whether any use of the pair was checked against a source: not when every Python use
    lay outside the snapshot (no sdist to read) and no server use met the release's facts."""
    if result.verdict != "unchecked":
        return True
    reasons = [f.reason for f in result.findings]
    python_uses = sum(len(u.uses) for u in usages)
    server = any(has_server_uses(u) for u in usages) and "no-server-facts" not in reasons
    return server or python_uses > reasons.count("outside-snapshot")
