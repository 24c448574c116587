"""Rule `version-branch` (docs/rules.md#version-branch): Under a version test the extractor reads,
a branch that runs on the release is judged as unguarded; one that does not run there is not
judged.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import NEW_OLD, ONLY_NEW, ONLY_OLD, B, check_tree_row

TREE_ROWS = [
    pytest.param(
        NEW_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.gone import f\n",
        "0.13.0",
        set(),
        id="version-branch-that-does-not-run-on-this-release",
    ),
    pytest.param(
        ONLY_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.old import f\n",
        "0.13.0",
        {("missing-module", "vllm.new.f", B)},
        id="version-branch-that-runs-is-judged-unguarded",
    ),
    pytest.param(
        ONLY_NEW,
        "from mypkg.util import is_vllm_available\n"
        "NEW = is_vllm_available(min_version='0.28.0')\nif NEW:\n    from vllm.new import f\n"
        "elif is_vllm_available():\n    from vllm.old import f\n",
        "0.30.0",
        set(),
        id="module-flag-from-a-version-predicate",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
