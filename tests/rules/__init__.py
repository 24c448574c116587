"""One test file per registered rule (`test_<id>.py`, tests/test_rules_registry.py keeps them
paired); `trees.py` holds the tiny vLLM trees their tables share."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any


def tree_rows() -> list[Any]:
    """Every `TREE_ROWS` row of the rule files: `(provider, consumer, version, expected)`."""
    rows: list[Any] = []
    for path in sorted(Path(__file__).parent.glob("test_*.py")):
        module = importlib.import_module(f"tests.rules.{path.stem}")
        rows += getattr(module, "TREE_ROWS", [])
    return rows
