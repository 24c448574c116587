"""Rule `unreachable-function` (docs/rules.md#unreachable-function): A private function nothing
names, or one returned only on older releases' branch, is not judged.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ONLY_NEW, check_tree_row

TREE_ROWS = [
    pytest.param(
        ONLY_NEW,
        "from packaging import version\n\ndef _legacy(x):\n    from vllm.gone import g\n"
        "    return g(x)\n\ndef patchers(vllm_version):\n"
        "    if vllm_version >= version.parse('0.20.0'):\n        return []\n"
        "    return [_legacy]\n",
        "0.24.0",
        set(),
        id="function-reachable-only-on-older-releases",
    ),
    pytest.param(
        ONLY_NEW,
        "def _unused():\n    from vllm.gone import g\n    return g()\n",
        "0.1.0",
        set(),
        id="private-function-nothing-names",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
