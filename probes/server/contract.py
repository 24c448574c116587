"""A consumer release's server contract against one vLLM release, use by use.

For comparing with what a real server run exercised (the GPU suite records the flags,
configs and fields it used): every server use of the consumer and of the releases it pins,
each with its verdict (`ok`, `broken`, `unknown`), the evidence and the hint.

    python -m probes.server.contract speculators==0.9.0 0.25.1 [--json] [--offline]
"""

from __future__ import annotations

import json
import sys
from typing import Any

from probes.consumers import inherited_usages, load_usage
from probes.release_errors import ReleaseError
from probes.server.check import check_use, launch_of
from probes.server.judge import server_usage_of
from probes.server.store import history, release_facts
from probes.usage import UsageError


def contract_uses(spec: str, version: str, *, offline: bool = False) -> list[dict[str, Any]]:
    """One row per server use of `spec` (and what it pins) against vLLM `version`."""
    facts = release_facts(version, offline=offline)
    usage = load_usage(spec, offline=offline)
    rows = []
    for consumer in (usage, *inherited_usages(usage, offline=offline)):
        uses = server_usage_of(consumer).uses
        launch = launch_of(uses)
        for use in uses:
            finding = check_use(use, facts, history(), launch)
            rows.append(
                {
                    "consumer": consumer.consumer,
                    "id": use.id,
                    "kind": use.kind,
                    "name": use.name,
                    "spelled": use.spelled,
                    "location": use.location,
                    "verdict": "ok" if finding is None else finding.status,
                    "finding_kind": finding.kind if finding else None,
                    "detail": finding.detail if finding else None,
                    "evidence": finding.evidence if finding else None,
                    "hint": finding.hint if finding else None,
                }
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    as_json, offline = "--json" in args, "--offline" in args
    args = [a for a in args if a not in ("--json", "--offline")]
    if len(args) != 2:
        print(
            "usage: python -m probes.server.contract CONSUMER==VERSION VLLM [--json] [--offline]",
            file=sys.stderr,
        )
        return 2
    try:
        rows = contract_uses(args[0], args[1], offline=offline)
    except (UsageError, ReleaseError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if as_json:
        print(
            json.dumps(
                {"schema_version": 1, "consumer": args[0], "vllm": args[1], "uses": rows}, indent=1
            )
        )
        return 0
    for row in rows:
        print(f"{row['verdict']:8} {row['kind']:18} {row['name']:55} {row['location']}")
        if row["detail"]:
            print(f"{'':8} {row['detail']} [{row['evidence']}] — {row['hint']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
