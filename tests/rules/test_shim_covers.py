"""Rule `shim-covers` (docs/rules.md#shim-covers): a `broken` finding that the consumer
release's patch routes through a shim whose variant this release's probes select is
`shimmed`. Both ways on a default consumer's committed snapshots: with the shims, the covered
findings carry the rule last; without them (`--no-shims`), the same findings are `broken`."""

from __future__ import annotations

import pytest

from compat import drift
from compat.coverage import Coverage
from probes.views.open import release_view


@pytest.fixture(scope="module")
def runs() -> tuple[drift.DriftRun, drift.DriftRun]:
    consumers = drift.load_consumers(["speculators==0.3.0"], offline=True)
    views = [release_view("0.12.0", offline=True)]
    covered = drift.run_drift(consumers, views, offline=True, cover=Coverage())
    raw = drift.run_drift(consumers, views, offline=True)
    return covered, raw


def test_covered_findings_name_the_rule(runs) -> None:
    covered, raw = runs
    (with_shims,), (without,) = covered.results, raw.results
    shimmed = [f for f in with_shims.findings if f.status == "shimmed"]
    assert shimmed, "speculators 0.3.0 at vLLM 0.12.0 has shim-covered findings"
    assert all(f.rules[-1] == "shim-covers" and f.covered_by for f in shimmed)
    by_id = {f.id: f for f in without.findings}
    for f in shimmed:
        assert (by_id[f.id].status, by_id[f.id].rules) == ("broken", f.rules[:-1])


def test_uncovered_findings_do_not(runs) -> None:
    covered, _ = runs
    (with_shims,) = covered.results
    rest = [f for f in with_shims.findings if f.status != "shimmed"]
    assert rest and not any("shim-covers" in f.rules for f in rest)
