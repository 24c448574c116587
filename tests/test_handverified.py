"""The checker against a table a person made by reading vLLM's sources (never regenerated).

speculators 0.4.0.1 against vLLM 0.16.0, 0.20.2 and 0.25.1, on the committed snapshots and
the committed usage fixture of the real wheel: every hand-found break is reported with the
same kind and evidence, and no hand-checked use that binds is reported as broken.
"""

from __future__ import annotations

import pytest

from probes.check import check_usage
from probes.consumers import release_usage
from probes.fixtures import vllm_snapshot_path
from probes.hazards import hazard_findings
from probes.views.snapshot import load_snapshot, snapshot_view
from tests.handverified import speculators_0_4_0_1 as table

# A runtime default, not a signature: the model-runner hazard reports it as `semantic`
# (the person's table calls it missing-attribute; both name the same break and evidence).
RUNTIME_DEFAULT = {"vllm.v1.worker.gpu.model_runner.GPUModelRunner.input_batch"}


@pytest.fixture(scope="module")
def findings_by_version() -> dict[str, list]:
    usage = release_usage(*table.CONSUMER)
    out = {}
    for version in table.VERSIONS:
        view = snapshot_view(load_snapshot(vllm_snapshot_path(version)))
        out[version] = check_usage(usage, view) + hazard_findings(usage, view)
    return out


def _kinds(row) -> set[str]:
    return {row.expected_kind, "semantic"} if row.symbol in RUNTIME_DEFAULT else {row.expected_kind}


@pytest.mark.parametrize("row", table.EXPECTED, ids=lambda r: f"{r.vllm_version}:{r.symbol}")
def test_every_hand_found_break_is_reported(row, findings_by_version):
    matches = [
        f
        for f in findings_by_version[row.vllm_version]
        if f.symbol == row.symbol and f.kind in _kinds(row) and f.status == "broken"
    ]
    assert matches, f"{row.vllm_version}: no {row.expected_kind} for {row.symbol}"
    assert {f.evidence for f in matches} == {row.vllm_evidence}


@pytest.mark.parametrize("row", table.EXPECTED_OK, ids=lambda r: f"{r.vllm_version}:{r.symbol}")
def test_no_break_where_a_person_found_none(row, findings_by_version):
    wrong = [
        f
        for f in findings_by_version[row.vllm_version]
        if f.symbol == row.symbol and f.status == "broken"
    ]
    assert not wrong, f"{row.vllm_version}: false positive {wrong[0]} ({row.vllm_evidence})"


@pytest.mark.parametrize("version", table.VERSIONS)
def test_no_break_outside_the_table(version, findings_by_version):
    expected = {r.symbol for r in table.EXPECTED if r.vllm_version == version}
    reported = {f.symbol for f in findings_by_version[version] if f.status == "broken"}
    assert reported <= expected, f"not in the hand-made table: {reported - expected}"


def test_snapshots_are_of_the_sdists_the_table_was_read_from():
    for version, sha in table.SDISTS.items():
        assert load_snapshot(vllm_snapshot_path(version))["source"]["sha256"] == sha
