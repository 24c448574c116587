"""Rule `never-instantiated` (docs/rules.md#never-instantiated): A missing abstract method matters
only for a class that gets built: one nothing in the consumer instantiates is `unknown` (vLLM
may, by name).

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import ABSTRACT_PARENT, LINEAR, B, U, check_tree_row, python_raises

TREE_ROWS = [
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Online()\n",
        "0.1.0",
        {("unknown", "LinearMethodBase.create_weights", U)},
        id="abstract-parent-named-only-for-an-explicit-self-call-is-not-built",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Base()\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-directly-breaks",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method(config):\n    return Base.from_config(config)\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-through-a-classmethod-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


ABC = {
    "vllm/backend.py": "import abc\n\nclass Backend(abc.ABC):\n    @staticmethod\n"
    "    def get_name():\n        return 'base'\n\n    @abc.abstractmethod\n"
    "    def build(self):\n        ...\n"
}
STATIC = (
    "from vllm.backend import Backend\n\n__all__ = ['Mine']\n\nclass Mine(Backend):\n"
    "    @staticmethod\n    def get_name():\n        return 'mine'\n\n"
    "    @staticmethod\n    def pick() -> 'type[Mine]':\n        return Other\n\n"
    "    @classmethod\n    def make(cls):\n        return cls()\n\n"
    "class Other:\n    pass\n\n"
)
ABSTRACT = {("abstract-method-not-implemented", "broken")}


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        # used only through its own static methods, exported in `__all__`, named in an
        # annotation: nothing builds it (Python never checks the abstract method)
        ("def main():\n    return Mine.get_name(), Mine.pick()\n", {("unknown", "unknown")}),
        ("def main(x: 'Mine' = None):\n    return Mine.get_name()\n", {("unknown", "unknown")}),
        # built: directly, or through a classmethod that gets the class (it may build it)
        ("def main():\n    return Mine()\n", ABSTRACT),
        ("def main():\n    return Mine.make()\n", ABSTRACT),
        # passed as a value, or named in a string something may load: it may be built
        ("def main():\n    return [Mine][0]()\n", ABSTRACT),
        ("REGISTRY = {'b': 'mypkg.mod.Mine'}\n\ndef main():\n    return Mine()\n", ABSTRACT),
    ],
)
def test_static_only_classes_agree_with_python(tmp_path: Path, main: str, expected: set) -> None:
    consumer = STATIC + main
    usage, findings = build(tmp_path, ABC, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, ABC, consumer)
    assert (raised == "TypeError") == (expected == ABSTRACT), raised


def test_a_string_naming_it_outside_all_may_load_it(tmp_path: Path) -> None:
    """A registry string (`"mypkg.mod.Mine"`) is how vLLM loads classes by name: kept."""
    consumer = STATIC + "REGISTRY = {'b': 'mypkg.mod.Mine'}\n"
    usage, findings = build(tmp_path, ABC, consumer)
    assert {(f.kind, f.status) for f in findings} == ABSTRACT, explain(usage, findings)


LIVE = (
    "from vllm.v1.attention.backend import AttentionBackend\n\n__all__ = ['TinyBackend']\n\n"
    "class TinyBackend(AttentionBackend):\n    @staticmethod\n    def get_name():\n"
    "        return 'TINY'\n\n    @staticmethod\n    def get_page_size():\n        return 16\n\n"
    "def page_size():\n    return TinyBackend.get_name(), TinyBackend.get_page_size()\n"
)


@pytest.mark.vllm
def test_a_static_method_backend_on_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's AttentionBackend is abstract: CPython runs the static methods of a
    subclass that implements none of its abstract methods, and refuses only to build one.
    The engine agrees: the missing abstract methods are `unknown`, never `broken`, on the
    static and the live view."""
    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    scope: dict = {}
    exec(compile(LIVE, "tiny.py", "exec"), scope)
    assert scope["page_size"]() == ("TINY", 16)
    with pytest.raises(TypeError):
        scope["TinyBackend"]()
    for findings in on_installed_vllm(tmp_path, LIVE):
        abstract = [f for f in findings if "abstract" in f.kind or f.reason == "never-instantiated"]
        assert abstract and all(f.status == "unknown" for f in abstract), findings
        assert [f for f in findings if f.status == "broken"] == [], findings
