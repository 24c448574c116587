"""Inside the worker: which model runner vLLM picks, what it offers, the embedding method.

`default-model-runner` follows vLLM's own decision the way its code makes it: `Worker`
sets `self.use_v2_model_runner` from an environment variable (opt-in, 0.12.0-0.21.0) or from
`VllmConfig.use_v2_model_runner`, whose default depends on the model. The reference model
is a dense decoder (`LlamaForCausalLM`: generate runner, not MoE, not quantized, not hybrid)
on CUDA with Triton and no feature that rules V2 out - what the consumers' extractor runs.
"""

from __future__ import annotations

import ast

from probes.catalogue.reading import (
    Code,
    Unknown,
    find,
    read_code,
    required,
    self_assignment,
    string_constants,
)
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

WORKER = "vllm.v1.worker.gpu_worker.Worker"
WORKER_INIT = f"{WORKER}.__init__"
V2_RUNNER = "vllm.v1.worker.gpu.model_runner.GPUModelRunner"
CONFIG_MODULE = "vllm.config.vllm"
USE_V2 = f"{CONFIG_MODULE}.VllmConfig.use_v2_model_runner"
IS_DEFAULT = f"{CONFIG_MODULE}.VllmConfig._is_default_v2_model_runner_model"
ARCH_LIST = f"{CONFIG_MODULE}.DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES"
ARCH_FN = f"{CONFIG_MODULE}.default_v2_model_runner_architectures"
REFERENCE_ARCH = "LlamaForCausalLM"
LLAMA_MODEL = "vllm.model_executor.models.llama.LlamaModel"
RUNNER_USES = (f"{WORKER}.model_runner", f"{WORKER}.model_runner.input_batch")


@probe(
    question="Which model runner does the GPU worker pick by default for a dense decoder "
    f"model ({REFERENCE_ARCH})?",
    uses=RUNNER_USES,
    kind="hazard",
    paths=(V2_RUNNER, WORKER_INIT, USE_V2, IS_DEFAULT, ARCH_LIST, ARCH_FN),
    sources=(WORKER_INIT, USE_V2, IS_DEFAULT, ARCH_LIST, ARCH_FN),
)
def default_model_runner(view: View) -> Observed:
    """The "V2" runner (`vllm.v1.worker.gpu.model_runner`, 0.12.0+) keeps no persistent
    `input_batch` and orders a step's requests its own way. It is opt-in until 0.21.0, then
    the default for more and more models (Qwen3 in 0.22.0, Llama in 0.23.0, any dense model
    in 0.25.0, nearly all in 0.29.0). Code written against the V1 runner breaks silently or
    with an AttributeError inside the worker, after the model has loaded."""
    if find(view, V2_RUNNER) is None:
        return Observed("v1", "no V2 model runner (vllm.v1.worker.gpu.model_runner)", None)
    init = read_code(view, WORKER_INIT, required(view, WORKER_INIT))
    assign = self_assignment(init, "use_v2_model_runner")
    if assign is None:
        raise Unknown("Worker.__init__ does not set self.use_v2_model_runner")
    source = ast.unparse(assign.value) if assign.value is not None else ""
    if source.endswith("VLLM_USE_V2_MODEL_RUNNER"):
        seen = f"Worker sets use_v2_model_runner = {source}: V2 only when the variable is set"
        return Observed("v1", seen, init.where(assign))
    if not source.endswith(".use_v2_model_runner"):
        raise Unknown(f"Worker sets use_v2_model_runner = {source}")
    v2, seen, evidence = _config_default(view)
    return Observed("v2" if v2 else "v1", seen, evidence)


def _config_default(view: View) -> tuple[bool, str, str | None]:
    """What `VllmConfig.use_v2_model_runner` gives the reference model with the env unset."""
    prop = read_code(view, USE_V2, required(view, USE_V2))
    body = getattr(prop.definition, "body", [])
    last = body[-1] if body else None
    if not (isinstance(last, ast.Return) and _is_true(last.value)):
        raise Unknown("VllmConfig.use_v2_model_runner does not end in `return True`")
    gate = _calls(prop, "_is_default_v2_model_runner_model")
    if gate is None:
        seen = "VllmConfig.use_v2_model_runner has no model test: V2 unless a feature forbids it"
        return True, seen, prop.where(last)
    return _model_test(view)


def _model_test(view: View) -> tuple[bool, str, str | None]:
    """Whether `_is_default_v2_model_runner_model` admits a dense Llama."""
    test = read_code(view, IS_DEFAULT, required(view, IS_DEFAULT))
    final = [n for n in getattr(test.definition, "body", []) if isinstance(n, ast.Return)]
    verdict = final[-1] if final else None
    if verdict is None or verdict.value is None:
        raise Unknown("_is_default_v2_model_runner_model has no final return")
    if _admits_dense(verdict.value):
        seen = f"default V2 for any dense model: `return {ast.unparse(verdict.value)}`"
        return True, seen, test.where(verdict)
    listed, where = _architecture_listed(view, test)
    detail = "lists" if listed else "does not list"
    seen = f"DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES {detail} {REFERENCE_ARCH}"
    return listed, seen, where


def _admits_dense(expr: ast.expr | None) -> bool:
    """`... or not model_config.is_moe`: every non-MoE model passes."""
    return (
        isinstance(expr, ast.BoolOp)
        and isinstance(expr.op, ast.Or)
        and any(
            isinstance(v, ast.UnaryOp)
            and isinstance(v.op, ast.Not)
            and isinstance(v.operand, ast.Attribute)
            and v.operand.attr == "is_moe"
            for v in expr.values
        )
    )


def _architecture_listed(view: View, test: Code) -> tuple[bool, str | None]:
    """Whether the default-V2 architecture list the test reads holds the reference model."""
    names = {n.id for n in test.walk() if isinstance(n, ast.Name)}
    if ARCH_FN.rsplit(".", 1)[1] in names:
        names.add(ARCH_LIST.rsplit(".", 1)[1])  # it returns the list on CUDA
    if ARCH_LIST.rsplit(".", 1)[1] not in names:
        raise Unknown("_is_default_v2_model_runner_model reads no known architecture list")
    code = read_code(view, ARCH_LIST, required(view, ARCH_LIST))
    return REFERENCE_ARCH in string_constants(code), code.where(code.definition)


def _calls(code: Code, method: str) -> ast.Call | None:
    for node in code.walk():
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == method
        ):
            return node
    return None


def _is_true(expr: ast.expr | None) -> bool:
    return isinstance(expr, ast.Constant) and expr.value is True


@probe(
    question="Does the V2 GPUModelRunner have an `input_batch` attribute?",
    uses=RUNNER_USES,
    kind="structure",
    paths=(V2_RUNNER, f"{V2_RUNNER}.input_batch"),
)
def v2_runner_has_input_batch(view: View) -> Observed:
    """speculators 0.4.x orders captured states by `model_runner.input_batch.req_id_to_index`.
    The V1 runner sets `self.input_batch` in `__init__`; the V2 runner builds each step's
    batch as a local and has no such attribute (None: no V2 runner in this release)."""
    cls = find(view, V2_RUNNER)
    if cls is None:
        return Observed(None, "no V2 model runner (vllm.v1.worker.gpu.model_runner)", None)
    member = find(view, f"{V2_RUNNER}.input_batch")
    if member is not None:
        return Observed(True, f"V2 GPUModelRunner has input_batch ({member.kind})", None)
    seen = "V2 GPUModelRunner sets no input_batch (members, __init__ and its bases)"
    return Observed(False, seen, cls.evidence)


@probe(
    question="What is the embedding method of vLLM's LlamaModel called?",
    uses=(f"{LLAMA_MODEL}.embed_input_ids", f"{LLAMA_MODEL}.get_input_embeddings"),
    kind="structure",
    paths=(f"{LLAMA_MODEL}.embed_input_ids", f"{LLAMA_MODEL}.get_input_embeddings"),
)
def embed_input_ids_name(view: View) -> Observed:
    """A patched decoder forward embeds the input ids itself: `get_input_embeddings` up to
    0.11.0, `embed_input_ids` from 0.11.1 (no alias). speculators 0.3.0 calls the old name,
    0.4.x the new one."""
    unknown: list[str] = []
    for method in ("embed_input_ids", "get_input_embeddings"):
        try:
            obj = find(view, f"{LLAMA_MODEL}.{method}")
        except Unknown as exc:  # e.g. "may come from torch.nn.Module": it does not
            unknown.append(str(exc))
            continue
        if obj is not None:
            return Observed(method, f"LlamaModel.{method} exists", obj.evidence)
    raise Unknown(unknown[0] if unknown else "LlamaModel has neither embedding method")
