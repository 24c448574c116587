"""Rule `version-refusal` (docs/rules.md#version-refusal): A use the consumer reaches only past its
own version gate (no other path) is `refused` on a release the gate rejects: not compatible, by
design.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ONLY_NEW, B, R, check_tree_row

TREE_ROWS = [
    pytest.param(
        ONLY_NEW,
        "import vllm\nfrom packaging.version import Version\n\n"
        "if Version(vllm.__version__) < Version('0.20'):\n"
        "    raise RuntimeError('needs vLLM 0.20')\nfrom vllm.gone import g\n",
        "0.11.0",
        {("missing-module", R)},
        id="version-gate-refuses-older-releases",
    ),
    pytest.param(
        ONLY_NEW,
        "import vllm\nfrom packaging.version import Version\n\n"
        "if Version(vllm.__version__) < Version('0.20'):\n"
        "    raise RuntimeError('needs vLLM 0.20')\nfrom vllm.gone import g\n",
        "0.21.0",
        {("missing-module", B)},
        id="version-gate-passed-is-a-break",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """On the vLLM installed here (CPU 0.32.0): a consumer that raises its own error before
    vLLM 99 refuses it (Python raises that error), and the engine says `refused` by this rule
    on the static and the live view."""
    from tests.rules.trees import on_installed_vllm

    consumer = (
        "import vllm\nfrom packaging.version import Version\n\n"
        "if Version(vllm.__version__) < Version('99.0'):\n    raise RuntimeError('needs vLLM 99')\n"
        "from vllm.utils import no_such_name\n"
    )
    with pytest.raises(RuntimeError, match="needs vLLM 99"):
        exec(compile(consumer, "mod.py", "exec"), {})
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [(f.status, f.rules) for f in findings] == [("refused", ("version-refusal",))]
