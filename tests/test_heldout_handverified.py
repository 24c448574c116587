"""The held-out batches declared in the tests (2026-12-02, -03, -06) against their tables.

Unlike tests/test_corpus_handverified.py this does not hold the engine to the tables' FALSE
verdicts: these consumers measure generalisation (scripts/heldout_report.py gives the figures),
so a FALSE row the engine stops reporting, or a TRUE row it starts finding, is progress, not a
failure. What it does hold: every `broken` finding the engine reports for them was read by a
person (a row for it exists, of that kind); a TRUE break it reported when the table was made
(`before=True`) is still reported (losing one is a regression); and the tables were read in
the very wheel and sdists the engine reads. Needs the package index the first time (then
cached).
"""

from __future__ import annotations

import pytest

from compat.corpus import corpus_results
from probes.releases import OfflineError
from tests.handverified.corpus import TRUE
from tests.handverified.corpus.compare import compare
from tests.handverified.corpus.heldout import DECLARED_HERE
from tests.handverified.corpus.tables import table

pytestmark = pytest.mark.network

_results: dict[str, dict] = {}

ENTRIES = [e for batch in DECLARED_HERE for e in batch]


def results(entry) -> dict[str, list[dict]]:
    if entry.name not in _results:
        try:
            _results[entry.name] = corpus_results(entry)
        except OfflineError as exc:  # pragma: no cover - only without the index
            pytest.skip(f"package index unreachable: {exc}")
    return _results[entry.name]


CASES = [(e, v) for e in ENTRIES for v in e.versions]


@pytest.mark.parametrize(("entry", "version"), CASES, ids=lambda x: getattr(x, "name", x))
def test_every_broken_finding_was_read_by_a_person(entry, version):
    cmp = compare(table(entry.name).rows, version, results(entry)[version])
    unread = [f"{f['kind']} {f['symbol']} @ {f['location']}" for f in cmp.unverified]
    assert not unread, f"{entry.spec} at vLLM {version}: read these and add rows:\n" + "\n".join(
        unread
    )


@pytest.mark.parametrize(("entry", "version"), CASES, ids=lambda x: getattr(x, "name", x))
def test_true_breaks_found_when_the_table_was_made_are_still_found(entry, version):
    rows = table(entry.name).rows
    cmp = compare(rows, version, results(entry)[version])
    lost = [r for r in cmp.missed + [w for w, _ in cmp.wrong_kind] if r.before]
    assert all(r.verdict == TRUE for r in lost)
    assert not lost, f"{entry.spec} at vLLM {version}: no longer reported as broken:\n" + "\n".join(
        f"{r.kind} {r.symbol} @ {r.location}" for r in lost
    )


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.name)
def test_tables_were_read_in_the_sources_the_engine_reads(entry):
    from probes.consumers import load_usage
    from probes.releases import source_tree

    got = table(entry.name)
    results(entry)  # loads the wheel and sdists
    assert load_usage(entry.spec).source["sha256"] == got.wheel_sha256
    for version, sha in got.sdists.items():
        assert source_tree("vllm", version).provenance["sha256"] == sha
