"""Rule `unguarded-break` (docs/rules.md#unguarded-break): Anything else the release lacks or
rejects is `broken`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, B, check_tree_row

TREE_ROWS = [
    pytest.param(
        {"vllm/ops.py": "def op(x):\n    return x\n"},
        "from vllm.ops.gone import Name\n",
        "0.1.0",
        {("missing-module", B)},
        id="an-import-of-a-missing-module-is-missing-module",
    ),
    pytest.param(
        ENGINE,
        "from vllm import engine\nengine.Gone.attr\n",
        "0.1.0",
        {("missing-symbol", B)},
        id="a-missing-class-read-as-a-value-is-missing-symbol",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """On the vLLM installed here (CPU 0.32.0): Python cannot import a name `vllm.utils`
    lacks, and the engine says `broken` by this rule on the static and the live view."""
    from tests.rules.trees import on_installed_vllm

    consumer = "from vllm.utils import no_such_name\n"
    with pytest.raises(ImportError):
        exec(compile(consumer, "mod.py", "exec"), {})
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [(f.kind, f.status, f.rules) for f in findings] == [
            ("missing-symbol", "broken", ("unguarded-break",))
        ]
