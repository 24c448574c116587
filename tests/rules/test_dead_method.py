"""Rule `dead-method` (docs/rules.md#dead-method): a use inside a private consumer method
that nothing can call on this release (it overrides a hook vLLM dropped, and the consumer
never calls it) is `unknown`. Rows both ways: a public method, or one the consumer calls,
still breaks; the `semantic` finding of the dropped hook itself stands."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from probes.rules.late import PROCESSOR
from tests.checktable import build, explain

HEAD = "from vllm.proc import Processor\n\nclass P(Processor):\n"
DEAD = "    def _gone_hook(self, x):\n        return super()._gone_hook(x), self.gone\n"
HOOK_GONE = ("semantic", "broken", ("unguarded-break",))
ROWS = [
    pytest.param(
        HEAD + DEAD,
        {HOOK_GONE, ("unknown", "unknown", ("unguarded-break", "dead-method"))},
        id="private-override-of-a-dropped-hook",
    ),
    pytest.param(
        HEAD + DEAD.replace("_gone_hook", "gone_hook"),
        {HOOK_GONE, ("missing-attribute", "broken", ("unguarded-break",))},
        id="a-public-method-may-be-called-by-the-consumers-users",
    ),
    pytest.param(
        HEAD + DEAD + "    def go(self):\n        return self._gone_hook(1)\n",
        {
            ("missing-method", "broken", ("unguarded-break",)),
            ("missing-attribute", "broken", ("unguarded-break",)),
        },
        id="a-method-the-consumer-calls-runs",
    ),
    pytest.param(
        HEAD + "    def _apply(self, x):\n        return self.gone\n",
        {("missing-attribute", "broken", ("unguarded-break",))},
        id="an-override-of-a-hook-vllm-still-has-runs",
    ),
]
HOOKS = {
    "vllm/proc.py": PROCESSOR["vllm/proc.py"] + "\n    def _apply(self, x):\n        return x\n"
}


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, HOOKS, consumer)
    assert {(f.kind, f.status, f.rules) for f in findings} == expected, explain(usage, findings)


EXT = (
    "from vllm.llm import LLM\n\nclass Ext:\n{methods}\n"
    "def start():\n    return LLM('m', worker_extension_cls='mypkg.mod.Ext'){rpc}\n"
)
EXT_ROWS = [
    # vLLM calls a worker extension's own method only by the name given to collective_rpc:
    # one the consumer never names runs nowhere
    pytest.param(
        EXT.format(methods="    def load_gpu(self):\n        return self.gone()\n", rpc=""),
        {("unknown", "unknown", ("unguarded-break", "dead-method"))},
        id="a-public-extension-method-nothing-names",
    ),
    pytest.param(
        EXT.format(
            methods="    def load_gpu(self):\n        return self.gone()\n",
            rpc=".collective_rpc('load_gpu')",
        ),
        {("missing-method", "broken", ("unguarded-break",))},
        id="an-extension-method-given-to-collective-rpc-runs",
    ),
    # … and one overriding a hook vLLM's worker has is called by vLLM
    pytest.param(
        EXT.format(methods="    def init_device(self):\n        return self.gone()\n", rpc=""),
        {("missing-method", "broken", ("unguarded-break",))},
        id="an-extension-override-of-a-worker-hook-runs",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), EXT_ROWS)
def test_worker_extension_methods(tmp_path: Path, consumer: str, expected: set) -> None:
    from tests.rules.trees import WORKER

    usage, findings = build(tmp_path, WORKER, consumer)
    assert {(f.kind, f.status, f.rules) for f in findings} == expected, explain(usage, findings)


@pytest.mark.vllm
def test_an_extension_method_nothing_names_on_the_installed_vllm(tmp_path: Path) -> None:
    """vLLM 0.32.0's Worker has no `_init_cache_engine` (V0's) and no vLLM source names
    `load_gpu`: the extension method calling it runs only if someone gives its name to
    collective_rpc, which nothing does; the engine says `unknown` (dead-method), on the
    static and the live view."""
    from tests.rules.trees import on_installed_vllm

    vllm = pytest.importorskip("vllm")
    from vllm.v1.worker.gpu_worker import Worker

    assert not hasattr(Worker, "_init_cache_engine")
    root = Path(vllm.__file__).parent
    called = re.compile(r"\.load_gpu\b|[\"']load_gpu[\"']")  # a call, or an RPC name
    assert not any(called.search(p.read_text(encoding="utf-8")) for p in root.rglob("*.py"))
    consumer = (
        "from vllm import LLM\n\nclass WorkerWrap:\n    def load_gpu(self):\n"
        "        super()._init_cache_engine()\n\n"
        "def start():\n    return LLM('m', worker_extension_cls='mypkg.mod.WorkerWrap')\n"
    )
    for findings in on_installed_vllm(tmp_path, consumer):
        gone = [f for f in findings if f.symbol.endswith("._init_cache_engine")]
        assert [(f.status, f.reason) for f in gone] == [("unknown", "dead-method")], findings
