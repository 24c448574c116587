"""The last line of `drift` and `report`: the verdict, its counts, what the exit code means and
the command to run next (as pytest and `pip check` end), and the run that checked nothing.

A reader who sees only the last screen of a long run (a CI log, a scrolled terminal) must
still learn whether it passed, why not, and what to do; a run where nothing at all could be
checked is bad input (exit 2), never a pass nor a wall of `unchecked` cells.
"""

from __future__ import annotations

from collections import Counter

from compat.errors import ArgumentError
from compat.results import PairResult, exit_code
from probes import UNCHECKED_REASONS

MEANING = {
    0: "nothing breaks",
    1: "something breaks, needs the patch, or could not be checked",
}


class NothingChecked(ArgumentError):
    """No requested pair could be checked at all (no source for any of them): exit 2."""


def tally(results: list[PairResult]) -> Counter[str]:
    """Pairs by verdict, plus `unknown`: the uses that could not be judged, over all pairs."""
    counts: Counter[str] = Counter(r.verdict for r in results)
    counts["unknown"] = sum(r.count("unknown") for r in results)
    return counts


def summary_line(
    results: list[PairResult], *, allow_unchecked: bool = False, offline: bool = False
) -> str:
    """`FAILED · 0 broken, 3 fixable, 5 unchecked, 12 unknown uses · exit 1 (…) · next: …`."""
    code = exit_code(results, allow_unchecked=allow_unchecked)
    counts = tally(results)
    word = "FAILED" if code else "PASSED"
    parts = [f"{counts[v]} {v}" for v in ("broken", "fixable", "unchecked")]
    parts.append(f"{counts['unknown']} unknown use{'s' * (counts['unknown'] != 1)}")
    ok = counts["compatible"] + counts["shimmed"]
    pairs = f"{len(results)} pair{'s' * (len(results) != 1)}"
    head = f"{word} · {pairs}: {ok} compatible, " + ", ".join(parts)
    meaning = MEANING[code]
    if code == 0 and counts["unchecked"]:
        meaning += " (unchecked pairs accepted by --allow-unchecked)"
    step = "nothing to do" if code == 0 else next_step(results, counts, offline)
    return f"{head} · exit {code}: {meaning} · next: {step}"


def next_step(results: list[PairResult], counts: Counter[str], offline: bool) -> str:
    """The one command (or act) that moves this run forward, most urgent first."""
    if counts["broken"]:
        return (
            "read the findings above (each says its fix), or "
            "`spec-compat report --vllm all -o report.html` for the release where each broke"
        )
    if counts["unchecked"]:
        reasons = {
            f.reason for r in results if r.verdict == "unchecked" for f in r.findings
        } & UNCHECKED_REASONS
        if "outside-snapshot" in reasons and offline:
            return "run again without --offline (the sdists hold what the snapshots lack)"
        hint = next(
            (
                f.hint
                for r in results
                for f in r.findings
                if f.status == "unknown" and f.reason in UNCHECKED_REASONS and f.hint
            ),
            "",
        )
        step = f"{hint or 'give the missing source'}; or accept it with --allow-unchecked"
        return step + (f"; then {PATCH}" if counts["fixable"] else "")
    if counts["fixable"]:
        return PATCH
    return "nothing to do"


PATCH = "spec-compat patch apply --site <the consumer's site-packages>"


def raise_if_nothing_checked(results: list[PairResult], checked_pairs: int) -> None:
    """Exit 2 with one line when every pair is unchecked and none had anything checked."""
    if not results or checked_pairs or any(r.verdict != "unchecked" for r in results):
        return
    pair, first = next(
        (r, f)
        for r in results
        for f in r.findings
        if f.status == "unknown" and f.reason in UNCHECKED_REASONS
    )
    if first.reason == "outside-snapshot":
        raise NothingChecked(
            f"nothing could be checked: the snapshot of vLLM {pair.column} lacks the modules "
            f"{pair.consumer} uses and no sdist could be read (offline, or no network); "
            "connect to the package index once (the sdist is then cached), or give "
            "--vllm-src PATH or --installed"
        )
    raise NothingChecked(
        f"nothing could be checked: {first.detail}; {first.hint or 'give the missing source'}"
    )
