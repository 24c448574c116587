"""Rule `set-by-consumer` (docs/rules.md#set-by-consumer): A member the consumer assigns on a vLLM
class or object itself exists afterwards: its uses are no break (the finding is dropped).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, B, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.extra = 1\nprint(Engine.extra)\n",
        "0.1.0",
        set(),
        id="class-attribute-set-by-the-consumer",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\nsetattr(e, 'tag', 2)\ne.tag\n",
        "0.1.0",
        set(),
        id="setattr-on-a-vllm-object",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\ne.tag\n",
        "0.1.0",
        {("missing-attribute", "Engine.tag", B)},
        id="member-nobody-sets-is-still-a-break",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
