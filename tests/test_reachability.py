"""Reachability (probes/reachability.py, probes/reach_pass.py): CPython as the oracle, the
rules' table rows both ways, and the pass end to end through drift's pair check.

The oracle: a tiny package is imported, as its users and entry points import it, in a fresh
interpreter where the installed vLLM is importable (the live witness: vLLM 0.32.0 in the
test environment); the modules CPython loads must all be reached by the model (a false
`unreached` would hide a real break), and the ones the package never loads are `unreached`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest

from compat.drift import check_pair
from probes import make_finding
from probes.conditions.versions import holds
from probes.reach_pass import apply_reach, import_gated, in_consumer_tests, not_imported
from probes.reachability import Reach, entry_modules, is_test_file, module_reach
from probes.usage import usage_from_folder
from probes.views.static import static_view_from_tree
from tests.checktable import with_packages, write_tree

GATE = (
    "import vllm\nfrom packaging.version import Version\n"
    'OLD = Version(vllm.__version__) < Version("0.13")\n'
)
TINY = {
    "tp/__init__.py": "from tp import core\nfrom . import lazy\n",
    "tp/core.py": GATE + "if OLD:\n    from tp.patches import v12\nelse:\n    from tp import new\n"
    "from vllm import SamplingParams\n",
    "tp/new.py": "from vllm import SamplingParams\n",
    "tp/patches/__init__.py": "",
    "tp/patches/v12.py": "from vllm.x_gone import old_name\n",
    "tp/_legacy.py": "from vllm.x_gone import legacy_name\n",
    "tp/helpers.py": "from vllm import SamplingParams\n",  # public, but nothing imports it
    "tp/lazy.py": "import importlib\nMOD = importlib.import_module('tp.by_string')\n",
    "tp/by_string.py": "from vllm import SamplingParams\n",
    "tp/plugin.py": "from vllm import SamplingParams\n",  # only its entry point names it
    "tp/typed.py": (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from tp import _hint\n"
    ),
    "tp/_hint.py": "from vllm.x_gone import hinted\n",
    "tp/tests/test_core.py": "from vllm.x_gone import tested\n",
}
ENTRY = "[vllm.general_plugins]\nplug = tp.plugin:register\n"
ORACLE = """
import importlib, json, sys
sys.path.insert(0, sys.argv[1])
for name in sys.argv[2:]:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m == "tp" or m.startswith("tp."))))
"""


def _loaded(root, names) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", ORACLE, str(root), *names],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def _model(files, version):
    """Module → whether the model lets it run on `version` (tests apart)."""
    reach = module_reach(files, entry_modules([ENTRY]))
    out = {}
    for rel in files:
        name = rel[: -len(".py")].replace("/", ".").removesuffix(".__init__")
        r = reach.get(rel)
        if r is None:
            out[name] = True
        elif r.status == "gated":
            out[name] = holds(r.condition or "", version) is not False
        else:
            out[name] = r.status != "unreached" and r.status != "test"
    return out


def test_cpython_oracle_on_the_installed_vllm(tmp_path):
    vllm = pytest.importorskip("vllm")
    write_tree(tmp_path, TINY)
    # as users (`import tp`) and vLLM's plugin loader (the entry point's module) do
    loaded = _loaded(tmp_path, ["tp", "tp.plugin"])
    model = _model({k: v for k, v in TINY.items()}, vllm.__version__)
    reached = {m for m, runs in model.items() if runs}
    assert loaded <= reached, f"CPython ran what the model calls unreached: {loaded - reached}"
    # and nothing beyond: a module CPython never loads, public (tp.helpers, tp.typed) or
    # private, is unreached
    assert reached == loaded
    assert {"tp._legacy", "tp._hint", "tp.patches.v12", "tp.helpers", "tp.typed"}.isdisjoint(loaded)


@pytest.mark.parametrize(
    ("rel", "expected"),
    [
        ("pkg/tests/test_a.py", True),
        ("pkg/tests/helpers.py", True),
        ("pkg/test_a.py", True),
        ("pkg/a_test.py", True),
        ("pkg/conftest.py", True),
        ("pkg/testing.py", False),
        ("pkg/contest.py", False),
        ("pkg/attest/x.py", False),
    ],
)
def test_is_test_file(rel, expected):
    assert is_test_file(rel) is expected


DYNAMIC_ROWS = [
    # (extra files, expected unreached modules) — conservative where it cannot read the import
    pytest.param(
        {"p/__init__.py": "import importlib\nimportlib.import_module(NAME)\n"}, set(), id="computed"
    ),
    pytest.param(
        {"p/__init__.py": "import importlib\nimportlib.import_module(f'p._plug.{x}')\n"},
        {"p/_other.py"},
        id="constant-prefix",
    ),
    pytest.param({"p/__init__.py": "from p._plug import *\n"}, {"p/_other.py"}, id="star"),
    pytest.param(
        {"p/__init__.py": "import pkgutil\nfor m in pkgutil.walk_packages(__path__): pass\n"},
        set(),
        id="walk-packages",
    ),
    pytest.param({"p/__init__.py": "X = {'_plug.a': ['A']}\n"}, {"p/_other.py"}, id="lazy-strings"),
    pytest.param({"p/__init__.py": "def f(:\n"}, set(), id="does-not-parse"),
    pytest.param(
        {"p/__init__.py": ""}, {"p/_other.py", "p/_plug/__init__.py", "p/_plug/a.py"}, id="nothing"
    ),
    pytest.param(
        {"p/__init__.py": "def later():\n    from p import _other\n"},
        {"p/_plug/__init__.py", "p/_plug/a.py"},
        id="in-function",
    ),
]


@pytest.mark.parametrize(("files", "unreached"), DYNAMIC_ROWS)
def test_dynamic_imports_are_read_conservatively(files, unreached):
    tree = {"p/_plug/__init__.py": "", "p/_plug/a.py": "", "p/_other.py": "", **files}
    reach = module_reach(tree)
    assert {rel for rel, r in reach.items() if r.status == "unreached"} == unreached


@pytest.mark.parametrize(
    ("other", "reached"),
    [
        ("if __name__ == '__main__':\n    main()\n", True),  # python -m p.other
        ("from vllm.v1 import Base\nclass Mine(Base): ...\n", True),  # vLLM loads it by path
        ("import vllm.v1 as v\nclass Mine(v.Base): ...\n", True),
        ("from vllm.v1 import Base\nclass Mine: ...\n", False),
        ("from vllm.v1 import f\nf()\n", False),  # a legacy patch nothing imports
        ("def f(:\n", True),  # cannot be read: reached
    ],
)
def test_modules_something_outside_the_package_loads_are_roots(other, reached):
    reach = module_reach({"p/__init__.py": "", "p/_other.py": other})
    assert ("p/_other.py" not in reach) is reached


@pytest.mark.parametrize(
    ("init", "reached"),
    [
        ("", False),  # public, but nothing in the package imports it
        ("import vllm\nif vllm.__version__ < '0.13':\n    from p import other\n", False),
        ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from p import other\n", False),
        ("NAMES = ['p.other']\n", True),  # named in a string of reached code: loaded by name
    ],
)
def test_public_modules_run_only_when_the_package_imports_them(init, reached):
    """In a package that declares how it runs (an entry point), a public module runs only
    when the package imports it."""
    files = {"p/__init__.py": init, "p/other.py": "import vllm\n", "p/plugin.py": ""}
    reach = module_reach(files, ["p.plugin:register"])
    got = reach.get("p/other.py")
    runs = got is None or (got.status == "gated" and holds(got.condition or "", "0.20.0"))
    assert bool(runs) is reached


@pytest.mark.parametrize(
    ("rel", "entry", "reached"),
    [
        ("p/other.py", (), True),  # a library: its users import its public modules
        ("p/other.py", ("p.plugin:register",), False),  # it says how it runs: nothing imports it
        ("p/_other.py", (), False),  # private: its users do not import it
        ("p/sub/_hidden/mod.py", (), False),  # under a private package
        ("p/tests/test_mod.py", (), False),  # the package's tests are never roots
    ],
)
def test_a_package_without_entry_points_is_a_library(rel, entry, reached):
    files = {"p/__init__.py": "", "p/plugin.py": "", rel: "import vllm\n"}
    got = module_reach(files, entry).get(rel)
    assert (got is None) is reached


def test_namespace_package_modules_are_roots():
    reach = module_reach({"ns/a.py": "", "ns/b.py": ""})
    assert reach == {}


def test_reach_survives_the_usage_json(tmp_path):
    pyproject = "[project.entry-points.'vllm.general_plugins']\nplug = 'tp.plugin:register'\n"
    write_tree(tmp_path / "cons", {**TINY, "pyproject.toml": pyproject})
    usage = usage_from_folder(tmp_path / "cons", consumer="tp")
    assert usage.reach["tp/_legacy.py"]["status"] == "unreached"
    assert usage.reach["tp/helpers.py"]["status"] == "unreached"  # public, imported by nothing
    assert usage.reach["tp/patches/v12.py"]["condition"] == "<0.13"
    assert usage.reach["tp/tests/test_core.py"]["status"] == "test"
    back = type(usage).from_json(json.loads(json.dumps(usage.to_json())))
    assert back.reach == usage.reach


def _finding(location="p/m.py:3", status="broken"):
    found = make_finding(
        "missing-symbol", "absent", id="p.m::import:vllm.x#0", symbol="vllm.x", detail="d", hint="h"
    )
    return replace(found, location=location, status=status)


@pytest.mark.parametrize(
    ("rule", "reach", "version", "expected"),
    [
        (in_consumer_tests, Reach("test", "t"), "0.20.0", "consumer-test"),
        (in_consumer_tests, Reach("unreached", "u"), "0.20.0", None),
        (not_imported, Reach("unreached", "u"), "0.20.0", "not-imported"),
        (not_imported, Reach("gated", "g", "<0.13"), "0.20.0", None),
        (import_gated, Reach("gated", "g", "<0.13"), "0.20.0", "import-gated"),
        (import_gated, Reach("gated", "g", "<0.13"), "0.12.0", None),  # it runs there
        (import_gated, Reach("gated", "g", "<0.13"), None, None),  # no version: cannot tell
        (import_gated, Reach("unreached", "u"), "0.20.0", None),
    ],
)
def test_reach_rules(rule, reach, version, expected):
    got = rule(_finding(), reach, version)
    assert (got.reason if got is not None else None) == expected
    if got is not None:
        assert got.status == "unreached" and got.kind == "missing-symbol"


def test_apply_reach_matches_by_file_and_keeps_the_rest():
    reach = {"p/m.py": Reach("unreached", "u").to_json()}
    found = apply_reach([_finding(), _finding("p/other.py:1")], reach, "0.20.0")
    assert [f.status for f in found] == ["unreached", "broken"]


def test_drift_pair_verdict_ignores_unreached_and_tests(tmp_path):
    """End to end: the tiny package's breaks sit only where nothing runs them."""
    pyproject = "[project.entry-points.'vllm.general_plugins']\nplug = 'tp.plugin:register'\n"
    write_tree(tmp_path / "cons", {**TINY, "pyproject.toml": pyproject})
    usage = usage_from_folder(tmp_path / "cons", consumer="tp")
    write_tree(
        tmp_path / "prov",
        with_packages({"vllm/__init__.py": "__version__ = '0'\nclass SamplingParams: ...\n"}),
    )
    results = {}
    for version in ("0.12.0", "0.20.0"):
        view = static_view_from_tree(tmp_path / "prov", version=version, source={"kind": "t"})
        results[version] = check_pair(usage, [], view)
    newest = results["0.20.0"]
    assert newest.verdict == "compatible", [(f.location, f.status) for f in newest.findings]
    reasons = {f.location.split(":")[0]: f.reason for f in newest.findings}
    assert reasons["tp/_legacy.py"] == "not-imported"
    assert reasons["tp/patches/v12.py"] == "import-gated"
    assert reasons["tp/tests/test_core.py"] == "consumer-test"
    old = {f.location.split(":")[0]: f.status for f in results["0.12.0"].findings}
    assert old["tp/patches/v12.py"] == "broken"  # it runs on 0.12.0: a real break there
    assert results["0.12.0"].verdict == "broken"


RANGED = (  # a consumer's decorator that registers the function only where vLLM is in range
    "import vllm\nfrom packaging.specifiers import SpecifierSet\nREGISTRY = []\n"
    "def {name}(*ranges, **named):\n"
    "    def deco(fn):\n"
    "        if all(SpecifierSet(str(r)).contains(vllm.__version__) for r in ranges):\n"
    "            REGISTRY.append(fn)\n"
    "        return fn\n"
    "    return deco\n"
)


@pytest.mark.parametrize(
    ("decorator", "expected"),
    [
        ('@version_range(">=0.8.4,<0.9")', "<0.9,>=0.8.4"),
        ('@register_patch(vllm_version=("0.29", "<0.31"))', "<0.31,>=0.29"),
        ('@vllm_patch(("0.29", "0.31"))', "<=0.31,>=0.29"),  # a bare upper bound: inclusive
        ('@requires_version("<0.13")', "<0.13"),
        ('@version_range("0.8.4")', None),  # no operator: not a range
        ('@version_range(">=0.8", "<0.9")', None),  # two ranges: cannot tell which
        ("@version_range", None),
    ],
)
def test_decorator_version_ranges(decorator, expected):
    """The range forms a decorator's argument is read in (probes/range_data.py; rule
    `range-decorator`, whose rows both ways are tests/rules/test_range_decorator.py)."""
    from probes.range_data import range_reach

    name = decorator[1:].split("(")[0]
    files = {
        "pkg/ranges.py": RANGED.format(name=name),
        "pkg/mod.py": f"from pkg.ranges import {name}\n{decorator}\ndef patch():\n    pass\n",
    }
    got = [
        r.condition for k, r in range_reach(files, set(files)).items() if k.startswith("pkg/mod")
    ]
    assert (got[0] if got else None) == expected


def test_decorated_definition_is_gated_end_to_end(tmp_path):
    code = (
        "from vllm.x import gone\n"
        "from mypkg.ranges import version_range\n"
        "@version_range('<0.13')\n"
        "def legacy():\n"
        "    return gone.f()\n"
        "def live():\n"
        "    return gone.g()\n"
    )
    files = {
        "mypkg/__init__.py": "from mypkg import mod\n",
        "mypkg/mod.py": code,
        "mypkg/ranges.py": RANGED.format(name="version_range"),
    }
    write_tree(tmp_path / "cons", files)
    usage = usage_from_folder(tmp_path / "cons", consumer="mypkg")
    findings = [_finding(f"mypkg/mod.py:{line}") for line in (5, 7)]
    got = apply_reach(findings, usage.reach, "0.20.0")
    assert [f.status for f in got] == ["unreached", "broken"]
    assert got[0].reason == "import-gated"
    assert got[0].rules[-2:] == ("range-decorator", "import-gated")
    assert [f.status for f in apply_reach(findings, usage.reach, "0.12.0")] == ["broken", "broken"]
