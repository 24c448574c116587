"""Rule `entry-version-gate` (probes/reach_gates.py): a version gate read across the
consumer's modules gates what is imported after it.

Table rows both ways on the import graph (`module_reach`); the pass records the rule; CPython
as the oracle and the live witness on the installed vLLM (0.32.0 in the test environment):
a tiny plugin whose entry function refuses unless the installed vLLM matches its pin is
*called* in a fresh interpreter, once pinned to the installed release and once to another,
and the modules CPython loaded must be exactly those the model lets run there.
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
from probes.reach_pass import apply_reach
from probes.reachability import module_reach
from probes.usage import usage_from_folder
from probes.views.static import static_view_from_tree
from tests.checktable import with_packages, write_tree

UTILS = (
    'PIN = "{pin}"\n'
    "def pinned():\n    return PIN\n"
    "def version_ok() -> bool:\n"
    '    """True iff the installed vLLM is the pin."""\n'
    "    import vllm\n    want = pinned()\n"
    "    return want is not None and vllm.__version__ == want\n"
)
PLUGIN = (
    "import os\nfrom pkg.utils import version_ok\n"
    "def plugin():\n"
    "    if not os.getenv('PKG_ENABLED'):\n        return\n"
    "    if {test}:\n        raise RuntimeError('needs the pinned vLLM')\n"
    "    from .patches import apply\n    apply()\n"
)
PATCHES = "from pkg import deep\ndef apply():\n    return None\n"
DEEP = "import vllm\n"


def _tree(test: str = "not version_ok()", pin: str = "0.26.0", **more: str) -> dict[str, str]:
    files = {
        "pkg/__init__.py": "",
        "pkg/utils.py": UTILS.format(pin=pin),
        "pkg/plugin.py": PLUGIN.format(test=test),
        "pkg/patches.py": PATCHES,
        "pkg/deep.py": DEEP,
    }
    return {**files, **more}


def _condition(files: dict[str, str], rel: str = "pkg/deep.py") -> str | None:
    """The condition the model gives `rel` ("" when it runs everywhere)."""
    reach = module_reach(files, ["pkg.plugin"]).get(rel)
    assert reach is None or reach.status == "gated", reach
    return reach.condition if reach else ""


ENVS = (
    "import os\n"
    "environment_variables = {\n"
    "    'PKG_SKIP_VERSION_CHECK':\n"
    "        lambda: os.getenv('PKG_SKIP_VERSION_CHECK', '{default}') == '1',\n"
    "}\n"
    "def __getattr__(name):\n    return environment_variables[name]()\n"
)


@pytest.mark.parametrize(
    ("files", "condition"),
    [
        # the predicate, its local import, the constant through a function: read
        (_tree(), "==0.26.0"),
        (_tree("version_ok() is False"), ""),  # `is False` of a call: not read, no gate
        (_tree("not version_ok() and not os.getenv('PKG_SKIP')"), "==0.26.0"),  # override
        # the package sets the override itself: no default to take, no gate
        (
            _tree(
                "not version_ok() and not os.getenv('PKG_SKIP')",
                **{"pkg/__init__.py": "import os\nos.environ['PKG_SKIP'] = '1'\n"},
            ),
            "",
        ),
        # an override that is true by default (a default of '1') is no override
        (_tree("not version_ok() and not os.getenv('PKG_SKIP', '1')"), ""),
        # a conjunct that is no user override: on other platforms the code runs anyway
        (_tree("not version_ok() and is_cuda()"), ""),
        # a vLLM-style envs module (the flag's lambda read at its default)
        (
            _tree(
                "not envs.PKG_SKIP_VERSION_CHECK and not version_ok()",
                **{"pkg/envs.py": ENVS.replace("{default}", "0")},
            ),
            "==0.26.0",
        ),
        (
            _tree(
                "not envs.PKG_SKIP_VERSION_CHECK and not version_ok()",
                **{"pkg/envs.py": ENVS.replace("{default}", "1")},
            ),
            "",
        ),
        # a pin that is no version (a name): not read
        (_tree(pin="latest"), ""),
    ],
)
def test_rows(files: dict[str, str], condition: str) -> None:
    if "envs." in files["pkg/plugin.py"]:
        files["pkg/plugin.py"] = "import pkg.envs as envs\n" + files["pkg/plugin.py"]
    if "is_cuda" in files["pkg/plugin.py"]:
        files["pkg/plugin.py"] = "from pkg.utils import is_cuda\n" + files["pkg/plugin.py"]
        files["pkg/utils.py"] += "def is_cuda():\n    return False\n"
    assert _condition(files) == condition


def test_the_users_switch_alone_gates_nothing() -> None:
    """`if not ENABLED: return` is the user's switch: without a version part, no default."""
    files = _tree()
    files["pkg/plugin.py"] = files["pkg/plugin.py"].replace("if not version_ok()", "if False")
    assert _condition(files) == ""


@pytest.mark.parametrize(
    ("imported", "condition"),
    [
        (True, "==0.26.0"),  # imported after the gate: runs when the gate says
        (False, ""),  # nothing imports it: vLLM loads it by a path the user gives
    ],
)
def test_a_vllm_subclass_module_is_a_root_only_when_the_package_never_imports_it(
    imported: bool, condition: str
) -> None:
    files = _tree(**{"pkg/deep.py": "from vllm.config import Base\nclass Mine(Base): ...\n"})
    if not imported:
        files["pkg/patches.py"] = "def apply():\n    return None\n"
    assert _condition(files) == condition


def test_two_paths_under_the_same_gate_gate_once() -> None:
    files = _tree(**{"pkg/other.py": "from pkg import deep\n"})
    files["pkg/patches.py"] = "from pkg import deep, other\ndef apply():\n    return None\n"
    assert _condition(files) == "==0.26.0"


@pytest.mark.parametrize(
    ("call", "reached"),
    [
        # `import_module(self.absolute_name())`: what every method of that name returns
        (
            "class B:\n    def absolute_name(self):\n        raise NotImplementedError\n"
            "class Ops(B):\n    def absolute_name(self):\n        return f'pkg.ops.{self.n}'\n"
            "def load(o):\n    return importlib.import_module(o.absolute_name())\n",
            False,
        ),
        ("def load(o):\n    return importlib.import_module(o.unknown())\n", True),
        # `__import__(name)` with the name bound to a literal
        ("def load():\n    name = 'pkg'\n    return __import__(name).__path__\n", False),
        ("def load(name):\n    return __import__(name)\n", True),
    ],
)
def test_computed_import_names_read_where_they_are_literals(call: str, reached: bool) -> None:
    files = _tree(**{"pkg/loader.py": "import importlib\n" + call})
    files["pkg/__init__.py"] = "from pkg import loader\n"
    assert (_condition(files) == "") is reached


def _finding(location: str):
    found = make_finding(
        "missing-module",
        "absent",
        id="pkg.deep::import:vllm.x#0",
        symbol="vllm.x",
        detail="d",
        hint="h",
    )
    return replace(found, location=location, status="broken")


def test_the_pass_records_the_rule_and_plain_gates_do_not() -> None:
    reach = {k: v.to_json() for k, v in module_reach(_tree(), ["pkg.plugin"]).items()}
    got = apply_reach([_finding("pkg/deep.py:1")], reach, "0.33.0")[0]
    assert (got.status, got.reason) == ("unreached", "import-gated")
    assert got.rules[-2:] == ("entry-version-gate", "import-gated")
    assert apply_reach([_finding("pkg/deep.py:1")], reach, "0.26.0")[0].status == "broken"
    init = "import vllm\nif vllm.__version__ < '0.13':\n    from pkg import deep\n"
    plain = {"pkg/__init__.py": init}
    reach = {k: v.to_json() for k, v in module_reach({**plain, "pkg/deep.py": DEEP}).items()}
    got = apply_reach([_finding("pkg/deep.py:1")], reach, "0.33.0")[0]
    assert got.status == "unreached" and "entry-version-gate" not in got.rules


def test_end_to_end_through_the_pair_check(tmp_path) -> None:
    files = _tree(**{"pkg/deep.py": "from vllm.gone import f\n"})
    write_tree(tmp_path / "cons", files)
    write_tree(tmp_path / "cons", {"pyproject.toml": ENTRY_TOML})
    usage = usage_from_folder(tmp_path / "cons", consumer="pkg")
    write_tree(tmp_path / "prov", with_packages({"vllm/__init__.py": "__version__ = '0'\n"}))
    verdicts = {}
    for version in ("0.26.0", "0.33.0"):
        view = static_view_from_tree(tmp_path / "prov", version=version, source={"kind": "t"})
        result = check_pair(usage, [], view)
        verdicts[version] = (result.verdict, [f.status for f in result.findings])
    assert verdicts["0.26.0"] == ("broken", ["broken"])  # it runs there: a real break
    # the entry function vLLM calls raises its own error there: the plugin refuses 0.33.0
    assert verdicts["0.33.0"] == ("broken", ["refused"])


ENTRY_TOML = (
    '[project]\nname = "pkg"\nversion = "1.0"\n'
    '[project.entry-points."vllm.general_plugins"]\nplug = "pkg.plugin:plugin"\n'
)
ORACLE = """
import json, os, sys
sys.path.insert(0, sys.argv[1])
os.environ["PKG_ENABLED"] = "1"
from pkg.plugin import plugin
try:
    plugin()
except RuntimeError:
    pass
print(json.dumps(sorted(m for m in sys.modules if m == "pkg" or m.startswith("pkg."))))
"""


@pytest.mark.parametrize("matches", [True, False])
def test_cpython_oracle_on_the_installed_vllm(tmp_path, matches: bool) -> None:
    """The entry function called as vLLM's plugin loader calls it, on the installed vLLM."""
    vllm = pytest.importorskip("vllm")
    pin = vllm.__version__ if matches else "0.0.1"
    files = _tree(pin=pin)
    write_tree(tmp_path, files)
    out = subprocess.run(
        [sys.executable, "-c", ORACLE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    reach = module_reach(files, ["pkg.plugin"])
    model = {
        rel[: -len(".py")].replace("/", ".").removesuffix(".__init__")
        for rel in files
        if rel not in reach or holds(reach[rel].condition or "", vllm.__version__)
    }
    assert loaded == model, (loaded, model)
    assert ("pkg.patches" in loaded) is matches


def test_a_module_naming_itself_is_not_imported_by_that() -> None:
    """`logger = getLogger("deep")` inside pkg/deep.py names no importer: a vLLM subclass
    nothing else imports stays a root (vLLM loads it by path)."""
    deep = "from vllm.config import Base\nTAG = 'deep'\nclass Mine(Base): ...\n"
    files = _tree(**{"pkg/deep.py": deep})
    files["pkg/patches.py"] = "def apply():\n    return None\n"
    assert _condition(files) == ""


# --- a check returning from several places, its verdict unpacked (a range constant) ----------

CHECK = (
    'RANGE = "{range}"\n'
    "def check():\n"
    "    try:\n        import vllm\n    except ImportError:\n        return False, 'none'\n"
    "    version = getattr(vllm, '__version__', None) or 'unknown'\n"
    "    try:\n"
    "        from packaging.specifiers import SpecifierSet\n"
    "        from packaging.version import Version\n"
    "        spec = SpecifierSet(RANGE)\n"
    "    except ImportError:\n        return False, version\n"
    "    if spec.contains(Version(version), prereleases=True):\n"
    "        {true}\n"
    "    {last}\n"
)
REGISTER = (
    "from pkg.check import check\n"
    "def register():\n"
    "    ok, version = check()\n"
    "    if not ok:\n"
    "        print('skipping registration:', version)\n"
    "        {exit}\n"
    "    from pkg.platform import Plat\n"
    "    return 'pkg.platform.Plat'\n"
)


def _ranged(
    exit: str = "return None",
    true: str = "return True, version",
    last: str = "return False, version",
    rng: str = ">=0.25.0,<=0.28.0",
) -> dict[str, str]:
    return {
        "pkg/__init__.py": "",
        "pkg/check.py": CHECK.format(range=rng, true=true, last=last),
        "pkg/plugin.py": REGISTER.format(exit=exit),
        "pkg/platform.py": "from pkg import deep\nclass Plat:\n    pass\n",
        "pkg/deep.py": DEEP,
    }


def _reach(files: dict[str, str], entry: tuple[str, ...]):
    return module_reach(files, entry).get("pkg/deep.py")


@pytest.mark.parametrize(
    ("files", "condition"),
    [
        # every true return sits under the range test: the rest runs only inside the range
        (_ranged(), "<=0.28.0,>=0.25.0"),
        (_ranged(rng="==0.26.0"), "==0.26.0"),
        # a true return under no version test: it can pass anywhere, no gate
        (_ranged(last="return True, version"), ""),
        # a returned value that is no constant: unreadable, no gate
        (_ranged(last="return spec is None, version"), ""),
        # two true returns under different ranges: a union the model cannot write, no gate
        (
            _ranged(
                last="if SpecifierSet('>=0.30').contains(Version(version)):\n"
                "        return True, version\n    return False, version"
            ),
            "",
        ),
        # the flag is bound twice before the test: not one value, no gate
        (
            {
                **_ranged(),
                "pkg/plugin.py": REGISTER.format(exit="return None").replace(
                    "    if not ok:", "    ok = ok or version\n    if not ok:"
                ),
            },
            "",
        ),
    ],
)
def test_rows_a_check_with_several_returns(files: dict[str, str], condition: str) -> None:
    reach = _reach(files, ("pkg.plugin", "pkg.plugin:register"))
    assert (reach.condition if reach else "") == condition


@pytest.mark.parametrize(
    ("files", "entry", "refuses"),
    [
        # the entry function vLLM calls returns nothing outside its range: refused
        (_ranged(), ("pkg.plugin", "pkg.plugin:register"), True),
        (_ranged(exit="raise RuntimeError('unsupported vLLM')"), ("pkg.plugin:register",), True),
        # the same gate in a function no entry point names: only unreached
        (_ranged(), ("pkg.plugin",), False),
        # an entry function that returns something else there gives vLLM that: no refusal
        (_ranged(exit="return 'pkg.fallback.Plat'"), ("pkg.plugin:register",), False),
    ],
)
def test_rows_an_entry_functions_refusal(files, entry, refuses: bool) -> None:
    reach = _reach(files, entry)
    assert reach is not None and reach.condition == "<=0.28.0,>=0.25.0"
    assert reach.refuses is refuses
    found = apply_reach([_finding("pkg/deep.py:1")], {"pkg/deep.py": reach.to_json()}, "0.33.0")
    assert found[0].status == ("refused" if refuses else "unreached")
    assert "entry-version-gate" in found[0].rules
    inside = apply_reach([_finding("pkg/deep.py:1")], {"pkg/deep.py": reach.to_json()}, "0.28.0")
    assert inside[0].status == "broken"  # inside the range the plugin runs: a real break


RANGE_ORACLE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pkg.plugin import register
got = register()
print(json.dumps([got, sorted(m for m in sys.modules if m == "pkg" or m.startswith("pkg."))]))
"""


@pytest.mark.parametrize("inside", [True, False])
def test_cpython_oracle_a_range_check_on_the_installed_vllm(tmp_path, inside: bool) -> None:
    """register() called as vLLM's platform loader calls it, on the installed vLLM: outside
    its range it returns None and loads none of the modules the model says it refuses."""
    vllm = pytest.importorskip("vllm")
    rng = f"=={vllm.__version__}" if inside else "<0.1"
    files = _ranged(rng=rng)
    write_tree(tmp_path, files)
    out = subprocess.run(
        [sys.executable, "-c", RANGE_ORACLE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    got, loaded = json.loads(out.stdout.strip().splitlines()[-1])
    reach = module_reach(files, ["pkg.plugin", "pkg.plugin:register"])
    model = {
        rel[: -len(".py")].replace("/", ".").removesuffix(".__init__")
        for rel in files
        if rel not in reach or holds(reach[rel].condition or "", vllm.__version__)
    }
    assert set(loaded) == model, (loaded, model)
    assert (got is None) is not inside
    assert reach["pkg/deep.py"].refuses


PLATFORM_TOML = (
    '[project]\nname = "pkg"\nversion = "1.0"\n'
    '[project.entry-points."vllm.platform_plugins"]\nplat = "pkg.plugin:register"\n'
)


def test_end_to_end_a_platform_plugin_outside_its_range(tmp_path) -> None:
    files = _ranged()
    files["pkg/deep.py"] = "from vllm.gone import f\n"
    write_tree(tmp_path / "cons", {**files, "pyproject.toml": PLATFORM_TOML})
    usage = usage_from_folder(tmp_path / "cons", consumer="pkg")
    write_tree(tmp_path / "prov", with_packages({"vllm/__init__.py": "__version__ = '0'\n"}))
    verdicts = {}
    for version in ("0.28.0", "0.33.0"):
        view = static_view_from_tree(tmp_path / "prov", version=version, source={"kind": "t"})
        result = check_pair(usage, [], view)
        verdicts[version] = (result.verdict, [(f.status, f.rules[-1]) for f in result.findings])
    assert verdicts["0.28.0"] == ("broken", [("broken", "unguarded-break")])
    assert verdicts["0.33.0"] == ("broken", [("refused", "entry-version-gate")])
