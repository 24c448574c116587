"""KV-cache planning and block hashing: where the functions live, what they take."""

from __future__ import annotations

from probes.catalogue.reading import Unknown, defining_module, first_found
from probes.catalogue.registry import Answer, probe
from probes.views.base import View

KV_UTILS = "vllm.v1.core.kv_cache_utils"
KV_PLANNING = "vllm.v1.core.kv_cache_planning"
CONFIG_FN = "get_kv_cache_config_from_groups"
_CONFIG_PATHS = (f"{KV_UTILS}.{CONFIG_FN}", f"{KV_PLANNING}.{CONFIG_FN}")
_PLANNING_USES = (
    f"{KV_UTILS}.{CONFIG_FN}",
    f"{KV_UTILS}._get_kv_cache_groups_uniform_spec",
    f"{KV_UTILS}.unify_hybrid_kv_cache_specs",
)
HASH_FN = "get_hash_fn_by_name"
_HASH_PATHS = (f"vllm.utils.hashing.{HASH_FN}", f"vllm.utils.{HASH_FN}")


def _defining(view: View, paths: tuple[str, ...], name: str) -> tuple[str | None, str | None]:
    """The module that defines `name` (known places first, then the view's index)."""
    hit = first_found(view, paths)
    if hit is not None:
        return defining_module(hit[1]), hit[1].evidence
    for module in view.locate(name):
        return module, None
    return None, None


@probe(
    "kv-cache-config-module",
    question=f"Which module defines `{CONFIG_FN}` (and the planning functions beside it)?",
    uses=_PLANNING_USES,
    kind="structure",
    paths=_CONFIG_PATHS,
)
def kv_cache_config_module(view: View) -> Answer:
    """speculators imports the three KV-cache planning functions from `kv_cache_utils`; vLLM
    0.33.0 moved them to `kv_cache_planning` without a re-export, so the import fails. The
    shim imports them from the module this probe names."""
    module, evidence = _defining(view, _CONFIG_PATHS, CONFIG_FN)
    seen = f"`{CONFIG_FN}` is defined in `{module}`" if module else f"no module defines {CONFIG_FN}"
    return Answer("kv-cache-config-module", module, seen, evidence)


@probe(
    "kv-cache-config-takes-specs",
    question=f"Does `{CONFIG_FN}` take a `kv_cache_specs` parameter?",
    uses=(f"{KV_UTILS}.{CONFIG_FN}",),
    kind="signature",
    paths=_CONFIG_PATHS,
)
def kv_cache_config_takes_specs(view: View) -> Answer:
    """Up to 0.11.2 `kv_cache_specs` is a required parameter; from 0.12.0 it is gone.
    speculators 0.3.0 passes it (unexpected keyword later), 0.4.x does not (missing argument
    earlier). The shim passes it only where the function takes it."""
    hit = first_found(view, _CONFIG_PATHS)
    if hit is None or hit[1].signature is None:
        raise Unknown(f"no readable `{CONFIG_FN}` in {view.label}")
    obj = hit[1]
    takes = obj.signature.get("kv_cache_specs") is not None
    seen = f"{obj.path}{obj.signature.render()}"
    return Answer("kv-cache-config-takes-specs", takes, seen, obj.evidence)


@probe(
    "hashing-module",
    question=f"Which module defines `{HASH_FN}`?",
    uses=(f"vllm.utils.hashing.{HASH_FN}",),
    kind="structure",
    paths=_HASH_PATHS,
)
def hashing_module(view: View) -> Answer:
    """speculators 0.4.x imports `get_hash_fn_by_name` from `vllm.utils.hashing`, a module
    that first appears in 0.11.1 (0.11.0 defines the function in `vllm.utils`)."""
    module, evidence = _defining(view, _HASH_PATHS, HASH_FN)
    seen = f"`{HASH_FN}` is defined in `{module}`" if module else f"no module defines {HASH_FN}"
    return Answer("hashing-module", module, seen, evidence)
