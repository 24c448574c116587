"""Rule `caller-dependent` (docs/rules.md#caller-dependent): A call lacking a required argument
only in the branch taken when the consumer's own caller leaves that parameter out breaks only
for such callers: `unknown`.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build
from tests.rules.trees import BASE, CTOR, B, U, check_base_row

BASE_ROWS = [
    pytest.param(
        CTOR.format(default="=None"),
        {("unknown", "Base.__init__", U)},
        id="base-call-in-the-branch-for-a-left-out-parameter-is-caller-dependent",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n"
        "    def __init__(self, config, role, cache_config=None):\n"
        "        if cache_config is None:\n            super().__init__(config, role)\n"
        "        else:\n            super().__init__(config, role, cache_config)\n",
        {("unknown", "Base.__init__", U)},
        id="is-none-branch-is-the-left-out-one",
    ),
    pytest.param(
        CTOR.format(default="=0"),
        {("missing-required-argument", "Base.__init__", B)},
        id="parameter-without-a-none-default-is-always-given",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n    def __init__(self, config, role):\n"
        "        super().__init__(config=config, role=role)\n",
        {("missing-required-argument", "Base.__init__", B)},
        id="unconditional-base-call-lacking-an-argument-breaks",
    ),
    pytest.param(
        "from vllm.base import Base\n\nclass C(Base):\n"
        "    def __init__(self, config, role, extra=None):\n"
        "        if extra is not None:\n            super().__init__(config, role, 1)\n"
        "        else:\n            super().__init__(config=config, role=role)\n",
        {("missing-required-argument", "Base.__init__", B)},
        id="branch-on-another-parameter-says-nothing",
    ),
    # The condition model reads `not`/`and`/`or` of the test (issue 18): the else of a negated
    # `is None`, or of a disjunction, is the left-out branch; that of a conjunction is not.
    pytest.param(
        CTOR.format(default="=None").replace(
            "if cache_config is not None:", "if not (cache_config is None):"
        ),
        {("unknown", "Base.__init__", U)},
        id="negated-is-none-else-is-the-left-out-one",
    ),
    pytest.param(
        CTOR.format(default="=None").replace(
            "if cache_config is not None:", "if cache_config is not None or role:"
        ),
        {("unknown", "Base.__init__", U)},
        id="else-of-a-disjunction-has-every-part-false",
    ),
    pytest.param(
        CTOR.format(default="=None").replace(
            "if cache_config is not None:", "if cache_config is not None and role:"
        ),
        {("missing-required-argument", "Base.__init__", B)},
        id="else-of-a-conjunction-says-nothing-certain",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_rule_on_base(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)


def test_unknowns_say_why(tmp_path: Path) -> None:
    consumer = next(
        p.values[0]
        for p in BASE_ROWS
        if p.id == "base-call-in-the-branch-for-a-left-out-parameter-is-caller-dependent"
    )
    _, findings = build(tmp_path, BASE, consumer)
    (finding,) = [f for f in findings if f.status == U]
    assert finding.reason == "caller-dependent"
    assert finding.rules[-1] == "caller-dependent"
    assert finding.detail and "consumer" in finding.detail
