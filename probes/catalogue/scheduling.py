"""Building the scheduler side by hand: `Scheduler` and `SchedulerConfig`."""

from __future__ import annotations

from probes.catalogue.reading import init_evidence, param_state, required
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

SCHEDULER = "vllm.v1.core.sched.scheduler.Scheduler"
SCHEDULER_CONFIG = "vllm.config.SchedulerConfig"


def _constructor_param(view: View, cls_path: str, param: str) -> Observed:
    cls = required(view, cls_path)
    state = param_state(cls.signature, param)
    return Observed(state, f"{cls.name}(...): `{param}` is {state}", init_evidence(cls))


@probe(
    question="Does `Scheduler(...)` take `block_size`, and must it be given?",
    uses=(SCHEDULER,),
    kind="signature",
    paths=(SCHEDULER,),
)
def scheduler_block_size(view: View) -> Observed:
    """`block_size` became a required constructor parameter in 0.11.1 (absent in 0.11.0).
    speculators 0.3.0 omits it, 0.4.x passes it; the shim passes the cache config's block
    size exactly when the constructor takes it."""
    return _constructor_param(view, SCHEDULER, "block_size")


@probe(
    question="Does `SchedulerConfig(...)` take `is_encoder_decoder`, and must it be given?",
    uses=(SCHEDULER_CONFIG,),
    kind="signature",
    paths=(SCHEDULER_CONFIG,),
)
def scheduler_config_is_encoder_decoder(view: View) -> Observed:
    """`is_encoder_decoder` is an `InitVar` of the `@config` dataclass from 0.11.1 (with a
    default) and required from 0.12.0; before, the class forbids it (`extra="forbid"`).
    speculators 0.3.0 omits it, 0.4.x passes it."""
    return _constructor_param(view, SCHEDULER_CONFIG, "is_encoder_decoder")
