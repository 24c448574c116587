"""KV-cache planning: the three functions speculators calls to size its KV cache.

Drift: `get_kv_cache_config_from_groups` took `kv_cache_specs` up to 0.11.2 and lost it in
0.12.0 (it was only used for the uniform page size, which the groups carry); in 0.33.0 the
three functions moved from `vllm.v1.core.kv_cache_utils` to `vllm.v1.core.kv_cache_planning`
with no re-export. Stable call:

    plan = kv_cache_planning()
    plan.unify_hybrid_kv_cache_specs(specs)
    groups = plan.get_kv_cache_groups_uniform_spec(specs)
    plan.prepare_kv_cache_layout(executor, vllm_config, specs)
    config = plan.get_kv_cache_config_from_groups(vllm_config, groups, available_memory)
    memory = plan.kv_cache_memory(executor, mem_get_info, fraction)   # bytes to plan with
    size = plan.block_size(16)                                        # KV block size to ask for

From 0.29.0 `get_kv_cache_config_from_groups` reads `cache_config.kv_cache_layout`, which
vLLM's EngineCore resolves from the workers' supported layouts
(`resolve_kv_cache_layout`) and sends to them (`executor.set_kv_cache_layout`) before planning;
a caller that drives the executor itself gets "KV cache layout has not been resolved yet".
`prepare_kv_cache_layout` does what EngineCore does where probe
`kv-cache-layout-resolved-by-engine` sees planning read that layout, and nothing elsewhere.
In 0.33.0 `set_kv_cache_layout` also takes the CP KV-cache interleave size, which EngineCore
first settles from the global KV-cache groups (probe `set-kv-cache-layout-takes-interleave`).

`kv_cache_memory` and `block_size` are the same in every variant: the platform, not the
release, decides them (compat.cpu_platform: on vLLM's CPU platform the KV budget is what the
workers report, not free GPU memory, and the block size one CPU attention accepts, which
refuses 16 from 0.29.0; elsewhere both are what the caller computed).

Pass `kv_cache_specs` only by keyword and only if you must: on vLLM that does not take it the
namespace holds vLLM's own function (no extra frame), which has no such parameter; where vLLM
requires it, the shim builds it from the groups when it is not given.
"""

from __future__ import annotations

import importlib
from types import SimpleNamespace
from typing import Any

from compat import cpu_platform
from compat.shims.registry import ANY, Answers, Shim, ShimError, variant

MODULE_PROBE = "kv-cache-config-module"
SPECS_PROBE = "kv-cache-config-takes-specs"
LAYOUT_PROBE = "kv-cache-layout-resolved-by-engine"
INTERLEAVE_PROBE = "set-kv-cache-layout-takes-interleave"

COVERS = [
    ("vllm.v1.core.kv_cache_utils.get_kv_cache_config_from_groups", "unexpected-keyword",
     "kv_cache_specs"),
    ("vllm.v1.core.kv_cache_utils.get_kv_cache_config_from_groups", "missing-required-argument",
     "kv_cache_specs"),
    ("vllm.v1.core.kv_cache_utils.get_kv_cache_config_from_groups", "missing-symbol", None),
    ("vllm.v1.core.kv_cache_utils._get_kv_cache_groups_uniform_spec", "missing-symbol", None),
    ("vllm.v1.core.kv_cache_utils.unify_hybrid_kv_cache_specs", "missing-symbol", None),
]  # fmt: skip


def _planning_module(answers: Answers) -> Any:
    name = answers[MODULE_PROBE].value
    module = importlib.import_module(str(name))
    missing = [n for n in _NAMES.values() if not hasattr(module, n)]
    if missing:
        raise ShimError(
            "kv_cache_planning",
            f"shim `kv_cache_planning`: `{name}` (from probe `{MODULE_PROBE}`) lacks "
            f"{', '.join(missing)}: re-run the probes on this vLLM and update the shim",
        )
    return module


_NAMES = {
    "get_kv_cache_groups_uniform_spec": "_get_kv_cache_groups_uniform_spec",
    "unify_hybrid_kv_cache_specs": "unify_hybrid_kv_cache_specs",
    "get_kv_cache_config_from_groups": "get_kv_cache_config_from_groups",
}


def _namespace(module: Any, layout_step: Any, **override: Any) -> SimpleNamespace:
    functions = {stable: getattr(module, name) for stable, name in _NAMES.items()}
    functions["prepare_kv_cache_layout"] = layout_step
    functions["kv_cache_memory"] = cpu_platform.kv_cache_memory
    functions["block_size"] = cpu_platform.kv_block_size
    return SimpleNamespace(**{**functions, **override})


def _resolver() -> Any:
    """vLLM's `resolve_kv_cache_layout`, which EngineCore uses to pick the layout."""
    try:
        from vllm.v1.attention.backends.utils import resolve_kv_cache_layout
    except ImportError as exc:
        raise ShimError(
            "kv_cache_planning",
            f"shim `kv_cache_planning`: probe `{LAYOUT_PROBE}` says planning needs a resolved "
            f"KV-cache layout, but `resolve_kv_cache_layout` does not import ({exc}): re-run "
            "the probes on this vLLM and update the shim",
        ) from exc
    return resolve_kv_cache_layout


def _resolving_layout_step() -> Any:
    """EngineCore's layout resolution (0.29.0-0.32.0): resolve it, send the name."""
    resolve_kv_cache_layout = _resolver()

    def prepare_kv_cache_layout(
        executor: Any, vllm_config: Any, kv_cache_specs: dict[str, Any]
    ) -> None:
        layout = resolve_kv_cache_layout(
            vllm_config, executor.get_supported_kv_cache_layouts(), list(kv_cache_specs.values())
        )
        executor.set_kv_cache_layout(layout.name)

    return prepare_kv_cache_layout


def _interleave_layout_step(module: Any) -> Any:
    """EngineCore's layout step from 0.33.0 (`EngineCore._initialize_kv_caches`): resolve
    the layout, settle the CP interleave size from the global KV-cache groups, send both."""
    resolve_kv_cache_layout = _resolver()
    global_groups = getattr(module, "get_global_kv_cache_groups", None)
    if global_groups is None:
        raise ShimError(
            "kv_cache_planning",
            f"shim `kv_cache_planning`: probe `{INTERLEAVE_PROBE}` says set_kv_cache_layout "
            f"takes the interleave size, but `{module.__name__}` lacks "
            "get_global_kv_cache_groups: re-run the probes on this vLLM and update the shim",
        )

    def prepare_kv_cache_layout(
        executor: Any, vllm_config: Any, kv_cache_specs: dict[str, Any]
    ) -> None:
        layout = resolve_kv_cache_layout(
            vllm_config, executor.get_supported_kv_cache_layouts(), list(kv_cache_specs.values())
        )
        # EngineCore passes every worker's specs; the caller here holds one worker's.
        groups = global_groups(vllm_config, [kv_cache_specs])
        vllm_config.adjust_dcp_kv_cache_interleave_size(groups)
        executor.set_kv_cache_layout(
            layout.name, vllm_config.parallel_config.cp_kv_cache_interleave_size
        )

    return prepare_kv_cache_layout


def _no_layout_step(executor: Any, vllm_config: Any, kv_cache_specs: dict[str, Any]) -> None:
    """Planning reads no KV-cache layout here (vLLM before 0.29.0): nothing to agree on."""


@variant(when={MODULE_PROBE: ANY, SPECS_PROBE: False, LAYOUT_PROBE: False})
def kv_cache_planning__native(answers: Answers) -> Shim:
    """vLLM's own three functions, from whichever module defines them (0.12.0-0.28.0); no layout
    to prepare."""
    plan = _namespace(_planning_module(answers), _no_layout_step)
    return lambda: plan


@variant(when={MODULE_PROBE: ANY, SPECS_PROBE: False, LAYOUT_PROBE: True, INTERLEAVE_PROBE: False})
def kv_cache_planning__resolve_layout(answers: Answers) -> Shim:
    """vLLM's own three functions; planning reads the KV-cache layout EngineCore resolves
    (0.29.0-0.32.0), so prepare_kv_cache_layout resolves it and tells the workers."""
    plan = _namespace(_planning_module(answers), _resolving_layout_step())
    return lambda: plan


@variant(when={MODULE_PROBE: ANY, SPECS_PROBE: False, LAYOUT_PROBE: True, INTERLEAVE_PROBE: True})
def kv_cache_planning__resolve_layout_interleave(answers: Answers) -> Shim:
    """As resolve-layout, but set_kv_cache_layout also takes the CP interleave size (0.33.0+):
    adjusted from the global KV-cache groups first, as EngineCore does."""
    module = _planning_module(answers)
    plan = _namespace(module, _interleave_layout_step(module))
    return lambda: plan


@variant(when={MODULE_PROBE: ANY, SPECS_PROBE: True, LAYOUT_PROBE: False})
def kv_cache_planning__pass_specs(answers: Answers) -> Shim:
    """get_kv_cache_config_from_groups requires kv_cache_specs (0.11.x): built from the groups
    when the caller gives none."""
    module = _planning_module(answers)
    vllm_fn = module.get_kv_cache_config_from_groups

    def get_kv_cache_config_from_groups(
        vllm_config: Any,
        kv_cache_groups: list[Any],
        available_memory: int,
        kv_cache_specs: Any = None,
    ) -> Any:
        if kv_cache_specs is None:
            kv_cache_specs = specs_from_groups(kv_cache_groups)
        return vllm_fn(
            vllm_config=vllm_config,
            kv_cache_groups=kv_cache_groups,
            kv_cache_specs=kv_cache_specs,
            available_memory=available_memory,
        )

    plan = _namespace(
        module, _no_layout_step, get_kv_cache_config_from_groups=get_kv_cache_config_from_groups
    )
    return lambda: plan


def specs_from_groups(kv_cache_groups: list[Any]) -> dict[str, Any]:
    """Layer name -> KV-cache spec, as vLLM 0.11 wanted it, read back from the groups.

    A group whose spec is `UniformTypeKVCacheSpecs` holds per-layer specs; any other group
    holds one spec shared by all its layers.
    """
    specs: dict[str, Any] = {}
    for group in kv_cache_groups:
        per_layer = getattr(group.kv_cache_spec, "kv_cache_specs", None)
        for layer in group.layer_names:
            specs[layer] = per_layer[layer] if per_layer is not None else group.kv_cache_spec
    return specs
