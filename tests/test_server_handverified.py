"""The server checks against a table a person made by reading both sides' sources.

Every hand-found break is reported (same consumer location, kind and symbol) on exactly the
releases the person found; every broken server finding of the default consumers on any
supported release is in the table (none unverified); the hand-checked OK uses get none.
"""

from __future__ import annotations

import pytest
from packaging.version import Version

from probes.consumers import DEFAULT_CONSUMERS, load_usage
from probes.server.check import check_server
from probes.server.judge import server_usage_of
from probes.server.store import history
from tests.handverified import server_contract as table


@pytest.fixture(scope="module")
def broken() -> dict[tuple, set[str]]:
    """(consumer, location, kind, symbol) → releases where the checker says broken."""
    found: dict[tuple, set[str]] = {}
    for spec in DEFAULT_CONSUMERS:
        server = server_usage_of(load_usage(spec, offline=True))
        for facts in history():
            for f in check_server(server, facts, history()):
                if f.status == "broken":
                    found.setdefault((spec, f.location, f.kind, f.symbol), set()).add(facts.vllm)
    return found


def _range(row) -> set[str]:
    lo, hi = Version(row.first_broken), Version(row.last_broken)
    return {f.vllm for f in history() if lo <= Version(f.vllm) <= hi}


@pytest.mark.parametrize("row", table.EXPECTED, ids=lambda r: f"{r.consumer}:{r.consumer_location}")
def test_every_hand_found_break_is_reported_on_exactly_its_releases(row, broken):
    key = (row.consumer, row.consumer_location, row.kind, row.symbol)
    assert broken.get(key) == _range(row)


def test_no_broken_server_finding_is_unverified(broken):
    rows = {(r.consumer, r.consumer_location, r.kind, r.symbol) for r in table.EXPECTED}
    assert set(broken) <= rows, sorted(set(broken) - rows)


def test_hints_name_the_release_that_has_it():
    spec = "speculators==0.5.0"
    server = server_usage_of(load_usage(spec, offline=True))
    first = history()[0]
    hints = {f.symbol: f.hint for f in check_server(server, first, history())}
    assert "registered since vLLM 0.17.0" in hints["extract_hidden_states"]
    assert "registered since vLLM 0.17.0" in hints["ExampleHiddenStatesConnector"]


@pytest.mark.parametrize("row", table.OK, ids=lambda r: f"{r.consumer}:{r.symbol}")
def test_hand_checked_uses_bind_everywhere(row):
    server = server_usage_of(load_usage(row.consumer, offline=True))
    uses = [u for u in server.uses if (u.kind, u.name) == (row.kind, row.symbol)]
    assert uses, f"{row.consumer} no longer extracts {row.symbol}"
    for facts in history():
        bad = [f for f in check_server(server, facts, ()) if f.symbol == row.symbol]
        assert not bad, (facts.vllm, bad)
