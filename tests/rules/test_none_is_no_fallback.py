"""Rule `none-is-no-fallback` (docs/rules.md#none-is-no-fallback).

Learnt from the held-out 2026-12-06 batch (docs/corpus-heldout-2026-12-06.md, gap 12):
`try: from vllm.x import Op` / `except ImportError: Op = None`, then `Op(...)` called with no
test of `Op`: on a release where the import fails, the handler's None is called and Python
raises TypeError, so the import is `broken` there, not `guarded`. Where a test of the name
(or of a flag set beside it, or derived from it) guards such a use, or anywhere in the module
(a helper may be called only under it), the None is a fallback and the import stays
`guarded`.

CPython is the oracle: each row's module is imported beside the tiny vLLM and its `main()`
run; it raises exactly where the engine says `broken`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain, observed
from tests.rules.trees import on_installed_vllm, python_raises

B, G = "broken", "guarded"
GONE = {"vllm/w8.py": "X = 1\n"}  # the release where the import fails
HAS = {"vllm/w8.py": "class Op:\n    def __init__(self, cutlass=True):\n        self.c = cutlass\n"}
TRY = "try:\n    from vllm.w8 import Op\nexcept ImportError:\n    Op = None\n"
MISSING_G = {("missing-symbol", "vllm.w8.Op", G)}
MISSING_B = {("missing-symbol", "vllm.w8.Op", B)}


def _main(body: str, head: str = TRY) -> str:
    return head + "\n\ndef main():\n" + "".join(f"    {line}\n" for line in body.split("\n"))


ROWS = [
    pytest.param(GONE, _main("return Op(cutlass=False)"), MISSING_B, id="unguarded-call-breaks"),
    pytest.param(
        GONE,
        _main("for m in [1, 2]:\n    if m is None:\n        continue\n    return Op(cutlass=m)"),
        MISSING_B,
        id="tests-of-other-names-do-not-guard-it",
    ),
    pytest.param(
        GONE,
        _main(
            "for q in [Holder()]:\n    if q is None:\n        continue\n"
            "    elif isinstance(q, Holder):\n        q.op = Op(cutlass=False)",
            TRY + "\n\nclass Holder:\n    op = None\n",
        ),
        MISSING_B,
        id="what-its-result-is-stored-on-is-no-test-of-it",
    ),
    pytest.param(
        GONE,
        _main("for q in [1]:\n    if Op is None:\n        continue\n    return Op(q)"),
        MISSING_G,
        id="early-continue-in-a-loop-guards-the-rest",
    ),
    pytest.param(GONE, _main("return Op.__name__"), MISSING_B, id="attribute-read-breaks-too"),
    pytest.param(
        GONE,
        TRY + "\n\ndef main():\n    class Mine(Op):\n        pass\n",
        MISSING_B,
        id="class-on-it-breaks-too",
    ),
    # the other way: a test of the name, or of a flag about it, is a real fallback
    pytest.param(
        GONE,
        _main("if Op is not None:\n    return Op(cutlass=False)"),
        MISSING_G,
        id="is-not-none-test-guards",
    ),
    pytest.param(GONE, _main("if Op:\n    return Op()"), MISSING_G, id="truth-test-guards"),
    pytest.param(
        GONE,
        _main("if Op is None:\n    return None\nreturn Op()"),
        MISSING_G,
        id="early-return-guards-the-rest",
    ),
    pytest.param(GONE, _main("return Op() if Op else None"), MISSING_G, id="ternary-guards"),
    pytest.param(GONE, _main("return Op and Op()"), MISSING_G, id="and-operand-guards"),
    pytest.param(
        GONE,
        _main(
            "if HAS_OP:\n    return Op()",
            "try:\n    from vllm.w8 import Op\n    HAS_OP = True\n"
            "except ImportError:\n    Op = None\n    HAS_OP = False\n",
        ),
        MISSING_G,
        id="flag-set-beside-it-guards",
    ),
    pytest.param(
        GONE,
        _main("if OK:\n    return Op()", TRY + "OK = Op is not None\n"),
        MISSING_G,
        id="flag-derived-from-it-guards",
    ),
    pytest.param(
        GONE,
        _main("try:\n    return Op()\nexcept TypeError:\n    return None"),
        MISSING_G,
        id="call-in-a-try-for-type-errors-guards",
    ),
    pytest.param(
        GONE,
        TRY.replace("Op = None", "class Op:\n        pass") + "\n\ndef main():\n    return Op()\n",
        MISSING_G,
        id="stand-in-class-is-a-real-fallback",
    ),
    pytest.param(
        GONE, _main("Op = dict\nreturn Op()"), MISSING_G, id="a-local-of-the-same-name-is-no-use"
    ),
    pytest.param(
        GONE,
        _main(
            "return _apply() if Op is not None else None",
            TRY + "\n\ndef _apply():\n    return Op()\n",
        ),
        MISSING_G,
        id="a-helper-reached-only-under-a-test-elsewhere-stays-guarded",
    ),
    pytest.param(HAS, _main("return Op(cutlass=False)"), set(), id="where-it-imports-no-finding"),
]


@pytest.mark.parametrize(("provider", "consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, provider, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)
    raised = python_raises(tmp_path, provider, consumer)
    breaks = any(status == B for *_, status in expected)
    assert (raised is not None) == breaks, raised


# Live witness on the vLLM installed here (0.32.0): vllm.sampling_params has no `NoSuchOp`,
# so Python binds None and main() raises TypeError; the engine, on the static and the live
# view, reports the import broken. With a name the module has, Python runs and the engine
# reports nothing.
LIVE = (
    "try:\n    from vllm.sampling_params import {name}\nexcept ImportError:\n"
    "    {name} = None\n\n\ndef main():\n    return {name}()\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    pytest.importorskip("vllm")
    gone = LIVE.format(name="NoSuchOp")
    namespace: dict = {}
    exec(gone, namespace)
    with pytest.raises(TypeError, match="not callable"):
        namespace["main"]()
    for findings in on_installed_vllm(tmp_path / "gone", gone):
        got = {(f.kind, f.symbol, f.status) for f in findings}
        assert got == {("missing-symbol", "vllm.sampling_params.NoSuchOp", B)}, findings
    there = LIVE.format(name="SamplingParams")
    exec(there, namespace)
    assert type(namespace["main"]()).__name__ == "SamplingParams"
    for findings in on_installed_vllm(tmp_path / "there", there):
        assert [f for f in findings if f.status == B] == [], findings
