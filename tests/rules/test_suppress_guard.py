"""Rule `suppress-guard` (docs/rules.md#suppress-guard).

`with contextlib.suppress(E1, …): body` is, by Python's definition of `suppress`, the same as
`try: body` / `except (E1, …): pass`. The engine reads it as that `try`: the same guards, the
same statuses. Rows both ways (tests/checktable.py), CPython as the oracle (a table of rows,
and hypothesis-generated bodies run under both forms: Python behaves the same, the engine
gives the same findings), and a live witness on the installed vLLM (0.32.0).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.checktable import build, explain
from tests.rules.oracle_rows import UTILS, check_against_python
from tests.rules.trees import on_installed_vllm, python_raises

B, G = "broken", "guarded"
IMPORT = (
    "from contextlib import suppress\nwith suppress({errors}):\n    from vllm.utils import gone\n"
)
CALL = (
    "import contextlib\nimport vllm.utils\n\ndef main():\n"
    "    with contextlib.suppress({errors}):\n        vllm.utils.gone()\n"
)

ROWS = [
    pytest.param(IMPORT.format(errors="ImportError"), "missing-symbol", G, id="import-error"),
    pytest.param(
        IMPORT.format(errors="ValueError, ImportError"),
        "missing-symbol",
        G,
        id="one-of-several-types",
    ),
    pytest.param(
        IMPORT.format(errors="ModuleNotFoundError"),
        "missing-symbol",
        B,
        id="module-not-found-does-not-catch-a-missing-name",
        marks=pytest.mark.xfail(
            strict=True,
            reason="known gap, try/except too: guards.IMPORT_ERRORS takes ModuleNotFoundError "
            "for every ImportError; CPython raises plain ImportError for a missing name",
        ),
    ),
    pytest.param(IMPORT.format(errors="BaseException"), "missing-symbol", G, id="base-exception"),
    pytest.param(CALL.format(errors="AttributeError"), "missing-symbol", G, id="attribute-error"),
    pytest.param(CALL.format(errors="Exception"), "missing-symbol", G, id="exception-on-a-call"),
    pytest.param(
        IMPORT.replace("import suppress", "import suppress as quietly")
        .replace("with suppress", "with quietly")
        .format(errors="ImportError"),
        "missing-symbol",
        G,
        id="an-alias-of-suppress",
    ),
    # the other way: what suppress does not swallow still breaks
    pytest.param(IMPORT.format(errors="ValueError"), "missing-symbol", B, id="another-type"),
    pytest.param(CALL.format(errors="ImportError"), "missing-symbol", B, id="call-not-import"),
    pytest.param(IMPORT.format(errors=""), "missing-symbol", B, id="suppress-of-nothing"),
    pytest.param(
        IMPORT.replace("from contextlib import suppress", "from mypkg.quiet import suppress")
        .replace("with suppress(", "with suppress(")
        .format(errors="ImportError"),
        "missing-symbol",
        B,
        id="a-suppress-of-the-consumers-own-is-no-guard",
    ),
]


@pytest.mark.parametrize(("consumer", "kind", "status"), ROWS)
def test_rule(tmp_path: Path, consumer: str, kind: str, status: str) -> None:
    if "mypkg.quiet" in consumer:  # the consumer's own `suppress` that swallows nothing
        quiet = "import contextlib\n\ndef suppress(*errors):\n    return contextlib.nullcontext()\n"
        usage, findings = build(tmp_path, UTILS, consumer, extra={"mypkg/quiet.py": quiet})
        assert [(f.kind, f.status) for f in findings] == [(kind, status)], explain(usage, findings)
        return
    rules = ("guarded-fallback",) if status == G else ("unguarded-break",)
    check_against_python(tmp_path, consumer, kind, status, rules)


SHAPES = [
    pytest.param(
        "from contextlib import suppress\nimport vllm.utils\n\ndef main():\n"
        "    with open(__file__), suppress(AttributeError):\n        vllm.utils.gone()\n",
        {("missing-symbol", G)},
        id="items-after-suppress-and-the-body-are-under-it",
    ),
    pytest.param(
        "from contextlib import suppress\nimport vllm.utils\n\ndef main():\n"
        "    with vllm.utils.gone(), suppress(AttributeError):\n        pass\n",
        {("missing-symbol", B)},
        id="an-item-before-suppress-is-not",
    ),
    pytest.param(
        "from contextlib import suppress\n\ndef main():\n"
        "    with suppress(ImportError):\n"
        "        from vllm.utils import cdiv\n        return cdiv\n"
        "    from vllm.utils import gone as cdiv\n    return cdiv\n",
        set(),
        id="an-import-after-a-returning-suppress-is-its-fallback",
    ),
    pytest.param(
        "from contextlib import suppress\n\ndef main():\n"
        "    with suppress(ImportError):\n        from vllm.utils import gone\n    return gone()\n",
        {("missing-symbol", G), ("missing-symbol", B)},
        id="a-use-after-a-suppress-that-falls-through-breaks",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), SHAPES)
def test_shapes(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, UTILS, consumer)
    got = sorted((f.kind, f.status) for f in findings)
    assert got == sorted(expected), explain(usage, findings)


# -- the oracle: hypothesis bodies under both forms ------------------------------------

STATEMENTS = [
    "from vllm.utils import gone",
    "from vllm.utils import cdiv",
    "import vllm.gone",
    "vllm.utils.gone()",
    "vllm.utils.cdiv(1, 2)",
    "vllm.utils.cdiv(1, 2, 3)",
    "raise ValueError('consumer')",
    "x = 1",
]
ERRORS = [
    "ImportError",
    "ModuleNotFoundError",
    "AttributeError",
    "TypeError",
    "ValueError",
    "Exception",
    "BaseException",
]


def _forms(body: list[str], errors: list[str]) -> tuple[str, str]:
    """The same body under `with contextlib.suppress(...)` and under `try/except ...: pass`."""
    head = "import contextlib\nimport vllm.utils\n\ndef main():\n"
    lines = "".join(f"        {s}\n" for s in body)
    kinds = ", ".join(errors)
    suppressed = f"{head}    with contextlib.suppress({kinds}):\n{lines}"
    tried = f"{head}    try:\n{lines}    except ({kinds},):\n        pass\n"
    return suppressed, tried


def _findings(root: Path, consumer: str) -> list[tuple[str, str, str, tuple[str, ...], str]]:
    _, findings = build(root, UTILS, consumer)
    return sorted((f.kind, f.symbol, f.status, f.rules, f.location) for f in findings)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(STATEMENTS), min_size=1, max_size=3),
    st.lists(st.sampled_from(ERRORS), min_size=1, max_size=2, unique=True),
)
def test_both_forms_behave_the_same_in_python_and_in_the_engine(
    body: list[str], errors: list[str]
) -> None:
    suppressed, tried = _forms(body, errors)
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        engine = _findings(Path(a), suppressed), _findings(Path(b), tried)
        python = python_raises(Path(a), UTILS, suppressed), python_raises(Path(b), UTILS, tried)
    assert python[0] == python[1], (suppressed, python)
    assert engine[0] == engine[1], (suppressed, engine)


# -- live witness --------------------------------------------------------------------

LIVE = (
    "import contextlib\nimport vllm.sampling_params\n\ndef main():\n"
    "    with contextlib.suppress(ImportError):\n"
    "        from vllm.utils import no_such_name\n"
    "    return other()\n\ndef other():\n"
    "    with contextlib.suppress(AttributeError):\n"
    "        vllm.sampling_params.no_such_other()\n"
    "    return 'ran'\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0 has no `vllm.utils.no_such_name` nor `vllm.sampling_params.no_such_other`:
    Python swallows both errors and goes on; the engine, on the static and the live view, says
    `guarded` for both uses (and `broken` for the same attribute read with no `suppress`)."""
    scope: dict = {}
    exec(compile(LIVE, "mod.py", "exec"), scope)
    assert scope["main"]() == "ran"
    for findings in on_installed_vllm(tmp_path, LIVE):
        assert sorted(f.status for f in findings) == [G, G], findings
    plain = "import vllm.sampling_params\n\ndef main():\n    vllm.sampling_params.no_such_other()\n"
    for findings in on_installed_vllm(tmp_path / "plain", plain):
        assert [f.status for f in findings] == [B], findings
