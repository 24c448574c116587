"""History over releases, against a brute-force oracle: for any statuses of one use per release,
first broken / last good / broken ranges / fixed-by-patch ranges are what a reader counts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from compat.history import consumer_ranges, runs, use_histories
from compat.results import PairResult
from probes.findings import Finding

RELEASES = [f"0.{i}.0" for i in range(11, 31)]
STATUS = st.sampled_from([None, "broken", "refused", "shimmed", "guarded", "unknown"])


def finding(status: str) -> Finding:
    return Finding("u", "missing-symbol", status, "vllm.x", "d", None, "c.py:1", "h")


def expand(pairs) -> list[str]:
    out = []
    for first, last in pairs:
        out += RELEASES[RELEASES.index(first) : RELEASES.index(last) + 1]
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(STATUS, min_size=len(RELEASES), max_size=len(RELEASES)))
def test_history_matches_a_brute_force_count(statuses) -> None:
    results = [
        PairResult("c==1", v, {}, "compatible", (finding(s),) if s else ())
        for v, s in zip(RELEASES, statuses, strict=True)
    ]
    bad = [
        v for v, s in zip(RELEASES, statuses, strict=True) if s in ("broken", "refused", "shimmed")
    ]
    fixed = [v for v, s in zip(RELEASES, statuses, strict=True) if s == "shimmed"]
    histories = use_histories(results, RELEASES)
    if not bad:
        assert histories == []
        return
    [h] = histories
    assert h.first_broken == bad[0]
    i = RELEASES.index(bad[0])
    assert h.last_good == (RELEASES[i - 1] if i else None)
    assert expand(h.broken) == bad and expand(h.fixed_by_patch) == fixed
    # ranges are maximal: two ranges never touch
    for (_, last), (first, _) in zip(h.broken, h.broken[1:], strict=False):
        assert RELEASES.index(first) > RELEASES.index(last) + 1


@given(st.sets(st.sampled_from(RELEASES)))
def test_runs_partition_exactly_the_chosen_releases(chosen) -> None:
    assert expand(runs(RELEASES, chosen)) == [v for v in RELEASES if v in chosen]


def test_consumer_ranges_raw_and_with_the_patch() -> None:
    verdicts = ["broken", "fixable", "compatible", "compatible", "shimmed", "broken"]
    results = [
        PairResult("c==1", v, {}, verdict) for v, verdict in zip(RELEASES, verdicts, strict=False)
    ]
    [r] = consumer_ranges(results, RELEASES[:6])
    assert r.raw == (("0.13.0", "0.14.0"),)
    assert r.patched == (("0.12.0", "0.15.0"),)
    [na] = consumer_ranges([PairResult("n==1", "0.11.0", {}, "not-applicable")], RELEASES[:1])
    assert not na.applicable
