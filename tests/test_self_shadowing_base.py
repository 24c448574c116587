"""A base with the class's own name resolves to the binding before the class statement.

`from …llama import LlamaDecoderLayer` then `class LlamaDecoderLayer(LlamaDecoderLayer):`
(vLLM 0.11.0–0.29.0, models/llama_eagle.py and llama_eagle3.py) made the static view recurse
until RecursionError (exit 3). Python evaluates bases before binding the name; so does the
view now, and any other cycle in base resolution gives an opaque base instead of a crash.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest

from probes import releases
from probes.release_errors import ReleaseError
from probes.views.open import folder_view
from probes.views.prior_bases import fix_self_bases

ROWS = [
    # (module source, module name, is package, the base recorded for class X after the fix)
    ("from a.b import X\nclass X(X): pass\n", "m.n", False, "a.b.X"),
    ("from .llama import X\nclass X(X): pass\n", "vllm.models.eagle", False, "vllm.models.llama.X"),
    ("from .llama import X\nclass X(X): pass\n", "vllm.models", True, "vllm.models.llama.X"),
    ("from ..base import Y as X\nclass X(X): pass\n", "p.q.r", False, "p.base.Y"),
    ("import a.b as X\nclass X(X.Base): pass\n", "m", False, "a.b.Base"),
    # the last binding before the class is not an import: left as griffe recorded it
    ("from a import X\nclass X: pass\nclass X(X): pass\n", "m", False, "m.X"),
    ("from a import X\nX = 1\nclass X(X): pass\n", "m", False, "m.X"),
    # an import after the class does not count
    ("class X(X): pass\nfrom a import X\n", "m", False, "m.X"),
]


@pytest.mark.parametrize(("code", "module", "package", "expected"), ROWS)
def test_self_named_base_is_the_prior_binding(
    code: str, module: str, package: bool, expected: str
) -> None:
    tree = ast.parse(code)
    line = max(n.lineno for n in tree.body if isinstance(n, ast.ClassDef))
    own = f"{module}.X"
    spelled = "X.Base" if "X.Base" in code else "X"
    members = {"X": {"k": "class", "l": line, "b": [own + spelled[1:]]}}
    fix_self_bases(members, tree, module, package)
    assert members["X"]["b"] == [expected]


def test_other_bases_are_not_touched() -> None:
    tree = ast.parse("from a import X, Y\nclass X(Y): pass\n")
    members = {"X": {"k": "class", "l": 2, "b": ["a.Y"]}}
    fix_self_bases(members, tree, "m", False)
    assert members["X"]["b"] == ["a.Y"]


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, text in {"vllm/__init__.py": "", **files}.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(text))
    return tmp_path


def test_view_resolves_the_imported_base(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {
            "vllm/llama.py": "class Layer:\n    def __init__(self, config, prefix=''): ...\n"
            "    def forward(self, x): ...\n",
            "vllm/eagle.py": "from vllm.llama import Layer\n\nclass Layer(Layer):\n"
            "    def extra(self): ...\n",
        },
    )
    obj = folder_view(root).lookup("vllm.eagle.Layer").obj
    assert obj is not None and obj.bases == ("vllm.llama.Layer",)
    assert {"forward", "extra", "__init__"} <= set(obj.members)
    assert [p.name for p in obj.signature.params] == ["config", "prefix"]


def test_a_cycle_of_bases_is_opaque_not_a_crash(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {
            "vllm/a.py": "from vllm.b import B\n\nclass A(B):\n    def fa(self): ...\n",
            "vllm/b.py": "from vllm.a import A\n\nclass B(A):\n    def fb(self): ...\n",
        },
    )
    obj = folder_view(root).lookup("vllm.a.A").obj
    assert obj is not None and obj.kind == "class"
    assert "fa" in obj.members and "fb" in obj.members
    assert any("resolve back to itself" in o for o in obj.opaque_bases)


@pytest.fixture(scope="module")
def vllm_0_11_0() -> Path:
    """vLLM 0.11.0's source tree, from its sdist in the user cache (the project's fetcher)."""
    try:
        return releases.source_tree("vllm", "0.11.0", offline=True).root
    except ReleaseError as exc:  # pragma: no cover - a machine without the cached sdist
        pytest.skip(f"vLLM 0.11.0's sdist is not cached here ({exc})")


@pytest.mark.parametrize("module", ["llama_eagle", "llama_eagle3"])
def test_vllm_0_11_0_llama_eagle_decoder_layer(vllm_0_11_0: Path, module: str) -> None:
    """The real file: its LlamaDecoderLayer is llama's, with llama's members inherited."""
    path = f"vllm.model_executor.models.{module}.LlamaDecoderLayer"
    source = (vllm_0_11_0 / "vllm/model_executor/models" / f"{module}.py").read_text()
    assert "class LlamaDecoderLayer(LlamaDecoderLayer):" in source  # the idiom, really there
    obj = folder_view(vllm_0_11_0).lookup(path).obj
    assert obj is not None and obj.kind == "class"
    assert obj.bases == ("vllm.model_executor.models.llama.LlamaDecoderLayer",)
    assert "forward" in obj.members and "mlp" in obj.members  # llama's, inherited


@pytest.mark.parametrize("module", ["llama_eagle", "llama_eagle3"])
def test_vllm_0_29_0_llama_eagle_decoder_layer(module: str) -> None:
    """The last release with the idiom, where a plugin's drift run (vllm-ascend 0.23.0.post1)
    ended in RecursionError before the fix (reproduced on c631c69: both lookups recursed)."""
    try:
        root = releases.source_tree("vllm", "0.29.0", offline=True).root
    except ReleaseError as exc:  # pragma: no cover - a machine without the cached sdist
        pytest.skip(f"vLLM 0.29.0's sdist is not cached here ({exc})")
    source = (root / "vllm/model_executor/models" / f"{module}.py").read_text()
    assert "class LlamaDecoderLayer(LlamaDecoderLayer):" in source
    obj = folder_view(root).lookup(f"vllm.model_executor.models.{module}.LlamaDecoderLayer").obj
    assert obj is not None and obj.kind == "class"
    assert obj.bases == ("vllm.model_executor.models.llama.LlamaDecoderLayer",)
    assert "forward" in obj.members
