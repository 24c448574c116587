"""Rule `import-gated` (a module imported only under a version test elsewhere).

Table rows both ways; the end-to-end drift run, the CPython oracle of the import graph and the
live run on vLLM 0.32.0 are in tests/test_reachability.py."""

from __future__ import annotations

import pytest

from probes.reach_pass import apply_reach, import_gated
from probes.reachability import Reach
from tests.rules.reach_rows import reach_finding


@pytest.mark.parametrize(
    ("reach", "version", "takes"),
    [
        (Reach("gated", "g", "<0.13"), "0.20.0", True),
        (Reach("gated", "g", "<0.13"), "0.12.0", False),
        (Reach("gated", "g", "<0.13"), None, False),
        (Reach("unreached", "u"), "0.20.0", False),
    ],
)
def test_rows(reach: Reach, version: str | None, takes: bool) -> None:
    got = import_gated(reach_finding(), reach, version)
    assert (got is not None) == takes
    if got is not None:
        expected = ("unreached", "import-gated", "missing-symbol")
        assert (got.status, got.reason, got.kind) == expected
        assert got.rules[-1] == "import-gated"  # the finding names the rule that decided it


def test_through_the_pass_the_rule_is_recorded_and_other_files_are_untouched() -> None:
    reach = {"p/m.py": Reach("gated", "g", "<0.13").to_json()}
    found = apply_reach([reach_finding(), reach_finding("p/other.py:1")], reach, "0.20.0")
    assert [(f.status, f.rules[-1:]) for f in found] == [
        ("unreached", ("import-gated",)),
        ("broken", found[1].rules[-1:]),
    ]
    assert "import-gated" not in found[1].rules
