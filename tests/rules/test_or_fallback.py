"""Rule `or-fallback` (docs/rules.md#or-fallback).

Learnt from the held-out 2026-12-06 batch (docs/corpus-heldout-2026-12-06.md, gap 3):
`TransferJob = getattr(base, "TransferJob", None) or base.JobMetadata` reads the old name only
where the new one is falsy or missing. A class, a function or a module is truthy by Python's
rule, so on a release whose view finds the new name as one of those the right operand does
not run and its missing old name is no break; where both are missing it is one. A member
that may be falsy (a constant) is judged as before.

CPython is the oracle: each row's module is imported beside the tiny vLLM (and `main()` run
where it has one); it raises exactly where the engine says `broken`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain, observed
from tests.rules.trees import on_installed_vllm, python_raises

B, G = "broken", "guarded"
NEW = {"vllm/base.py": "class TransferJob:\n    pass\n"}
OLD = {"vllm/base.py": "class JobMetadata:\n    pass\n"}
NEITHER = {"vllm/base.py": "X = 1\n"}
HEAD = "import vllm.base as b\n"
GETATTR = HEAD + "T = getattr(b, 'TransferJob', None) or b.JobMetadata\n"
OLD_GONE = ("missing-symbol", "vllm.base.JobMetadata", B)
NEW_GONE = ("missing-symbol", "vllm.base.TransferJob", G)

ROWS = [
    pytest.param(NEW, GETATTR, set(), id="new-name-a-class-old-operand-not-judged"),
    pytest.param(
        NEW,
        GETATTR.replace("b.JobMetadata", "getattr(b, 'JobMetadata')"),
        set(),
        id="getattr-without-default-on-the-right-too",
    ),
    pytest.param(NEW, HEAD + "T = b.TransferJob or b.JobMetadata\n", set(), id="plain-read-left"),
    pytest.param(
        {"vllm/base.py": "def TransferJob():\n    pass\n"},
        GETATTR,
        set(),
        id="a-function-is-truthy",
    ),
    pytest.param(
        {
            "vllm/base/__init__.py": "from vllm.base import TransferJob\n",
            "vllm/base/TransferJob.py": "",
        },
        GETATTR,
        set(),
        id="a-module-is-truthy",
    ),
    pytest.param(
        {"vllm/base.py": "import enum\nclass TransferJob(enum.Enum):\n    pass\n"},
        GETATTR,
        set(),
        id="an-enum-class-is-truthy-too",
    ),
    pytest.param(OLD, GETATTR, {NEW_GONE}, id="old-release-takes-the-old-name"),
    pytest.param(
        NEW,
        HEAD + "def main():\n    return getattr(b, 'TransferJob', None) or b.JobMetadata()\n",
        set(),
        id="inside-a-function",
    ),
    # the other way: both missing, or a member that may be falsy, or no `or` at all
    pytest.param(NEITHER, GETATTR, {NEW_GONE, OLD_GONE}, id="both-missing-breaks"),
    pytest.param(
        {"vllm/base.py": "TransferJob = None\n"},
        GETATTR,
        {OLD_GONE},
        id="a-falsy-constant-runs-the-right-operand",
    ),
    pytest.param(
        {"vllm/base.py": "class Spec:\n    @property\n    def block(self):\n        return 0\n"},
        HEAD + "def main():\n    s = b.Spec()\n    return s.block or s.old_block\n",
        {("missing-attribute", "vllm.base.Spec.old_block", B)},
        id="a-property-may-be-falsy-judged-as-usual",
    ),
    pytest.param(
        NEW,
        HEAD + "T = getattr(b, 'TransferJob', None) and b.JobMetadata\n",
        {OLD_GONE},
        id="and-runs-the-right-operand-where-the-left-is-true",
    ),
    pytest.param(
        NEW, GETATTR + "U = b.JobMetadata\n", {OLD_GONE}, id="a-read-outside-the-or-still-breaks"
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, provider, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)
    raised = python_raises(tmp_path, provider, consumer)
    breaks = any(status == B for *_, status in expected)
    assert (raised is not None) == breaks, raised


# Live witness on the vLLM installed here (0.32.0): vllm.sampling_params has SamplingParams
# (a class) and no `OldParams`: Python never reads the right operand; the engine, on the
# static and the live view, reports nothing broken. With both names missing it reports the
# old one broken, where Python raises AttributeError.
LIVE = "import vllm.sampling_params as sp\n\nP = getattr(sp, '{new}', None) or sp.OldParams\n"


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    pytest.importorskip("vllm")
    there = LIVE.format(new="SamplingParams")
    namespace: dict = {}
    exec(there, namespace)
    assert namespace["P"].__name__ == "SamplingParams"
    for findings in on_installed_vllm(tmp_path / "there", there):
        assert [f for f in findings if f.status == B] == [], findings
    gone = LIVE.format(new="NewParams")
    with pytest.raises(AttributeError, match="OldParams"):
        exec(gone, {})
    for findings in on_installed_vllm(tmp_path / "gone", gone):
        broken = {(f.kind, f.symbol) for f in findings if f.status == B}
        assert broken == {("missing-symbol", "vllm.sampling_params.OldParams")}, findings
