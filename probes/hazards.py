"""Semantic findings: uses whose meaning changed though every signature still binds.

The checker judges names and signatures; these hazards judge behaviour, from the answers
of the hazard probes (read from the release's code through the view, never from a version
table) and from how the consumer uses the result (what usage extraction recorded):

- `execute_model` called on an executor that has `sample_tokens`, with no `sample_tokens`
  call anywhere in the consumer: nothing is sampled and the next step raises.
- `collective_rpc(..., unique_reply_rank=r)` whose result is indexed by position while vLLM
  returns the bare reply, or used as the reply while vLLM returns a list of one.
- `Worker.model_runner.input_batch` when the default model runner is V2, which has none.

(`get_input_embeddings` called inside a patched forward is not visible to usage
extraction: `self` there is a vLLM model only at run time.)
"""

from __future__ import annotations

from collections.abc import Mapping

from probes.catalogue import Answer, run_probe
from probes.findings import Finding, make_finding, reached
from probes.uses import Usage, Use
from probes.uses_memo import UsesMemo
from probes.views.base import View

SAMPLE = "executor-has-sample-tokens"
RPC = "collective-rpc-unique-reply"
RUNNER = "default-model-runner"
INPUT_BATCH = "v2-runner-has-input-batch"
V2_INPUT_BATCH = "vllm.v1.worker.gpu.model_runner.GPUModelRunner.input_batch"
RESULT_INDEXED = "result-indexed"  # the call use's `role`


class _Answers:
    """Probe answers given by the caller, the rest run on demand (once each); a dict given is
    filled in place, so the caller's other consumers reuse what was run here."""

    def __init__(self, view: View, given: Mapping[str, Answer] | None) -> None:
        self.view = view
        self.known = given if isinstance(given, dict) else dict(given or {})

    def __getitem__(self, name: str) -> Answer:
        if name not in self.known or self.known[name].status == "not-run":
            self.known[name] = run_probe(name, self.view)
        return self.known[name]


def hazard_findings(
    usage: Usage, view: View, answers: Mapping[str, Answer] | None = None
) -> list[Finding]:
    """Semantic findings of `usage` against `view`, in use order.

    `answers` may hold probe answers already computed for this view (`run_all`); missing
    ones are run here. A hazard whose probe cannot answer gives an `unknown` finding.
    """
    known = _Answers(view, answers)
    findings: list[Finding] = []
    for hazard, use in _hazardous(usage.uses):
        if hazard == SAMPLE:
            findings += _execute_without_sample(use, known[SAMPLE], view.version)
        elif hazard == RPC:
            findings += _rpc_reply(use, known[RPC], view.version)
        else:
            findings += _input_batch(use, known[RUNNER], known[INPUT_BATCH], view.version)
    return reached(findings)


def _hazardous_uses(uses: list[Use]) -> list[tuple[str, Use]]:
    """The uses a hazard judges, with the hazard's probe, in use order: read off the uses
    alone, once per list of uses (a run over many releases asks it of each)."""
    sampled = {u.owner for u in uses if u.member == "sample_tokens"}
    out: list[tuple[str, Use]] = []
    for use in uses:
        if _executor_step(use) and use.owner not in sampled:
            out.append((SAMPLE, use))
        elif _single_reply_rpc(use):
            out.append((RPC, use))
        elif use.symbol.endswith(".model_runner.input_batch") and use.kind == "attribute":
            out.append((INPUT_BATCH, use))
    return out


_hazardous = UsesMemo(_hazardous_uses)


def _executor_step(use: Use) -> bool:
    return (
        use.kind in ("call", "base-member")
        and use.symbol.startswith("vllm.")
        and use.member == "execute_model"
        and use.owner.rsplit(".", 1)[-1].endswith("Executor")
    )


def _single_reply_rpc(use: Use) -> bool:
    return (
        use.kind in ("call", "base-member")
        and use.symbol.startswith("vllm.")
        and use.member == "collective_rpc"
        and use.call is not None
        and "unique_reply_rank" in use.call.keywords
    )


def _execute_without_sample(use: Use, answer: Answer, version: str | None) -> list[Finding]:
    if answer.status != "answered":
        return [_unknown(use, answer, "whether execute_model still samples")]
    if answer.value is not True:
        return []
    detail = (
        "execute_model no longer samples: the step has two phases here "
        f"({answer.seen}). It returns None after the forward and keeps its state; without "
        "sample_tokens nothing is sampled and the next execute_model raises 'State error: "
        "sample_tokens() must be called after execute_model() returns None'"
    )
    hint = (
        "call compat.shims.execute_and_sample(executor, scheduler_output), or "
        "executor.sample_tokens(grammar_output) when execute_model returns None"
    )
    return [_semantic(use, use.symbol, answer, detail, hint, version)]


def _rpc_reply(use: Use, answer: Answer, version: str | None) -> list[Finding]:
    if answer.status != "answered":
        return [_unknown(use, answer, "what collective_rpc(unique_reply_rank=) returns")]
    indexed = use.role == RESULT_INDEXED
    if indexed and answer.value == "bare":
        detail = (
            "collective_rpc(..., unique_reply_rank=...) returns the bare reply here "
            f"({answer.seen}), not a list of one; indexing the result by position takes an "
            "element of the reply itself (a list reply: its first item)"
        )
    elif not indexed and answer.value == "list":
        detail = (
            "collective_rpc(..., unique_reply_rank=...) returns a list of one reply here "
            f"({answer.seen}); the consumer uses the result as the reply itself"
        )
    else:
        return []
    hint = "call compat.shims.rpc_single_reply(executor, method, args, rank)"
    return [_semantic(use, use.symbol, answer, detail, hint, version)]


def _input_batch(use: Use, runner: Answer, has_batch: Answer, version: str | None) -> list[Finding]:
    for answer in (runner, has_batch):
        if answer.status != "answered":
            return [_unknown(use, answer, "which model runner the worker uses")]
    if runner.value != "v2" or has_batch.value is not False:
        return []
    where = f" ({runner.evidence})" if runner.evidence else ""
    detail = (
        f"the GPU worker's default model runner is V2 here: {runner.seen}{where}; the V2 "
        f"GPUModelRunner has no input_batch ({has_batch.seen}), so reading "
        "model_runner.input_batch raises AttributeError inside the worker"
    )
    hint = (
        "call compat.shims.request_order(model_runner), or set "
        "VLLM_USE_V2_MODEL_RUNNER=0 before the executor starts"
    )
    return [_semantic(use, V2_INPUT_BATCH, has_batch, detail, hint, version)]


def _semantic(
    use: Use, symbol: str, answer: Answer, detail: str, hint: str, version: str | None
) -> Finding:
    """A behaviour change the use meets: judged under its guard like any finding."""
    return make_finding(
        "semantic",
        "behaviour-changed",
        id=f"{use.id}/semantic:{answer.probe}",
        symbol=symbol,
        detail=detail,
        hint=hint,
        location=str(use.location),
        evidence=answer.evidence,
        guards=use.guards,
        version=version,
    )


def _unknown(use: Use, answer: Answer, what: str) -> Finding:
    return make_finding(
        "unknown",
        answer.code or "probe-unanswered",  # `outside-snapshot`: an sdist may answer
        id=f"{use.id}/semantic:{answer.probe}",
        symbol=use.symbol,
        detail=f"cannot tell {what}: probe {answer.probe} {answer.status}: {answer.seen}",
        hint=f"run `spec-compat probe` on a view that answers {answer.probe}",
        location=str(use.location),
    )
