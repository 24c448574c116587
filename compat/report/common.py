"""What every format shows, computed once: the grid, cell texts, findings grouped by use."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from compat import gpu_evidence
from compat.history import runs, spans
from compat.results import PairResult, PinAudit, Report, consumer_key, version_key
from probes import UNCHECKED_REASONS, Finding

SYMBOLS = {
    "compatible": "✓",
    "shimmed": "S",
    "fixable": "P",
    "broken": "✗",
    "unchecked": "?",
    "not-applicable": "·",
}
LEGEND = {
    "✓": "compatible",
    "S": "compatible: the patch is applied here (or --assume-patched)",
    "P": "fixable by `spec-compat patch apply`",
    "✗": "broken",
    "?": "unchecked: a source was missing (exit 1 unless --allow-unchecked)",
    "·": "uses nothing of vLLM (not applicable)",
    " ": "not in this run",
    "*": "the consumer's baseline: the release that works today",
}
# Findings listed one by one: these make a pair not compatible (or need the patch), or say
# what could not be checked (`unchecked`: an `unknown` finding for lack of a source).
LISTED = ("broken", "refused", "shimmed", "unchecked")


def listed_status(f: Finding) -> str | None:
    """The status a finding is listed under, or None when it is not listed one by one."""
    if f.status == "unknown" and f.reason in UNCHECKED_REASONS:
        return "unchecked"
    return f.status if f.status in LISTED else None


# Findings shown apart from breaks, never in a verdict: section key → heading.
APART = {
    "unconfirmed": "Not confirmed on the release that works (each consumer's baseline cell: "
    "the engine reports these where the consumer works today)",
    "pre-existing": "Also on your baseline (pre-existing): not what the upgrade breaks; either "
    "the engine cannot confirm it or that code does not run there",
    "unreached": "Unreached: code that cannot run on that release (nothing imports it there)",
    "consumer-test": "In the consumer's tests (judged, never in the verdict)",
}


@dataclass(frozen=True)
class Grid:
    consumers: list[str]
    columns: list[str]
    cells: dict[tuple[str, str], PairResult]

    def get(self, consumer: str, column: str) -> PairResult | None:
        return self.cells.get((consumer, column))


def symbol(result: PairResult) -> str:
    """A cell's mark: the verdict's symbol, `*` after it on the consumer's baseline cell."""
    return SYMBOLS[result.verdict] + ("*" if result.is_baseline else "")


def ordered(results: list[PairResult]) -> list[PairResult]:
    return sorted(results, key=lambda r: (consumer_key(r.consumer), version_key(r.column)))


def grid(report: Report) -> Grid:
    rows = ordered(report.results)
    consumers = list(dict.fromkeys(r.consumer for r in rows))
    columns = sorted({r.column for r in rows}, key=version_key)
    return Grid(consumers, columns, {(r.consumer, r.column): r for r in rows})


def cell_text(result: PairResult) -> str:
    """One cell in words: the verdict, its count, and any other findings by status."""
    counts: Counter[str] = Counter(f.status for f in result.findings)
    verdict = result.verdict
    text: str = "n/a" if verdict == "not-applicable" else verdict
    own = {"broken": "broken", "shimmed": "shimmed", "fixable": "shimmed"}.get(verdict)
    if own:
        inherited = sum(1 for f in result.findings if f.status == own and f.inherited_from)
        text += f" ({counts[own]}" + (f", {inherited} inherited)" if inherited else ")")
    statuses = ("refused", "shimmed", "guarded", "unknown", "pre-existing", "unreached")
    others = [s for s in statuses if counts[s] and s != own]
    mark = [f"baseline ({UNCONFIRMED})"] if result.is_baseline else []
    return " · ".join([text, *mark] + [f"{counts[s]} {s}" for s in others])


UNCONFIRMED = "the release that works"


def apart_section(result: PairResult, f: Finding) -> str | None:
    """Which APART section a finding goes to (None: it is not shown apart)."""
    if f.status == "pre-existing":
        return "unconfirmed" if result.is_baseline else "pre-existing"
    if f.status == "unreached":
        return "consumer-test" if f.reason == "consumer-test" else "unreached"
    return None


def apart_groups(report: Report) -> list[tuple[str, list[UseGroup]]]:
    """(heading, findings by use) for each APART section that has findings."""
    out = []
    for key, heading in APART.items():

        def section(r: PairResult, f: Finding, key: str = key) -> str | None:
            return key if apart_section(r, f) == key else None

        if groups := use_groups(report, section):
            out.append((heading, groups))
    return out


def baseline_rows(report: Report) -> list[list[str]]:
    """(consumers, baseline release, why): which release each consumer was judged against."""
    seen: dict[tuple[str, str], list[str]] = {}
    for r in ordered(report.results):
        if r.baseline is not None:
            key = (str(r.baseline.get("version") or "none"), str(r.baseline.get("why") or ""))
            if r.consumer not in seen.setdefault(key, []):
                seen[key].append(r.consumer)
    return [[short_consumers(tuple(c)), v, why] for (v, why), c in seen.items()]


@dataclass(frozen=True)
class UseGroup:
    """One use (finding id) with the consumer releases and vLLM ranges it holds for."""

    finding: Finding  # as seen at the newest release
    status: str
    where: tuple[tuple[tuple[str, ...], str], ...]  # (consumers, vLLM ranges)


def _listed(result: PairResult, f: Finding) -> str | None:
    return listed_status(f)


def use_groups(
    report: Report, section: Callable[[PairResult, Finding], str | None] = _listed
) -> list[UseGroup]:
    """Listed findings grouped by (use, kind, status); consumers with equal ranges merged.
    `section` picks the findings (and the group's `status`): by default those in LISTED."""
    releases = report.releases or grid(report).columns
    seen: dict[tuple[Any, ...], dict[str, set[str]]] = {}
    newest: dict[tuple[Any, ...], tuple[Any, ...]] = {}
    for result in report.results:
        for f in result.findings:
            status = section(result, f)
            if status is None:
                continue
            key = (f.id, f.kind, status)
            seen.setdefault(key, {}).setdefault(result.consumer, set()).add(result.column)
            if key not in newest or version_key(result.column) > newest[key][0]:
                newest[key] = (version_key(result.column), f)
    out = []
    for key, per_consumer in seen.items():
        merged: dict[str, list[str]] = {}
        for consumer in sorted(per_consumer, key=consumer_key):
            text = spans(runs(releases, per_consumer[consumer]))
            merged.setdefault(text, []).append(consumer)
        where = tuple((tuple(c), text) for text, c in merged.items())
        out.append(UseGroup(newest[key][1], key[2], where))
    rank = {s: i for i, s in enumerate(LISTED)}
    return sorted(out, key=lambda g: (rank.get(g.status, 9), g.finding.symbol, g.finding.id))


@dataclass(frozen=True)
class UnknownGroup:
    """Cells with the same count of uses that could not be judged, by reason code."""

    consumers: tuple[str, ...]
    ranges: str  # the vLLM releases, as spans
    count: int
    reasons: tuple[tuple[str, int], ...]  # (reason code, uses), most frequent first

    @property
    def text(self) -> str:
        codes = ", ".join(f"{code} ×{n}" for code, n in self.reasons)
        return f"{self.count} use{'s' * (self.count != 1)} could not be judged ({codes})"


def unknown_groups(report: Report) -> list[UnknownGroup]:
    """Per cell, the `unknown` findings counted by reason; cells alike merged into ranges."""
    releases = report.releases or grid(report).columns
    cells: dict[tuple[tuple[str, int], ...], dict[str, set[str]]] = {}
    for result in report.results:
        tally = Counter(f.reason or "no-reason" for f in result.findings if f.status == "unknown")
        if tally:
            key = tuple(sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])))
            cells.setdefault(key, {}).setdefault(result.consumer, set()).add(result.column)
    out = []
    for reasons, per_consumer in cells.items():
        merged: dict[str, list[str]] = {}
        for consumer in sorted(per_consumer, key=consumer_key):
            merged.setdefault(spans(runs(releases, per_consumer[consumer])), []).append(consumer)
        total = sum(n for _, n in reasons)
        out += [UnknownGroup(tuple(c), text, total, reasons) for text, c in merged.items()]
    return sorted(out, key=lambda g: (consumer_key(g.consumers[0]), -g.count))


def short_consumers(consumers: tuple[str, ...]) -> str:
    """`speculators 0.3.0, 0.4.0; hs-connectors 0.9.0`."""
    names: dict[str, list[str]] = {}
    for consumer in consumers:
        name, _, version = consumer.partition("==")
        names.setdefault(name, []).append(version or "?")
    return "; ".join(f"{n} {', '.join(v)}" for n, v in names.items())


def counts(report: Report) -> Counter[str]:
    return Counter(r.verdict for r in report.results)


def source_rows(report: Report) -> list[list[str]]:
    """Where each vLLM column was read from."""
    rows: dict[str, list[str]] = {}
    for result in report.results:
        src = result.source
        where = src.get("file") or src.get("path") or ""
        rows.setdefault(
            result.column,
            [result.column, str(src.get("kind") or ""), str(where), str(src.get("sha256") or "")],
        )
    return [rows[k] for k in sorted(rows, key=version_key)]


GPU_CELL_COLUMNS = ("consumer", "vLLM", "GPU tests", "tests")


GpuCells = dict[tuple[str, str], list[dict[str, Any]]]


def gpu_cells(report: Report) -> GpuCells:
    """The GPU tests on each (consumer release, vLLM release) pair the report holds."""
    pairs = {(r.consumer, r.column) for r in report.results}
    return {k: v for k, v in gpu_evidence.cells(report.gpu_runs).items() if k in pairs}


def gpu_cell_rows(cells: GpuCells) -> list[list[str]]:
    """One row per covered cell: what its GPU tests came to and which tests they were."""
    rows = []
    for (consumer, column), tests in sorted(
        cells.items(), key=lambda kv: (consumer_key(kv[0][0]), version_key(kv[0][1]))
    ):
        names = dict.fromkeys(t["id"].rsplit("::", 1)[-1] for t in tests)
        rows.append([consumer, column, gpu_evidence.cell_summary(tests), ", ".join(names)])
    return rows


# Table rows every format shows the same way: each renderer only escapes and lays them out.
HISTORY_COLUMNS = ("consumer", "use", "symbol", "kind", "last good", "first broken", "broken in")
RANGE_COLUMNS = ("consumer", "compatible", "with the patch")
# `rules`: the ids of the rules that decided the status (docs/rules.md).
USE_COLUMNS = (
    "status",
    "kind",
    "symbol",
    "consumers: vLLM releases",
    "detail",
    "fix",
    "at",
    "rules",
)
USE_COLUMNS_HTML = ("status", "kind", "symbol", "holds for", "detail", "fix", "at", "rules")
SOURCE_COLUMNS = ("vllm", "kind", "file", "sha256")
GPU_COLUMNS = ("test", "outcome", "evidence")


def use_row(group: UseGroup) -> list[str]:
    """One broken use: status, kind, symbol, where it holds, detail, fix, location, rule ids."""
    f = group.finding
    where = "; ".join(f"{short_consumers(c)}: {r}" for c, r in group.where)
    status = "fixable by the patch" if group.status == "shimmed" else group.status
    at = f.location + (f" (vLLM {f.evidence})" if f.evidence else "")
    return [status, f.kind, f.symbol, where, f.detail, f.hint, at, ", ".join(f.rules)]


def history_rows(report: Report, shown: set[str]) -> list[list[str]]:
    """Each use's history over the releases, for the consumer releases `shown`."""
    return [
        [
            h.consumer,
            h.use,
            h.symbol,
            h.kind,
            h.last_good or "none",
            h.first_broken or "",
            spans(h.broken),
        ]
        for h in report.history
        if h.consumer in shown
    ]


def range_rows(report: Report) -> list[list[str]]:
    """Each consumer release using vLLM: the releases it works with, raw and patched."""
    return [[c.consumer, spans(c.raw), spans(c.patched)] for c in report.ranges if c.applicable]


def label(text: str, size: int) -> str:
    """A consumer release as `name version`, cut to `size` characters."""
    text = text.replace("==", " ")
    return text if len(text) <= size else text[: size - 1] + "…"


def pin_line(p: PinAudit) -> str:
    """One consumer release's declared vLLM requirement against what the matrix found."""
    declared = p.declared or "nothing"
    if p.declared_by and p.declared_by != p.consumer:
        declared += f" (through {p.declared_by})"
    text = f"{label(p.consumer, 99)}: declares {declared} → {p.verdict}"
    if p.verdict == "unchecked":
        text += " (some releases could not be checked: no range suggested)"
    if p.admits_broken:
        text += f"; admits broken {spans(p.admits_broken)}"
    if p.excludes_compatible:
        text += f"; excludes compatible {spans(p.excludes_compatible)}"
    if p.suggested:
        text += f"; right: {p.suggested}"
    return text
