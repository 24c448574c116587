"""Facts read from a class body or a release's sources by `ast`: the attributes an instance
gets in any method, the one class that builds each, and attributes only ever set falsy."""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest

from probes.views.class_facts import constructed_types, method_attributes, setattr_call
from probes.vllm_constants import falsy_everywhere


def _cls(body: str) -> ast.ClassDef:
    node = ast.parse(textwrap.dedent(body)).body[0]
    assert isinstance(node, ast.ClassDef)
    return node


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("class C:\n def load(self):\n  self.a = 1\n", {"a": 3}),
        ("class C:\n def load(me):\n  setattr(me, 'b', 2)\n", {"b": 3}),
        ("class C:\n def f(self):\n  setattr(other, 'b', 2)\n", {}),  # not its own instance
        ("class C:\n @staticmethod\n def f(x):\n  x.a = 1\n", {}),  # no self
        ("class C:\n def f(self):\n  self.a = 1\n def g(self):\n  self.a = 2\n", {"a": 3}),
    ],
)
def test_method_attributes(body: str, expected: dict[str, int]) -> None:
    assert method_attributes(_cls(body)) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "class C:\n def f(self):\n  self.x = Foo()\n def g(self):\n  self.x = Foo()\n",
            {"x": "Foo"},
        ),
        ("class C:\n def f(self):\n  self.x = Foo()\n def g(self):\n  self.x = Bar()\n", {}),
        ("class C:\n def f(self):\n  self.x = Foo()\n  self.x += 1\n", {}),  # not only built
        ("class C:\n def f(self):\n  self.x = None\n  self.x = Foo()\n", {"x": "Foo"}),
    ],
)
def test_constructed_types(body: str, expected: dict[str, str]) -> None:
    assert constructed_types(_cls(body)) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("setattr(o, 'n', v)", ("o", "n", "v")),
        ("setattr(o, 'n')", ("o", "n", None)),
        ("setattr(o, name, v)", None),  # a name the code computes
        ("getattr(o, 'n', v)", None),
    ],
)
def test_setattr_call(code: str, expected: tuple[str, str, str | None] | None) -> None:
    found = setattr_call(ast.parse(code, mode="eval").body)
    if expected is None:
        assert found is None
    else:
        assert found is not None
        obj, name, value = found
        assert (ast.unparse(obj), name, value and ast.unparse(value)) == expected


class _Tree:
    """A view whose sources are a folder (what falsy_everywhere reads)."""

    def __init__(self, root: Path) -> None:
        self.modules = self
        self.root = root


@pytest.mark.parametrize(
    ("source", "falsy"),
    [
        ("FLAG = False\ncfg.FLAG = None\n", True),
        ("FLAG = False\nsetattr(cfg, 'FLAG', 0)\n", True),
        ("FLAG = False\nsetattr(cfg, 'FLAG', True)\n", False),
        ("FLAG = False\ncfg.FLAG = compute()\n", False),
        ("FLAG: bool = False\nFLAG += 1\n", False),
    ],
)
def test_falsy_everywhere(tmp_path: Path, source: str, falsy: bool) -> None:
    (tmp_path / "vllm").mkdir()
    (tmp_path / "vllm" / "a.py").write_text(source)
    where = falsy_everywhere(_Tree(tmp_path), "FLAG")  # type: ignore[arg-type]
    assert (where is not None) is falsy
    assert where is None or where.startswith("vllm/a.py:")
