"""Rule `release-module-table` (probes/range_tables.py): a module loaded only by
`import_module` of a name chosen by vLLM's release runs only on the releases that choose it.

Table rows both ways (the condition the model gives a module); the pass records the rule;
CPython as the oracle on the installed vLLM (0.32.0 in the test environment): a tiny package
with a release table naming a module for the installed release and one for another is
imported, and the modules CPython loaded must be those the model lets run.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from probes import make_finding
from probes.conditions.versions import holds
from probes.range_data import range_reach
from probes.reach_pass import apply_reach
from tests.rules.range_rows import gate, ran_on_installed_vllm

ADAPTER = (
    "from importlib import import_module\n"
    "import vllm\n"
    "def _select(version_tuple, names):\n"
    "    release = version_tuple[:3]\n"
    "    if release == (0, 28, 0) and 'budget' in names:\n"
    "        return '.vendored_v028', 'schedule'\n"
    "    if release == (0, 31, 0):\n"
    "        return '.vendored_v031', 'schedule'\n"
    "    raise RuntimeError('unsupported vLLM')\n"
    "def build():\n"
    "    module_name, function = _select(vllm.__version_tuple__, ())\n"
    "    module = import_module(module_name, package=__package__)\n"
    "    return getattr(module, function)\n"
)
VENDORED = "from vllm.sched import Output\ndef schedule():\n    return Output(gone=1)\n"
DICT = (
    "import importlib\nimport vllm\n"
    "TABLE = {'0.28': 'pkg.vendored_v028', '0.31': 'pkg.vendored_v031'}\n"
    "def build():\n"
    "    key = '.'.join(vllm_version.split('.')[:2])\n"
    "    return importlib.import_module(TABLE[vllm_version_key()])\n"
)


def _files(adapter: str = ADAPTER, **more: str) -> dict[str, str]:
    return {
        "pkg/__init__.py": "from pkg.adapter import build\n",
        "pkg/adapter.py": adapter,
        "pkg/vendored_v028.py": VENDORED,
        "pkg/vendored_v031.py": VENDORED,
        **more,
    }


@pytest.mark.parametrize(
    ("files", "module", "expected"),
    [
        (_files(), "pkg/vendored_v028.py", "==0.28.0"),
        (_files(), "pkg/vendored_v031.py", "==0.31.0"),
        # the other way: a return the reading cannot tell (any module may be loaded)
        (
            _files(
                ADAPTER.replace(
                    "    raise RuntimeError('unsupported vLLM')\n", "    return names[0], 'f'\n"
                )
            ),
            "pkg/vendored_v028.py",
            None,
        ),
        # a return under no version test
        (
            _files(ADAPTER.replace("if release == (0, 31, 0):", "if names:")),
            "pkg/vendored_v031.py",
            None,
        ),
        # the module is also imported directly
        (
            _files(**{"pkg/other.py": "from pkg import vendored_v028\n"}),
            "pkg/vendored_v028.py",
            None,
        ),
        (
            _files(**{"pkg/other.py": "from pkg import vendored_v028\n"}),
            "pkg/vendored_v031.py",
            "==0.31.0",
        ),
        # the selector tests another library's release
        (
            _files(ADAPTER.replace("vllm.__version_tuple__", "torch.__version_tuple__")),
            "pkg/vendored_v028.py",
            None,
        ),
        # `import_module(TABLE[key])`, the key vLLM's release
        (
            _files(
                DICT.replace("vllm_version_key()", "key").replace(
                    "vllm_version.split", "vllm.__version__.split"
                )
            ),
            "pkg/vendored_v031.py",
            "==0.31.*",
        ),
        (
            _files(DICT.replace("TABLE[vllm_version_key()]", "TABLE[user_choice]")),
            "pkg/vendored_v031.py",
            None,
        ),
    ],
)
def test_rows(files: dict[str, str], module: str, expected: str | None) -> None:
    assert gate(files, f"{module}:3") == expected


def test_the_pass_records_the_rule() -> None:
    files = _files()
    reach = {k: v.to_json() for k, v in range_reach(files, set(files)).items()}
    found = make_finding(
        "unexpected-keyword", "absent", id="i", symbol="vllm.sched.Output", detail="d", hint="h"
    )
    found = replace(found, location="pkg/vendored_v028.py:3", status="broken")
    assert apply_reach([found], reach, "0.28.0")[0].status == "broken"
    got = apply_reach([found], reach, "0.31.0")[0]
    assert (got.status, got.reason) == ("unreached", "import-gated")
    assert got.rules[-2:] == ("release-module-table", "import-gated")


ORACLE_ADAPTER = (
    "from importlib import import_module\n"
    "import vllm\n"
    "RAN = set()\n"
    "def _select(version_tuple):\n"
    "    release = tuple(version_tuple[:3])\n"
    "    if release == {here}:\n"
    "        return '.current'\n"
    "    if release == (0, 0, 1):\n"
    "        return '.ancient'\n"
    "    raise RuntimeError('unsupported vLLM')\n"
    "module = import_module(_select(vllm.__version_tuple__), package=__package__)\n"
    "RAN.update(m for m in ('current', 'ancient') if getattr(module, 'MARK', None) == m)\n"
)


def test_cpython_oracle_on_the_installed_vllm(tmp_path) -> None:
    vllm = pytest.importorskip("vllm")
    here = tuple(int(p) for p in vllm.__version__.split(".")[:3])
    main = ORACLE_ADAPTER.replace("{here}", repr(here)).replace(
        "module = import_module(_select(vllm.__version_tuple__), package=__package__)",
        "def load():\n    name = _select(vllm.__version_tuple__)\n"
        "    return import_module(name, package=__package__)\nmodule = load()",
    )
    files = {
        "pkg/__init__.py": "",
        "pkg/main.py": main,
        "pkg/current.py": "MARK = 'current'\n",
        "pkg/ancient.py": "MARK = 'ancient'\n",
    }
    ran = ran_on_installed_vllm(tmp_path, files)
    model = set()
    for name in ("current", "ancient"):
        condition = gate(files, f"pkg/{name}.py:1")
        if condition is None or holds(condition, vllm.__version__) is not False:
            model.add(name)
    assert ran == model == {"current"}
