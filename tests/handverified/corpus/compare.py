"""A corpus table against the engine's findings: what matched, what is false, what is missing.

Rows and findings meet on (vLLM release, symbol, consumer file:line, kind). A TRUE row must
come back as a `broken` finding of its expected kind; a FALSE or CONSEQUENCE row must not come
back as `broken` with its kind (a consequence is listed under its root); a `broken` finding
with no row is unverified, which the test treats as a failure: every break the tool reports
was read by a person.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.handverified.corpus import FALSE, TRUE, Row


@dataclass
class Comparison:
    """One consumer at one vLLM release."""

    reported_true: list[Row] = field(default_factory=list)
    wrong_kind: list[tuple[Row, str]] = field(default_factory=list)
    missed: list[Row] = field(default_factory=list)
    reported_false: list[Row] = field(default_factory=list)
    unverified: list[dict] = field(default_factory=list)

    @property
    def reported(self) -> int:
        return len(self.reported_true) + len(self.reported_false) + len(self.unverified)

    @property
    def precision(self) -> float | None:
        return len(self.reported_true) / self.reported if self.reported else None


def key(vllm: str, symbol: str, location: str) -> tuple[str, str, str]:
    return vllm, symbol, location


def compare(rows: tuple[Row, ...], version: str, findings: list[dict]) -> Comparison:
    """The engine's `broken` findings at `version` against the table's rows for it."""
    out = Comparison()
    broken: dict[tuple, list[dict]] = {}
    for f in findings:
        if f["status"] == "broken":
            broken.setdefault(key(version, f["symbol"], f["location"]), []).append(f)
    seen: set[tuple] = set()
    for row in rows:
        if row.vllm != version:
            continue
        k = key(row.vllm, row.symbol, row.location)
        seen.add(k)
        hits = broken.get(k, [])
        if row.verdict == TRUE:
            want = row.expected_kind or row.kind
            if any(f["kind"] == want for f in hits):
                out.reported_true.append(row)
            elif hits:
                out.wrong_kind.append((row, hits[0]["kind"]))
            else:
                out.missed.append(row)
        elif any(f["kind"] == row.kind for f in hits):  # a FALSE row is about that finding
            out.reported_false.append(row)
    rows_at = {(key(r.vllm, r.symbol, r.location), r.expected_kind or r.kind) for r in rows}
    rows_at |= {(key(r.vllm, r.symbol, r.location), r.kind) for r in rows}
    out.unverified = [
        f for k, fs in broken.items() for f in fs if k not in seen or (k, f["kind"]) not in rows_at
    ]
    return out


def before_precision(rows: tuple[Row, ...], version: str) -> tuple[int, int]:
    """(true, reported) among the rows the engine reported before the corpus work."""
    before = [r for r in rows if r.vllm == version and r.before]
    return sum(r.verdict == TRUE for r in before), len(before)


def false_rows(rows: tuple[Row, ...]) -> list[Row]:
    return [r for r in rows if r.verdict == FALSE]
