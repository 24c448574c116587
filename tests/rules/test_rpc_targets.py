"""Rule `rpc-targets` (docs/rules.md#rpc-targets): A `collective_rpc` method name resolves against
the worker extension the consumer configures, not only vLLM's default worker.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import WORKER, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nargs = {}\n"
        "args['worker_extension_cls'] = 'mypkg.mod.Ext'\n\nclass Ext:\n"
        "    def sync(self):\n        return 1\n\nLLM('m', **args).collective_rpc('sync')\n",
        "0.1.0",
        set(),
        id="rpc-method-of-an-extension-named-in-a-dict",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\n\nclass Ext:\n    def report(self):\n        return 1\n\n"
        "LLM('m').collective_rpc('report')\n",
        "0.1.0",
        {("unknown", U)},
        id="rpc-method-the-consumer-defines-somewhere-is-unknown",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nLLM('m').collective_rpc('nowhere')\n",
        "0.1.0",
        {("missing-method", "Worker.nowhere", B)},
        id="rpc-method-nobody-defines-is-a-break",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
