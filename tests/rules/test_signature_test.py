"""Rule `signature-test` (docs/rules.md#signature-test).

A consumer asking vLLM whether a callable takes a parameter (learnt from the held-out
consumer aibrix-kvcache 0.8.0), table-driven (tests/checktable.py).

`"p" in inspect.signature(f).parameters` is true exactly where `f` has a parameter `p`: the
body's call passing `p=` runs only there, the else's call leaving it out only elsewhere. The
test may sit in a helper of the consumer's own. Rows both ways: each false break it removes
and the real breaks it must keep (another problem on the same call, a negated test, a helper
that tests something else, a conjunction's else).
"""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from tests.checktable import build, explain

B = "broken"

# Three releases of one vLLM callable: with `block_size` optional, without it, with it required.
OLD = "def select(head, dtype, kv, block_size=None, use_mla=False):\n    return head\n"
NEW_OPTIONAL = "def select(head, dtype, kv, use_mla=False):\n    return head\n"
NEW_REQUIRED = "def select(head, dtype, kv, block_size, use_mla=False):\n    return head\n"
IMPORT = "import inspect\nfrom vllm.selector import select as _select\n\n"
HELPER = (
    "def _has_param(func):\n    sig = inspect.signature(func)\n"
    '    return "block_size" in sig.parameters\n\n'
)
INLINE = '"block_size" in inspect.signature(_select).parameters'
BRANCHES = (
    "def pick(h, d, k, b):\n    if {test}:\n        return _select(h, d, k, block_size=b{more})\n"
    "    else:\n        return _select(h, d, k, use_mla=True)\n"
)


def consumer(test: str, more: str = "", helper: str = HELPER) -> str:
    return IMPORT + helper + BRANCHES.format(test=test, more=more)


KW = ("unexpected-keyword", "block_size", B)
MISSING = ("missing-required-argument", "block_size", B)

ROWS = [
    # the body: where select lacks `block_size` it does not run, so its call does not break
    pytest.param(NEW_OPTIONAL, consumer("_has_param(_select)"), set(), id="helper-test-body"),
    pytest.param(NEW_OPTIONAL, consumer(INLINE), set(), id="inline-test-body"),
    pytest.param(
        NEW_OPTIONAL,
        consumer("_has_param(_select)", helper=HELPER.replace("= inspect.signature", "= repr")),
        {KW},
        id="helper-that-is-not-a-signature-test-says-nothing",
    ),
    pytest.param(
        NEW_OPTIONAL,
        consumer("_has_param(_select)", helper=HELPER.replace('"block_size"', '"use_mla"')),
        {KW},
        id="helper-testing-another-parameter-says-nothing",
    ),
    pytest.param(
        NEW_OPTIONAL,
        consumer(f"not ({INLINE})"),
        {KW},
        id="negated-test-body-runs-where-the-parameter-is-missing",
    ),
    pytest.param(
        NEW_OPTIONAL,
        consumer(INLINE.replace(" in ", " not in ")),
        {KW},
        id="not-in-test-body-runs-where-the-parameter-is-missing",
    ),
    pytest.param(
        OLD,
        consumer(INLINE, more=", gone=1"),
        {("unexpected-keyword", "gone", B)},
        id="where-the-body-runs-another-keyword-still-breaks",
    ),
    pytest.param(
        OLD.replace("kv, ", "kv, *, "),
        consumer(INLINE).replace("k, block_size=b", "k, b"),
        {("too-many-positional", None, B)},
        id="where-the-body-runs-a-count-problem-still-breaks",
    ),
    pytest.param(OLD, consumer(INLINE), set(), id="both-branches-bind-where-the-parameter-exists"),
    # the else: a call leaving `block_size` out runs only where select has none to miss
    pytest.param(NEW_REQUIRED, consumer(INLINE), set(), id="else-missing-the-tested-parameter"),
    pytest.param(
        NEW_REQUIRED,
        consumer(f"{INLINE} and h"),
        {MISSING},
        id="else-of-a-conjunction-says-nothing",
    ),
    # `or` is the condition model's (issue 18): its else has every part false, its body
    # nothing certain.
    pytest.param(
        NEW_REQUIRED,
        consumer(f"{INLINE} or h"),
        set(),
        id="else-of-a-disjunction-lacks-the-parameter",
    ),
    pytest.param(
        NEW_OPTIONAL,
        consumer(f"{INLINE} or h"),
        {KW},
        id="body-of-a-disjunction-says-nothing",
    ),
    pytest.param(
        NEW_REQUIRED.replace("block_size", "block_size, extra"),
        consumer(INLINE, more=", extra=1"),
        {("missing-required-argument", "extra", B)},
        id="else-missing-another-required-parameter-still-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "code", "expected"), ROWS)
def test_rule(tmp_path: Path, provider: str, code: str, expected: set) -> None:
    usage, findings = build(tmp_path, {"vllm/selector.py": provider}, code)
    got = {(f.kind, f.parameter, f.status) for f in findings}
    assert got == expected, explain(usage, findings)


def test_rows_agree_with_python() -> None:
    """The oracle: on each release Python takes the branch the test picks, and it binds."""
    for provider in (OLD, NEW_OPTIONAL, NEW_REQUIRED):
        scope: dict = {}
        exec(provider, scope)  # the row's own tiny provider
        select = scope["select"]
        if "block_size" in inspect.signature(select).parameters:
            assert select(1, 2, 3, block_size=4) == 1
        else:
            assert select(1, 2, 3, use_mla=True) == 1


LIVE = (
    "import inspect\nfrom vllm.v1.attention.selector import get_attn_backend as _select\n\n"
    + HELPER
    + BRANCHES.format(test="_has_param(_select)", more="")
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's get_attn_backend has no block_size: Python takes the else branch, whose
    call binds; the engine, on both the static and the live view, reports nothing broken."""
    vllm = pytest.importorskip("vllm")
    from vllm.v1.attention.selector import get_attn_backend

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.open import live_view
    from probes.views.static import static_view_from_tree

    sig = inspect.signature(get_attn_backend)
    assert "block_size" not in sig.parameters
    sig.bind(64, "bf16", "auto", use_mla=True)  # the else branch's call binds
    with pytest.raises(TypeError):
        sig.bind(64, "bf16", "auto", block_size=16)  # the body's call would not, were it run

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(LIVE)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    calls = [u for u in usage.uses if u.kind == "call"]
    assert len(calls) == 2, explain(usage, [])
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    for view in (static, live_view()):
        broken = [f for f in check_usage(usage, view) if f.status == "broken"]
        assert broken == [], explain(usage, broken)


# -- the test held in a module constant (held-out 2026-12-06, gap 4) ------------------------
# `_ACCEPTS = "timeout" in inspect.signature(Base.__init__).parameters` at module level, then
# `if _ACCEPTS: super().__init__(t, timeout=…) else: super().__init__(t)` in a subclass: the
# constant holds the test's value for the whole run, so the branch it picks is the test's.
# CPython is the oracle: each row's module is imported beside the tiny vLLM and `main()` run;
# it raises exactly where the engine says `broken`.

BASE_OLD = "class Base:\n    def __init__(self, tier_type):\n        self.t = tier_type\n"
BASE_NEW = BASE_OLD.replace("tier_type)", "tier_type, timeout=None)")
FLAG = '_ACCEPTS = "timeout" in inspect.signature(Base.__init__).parameters\n'
SUBCLASS = (
    "\n\nclass Mine(Base):\n    def __init__(self, t):\n        if {test}:\n"
    "            super().__init__(tier_type=t, timeout=1)\n        else:\n"
    "            super().__init__(tier_type=t)\n\n\ndef main():\n    return Mine(1)\n"
)


def held(flag: str = FLAG, test: str = "_ACCEPTS", tail: str = "") -> str:
    head = "import inspect\nfrom vllm.lookup import Base\n"
    return head + flag + tail + SUBCLASS.format(test=test)


TIMEOUT = ("unexpected-keyword", "timeout", B)
CONSTANT_ROWS = [
    pytest.param(BASE_OLD, held(), set(), id="constant-test-picks-the-else-where-it-lacks-it"),
    pytest.param(BASE_NEW, held(), set(), id="constant-test-picks-the-body-where-it-has-it"),
    pytest.param(
        BASE_OLD,
        held(FLAG.replace("_ACCEPTS", "_LACKS").replace(" in ", " not in "), "not _LACKS"),
        set(),
        id="negated-constant",
    ),
    pytest.param(
        BASE_OLD,
        held(
            "def _takes(f):\n    return 'timeout' in inspect.signature(f).parameters\n\n"
            "_ACCEPTS = _takes(Base.__init__)\n"
        ),
        set(),
        id="constant-through-a-helper",
    ),
    # the other way: a constant that is not one value for the run, or a call outside it
    pytest.param(
        BASE_OLD, held(tail="_ACCEPTS = True\n"), {TIMEOUT}, id="constant-set-twice-says-nothing"
    ),
    pytest.param(
        BASE_OLD,
        held(tail="\n\ndef force():\n    global _ACCEPTS\n    _ACCEPTS = True\n")
        + "\n\ndef forced():\n    force()\n    return Mine(1)\n\n\nmain = forced\n",
        {TIMEOUT},
        id="constant-rebound-through-global-says-nothing",
    ),
    pytest.param(
        BASE_OLD,
        held(FLAG.replace("inspect.signature", "print(1) or inspect.signature")),
        {TIMEOUT},
        id="constant-of-another-expression-says-nothing",
    ),
    pytest.param(
        BASE_OLD,
        held() + "\n\ndef other():\n    return Base(1, timeout=2)\n\n\nmain = other\n",
        {TIMEOUT},
        id="a-call-outside-its-branch-still-breaks",
    ),
]


@pytest.mark.parametrize(("provider", "code", "expected"), CONSTANT_ROWS)
def test_constant_rule(tmp_path: Path, provider: str, code: str, expected: set) -> None:
    from tests.rules.trees import python_raises

    tree = {"vllm/lookup.py": provider}
    usage, findings = build(tmp_path, tree, code)
    got = {(f.kind, f.parameter, f.status) for f in findings}
    assert got == expected, explain(usage, findings)
    raised = python_raises(tmp_path, tree, code)
    assert (raised is not None) == bool(expected), raised


# Live witness on the vLLM installed here (0.32.0): SamplingParams.from_optional has no
# `no_such_param`, so the constant is False and Python runs the else branch, which binds; the
# engine, on the static and the live view, reports nothing broken.
LIVE_CONSTANT = (
    "import inspect\nfrom vllm.sampling_params import SamplingParams\n"
    '_HAS = "no_such_param" in inspect.signature(SamplingParams.from_optional).parameters\n\n\n'
    "def main():\n    if _HAS:\n        return SamplingParams.from_optional(no_such_param=1)\n"
    "    return SamplingParams.from_optional(n=2)\n"
)


@pytest.mark.vllm
def test_constant_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    namespace: dict = {}
    exec(LIVE_CONSTANT, namespace)
    assert namespace["_HAS"] is False and namespace["main"]().n == 2
    for findings in on_installed_vllm(tmp_path, LIVE_CONSTANT):
        assert [f for f in findings if f.status == B] == [], explain_findings(findings)


def explain_findings(findings: list) -> list[tuple[str, str, str]]:
    return [(f.kind, f.symbol, f.status) for f in findings]
