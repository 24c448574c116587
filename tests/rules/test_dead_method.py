"""Rule `dead-method` (docs/rules.md#dead-method): a use inside a private consumer method
that nothing can call on this release (it overrides a hook vLLM dropped, and the consumer
never calls it) is `unknown`. Rows both ways: a public method, or one the consumer calls,
still breaks; the `semantic` finding of the dropped hook itself stands."""

from __future__ import annotations

from pathlib import Path

import pytest

from probes.rules.late import PROCESSOR
from tests.checktable import build, explain

HEAD = "from vllm.proc import Processor\n\nclass P(Processor):\n"
DEAD = "    def _gone_hook(self, x):\n        return super()._gone_hook(x), self.gone\n"
HOOK_GONE = ("semantic", "broken", ("unguarded-break",))
ROWS = [
    pytest.param(
        HEAD + DEAD,
        {HOOK_GONE, ("unknown", "unknown", ("unguarded-break", "dead-method"))},
        id="private-override-of-a-dropped-hook",
    ),
    pytest.param(
        HEAD + DEAD.replace("_gone_hook", "gone_hook"),
        {HOOK_GONE, ("missing-attribute", "broken", ("unguarded-break",))},
        id="a-public-method-may-be-called-by-the-consumers-users",
    ),
    pytest.param(
        HEAD + DEAD + "    def go(self):\n        return self._gone_hook(1)\n",
        {
            ("missing-method", "broken", ("unguarded-break",)),
            ("missing-attribute", "broken", ("unguarded-break",)),
        },
        id="a-method-the-consumer-calls-runs",
    ),
    pytest.param(
        HEAD + "    def _apply(self, x):\n        return self.gone\n",
        {("missing-attribute", "broken", ("unguarded-break",))},
        id="an-override-of-a-hook-vllm-still-has-runs",
    ),
]
HOOKS = {
    "vllm/proc.py": PROCESSOR["vllm/proc.py"] + "\n    def _apply(self, x):\n        return x\n"
}


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, HOOKS, consumer)
    assert {(f.kind, f.status, f.rules) for f in findings} == expected, explain(usage, findings)
