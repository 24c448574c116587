"""Rule `keyword-forwarding` (docs/rules.md#keyword-forwarding): Keywords a callable takes into
`**kwargs` are followed to the callee it hands them to (vLLM's or the consumer's own), a few
hops deep.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import FORWARDING, MANAGER, OWN_KWARGS, B, check_tree_row

TREE_ROWS = [
    pytest.param(
        FORWARDING,
        "from vllm.llm import LLM\nLLM(model='m', enforce_eager=True)\n",
        "0.1.0",
        set(),
        id="kwargs-forwarded-to-a-callee-that-takes-them",
    ),
    pytest.param(
        FORWARDING,
        "from vllm.llm import LLM\nLLM(model='m', no_such_option=3)\n",
        "0.1.0",
        {("unexpected-keyword", "vllm.llm.LLM", B)},
        id="kwargs-forwarded-to-a-callee-that-rejects-them",
    ),
    pytest.param(
        MANAGER, OWN_KWARGS, "0.1.0", set(), id="own-kwargs-forwarded-keywords-vllm-takes"
    ),
    pytest.param(
        MANAGER,
        OWN_KWARGS.replace("num_servers=3", "servers=3"),
        "0.1.0",
        {("unexpected-keyword", "Manager", B), ("missing-required-argument", "Manager", B)},
        id="own-kwargs-forwarded-a-keyword-vllm-renamed",
    ),
    pytest.param(
        MANAGER,
        OWN_KWARGS.replace("num_servers=3", "servers=3").replace(
            "    return Manager(**kw)", "    kw.pop('x', None)\n    return Manager(**kw)"
        ),
        "0.1.0",
        set(),
        id="own-kwargs-changed-before-the-spread-is-not-followed",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
