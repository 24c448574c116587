"""Prefix-caching block hashing: where vLLM's hash function by name lives."""

from __future__ import annotations

from probes.catalogue.reading import defining
from probes.catalogue.registry import Observed, probe
from probes.views.base import View

HASH_FN = "get_hash_fn_by_name"
_HASH_PATHS = (f"vllm.utils.hashing.{HASH_FN}", f"vllm.utils.{HASH_FN}")


@probe(
    question=f"Which module defines `{HASH_FN}`?",
    uses=(f"vllm.utils.hashing.{HASH_FN}",),
    kind="structure",
    paths=_HASH_PATHS,
)
def hashing_module(view: View) -> Observed:
    """speculators 0.4.x imports `get_hash_fn_by_name` from `vllm.utils.hashing`, a module
    that first appears in 0.11.1 (0.11.0 defines the function in `vllm.utils`)."""
    module, evidence = defining(view, _HASH_PATHS, HASH_FN)
    seen = f"`{HASH_FN}` is defined in `{module}`" if module else f"no module defines {HASH_FN}"
    return Observed(module, seen, evidence)
