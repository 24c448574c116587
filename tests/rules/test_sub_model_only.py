"""Rule `sub-model-only` (docs/rules.md#sub-model-only): An override registered only on a model the
consumer builds as a sub-model reaches vLLM only if vLLM serves that model itself: `unknown`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import MULTIMODAL, REGISTRY_UNKNOWN, SUBMODEL, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        MULTIMODAL,
        SUBMODEL,
        "0.1.0",
        {("unknown", "BaseDummyInputsBuilder.get_dummy_mm_data", U), REGISTRY_UNKNOWN},
        id="builder-registered-only-on-a-sub-model-is-unknown",
    ),
    pytest.param(
        MULTIMODAL,
        SUBMODEL.replace("architectures=['InnerArch']", "architectures=['OtherArch']"),
        "0.1.0",
        {("override-signature-mismatch", "get_dummy_mm_data", B), REGISTRY_UNKNOWN},
        id="builder-registered-on-a-served-model-breaks",
    ),
    pytest.param(
        MULTIMODAL,
        SUBMODEL + "\n@MULTIMODAL_REGISTRY.register_processor(object, dummy_inputs=OldBuilder)\n"
        "class Served:\n    pass\n",
        "0.1.0",
        {("override-signature-mismatch", "get_dummy_mm_data", B), REGISTRY_UNKNOWN},
        id="builder-also-registered-on-a-model-not-built-as-a-part-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
