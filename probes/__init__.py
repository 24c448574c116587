"""Reading vLLM and its consumers: views, usage, checks, the probe catalogue.

The public surface is what `__all__` names; everything else is internal and may change.
Names load lazily, so that code importing one submodule (the shims inside vLLM's worker
processes import `probes.catalogue`) pays for nothing else. `probes` never imports
`compat` (tests/test_layout.py checks both rules).
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "probes.api": ("ApiObject", "Lookup", "Param", "ParamKind", "Signature"),
    "probes.check": ("check_usage", "verdict"),
    "probes.consumers": ("DEFAULT_CONSUMERS", "load_usage"),
    "probes.findings": ("FINDING_KINDS", "Finding"),
    "probes.hazards": ("hazard_findings",),
    "probes.uses": ("CallShape", "Guard", "Location", "Usage", "Use"),
    "probes.views.base": ("View",),
    "probes.views.open": ("folder_view", "live_view", "release_view", "sdist_view"),
    "probes.views.static": ("StaticView",),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'probes' has no attribute {name!r}")
    return getattr(importlib.import_module(_WHERE[name]), name)


def __dir__() -> list[str]:
    return __all__
