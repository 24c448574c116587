"""Version ranges as data in a test (`SpecifierSet(...).contains(vllm version)`, `in`):
table rows both ways, through the whole pipeline (probes/usage/version_specs.py).

A branch under such a test runs only on the releases the range admits: elsewhere its uses
are not judged; where it runs, they are judged as any use. An early return in the caller
(`if not rng.contains(v): return`) gates what follows it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from packaging.specifiers import SpecifierSet
from packaging.version import Version

from tests.checktable import build, explain, observed

VERSION = {"vllm/__init__.py": "__version__ = '0.0.0'\n"}
ONLY_NEW = {**VERSION, "vllm/new.py": "def f(x):\n    return x\n"}
HEAD = (
    "import vllm\nfrom packaging.specifiers import SpecifierSet\n"
    "from packaging.version import Version\n"
)
B = "broken"

ROWS = [
    pytest.param(
        HEAD + "if SpecifierSet('<0.13').contains(vllm.__version__):\n    from vllm.old import f\n"
        "else:\n    from vllm.new import f\n",
        "0.20.0",
        set(),
        id="contains-branch-that-does-not-run",
    ),
    pytest.param(
        HEAD + "if SpecifierSet('<0.13').contains(vllm.__version__):\n    from vllm.old import f\n"
        "else:\n    from vllm.new import f\n",
        "0.12.0",
        {("missing-module", B)},
        id="contains-branch-that-runs-is-judged",
    ),
    pytest.param(
        HEAD + "if Version(vllm.__version__) in SpecifierSet('>=0.8,<0.13'):\n"
        "    from vllm.old import f\n",
        "0.20.0",
        set(),
        id="in-specifier-set-that-does-not-run",
    ),
    pytest.param(
        HEAD + "if Version(vllm.__version__) in SpecifierSet('>=0.8,<0.13'):\n"
        "    from vllm.old import f\n",
        "0.12.0",
        {("missing-module", B)},  # it runs there: judged as any use
        id="in-specifier-set-that-runs",
    ),
    pytest.param(
        HEAD + "def setup():\n    if not SpecifierSet('<0.13').contains(vllm.__version__):\n"
        "        return\n    from vllm.old import f\n    return f\n",
        "0.20.0",
        set(),
        id="early-return-in-the-caller-gates-the-rest",
    ),
    pytest.param(
        HEAD + "def setup():\n    if not SpecifierSet('<0.13').contains(vllm.__version__):\n"
        "        return\n    from vllm.old import f\n    return f\n",
        "0.12.0",
        {("missing-module", B)},
        id="early-return-not-taken-the-rest-is-judged",
    ),
    pytest.param(
        HEAD + "import torch\nif SpecifierSet('<2.0').contains(torch.__version__):\n"
        "    from vllm.old import f\n",
        "0.20.0",
        {("missing-module", B)},
        id="a-range-of-another-library-gates-nothing",
    ),
]


@pytest.mark.parametrize(("consumer", "version", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, version: str, expected: set) -> None:
    usage, findings = build(tmp_path, ONLY_NEW, consumer, version=version)
    assert observed(findings, expected) == expected, explain(usage, findings)


@pytest.mark.parametrize(
    ("text", "version"), [("<0.13", "0.12.0"), ("<0.13", "0.13.0"), (">=0.8,<0.13", "0.7.0")]
)
def test_specifier_reading_agrees_with_packaging(text: str, version: str) -> None:
    """CPython (packaging) as the oracle: the spec read says what SpecifierSet says."""
    import ast

    from probes.conditions.versions import holds
    from probes.usage.version_specs import spec_of

    test = ast.parse(f"SpecifierSet({text!r}).contains(vllm.__version__)", mode="eval").body
    spec = spec_of(test, lambda n: "vllm" in ast.unparse(n), {})
    assert spec is not None
    assert holds(spec, version) == (Version(version) in SpecifierSet(text))


ONLY_NEW_G = {**VERSION, "vllm/new.py": "def f(x):\n    return x\n\ndef g(x):\n    return x\n"}
EXIT_ROWS = [
    pytest.param(
        "import sys\ntry:\n    from vllm.old import f\nexcept ImportError:\n"
        "    sys.exit('needs a vLLM with vllm.old')\n",
        {("missing-module", "refused")},
        id="except-ending-in-sys-exit-refuses",
    ),
    pytest.param(
        "import os\ntry:\n    from vllm.old import f\nexcept ImportError:\n    os._exit(1)\n",
        {("missing-module", B)},
        id="except-ending-in-os-exit-is-no-fallback",
    ),
    pytest.param(
        "import sys\ntry:\n    from vllm.old import f\nexcept ImportError:\n"
        "    from vllm.new import f\n",
        {("missing-module", "guarded")},
        id="except-with-another-import-is-a-fallback",
    ),
    pytest.param(
        "import sys\ntry:\n    from vllm.old import f\nexcept ImportError:\n"
        "    print('no old')\n    sys.stdout.flush()\n",
        {("missing-module", "guarded")},
        id="except-ending-in-another-call-falls-through",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), EXIT_ROWS)
def test_exit_is_no_fallback(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, ONLY_NEW_G, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)


def test_exit_oracle(tmp_path: Path) -> None:
    """CPython: a handler ending in sys.exit never reaches the code after the try."""
    import subprocess
    import sys

    code = (
        "import sys\ntry:\n    import no_such_mod\nexcept ImportError:\n    sys.exit(3)\n"
        "print('ran')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 3 and "ran" not in out.stdout
