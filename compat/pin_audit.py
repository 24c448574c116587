"""Pin audit: what each consumer release declares about vLLM against what the check found.

The declaration is the release's own `Requires-Dist` on vLLM (extras included: installing
the extra installs it), else that of the consumer release it pins (speculators 0.9.0 →
hs-connectors 0.9.0). The truth is the set of supported releases where the pair is
compatible as published (raw: a patch is not part of what pip installs). A consumer release
with a cell that could not be checked (`unchecked`) gets no suggested range at all.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from packaging.requirements import InvalidRequirement, Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import Version

from compat.history import runs
from compat.results import PairResult, PinAudit
from probes import Usage


def declared(usage: Usage) -> str | None:
    """The vLLM specifier a usage declares ('' for any version), None when it declares none."""
    specs = []
    for line in usage.vllm_requirements or []:
        try:
            specs.append(str(Requirement(line).specifier))
        except InvalidRequirement:
            continue
    return ",".join(s for s in specs if s) if specs else None


def suggest(releases: Sequence[str], good: set[str]) -> str | None:
    """The narrowest specifier admitting exactly the compatible releases (None: no release)."""
    spans = runs(releases, good)
    if not spans:
        return None
    first, last = spans[0][0], spans[-1][1]
    parts = [f">={first}"]
    if last != releases[-1]:
        parts.append(f"<={last}")
    inside = releases[releases.index(first) : releases.index(last) + 1]
    parts += [f"!={v}" for v in inside if v not in good]
    return ",".join(parts)


def audit(
    usage: Usage,
    inherited: list[Usage],
    results: list[PairResult],
    releases: Sequence[str],
) -> PinAudit:
    """One consumer release's audit from its results over every supported release."""
    source, spec = usage.consumer, declared(usage)
    for parent in inherited:
        if spec is None:
            source, spec = parent.consumer, declared(parent)
    mine = {r.column: r for r in results if r.consumer == usage.consumer}
    checked = [v for v in releases if v in mine]
    applicable = any(mine[v].verdict != "not-applicable" for v in checked)
    good = {v for v in checked if mine[v].verdict == "compatible"}
    bad = {v for v in checked if mine[v].verdict in ("broken", "fixable", "shimmed")}
    by = source if spec is not None else None
    audit = functools.partial(PinAudit, consumer=usage.consumer, declared=spec, declared_by=by)
    if not applicable:
        return audit(verdict="no-uses")
    if any(mine[v].verdict == "unchecked" for v in checked):
        # A range is evidence over every release it admits: with a release not checked, any
        # range would be a guess there (and a neighbour release may well be broken).
        return audit(verdict="unchecked")
    suggested = suggest(checked, good) or "no supported release works"
    if spec is None:
        return audit(verdict="undeclared", suggested=suggested)
    allowed = {v for v in checked if Version(v) in SpecifierSet(spec, prereleases=True)}
    admits = tuple(runs(checked, allowed & bad))
    excludes = tuple(runs(checked, good - allowed))
    return audit(
        verdict="admits-broken" if admits else "excludes-compatible" if excludes else "ok",
        admits_broken=admits,
        excludes_compatible=excludes,
        suggested=suggested if admits or excludes else None,
    )
