"""Rule `one-root-cause` (docs/rules.md#one-root-cause): One root cause, one break: later uses in a
module of a missing import or of a class deriving from a missing base are listed under it
(`consequences`), not reported.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build
from tests.rules.trees import ENGINE, B, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        if self.config:\n            self.gone_a.flush()\n            return\n"
        "        return self.gone_b\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone_a", B), ("missing-attribute", "Engine.gone_b", B)},
        id="uses-in-an-early-exit-body-are-not-the-condition-of-the-rest",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        return self.gone\n    def b(self):\n        return self.gone.x\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="same-missing-member-twice-is-one-break",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        if self.gone:\n            self.other.flush()\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="uses-under-a-condition-reading-a-missing-member-are-its-consequences",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


def test_consequences_are_listed_under_their_root(tmp_path: Path) -> None:
    consumer = (
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        return self.gone\n    def b(self):\n        return self.gone.x\n"
    )
    _, findings = build(tmp_path, ENGINE, consumer)
    (root,) = findings
    assert root.location == "mypkg/mod.py:5"
    assert root.consequences == (
        "mypkg/mod.py:7 vllm.engine.Engine.gone",
        "mypkg/mod.py:7 vllm.engine.Engine.gone.x",
    )
