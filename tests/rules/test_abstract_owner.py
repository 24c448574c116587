"""Rule `abstract-owner` (docs/rules.md#abstract-owner): A member missing from an abstract class a
consumer only annotates may be added by the subclass the object really is: `unknown` (declared
signatures still hold).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\ndef stop(c: Client):\n"
        "    c.abort('r', timeout=1)\n    c.pause()\n",
        "0.1.0",
        {("unexpected-keyword", "Client.abort", B), ("unknown", "Client.pause", U)},
        id="abstract-annotation-adds-members-but-keeps-declared-signatures",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e: Engine):\n    e.step(1, deadline=2)\n",
        "0.1.0",
        {("unexpected-keyword", B)},
        id="annotation-naming-a-concrete-class-is-believed",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
