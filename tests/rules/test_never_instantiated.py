"""Rule `never-instantiated` (docs/rules.md#never-instantiated): A missing abstract method matters
only for a class that gets built: one nothing in the consumer instantiates is `unknown` (vLLM
may, by name).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ABSTRACT_PARENT, LINEAR, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Online()\n",
        "0.1.0",
        {("unknown", "LinearMethodBase.create_weights", U)},
        id="abstract-parent-named-only-for-an-explicit-self-call-is-not-built",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Base()\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-directly-breaks",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method(config):\n    return Base.from_config(config)\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-through-a-classmethod-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
