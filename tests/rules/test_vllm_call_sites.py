"""Rule `vllm-call-sites` (docs/rules.md#vllm-call-sites): An override is judged against the calls
vLLM really makes of the hook (the arguments it passes), not the base's declared signature.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import CALLED_AS_BASE, DATASETS, HOOKS, OWN_SAMPLE, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_processor_mm_kwargs):\n        return items\n",
        "0.1.0",
        {("override-signature-mismatch", "Processor._apply_main", B)},
        id="override-cannot-take-the-keywords-vllm-passes",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_kwargs):\n        return items\n"
        "    def _call(self, items):\n        return items\n",
        "0.1.0",
        set(),
        id="hook-whose-only-caller-the-consumer-overrides",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _gone_hook(self, x):\n        return super()._gone_hook(x)\n",
        "0.1.0",
        {("semantic", "Processor._gone_hook", B)},
        id="dead-override-of-a-hook-vllm-dropped",
    ),
    pytest.param(
        DATASETS,
        OWN_SAMPLE,
        "0.1.0",
        {("unknown", "Dataset.sample", U)},
        id="abstract-hook-vllm-calls-only-on-objects-it-builds",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE,
        "0.1.0",
        {("override-signature-mismatch", "Dataset.sample", B)},
        id="abstract-hook-vllm-calls-on-an-object-typed-as-the-base",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE.replace("*, prefix='', options", "prefix='', options=None"),
        "0.1.0",
        set(),
        id="abstract-hook-override-takes-vllms-call",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
