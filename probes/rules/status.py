"""The build stage: the status a finding is born with, and the rule that gave it.

Moved here from `probes.findings` (`status_of`, `_signature_status`): the first rule of the
build stage (probes/rules/early.py, in its order) that applies decides.
"""

from __future__ import annotations

from collections.abc import Sequence

from probes.conditions import Condition, Exists, Parameter, Refuses, TypeChecking
from probes.conditions.versions import holds

# A use whose branch does not run on the release judged: dropped at once (`findings.reached`),
# never a status (not the reachability status `unreached`, which is shown).
UNREACHED = "branch-not-run"

# Where a signature test runs the use, the finding it rules out (kind, reason) cannot happen:
# under `Parameter(f, p)` (f has p) a call passing `p=` cannot meet "no such parameter", and
# under its negation a call leaving `p` out cannot miss it.
SIGNATURE_TESTED = {
    False: ("unexpected-keyword", "no-such-parameter"),
    True: ("missing-required-argument", "missing-parameter"),
}
# Findings built `unknown` for a judgement of their own, not for a view that cannot answer.
_UNKNOWN_RULES = {
    "extra-ignored": "pydantic-extra-ignored",
    "never-instantiated": "never-instantiated",
}


def build_status(
    kind: str,
    reason: str | None,
    parameter: str | None,
    chain: Sequence[Condition],
    version: str | None,
    certain: bool = True,
    missing: str | None = None,
) -> tuple[str, str]:
    """(status, rule id) of a new finding under the guards `chain` (outermost first):
    `unknown` where the builder says it cannot tell, then a module-existence test around it,
    then the nearest guard's signature test, then the guarded rule (`chain_status`)."""
    if kind == "unknown" or not certain:
        return "unknown", _UNKNOWN_RULES.get(reason or "", "view-cannot-tell")
    if _module_tested(kind, missing, chain):
        return UNREACHED, "find-spec-flag"
    if chain and isinstance(chain[-1].atom, Parameter):
        return _signature_status(kind, reason, parameter, chain, version)
    return chain_status(chain, version)


def _module_tested(kind: str, missing: str | None, chain: Sequence[Condition]) -> bool:
    """Rule `find-spec-flag`: under `Exists("vllm.x")` (`find_spec("vllm.x")` true, `is not
    None`, or a flag assigned from it) the branch runs only where vllm.x exists, so a finding
    whose missing piece is vllm.x or a package above it (the import, a use of its names)
    means this branch does not run. Any other finding there (a name vllm.x lacks, a module
    below it) stands as if unguarded (`chain_status` skips the fact)."""
    if kind not in ("missing-module", "missing-symbol") or not missing:
        return False
    tested = [c.atom.module for c in chain if isinstance(c.atom, Exists) and not c.negated]
    return any((module + ".").startswith(missing + ".") for module in tested)


def guarded_status(chain: Sequence[Condition], version: str | None) -> tuple[str, str]:
    """The guarded rule for a finding of a specific kind, over every guard the use sits
    under (nested conditions are a conjunction)."""
    return chain_status(chain, version)


def chain_status(chain: Sequence[Condition], version: str | None) -> tuple[str, str]:
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
    if any(isinstance(guard.atom, TypeChecking) for guard in chain):
        return "guarded", "type-checking-only"
    held = False
    for guard in reversed(chain):
        if isinstance(guard.atom, Parameter | Exists):
            continue  # it rules out one finding only (`_signature_status`, `_module_tested`)
        if _runs_on(guard, version) is True:
            held = True
        elif isinstance(guard.atom, Refuses):
            return "refused", "consumer-refusal"
        elif guard.fallback:
            return "guarded", "guarded-fallback"
    return ("broken", "version-branch") if held else ("broken", "unguarded-break")


def _runs_on(guard: Condition, version: str | None) -> bool | None:
    """Whether a use under `guard`'s version condition runs on `version` (None: no answer)."""
    if guard.spec is None or not version:
        return None
    return holds(guard.spec, version)


def _signature_status(
    kind: str,
    reason: str | None,
    parameter: str | None,
    chain: Sequence[Condition],
    version: str | None,
) -> tuple[str, str]:
    """Under `"p" in signature(f).parameters` a call of f passing `p=` runs only where f has
    a parameter `p`, so "no parameter `p`" means this branch does not run (`unreached`); in
    its else a call leaving `p` out runs only where f has no `p` to miss. Any other finding
    on the call stands as if unguarded: the test says nothing of it."""
    test = chain[-1]
    assert isinstance(test.atom, Parameter)
    if (kind, reason) == SIGNATURE_TESTED[test.negated] and parameter == test.atom.parameter:
        return UNREACHED, "signature-test"
    return chain_status(chain[:-1], version)
