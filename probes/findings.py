"""Findings: what the checker concludes about one use against one view of vLLM."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, get_args

from probes.api import LookupReason
from probes.conditions import Condition
from probes.rules import rule
from probes.rules.status import UNREACHED, build_status, guarded_status

# The server contract (probes/server): what `vllm serve` and its HTTP API must accept.
ServerFindingKind = Literal[
    "unknown-flag",
    "unregistered-method",
    "unregistered-connector",
    "missing-config-field",
    "missing-request-field",
    "missing-response-field",
    "missing-endpoint",
    "unserved-route",  # registered, but only under a flag / variable the launch does not set
    "unproduced-response-key",  # a response key no component (or no configured one) fills
    "unlocked-file-read",  # reads a file vLLM writes behind a lock, without the lock
    "unread-env-var",
]

FindingKind = Literal[
    "missing-module",
    "missing-symbol",
    "unexpected-keyword",
    "missing-required-argument",
    "too-many-positional",
    "missing-method",
    "missing-attribute",
    "missing-field",
    "abstract-method-not-implemented",
    "override-signature-mismatch",
    "semantic",
    ServerFindingKind,
    "unknown",
]

FINDING_KINDS: tuple[str, ...] = get_args(FindingKind)  # nested Literals come flattened
SERVER_KINDS: tuple[str, ...] = get_args(ServerFindingKind)

# `pre-existing`: also broken on the baseline release (compat/baseline.py), never a break.
# `unreached`: in consumer code that cannot run on that release (probes/reachability.py), or
# in the consumer's own tests; kept and listed apart, never a break. (A use whose version
# branch *within its file* does not run there is dropped by `reached` instead.)
FindingStatus = Literal[
    "broken", "guarded", "unknown", "shimmed", "refused", "pre-existing", "unreached"
]

# Why a finding is what it is: what decisions (shim coverage, the sdist fallback, witnesses)
# read, never the wording of `detail`. Each builder names one; docs/report-json.md lists them.
Reason = Literal[
    # The release lacks what the use names, or rejects the call.
    "absent",  # a module, name, member, field, flag, route, method or connector
    "missing-parameter",  # a required parameter the call does not give
    "no-such-parameter",  # a keyword no parameter takes (removed or renamed)
    "positional-only",  # a keyword for a positional-only parameter
    "given-twice",  # positionally and by keyword
    "forwarded-twice",  # through `**kwargs` to a callee that is also given it
    "forwarded-rejected",  # through `**kwargs` to a callee that does not take it
    "too-many-positional",
    "not-implemented",  # an abstract method the consumer's class lacks
    "override-rejects-call",  # vLLM's call of a hook does not bind to the override
    "hook-gone",  # vLLM no longer has (or calls) the hook the consumer overrides or replaces
    "behaviour-changed",  # a hazard probe saw the changed behaviour
    "connector-class-gone",  # a registered connector whose class is gone
    "route-gated",  # a route vLLM registers only under a flag or variable not set
    "no-producer",  # a response key no component of the release (or none configured) fills
    "lock-not-taken",  # a file vLLM writes behind `<path>.lock`, read without taking it
    "not-awaitable",  # an awaited vLLM method that is a plain function on this release
    # Why the view cannot tell (`unknown`).
    LookupReason,
    "extra-ignored",  # a pydantic model drops what it does not know
    "never-instantiated",
    "never-runs",  # under a condition this release never makes true
    "unconfirmed-factory",  # the factory's result may be of another class
    "dead-method",  # in a consumer method nothing calls on this release
    "abstract-owner",  # the object is an instance of some subclass
    "consumer-subclass",  # the consumer's own subclass of the owner defines the member
    "own-implementation",  # the consumer's own implementation takes the call
    "other-source",  # the member may come from another base or binding
    "sub-model-only",  # reaches vLLM only as part of a sub-model
    "caller-unknown",  # the base never calls the hook itself
    "caller-dependent",  # runs only when the caller leaves out the argument the call lacks
    "caller-overridable",  # a base outside vLLM may override vLLM's calling method
    "negated-flag",  # a `--no-` flag whose positive form exists
    "connector-class-unknown",
    "model-not-found",  # the release's request/config model could not be read
    "env-not-read",  # a `VLLM_*` variable vLLM does not read
    "not-read-statically",  # a server use the extractor could not read
    "unread-file",  # a consumer file that could not be read or parsed
    "unread-launch-script",  # server uses the snapshot could not read
    "no-server-facts",
    "probe-unanswered",  # the hazard probe did not answer on this view
    # Why a finding is `unreached` (probes/reachability.py): its code cannot run there.
    "not-imported",  # no root of the package (its __init__ chain, entry points …) imports it
    "import-gated",  # imported only under a version condition this release does not meet
    "consumer-test",  # in the consumer's own tests (tests/, test_*.py, conftest.py)
]
REASONS: tuple[str, ...] = get_args(Reason)

# A pair's verdict (consumer release × vLLM release). `fixable` is `shimmed` where the patch is
# not applied (decided in compat, which knows where the consumer is installed).
# `unchecked`: part of what the pair uses could not be checked for lack of a source (a consumer
# file not read, a launch script not found, a module outside the snapshot with no sdist to read
# it from): never `compatible`, and it fails a run like a break unless the user accepts it.
Verdict = Literal["compatible", "shimmed", "fixable", "broken", "unchecked", "not-applicable"]
# The `unknown` reasons that mean "no source to check against", not "the check cannot tell".
UNCHECKED_REASONS: frozenset[str] = frozenset(
    {"unread-file", "unread-launch-script", "no-server-facts", "outside-snapshot"}
)


def unchecked(finding: Finding) -> bool:
    """An `unknown` finding for lack of a source: it makes its pair `unchecked`."""
    return finding.status == "unknown" and finding.reason in UNCHECKED_REASONS


@dataclass(frozen=True)
class Finding:
    """One problem a use meets in one vLLM release.

    `status` is `refused` when the consumer itself refuses that release before the use runs
    (its own version gate or API check raises its own error: not compatible, by design);
    otherwise `broken` unless a guard with a fallback protects the use (`guarded`), the
    view cannot answer (`unknown`, never a break) or a selected shim covers it (`shimmed`,
    with `covered_by` naming it). `inherited_from` names the pinned consumer release the
    finding came from, for consumers that inherit another's uses. `consequences` lists the
    uses (`location symbol`) that break only because this one does: later uses, in the same
    module, of a missing import or of a class deriving from a missing base.

    For decisions, never `detail` (prose, free to reword): `reason` says why, `parameter`
    names the parameter, field or member the finding is about, `missing` the dotted module
    or name the release lacks. `rules` names, in order, the rules that decided its status
    (probes/rules, docs/rules.md). Build one with `make_finding`.
    """

    id: str
    kind: FindingKind
    status: FindingStatus
    symbol: str
    detail: str
    evidence: str | None
    location: str
    hint: str
    covered_by: str | None = None
    inherited_from: str | None = None
    consequences: tuple[str, ...] = ()
    reason: Reason | None = None  # None only in JSON written before reasons existed
    parameter: str | None = None
    missing: str | None = None
    rules: tuple[str, ...] = ()  # () only in JSON written before rules existed

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "status": self.status,
            "symbol": self.symbol,
            "detail": self.detail,
            "evidence": self.evidence,
            "location": self.location,
            "hint": self.hint,
            "covered_by": self.covered_by,
            "reason": self.reason,
            "parameter": self.parameter,
            "missing": self.missing,
            "rules": list(self.rules),
        }
        if self.inherited_from:
            data["inherited_from"] = self.inherited_from
        if self.consequences:
            data["consequences"] = list(self.consequences)
        return data

    def covered(self, shim: str) -> Finding:
        """This finding covered by `shim` (rule `shim-covers`)."""
        return self.decided("shim-covers", status="shimmed", covered_by=shim)

    def unknown(self, reason: Reason, why: str, hint: str | None = None, *, rule: str) -> Finding:
        """This finding made `unknown` by `rule`: `why` (prose) is added to the detail."""
        return self.decided(
            rule,
            kind="unknown",
            status="unknown",
            reason=reason,
            detail=f"{self.detail}{why}",
            hint=self.hint if hint is None else hint,
        )

    def decided(self, rule_id: str, **changes: Any) -> Finding:
        """This finding with `changes` made by the registered rule `rule_id`, which joins
        the rules that decided it."""
        rule(rule_id)
        return replace(self, rules=(*self.rules, rule_id), **changes)


def make_finding(
    kind: FindingKind,
    reason: Reason,
    *,
    id: str,
    symbol: str,
    detail: str,
    hint: str,
    location: str = "",
    evidence: str | None = None,
    parameter: str | None = None,
    missing: str | None = None,
    guards: Sequence[Condition] = (),
    version: str | None = None,
    certain: bool = True,
) -> Finding:
    """The one way to build a finding: its status follows the guarded rule (`status_of`).

    `guards` and `version`: the use's guards (`Use.guards`, outermost first) and the release
    judged. `certain=False` makes a finding of a specific kind `unknown` (the server contract
    keeps its kind there: an ignored field is still a `missing-config-field`). A finding
    whose status is `unreached` (its branch does not run on this release) is dropped by the
    caller.
    """
    status, decided_by = build_status(
        kind, reason, parameter, guards, version, certain, missing=missing
    )
    return Finding(
        id=id,
        kind=kind,
        # `unreached` is no FindingStatus: it lives only until `reached` drops the finding
        status=status,  # type: ignore[arg-type]
        symbol=symbol,
        detail=detail,
        evidence=evidence,
        location=location,
        hint=hint,
        reason=reason,
        parameter=parameter,
        missing=missing,
        rules=(decided_by,),
    )


def reached(findings: Iterable[Finding]) -> list[Finding]:
    """The findings whose branch runs on the release judged (`unreached` ones dropped)."""
    return [f for f in findings if str(f.status) != UNREACHED]


def status_of(kind: str, guards: Sequence[Condition] = (), version: str | None = None) -> str:
    """The guarded rule's status for a finding of `kind` (probes/rules/status.py decides)."""
    if kind == "unknown":
        return "unknown"
    return guarded_status(guards, version)[0]
