# mypy: disable-error-code="empty-body"
# (a stable call is declared by signature and docstring only: `@stable` gives its body)
"""Stable calls at vLLM's drift points, each resolved once per process by feature detection.

    from compat import shims
    request = shims.make_request(req_id, token_ids, params, None, eos, arrival_time=0.0)

On its first call a stable function runs the probes its shim depends on against the vLLM
installed here (the live view), selects the one fitting variant (`registry.select`), builds
its callable, caches it and rebinds the module attribute to it: from then on
`shims.make_request` *is* the selected callable - vLLM's own `Request` class where no
adaptation is needed - and nothing is probed again. A name imported before resolution
(`from compat.shims import make_request`) stays the resolver, which costs one dict lookup
and one frame per call; for a hot path take `shims.resolve("make_request")` once and call
what it returns. No variant fits -> `ShimError` naming the probe, what it saw, and the
releases known to work.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, ParamSpec, TypeVar

from compat.shims.registry import ShimError, probes_of, select, select_all
from probes import Answer

# The helpers; the stable calls join them as they register (`@stable`, below).
__all__ = [
    "ShimError",
    "answer_value",
    "live_answers",
    "reset",
    "resolve",
    "select",
    "select_all",
    "selected",
]

_RESOLVED: dict[str, Callable[..., Any]] = {}
_CHOSEN: dict[str, str] = {}
_ANSWERS: dict[str, Answer] = {}
_VIEW: Any = None
PROBE_RUNS = 0  # probes run in this process: stays put once every shim is resolved


def resolve(name: str) -> Callable[..., Any]:
    """The callable selected for shim `name` on the installed vLLM (selected on first use)."""
    fn = _RESOLVED.get(name)
    if fn is None:
        answers = live_answers(probes_of(name))
        chosen = select(name, answers)
        fn = chosen.build(answers)
        _RESOLVED[name] = fn
        _CHOSEN[name] = chosen.name
        if name in _STUBS:
            globals()[name] = fn
    return fn


def selected() -> dict[str, str]:
    """Shim -> variant name, for the shims resolved so far in this process."""
    return dict(_CHOSEN)


def live_answers(names: Iterable[str]) -> dict[str, Answer]:
    """Answers of the named probes on the installed vLLM; each probe runs once per process."""
    global _VIEW, PROBE_RUNS
    names = tuple(names)
    missing = [n for n in names if n not in _ANSWERS]
    if missing:
        from probes import LiveView, run_probe

        if _VIEW is None:
            _VIEW = LiveView()
        for name in missing:
            PROBE_RUNS += 1
            _ANSWERS[name] = run_probe(name, _VIEW)
    return {n: _ANSWERS[n] for n in names}


def answer_value(probe: str) -> Any:
    """The installed vLLM's answer to `probe` (run at most once per process)."""
    return live_answers((probe,))[probe].value


def reset() -> None:
    """Forget every selection and answer, and restore the resolvers (for tests)."""
    global _VIEW
    _RESOLVED.clear()
    _CHOSEN.clear()
    _ANSWERS.clear()
    _VIEW = None
    globals().update(_STUBS)


# -- the stable calls: each resolves its shim on first call, then is replaced by it -----------
# A stable call is declared by its signature and docstring; `@stable` registers it under its
# function's name (the shim's name) and gives the resolver that calls the selected variant.

P = ParamSpec("P")
R = TypeVar("R")
_STUBS: dict[str, Callable[..., Any]] = {}


def stable(declared: Callable[P, R]) -> Callable[P, R]:
    """Register stable call `declared.__name__`: calling it resolves that shim, then calls it."""
    name = declared.__name__

    @functools.wraps(declared)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        result: R = resolve(name)(*args, **kwargs)  # the variant of this very call
        return result

    _STUBS[name] = call
    return call


@stable
def kv_cache_planning() -> Any:
    """Namespace: get_kv_cache_groups_uniform_spec, unify_hybrid_kv_cache_specs,
    get_kv_cache_config_from_groups(vllm_config, kv_cache_groups, available_memory)."""


@stable
def make_scheduler(
    vllm_config: Any, kv_cache_config: Any, structured_output_manager: Any, block_size: int
) -> Any:
    """A vLLM v1 `Scheduler` (block_size passed where the constructor takes it)."""


@stable
def make_scheduler_config(**fields: Any) -> Any:
    """A `SchedulerConfig` (is_encoder_decoder kept, defaulted or dropped as vLLM needs)."""


@stable
def make_request(
    request_id: str,
    prompt_token_ids: list[int] | None,
    sampling_params: Any,
    pooling_params: Any,
    eos_token_id: int | None,
    *,
    arrival_time: float | None = None,
    block_hasher: Any = None,
) -> Any:
    """A vLLM v1 `Request` that stops on `eos_token_id` (see compat.shims.requests)."""


@stable
def execute_and_sample(executor: Any, scheduler_output: Any, grammar_output: Any = None) -> Any:
    """One model step through the executor, sampled: the step's ModelRunnerOutput."""


@stable
def rpc_single_reply(executor: Any, method: str, args: tuple[Any, ...] = (), rank: int = 0) -> Any:
    """The bare reply of worker `rank` to `collective_rpc(method, args=args)`."""


@stable
def request_order(model_runner: Any) -> dict[str, int]:
    """Request id -> batch row of the forward being run (call it from the forward)."""


@stable
def language_model(model: Any) -> Any:
    """The decoder stack (with `.layers`) of a text model or a multimodal wrapper."""


@stable
def embed_input_ids(model: Any, input_ids: Any) -> Any:
    """The base model's token embeddings of `input_ids`."""


@stable
def hash_fn_by_name(name: str) -> Callable[..., Any]:
    """vLLM's prefix-caching hash function named `name` (e.g. "sha256")."""


@stable
def load_tokenizer(path: str) -> Any:
    """The model's tokenizer, loaded with trust_remote_code=True like its config."""


__all__ += sorted(_STUBS)
