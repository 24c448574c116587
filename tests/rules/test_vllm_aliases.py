"""Rule `vllm-aliases` (docs/rules.md#vllm-aliases).

Module-level name aliases in vLLM (`AsyncLLMEngine = AsyncLLM`), table-driven.

Python binds `New = Old` to the very object `Old` names, so a use through `New` is judged as
a use of `Old` (found on the held-out consumer skyrl-train: `engine.get_vllm_config()` on
`vllm.AsyncLLMEngine`, gone since 0.11.1, was `unknown`). A name bound twice, or only under
`if`/`try`, may be either object and stays `unknown`. Each rule has rows both ways. The last
test witnesses every such alias of the installed vLLM against the static reading.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from probes.views.modules import read_module
from tests.checktable import build, explain, observed

B, U = "broken", "unknown"

PROVIDER = {
    "vllm/core.py": """
        class Engine:
            @classmethod
            def from_args(cls, args) -> "Engine":
                return cls()

            @classmethod
            def from_other(cls, args) -> "Other":
                return Other()

            def step(self, n):
                return n

        class Other:
            def step(self, n):
                return n

        def helper(x):
            return x
    """,
    "vllm/alias.py": """
        import os

        from vllm.core import Engine, helper

        OldEngine = Engine
        old_helper = helper

        Twice = Engine
        Twice = None

        if os.environ.get("X"):
            Cond = Engine

        try:
            import fast  # noqa: F401

            Tried = Engine
        except ImportError:
            Tried = None

        Later = Engine

        def Later():  # rebound by a definition
            return None
    """,
}

_USE = "from vllm.alias import {name}\n\n{body}\n"


def _use(name: str, body: str) -> str:
    return _USE.format(name=name, body=body)


ROWS = [
    pytest.param(
        _use("OldEngine", "e = OldEngine.from_args(1)\ne.gone()"),
        {("missing-method", "OldEngine.gone", B)},
        id="alias-of-a-class-member-it-lacks-is-broken",
    ),
    pytest.param(
        _use("OldEngine", "e = OldEngine.from_args(1)\ne.step(1)"),
        set(),
        id="alias-of-a-class-member-it-has-is-fine",
    ),
    pytest.param(
        _use("OldEngine", "e = OldEngine.from_args(1)\ne.step(1, 2)"),
        {("too-many-positional", "step", B)},
        id="alias-of-a-class-call-checked-against-the-class",
    ),
    pytest.param(
        _use("OldEngine", "e = OldEngine.from_other(1)\ne.gone()"),
        {("unknown", "gone", U)},
        id="factory-annotated-with-another-class-stays-unknown",
    ),
    pytest.param(
        _use("old_helper", "old_helper(1, 2)"),
        {("too-many-positional", "old_helper", B)},
        id="alias-of-a-function-binds-against-the-function",
    ),
    pytest.param(_use("old_helper", "old_helper(1)"), set(), id="alias-of-a-function-binds"),
    pytest.param(
        _use("Twice", "Twice.gone()"),
        {("unknown", "Twice.gone", U)},
        id="name-bound-twice-is-unknown",
    ),
    pytest.param(
        _use("Cond", "Cond.gone()"),
        {("unknown", "Cond.gone", U)},
        id="name-bound-under-if-is-unknown",
    ),
    pytest.param(
        _use("Tried", "Tried.gone()"),
        {("unknown", "Tried.gone", U)},
        id="name-bound-in-try-and-except-is-unknown",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_alias_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer, version="0.1.0")
    assert observed(findings, expected) == expected, explain(usage, findings)


def test_name_rebound_by_a_definition_is_not_an_alias(tmp_path: Path) -> None:
    (tmp_path / "vllm").mkdir()
    source = PROVIDER["vllm/alias.py"].replace("\n        ", "\n")
    (tmp_path / "vllm" / "alias.py").write_text(source, encoding="utf-8")
    data = read_module(tmp_path, "vllm.alias", cache=False)
    assert data is not None
    members = data["members"]
    assert members["OldEngine"] == {"k": "alias", "t": "vllm.core.Engine"}
    assert members["old_helper"] == {"k": "alias", "t": "vllm.core.helper"}
    assert {members[n]["k"] for n in ("Twice", "Cond", "Tried")} == {"attribute"}
    assert members["Later"]["k"] == "function"


def test_aliases_agree_with_the_installed_vllm() -> None:
    """Every module-level alias the static reading finds in the installed vLLM's own files is,
    live, the very object it names (the skyrl-train case among them)."""
    vllm = pytest.importorskip("vllm")
    root = Path(vllm.__file__).parent.parent
    names = ["vllm.engine.async_llm_engine", "vllm.distributed.parallel_state"]
    checked = 0
    for name in names:
        data = read_module(root, name, cache=False)
        assert data is not None, name
        module = importlib.import_module(name)
        for attr, member in data["members"].items():
            if member["k"] != "alias" or not hasattr(module, attr):
                continue
            head, _, tail = member["t"].rpartition(".")
            if not head.startswith("vllm"):
                continue  # outside vLLM (an alias of a stdlib or torch name)
            try:
                target = getattr(importlib.import_module(head), tail)
            except ImportError:
                continue
            assert getattr(module, attr) is target, (name, attr, member["t"])
            checked += 1
    assert checked >= 2
    from vllm import AsyncLLMEngine

    assert not hasattr(AsyncLLMEngine, "get_vllm_config")  # the held-out TRUE row
