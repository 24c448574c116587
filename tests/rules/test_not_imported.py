"""Rule `not-imported` (a module nothing imports).

Table rows both ways: the rule on a Reach, and the import graph's verdict on a module nothing
the package runs imports (public or private) against each way something can import it, with
CPython as the oracle where it can decide (the package imported as its users and entry points
import it, `sys.modules` read); the end-to-end drift run and the live run on vLLM 0.32.0 are in
tests/test_reachability.py."""

from __future__ import annotations

import subprocess
import sys

import pytest

from probes.reach_pass import apply_reach, not_imported
from probes.reachability import Reach, module_reach
from tests.checktable import write_tree
from tests.rules.reach_rows import reach_finding


@pytest.mark.parametrize(
    ("reach", "version", "takes"),
    [
        (Reach("unreached", "u"), "0.20.0", True),
        (Reach("gated", "g", "<0.13"), "0.20.0", False),
        (Reach("test", "t"), "0.20.0", False),
    ],
)
def test_rows(reach: Reach, version: str | None, takes: bool) -> None:
    got = not_imported(reach_finding(), reach, version)
    assert (got is not None) == takes
    if got is not None:
        expected = ("unreached", "not-imported", "missing-symbol")
        assert (got.status, got.reason, got.kind) == expected
        assert got.rules[-1] == "not-imported"  # the finding names the rule that decided it


def test_through_the_pass_the_rule_is_recorded_and_other_files_are_untouched() -> None:
    reach = {"p/m.py": Reach("unreached", "u").to_json()}
    found = apply_reach([reach_finding(), reach_finding("p/other.py:1")], reach, "0.20.0")
    assert [(f.status, f.rules[-1:]) for f in found] == [
        ("unreached", ("not-imported",)),
        ("broken", found[1].rules[-1:]),
    ]
    assert "not-imported" not in found[1].rules


# The package of every row below: `p/__init__.py` imports only `p.api_v2`; `p/api.py` (public)
# is what the row asks about. `files` replace or add modules; `entry` is entry-point modules
# besides `p.plugin`, which every row declares (a package without one is a library: its
# public modules are roots, tests/test_reachability.py).
BASE = {
    "p/__init__.py": "from p import api_v2\n",
    "p/api_v2.py": "",
    "p/api.py": "X = 1\n",
    "p/plugin.py": "",
}
DECLARED = ("p.plugin",)
IMPORTED_ROWS = [
    # (files, entry points, reached) — `oracle`: CPython can run the row as the package's
    # users and entry points would (no vLLM loading by path, no computed name)
    pytest.param({}, (), False, True, id="public-module-nothing-imports"),
    pytest.param({"p/api_v2.py": "from p import api\n"}, (), True, True, id="static-import"),
    pytest.param(
        {"p/api_v2.py": "def later():\n    from . import api\nlater()\n"},
        (),
        True,
        True,
        id="relative-in-function",
    ),
    pytest.param(
        {"p/api_v2.py": "import importlib\nimportlib.import_module('p.api')\n"},
        (),
        True,
        True,
        id="literal-import-module",
    ),
    pytest.param({"p/api_v2.py": "__import__('p.api')\n"}, (), True, True, id="literal-dunder"),
    pytest.param({}, ("p.api",), True, True, id="entry-point"),
    pytest.param(
        {"p/api_v2.py": "CFG = {'kv_connector_module_path': 'p.api'}\n"},
        (),
        True,
        False,
        id="config-string",
    ),
    pytest.param(
        {"p/api_v2.py": "import importlib\ndef load(x):\n    importlib.import_module(f'p.{x}')\n"},
        (),
        True,
        False,
        id="computed-under-the-package",
    ),
    pytest.param(
        {"p/api_v2.py": "import importlib\nimportlib.import_module(NAME)\n"},
        (),
        True,
        False,
        id="unreadable-name",  # a global bound nowhere in the module: any module
    ),
    pytest.param(
        {
            "p/api_v2.py": "import importlib\ndef load(x):\n    importlib.import_module(x)\n"
            "def plug(n):\n    load(f'p.{n}')\n"
        },
        (),
        True,
        False,
        id="parameter-given-a-computed-name",  # read one call up
    ),
    pytest.param(
        {"p/api_v2.py": "import importlib\ndef load(x):\n    importlib.import_module(x)\n"},
        (),
        False,
        True,
        id="parameter-the-package-never-gives",  # only a user's own name: the user's import
    ),
    pytest.param(
        {
            "p/api_v2.py": "import importlib\ndef load(cfg):\n"
            "    importlib.import_module(cfg.plugin_module)\n"
        },
        (),
        False,
        True,
        id="name-from-a-config-attribute",
    ),
    pytest.param(
        {
            "p/api_v2.py": "import importlib\nBASE = 'p'\ndef load(x):\n"
            "    importlib.import_module(BASE + '.' + x)\n"
        },
        (),
        True,
        False,
        id="prefix-through-a-module-constant",
    ),
    pytest.param(
        {
            "p/api_v2.py": "import importlib\nMAP = {'a': 'p.other'}\ndef load(k):\n"
            "    importlib.import_module(MAP.get(k, 'p.other'))\n",
            "p/other.py": "",
        },
        (),
        False,
        True,
        id="name-from-a-literal-mapping",
    ),
    pytest.param(
        {"p/api_v2.py": "import pkgutil\nfor m in pkgutil.iter_modules(__path__): pass\n"},
        (),
        True,
        False,
        id="walks-the-package",
    ),
    pytest.param(
        {"p/dead.py": "from p import api\n"}, (), False, True, id="imported-only-by-dead-code"
    ),
    pytest.param(
        {
            "p/api_v2.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from p import api\n"
        },
        (),
        False,
        True,
        id="type-checking-only",
    ),
    pytest.param(
        {"p/api.py": "if __name__ == '__main__':\n    print(1)\n"}, (), True, False, id="script"
    ),
    pytest.param(
        {
            "p/_base.py": "from vllm.conn import Base\nclass Own(Base): ...\n",
            "p/api.py": "from p._base import Own\nclass Conn(Own): ...\n",
        },
        (),
        True,
        False,
        id="subclass-of-own-vllm-subclass",  # vLLM loads it by path from the user's config
    ),
    pytest.param(
        {
            "p/api.py": "from vllm.entrypoints.openai.protocol import ChatMessage\n"
            "class Mine(ChatMessage): ...\n"
        },
        (),
        False,
        False,
        id="subclass-of-a-server-protocol-model",  # data the server builds, not loaded by path
    ),
    pytest.param(
        {
            "p/_base.py": "class Own: ...\n",
            "p/api.py": "from p._base import Own\nclass Conn(Own): ...\n",
        },
        (),
        False,
        True,
        id="subclass-of-own-plain-class",
    ),
]


@pytest.mark.parametrize(("files", "entry", "reached", "oracle"), IMPORTED_ROWS)
def test_a_module_no_reached_code_imports_is_unreached(files, entry, reached, oracle):
    reach = module_reach({**BASE, **files}, (*DECLARED, *entry))
    got = reach.get("p/api.py")
    assert (got is None or got.status != "unreached") is reached
    if got is not None and got.status == "unreached":
        assert "nothing the package runs imports it" in got.why


def test_cpython_oracle_the_package_as_its_users_and_entry_points_import_it(tmp_path):
    """CPython imports `p` (and each entry point's module) in a fresh interpreter: `p.api`
    is in `sys.modules` exactly where the model reaches it (rows CPython can decide)."""
    for index, row in enumerate(IMPORTED_ROWS):
        files, entry, reached, oracle = row.values
        if not oracle:
            continue
        root = tmp_path / str(index)
        write_tree(root, {**BASE, **files})
        code = (
            "import importlib, sys\nsys.path.insert(0, sys.argv[1])\n"
            "for n in sys.argv[2:]:\n    importlib.import_module(n)\n"
            "print('p.api' in sys.modules)\n"
        )
        args = [sys.executable, "-c", code, str(root), "p", *DECLARED, *entry]
        out = subprocess.run(args, capture_output=True, text=True, timeout=60, check=True)
        assert out.stdout.strip() == str(reached), row.id
