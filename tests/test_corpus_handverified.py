"""The engine against hand-verified tables of real third-party consumers (issue: trust).

For each corpus consumer (compat/corpus.py) at its target vLLM release and the newest, read
from the real wheel and the real sdists: every TRUE row is reported as `broken` with its
kind, no FALSE or CONSEQUENCE row comes back as `broken`, and no `broken` finding is
reported that a person has not read — except the disagreements listed, with their reasons, in
`tests/handverified/corpus/known_gaps.py`, a list this test keeps from growing or going stale.
Needs the package index the first time (then cached).
"""

from __future__ import annotations

import pytest

from compat.corpus import CORPUS, corpus_results
from probes.releases import OfflineError
from tests.handverified.corpus import TRUE
from tests.handverified.corpus.compare import compare
from tests.handverified.corpus.known_gaps import KNOWN_FALSE, NOT_FOUND
from tests.handverified.corpus.tables import table

pytestmark = pytest.mark.network

_results: dict[str, dict] = {}


def results(entry) -> dict[str, list[dict]]:
    if entry.name not in _results:
        try:
            _results[entry.name] = corpus_results(entry)
        except OfflineError as exc:  # pragma: no cover - only without the index
            pytest.skip(f"package index unreachable: {exc}")
    return _results[entry.name]


CASES = [(e, v) for e in CORPUS for v in e.versions]


def _key(entry, version: str, kind: str, row) -> tuple[str, str, str, str, str]:
    return entry.spec, version, kind, row.symbol, row.location


@pytest.mark.parametrize(("entry", "version"), CASES, ids=lambda x: getattr(x, "name", x))
def test_engine_matches_the_hand_verified_table(entry, version):
    got = table(entry.name)
    assert got.consumer == entry.spec
    cmp = compare(got.rows, version, results(entry)[version])
    false = {_key(entry, version, r.kind, r) for r in cmp.reported_false}
    missed = {_key(entry, version, r.expected_kind or r.kind, r) for r in cmp.missed}
    known_false = {k for k in KNOWN_FALSE if k[:2] == (entry.spec, version)}
    not_found = {k for k in NOT_FOUND if k[:2] == (entry.spec, version)}
    problems = [f"FALSE/CONSEQUENCE reported: {k[2]} {k[3]} @ {k[4]}" for k in false - known_false]
    problems += [f"TRUE missed: {k[2]} {k[3]} @ {k[4]}" for k in missed - not_found]
    problems += [
        f"TRUE with kind {k}, not {r.expected_kind or r.kind}: {r.symbol}"
        for r, k in cmp.wrong_kind
    ]
    problems += [f"unverified: {f['kind']} {f['symbol']} @ {f['location']}" for f in cmp.unverified]
    problems += [f"known gap closed, drop it from known_gaps.py: {k}" for k in known_false - false]
    problems += [f"known gap closed, drop it from known_gaps.py: {k}" for k in not_found - missed]
    assert not problems, f"{entry.spec} at vLLM {version}:\n" + "\n".join(problems)


@pytest.mark.parametrize("entry", CORPUS, ids=lambda e: e.name)
def test_tables_were_read_in_the_sources_the_engine_reads(entry):
    got = table(entry.name)
    usage_source = results(entry)  # noqa: F841 - loads the wheel and sdists
    from probes.consumers import load_usage
    from probes.releases import source_tree

    assert load_usage(entry.spec).source["sha256"] == got.wheel_sha256
    for version, sha in got.sdists.items():
        assert source_tree("vllm", version).provenance["sha256"] == sha
    assert set(got.sdists) == set(entry.versions)


def test_every_true_row_names_vllm_evidence():
    for name in [e.name for e in CORPUS]:
        for row in table(name).rows:
            assert row.vllm_evidence.startswith("vllm/"), row
            if row.verdict == TRUE:
                assert row.why, row
