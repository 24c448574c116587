"""The finding the reachability rules' tables demote (tests/rules/test_not_imported.py,
test_import_gated.py, test_consumer_test.py): one `broken` import of `vllm.x`, placed where
the row needs it."""

from __future__ import annotations

from dataclasses import replace

from probes import Finding, make_finding


def reach_finding(location: str = "p/m.py:3", status: str = "broken") -> Finding:
    found = make_finding(
        "missing-symbol", "absent", id="p.m::import:vllm.x#0", symbol="vllm.x", detail="d", hint="h"
    )
    return replace(found, location=location, status=status)
