"""Rule `set-by-consumer` (docs/rules.md#set-by-consumer): A member the consumer assigns on a vLLM
class or object itself exists afterwards: its uses are no break (the finding is dropped).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import ENGINE, B, U, check_tree_row, python_raises

TREE_ROWS = [
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.extra = 1\nprint(Engine.extra)\n",
        "0.1.0",
        set(),
        id="class-attribute-set-by-the-consumer",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\nsetattr(e, 'tag', 2)\ne.tag\n",
        "0.1.0",
        set(),
        id="setattr-on-a-vllm-object",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\ne.tag\n",
        "0.1.0",
        {("missing-attribute", "Engine.tag", B)},
        id="member-nobody-sets-is-still-a-break",
    ),
]


MINE = (
    "from vllm.engine import Engine\n\nclass Mine(Engine):\n    def __init__(self, config):\n"
    "        super().__init__(config)\n        self.mesh = 'm'\n\n"
)
TREE_ROWS += [
    # an object only typed as vLLM's class may be the consumer's subclass that sets it
    pytest.param(
        ENGINE,
        MINE + "def f(e: Engine):\n    return e.mesh\n",
        "0.1.0",
        {("unknown", "Engine.mesh", U)},
        id="member-the-consumer-subclass-sets-read-through-an-annotation",
    ),
    pytest.param(
        ENGINE,
        MINE + "def f(e):\n    if isinstance(e, Engine):\n        return e.mesh\n",
        "0.1.0",
        {("unknown", "Engine.mesh", U)},
        id="member-the-consumer-subclass-sets-read-after-isinstance",
    ),
    # … not a member it does not set
    pytest.param(
        ENGINE,
        MINE + "def f(e: Engine):\n    return e.grid\n",
        "0.1.0",
        {("missing-attribute", "Engine.grid", B)},
        id="member-no-subclass-sets-is-still-a-break",
    ),
    # … nor a vLLM object the consumer builds itself, nor the class's own attribute
    pytest.param(
        ENGINE,
        MINE + "def f():\n    return Engine(1).mesh, Engine.mesh\n",
        "0.1.0",
        {("missing-attribute", "Engine.mesh", B)},
        id="member-read-on-a-built-vllm-object-or-the-class-is-a-break",
    ),
    # … nor a member an unrelated consumer class sets
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass Other:\n    def __init__(self):\n"
        "        self.mesh = 'm'\n\ndef f(e: Engine):\n    return e.mesh\n",
        "0.1.0",
        {("missing-attribute", "Engine.mesh", B)},
        id="member-an-unrelated-consumer-class-sets-is-a-break",
    ),
]


# A name set on a vLLM module exists afterwards, but only on a module that exists: where the
# module is gone, the import that would reach it fails first (CPython below).
GONE_MODULE = (
    "def patch():\n    from vllm.gone import make as orig\n    import vllm.gone as m\n"
    "    m.make = orig\n\ndef main():\n    patch()\n"
)
SET_THEN_IMPORTED = (
    "import vllm.engine as m\nm.make = len\n\ndef main():\n"
    "    from vllm.engine import make\n    return make\n"
)
TREE_ROWS += [
    pytest.param(
        ENGINE,
        GONE_MODULE,
        "0.1.0",
        {("missing-module", "gone.make", B), ("missing-module", "gone", B)},
        id="a-name-set-on-a-module-that-does-not-exist-is-still-a-break",
    ),
    pytest.param(
        ENGINE, SET_THEN_IMPORTED, "0.1.0", set(), id="a-name-set-on-a-module-that-exists"
    ),
]


@pytest.mark.parametrize(
    ("consumer", "raises"), [(GONE_MODULE, "ModuleNotFoundError"), (SET_THEN_IMPORTED, None)]
)
def test_python_sets_a_module_name_only_where_the_module_imports(
    tmp_path: Path, consumer: str, raises: str | None
) -> None:
    build(tmp_path, ENGINE, consumer)
    assert python_raises(tmp_path, ENGINE, consumer) == raises


def test_python_reads_the_subclass_member_only_on_the_subclass(tmp_path: Path) -> None:
    """CPython: the annotated reader works when given the consumer's subclass and raises
    when given vLLM's own class, so the engine cannot tell (`unknown`), not a break."""
    reader = MINE + "def f(e: Engine):\n    return e.mesh\n"
    usage, findings = build(tmp_path, ENGINE, reader)
    assert [(f.status, f.reason) for f in findings] == [("unknown", "consumer-subclass")], explain(
        usage, findings
    )
    assert findings[0].rules[-1] == "set-by-consumer"
    mine = reader + "def main():\n    f(Mine(1))\n"
    build(tmp_path / "mine", ENGINE, mine)
    assert python_raises(tmp_path / "mine", ENGINE, mine) is None
    theirs = reader + "def main():\n    f(Engine(1))\n"
    build(tmp_path / "theirs", ENGINE, theirs)
    assert python_raises(tmp_path / "theirs", ENGINE, theirs) == "AttributeError"


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)
