"""The build stage: the status a finding is born with, and the rule that gave it.

Moved here from `probes.findings` (`status_of`, `_signature_status`): the first rule of the
build stage (probes/rules/early.py, in its order) that applies decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from probes.usage.version_specs import holds

# A use whose branch does not run on the release judged: dropped at once (`findings.reached`),
# never a status (not the reachability status `unreached`, which is shown).
UNREACHED = "branch-not-run"

# Where a signature test runs the use, the finding it rules out (kind, reason) cannot happen.
SIGNATURE_TESTED = {
    "signature-has": ("unexpected-keyword", "no-such-parameter"),
    "signature-lacks": ("missing-required-argument", "missing-parameter"),
}
# Under `find_spec("vllm.x")`: the branch runs only where the module exists.
MODULE_TESTED = "module-exists"
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
    @property
    def outer(self) -> Sequence[GuardLike]: ...
    @property
    def chain(self) -> Sequence[GuardLike]: ...


def build_status(
    kind: str,
    reason: str | None,
    parameter: str | None,
    guard: GuardLike | None,
    version: str | None,
    certain: bool = True,
    missing: str | None = None,
) -> tuple[str, str]:
    """(status, rule id) of a new finding: `unknown` where the builder says it cannot tell,
    then the signature test and the module-existence test, then the guarded rule."""
    if kind == "unknown" or not certain:
        return "unknown", _UNKNOWN_RULES.get(reason or "", "view-cannot-tell")
    if guard is not None and guard.kind in SIGNATURE_TESTED:
        return _signature_status(kind, reason, parameter, guard, version)
    if guard is not None and guard.kind == MODULE_TESTED:
        return _module_status(kind, missing, guard, version)
    return guarded_status(guard, version)


def _module_status(
    kind: str, missing: str | None, guard: GuardLike, version: str | None
) -> tuple[str, str]:
    """Rule `find-spec-flag`: under `find_spec("vllm.x")` (true, `is not None`, or a flag
    assigned from it) the branch runs only where vllm.x exists, so a finding whose missing
    piece is vllm.x or a package above it (the import, a use of its names) means this branch
    does not run (`unreached`). Any other finding there (a name vllm.x lacks, a module below
    it) stands as if unguarded."""
    tested = guard.parameter or ""
    absent = kind in ("missing-module", "missing-symbol")
    if absent and missing and (tested + ".").startswith(missing + "."):
        return UNREACHED, "find-spec-flag"
    return chain_status(guard.outer, version)


def guarded_status(guard: GuardLike | None, version: str | None) -> tuple[str, str]:
    """The guarded rule for a finding of a specific kind, over every guard the use sits
    under (`Guard.chain`: nested conditions are a conjunction)."""
    return chain_status(guard.chain if guard is not None else (), version)


def chain_status(chain: Sequence[GuardLike], version: str | None) -> tuple[str, str]:
    """The guarded rule on `chain` (outermost first), on release `version`.

    A version condition the extractor could read that is false there means nothing inside
    it runs: `unreached`, or `refused` where the consumer has no other path. Under
    TYPE_CHECKING nothing runs either: `guarded`. Otherwise a failure goes to the nearest
    guard that handles it, as Python's does: a refusal (`refused`), one with a fallback
    (`guarded`); a version branch that runs, or a handler that re-raises, passes it on
    outwards; reaching none, the use is `broken`.
    """
    for guard in chain:
        if _runs_on(guard, version) is False:
            return (
                (UNREACHED, "version-branch") if guard.fallback else ("refused", "version-refusal")
            )
    if any(guard.kind == "type-checking" for guard in chain):
        return "guarded", "type-checking-only"
    held = False
    for guard in reversed(chain):
        if guard.kind in SIGNATURE_TESTED or guard.kind == MODULE_TESTED:
            continue  # it rules out one finding only (`_signature_status`, `_module_status`)
        if _runs_on(guard, version) is True:
            held = True
        elif guard.kind == "refusal":
            return "refused", "consumer-refusal"
        elif guard.fallback:
            return "guarded", "guarded-fallback"
    return ("broken", "version-branch") if held else ("broken", "unguarded-break")


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
    return chain_status(guard.outer, version)
