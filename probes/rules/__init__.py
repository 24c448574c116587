"""The checker's rules: one ordered registry, each rule with an id every finding it decides
carries (`Finding.rules`), documented in docs/rules.md (generated: `python -m probes.rules.doc`).

`RULES` is the order the checker applies them: reading, build, demote, post (see
probes/rules/registry.py). A post-pass over findings (shim coverage; a baseline or a
reachability pass) records the rule that decided a finding's status with `Finding.decided`.
"""

from __future__ import annotations

from probes.rules.early import BUILD, READING
from probes.rules.late import DEMOTE, POST
from probes.rules.registry import ANY_KIND, RULES_DOC, STAGES, Example, Rule, Stage, rule_url
from probes.rules.server_reading import SERVER_READING

RULES: tuple[Rule, ...] = (*READING, *SERVER_READING, *BUILD, *DEMOTE, *POST)
RULE_IDS: tuple[str, ...] = tuple(r.id for r in RULES)
_BY_ID = {r.id: r for r in RULES}


def rule(rule_id: str) -> Rule:
    """The registered rule `rule_id` (KeyError naming the known ones: an id is never typed
    freely into a finding)."""
    try:
        return _BY_ID[rule_id]
    except KeyError:
        raise KeyError(f"no rule {rule_id!r}; known: {', '.join(RULE_IDS)}") from None


__all__ = [
    "ANY_KIND",
    "RULES",
    "RULES_DOC",
    "RULE_IDS",
    "STAGES",
    "Example",
    "Rule",
    "Stage",
    "rule",
    "rule_url",
]
