"""Rule `own-implementation` (docs/rules.md#own-implementation): A call on an annotated abstract
class that the consumer's own implementation takes cannot be judged by the interface's
signature: `unknown`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\nclass Mine(Client):\n"
        "    def abort(self, rid, *, timeout=None):\n        ...\n\n"
        "def stop(c: Client):\n    c.abort('r', timeout=1)\n",
        "0.1.0",
        {("unknown", "Client.abort", U)},
        id="abstract-annotation-the-consumer-implements-wider-is-unknown",
    ),
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\nclass Mine(Client):\n"
        "    def abort(self, rid, *, force=False):\n        ...\n\n"
        "def stop(c: Client):\n    c.abort('r', timeout=1)\n",
        "0.1.0",
        {("unexpected-keyword", "Client.abort", B)},
        id="abstract-annotation-no-implementation-takes-the-call-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
