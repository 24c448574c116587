"""Rule `awaited-call` (docs/rules.md#awaited-call): `await obj.m(…)` of a vLLM method that is
a plain function on the named class and each vLLM subclass defining it is a `semantic` break.

Rows both ways (tests/checktable.py), CPython as the oracle (the same definitions, awaited
under asyncio), and a live witness on the installed vLLM (0.32.0): `AsyncLLM.get_tokenizer`,
a coroutine at 0.12.0, is a plain method there.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from tests.checktable import build, explain, observed

B = "broken"
SEMANTIC = ("semantic", "Client.tokenizer", B)


def _provider(base: str, sub: str = "") -> dict[str, str]:
    files = {"vllm/__init__.py": "__version__ = '0.2.0'\n", "vllm/client.py": base}
    if sub:
        files["vllm/engine.py"] = "from vllm.client import Client\n\n" + sub
    return files


ABSTRACT = (
    "import abc\n\nclass Client(abc.ABC):\n    @abc.abstractmethod\n    def other(self) -> int:\n"
    "        ...\n"
)
PLAIN_SUB = "class Engine(Client):\n    def tokenizer(self) -> str:\n        return 'tok'\n"
ASYNC_SUB = "class Engine(Client):\n    async def tokenizer(self) -> str:\n        return 'tok'\n"
PLAIN = "class Client:\n    def tokenizer(self) -> str:\n        return 'tok'\n"
ASYNC = "class Client:\n    async def tokenizer(self) -> str:\n        return 'tok'\n"
AWAIT = (
    "from vllm.client import Client\n\nasync def go(c: Client):\n    return await c.tokenizer()\n"
)
NO_AWAIT = "from vllm.client import Client\n\nasync def go(c: Client):\n    return c.tokenizer()\n"

ROWS = [
    pytest.param(_provider(PLAIN), AWAIT, {SEMANTIC}, id="awaiting-a-plain-method"),
    pytest.param(_provider(ASYNC), AWAIT, set(), id="awaiting-a-coroutine"),
    pytest.param(_provider(PLAIN), NO_AWAIT, set(), id="calling-a-plain-method"),
    pytest.param(
        _provider(ABSTRACT, PLAIN_SUB),
        AWAIT,
        {SEMANTIC, ("unknown", "Client.tokenizer", "unknown")},
        id="interface-lost-it-every-subclass-plain",
    ),
    pytest.param(
        _provider(ABSTRACT, ASYNC_SUB),
        AWAIT,
        {("unknown", "Client.tokenizer", "unknown")},
        id="interface-lost-it-a-subclass-is-async",
    ),
    pytest.param(
        _provider(PLAIN, ASYNC_SUB), AWAIT, set(), id="a-subclass-overrides-it-as-a-coroutine"
    ),
    pytest.param(
        _provider("class Client:\n    def tokenizer(self):\n        return self._t()\n"),
        AWAIT,
        set(),
        id="no-return-annotation-says-nothing",
    ),
    pytest.param(
        _provider(
            "import functools\n\nclass Client:\n    @functools.cache\n"
            "    def tokenizer(self) -> str:\n        return 'tok'\n"
        ),
        AWAIT,
        set(),
        id="a-decorator-says-nothing",
    ),
    pytest.param(
        _provider(
            "from typing import Awaitable\n\nclass Client:\n"
            "    def tokenizer(self) -> Awaitable[str]:\n        return self._t()\n"
        ),
        AWAIT,
        set(),
        id="annotated-to-return-an-awaitable",
    ),
    pytest.param(
        _provider(PLAIN),
        AWAIT.replace("tokenizer()", "tokenizer(1)"),
        {("too-many-positional", "Client.tokenizer", B)},
        id="a-call-that-cannot-bind-fails-first",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, provider, consumer, version="0.2.0")
    assert observed(findings, expected) == expected, explain(usage, findings)
    for f in findings:
        if f.kind == "semantic":
            assert f.reason == "not-awaitable" and "awaited-call" in f.rules


# -- CPython as the oracle ---------------------------------------------------------------
@pytest.mark.parametrize(("definition", "raises"), [(PLAIN, True), (ASYNC, False)])
def test_rule_agrees_with_python(tmp_path: Path, definition: str, raises: bool) -> None:
    """Python awaiting the same definition: TypeError exactly where the rule reports."""
    scope: dict[str, object] = {}
    exec(definition, scope)
    client = scope["Client"]()  # type: ignore[operator]

    async def go() -> object:
        return await client.tokenizer()  # type: ignore[attr-defined]

    try:
        asyncio.run(go())
        raised = False
    except TypeError:
        raised = True
    assert raised is raises
    _, findings = build(tmp_path, _provider(definition), AWAIT, version="0.2.0")
    assert any(f.kind == "semantic" for f in findings) is raises


# -- live witness on the installed vLLM ----------------------------------------------------
CONSUMER_032 = (
    "from vllm.v1.engine.async_llm import AsyncLLM\n\n"
    "async def tokenizer(engine: AsyncLLM):\n    return await engine.get_tokenizer()\n"
)


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's `AsyncLLM.get_tokenizer` is a plain method: Python awaiting what the real
    method returns raises TypeError; the engine reading the installed tree reports it."""
    vllm = pytest.importorskip("vllm")
    code = (
        CONSUMER_032 + "import asyncio, types\nengine = object.__new__(AsyncLLM)\n"
        "engine.renderer = types.SimpleNamespace(get_tokenizer=lambda: 'tok')\ntry:\n"
        "    asyncio.run(tokenizer(engine))\nexcept TypeError as e:\n    print('rejected', e)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert "rejected" in done.stdout and "await" in done.stdout, done.stderr[-2000:]

    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.static import static_view_from_tree

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(CONSUMER_032)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    (finding,) = [f for f in check_usage(usage, static) if f.status == "broken"]
    assert finding.kind == "semantic" and finding.reason == "not-awaitable"
    rel, _, line = (finding.evidence or "::").rpartition(":")
    assert "def get_tokenizer(" in (root / rel).read_text().splitlines()[int(line) - 1]
