"""Rule `set-on-untyped` (docs/rules.md#set-on-untyped).

`self.member` in a consumer class whose vLLM base has no such member is a break, unless the
package sets a member of that name on an object it does not type (a parameter of a function,
another object's member): that object may be this instance (vLLM hands the consumer's objects
back through its own: `attention.impl`), so the engine cannot tell: `unknown`, with where it
is set. Rows both ways, CPython showing the member present on the path the package sets it and
missing on the one it does not, and a live witness on the installed vLLM (0.32.0).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import ENGINE, B, U, check_tree_row, on_installed_vllm, python_raises

MINE = (
    "from vllm.engine import Engine\n\nclass Mine(Engine):\n"
    "    def run(self):\n        return self.extra\n\n"
)
ROWS = [
    pytest.param(
        MINE + "def install(holder):\n    holder.engine.extra = 1\n",
        {("unknown", "Engine.extra", U)},
        id="set-on-another-objects-member",
    ),
    pytest.param(
        MINE + "def install(engine, *, value=1):\n    engine.extra = value\n",
        {("unknown", "Engine.extra", U)},
        id="set-on-a-parameter",
    ),
    # the other way: what the package does not set, or sets on an object it knows, breaks
    pytest.param(MINE, {("missing-attribute", "Engine.extra", B)}, id="set-nowhere"),
    pytest.param(
        MINE + "def install(holder):\n    holder.engine.other = 1\n",
        {("missing-attribute", "Engine.extra", B)},
        id="another-member-set",
    ),
    pytest.param(
        MINE + "class Cfg:\n    pass\n\nCFG = Cfg()\nCFG.extra = 1\n",
        {("missing-attribute", "Engine.extra", B)},
        id="set-on-a-module-level-object",
    ),
    pytest.param(
        MINE + "class Other:\n    def __init__(self):\n        self.extra = 1\n",
        {("missing-attribute", "Engine.extra", B)},
        id="set-on-self-of-an-unrelated-class",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    check_tree_row(tmp_path, ENGINE, consumer, "0.1.0", expected)


def test_the_reason_names_where_the_member_is_set(tmp_path: Path) -> None:
    usage, findings = build(tmp_path, ENGINE, str(ROWS[0].values[0]))
    assert len(findings) == 1, explain(usage, findings)
    assert "set by the consumer at mypkg/mod.py:8" in findings[0].detail, findings[0].detail
    assert findings[0].rules[-1] == "other-source"


def test_python_finds_the_member_only_where_the_package_sets_it(tmp_path: Path) -> None:
    """CPython: the read works on the instance the package's setter reached and raises on
    one it did not; which one vLLM hands back is what the engine cannot see."""
    setter = (
        MINE + "class Holder:\n    pass\n\ndef install(holder):\n    holder.engine.extra = 1\n\n"
    )
    reached = setter + (
        "def main():\n    h = Holder()\n    h.engine = Mine(1)\n    install(h)\n"
        "    return h.engine.run()\n"
    )
    build(tmp_path / "set", ENGINE, reached)
    assert python_raises(tmp_path / "set", ENGINE, reached) is None
    missed = setter + "def main():\n    return Mine(1).run()\n"
    build(tmp_path / "unset", ENGINE, missed)
    assert python_raises(tmp_path / "unset", ENGINE, missed) == "AttributeError"


LIVE = (
    "from vllm.sampling_params import SamplingParams\n\n"
    "class Mine(SamplingParams):\n    def run(self):\n        return self.no_such_member\n\n"
)


@pytest.mark.vllm
@pytest.mark.parametrize(
    ("setter", "status"),
    [
        ("def install(h):\n    h.params.no_such_member = 1\n", ("unknown", U)),
        ("", ("missing-attribute", B)),
    ],
    ids=["set-on-an-untyped-object", "set-nowhere"],
)
def test_rule_agrees_with_the_installed_vllm(
    tmp_path: Path, setter: str, status: tuple[str, str]
) -> None:
    """vLLM 0.32.0's SamplingParams has no `no_such_member`: `unknown` where the package sets
    it on an object it does not type, `broken` where it sets it nowhere, on both views."""
    for findings in on_installed_vllm(tmp_path, LIVE + setter):
        got = {(f.kind, f.status) for f in findings if f.symbol.endswith("no_such_member")}
        assert got == {status}, got
