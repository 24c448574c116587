"""Building a `Request` by hand, and where its end-of-sequence token lives."""

from __future__ import annotations

from probes.catalogue.reading import init_evidence, param_state, required
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

REQUEST = "vllm.v1.request.Request"


@probe(
    question="Does `Request(...)` take `eos_token_id`?",
    uses=(REQUEST,),
    kind="signature",
    paths=(REQUEST,),
)
def request_takes_eos_token_id(view: View) -> Observed:
    """`Request.__init__` lost `eos_token_id` in 0.17.0: the EOS now lives in the sampling
    params (`SamplingParams.update_from_generation_config`). Every speculators release
    passes it; the shim moves it to the sampling params where the constructor lacks it."""
    cls = required(view, REQUEST)
    takes = param_state(cls.signature, "eos_token_id") != "absent"
    seen = f"Request(...) {'takes' if takes else 'does not take'} `eos_token_id`"
    return Observed(takes, seen, init_evidence(cls))
