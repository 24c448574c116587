"""Rule `caller-overridable` (docs/rules.md#caller-overridable): vLLM's call of a hook that
rejects the consumer's override is `unknown` when a base from outside vLLM may override the
method that makes the call. Rows both ways, and CPython showing why it cannot be told: the
same consumer class raises or not depending on what the other base's method does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from probes.rules.late import PROCESSOR
from tests.checktable import build, explain, write_tree

OVERRIDE = "    def apply(self, x):\n        return x\n"
ROWS = [
    pytest.param(
        "from vllm.proc import Processor\nfrom other import Mixin\n\n"
        "class P(Mixin, Processor):\n" + OVERRIDE,
        {("unknown", "unknown", ("unguarded-break", "caller-overridable"))},
        id="a-base-from-another-package-may-override-the-caller",
    ),
    pytest.param(
        "import torch\nfrom vllm.proc import Processor\n\n"
        "class P(torch.nn.Module, Processor):\n" + OVERRIDE,
        {("unknown", "unknown", ("unguarded-break", "caller-overridable"))},
        id="a-library-base",
    ),
    pytest.param(
        "from vllm.proc import Processor\n\nclass P(Processor):\n" + OVERRIDE,
        {("override-signature-mismatch", "broken", ("unguarded-break",))},
        id="only-vllm-bases-the-call-is-vllms",
    ),
    pytest.param(
        "from vllm.proc import Processor\nfrom other import Mixin\n\n"
        "class P(Mixin, Processor):\n    def apply(self, x, y=None):\n        return x\n",
        set(),
        id="an-override-that-takes-the-call",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROCESSOR, consumer)
    assert {(f.kind, f.status, f.rules) for f in findings} == expected, explain(usage, findings)


@pytest.mark.parametrize(
    ("mixin", "raised"),
    [
        ("class Mixin:\n    pass\n", "TypeError"),  # vLLM's run calls apply(1, y=2)
        ("class Mixin:\n    def run(self):\n        return self.apply(1)\n", ""),
    ],
)
def test_python_decides_by_the_other_base(tmp_path: Path, mixin: str, raised: str) -> None:
    """The oracle: the first row's class, with two possible `Mixin`s: one lets vLLM's `run`
    make its call (TypeError), the other overrides `run`. Nothing in the consumer says which."""
    write_tree(tmp_path / "prov", {**PROCESSOR, "vllm/__init__.py": "", "other.py": mixin})
    consumer = str(ROWS[0].values[0])
    code = (
        f"import sys; sys.path.insert(0, {str(tmp_path / 'prov')!r})\n{consumer}\n"
        "try:\n    P().run()\nexcept TypeError as e:\n    print(type(e).__name__)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == raised
