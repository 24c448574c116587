"""Baseline-relative verdicts: what breaks if a consumer moves from the release that works today.

The question a user asks before an upgrade is "what breaks if I move from the vLLM I run
now?". What the engine cannot see the same way on both sides cancels out: a finding that is
also broken on the baseline release (the same stable id) is `pre-existing` — either the engine
cannot confirm it, or that code does not run there — never a break. Verdicts and exit codes
count only breaks new against the baseline. This is a layer over results: the checker and its
statuses are not touched; `pre_existing` is the one status decision, a rule of its own.

Which baseline (drift): `--baseline VERSION|installed|none`; by default the vLLM installed
where the consumer is installed, else the release it declares (its exact pin, or the newest
supported release a bounded specifier admits), else none (absolute verdicts). The report's
matrix picks one per consumer release (`report_baseline`). Every result says which and why.
"""

from __future__ import annotations

import importlib.metadata as md
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from compat.errors import ArgumentError
from compat.pin_audit import declared
from compat.results import PairResult, with_patch_state
from probes import Finding, Usage, split_spec, verdict

# What `pre-existing` means, in the words every format shows beside those findings.
PRE_EXISTING_TEXT = (
    "also on your baseline: not what the upgrade breaks; either the engine cannot confirm it "
    "or that code does not run there"
)
UNCONFIRMED_TEXT = "not confirmed on the release that works"
# Statuses that make a finding count as broken on a release (without the patch).
_BROKEN_THERE = frozenset({"broken", "shimmed"})
_UPPER_BOUNDED = frozenset({"<", "<=", "==", "~=", "==="})


@dataclass(frozen=True)
class Baseline:
    """The release a consumer's verdicts are judged against (None: absolute verdicts)."""

    version: str | None
    why: str

    def to_json(self) -> dict[str, str | None]:
        return {"version": self.version, "why": self.why}


def pre_existing(finding: Finding, broken_on_baseline: frozenset[str]) -> Finding:
    """Rule `pre-existing-on-baseline`: a finding that breaks the pair (`broken`, or `shimmed`
    — broken until the patch is applied) whose stable id is also broken on the baseline
    release is `pre-existing`: the upgrade does not break it, the engine saw it on the release
    that works today too. Any other finding keeps its status."""
    if finding.status in _BROKEN_THERE and finding.id in broken_on_baseline:
        return finding.decided("pre-existing-on-baseline", status="pre-existing")
    return finding


def relative(
    result: PairResult, base: PairResult | None, baseline: Baseline, *, patched: bool
) -> PairResult:
    """`result` judged against `base` (the same consumer on the baseline release): findings
    also broken there become `pre-existing`, and the verdict counts only the rest."""
    if base is None or baseline.version is None:
        return replace(result, baseline=baseline.to_json())
    ids = frozenset(f.id for f in base.findings if f.status in _BROKEN_THERE)
    findings = tuple(pre_existing(f, ids) for f in result.findings)
    has_uses = result.verdict != "not-applicable"
    judged = replace(
        result, findings=findings, verdict=verdict(findings, has_uses), baseline=baseline.to_json()
    )
    return with_patch_state(judged, patched)


# --- which baseline -----------------------------------------------------------------------


def parse_choice(text: str | None) -> str | None:
    """`--baseline`: `installed`, `none`, a version (checked here), or None (the default)."""
    if text is None or text in ("installed", "none"):
        return text
    try:
        Version(text)
    except InvalidVersion:
        raise ArgumentError(
            f"--baseline {text[:80]!r} is not a version, `installed` or `none`"
        ) from None
    return text


def installed_vllm() -> str | None:
    """The version of vLLM installed in this Python environment, if any."""
    try:
        return md.version("vllm")
    except md.PackageNotFoundError:
        return None


def installed_here(usage: Usage) -> bool:
    """Whether the consumer is installed (or checked out) in this Python environment: an
    installed distribution or a folder, or a `name==version` release installed here."""
    if usage.source.get("kind") in ("installed", "folder"):
        return True
    pinned = split_spec(usage.consumer) if "==" in usage.consumer else None
    if pinned is None:
        return False
    try:
        return md.version(pinned[0]) == pinned[1]
    except md.PackageNotFoundError:
        return False


def declared_release(
    usage: Usage, inherited: Sequence[Usage], supported: Sequence[str]
) -> Baseline | None:
    """The release a consumer declares: its exact pin, or the newest of `supported` that a
    specifier with an upper bound admits (its own `Requires-Dist`, else a pinned consumer's).
    A specifier open upwards (`vllm>=0.8`) names no release that works today: None."""
    source, spec = usage.consumer, declared(usage)
    for parent in inherited:
        if spec is None:
            source, spec = parent.consumer, declared(parent)
    if not spec:
        return None
    try:
        specs = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    through = "" if source == usage.consumer else f" (through {source})"
    exact = [s for s in specs if s.operator in ("==", "===") and "*" not in s.version]
    if len(specs) == 1 and exact:
        return Baseline(exact[0].version, f"it pins vllm{spec}{through}")
    if not any(s.operator in _UPPER_BOUNDED for s in specs):
        return None
    admitted = [v for v in supported if _admits(specs, v)]
    if not admitted:
        return None
    newest = max(admitted, key=Version)
    why = f"the newest release its requirement vllm{spec}{through} admits"
    return Baseline(newest, why)


def _admits(specs: SpecifierSet, version: str) -> bool:
    try:
        return Version(version) in specs
    except InvalidVersion:
        return False


def drift_baseline(
    choice: str | None,
    usage: Usage,
    inherited: Sequence[Usage],
    supported: Sequence[str],
    *,
    installed: Callable[[], str | None] = installed_vllm,
) -> Baseline:
    """The baseline of one consumer in `spec-compat drift` (see the module docstring)."""
    if choice == "none":
        return Baseline(None, "--baseline none: absolute verdicts")
    if choice == "installed":
        version = installed()
        if version is None:
            raise ArgumentError(
                "--baseline installed: no vLLM is installed in this Python environment; "
                "install it, or give --baseline VERSION or --baseline none"
            )
        return Baseline(version, f"--baseline installed: vLLM {version} is installed here")
    if choice is not None:
        return Baseline(choice, f"--baseline {choice}")
    version = installed() if installed_here(usage) else None
    if version is not None:
        where = "installed where the consumer is (this Python environment)"
        return Baseline(version, f"vLLM {version} is {where}")
    found = declared_release(usage, inherited, supported)
    if found is not None:
        return found
    return Baseline(
        None,
        "no vLLM is installed with it and it declares no bounded vLLM requirement: "
        "absolute verdicts",
    )


def report_baseline(
    usage: Usage,
    inherited: Sequence[Usage],
    supported: Sequence[str],
    *,
    proven: Iterable[str] = (),
    published: str | None = None,
    vllm_dates: Mapping[str, str] | None = None,
) -> Baseline:
    """A consumer release's baseline in the matrix: the newest supported release its own pin
    admits; else the newest release where the GPU suite proved it (`proven`); else, where it
    declares nothing bounded, the newest supported vLLM published before it; else none."""
    found = declared_release(usage, inherited, supported)
    if found is not None and found.version in supported:
        return found
    gpu = [v for v in proven if v in supported]
    if gpu:
        newest = max(gpu, key=Version)
        return Baseline(newest, f"the GPU suite passed it on vLLM {newest}")
    before = [v for v in supported if published and (vllm_dates or {}).get(v, "~") < published]
    if before:
        newest = max(before, key=Version)
        when = (vllm_dates or {})[newest][:10]
        return Baseline(
            newest,
            f"it declares no bounded vLLM requirement; vLLM {newest} ({when}) is the newest "
            f"published before it ({(published or '')[:10]})",
        )
    return Baseline(None, "no release to judge it against: absolute verdicts")


# --- applying it to a run -----------------------------------------------------------------

Consumers = Sequence[tuple[Usage, list[Usage]]]
BaseResults = Callable[[str, Consumers], tuple[list[PairResult], list[str]]]


def judged(
    results: Sequence[PairResult],
    consumers: Consumers,
    baselines: Mapping[str, Baseline],
    base_results: BaseResults,
    patched: Callable[[str], bool],
) -> tuple[list[PairResult], list[str]]:
    """Every result judged against its consumer's baseline, and the notes to show.

    The baseline's own results are taken from `results` where that release was checked,
    else from `base_results(version, consumers)` (which may fail: then that consumer keeps
    absolute verdicts, and a note and its `baseline.why` say so)."""
    chosen = dict(baselines)
    have = {(r.consumer, r.vllm): r for r in results if r.vllm}
    notes: list[str] = []
    wanted: dict[str, list[tuple[Usage, list[Usage]]]] = {}
    for usage, inherited in consumers:
        version = chosen[usage.consumer].version
        if version is not None and (usage.consumer, version) not in have:
            wanted.setdefault(version, []).append((usage, inherited))
    for version, group in wanted.items():
        found, problems = base_results(version, group)
        have.update({(r.consumer, version): r for r in found})
        notes += problems
        for usage, _ in group:
            if (usage.consumer, version) not in have:
                chosen[usage.consumer] = Baseline(
                    None,
                    f"vLLM {version} ({chosen[usage.consumer].why}) could not be checked: "
                    "absolute verdicts",
                )
    out = []
    for r in results:
        baseline = chosen.get(r.consumer, Baseline(None, "no baseline chosen: absolute verdicts"))
        base = have.get((r.consumer, baseline.version)) if baseline.version else None
        out.append(relative(r, base, baseline, patched=patched(r.consumer)))
    return out, notes


def on_release(
    *, offline: bool, cover: Callable[..., Finding] | None, patched: Callable[[str], bool]
) -> BaseResults:
    """`base_results` for drift: the consumers checked on the baseline release's view (the
    same kind of view as any release: a committed snapshot or the sdist), as drift checks."""
    from compat.drift import run_drift
    from probes import ReleaseError, SnapshotError, release_view

    def check(version: str, group: Consumers) -> tuple[list[PairResult], list[str]]:
        try:
            view = release_view(version, offline=offline)
        except (ReleaseError, SnapshotError) as exc:
            return [], [f"the baseline vLLM {version} could not be read ({exc})"]
        run = run_drift(list(group), [view], offline=offline, cover=cover, patched=patched)
        return run.results, run.notes

    return check


def gpu_proven(gpu_runs: Sequence[dict[str, object]]) -> dict[str, list[str]]:
    """consumer release -> the vLLM releases where the newest result of each of its GPU
    tests (`gpu_evidence.current`) passed or xfailed, at least one passing: a failure fixed
    on a later clean commit no longer holds the cell back, a failure not fixed does."""
    from compat import gpu_evidence

    proven: dict[str, list[str]] = {}
    for (consumer, vllm), tests in gpu_evidence.cells(list(gpu_runs)).items():
        outcomes = {t["outcome"] for t in gpu_evidence.current(tests)[0]}
        if "passed" in outcomes and outcomes <= {"passed", "skipped", "xfailed"}:
            proven.setdefault(consumer, []).append(vllm)
    return proven


def matrix_baselines(
    consumers: Consumers,
    supported: Sequence[str],
    *,
    gpu_runs: Sequence[dict[str, object]] = (),
    offline: bool,
) -> dict[str, Baseline]:
    """Each consumer release's baseline in the report's matrix (`report_baseline`), with the
    publication dates the package index gives (none offline without a cached index)."""

    dates: dict[str, dict[str, str]] = {}
    proven = gpu_proven(gpu_runs)
    out = {}
    for usage, inherited in consumers:
        pinned = split_spec(usage.consumer) if "==" in usage.consumer else None
        published = _dates(pinned[0], dates, offline).get(pinned[1]) if pinned else None
        out[usage.consumer] = report_baseline(
            usage,
            inherited,
            supported,
            proven=proven.get(usage.consumer, ()),
            published=published,
            vllm_dates=_dates("vllm", dates, offline),
        )
    return out


def _dates(project: str, memo: dict[str, dict[str, str]], offline: bool) -> dict[str, str]:
    from probes import ReleaseError, upload_dates

    if project not in memo:
        try:
            memo[project] = upload_dates(project, offline=offline)
        except ReleaseError:
            memo[project] = {}
    return memo[project]
