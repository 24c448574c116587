"""Driving the executor: one model step, and one worker's reply to an RPC.

Drift (both semantic: same signatures, different behaviour, from 0.11.1):
- `execute_model` no longer samples once the executor has `sample_tokens`: it runs the
  forward, keeps its state and returns None; `sample_tokens(grammar_output)` must follow, or
  the next `execute_model` raises "State error: sample_tokens() must be called after
  execute_model() returns None". It returns a ModelRunnerOutput itself when nothing ran (no
  tokens scheduled); then `sample_tokens` must not be called. vLLM's EngineCore.step does
  exactly this.
- `MultiprocExecutor.collective_rpc(..., unique_reply_rank=r)` returned `[reply]` up to
  0.11.0 and returns the bare `reply` from 0.11.1.

Stable calls:

    execute_and_sample(executor, scheduler_output, grammar_output=None) -> ModelRunnerOutput
    rpc_single_reply(executor, method, args=(), rank=0) -> the reply of worker `rank`
"""

from __future__ import annotations

from typing import Any

from compat.shims.registry import Answers, Shim, variant

SAMPLE_PROBE = "executor-has-sample-tokens"
RPC_PROBE = "collective-rpc-unique-reply"

_MULTIPROC = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"
COVERS = [
    (f"{_MULTIPROC}.sample_tokens", "missing-method", None),
    (f"{_MULTIPROC}.execute_model", "semantic", None),
    (f"{_MULTIPROC}.collective_rpc", "semantic", None),
]


@variant(when={SAMPLE_PROBE: True})
def execute_and_sample__two_phase(answers: Answers) -> Shim:
    """execute_model returns None after the forward; sample_tokens(grammar_output) samples
    (0.11.1+)."""

    def execute_and_sample(executor: Any, scheduler_output: Any, grammar_output: Any = None) -> Any:
        output = executor.execute_model(scheduler_output)
        if output is None:
            output = executor.sample_tokens(grammar_output)
        return output

    return execute_and_sample


@variant(when={SAMPLE_PROBE: False})
def execute_and_sample__one_phase(answers: Answers) -> Shim:
    """execute_model samples and returns the output (0.11.0); the grammar bitmask travels in the
    scheduler output, so grammar_output is not used."""

    def execute_and_sample(executor: Any, scheduler_output: Any, grammar_output: Any = None) -> Any:
        return executor.execute_model(scheduler_output)

    return execute_and_sample


@variant(when={RPC_PROBE: "bare"})
def rpc_single_reply__bare(answers: Answers) -> Shim:
    """collective_rpc(unique_reply_rank=r) returns the reply itself (0.11.1+)."""

    def rpc_single_reply(
        executor: Any, method: str, args: tuple[Any, ...] = (), rank: int = 0
    ) -> Any:
        return executor.collective_rpc(method, args=args, unique_reply_rank=rank)

    return rpc_single_reply


@variant(when={RPC_PROBE: "list"})
def rpc_single_reply__list_of_one(answers: Answers) -> Shim:
    """collective_rpc(unique_reply_rank=r) returns [reply] (0.11.0)."""

    def rpc_single_reply(
        executor: Any, method: str, args: tuple[Any, ...] = (), rank: int = 0
    ) -> Any:
        (reply,) = executor.collective_rpc(method, args=args, unique_reply_rank=rank)
        return reply

    return rpc_single_reply
