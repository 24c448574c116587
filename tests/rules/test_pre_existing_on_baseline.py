"""Rule `pre-existing-on-baseline`: a finding also broken on the baseline (same stable id) is
`pre-existing`. Table rows both ways; the CLI runs, the report matrix and every format are in
tests/test_baseline.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

from compat import baseline
from probes import make_finding


def _finding(status: str, id_: str = "m:f:call:vllm.x#0"):
    found = make_finding("missing-symbol", "absent", id=id_, symbol="vllm.x", detail="d", hint="h")
    return replace(found, status=status)


@pytest.mark.parametrize(
    ("status", "on_baseline", "expected"),
    [
        ("broken", True, "pre-existing"),
        ("broken", False, "broken"),
        ("shimmed", True, "pre-existing"),  # broken until patched, and so on the baseline
        ("shimmed", False, "shimmed"),
        ("refused", True, "refused"),  # the consumer refuses the release itself
        ("guarded", True, "guarded"),
        ("unknown", True, "unknown"),
    ],
)
def test_rows(status: str, on_baseline: bool, expected: str) -> None:
    ids = frozenset({"m:f:call:vllm.x#0"} if on_baseline else {"other"})
    got = baseline.pre_existing(_finding(status), ids)
    assert got.status == expected
    assert ("pre-existing-on-baseline" in got.rules) == (expected == "pre-existing")
