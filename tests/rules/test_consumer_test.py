"""Rule `consumer-test` (the consumer's own tests).

Table rows both ways; the end-to-end drift run, the CPython oracle of the import graph and the
live run on vLLM 0.32.0 are in tests/test_reachability.py."""

from __future__ import annotations

import pytest

from probes.reach_pass import apply_reach, in_consumer_tests
from probes.reachability import Reach
from tests.rules.reach_rows import reach_finding


@pytest.mark.parametrize(
    ("reach", "version", "takes"),
    [
        (Reach("test", "t"), "0.20.0", True),
        (Reach("unreached", "u"), "0.20.0", False),
        (Reach("gated", "g", "<0.13"), "0.20.0", False),
    ],
)
def test_rows(reach: Reach, version: str | None, takes: bool) -> None:
    got = in_consumer_tests(reach_finding(), reach, version)
    assert (got is not None) == takes
    if got is not None:
        assert (got.status, got.reason, got.kind) == (
            "unreached",
            "consumer-test",
            "missing-symbol",
        )
        assert got.rules[-1] == "consumer-test"  # the finding names the rule that decided it


def test_through_the_pass_the_rule_is_recorded_and_other_files_are_untouched() -> None:
    reach = {"p/m.py": Reach("test", "t").to_json()}
    found = apply_reach([reach_finding(), reach_finding("p/other.py:1")], reach, "0.20.0")
    assert [(f.status, f.rules[-1:]) for f in found] == [
        ("unreached", ("consumer-test",)),
        ("broken", found[1].rules[-1:]),
    ]
    assert "consumer-test" not in found[1].rules


@pytest.mark.parametrize(
    ("location", "takes"),
    [
        # a file the usage keeps no entry for (no Python use of vLLM there: a server flag, a
        # connector name in a test's dict) is a test by its path all the same
        ("p/tests/test_cfg.py:5", True),
        ("p/vllm/tests/helpers.py:9", True),
        ("p/conftest.py:2", True),
        ("p/test_x.py:1", True),
        ("p/x_test.py:1", True),
        ("p/tests/run.sh", True),
        # … and a file that is none stays as it was
        ("p/testing.py:1", False),
        ("p/contest.py:3", False),
        ("p/attest/m.py:3", False),
        ("pyproject.toml", False),
    ],
)
def test_a_file_with_no_entry_is_judged_by_its_path(location: str, takes: bool) -> None:
    (got,) = apply_reach([reach_finding(location)], {}, "0.20.0")
    assert (got.status == "unreached") == takes, got
    assert ("consumer-test" in got.rules) == takes


def test_an_entry_for_the_file_decides_before_its_path() -> None:
    """A test file the usage lists keeps its own entry (here marked gated, not met)."""
    reach = {"p/tests/test_m.py": Reach("gated", "g", "<0.13").to_json()}
    (got,) = apply_reach([reach_finding("p/tests/test_m.py:1")], reach, "0.20.0")
    assert got.reason == "import-gated"
