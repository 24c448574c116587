"""Reading vLLM and its consumers: views, usage, checks, the probe catalogue.

The public surface is what `__all__` names; everything else is internal and may change.
`probes` never imports `compat` (tests/test_layout.py checks both rules).
"""

from probes.api import ApiObject, Lookup, Param, ParamKind, Signature
from probes.check import check_usage, verdict
from probes.consumers import DEFAULT_CONSUMERS, load_usage
from probes.findings import FINDING_KINDS, Finding
from probes.hazards import hazard_findings
from probes.uses import CallShape, Guard, Location, Usage, Use
from probes.views.base import View
from probes.views.open import folder_view, live_view, release_view, sdist_view
from probes.views.static import StaticView

__all__ = [
    "DEFAULT_CONSUMERS",
    "FINDING_KINDS",
    "ApiObject",
    "CallShape",
    "Finding",
    "Guard",
    "Location",
    "Lookup",
    "Param",
    "ParamKind",
    "Signature",
    "StaticView",
    "Usage",
    "Use",
    "View",
    "check_usage",
    "folder_view",
    "hazard_findings",
    "live_view",
    "load_usage",
    "release_view",
    "sdist_view",
    "verdict",
]
