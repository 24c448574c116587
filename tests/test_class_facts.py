"""Facts read from a class body or a release's sources by `ast`: the attributes an instance
gets in any method, the one class that builds each, and attributes only ever set falsy."""

from __future__ import annotations

import ast
import contextlib
import os
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@pytest.mark.parametrize(
    ("files", "falsy"),
    [
        # Tuple targets and annotations are assignments too, in any file of the tree.
        ({"a.py": "x.FLAG, y = None, 1\n", "b.py": "FLAG: int = 0\n"}, False),
        ({"a.py": "(x.FLAG, y.FLAG) = 0\n", "b.py": "FLAG: int = 0\n"}, True),
        # A starred target is not read as an assignment of the name (as before the one pass).
        ({"a.py": "FLAG = None\n", "b.py": "a, *FLAG = f()\n"}, True),
        # A file that does not parse and holds the name: no claim; one without it: no matter.
        ({"a.py": "FLAG = None\n", "b.py": "def (:\n  FLAG = 1\n"}, False),
        ({"a.py": "FLAG = None\n", "b.py": "def (:\n  OTHER = 1\n"}, True),
        # A file whose text does not hold the name is not read (an escaped setattr name).
        ({"a.py": "FLAG = None\n", "b.py": "setattr(x, '\\x46LAG', True)\n"}, True),
        ({"a.py": "FLAG = None\n", "b.py": "setattr(x, 'FLAG', True)\n"}, False),
        ({"a.py": "OTHER = None\n"}, False),
    ],
)
def test_falsy_table_rows(tmp_path: Path, files: dict[str, str], falsy: bool) -> None:
    (tmp_path / "vllm").mkdir()
    for name, text in files.items():
        (tmp_path / "vllm" / name).write_text(text)
    where = falsy_everywhere(_Tree(tmp_path), "FLAG")  # type: ignore[arg-type]
    assert (where is not None) is falsy
    assert where is None or where == "vllm/a.py:1"


def _settled(tree: Path) -> None:
    """Files older than the module cache's racy window: a folder's entries are stored."""
    old = 1_000_000_000
    for path in tree.rglob("*.py"):
        os.utime(path, (old, old))


def test_falsy_tree_read_once_per_view(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The tree's files are read once per view for every name asked, and a second view of the
    same (settled) tree reads each answer back from the module cache instead of the files."""
    from probes.views import tree_files

    monkeypatch.setenv("SPEC_COMPAT_MODULE_CACHE", str(tmp_path / "cache"))
    (tmp_path / "vllm").mkdir()
    (tmp_path / "vllm" / "a.py").write_text("A = None\nB = 0\nC = 1\n")
    _settled(tmp_path)
    reads: list[Path] = []
    real = tree_files._read_tree

    def counted(root: Path, key: str) -> list[tree_files.TreeFile]:
        reads.append(root)
        return real(root, key)

    monkeypatch.setattr(tree_files, "_read_tree", counted)
    view = _Tree(tmp_path)
    found = [falsy_everywhere(view, n) for n in ("A", "B", "C", "D")]  # type: ignore[arg-type]
    assert found == ["vllm/a.py:1", "vllm/a.py:2", None, None]
    assert len(reads) == 1
    again = _Tree(tmp_path)
    assert [falsy_everywhere(again, n) for n in ("B", "C")] == ["vllm/a.py:2", None]  # type: ignore[arg-type]
    assert len(reads) == 1


def test_falsy_answer_recomputed_when_a_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An answer is kept by the tree's digest: a change of one file's bytes gives a new key,
    and the answer read from that file is computed again (never the stale one)."""
    monkeypatch.setenv("SPEC_COMPAT_MODULE_CACHE", str(tmp_path / "cache"))
    (tmp_path / "vllm").mkdir()
    (tmp_path / "vllm" / "a.py").write_text("FLAG = None\n")
    (tmp_path / "vllm" / "b.py").write_text("OTHER = 1\n")
    _settled(tmp_path)
    assert falsy_everywhere(_Tree(tmp_path), "FLAG") == "vllm/a.py:1"  # type: ignore[arg-type]
    (tmp_path / "vllm" / "b.py").write_text("x.FLAG = compute()\n")
    _settled(tmp_path)
    os.utime(tmp_path / "vllm" / "b.py", (1_000_000_005, 1_000_000_005))
    assert falsy_everywhere(_Tree(tmp_path), "FLAG") is None  # type: ignore[arg-type]


def test_falsy_corrupt_entry_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache entry that is not an answer (cut short, or another JSON value) is ignored and
    the answer read from the files again."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("SPEC_COMPAT_MODULE_CACHE", str(cache))
    (tmp_path / "vllm").mkdir()
    (tmp_path / "vllm" / "a.py").write_text("FLAG = 0\n")
    _settled(tmp_path)
    assert falsy_everywhere(_Tree(tmp_path), "FLAG") == "vllm/a.py:1"  # type: ignore[arg-type]
    entries = [p for p in cache.rglob("*.json") if "derived" in p.parts]
    assert entries
    for damage in (b"{not json", b'{"key": 1}\n[1, 2]'):
        for entry in entries:
            entry.write_bytes(damage)
        assert falsy_everywhere(_Tree(tmp_path), "FLAG") == "vllm/a.py:1"  # type: ignore[arg-type]


_NAMES = ("FLAG", "A", "B", "x")
_LINES = (
    "FLAG = None",
    "FLAG = 1",
    "x.FLAG = 0",
    "A, FLAG = 0, ''",
    "B: int = 0",
    "B += 1",
    "setattr(o, 'A', False)",
    "setattr(o, 'FLAG', True)",
    "A = f()",
    "x = None",
    "def (:",
    "print(FLAG)",
    "y = 'B'",
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.sampled_from(_LINES), min_size=0, max_size=4), min_size=1, max_size=4))
def test_falsy_at_is_the_table(files: list[list[str]]) -> None:
    """Oracle: the per-name scan gives, for every name, what the one-pass table gives."""
    from probes import vllm_constants
    from probes.views.tree_files import read_tree

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "vllm" / "sub").mkdir(parents=True)
        for i, lines in enumerate(files):
            folder = root / "vllm" / ("sub" if i % 2 else "")
            (folder / f"m{i}.py").write_text("\n".join(lines) + "\n")
        with _cache_off():
            table = vllm_constants.falsy_table(root)
            tree = read_tree(root)
            for name in _NAMES:
                assert vllm_constants.falsy_at(root, tree, name) == table.get(name)


@contextlib.contextmanager
def _cache_off() -> Iterator[None]:
    old = os.environ.get("SPEC_COMPAT_MODULE_CACHE")
    os.environ["SPEC_COMPAT_MODULE_CACHE"] = "off"
    try:
        yield
    finally:
        if old is None:
            del os.environ["SPEC_COMPAT_MODULE_CACHE"]
        else:
            os.environ["SPEC_COMPAT_MODULE_CACHE"] = old


def test_a_file_shared_by_two_trees_is_parsed_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Per-file facts are kept by the file's sha256: a file unchanged from one release tree to
    the next is not parsed again, and each tree still gets its own locations."""
    from probes import vllm_constants

    monkeypatch.setenv("SPEC_COMPAT_MODULE_CACHE", str(tmp_path / "cache"))
    for tree, other in (("t1", "B = 1\n"), ("t2", "B = None\n")):
        (tmp_path / tree / "vllm").mkdir(parents=True)
        (tmp_path / tree / "vllm" / "a.py").write_text("A = None\n")
        (tmp_path / tree / "vllm" / "b.py").write_text(other)
    parsed: list[str] = []
    real = vllm_constants._file_facts

    def counted(text: str) -> object:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(vllm_constants, "_file_facts", counted)
    assert vllm_constants.falsy_table(tmp_path / "t1") == {"A": "vllm/a.py:1"}
    assert vllm_constants.falsy_table(tmp_path / "t2") == {"A": "vllm/a.py:1", "B": "vllm/b.py:1"}
    assert sorted(parsed) == ["A = None\n", "B = 1\n", "B = None\n"]
