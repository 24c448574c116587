"""Rule `guard-shapes` (docs/rules.md#guard-shapes): `hasattr`, a defaulted `getattr` tested for
truth, `isinstance`, `except TypeError` retries and feature checks that raise are read as the
guards they are.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, REQUEST, B, G, check_base_row, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e: Engine):\n"
        "    if hasattr(e, 'gone') and e.gone:\n        return e.gone.x\n",
        "0.1.0",
        {("missing-attribute", G), ("missing-attribute", G)},
        id="hasattr-then-use-in-one-condition",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass Mine:\n    def extra(self):\n        return 1\n\n"
        "def f(e: Engine):\n    if isinstance(e, Mine):\n        return e.extra()\n",
        "0.1.0",
        set(),
        id="isinstance-narrows-to-the-consumers-class",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e):\n    assert isinstance(e, Engine)\n"
        "    return e.gone\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="assert-isinstance-narrows-to-a-vllm-class",
    ),
    pytest.param(
        {"vllm/rope.py": "def get_rope(head_size, *, rope_parameters=None):\n    return 1\n"},
        "from vllm.rope import get_rope\n\ndef f():\n    try:\n"
        "        return get_rope(64, rope_parameters={})\n    except TypeError:\n"
        "        return get_rope(64, base=10000)\n",
        "0.1.0",
        {("unexpected-keyword", G)},
        id="except-typeerror-retry-with-the-older-api",
    ),
]

BASE_ROWS = [
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None):\n        return r.gone.copy()\n",
        {("missing-attribute", "Request.gone", G)},
        id="body-of-a-defaulted-getattr-test-is-guarded",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None) is not None:\n        return r.gone\n",
        {("missing-attribute", "Request.gone", G)},
        id="defaulted-getattr-is-not-none-is-guarded",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', True):\n        return r.gone\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.gone", B)},
        id="truthy-default-asks-nothing",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'gone', None):\n        if r:\n            return r.old\n",
        {("missing-attribute", "Request.gone", G)},
        id="sibling-member-under-an-absent-presence-test-never-runs",
    ),
    pytest.param(
        REQUEST + "    if getattr(r, 'features', None):\n        return r.old\n",
        {("missing-attribute", "Request.old", B)},
        id="sibling-member-under-a-present-presence-test-breaks",
    ),
    pytest.param(
        REQUEST + "    if not getattr(r, 'gone', None):\n        return r.old\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.old", B)},
        id="negated-presence-test-runs-where-the-member-is-absent",
    ),
    pytest.param(
        REQUEST
        + "    if getattr(r, 'gone', None):\n        pass\n    else:\n        return r.old\n",
        {("missing-attribute", "Request.gone", G), ("missing-attribute", "Request.old", B)},
        id="else-of-a-presence-test-runs-where-the-member-is-absent",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_rule_on_base(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)
