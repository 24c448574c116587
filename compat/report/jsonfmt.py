"""The JSON format (schema in docs/report-json.md): written by `render`, read by `load`.

Schema 2 adds to schema 1's `results` and `gpu_runs`: the verdict `fixable`, the releases the
history was computed over, per-use history, per-consumer ranges, the pin audit and notes.
Schema 1 files are still read: their `shimmed` verdicts become `fixable` (nothing in them says
the patch was applied).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, replace
from typing import Any

from compat import gpu_evidence
from compat.report import common
from compat.report.common import ordered
from compat.results import (
    ConsumerRanges,
    PairResult,
    PinAudit,
    Report,
    ResultError,
    UseHistory,
)

SCHEMA_VERSION = 2
KIND = "vllm-compat-report"
READS = (1, 2)
FIX = "regenerate it with `spec-compat report --format json` or `nox -s drift`"


def _is_pin(data: dict[str, Any]) -> bool:
    ok = data.get("verdict") in PIN_VERDICTS and isinstance(data.get("consumer"), str)
    texts = ("declared", "declared_by", "suggested")
    ok = ok and all(isinstance(data.get(k), str | None) for k in texts)
    return ok and all(_is_ranges(data.get(k, [])) for k in PIN_RANGES)


def _is_ranges(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(p, list) and len(p) == 2 and all(isinstance(v, str) for v in p) for p in value
    )


def _ranges(pairs: Iterable[tuple[str, str]]) -> list[list[str]]:
    return [list(p) for p in pairs]


def _use(h: UseHistory) -> dict[str, Any]:
    data = asdict(h)
    data["broken"], data["fixed_by_patch"] = _ranges(h.broken), _ranges(h.fixed_by_patch)
    return data


def _consumer(c: ConsumerRanges) -> dict[str, Any]:
    return {
        "consumer": c.consumer,
        "applicable": c.applicable,
        "compatible": _ranges(c.raw),
        "compatible_with_patch": _ranges(c.patched),
    }


def _pin(p: PinAudit) -> dict[str, Any]:
    data = asdict(p)
    data["admits_broken"] = list(p.admits_broken)
    data["excludes_compatible"] = list(p.excludes_compatible)
    return data


def document(report: Report) -> dict[str, Any]:
    """The JSON document as Python data (stable key order)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "releases": list(report.releases),
        "results": [r.to_json() for r in ordered(report.results)],
        "uses": [_use(h) for h in report.history],
        "consumers": [_consumer(c) for c in report.ranges],
        "pin_audit": [_pin(p) for p in report.pin_audit],
        "gpu_runs": gpu_evidence.ordered(report.gpu_runs),
        "gpu_cells": [
            {"consumer": c, "vllm": v, "tests": [_gpu_test(t) for t in tests]}
            for (c, v), tests in common.gpu_cells(report).items()
        ],
        "notes": list(report.notes),
    }


def _gpu_test(test: dict[str, Any]) -> dict[str, Any]:
    return {k: test[k] for k in ("id", "outcome", "file")}


def render(report: Report) -> str:
    return json.dumps(document(report), indent=2, ensure_ascii=False) + "\n"


def load(text: str) -> Report:
    """A report from its JSON (schema 1 or 2); the results are validated, the rest recomputed
    by the caller when needed."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ResultError(f"not a report JSON ({str(exc)[:80]}); {FIX}") from None
    if not isinstance(data, dict) or data.get("schema_version") not in READS:
        got = data.get("schema_version") if isinstance(data, dict) else None
        raise ResultError(f"report JSON schema_version {got!r}, this reads 1 or 2; {FIX}")
    items = data.get("results")
    if not isinstance(items, list):
        raise ResultError(f"report JSON `results` is not a list; {FIX}")
    results = [PairResult.from_json(item, f"result {i}") for i, item in enumerate(items)]
    if data["schema_version"] == 1:
        results = [replace(r, verdict="fixable") if r.verdict == "shimmed" else r for r in results]
    seen: set[tuple[str, str]] = set()
    for r in results:
        if (r.consumer, r.column) in seen:
            raise ResultError(f"{r.consumer} × vLLM {r.column} appears twice; {FIX}")
        seen.add((r.consumer, r.column))
    releases = data.get("releases") or []
    if not isinstance(releases, list) or not all(isinstance(v, str) for v in releases):
        raise ResultError(f"report JSON `releases` is not a list of str; {FIX}")
    notes = [n for n in data.get("notes") or [] if isinstance(n, str)]
    runs = gpu_evidence.from_drift_json(data)
    pins = [_pin_from(p, i) for i, p in enumerate(data.get("pin_audit") or [])]
    return Report(results=results, releases=releases, gpu_runs=runs, notes=notes, pin_audit=pins)


PIN_VERDICTS = ("ok", "admits-broken", "excludes-compatible", "undeclared", "no-uses", "unchecked")


PIN_RANGES = ("admits_broken", "excludes_compatible")


def _pin_from(data: object, i: int) -> PinAudit:
    """A pin-audit entry read back (the audit needs the usages, which a JSON does not hold)."""
    if not (isinstance(data, dict) and _is_pin(data)):
        raise ResultError(f"report JSON pin_audit[{i}] is not a pin-audit entry; {FIX}")
    pairs = {key: tuple(tuple(p) for p in data.get(key, [])) for key in PIN_RANGES}
    return PinAudit(
        consumer=data["consumer"],
        declared=data.get("declared"),
        declared_by=data.get("declared_by"),
        verdict=data["verdict"],
        suggested=data.get("suggested"),
        **pairs,
    )
