"""Rule `view-cannot-tell` (docs/rules.md#view-cannot-tell): Where the view cannot answer (outside
the snapshot, an opaque base, not importable, a probe that did not run), the finding is
`unknown`, never a break.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENVS, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENVS,
        "import vllm.envs as envs\nprint(envs.VLLM_X, envs.VLLM_Y)\n",
        "0.1.0",
        {("unknown", U)},
        id="module-getattr-serves-names",
    ),
    pytest.param(
        {"vllm/ops.py": "def op(x):\n    return x\n"},
        "import vllm._C\nfrom vllm._moe_C import topk\nfrom vllm.vllm_flash_attn import fa\n"
        "from vllm.third_party.flashmla import mla\nimport vllm.gone_C_helpers\n",
        "0.1.0",
        {("unknown", U), ("unknown", U), ("unknown", U), ("unknown", U), ("missing-module", B)},
        id="modules-only-built-wheels-have-are-unknown",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
