"""Rule `guarded-fallback` (docs/rules.md#guarded-fallback): a use under a guard that gives
the consumer another path is `guarded`. Rows both ways (a handler that does not catch the
error, a handler that raises, the other branch of `hasattr`), CPython as the oracle, and the
live witness on vLLM 0.32.0."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.oracle_rows import check_against_python
from tests.rules.trees import VERSION_TEST, check_nested_row, on_installed_vllm

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


# Nested guards (issue 18): a `try`/`except ImportError` fallback around a version test. The
# version branch runs on 0.13.0 and its import fails, Python takes the fallback: `guarded`
# (was `broken`: only the innermost guard, the version test, was kept). Both ways: without
# the `try`, or with a handler that re-raises, the break stands.
AROUND = VERSION_TEST + (
    "try:\n    if Version(vllm.__version__) >= Version('0.12'):\n        from vllm.gone import f\n"
    "    else:\n        from vllm.new import f\nexcept ImportError:\n    {handler}\n"
)
GONE = "missing-module"
NESTED = [
    pytest.param(
        AROUND.format(handler="f = None"),
        "0.13.0",
        {(GONE, "guarded", ("guarded-fallback",))},
        None,
        id="try-fallback-around-a-version-branch-that-runs",
    ),
    pytest.param(
        AROUND.format(handler="f = None"), "0.11.0", set(), None, id="the-branch-does-not-run"
    ),
    pytest.param(
        AROUND.format(handler="raise"),
        "0.13.0",
        {(GONE, "broken", ("version-branch",))},
        "ModuleNotFoundError",
        id="a-handler-that-re-raises-passes-the-break-on",
    ),
    pytest.param(
        VERSION_TEST
        + "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.gone import f\n"
        "else:\n    from vllm.new import f\n",
        "0.13.0",
        {(GONE, "broken", ("version-branch",))},
        "ModuleNotFoundError",
        id="no-try-around-it",
    ),
    pytest.param(
        "try:\n    try:\n        from vllm.gone import f\n    except ImportError:\n"
        "        raise\nexcept ImportError:\n    f = None\n",
        "0.13.0",
        {(GONE, "guarded", ("guarded-fallback",))},
        None,
        id="an-outer-fallback-catches-what-an-inner-handler-re-raises",
    ),
]


@pytest.mark.parametrize(("consumer", "version", "expected", "raised"), NESTED)
def test_nested_guards(
    tmp_path: Path, consumer: str, version: str, expected: set, raised: str | None
) -> None:
    check_nested_row(tmp_path, consumer, version, expected, raised)


def test_nested_guards_are_kept_and_survive_json(tmp_path: Path) -> None:
    """The use under both guards carries both, outermost first, and reads back equal."""
    from probes.conditions import Condition, Tried, Version
    from probes.uses import Use
    from tests.checktable import build
    from tests.rules.trees import versioned

    usage, _ = build(tmp_path, versioned("0.13.0"), AROUND.format(handler="f = None"))
    (use,) = [u for u in usage.uses if u.symbol == "vllm.gone.f"]
    assert [type(g.atom) for g in use.guards] == [Tried, Version]
    assert use.guards[0] == Condition(Tried("try-body"))
    data = use.to_json()
    assert data["conditions"][0] == {"fact": "tried", "how": "try-body"}
    assert Use.from_json(data) == use
