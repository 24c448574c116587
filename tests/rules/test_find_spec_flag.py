"""Rule `find-spec-flag` (the fact `Exists`, read by probes/usage/guards.py `find_spec_module`;
probes/rules/status.py `_module_tested`): a branch under `find_spec("vllm.x")` runs only
where vllm.x exists.

Table rows both ways, each checked against CPython itself (the consumer imported beside the
row's tiny vLLM: a row the engine calls `broken` raises, one it reports nothing for runs), and
the live witness on the installed vLLM (0.32.0 here): a flag for a module 0.32.0 lacks, on
both the static view of its source and the live view.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import on_installed_vllm, python_raises

PROVIDER = {
    "vllm/new.py": "class X:\n    def __init__(self, a):\n        pass\n",
    "vllm/eng/__init__.py": "class E:\n    pass\n",
}
FLAG = "import importlib.util\nHAS_OLD = importlib.util.find_spec('{module}') is not None\n"
OLD_OR_NEW = "if {test}:\n    from vllm.old import X\nelse:\n    from vllm.new import X\nX(1)\n"


@pytest.mark.parametrize(
    ("consumer", "expected"),
    [
        # the tested module is absent: its branch does not run
        (FLAG.format(module="vllm.old") + OLD_OR_NEW.format(test="HAS_OLD"), set()),
        (
            "from importlib.util import find_spec\n"
            + OLD_OR_NEW.format(test="find_spec('vllm.old')"),
            set(),
        ),
        (
            "import importlib.util\n"
            "if importlib.util.find_spec('vllm.old') is None:\n    from vllm.new import X\n"
            "else:\n    from vllm.old import X\n    X(1)\n",
            set(),
        ),
        (
            FLAG.format(module="vllm.old")
            + "if HAS_OLD and True:\n    from vllm.old import X\n    X(1)\n",
            set(),
        ),
        # `not` on the flag: its else is the branch under the test
        (
            FLAG.format(module="vllm.old")
            + "if not HAS_OLD:\n    from vllm.new import X\nelse:\n    from vllm.old import X\n",
            set(),
        ),
        # the test need not be the nearest guard: a `try` inside the branch changes nothing
        (
            FLAG.format(module="vllm.old")
            + "if HAS_OLD:\n    try:\n        from vllm.old import X\n"
            "    except ImportError:\n        raise\n",
            set(),
        ),
        # the module exists but lacks the name: the branch runs and fails
        (
            FLAG.format(module="vllm.eng") + "if HAS_OLD:\n    from vllm.eng import Gone\n",
            {("missing-symbol", "broken")},
        ),
        # a module below the tested one is missing: the branch runs and fails
        (
            FLAG.format(module="vllm.eng") + "if HAS_OLD:\n    from vllm.eng.sub import Y\n",
            {("missing-module", "broken")},
        ),
        # a flag about another module says nothing of vllm.old
        (
            FLAG.format(module="vllm.new") + "if HAS_OLD:\n    from vllm.old import X\n",
            {("missing-module", "broken")},
        ),
        # no test at all: a plain break
        ("from vllm.old import X\n", {("missing-module", "broken")}),
    ],
)
def test_rows_agree_with_python(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    for f in findings:
        assert f.rules[-1] == "unguarded-break", f.rules
    raised = python_raises(tmp_path, PROVIDER, consumer)
    assert (raised is not None) == bool(expected), raised


LIVE = (
    "import importlib.util\n"
    "HAS_V0 = importlib.util.find_spec('vllm.engine.llm_engine_v0_gone') is not None\n"
    "if HAS_V0:\n    from vllm.engine.llm_engine_v0_gone import LLMEngine\n"
    "else:\n    from vllm import LLM as LLMEngine\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """On vLLM 0.32.0 the flag is False (CPython's find_spec says so): the first branch never
    runs, and the engine reports nothing, on the static and the live view."""
    import importlib.util

    pytest.importorskip("vllm")
    assert importlib.util.find_spec("vllm.engine.llm_engine_v0_gone") is None
    for findings in on_installed_vllm(tmp_path, LIVE):
        assert [f for f in findings if f.status == "broken"] == [], findings
