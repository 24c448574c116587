"""Rule `feature-test-else` (probes/rules/feature_facts.py; the negated facts recorded by
probes/usage/guards.py `absent_rules`, the `try`-assigned flag by `tried_spec_flag`): the
`else` of a presence or module test runs only where vLLM lacks the feature.

Table rows both ways, each checked against CPython itself (the consumer imported beside the
row's tiny vLLM and its `main()` called: a row the engine calls `broken` raises, one it
reports nothing for runs), and the live witness on the installed vLLM (0.32.0 here), on the
static view of its source and on the live view.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import on_installed_vllm, python_raises

NEW = {"vllm/new.py": "class X:\n    pass\n"}
OLD = {"vllm/old.py": "class X:\n    pass\n"}
NONE: dict[str, str] = {"vllm/other.py": "A = 1\n"}
ENGINE = {
    "vllm/eng.py": "class Engine:\n    def __init__(self):\n        self.waiting = []\n"
    "        self.held = []\n\n    def step(self):\n        return 1\n\nnew_api = 1\n"
}
ENGINE_OLD = {
    "vllm/eng.py": "class Engine:\n    def __init__(self):\n        self.waiting = []\n"
    "        self.skipped = []\n\n    def step(self):\n        return 1\n\nold_api = 1\n"
}

# the flag in a `try` whose handler sets it False (find_spec raises above a missing package)
TRIED_FLAG = (
    "from importlib.util import find_spec\ntry:\n"
    "    HAS_NEW = find_spec('vllm.new') is not None\n"
    "except ModuleNotFoundError:\n    HAS_NEW = False\n"
    "if HAS_NEW:\n    from vllm.new import X\nelse:\n    from vllm.old import X\n"
)
PLAIN_FLAG = (
    "import importlib.util\nif importlib.util.find_spec('vllm.new') is None:\n"
    "    from vllm.old import X\nelse:\n    from vllm.new import X\n"
)
MODULE_ATTR = (
    "import vllm.eng as eng\nif hasattr(eng, 'new_api'):\n    API = eng.new_api\n"
    "else:\n    API = eng.old_api\n"
)
NOT_HASATTR = "import vllm.eng as eng\nif not hasattr(eng, 'new_api'):\n    API = eng.old_api\n"
BOTH_TESTED = (
    "import vllm.eng as eng\nif hasattr(eng, 'new_api') and hasattr(eng, 'newer_api'):\n"
    "    API = 1\nelse:\n    API = eng.old_api\n"
)
SUBCLASS = (
    "from vllm.eng import Engine\n\nclass Mine(Engine):\n    def queued(self):\n"
    "        if hasattr(self, 'held'):\n            other = self.held\n"
    "        else:\n            other = self.skipped\n        return self.waiting + other\n\n"
    "def main():\n    Mine().queued()\n"
)


@pytest.mark.parametrize(
    ("provider", "consumer", "expected"),
    [
        # the new module exists: the `else` (the old import) never runs
        ({**NEW}, TRIED_FLAG, set()),
        ({**NEW}, PLAIN_FLAG, set()),
        # the new module is missing: the `else` runs, and its import is judged
        ({**OLD}, TRIED_FLAG, set()),
        ({**OLD}, PLAIN_FLAG, set()),
        (NONE, TRIED_FLAG, {("missing-module", "broken")}),
        (NONE, PLAIN_FLAG, {("missing-module", "broken")}),
        # a member: the module has the new name, its `else` never runs
        (ENGINE, MODULE_ATTR, set()),
        (ENGINE, NOT_HASATTR, set()),
        # … without it, the `else` runs (the body's use of the new name is `guarded`)
        (ENGINE_OLD, MODULE_ATTR, {("missing-symbol", "guarded")}),
        (
            {"vllm/eng.py": "A = 1\n"},
            MODULE_ATTR,
            {("missing-symbol", "guarded"), ("missing-symbol", "broken")},
        ),
        ({"vllm/eng.py": "A = 1\n"}, NOT_HASATTR, {("missing-symbol", "broken")}),
        # a defaulted getattr is false for a member that is there but falsy: its `else`
        # may run on any release, and is judged
        (
            {"vllm/eng.py": "new_api = []\n"},
            "import vllm.eng as eng\nif getattr(eng, 'new_api', None):\n    API = 1\n"
            "else:\n    API = eng.old_api\n",
            {("missing-symbol", "broken")},
        ),
        # `not (a and b)` says nothing certain of either: the `else` runs where one lacks
        (ENGINE, BOTH_TESTED, {("missing-symbol", "broken")}),
        # an attribute vLLM's `__init__` sets: `hasattr(self, …)` is true, the `else` never runs
        (ENGINE, SUBCLASS, set()),
        (ENGINE_OLD, SUBCLASS, {("missing-attribute", "guarded")}),
        (
            {"vllm/eng.py": "class Engine:\n    def __init__(self):\n        self.waiting = []\n"},
            SUBCLASS,
            {("missing-attribute", "guarded"), ("missing-attribute", "broken")},
        ),
    ],
)
def test_rows_agree_with_python(tmp_path: Path, provider: dict, consumer: str, expected: set):
    usage, findings = build(tmp_path, provider, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    raised = python_raises(tmp_path, provider, consumer)
    assert (raised is not None) == any(status == "broken" for _, status in expected), raised


def test_a_handler_doing_more_is_no_flag(tmp_path: Path) -> None:
    """A handler that computes the flag another way says nothing certain: the `if` is not
    read as a module test, and both imports are judged as before (the old one breaks)."""
    consumer = TRIED_FLAG.replace("    HAS_NEW = False\n", "    HAS_NEW = probe()\n")
    consumer = "def probe():\n    return True\n" + consumer
    usage, findings = build(tmp_path, NEW, consumer)
    assert {(f.kind, f.status) for f in findings} == {("missing-module", "broken")}, explain(
        usage, findings
    )


LIVE = (
    "from importlib.util import find_spec\n"
    "import vllm.v1.engine.core as core\n"
    "try:\n    HAS_CORE = find_spec('vllm.v1.engine.core') is not None\n"
    "except ModuleNotFoundError:\n    HAS_CORE = False\n"
    "if HAS_CORE:\n    from vllm.v1.engine.core import EngineCore\n"
    "else:\n    from vllm.engine.llm_engine_v0_gone import EngineCore\n"
    "if hasattr(core, 'EngineCoreProc'):\n    Proc = core.EngineCoreProc\n"
    "else:\n    Proc = core.EngineCoreProcGone\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """On vLLM 0.32.0 CPython says both tests hold (the module and the member exist): the
    `else` branches never run, and the engine reports nothing, on the static and live view."""
    import importlib.util

    pytest.importorskip("vllm")
    assert importlib.util.find_spec("vllm.v1.engine.core") is not None
    core = pytest.importorskip("vllm.v1.engine.core")
    assert hasattr(core, "EngineCoreProc")
    for findings in on_installed_vllm(tmp_path, LIVE):
        assert [f for f in findings if f.status == "broken"] == [], findings
    gone = LIVE.replace("'vllm.v1.engine.core') is not None", "'vllm.v1.engine.gone') is not None")
    for findings in on_installed_vllm(tmp_path / "gone", gone):
        assert {f.symbol for f in findings if f.status == "broken"} == {
            "vllm.engine.llm_engine_v0_gone.EngineCore"
        }, findings
