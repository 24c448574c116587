"""KV-cache planning: where the functions live, what they take, what they read."""

from __future__ import annotations

import ast

from probes.catalogue.reading import (
    Code,
    Unknown,
    defining,
    find,
    first_found,
    read_code,
    required,
)
from probes.catalogue.registry import Observed, probe
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
# What planning reads once the engine has resolved the layout (`cache_config.<name>`).
_LAYOUT_READS = ("get_resolved_kv_cache_layout", "kv_cache_layout")
EXECUTOR = "vllm.v1.executor.abstract.Executor"
SET_LAYOUT = f"{EXECUTOR}.set_kv_cache_layout"
INTERLEAVE_PARAM = "cp_kv_cache_interleave_size"


@probe(
    question=f"Which module defines `{CONFIG_FN}` (and the planning functions beside it)?",
    uses=_PLANNING_USES,
    kind="structure",
    paths=_CONFIG_PATHS,
)
def kv_cache_config_module(view: View) -> Observed:
    """speculators imports the three KV-cache planning functions from `kv_cache_utils`; vLLM
    0.33.0 moved them to `kv_cache_planning` without a re-export, so the import fails. The
    shim imports them from the module this probe names."""
    module, evidence = defining(view, _CONFIG_PATHS, CONFIG_FN)
    seen = f"`{CONFIG_FN}` is defined in `{module}`" if module else f"no module defines {CONFIG_FN}"
    return Observed(module, seen, evidence)


@probe(
    question=f"Does `{CONFIG_FN}` take a `kv_cache_specs` parameter?",
    uses=(f"{KV_UTILS}.{CONFIG_FN}",),
    kind="signature",
    paths=_CONFIG_PATHS,
)
def kv_cache_config_takes_specs(view: View) -> Observed:
    """Up to 0.11.2 `kv_cache_specs` is a required parameter; from 0.12.0 it is gone.
    speculators 0.3.0 passes it (unexpected keyword later), 0.4.x does not (missing argument
    earlier). The shim passes it only where the function takes it."""
    hit = first_found(view, _CONFIG_PATHS)
    obj, sig = (hit[1], hit[1].signature) if hit is not None else (None, None)
    if obj is None or sig is None:
        raise Unknown(f"no readable `{CONFIG_FN}` in {view.label}")
    takes = sig.get("kv_cache_specs") is not None
    seen = f"{obj.path}{sig.render()}"
    return Observed(takes, seen, obj.evidence)


@probe(
    question=f"Does `{CONFIG_FN}` read a KV-cache layout that EngineCore must resolve first?",
    uses=(f"{KV_UTILS}.{CONFIG_FN}",),
    kind="hazard",
    paths=_CONFIG_PATHS,
    sources=_CONFIG_PATHS,
)
def kv_cache_layout_resolved_by_engine(view: View) -> Observed:
    """From 0.29.0 `get_kv_cache_config_from_groups` reads `cache_config.kv_cache_layout`
    (`get_resolved_kv_cache_layout()`), which EngineCore sets before planning: it resolves
    the layout from the workers (`resolve_kv_cache_layout`) and sends it to them
    (`executor.set_kv_cache_layout`). speculators drives the executor without EngineCore, so
    planning raises "KV cache layout has not been resolved yet". The shim then does what
    EngineCore does; on older vLLM there is no layout to agree on."""
    hit = first_found(view, _CONFIG_PATHS)
    if hit is None:
        raise Unknown(f"no `{CONFIG_FN}` in {view.label}")
    path, obj = hit
    read = _layout_read(read_code(view, path, obj))
    if read is not None:
        node, where = read
        seen = f"`{CONFIG_FN}` reads `{ast.unparse(node)}`: EngineCore must resolve it first"
        return Observed(True, seen, where)
    seen = f"`{CONFIG_FN}` reads no KV-cache layout from the config"
    return Observed(False, seen, obj.evidence)


def _layout_read(code: Code) -> tuple[ast.Attribute, str | None] | None:
    """The first `<x>.get_resolved_kv_cache_layout` / `<x>.kv_cache_layout` in the code."""
    reads = [n for n in code.walk() if isinstance(n, ast.Attribute) and n.attr in _LAYOUT_READS]
    if not reads:
        return None
    first = min(reads, key=code.line)
    return first, code.where(first)


@probe(
    question="Does `Executor.set_kv_cache_layout` also take the CP KV-cache interleave size?",
    uses=(SET_LAYOUT,),
    kind="signature",
    paths=(EXECUTOR, SET_LAYOUT),
)
def set_kv_cache_layout_takes_interleave(view: View) -> Observed:
    """`Executor.set_kv_cache_layout(layout_name)` appears in 0.29.0; in 0.33.0 it became
    `(layout_name, cp_kv_cache_interleave_size)`, which EngineCore first settles with
    `vllm_config.adjust_dcp_kv_cache_interleave_size(global groups)`. A caller that resolves
    the layout itself and passes only the name gets a TypeError. None: no such method."""
    cls = required(view, EXECUTOR)
    method = find(view, SET_LAYOUT)
    if method is None:
        seen = "Executor has no set_kv_cache_layout"
        return Observed(None, seen, cls.evidence)
    if method.signature is None:
        raise Unknown("the signature of Executor.set_kv_cache_layout is not readable")
    sig = method.signature
    takes = sig.get(INTERLEAVE_PARAM) is not None
    others = [p for p in sig.positional[1:] if p.required and p.name != INTERLEAVE_PARAM]
    if others:  # a second argument we do not know how to fill: do not guess
        raise Unknown(f"Executor.set_kv_cache_layout{sig.render()} needs unknown arguments")
    seen = f"Executor.set_kv_cache_layout{sig.render()}"
    return Observed(takes, seen, method.evidence)
