"""Rule `branch-bindings` (probes/usage/scope.py `branch_import_alternatives`): a name both
branches of an `if` import is, after the `if`, whichever binding ran; a use of it breaks only
where none exists.

Table rows both ways, each checked against CPython (the consumer imported beside the row's
tiny vLLM); the live witness on the installed vLLM (0.32.0 here), on the static view of its
source and the live view, and run by CPython.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import on_installed_vllm, python_raises

PROVIDER = {
    "vllm/__init__.py": "__version__ = '0.30.0'\n",
    "vllm/new.py": "class X:\n    def __init__(self, a):\n        pass\n",
}
VERSION = (
    "import vllm\nfrom packaging.version import Version\n"
    "if Version(vllm.__version__) >= Version('0.20'):\n"
)
NEW_OR_OLD = "    from vllm.new import X\nelse:\n    from vllm.old import X\n"
FIND_SPEC = "import importlib.util\nif importlib.util.find_spec('vllm.old') is None:\n"


@pytest.mark.parametrize(
    ("consumer", "expected"),
    [
        # the branch that runs binds vllm.new.X: the use after the `if` is judged on it
        (VERSION + NEW_OR_OLD + "X(1)\n", set()),
        (FIND_SPEC + NEW_OR_OLD + "X(1)\n", set()),
        # ... and still breaks where it does not fit the binding that exists
        (
            VERSION + "    from vllm.new import X\nelse:\n    from vllm.old import X\nX(1, 2)\n",
            {("too-many-positional", "broken")},
        ),
        # neither binding exists where the branch runs: the import breaks
        (
            VERSION + "    from vllm.newer import X\nelse:\n    from vllm.old import X\nX(1)\n",
            {("missing-module", "broken")},
        ),
    ],
)
def test_rows_agree_with_python(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.30.0")
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, PROVIDER, consumer)
    assert (raised is not None) == bool(expected), raised


def test_one_branch_alone_binds_no_alternative(tmp_path: Path) -> None:
    """Without an `else` that binds the name too, the use is judged on its one binding."""
    consumer = "import os\nif os.environ.get('A'):\n    from vllm.old import X\nX(1)\n"
    _usage, findings = build(tmp_path, PROVIDER, consumer, version="0.30.0")
    assert ("missing-module", "broken") in {(f.kind, f.status) for f in findings}


LIVE = (
    "import vllm\nfrom packaging.version import Version\n"
    "if Version(vllm.__version__) >= Version('0.20'):\n"
    "    from vllm.sampling_params import SamplingParams\n"
    "else:\n    from vllm.sampling_gone_in_0_20 import SamplingParams\n"
    "PARAMS = SamplingParams(temperature=0.5)\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    pytest.importorskip("vllm")
    run = subprocess.run([sys.executable, "-c", LIVE], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    for findings in on_installed_vllm(tmp_path, LIVE):
        assert [f for f in findings if f.status == "broken"] == [], findings
