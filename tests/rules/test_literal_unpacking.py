"""Rule `literal-unpacking` (docs/rules.md#literal-unpacking): `*[…]` / `**{…}` literals are
read as the positionals and keywords they spread.

Rows both ways (tests/checktable.py), CPython as the oracle (generated literal spreads bound
with `inspect.signature(...).bind`), and a live witness on the installed vLLM (0.32.0):
`EngineArgs(**{...})` with a key that is no field.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.checktable import build, explain, observed

B = "broken"
PROVIDER = {
    "vllm/utils.py": "def cdiv(a, b, *, c=None):\n    return a\n",
    "vllm/cfg.py": "from dataclasses import dataclass\n\n@dataclass\nclass Cfg:\n    a: int = 0\n",
}
ROWS = [
    pytest.param("from vllm.utils import cdiv\ncdiv(**{'a': 1, 'b': 2})\n", set(), id="keys-taken"),
    pytest.param(
        "from vllm.utils import cdiv\ncdiv(**{'a': 1, 'b': 2, 'gone': 3})\n",
        {("unexpected-keyword", B)},
        id="a-key-no-parameter-takes",
    ),
    pytest.param(
        "from vllm.cfg import Cfg\nCfg(**{'a': 1, 'gone': 2})\n",
        {("unexpected-keyword", B)},
        id="a-key-no-dataclass-field-takes",
    ),
    pytest.param(
        "from vllm.utils import cdiv\ncdiv(*[1, 2, 3])\n",
        {("too-many-positional", B)},
        id="a-list-literal-with-one-too-many",
    ),
    pytest.param("from vllm.utils import cdiv\ncdiv(*(1, 2))\n", set(), id="a-tuple-literal-fits"),
    pytest.param(
        "from vllm.utils import cdiv\nopts = {'gone': 3}\ncdiv(1, 2, **opts)\n",
        set(),
        id="a-name-is-not-read-through",
    ),
    pytest.param(
        "from vllm.utils import cdiv\nmore = {}\ncdiv(**{'a': 1, **more})\n",
        set(),
        id="a-nested-spread-stays-unknown-in-size",
    ),
    pytest.param(
        "from vllm.utils import cdiv\nk = 'gone'\ncdiv(1, 2, **{k: 3})\n",
        set(),
        id="a-computed-key-stays-a-star",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)


# -- CPython as the oracle ---------------------------------------------------------------
NAMES = ("a", "b", "c", "d")


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    positional=st.integers(0, 3),
    keys=st.lists(st.sampled_from(NAMES), unique=True, max_size=3),
)
def test_rule_agrees_with_python_binding(tmp_path_factory, positional: int, keys: list) -> None:
    items = ", ".join(f"{i}" for i in range(positional))
    spread = ", ".join(f"{k!r}: {i}" for i, k in enumerate(keys))
    call = f"cdiv(*[{items}], **{{{spread}}})"
    scope: dict[str, object] = {}
    exec("def cdiv(a, b, *, c=None):\n    return a\n", scope)  # the oracle: Python's own def
    try:
        inspect.signature(scope["cdiv"]).bind(*range(positional), **dict.fromkeys(keys))  # type: ignore[arg-type]
        rejects = False
    except TypeError:
        rejects = True
    usage, findings = build(
        tmp_path_factory.mktemp("row"), PROVIDER, f"from vllm.utils import cdiv\n{call}\n"
    )
    assert bool(findings) is rejects, explain(usage, findings)
    assert all(f.status == B for f in findings)


# -- live witness on the installed vLLM ----------------------------------------------------
CONSUMER_032 = (
    "from vllm.engine.arg_utils import EngineArgs\nEngineArgs(**{'model': 'm', 'no_such_arg': 1})\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's `EngineArgs` (a dataclass) rejects a key that is no field, spread from a
    dict literal: Python raises TypeError; the engine on the installed tree reports it."""
    vllm = pytest.importorskip("vllm")
    code = CONSUMER_032.replace("EngineArgs(", "try:\n    EngineArgs(", 1) + (
        "except TypeError as e:\n    print('rejected', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "rejected" in done.stdout and "no_such_arg" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(CONSUMER_032)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    broken = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert [(f.kind, f.parameter) for f in broken] == [("unexpected-keyword", "no_such_arg")]
