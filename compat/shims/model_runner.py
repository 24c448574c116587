"""Inside the worker: the batch order of a forward pass, the language model, its embeddings.

`request_order(model_runner)` -> {request id: row of the batch} for the forward being run.
The V1 runner (`vllm.v1.worker.gpu_model_runner`) keeps a persistent `input_batch` whose
`req_id_to_index` is that order. The V2 runner (`vllm.v1.worker.gpu.model_runner`, 0.12.0+,
the default for dense models from 0.22.0-0.29.0 on) has no `input_batch` attribute in any
release: `execute_model` builds the step's `InputBatch` with
`input_batch = self.prepare_inputs(...)` - a local variable - and runs the model from that
same frame; `req_ids` lists the rows in order (0.12.0-0.28.0: ascending scheduled tokens;
0.29.0+: `sort_batch_req_ids`, decode/verify, short extend, then prefill). It is stored on the
runner (`execute_model_state.input_batch`) only after the forward returns, and
`req_states.req_id_to_index` holds persistent state slots, not batch rows. So during the
forward the order is reachable only through the `execute_model` frame: the V2 variant reads
`input_batch.req_ids` there (eager mode; with CUDA graphs the Python forward does not run).

`language_model(model)` -> the decoder stack (`.layers`, `.embed_input_ids`, `.norm`), one
level down in multimodal wrappers (`get_language_model()`, e.g. Kimi-K2.5, vLLM 0.16.0+).
`embed_input_ids(model, input_ids)`: LlamaModel's method was `get_input_embeddings` in 0.11.0.
"""

from __future__ import annotations

import contextlib
import operator
import sys
from types import FrameType
from typing import Any

from compat.shims.registry import Answers, Shim, variant

V2_PROBE = "v2-runner-has-input-batch"
EMBED_PROBE = "embed-input-ids-name"
_V2_RUNNER = "vllm.v1.worker.gpu.model_runner.GPUModelRunner"

COVERS = [
    (f"{_V2_RUNNER}.input_batch", "missing-attribute", None),
    (f"{_V2_RUNNER}.input_batch", "semantic", None),
    ("vllm.model_executor.models.llama.LlamaModel.get_input_embeddings", "missing-method", None),
    ("vllm.model_executor.models.llama.LlamaModel.embed_input_ids", "missing-method", None),
]


_FRAMES_UP = 64  # execute_model is ~10 frames above a decoder layer's forward


@variant(when={V2_PROBE: None})
def request_order__persistent_batch(answers: Answers) -> Shim:
    """Only the V1 runner exists: model_runner.input_batch.req_id_to_index (a C attrgetter, no
    Python frame)."""
    return operator.attrgetter("input_batch.req_id_to_index")


@variant(when={V2_PROBE: (False, True)})
def request_order__persistent_or_forward_batch(answers: Answers) -> Shim:
    """A V2 runner exists (the worker picks V1 or V2 per engine): V1 reads input_batch; V2 reads
    the InputBatch that execute_model is running."""
    return request_order_any_runner


def request_order_any_runner(model_runner: Any) -> dict[str, int]:
    try:  # V1: as cheap as the attribute read (a try costs nothing until it raises)
        order: dict[str, int] = model_runner.input_batch.req_id_to_index
        return order
    except AttributeError:
        batch = getattr(model_runner, "input_batch", None) or forward_input_batch(model_runner)
    index: dict[str, int] | None = getattr(batch, "req_id_to_index", None)
    if index is not None:
        return index
    return {req_id: row for row, req_id in enumerate(batch.req_ids)}


def forward_input_batch(model_runner: Any) -> Any:
    """The `input_batch` local of `model_runner.execute_model`, read from the call stack."""
    frame: FrameType | None = sys._getframe(1)
    for _ in range(_FRAMES_UP):
        if frame is None:
            break
        if frame.f_code.co_name == "execute_model" and frame.f_locals.get("self") is model_runner:
            batch = frame.f_locals.get("input_batch")
            if batch is not None:
                return batch
        frame = frame.f_back
    raise RuntimeError(
        f"request_order: {type(model_runner).__module__}.{type(model_runner).__name__} has no "
        "input_batch and no execute_model of it is running on this thread: call it from the "
        "model's forward, in eager mode (enforce_eager=True)"
    )


@variant(when={})
def language_model__unwrap(answers: Answers) -> Shim:
    """get_language_model().model for multimodal wrappers, else model.model; decided per model."""
    return language_model


def language_model(model: Any) -> Any:
    candidates = []
    if hasattr(model, "get_language_model"):
        # vLLM's default raises NotImplementedError when no child is a language model.
        with contextlib.suppress(NotImplementedError):
            candidates.append(model.get_language_model())
    candidates.append(model)
    for outer in candidates:
        inner = getattr(outer, "model", None)
        if inner is not None and hasattr(inner, "layers"):
            return inner
    raise AttributeError(
        f"language_model: {type(model).__name__} has no decoder stack with `layers` at "
        "`.model` or `.get_language_model().model`: this model layout is not supported"
    )


@variant(when={EMBED_PROBE: "embed_input_ids"})
def embed_input_ids__embed_input_ids(answers: Answers) -> Shim:
    """The base model's method is embed_input_ids (0.11.1+)."""

    def embed_input_ids(model: Any, input_ids: Any) -> Any:
        return model.embed_input_ids(input_ids)

    return embed_input_ids


@variant(when={EMBED_PROBE: "get_input_embeddings"})
def embed_input_ids__get_input_embeddings(answers: Answers) -> Shim:
    """The base model's method is get_input_embeddings (0.11.0)."""

    def embed_input_ids(model: Any, input_ids: Any) -> Any:
        return model.get_input_embeddings(input_ids)

    return embed_input_ids
