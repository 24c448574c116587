"""Findings: what the checker concludes about one use against one view of vLLM."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

# The server contract (probes/server): what `vllm serve` and its HTTP API must accept.
ServerFindingKind = Literal[
    "unknown-flag",
    "unregistered-method",
    "unregistered-connector",
    "missing-config-field",
    "missing-request-field",
    "missing-response-field",
    "missing-endpoint",
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

FINDING_KINDS: tuple[str, ...] = FindingKind.__args__  # type: ignore[attr-defined]
SERVER_KINDS: tuple[str, ...] = ServerFindingKind.__args__  # type: ignore[attr-defined]

FindingStatus = Literal["broken", "guarded", "unknown", "shimmed", "refused"]

# A pair's verdict (consumer release × vLLM release). `fixable` is `shimmed` where the patch is
# not applied (decided in compat, which knows where the consumer is installed).
Verdict = Literal["compatible", "shimmed", "fixable", "broken", "not-applicable"]


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

    def to_json(self) -> dict:
        data = {
            "id": self.id,
            "kind": self.kind,
            "status": self.status,
            "symbol": self.symbol,
            "detail": self.detail,
            "evidence": self.evidence,
            "location": self.location,
            "hint": self.hint,
            "covered_by": self.covered_by,
        }
        if self.inherited_from:
            data["inherited_from"] = self.inherited_from
        if self.consequences:
            data["consequences"] = list(self.consequences)
        return data

    def covered(self, shim: str) -> Finding:
        return replace(self, status="shimmed", covered_by=shim)
