"""Rule `exit-is-no-fallback` (probes/usage/guards.py `ends_with_raise`, `_exits`): a handler
or `else` that ends the process offers the consumer no other path.

Table rows both ways, each checked against CPython itself (the consumer imported beside the
row's tiny vLLM: a row the engine calls `broken` or `refused` ends the process or raises, one
it calls `guarded` runs on), and the live witness on the installed vLLM (0.32.0 here), on the
static view of its source and on the live view.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.trees import on_installed_vllm, python_raises

UTILS = {"vllm/utils.py": "def cdiv(a, b):\n    return a\n"}
TRY = "import os\nimport sys\ntry:\n    from vllm.utils import gone\nexcept ImportError:\n{body}"


@pytest.mark.parametrize(
    ("body", "expected", "python"),
    [
        # ending the process: no fallback
        ("    sys.exit(1)\n", {("missing-symbol", "broken")}, "SystemExit"),
        (
            "    sys.stderr.write('no vLLM')\n    sys.exit(2)\n",
            {("missing-symbol", "broken")},
            "SystemExit",
        ),
        ("    exit()\n", {("missing-symbol", "broken")}, "SystemExit"),
        ("    raise\n", {("missing-symbol", "broken")}, "ImportError"),
        # … with the consumer's own message: its deliberate refusal
        ("    sys.exit('needs a vLLM with gone')\n", {("missing-symbol", "refused")}, "SystemExit"),
        # a handler that goes on is a fallback
        ("    gone = None\n", {("missing-symbol", "guarded")}, None),
        ("    sys.stderr.write('no vLLM')\n", {("missing-symbol", "guarded")}, None),
        # a call that only looks like an exit (a method of the consumer's own) is no exit
        (
            "    class Log:\n        def exit(self, code):\n            return code\n"
            "    Log().exit(1)\n",
            {("missing-symbol", "guarded")},
            None,
        ),
    ],
)
def test_rows_agree_with_python(tmp_path: Path, body: str, expected: set, python: str | None):
    consumer = TRY.format(body=body)
    usage, findings = build(tmp_path, UTILS, consumer)
    assert {(f.kind, f.status) for f in findings} == expected, explain(usage, findings)
    assert python_raises(tmp_path, UTILS, consumer) == python


def test_an_else_that_exits_is_no_fallback(tmp_path: Path) -> None:
    """`if hasattr(m, "x"): … else: sys.exit(1)`: the body's use has no other path."""
    consumer = (
        "import sys\nimport vllm.utils as u\nif hasattr(u, 'gone'):\n    f = u.gone\n"
        "else:\n    sys.exit(1)\n"
    )
    usage, findings = build(tmp_path, UTILS, consumer)
    assert {(f.kind, f.status) for f in findings} == {("missing-symbol", "broken")}, explain(
        usage, findings
    )


LIVE = (
    "import sys\ntry:\n    from vllm.engine.llm_engine_v0_gone import LLMEngine\n"
    "except ImportError:\n    sys.exit(1)\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """On vLLM 0.32.0 the import fails and CPython exits (SystemExit 1): the engine reports
    the import `broken`, not `guarded`, on the static and the live view."""
    import importlib.util

    pytest.importorskip("vllm")
    assert importlib.util.find_spec("vllm.engine.llm_engine_v0_gone") is None
    with pytest.raises(SystemExit):
        exec(compile(LIVE, "live.py", "exec"), {})
    for findings in on_installed_vllm(tmp_path, LIVE):
        assert [(f.kind, f.status) for f in findings] == [("missing-module", "broken")], findings
