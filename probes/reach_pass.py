"""The one post-pass of reachability over findings: code that cannot run is never a break.

Applied to each usage's findings on one release, after the checker (compat/drift.py). Each
status decision is a small rule with an id (the docstring's first words), so a rule registry
can take them as they are: `consumer-test`, `not-imported`, `import-gated`. A finding a rule
takes becomes `unreached`; its `kind` stays, its `reason` says why, and its `detail` ends with
the reason in words (and, for a test, the status it was judged to have).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from probes.conditions.versions import holds
from probes.findings import Finding, Reason
from probes.reachability import Reach, is_test_file

Rule = Callable[[Finding, Reach, str | None], Finding | None]


def _unreached(f: Finding, reason: Reason, why: str) -> Finding:
    """`f` made `unreached` by the registered rule whose id is its reason code."""
    return f.decided(reason, status="unreached", reason=reason, detail=f"{f.detail} ({why})")


def in_consumer_tests(f: Finding, reach: Reach, version: str | None) -> Finding | None:
    """Rule `consumer-test`: a finding in the consumer's own tests (tests/, test_*.py,
    conftest.py shipped in the package) is judged and shown as such, never in the verdict."""
    if reach.status != "test":
        return None
    return _unreached(f, "consumer-test", f"in the consumer's tests; judged {f.status} there")


def not_imported(f: Finding, reach: Reach, version: str | None) -> Finding | None:
    """Rule `not-imported`: a finding in a module no root of the package imports (its
    `__init__` chain, entry points, modules named in strings) never runs."""
    if reach.status != "unreached":
        return None
    return _unreached(f, "not-imported", f"unreached: {reach.why}")


def import_gated(f: Finding, reach: Reach, version: str | None) -> Finding | None:
    """Rule `import-gated`: a finding in a module imported only under a version condition
    (written in another file) runs only on the releases that meet it."""
    if reach.status != "gated" or reach.condition is None or not version:
        return None
    if holds(reach.condition, version) is not False:
        return None
    if reach.refuses and reach.rule is not None:  # the plugin's entry refuses the release
        why = f"refused on vLLM {version} by the plugin's own version check: {reach.why}"
        return f.decided(reach.rule, status="refused", detail=f"{f.detail} ({why})")
    if reach.rule is not None:  # the gate was read across modules (`entry-version-gate`)
        f = f.decided(reach.rule)
    return _unreached(f, "import-gated", f"unreached on vLLM {version}: {reach.why}")


RULES: tuple[Rule, ...] = (in_consumer_tests, not_imported, import_gated)


def apply_reach(
    findings: Iterable[Finding], reach: Mapping[str, Mapping[str, str]], version: str | None
) -> list[Finding]:
    """Each finding judged by where it sits (`reach`: a usage's `Usage.reach`, file → the
    JSON of its Reach): the first rule that takes it decides."""
    known = {rel: Reach.from_json(data) for rel, data in reach.items()}
    out = []
    for f in findings:
        for where in _around(known, f.location):
            if f.status == "unreached":
                break
            f = next((g for rule in RULES if (g := rule(f, where, version)) is not None), f)
        out.append(f)
    return out


def _test_file(file: str) -> Reach | None:
    """Rule `consumer-test` where the usage keeps no entry for the file (it has no Python
    use of vLLM: a server flag, config key or connector name in a test's dict): a test by
    its path all the same."""
    return Reach("test", "in the consumer's tests") if file and is_test_file(file) else None


def _around(known: Mapping[str, Reach], location: str) -> list[Reach]:
    """What holds where a finding sits: its file's entry, then those of the definitions
    (`file:first-last`, a version range as data) whose lines hold it."""
    file, _, line = location.rpartition(":")
    if not line.isdigit():
        file = location
    out = [r for r in (known.get(file) or _test_file(file),) if r is not None]
    if not line.isdigit():
        return out
    for key, r in known.items():
        head, _, span = key.rpartition(":")
        first, _, last = span.partition("-")
        numeric = first.isdigit() and last.isdigit()
        if head == file and numeric and int(first) <= int(line) <= int(last):
            out.append(r)
    return out
