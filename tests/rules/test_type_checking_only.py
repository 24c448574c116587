"""Rule `type-checking-only` (docs/rules.md#type-checking-only): a use only under
`if TYPE_CHECKING:` never runs, so it is `guarded`. Rows both ways, CPython as the oracle
(typing.TYPE_CHECKING is False when the code runs), and the live witness on vLLM 0.32.0."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.oracle_rows import check_against_python
from tests.rules.trees import on_installed_vllm

GONE = "    from vllm.utils import gone\n"
ROWS = [
    pytest.param(
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n" + GONE,
        "guarded",
        ("type-checking-only",),
        id="under-type-checking",
    ),
    pytest.param(
        "import typing\n\nif typing.TYPE_CHECKING:\n" + GONE,
        "guarded",
        ("type-checking-only",),
        id="under-typing-dot-type-checking",
    ),
    pytest.param(
        "from typing import TYPE_CHECKING\n\nif not TYPE_CHECKING:\n" + GONE,
        "broken",
        ("unguarded-break",),
        id="under-not-type-checking-runs",
    ),
    pytest.param(
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    pass\nelse:\n" + GONE,
        "broken",
        ("unguarded-break",),
        id="its-else-runs",
    ),
]


@pytest.mark.parametrize(("consumer", "status", "rules"), ROWS)
def test_rule(tmp_path: Path, consumer: str, status: str, rules: tuple[str, ...]) -> None:
    check_against_python(tmp_path, consumer, "missing-symbol", status, rules)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0 has no `vllm.utils.no_such_name`: Python imports the module below without
    error; the engine, on the static and the live view, says `guarded` by this rule."""
    consumer = "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
    consumer += "    from vllm.utils import no_such_name\n"
    import vllm.utils

    assert not hasattr(vllm.utils, "no_such_name")
    exec(compile(consumer, "mod.py", "exec"), {})  # Python runs it: nothing raised
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [(f.status, f.rules) for f in findings] == [("guarded", ("type-checking-only",))]
