"""Rule `version-helper` (probes/usage/version_helpers.py): a call of the consumer's own
plain version helper, and a module constant bound to one, read as the version test it is,
across the consumer's files.

CPython is the oracle. Each row's consumer branches on a helper of `mypkg/utils.py`; the
tiny vLLM says it is `version` and has neither branch's module, so CPython, importing the
consumer, fails on the import of exactly the branch that runs (`ModuleNotFoundError.name`).
The engine must report that branch (`broken`) and, where it reads the helper, nothing for
the other one; where it cannot read it, it drops neither branch (never assumed true).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from probes.conditions.versions import holds
from probes.reachability import module_reach
from tests.checktable import build, explain, with_packages, write_tree

HEAD = "import functools\nimport vllm\nfrom packaging.version import Version, parse\n"
HEAD += "from packaging import version as pv\nVLLM_VERSION = Version(vllm.__version__)\n"
UTILS = HEAD + (
    "def is_vllm_ge(v: str) -> bool:\n    return VLLM_VERSION >= Version(v)\n"
    "def older(v):\n    '''Below v.'''\n    return Version(vllm.__version__) < Version(v)\n"
    "def below(v):\n    return Version(v) > VLLM_VERSION\n"
    "def at_least(v):\n    return pv.parse(vllm.__version__) >= pv.parse(v)\n"
    "def is_new():\n    return VLLM_VERSION >= Version('0.10')\n"
    "def ge(v='0.10'):\n    return VLLM_VERSION >= parse(v)\n"
    "@functools.lru_cache(maxsize=None)\ndef cached_ge(v):\n    return VLLM_VERSION >= Version(v)\n"
    "def local_ge(v):\n    import vllm as vl\n    return Version(vl.__version__) >= Version(v)\n"
    "VLLM_GE_0_10 = is_vllm_ge('0.10.0')\n"
    "OLD = older('0.10')\n"
    # helpers the engine must not read: another body, another value, a computed argument
    "FORCE = False\n"
    "def forced_ge(v):\n    if FORCE:\n        return True\n    return VLLM_VERSION >= Version(v)\n"
    "def torch_ge(v):\n    return Version('2.0') >= Version(v)\n"
    "MIN = '0.' + '10'\n"
    "REASSIGNED = is_vllm_ge('0.10')\n"
    "def twice_ge(v):\n    return VLLM_VERSION >= Version(v)\n"
    "if FORCE:\n    REASSIGNED = True\n    def twice_ge(v):\n        return True\n"
)
IMPORT = (
    "from mypkg.utils import (is_vllm_ge, older, below, at_least, is_new, ge, cached_ge,\n"
    "    local_ge, VLLM_GE_0_10, OLD, forced_ge, torch_ge, MIN, REASSIGNED, twice_ge)\n"
    "from mypkg import utils\n"
)
BRANCH = IMPORT + (
    "if {test}:\n    from vllm.then_runs import f\nelse:\n    from vllm.else_runs import f\n"
)
EARLY = IMPORT + ("def main():\n    if {test}:\n        return\n    from vllm.then_runs import f\n")
READ = [
    "is_vllm_ge('0.10.0')",
    "not is_vllm_ge('0.10.0')",
    "older('0.10')",
    "below('0.10')",
    "at_least('0.10')",
    "is_new()",
    "ge()",
    "ge(v='0.12')",
    "cached_ge('0.10')",
    "local_ge('0.10')",
    "VLLM_GE_0_10",
    "not VLLM_GE_0_10",
    "utils.VLLM_GE_0_10",
    "OLD",
]
# A range: where it is false the releases are a union the specifier model cannot write, so
# that branch stays `guarded` (unknown), never dropped.
RANGE = "is_vllm_ge('0.9') and not is_vllm_ge('0.12')"
UNREAD = [
    "forced_ge('0.10')",
    "torch_ge('0.10')",
    "is_new() or older('0.9')",
    "older(MIN)",
    "REASSIGNED",
    "twice_ge('0.10')",
]
VERSIONS = ["0.9.0", "0.11.0", "0.13.0"]


def python_runs(tmp: Path) -> str | None:
    """The oracle: the vLLM module CPython fails to import, importing the consumer (and
    calling its `main()`); None when it imports none."""
    code = (
        "import sys\n"
        f"sys.path[:0] = [{str(tmp / 'prov')!r}, {str(tmp / 'cons')!r}]\n"
        "try:\n    import mypkg.mod as m\n    getattr(m, 'main', lambda: None)()\n"
        "except ModuleNotFoundError as e:\n    print(e.name)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip() or None


def _engine(tmp: Path, version: str, consumer: str) -> dict[str, str]:
    """Branch module -> the status the engine gives its import on `version`."""
    provider = {"vllm/__init__.py": f"__version__ = {version!r}\n"}
    usage, findings = build(
        tmp, provider, consumer, version=version, extra={"mypkg/utils.py": UTILS}
    )
    got = {f.symbol.rpartition(".")[0]: str(f.status) for f in findings}
    assert all(k in ("vllm.then_runs", "vllm.else_runs") for k in got), explain(usage, findings)
    return got


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("test", READ)
@pytest.mark.parametrize("shape", [BRANCH, EARLY], ids=["branch", "early-return"])
def test_a_read_helper_is_the_branch_cpython_runs(
    tmp_path: Path, shape: str, test: str, version: str
) -> None:
    got = _engine(tmp_path, version, shape.format(test=test))
    runs = python_runs(tmp_path)
    assert got == ({runs: "broken"} if runs else {}), (got, runs)


@pytest.mark.parametrize("version", VERSIONS)
def test_a_range_of_helpers_keeps_its_else_unknown(tmp_path: Path, version: str) -> None:
    got = _engine(tmp_path, version, BRANCH.format(test=RANGE))
    runs = python_runs(tmp_path)
    want = {"vllm.else_runs": "guarded"}
    assert got == ({**want, runs: "broken"} if runs == "vllm.then_runs" else want), (got, runs)


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("test", UNREAD)
def test_a_helper_it_cannot_read_drops_no_branch(tmp_path: Path, test: str, version: str) -> None:
    got = _engine(tmp_path, version, BRANCH.format(test=test))
    runs = python_runs(tmp_path)
    assert set(got) == {"vllm.then_runs", "vllm.else_runs"}, got
    assert runs in got and got[runs] in ("broken", "guarded"), (got, runs)


# `if helper(...): from .patch_v12 import apply` gates the whole imported module.
INIT = IMPORT + "if {test}:\n    from mypkg import patch_old\n"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(
    ("test", "condition"),
    [
        ("older('0.10')", "<0.10"),
        ("not VLLM_GE_0_10", "<0.10.0"),
        ("is_vllm_ge('0.12')", ">=0.12"),
        ("forced_ge('0.10')", ""),  # not read: reached everywhere
    ],
)
def test_a_helper_gates_the_module_it_imports(
    tmp_path: Path, test: str, condition: str, version: str
) -> None:
    files = {
        "mypkg/__init__.py": INIT.format(test=test),
        "mypkg/utils.py": UTILS,
        "mypkg/patch_old.py": "X = 1\n",
    }
    reach = module_reach(files).get("mypkg/patch_old.py")
    assert (reach.condition if reach else "") == condition, reach
    write_tree(
        tmp_path / "prov", with_packages({"vllm/__init__.py": f"__version__ = {version!r}\n"})
    )
    write_tree(tmp_path / "cons", files)
    code = (
        f"import sys\nsys.path[:0] = [{str(tmp_path / 'prov')!r}, {str(tmp_path / 'cons')!r}]\n"
        "import mypkg\nprint('mypkg.patch_old' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    if condition:  # read: CPython loads it exactly where the condition holds
        assert (out.stdout.strip() == "True") == holds(condition, version)


@pytest.mark.vllm
def test_helpers_agree_with_the_installed_vllm(tmp_path: Path) -> None:
    """On the vLLM installed here (CPU 0.32.0): helpers over `vllm.__version__` and over
    `importlib.metadata.version("vllm")` pick the branch CPython runs, on the static and the
    live view, and the other branch is not judged."""
    from tests.rules.trees import on_installed_vllm

    consumer = (
        "import importlib.metadata\nimport vllm\nfrom packaging.version import Version\n"
        "def dist_ge(v):\n    return Version(importlib.metadata.version('vllm')) >= Version(v)\n"
        "def lt(v):\n    return Version(vllm.__version__) < Version(v)\n"
        "NEW = dist_ge('0.30')\n"
        "def main():\n    if not NEW:\n        return\n    from vllm.no_such_later import g\n"
        "if lt('0.31'):\n    from vllm.no_such_old import h\n"
        "if NEW:\n    from vllm.no_such_new import f\n"
        "else:\n    from vllm.no_such_old import f\n"
    )
    try:
        exec(compile(consumer, "mod.py", "exec"), {})
    except ModuleNotFoundError as exc:
        assert exc.name == "vllm.no_such_new"  # CPython: the new branch runs on 0.32.0
    for findings in on_installed_vllm(tmp_path, consumer):
        got = {(f.symbol, f.status) for f in findings}
        want = {("vllm.no_such_new.f", "broken"), ("vllm.no_such_later.g", "broken")}
        assert got == want, got
