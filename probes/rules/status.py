"""The build stage: the status a finding is born with, and the rule that gave it.

Moved here from `probes.findings` (`status_of`, `_signature_status`): the first rule of the
build stage (probes/rules/early.py, in its order) that applies decides.
"""

from __future__ import annotations

from typing import Protocol

from probes.usage.version_specs import holds

UNREACHED = "unreached"  # a use whose branch does not run there: dropped (`findings.reached`)

# Where a signature test runs the use, the finding it rules out (kind, reason) cannot happen.
SIGNATURE_TESTED = {
    "signature-has": ("unexpected-keyword", "no-such-parameter"),
    "signature-lacks": ("missing-required-argument", "missing-parameter"),
}
# Findings built `unknown` for a judgement of their own, not for a view that cannot answer.
_UNKNOWN_RULES = {
    "extra-ignored": "pydantic-extra-ignored",
    "never-instantiated": "never-instantiated",
}


class GuardLike(Protocol):
    """What the build rules read of a use's guard (`probes.uses.Guard`)."""

    @property
    def kind(self) -> str: ...
    @property
    def fallback(self) -> bool: ...
    @property
    def condition(self) -> str | None: ...
    @property
    def parameter(self) -> str | None: ...


def build_status(
    kind: str,
    reason: str | None,
    parameter: str | None,
    guard: GuardLike | None,
    version: str | None,
    certain: bool = True,
) -> tuple[str, str]:
    """(status, rule id) of a new finding: `unknown` where the builder says it cannot tell,
    then the signature test, then the guarded rule (`guarded_status`)."""
    if kind == "unknown" or not certain:
        return "unknown", _UNKNOWN_RULES.get(reason or "", "view-cannot-tell")
    if guard is not None and guard.kind in SIGNATURE_TESTED:
        return _signature_status(kind, reason, parameter, guard, version)
    return guarded_status(guard, version)


def guarded_status(guard: GuardLike | None, version: str | None) -> tuple[str, str]:
    """The guarded rule for a finding of a specific kind: a use under a guard with a
    fallback (or only under TYPE_CHECKING) is `guarded`; one the consumer refuses the
    release with is `refused`. Under a version condition the extractor could read, on
    release `version`: a branch that runs is judged as any use; one that does not is
    `unreached`, or `refused` without another path."""
    runs_here = _runs_on(guard, version)
    if runs_here is False:
        assert guard is not None
        return (UNREACHED, "version-branch") if guard.fallback else ("refused", "version-refusal")
    if runs_here is True:
        return "broken", "version-branch"
    if guard is not None and guard.kind == "refusal":
        return "refused", "consumer-refusal"
    if guard is not None and guard.kind == "type-checking":
        return "guarded", "type-checking-only"
    if guard is not None and guard.fallback:
        return "guarded", "guarded-fallback"
    return "broken", "unguarded-break"


def _runs_on(guard: GuardLike | None, version: str | None) -> bool | None:
    """Whether a use under `guard`'s version condition runs on `version` (None: no answer)."""
    if guard is None or guard.condition is None or not version:
        return None
    return holds(guard.condition, version)


def _signature_status(
    kind: str, reason: str | None, parameter: str | None, guard: GuardLike, version: str | None
) -> tuple[str, str]:
    """Under `"p" in signature(f).parameters` a call of f passing `p=` runs only where f has
    a parameter `p`, so "no parameter `p`" means this branch does not run (`unreached`); in
    its else a call leaving `p` out runs only where f has no `p` to miss. Any other finding
    on the call stands as if unguarded: the test says nothing of it."""
    if (kind, reason) == SIGNATURE_TESTED[guard.kind] and parameter == guard.parameter:
        return UNREACHED, "signature-test"
    return guarded_status(None, version)
