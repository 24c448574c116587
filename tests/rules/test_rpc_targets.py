"""Rule `rpc-targets` (docs/rules.md#rpc-targets): A `collective_rpc` method name resolves against
the worker extension the consumer configures, not only vLLM's default worker.

Rows both ways, moved from the corpus-named tables (tests/rules/trees.py says which).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rules.trees import WORKER, B, U, check_tree_row, on_installed_vllm

TREE_ROWS = [
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nargs = {}\n"
        "args['worker_extension_cls'] = 'mypkg.mod.Ext'\n\nclass Ext:\n"
        "    def sync(self):\n        return 1\n\nLLM('m', **args).collective_rpc('sync')\n",
        "0.1.0",
        set(),
        id="rpc-method-of-an-extension-named-in-a-dict",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\n\nclass Ext:\n    def report(self):\n        return 1\n\n"
        "LLM('m').collective_rpc('report')\n",
        "0.1.0",
        {("unknown", U)},
        id="rpc-method-the-consumer-defines-somewhere-is-unknown",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nLLM('m').collective_rpc('nowhere')\n",
        "0.1.0",
        {("missing-method", "Worker.nowhere", B)},
        id="rpc-method-nobody-defines-is-a-break",
    ),
]


WRAPPED = {
    **WORKER,
    "vllm/v1/worker/worker_base.py": """
        class WorkerWrapperBase:
            def __init__(self, rpc_rank=0):
                self.rpc_rank = rpc_rank

            def init_worker(self, all_kwargs):
                self.worker = None

            def __getattr__(self, attr):
                return getattr(self.worker, attr)
    """,
    "vllm/v1/executor/ray_utils.py": """
        from vllm.v1.worker.worker_base import WorkerWrapperBase

        try:
            import ray

            class RayWorkerWrapper(WorkerWrapperBase):
                def adjust_rank(self, mapping):
                    return mapping
        except ImportError:
            ray = None

        class Unrelated:
            def adjust_rank(self, mapping):
                return mapping
    """,
}
EXECUTOR = "from vllm.llm import LLM\n{imports}\nLLM('m').collective_rpc({name!r})\n"

TREE_ROWS += [
    # vLLM's executors call the worker wrapper, which defines these itself
    pytest.param(
        WRAPPED,
        EXECUTOR.format(imports="", name="init_worker"),
        "0.1.0",
        set(),
        id="rpc-method-the-worker-wrapper-defines",
    ),
    # … and forwards the rest to the worker: a name neither has is still a break
    pytest.param(
        WRAPPED,
        EXECUTOR.format(imports="", name="nowhere"),
        "0.1.0",
        {("missing-method", "Worker.nowhere", B)},
        id="rpc-method-neither-the-wrapper-nor-the-worker-has",
    ),
    # a wrapper subclass the module imports (its own executor's workers) adds its methods
    pytest.param(
        WRAPPED,
        EXECUTOR.format(
            imports="from vllm.v1.executor.ray_utils import RayWorkerWrapper as W",
            name="adjust_rank",
        ),
        "0.1.0",
        set(),
        id="rpc-method-of-a-wrapper-subclass-the-module-imports",
    ),
    # … but a class that wraps no worker says nothing of where the RPC runs
    pytest.param(
        WRAPPED,
        EXECUTOR.format(
            imports="from vllm.v1.executor.ray_utils import Unrelated", name="adjust_rank"
        ),
        "0.1.0",
        {("missing-method", "Worker.adjust_rank", B)},
        id="rpc-method-of-a-class-that-wraps-no-worker-is-a-break",
    ),
    # … nor does a wrapper subclass only another module imports
    pytest.param(
        WRAPPED,
        EXECUTOR.format(imports="", name="adjust_rank"),
        "0.1.0",
        {("missing-method", "Worker.adjust_rank", B)},
        id="rpc-method-of-a-wrapper-subclass-not-imported-here-is-a-break",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.vllm
def test_the_installed_vllm_runs_rpcs_on_its_worker_wrapper(tmp_path: Path) -> None:
    """On vLLM 0.32.0 the executors build `WorkerWrapperBase`, which defines `init_worker`
    and `update_environment_variables` (the GPU Worker does not) and forwards the rest to
    the worker: CPython's answer (`inspect`) and the engine's agree, on both views."""
    import inspect

    pytest.importorskip("vllm")
    from vllm.v1.executor import uniproc_executor
    from vllm.v1.worker.gpu_worker import Worker
    from vllm.v1.worker.worker_base import WorkerWrapperBase

    assert "WorkerWrapperBase(" in inspect.getsource(uniproc_executor)
    assert hasattr(WorkerWrapperBase, "init_worker") and not hasattr(Worker, "init_worker")
    assert hasattr(WorkerWrapperBase, "__getattr__")
    consumer = (
        "from vllm.v1.executor.abstract import Executor\n\nclass Mine(Executor):\n"
        "    def _init_executor(self):\n        self.collective_rpc('init_worker', args=([{}],))\n"
        "        self.collective_rpc('update_environment_variables', args=([{}],))\n"
        "        self.collective_rpc('no_such_worker_method')\n"
    )
    for findings in on_installed_vllm(tmp_path, consumer):
        rpc = {f.symbol for f in findings if f.status == "broken" and "Worker." in f.symbol}
        assert rpc == {"vllm.v1.worker.gpu_worker.Worker.no_such_worker_method"}, findings
