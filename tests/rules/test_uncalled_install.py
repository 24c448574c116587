"""Rule `uncalled-install` (docs/rules.md#uncalled-install): a function the consumer only
installs on a vLLM module attribute that the release neither defines nor names anywhere
never runs there: the uses in its body are `unreached`.

Rows both ways (tests/checktable.py), and a live witness on the installed vLLM (0.32.0):
its `w8a8_utils` has no `dispatch_w8a8_scaled_mm` and no file of it spells the name (CPython
and a byte search say so), so a function installed under that name is never called; a name
the release defines (`cutlass_fp8_supported`) keeps the break.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.checktable import build, explain, observed

U, B = "unreached", "broken"
PROVIDER = {
    "vllm/__init__.py": "__version__ = '0.2.0'\n",
    "vllm/helpers.py": "def helper(a):\n    return a\n\ndef run():\n    return helper(1)\n",
    # names `legacy` in a string only: a `getattr(helpers, "legacy", None)` may call it
    "vllm/runner.py": "import vllm.helpers\n\ndef go():\n"
    "    f = getattr(vllm.helpers, 'legacy', None)\n    return f() if f else None\n",
}
GONE = ("missing-symbol", "helpers.gone")


def _nested(name: str, extra: str = "") -> str:
    return (
        "import vllm.helpers\n\ndef install():\n    def mine(x):\n"
        "        return vllm.helpers.gone(x)\n\n"
        f"    vllm.helpers.{name} = mine\n{extra}\ninstall()\n"
    )


ROWS = [
    # installed under a name the release lacks and never spells: never called
    pytest.param(_nested("dispatch"), {(*GONE, U)}, id="nested-under-a-name-nobody-spells"),
    pytest.param(
        "import vllm.helpers\n\ndef _mine(x):\n    return vllm.helpers.gone(x)\n\n"
        "setattr(vllm.helpers, 'dispatch', _mine)\n",
        {(*GONE, U)},
        id="module-level-setattr",
    ),
    # the release defines the name (and calls it): the installed function runs
    pytest.param(_nested("helper"), {(*GONE, B)}, id="a-name-the-release-defines"),
    # absent, but vLLM spells it (a `getattr(mod, "legacy", None)`): it may be called
    pytest.param(_nested("legacy"), {(*GONE, B)}, id="absent-but-named-by-vllm"),
    # the consumer calls the function itself too: it runs whatever vLLM does
    pytest.param(
        _nested("dispatch", "    mine(1)\n"), {(*GONE, B)}, id="also-called-by-the-consumer"
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.2.0")
    got = observed([f for f in findings if f.kind == "missing-symbol"], expected)
    assert got == expected, explain(usage, findings)
    for f in findings:
        if f.status == U:
            assert f.rules[-1] == "uncalled-install" and f.reason == "hook-gone"


def test_a_module_level_function_another_file_names_is_not_only_installed(tmp_path) -> None:
    consumer = (
        "import vllm.helpers\n\ndef mine(x):\n    return vllm.helpers.gone(x)\n\n"
        "vllm.helpers.dispatch = mine\n"
    )
    other = {"mypkg/user.py": "from mypkg.mod import mine\nmine(1)\n"}
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.2.0", extra=other)
    assert {(f.kind, f.status) for f in findings} == {("missing-symbol", B)}, explain(
        usage, findings
    )


# -- live witness on the installed vLLM ----------------------------------------------------
W8A8 = "vllm.model_executor.layers.quantization.utils.w8a8_utils"
LIVE = (
    "from vllm.model_executor.layers.quantization.utils import w8a8_utils\n\n"
    "def install():\n    def mine(*args, **kwargs):\n"
    "        return w8a8_utils.gone_in_this_release\n\n"
    "    w8a8_utils.{name} = mine\n\ninstall()\n"
)


@pytest.mark.vllm
@pytest.mark.parametrize(
    ("name", "status"), [("dispatch_w8a8_scaled_mm", U), ("cutlass_fp8_supported", B)]
)
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path, name: str, status: str) -> None:
    """On the installed vLLM, CPython says whether the module has the name; its files are
    searched for it: absent and unspelled gives `unreached`, a name it has keeps `broken`."""
    vllm = pytest.importorskip("vllm")
    code = f"import {W8A8} as m\nprint(hasattr(m, {name!r}))\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    has = done.stdout.strip().splitlines()[-1] == "True"
    root = Path(vllm.__file__).parent.parent
    spelled = any(name in p.read_text(errors="replace") for p in (root / "vllm").rglob("*.py"))
    assert (has or spelled) is (status == B)

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(LIVE.replace("{name}", name))
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    found = [f for f in check_usage(usage, static) if f.symbol.endswith("gone_in_this_release")]
    assert [f.status for f in found] == [status], [(f.status, f.detail) for f in found]
