"""Semantic findings: speculators' real uses against every committed vLLM release.

The expected first releases are a person's reading (docs/drift-points.md §7, §8, §9 and the
first-break table at its end): speculators 0.3.0 calls only `execute_model` and indexes the
single RPC reply (`[0]`), both wrong from 0.11.1; 0.4.x expects the bare reply (wrong on
0.11.0 only) and reads `model_runner.input_batch`, which the V2 runner - the default for a
dense Llama from 0.23.0 - does not have.
"""

from __future__ import annotations

import pytest
from packaging.version import Version

from compat.drift import check_pair
from probes.api import Lookup
from probes.catalogue import Answer
from probes.conditions import Condition, Present
from probes.consumers import release_usage
from probes.fixtures import committed_vllm_versions
from probes.hazards import hazard_findings
from probes.uses import CallShape, Location, Usage, Use
from probes.views.open import release_view

VERSIONS = committed_vllm_versions()
CONSUMERS = ("0.3.0", "0.4.0", "0.4.0.1")
EXECUTOR = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"
EXECUTE = f"{EXECUTOR}.execute_model"
RPC = f"{EXECUTOR}.collective_rpc"
V2_BATCH = "vllm.v1.worker.gpu.model_runner.GPUModelRunner.input_batch"
GEN = "speculators/data_generation/vllm_hidden_states_generator.py"
WORKER = "speculators/data_generation/custom_worker.py"


def expected(consumer: str, version: str) -> set[tuple[str, str]]:
    """(symbol, consumer file:line) of every semantic break, from the research notes."""
    v = Version(version)
    if consumer == "0.3.0":
        return {(EXECUTE, f"{GEN}:261"), (RPC, f"{GEN}:267")} if v >= Version("0.11.1") else set()
    found = set()
    if v < Version("0.11.1"):
        found.add((RPC, f"{GEN}:323"))  # expects the bare dict, gets [dict]
    if v >= Version("0.23.0"):
        found.add((V2_BATCH, f"{WORKER}:106"))
    return found


@pytest.fixture(scope="module")
def usages() -> dict[str, Usage]:
    return {c: release_usage("speculators", c, offline=True) for c in CONSUMERS}


@pytest.fixture(scope="module", params=VERSIONS)
def view(request):
    return release_view(request.param, offline=True)


def test_semantic_findings_match_the_research(usages, view):
    for consumer, usage in usages.items():
        findings = hazard_findings(usage, view)
        assert all(f.kind == "semantic" and f.status == "broken" for f in findings), findings
        got = {(f.symbol, f.location) for f in findings}
        assert got == expected(consumer, view.version), f"speculators {consumer}"


def test_findings_cite_the_code_the_probe_read_and_name_the_shim(usages, view):
    for usage in usages.values():
        findings = hazard_findings(usage, view)
        assert len({f.id for f in findings}) == len(findings)
        for finding in findings:
            file, _, line = (finding.evidence or "").rpartition(":")
            assert file.startswith("vllm/") and line.isdigit(), finding
            assert "compat.shims." in finding.hint
            assert "/semantic:" in finding.id
            assert "here" in finding.detail  # says what this release does


def test_drift_reports_the_semantic_findings_with_the_others(usages, view):
    result = check_pair(usages["0.3.0"], [], view)
    semantic = {(f.symbol, f.location) for f in result.findings if f.kind == "semantic"}
    assert semantic == expected("0.3.0", view.version)
    if semantic:
        assert result.verdict == "broken"


# -- the rules themselves, on made-up uses and answers -------------------------------------


class _NoView:
    """A view that must not be read: every answer the hazards need was given."""

    label, version, source = "no view", None, {}

    def lookup(self, path: str) -> Lookup:
        raise AssertionError(f"looked up {path}")

    def locate(self, name: str) -> list[str]:
        raise AssertionError(f"located {name}")

    def source_of(self, path: str) -> str | None:
        raise AssertionError(f"read {path}")


def _use(symbol: str, line: int, **extra) -> Use:
    kind = extra.pop("kind", "call")
    return Use(f"id{line}", kind, symbol, Location("c.py", line), "c", **extra)


def _answers(**values) -> dict[str, Answer]:
    out = {}
    for name, value in values.items():
        probe = name.replace("_", "-")
        status = "unknown" if value == "?" else "answered"
        out[probe] = Answer(probe, None if value == "?" else value, "seen", "vllm/x.py:1", status)
    return out


ALL_OLD = _answers(
    executor_has_sample_tokens=False,
    collective_rpc_unique_reply="list",
    default_model_runner="v1",
    v2_runner_has_input_batch=None,
)
ALL_NEW = _answers(
    executor_has_sample_tokens=True,
    collective_rpc_unique_reply="bare",
    default_model_runner="v2",
    v2_runner_has_input_batch=False,
)
RANK = CallShape(positional=1, keywords=("unique_reply_rank",))


def _usage(*uses: Use) -> Usage:
    return Usage("c", {}, list(uses))


@pytest.mark.parametrize(
    ("use", "old", "new"),
    [
        (_use(EXECUTE, 1, call=CallShape(positional=1)), False, True),
        (_use(RPC, 2, call=RANK, role="result-indexed"), False, True),
        (_use(RPC, 3, call=RANK), True, False),
        (_use(RPC, 4, call=CallShape(positional=1), role="result-indexed"), False, False),
        (_use("vllm.v1.worker.gpu_worker.Worker.model_runner.input_batch", 5, kind="attribute"),
         False, True),
        (_use("vllm.v1.worker.gpu_worker.Worker.model_runner.model", 6, kind="attribute"),
         False, False),
    ],
)  # fmt: skip
def test_each_rule_fires_only_where_the_meaning_changed(use, old, new):
    usage = _usage(use)
    assert bool(hazard_findings(usage, _NoView(), ALL_OLD)) is old
    assert bool(hazard_findings(usage, _NoView(), ALL_NEW)) is new


def test_execute_model_with_sample_tokens_elsewhere_is_fine():
    usage = _usage(
        _use(EXECUTE, 1, call=CallShape(positional=1)),
        _use(f"{EXECUTOR}.sample_tokens", 2, call=CallShape(positional=1)),
    )
    assert hazard_findings(usage, _NoView(), ALL_NEW) == []


def test_a_guarded_use_is_guarded_and_an_unanswered_probe_is_unknown():
    guarded = _use(
        EXECUTE, 1, call=CallShape(positional=1), conditions=(Condition(Present(EXECUTE)),)
    )
    [finding] = hazard_findings(_usage(guarded), _NoView(), ALL_NEW)
    assert (finding.kind, finding.status) == ("semantic", "guarded")
    unknown = _answers(executor_has_sample_tokens="?")
    [finding] = hazard_findings(_usage(guarded), _NoView(), unknown)
    assert (finding.kind, finding.status) == ("unknown", "unknown")
    assert "executor-has-sample-tokens" in finding.detail
