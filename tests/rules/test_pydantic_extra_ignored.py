"""Rule `pydantic-extra-ignored` (docs/rules.md#pydantic-extra-ignored): A keyword a pydantic model
with `extra='ignore'` drops silently is `unknown`: no error, but no effect either.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import MODELS, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        MODELS,
        "from vllm.protocol import ChatMessage, Loose, Strict\n"
        "ChatMessage(role='a', content='b', tool_calls=[])\nLoose(name='a', extra=1)\n"
        "Strict(name='a', extra=1)\n",
        "0.1.0",
        {("unknown", "Loose", U), ("unexpected-keyword", "Strict", B)},
        id="pydantic-extra-allow-ignore-forbid",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
