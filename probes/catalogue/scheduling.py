"""Building the scheduler side by hand: `Scheduler`, `Request` and `SchedulerConfig`."""

from __future__ import annotations

from probes.catalogue.reading import init_evidence, param_state, required
from probes.catalogue.registry import Answer, probe
from probes.views.base import View

SCHEDULER = "vllm.v1.core.sched.scheduler.Scheduler"
REQUEST = "vllm.v1.request.Request"
SCHEDULER_CONFIG = "vllm.config.SchedulerConfig"


def _constructor_param(view: View, name: str, cls_path: str, param: str) -> Answer:
    cls = required(view, cls_path)
    state = param_state(cls.signature, param)
    return Answer(name, state, f"{cls.name}(...): `{param}` is {state}", init_evidence(cls))


@probe(
    "scheduler-block-size",
    question="Does `Scheduler(...)` take `block_size`, and must it be given?",
    uses=(SCHEDULER,),
    kind="signature",
    paths=(SCHEDULER,),
)
def scheduler_block_size(view: View) -> Answer:
    """`block_size` became a required constructor parameter in 0.11.1 (absent in 0.11.0).
    speculators 0.3.0 omits it, 0.4.x passes it; the shim passes the cache config's block
    size exactly when the constructor takes it."""
    return _constructor_param(view, "scheduler-block-size", SCHEDULER, "block_size")


@probe(
    "request-takes-eos-token-id",
    question="Does `Request(...)` take `eos_token_id`?",
    uses=(REQUEST,),
    kind="signature",
    paths=(REQUEST,),
)
def request_takes_eos_token_id(view: View) -> Answer:
    """`Request.__init__` lost `eos_token_id` in 0.17.0: the EOS now lives in the sampling
    params (`SamplingParams.update_from_generation_config`). Every speculators release
    passes it; the shim moves it to the sampling params where the constructor lacks it."""
    cls = required(view, REQUEST)
    takes = param_state(cls.signature, "eos_token_id") != "absent"
    seen = f"Request(...) {'takes' if takes else 'does not take'} `eos_token_id`"
    return Answer("request-takes-eos-token-id", takes, seen, init_evidence(cls))


@probe(
    "scheduler-config-is-encoder-decoder",
    question="Does `SchedulerConfig(...)` take `is_encoder_decoder`, and must it be given?",
    uses=(SCHEDULER_CONFIG,),
    kind="signature",
    paths=(SCHEDULER_CONFIG,),
)
def scheduler_config_is_encoder_decoder(view: View) -> Answer:
    """`is_encoder_decoder` is an `InitVar` of the `@config` dataclass from 0.11.1 (with a
    default) and required from 0.12.0; before, the class forbids it (`extra="forbid"`).
    speculators 0.3.0 omits it, 0.4.x passes it."""
    return _constructor_param(
        view, "scheduler-config-is-encoder-decoder", SCHEDULER_CONFIG, "is_encoder_decoder"
    )
