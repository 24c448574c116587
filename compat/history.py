"""When each use broke, and where each consumer release works: over every supported release.

Computed from results for *all* supported vLLM releases, whatever subset a report shows, so
"first broken" names the release where a use broke, not the oldest release someone checked.
A use is broken at a release when a finding with its id is `broken` or `refused` there; without
the patch, `shimmed` counts as broken too (the shim only helps once the patch is applied).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from compat.results import ConsumerRanges, PairResult, UseHistory, consumer_key, version_key

BAD_WITH_PATCH = frozenset({"broken", "refused"})
BAD_RAW = BAD_WITH_PATCH | {"shimmed"}
GOOD_RAW = frozenset({"compatible"})
GOOD_PATCHED = frozenset({"compatible", "shimmed", "fixable"})


def runs(releases: Sequence[str], chosen: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """Contiguous runs of `chosen` within the ordered `releases`, as (first, last) pairs."""
    wanted, out = set(chosen), []
    start: str | None = None
    prev = ""  # the last chosen release seen: set whenever `start` is
    for release in releases:
        if release in wanted:
            start = start or release
            prev = release
        elif start is not None:
            out.append((start, prev))
            start = None
    if start is not None:
        out.append((start, prev))
    return tuple(out)


def span(pair: tuple[str, str]) -> str:
    """`0.17.0–0.33.0`, or one release."""
    return pair[0] if pair[0] == pair[1] else f"{pair[0]}–{pair[1]}"


def spans(pairs: Iterable[tuple[str, str]]) -> str:
    return ", ".join(span(p) for p in pairs) or "none"


def use_histories(results: Iterable[PairResult], releases: Sequence[str]) -> list[UseHistory]:
    """Per (consumer, use): the ranges where it breaks, first broken and last good."""
    raw: dict[tuple[str, str], set[str]] = {}
    patched: dict[tuple[str, str], set[str]] = {}
    newest: dict[tuple[str, str], tuple[Any, ...]] = {}
    for result in results:
        for f in result.findings:
            key = (result.consumer, f.id)
            if f.status in BAD_RAW:
                raw.setdefault(key, set()).add(result.column)
                if key not in newest or version_key(result.column) > newest[key][0]:
                    newest[key] = (version_key(result.column), f)
            if f.status in BAD_WITH_PATCH:
                patched.setdefault(key, set()).add(result.column)
    out = []
    for key in sorted(raw, key=lambda k: (consumer_key(k[0]), k[1])):
        broken = runs(releases, raw[key])
        still = set(patched.get(key, ()))
        fixed = runs(releases, raw[key] - still)
        first = broken[0][0] if broken else None
        index = releases.index(first) if first in releases else 0
        f = newest[key][1]
        out.append(
            UseHistory(
                consumer=key[0],
                use=key[1],
                kind=f.kind,
                symbol=f.symbol,
                location=f.location,
                first_broken=first,
                last_good=releases[index - 1] if index > 0 else None,
                broken=broken,
                fixed_by_patch=fixed,
                inherited_from=f.inherited_from,
            )
        )
    return out


def consumer_ranges(results: Iterable[PairResult], releases: Sequence[str]) -> list[ConsumerRanges]:
    """Each consumer release's compatible vLLM ranges, raw and with the patch applied."""
    by_consumer: dict[str, list[PairResult]] = {}
    for result in results:
        by_consumer.setdefault(result.consumer, []).append(result)
    out = []
    for consumer in sorted(by_consumer, key=consumer_key):
        rows = by_consumer[consumer]
        applicable = any(r.verdict != "not-applicable" for r in rows)
        good = GOOD_RAW if applicable else {"not-applicable"}
        out.append(
            ConsumerRanges(
                consumer=consumer,
                raw=runs(releases, [r.column for r in rows if r.verdict in good]),
                patched=runs(
                    releases, [r.column for r in rows if r.verdict in good | GOOD_PATCHED]
                ),
                applicable=applicable,
            )
        )
    return out
