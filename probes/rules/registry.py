"""The rule model: what a rule is, and the ordered registry that names every one.

A rule is data with a name (cargo-semver-checks' lints, griffe's `BreakageKind`): a kebab-case
id that findings carry (`Finding.rules`), a one-line summary, the finding kinds it can produce
or demote, the reason code it gives (`probes.findings.Reason`; None where the finding keeps
the reason its builder gave) and an example pair (a tiny vLLM and a consumer, with the
findings the checker gives). `docs/rules.md` is generated from this registry.

Stages, in the order the checker applies them:
- `reading`: how the consumer's code is read (bindings, aliases, guards, module patches); it
  decides which uses exist and under which guard, so its effect shows through a status rule.
- `build`: the status a finding is born with (`make_finding`): the first that applies wins.
- `demote`: the checker's chain over one use's findings (`probes.rules.demotions`), in order.
- `post`: passes over a pair's findings after the check (shim coverage in `compat`); a pass
  records itself with `decided`.

This module imports nothing of the checker: the implementations import it, never the reverse.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

Stage = Literal["reading", "build", "demote", "post"]
STAGES: tuple[Stage, ...] = ("reading", "build", "demote", "post")
ANY_KIND = "*"  # a rule that can apply to a finding of any kind


@dataclass(frozen=True)
class Example:
    """A tiny vLLM (`vllm`: path -> source) and a consumer module (`consumer`), checked as
    vLLM `version`: the checker gives exactly `expected` (`(kind, status)` pairs), each
    finding carrying the rule's id unless the rule drops it. A `post` rule's example is
    prose (`vllm` empty): what it needs (a shim manifest, a baseline) is no tiny tree."""

    consumer: str
    expected: frozenset[tuple[str, str]]
    vllm: Mapping[str, str] = field(default_factory=dict)
    version: str = "0.1.0"


@dataclass(frozen=True)
class Rule:
    """One rule: see the module docstring for what each field is for."""

    id: str
    stage: Stage
    summary: str
    kinds: tuple[str, ...]
    reason: str | None
    example: Example

    @property
    def anchor(self) -> str:
        """The rule's anchor in docs/rules.md (its id: kebab-case is already one)."""
        return self.id


RULES_DOC = "docs/rules.md"


def rule_url(rule_id: str) -> str:
    """Where a rule is documented, relative to the repository root."""
    return f"{RULES_DOC}#{rule_id}"
