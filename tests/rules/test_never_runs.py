"""Rule `never-runs` (docs/rules.md#never-runs): A use under a condition this release never makes
true (an attribute vLLM only ever sets to a falsy constant, a consumer switch only ever off) is
`unknown`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build
from tests.rules.trees import BASE, CASCADE, FLAG, RUNNER, B, U, check_base_row, check_tree_row

NEGATED_CASCADE = (
    "from vllm.runner import Runner\n\nclass Mine(Runner):\n    def step(self):\n"
    "        if not self.cascade:\n            return None\n"
    "        else:\n            return self._gone_prefix()\n"
)
NEGATED_FLAG = FLAG.replace(
    "        if self.aot:\n            return self.impl.num_heads\n        return None\n",
    "        if not self.aot:\n            return None\n        else:\n"
    "            return self.impl.num_heads\n",
)

TREE_ROWS = [
    pytest.param(
        RUNNER,
        CASCADE,
        "0.1.0",
        {("unknown", "Runner._gone_prefix", U)},
        id="branch-under-an-attribute-vllm-only-sets-false-never-runs",
    ),
    pytest.param(
        {"vllm/runner.py": RUNNER["vllm/runner.py"].replace("= False", "= not config")},
        CASCADE,
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-an-attribute-vllm-computes-runs",
    ),
    pytest.param(
        RUNNER,
        CASCADE.replace("if self.cascade and", "if not self.cascade and"),
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-a-negated-false-attribute-runs",
    ),
    pytest.param(
        RUNNER,
        CASCADE.replace(
            "    def step(self):\n", "    def step(self):\n        self.cascade = True\n"
        ),
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-an-attribute-the-consumer-sets-runs",
    ),
    # The condition model reads `not` of the test (issue 18): the else of `if not x:` runs
    # only where `x` is true.
    pytest.param(
        RUNNER,
        NEGATED_CASCADE,
        "0.1.0",
        {("unknown", "Runner._gone_prefix", U)},
        id="else-of-a-negated-attribute-vllm-only-sets-false-never-runs",
    ),
    pytest.param(
        {"vllm/runner.py": RUNNER["vllm/runner.py"].replace("= False", "= not config")},
        NEGATED_CASCADE,
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="else-of-a-negated-attribute-vllm-computes-runs",
    ),
]

BASE_ROWS = [
    pytest.param(FLAG, {("unknown", "Impl.num_heads", U)}, id="switched-off-body-never-runs"),
    pytest.param(
        NEGATED_FLAG, {("unknown", "Impl.num_heads", U)}, id="else-of-a-negated-switch-never-runs"
    ),
    pytest.param(
        NEGATED_FLAG + "\ndef on(b):\n    b.aot = True\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="else-of-a-negated-switch-set-true-anywhere-runs",
    ),
    pytest.param(
        FLAG + "\ndef on(b):\n    b.aot = True\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-set-true-anywhere-runs",
    ),
    pytest.param(
        FLAG + "\nCONFIG = {'aot': 1}\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-named-in-a-string-may-be-set",
    ),
    pytest.param(
        FLAG + "\ndef make(cls):\n    return cls(aot=True)\n",
        {("missing-attribute", "Impl.num_heads", B)},
        id="switch-given-as-a-keyword-may-be-set",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_rule_on_base(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)


def test_unknowns_say_why(tmp_path: Path) -> None:
    consumer = next(p.values[0] for p in BASE_ROWS if p.id == "switched-off-body-never-runs")
    _, findings = build(tmp_path, BASE, consumer)
    (finding,) = [f for f in findings if f.status == U]
    assert finding.reason == "never-runs"
    assert finding.rules[-1] == "never-runs"
    assert finding.detail and "consumer" in finding.detail
