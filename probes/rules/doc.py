"""docs/rules.md, generated from the registry: `python -m probes.rules.doc > docs/rules.md`.

tests/test_rules_registry.py fails when the committed page differs from what this writes.
"""

from __future__ import annotations

import sys

from probes.rules import RULES, STAGES
from probes.rules.registry import ANY_KIND, Rule

HEADER = """# The checker's rules

Generated from the registry (`probes/rules`) by `python -m probes.rules.doc > docs/rules.md`;
a test keeps it current. Each finding names, in its `rules` field (JSON, the Markdown report,
the HTML drill-down), the rules below that decided its status, in the order they applied.

**Adding a rule** touches four files, each one hop away:
1. the registry entry: `probes/rules/early.py` (stages `reading`, `build`; the fallback
   rules of `reading` in `probes/rules/fallbacks.py`) or
   `probes/rules/late.py` (`demote`, `post`), at the place in its stage's list where it
   applies: id, summary, kinds, reason code, example pair;
2. its implementation, recording its id on the findings it decides: a build rule in
   `probes/rules/status.py`, a demotion step in `probes/rules/demotions.py` (`DEMOTIONS`),
   a post-pass anywhere after the check calling `finding.decided("<id>", status=...)`,
   a reading rule where the consumer is read (`probes/usage/`);
3. `tests/rules/test_<id>.py`: table rows both ways (`tests/checktable.py`), CPython as the
   oracle where there is one, a live witness on the installed vLLM;
4. this page, regenerated.

Stages, in order: `reading` (how the consumer's code is read: it decides which uses exist
and under which guard), `build` (the status a finding is born with: the first that applies),
`demote` (the checker's chain over one use's findings), `post` (passes over a pair's findings).
"""


def _kinds(rule: Rule) -> str:
    return "any" if rule.kinds == (ANY_KIND,) else ", ".join(f"`{k}`" for k in rule.kinds)


def _example(rule: Rule) -> list[str]:
    ex = rule.example
    if not ex.vllm:
        expected = ", ".join(f"`{k}` {s}" for k, s in sorted(ex.expected))
        return [f"Example: {ex.consumer} gives {expected}.", ""]
    lines = [f"Example (checked as vLLM {ex.version} by tests/test_rules_registry.py):", ""]
    for path, text in ex.vllm.items():
        lines += [f"`{path}`:", "", "```", text.rstrip("\n"), "```", ""]
    lines += ["the consumer (`mypkg/mod.py`):", "", "```", ex.consumer.rstrip("\n"), "```"]
    found = ", ".join(f"`{k}` {s}" for k, s in sorted(ex.expected)) or "no finding"
    return [*lines, "", f"gives: {found}.", ""]


def render() -> str:
    out = [HEADER]
    for stage in STAGES:
        out += [f"## Stage `{stage}`", ""]
        for rule in (r for r in RULES if r.stage == stage):
            out += [f"### {rule.id}", "", rule.summary, ""]
            reason = f"`{rule.reason}`" if rule.reason else "the builder's"
            out += [f"Kinds: {_kinds(rule)}. Reason code: {reason}.", ""]
            out += _example(rule)
    return "\n".join(out).rstrip("\n") + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
