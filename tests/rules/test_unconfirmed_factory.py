"""Rule `unconfirmed-factory` (docs/rules.md#unconfirmed-factory): An object from an alternative
constructor (`Cls.from_x(…)`) the release does not annotate to return its class may be of
another: its findings are `unknown`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import FACTORY, FACTORY_USE, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        FACTORY,
        FACTORY_USE,
        "0.1.0",
        {("unexpected-keyword", "Engine.step", B)},
        id="object-from-an-annotated-factory-is-its-class",
    ),
    pytest.param(
        FACTORY,
        FACTORY_USE.replace("from_config", "from_args"),
        "0.1.0",
        {("unknown", "Engine.step", U)},
        id="object-from-an-unannotated-factory-is-unknown",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
