"""Rule `guarded-fallback` (docs/rules.md#guarded-fallback): a use under a guard that gives
the consumer another path is `guarded`. Rows both ways (a handler that does not catch the
error, a handler that raises, the other branch of `hasattr`), CPython as the oracle, and the
live witness on vLLM 0.32.0."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.oracle_rows import check_against_python
from tests.rules.trees import on_installed_vllm

TRY = "try:\n    from vllm.utils import gone\nexcept {error}:\n    {handler}\n"
HAS = (
    "import vllm.utils\n\ndef main():\n    if hasattr(vllm.utils, 'gone'):\n"
    "        return {then}\n    return {other}\n"
)
ROWS = [
    pytest.param(
        TRY.format(error="ImportError", handler="gone = None"),
        "guarded",
        ("guarded-fallback",),
        id="except-import-error-with-a-fallback",
    ),
    pytest.param(
        "def main():\n    try:\n        from vllm.utils import gone\n    except Exception:\n"
        "        return None\n    return gone()\n",
        "guarded",
        ("guarded-fallback",),
        id="except-exception-that-returns",
    ),
    pytest.param(
        HAS.format(then="vllm.utils.gone()", other="None"),
        "guarded",
        ("guarded-fallback",),
        id="under-hasattr",
    ),
    pytest.param(
        HAS.format(then="None", other="vllm.utils.gone()"),
        "broken",
        ("unguarded-break",),
        id="where-hasattr-is-false-it-runs",
    ),
    pytest.param(
        TRY.format(error="ValueError", handler="gone = None"),
        "broken",
        ("unguarded-break",),
        id="a-handler-that-does-not-catch-import-error",
    ),
    pytest.param(
        TRY.format(error="ImportError", handler="raise RuntimeError('needs gone')"),
        "refused",
        ("consumer-refusal",),
        id="a-handler-that-raises-its-own-error-refuses",
    ),
]


@pytest.mark.parametrize(("consumer", "status", "rules"), ROWS)
def test_rule(tmp_path: Path, consumer: str, status: str, rules: tuple[str, ...]) -> None:
    check_against_python(tmp_path, consumer, "missing-symbol", status, rules)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0 has no `vllm.utils.no_such_name`: Python takes the fallback; the engine,
    on the static and the live view, says `guarded` by this rule."""
    consumer = TRY.format(error="ImportError", handler="gone = None").replace(
        "import gone", "import no_such_name as gone"
    )
    scope: dict = {}
    exec(compile(consumer, "mod.py", "exec"), scope)
    assert scope["gone"] is None  # the fallback ran
    for findings in on_installed_vllm(tmp_path, consumer):
        assert [(f.status, f.rules) for f in findings] == [("guarded", ("guarded-fallback",))]
