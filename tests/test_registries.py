"""The extension points keep no hand-kept lists: names come from functions, modules are found.

Probes, shim variants and stable calls register by decorator under their function's name;
catalogue themes and shim modules are found by `pkgutil`; a probe theme is named like the
shim module its probes decide. And no shim module lists vLLM releases: adding the next
release's snapshot must need no hand edit in compat/shims/ (known_good.json is generated).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import textwrap
from pathlib import Path

import pytest

import compat.shims as shims
from compat.shims import registry
from probes.catalogue import REGISTRY, THEMES
from probes.catalogue.registry import probe_name

SHIMS_DIR = Path(registry.__file__).parent
GENERATED = {"known_good.json"}  # written by `python -m compat.shims.known_good`
_VERSION = re.compile(r"v?\d+\.\d+(\.\d+)?([.-]?(post|rc|dev)\d*)?")
_METADATA = {"importlib.metadata", "importlib_metadata", "pkg_resources"}


def _strings(fn: object) -> set[str]:
    """The string constants of a function's body, its docstring left out."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))  # type: ignore[arg-type]
    body = tree.body[0]
    docstring = ast.get_docstring(body, clean=False)  # type: ignore[arg-type]
    return {
        n.value
        for n in ast.walk(body)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value != docstring
    }


def test_a_probe_is_named_after_its_function_and_never_says_its_name():
    for name, found in REGISTRY.items():
        assert name == probe_name(found.observe), name
        assert name not in _strings(found.observe), f"{name}: the body repeats its name"


@pytest.mark.parametrize(
    ("function", "shim", "variant"),
    [
        ("make_request__native", "make_request", "native"),
        ("make_request__eos_in_sampling_params", "make_request", "eos-in-sampling-params"),
        ("_kv_cache_planning__resolve_layout", "kv_cache_planning", "resolve-layout"),
    ],
)
def test_a_variant_is_named_after_its_function(function, shim, variant):
    def build(answers):
        return None

    build.__name__ = function
    assert registry.variant_name(build) == (shim, variant)


@pytest.mark.parametrize("function", ["native", "make_request_native", "__native", "make__"])
def test_a_variant_function_without_a_stable_call_in_its_name_is_refused(function):
    def build(answers):
        return None

    build.__name__ = function
    with pytest.raises(ValueError, match=r"name it <stable call>__<variant>"):
        registry.variant(when={})(build)


def test_every_variant_is_documented_and_belongs_to_a_stable_call():
    registry.load_all()
    for shim, variants in registry.VARIANTS.items():
        assert shim in shims.__all__, f"variants of {shim} but no stable call `{shim}`"
        for v in variants:
            assert v.doc, (shim, v.name)
            assert (shim, v.name) == registry.variant_name(v.build)


def test_stable_calls_are_registered_under_their_names_and_keep_their_signature():
    for name, stub in shims._STUBS.items():
        assert stub.__name__ == name
        assert name in shims.__all__
        declared = inspect.signature(stub.__wrapped__)  # type: ignore[attr-defined]
        assert inspect.signature(stub) == declared
        assert name not in _strings(stub.__wrapped__)  # type: ignore[attr-defined]


def test_modules_are_found_not_listed():
    on_disk = {p.stem for p in SHIMS_DIR.glob("*.py") if p.stem != "__init__"}
    assert set(registry.shim_modules()) == on_disk - {"registry", "known_good"}
    catalogue = Path(importlib.import_module("probes.catalogue").__file__).parent
    themes = {p.stem for p in catalogue.glob("*.py")} - {"__init__", "reading", "registry"}
    assert set(THEMES) == themes


def test_probe_themes_are_named_like_the_shim_modules_they_decide():
    """A variant's probes live in the catalogue module named like the variant's module."""
    for variants in registry.VARIANTS.values():
        for v in variants:
            theme = v.module.rsplit(".", 1)[1]
            for probe in v.when:
                home = REGISTRY[probe].observe.__module__
                assert home == f"probes.catalogue.{theme}", (v.shim, v.name, probe, home)
    static = {p.observe.__module__.rsplit(".", 1)[1] for p in REGISTRY.values()
              if p.needs == "static"}  # fmt: skip
    assert static <= set(registry.shim_modules())


# -- no release lists in compat/shims/ ---------------------------------------------------------


def release_literals(source: str) -> list[str]:
    """Version-like strings and version reads in code (docstrings and prose left out)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings and _VERSION.fullmatch(node.value.strip()):
                found.append(node.value)
        elif isinstance(node, ast.Attribute) and node.attr == "__version__":
            found.append(node.attr)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            modules = [node.module] if isinstance(node, ast.ImportFrom) else []
            modules += [alias.name for alias in node.names]
            found += [m for m in modules if m in _METADATA]
    return found


@pytest.mark.parametrize(
    ("source", "flagged"),
    [
        ('KNOWN_GOOD = {"native": ("0.11.1", "0.12.0")}', ["0.11.1", "0.12.0"]),
        ("if vllm.__version__ >= '0.17':\n    pass", ["__version__", "0.17"]),
        ("from importlib.metadata import version\nversion('vllm')", ["importlib.metadata"]),
        ("import importlib.metadata", ["importlib.metadata"]),
        ("for version in committed_vllm_versions():\n    Version(version)", []),
        ('def f():\n    """From 0.11.1 on."""\n    return "native"', []),
        ('doc = "the 4th parameter (0.11.1+)"', []),
    ],
)
def test_the_release_list_detector(source, flagged):
    assert sorted(release_literals(source)) == sorted(flagged)


def test_no_shim_module_lists_releases_or_reads_a_version():
    """A new vLLM release needs its snapshot and `nox -s fixtures`, no edit in compat/shims/."""
    for path in sorted(SHIMS_DIR.iterdir()):
        if path.name == "__pycache__":
            continue
        if path.suffix != ".py":
            assert path.name in GENERATED, f"{path.name}: a data file nobody generates"
            continue
        assert not release_literals(path.read_text(encoding="utf-8")), path.name


def test_no_scaffold_is_left_unfinished():
    """scripts/new_drift_point.py marks every stub; a marked stub is not done."""
    repo = SHIMS_DIR.parents[1]
    marker = "scaffolded by scripts/new_drift_point.py"
    places = [*(repo / "probes").rglob("*.py"), *(repo / "compat").rglob("*.py")]
    places.append(repo / "tests" / "drift_points.py")
    left = [str(p.relative_to(repo)) for p in places if marker in p.read_text(encoding="utf-8")]
    assert not left, f"unfinished scaffold (search for TODO): {left}"
