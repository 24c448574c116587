"""Rule `vllm-members` (docs/rules.md#vllm-members): A member of a vLLM object is what any of its
methods sets (or a class vLLM builds for an attribute, or a registry entry), not only what
`__init__` sets.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import ENGINE, MIXIN, STATUS, B, U, check_tree_row

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n"
        "    def go(self):\n        return self.model.forward(1)\n",
        "0.1.0",
        set(),
        id="member-vllm-sets-in-load-model",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n"
        "    def go(self):\n        return self.capturer.clear()\n",
        "0.1.0",
        {("missing-method", "capturer.clear", B)},
        id="member-of-the-class-vllm-builds-for-an-attribute",
    ),
    pytest.param(
        STATUS,
        "from vllm.status import Status\nfrom aenum import extend_enum\n"
        "extend_enum(Status, 'PAUSED', 9)\nprint(Status.PAUSED, Status.RUNNING.name)\n",
        "0.1.0",
        set(),
        id="extend-enum-adds-a-member-and-members-have-name",
    ),
    pytest.param(
        STATUS,
        "import sys\nfrom vllm.status import Request as _Orig\n\nclass MyRequest:\n"
        "    def __init__(self):\n        self.extra = 1\n\n"
        "for m in list(sys.modules.values()):\n    if getattr(m, 'Request', None) is _Orig:\n"
        "        m.Request = MyRequest\n\n"
        "def read(r: _Orig):\n    return r.extra\n",
        "0.1.0",
        set(),
        id="class-replaced-by-name-in-vllm-modules",
    ),
    pytest.param(
        MIXIN,
        "from vllm.iface import SupportsMM\n\nclass Mixin(SupportsMM):\n"
        "    def f(self):\n        return self.visual\n\nclass Model(Mixin):\n"
        "    def __init__(self):\n        self.visual = 1\n",
        "0.1.0",
        {("unknown", U)},
        id="mixin-reads-what-its-subclass-sets",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
