"""Rule `consumer-refusal` (docs/rules.md#consumer-refusal): A use behind the consumer's own API
check that raises its own error is `refused`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, R, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "import inspect\nfrom vllm.engine import Engine\n\ndef check():\n"
        "    if 'cfg' not in inspect.signature(Engine.__init__).parameters:\n"
        "        raise RuntimeError('this vLLM lacks the API')\n\nclass Mine(Engine):\n"
        "    def go(self):\n        check()\n        return self.gone\n",
        "0.1.0",
        {("missing-attribute", R)},
        id="feature-check-before-raising-refuses",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
