"""Request construction, and where the end-of-sequence token lives.

Drift: up to 0.16.0 `Request.__init__` takes `eos_token_id` (5th parameter) and the scheduler
stops on `request.eos_token_id`. From 0.17.0 the parameter is gone: vLLM's input processor
calls `sampling_params.update_from_generation_config(generation_config, eos_token_id)`, which
sets `SamplingParams._eos_token_id` (unless `ignore_eos`) and adds the token to
`_all_stop_token_ids`; `check_stop` compares with `sampling_params.eos_token_id`. Stable call:

    make_request(request_id, prompt_token_ids, sampling_params, pooling_params, eos_token_id,
                 arrival_time=..., block_hasher=...)

`arrival_time` and `block_hasher` are keyword-only: positionally, vLLM's 6th parameter is
`client_index`. Where `eos_token_id` is taken, the callable is vLLM's own `Request` class;
otherwise the EOS is recorded on `sampling_params` the way vLLM's input processor does, which
mutates that object (vLLM mutates its own clone): do not share one SamplingParams between
requests with different EOS tokens.
"""

from __future__ import annotations

from typing import Any

from compat.shims.registry import Answers, Shim, variant

EOS_PROBE = "request-takes-eos-token-id"

COVERS = [
    ("vllm.v1.request.Request", "unexpected-keyword", "eos_token_id"),
]


def _request_cls() -> Any:
    from vllm.v1.request import Request

    return Request


@variant(when={EOS_PROBE: True})
def make_request__native(answers: Answers) -> Shim:
    """Request takes eos_token_id (up to 0.16.0): vLLM's own class."""
    request: Shim = _request_cls()
    return request


@variant(when={EOS_PROBE: False})
def make_request__eos_in_sampling_params(answers: Answers) -> Shim:
    """Request has no eos_token_id (0.17.0+): the EOS goes into the sampling params through
    SamplingParams.update_from_generation_config, as vLLM's input processor does."""
    request_cls = _request_cls()

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
        if eos_token_id is not None and sampling_params is not None:
            # Positional: the parameter was `model_eos_token_id` in 0.16.0.
            sampling_params.update_from_generation_config({}, eos_token_id)
        # The first four are positional in that order in every release read (0.11.0-0.33.0).
        return request_cls(
            request_id,
            prompt_token_ids,
            sampling_params,
            pooling_params,
            arrival_time=arrival_time,
            block_hasher=block_hasher,
        )

    return make_request
