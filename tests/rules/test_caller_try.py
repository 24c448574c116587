"""Rule `caller-try` (docs/rules.md#caller-try).

A local function every call of which, in the function that defines it, sits in a `try` body
that catches the failure and goes on, fails only where it is caught: its uses are read as that
body's (`guarded`). Rows both ways, CPython as the oracle (guarded rows run, broken rows raise
the vLLM error), and a live witness on the installed vLLM (0.32.0).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain
from tests.rules.oracle_rows import UTILS, check_against_python
from tests.rules.trees import on_installed_vllm, python_raises

B, G = "broken", "guarded"


def _row(handler: str, call: str = "dump()", body: str = "from vllm.utils import gone") -> str:
    """`install()` defines `dump` (the vLLM use) and `wrapper`, which calls it as `call`
    under `try:` / `handler`; `main()` runs the wrapper as vLLM would."""
    return (
        "def install():\n"
        f"    def dump():\n        {body}\n"
        f"    def wrapper():\n        try:\n            {call}\n"
        f"        {handler}\n"
        "        return 'ran'\n"
        "    return wrapper\n\n"
        "def main():\n    return install()()\n"
    )


GO_ON = "except Exception as exc:\n            failed = exc  # noqa: F841"
ROWS = [
    pytest.param(_row(GO_ON), "missing-symbol", G, id="caught-by-exception"),
    pytest.param(_row("except:\n            pass"), "missing-symbol", G, id="bare-except"),
    pytest.param(
        _row("except ImportError:\n            pass"), "missing-symbol", G, id="import-error"
    ),
    pytest.param(
        _row(GO_ON, body="import vllm.utils\n        vllm.utils.gone()"),
        "missing-symbol",
        G,
        id="a-call-caught-by-exception",
    ),
    # the other way: where the failure escapes, the use breaks
    pytest.param(
        _row(
            "except ImportError:\n            pass",
            body="import vllm.utils\n        vllm.utils.gone()",
        ),
        "missing-symbol",
        B,
        id="a-call-not-caught-by-import-error",
    ),
    pytest.param(
        _row("except Exception:\n            raise"), "missing-symbol", B, id="handler-re-raises"
    ),
    pytest.param(
        _row("except ValueError:\n            pass"), "missing-symbol", B, id="another-type"
    ),
    pytest.param(
        _row(GO_ON).replace("        return 'ran'", "        dump()\n        return 'ran'"),
        "missing-symbol",
        B,
        id="a-second-call-outside-the-try",
    ),
    pytest.param(
        _row(GO_ON, call="pass").replace(
            "        return 'ran'", "        finally:\n            dump()\n        return 'ran'"
        ),
        "missing-symbol",
        B,
        id="a-call-in-finally",
    ),
]


@pytest.mark.parametrize(("consumer", "kind", "status"), ROWS)
def test_rule(tmp_path: Path, consumer: str, kind: str, status: str) -> None:
    rules = ("guarded-fallback",) if status == G else ("unguarded-break",)
    check_against_python(tmp_path, consumer, kind, status, rules)


# Rows CPython cannot decide alone: who else may call the function is the question.
ESCAPES = [
    pytest.param(
        "def install():\n    def dump():\n        from vllm.utils import gone\n"
        "    try:\n        dump()\n    except Exception:\n        pass\n    return dump\n",
        id="returned-it-may-be-called-anywhere",
    ),
    pytest.param(
        "def dump():\n    from vllm.utils import gone\n\ndef install():\n"
        "    try:\n        dump()\n    except Exception:\n        pass\n",
        id="module-level-anything-importing-the-module-may-call-it",
    ),
]


@pytest.mark.parametrize("consumer", ESCAPES)
def test_a_function_that_escapes_its_scope_still_breaks(tmp_path: Path, consumer: str) -> None:
    usage, findings = build(tmp_path, UTILS, consumer)
    assert [(f.kind, f.status) for f in findings] == [("missing-symbol", B)], explain(
        usage, findings
    )


LIVE = _row(GO_ON, body="from vllm.sampling_params import no_such_name")


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0 has no `vllm.sampling_params.no_such_name`: Python catches the ImportError
    where `dump()` is called and goes on; the engine, on the static and the live view, says
    `guarded`."""
    scope: dict = {}
    exec(compile(LIVE, "mod.py", "exec"), scope)
    assert scope["main"]() == "ran"
    for findings in on_installed_vllm(tmp_path, LIVE):
        got = [(f.kind, f.status, f.rules) for f in findings]
        assert got == [("missing-symbol", G, ("guarded-fallback",))], got


# -- the oracle over every combination: the engine breaks exactly where CPython raises ----

HANDLERS = {
    "exception": GO_ON,
    "import-error": "except ImportError:\n            pass",
    "attribute-error": "except AttributeError:\n            pass",
    "value-error": "except ValueError:\n            pass",
    "bare": "except:\n            pass",
    "re-raise": "except Exception:\n            raise",
}
BODIES = {
    "import": "from vllm.utils import gone",
    "call": "import vllm.utils\n        vllm.utils.gone()",
}


@pytest.mark.parametrize("outside", [False, True], ids=["only-in-try", "also-outside"])
@pytest.mark.parametrize("body", sorted(BODIES))
@pytest.mark.parametrize("handler", sorted(HANDLERS))
def test_every_combination_agrees_with_cpython(
    tmp_path: Path, handler: str, body: str, outside: bool
) -> None:
    consumer = _row(HANDLERS[handler], body=BODIES[body])
    if outside:
        consumer = consumer.replace("        return 'ran'", "        dump()\n        return 'ran'")
    usage, findings = build(tmp_path, UTILS, consumer)
    statuses = {f.status for f in findings}
    assert len(statuses) == 1, explain(usage, findings)
    raised = python_raises(tmp_path, UTILS, consumer)
    assert (statuses == {B}) == (raised is not None), (consumer, raised, explain(usage, findings))
