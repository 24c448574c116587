"""The typed result model: from the check to every renderer, defined once.

A `PairResult` is one consumer release against one vLLM release; a `Report` is what every
output format renders (the cells shown, the history of each use over every supported release,
each consumer's compatible ranges, the pin audit, GPU evidence). JSON is read back through
`PairResult.from_json`, which validates once at the boundary; renderers trust the types.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal, get_args

from packaging.version import InvalidVersion, Version

from probes import FINDING_KINDS, REASONS, RULE_IDS, Finding, FindingStatus, Verdict

VERDICTS: tuple[str, ...] = get_args(Verdict)
STATUSES: tuple[str, ...] = get_args(FindingStatus)
# Verdicts that make a run exit 1: a `fixable` pair breaks until `spec-compat patch apply`; an
# `unchecked` one fails closed (`--allow-unchecked` accepts it).
FAILING: frozenset[str] = frozenset({"broken", "fixable", "unchecked"})
WORDS: dict[str, str] = {
    "compatible": "compatible",
    "shimmed": "compatible with the applied patch",
    "fixable": "fixable by `spec-compat patch apply`",
    "broken": "broken",
    "unchecked": "unchecked (a source was missing)",
    "not-applicable": "uses nothing of vLLM",
}


class ResultError(ValueError):
    """A drift JSON that does not hold results of this schema (bad input: exit 2)."""


def version_key(version: str | None) -> tuple[Any, ...]:
    """Sort key for a vLLM or consumer version: releases by Version, anything else last."""
    try:
        return (0, Version(version or ""))
    except InvalidVersion:
        return (1, version or "")


def consumer_key(consumer: str) -> tuple[Any, ...]:
    name, _, version = consumer.partition("==")
    return (name.lower(), version_key(version) if version else (-1, ""))


@dataclass(frozen=True)
class PairResult:
    """One consumer against one view of vLLM: its verdict and the findings behind it."""

    consumer: str
    vllm: str | None
    source: dict[str, Any]
    verdict: Verdict
    findings: tuple[Finding, ...] = ()
    inherited_from: tuple[str, ...] = ()
    baseline: dict[str, str | None] | None = None  # {version, why}: compat/baseline.py

    @property
    def is_baseline(self) -> bool:
        """This cell is the consumer's baseline itself: the release that works today."""
        return bool(self.baseline and self.vllm and self.baseline.get("version") == self.vllm)

    @property
    def column(self) -> str:
        """The vLLM column: the version, else what the source says (a folder, live)."""
        if self.vllm:
            return self.vllm
        src = self.source
        return str(src.get("version") or src.get("path") or src.get("kind") or "unknown")

    def count(self, status: str) -> int:
        return sum(1 for f in self.findings if f.status == status)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "consumer": self.consumer,
            "vllm": self.vllm,
            "source": self.source,
            "verdict": self.verdict,
        }
        if self.inherited_from:
            data["inherited_from"] = list(self.inherited_from)
        if self.baseline is not None:
            data["baseline"] = dict(self.baseline)
        data["findings"] = [f.to_json() for f in self.findings]
        return data

    @classmethod
    def from_json(cls, data: object, where: str) -> PairResult:
        if not isinstance(data, dict) or not isinstance(data.get("consumer"), str):
            raise ResultError(f"{where} has no `consumer` string; regenerate it")
        where += f" ({data['consumer']})"
        if data.get("verdict") not in VERDICTS:
            allowed = ", ".join(VERDICTS)
            raise ResultError(f"{where}: verdict {data.get('verdict')!r} is not one of {allowed}")
        findings = data.get("findings", [])
        if not isinstance(findings, list):
            raise ResultError(f"{where}: `findings` is not a list; regenerate it")
        vllm = data.get("vllm")
        source = data.get("source") or {}
        inherited = data.get("inherited_from") or []
        if not isinstance(vllm, str | None) or not isinstance(source, dict):
            raise ResultError(f"{where}: `vllm` or `source` has the wrong type; regenerate it")
        if not isinstance(inherited, list) or not all(isinstance(i, str) for i in inherited):
            raise ResultError(f"{where}: `inherited_from` is not a list of str; regenerate it")
        baseline = data.get("baseline")
        if baseline is not None and not (
            isinstance(baseline, dict)
            and isinstance(baseline.get("version"), str | None)
            and isinstance(baseline.get("why"), str)
        ):
            raise ResultError(f"{where}: `baseline` is not {{version, why}}; regenerate it")
        return cls(
            consumer=data["consumer"],
            vllm=vllm,
            source=source,
            verdict=data["verdict"],
            findings=tuple(finding_from_json(f, where) for f in findings),
            inherited_from=tuple(inherited),
            baseline={"version": baseline["version"], "why": baseline["why"]} if baseline else None,
        )


_TEXT = ("id", "symbol", "detail", "location", "hint")


def finding_from_json(data: object, where: str) -> Finding:
    """A Finding from its JSON form, every field checked (one line naming the first wrong)."""
    if not isinstance(data, dict):
        raise ResultError(f"{where}: a finding is not an object; regenerate it")
    if data.get("status") not in STATUSES:
        got, allowed = data.get("status"), ", ".join(STATUSES)
        raise ResultError(f"{where}: finding status {got!r} is not one of {allowed}")
    if data.get("kind") not in FINDING_KINDS:
        raise ResultError(f"{where}: finding kind {data.get('kind')!r} is unknown; regenerate it")
    for key in _TEXT:
        if not isinstance(data.get(key), str):
            raise ResultError(f"{where}: finding `{key}` is not a string; regenerate it")
    for key in ("evidence", "covered_by", "inherited_from", "parameter", "missing"):
        if not isinstance(data.get(key), str | None):
            raise ResultError(f"{where}: finding `{key}` is not a string or null; regenerate it")
    if data.get("reason") not in (*REASONS, None):  # None: written before reasons existed
        raise ResultError(
            f"{where}: finding reason {data.get('reason')!r} is unknown; regenerate it"
        )
    consequences = data.get("consequences") or []
    if not isinstance(consequences, list) or not all(isinstance(c, str) for c in consequences):
        raise ResultError(f"{where}: finding `consequences` is not a list of str; regenerate it")
    rules = data.get("rules") or []  # absent: written before rules existed
    if not isinstance(rules, list) or not all(r in RULE_IDS for r in rules):
        raise ResultError(
            f"{where}: finding `rules` {rules!r} names an unknown rule; regenerate it"
        )
    return Finding(
        **{k: data[k] for k in (*_TEXT, "kind", "status")},
        evidence=data.get("evidence"),
        covered_by=data.get("covered_by"),
        inherited_from=data.get("inherited_from"),
        consequences=tuple(consequences),
        reason=data.get("reason"),
        parameter=data.get("parameter"),
        missing=data.get("missing"),
        rules=tuple(rules),
    )


def with_patch_state(result: PairResult, patched: bool) -> PairResult:
    """`shimmed` only where the patch is applied (or assumed); otherwise `fixable`."""
    if result.verdict in ("shimmed", "fixable"):
        return replace(result, verdict="shimmed" if patched else "fixable")
    return result


@dataclass(frozen=True)
class UseHistory:
    """One use of one consumer release over every supported vLLM release.

    `broken` lists the ranges (first, last) where it breaks without the patch; `unpatched_only`
    the releases among them the patch fixes. `first_broken` / `last_good` are the first break
    and the release just before it (None when it broke already at the oldest release).
    """

    consumer: str
    use: str
    kind: str
    symbol: str
    location: str
    first_broken: str | None
    last_good: str | None
    broken: tuple[tuple[str, str], ...]
    fixed_by_patch: tuple[tuple[str, str], ...]
    inherited_from: str | None = None


@dataclass(frozen=True)
class ConsumerRanges:
    """A consumer release's compatible vLLM ranges, raw and with the project's patch."""

    consumer: str
    raw: tuple[tuple[str, str], ...]
    patched: tuple[tuple[str, str], ...]
    applicable: bool = True


@dataclass(frozen=True)
class PinAudit:
    """A consumer release's declared vLLM requirement against what the check found."""

    consumer: str
    declared: str | None
    declared_by: str | None
    verdict: Literal[
        "ok", "admits-broken", "excludes-compatible", "undeclared", "no-uses", "unchecked"
    ]
    admits_broken: tuple[tuple[str, str], ...] = ()
    excludes_compatible: tuple[tuple[str, str], ...] = ()
    suggested: str | None = None


@dataclass
class Report:
    """Everything a renderer shows; built once per run (`compat.matrix.build_report`)."""

    results: list[PairResult]
    releases: list[str] = field(default_factory=list)
    history: list[UseHistory] = field(default_factory=list)
    ranges: list[ConsumerRanges] = field(default_factory=list)
    pin_audit: list[PinAudit] = field(default_factory=list)
    gpu_runs: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        return exit_code(self.results)


def exit_code(results: list[PairResult], *, allow_unchecked: bool = False) -> int:
    """1 when a pair breaks, needs the patch or (unless allowed) could not be checked."""
    failing = FAILING - {"unchecked"} if allow_unchecked else FAILING
    return 1 if any(r.verdict in failing for r in results) else 0
