"""The probe catalogue: every named question about vLLM, and running them on a view.

Importing this package registers every probe: each module of the package is imported (found
by `pkgutil`, so a new theme module needs no list entry) and its `@probe` functions register
themselves. A theme is named like the shim module whose variants its probes decide
(`execution`, `requests`, ...). `run_probe` never raises for a view that cannot answer: the
answer is then `unknown`, with the reason.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

from probes.catalogue.reading import Unknown
from probes.catalogue.registry import REGISTRY, Answer, Observed, Probe, probe
from probes.views.base import View

__all__ = [
    "REGISTRY",
    "THEMES",
    "Answer",
    "Observed",
    "Probe",
    "probe",
    "run_all",
    "run_probe",
    "snapshot_paths",
    "snapshot_sources",
]

for _found in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_found.name}")  # a theme registers its probes
# The modules that registered probes, by name (`reading` and `registry` hold none).
THEMES = tuple(sorted({p.observe.__module__.rsplit(".", 1)[1] for p in REGISTRY.values()}))
# What a view may raise when it cannot read or import something. A behaviour probe runs vLLM
# itself, so whatever vLLM raises there is "cannot tell here" too; a bug in a static probe
# is not hidden.
_VIEW_ERRORS: tuple[type[BaseException], ...] = (Unknown, OSError, ImportError, RuntimeError)


def run_probe(name: str, view: View) -> Answer:
    """One probe's answer on `view`; `unknown` (with the reason) when the view cannot say."""
    try:
        found = REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(REGISTRY))
        raise ValueError(f"no probe named {name!r}; known probes: {known}") from None
    errors = _VIEW_ERRORS if found.needs == "static" else (Exception,)
    try:
        return found.run(view)
    except errors as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        code = exc.code if isinstance(exc, Unknown) else None
        return Answer(name, None, reason, None, status="unknown", code=code)


def run_all(view: View, *, needs: Iterable[str] = ("static",)) -> dict[str, Answer]:
    """Every probe whose needs are in `needs`, by name; the others answer `not-run`."""
    wanted = set(needs)
    answers: dict[str, Answer] = {}
    for name, found in sorted(REGISTRY.items()):
        if found.needs in wanted:
            answers[name] = run_probe(name, view)
        else:
            answers[name] = Answer(name, None, f"needs {found.needs}", None, status="not-run")
    return answers


def snapshot_sources() -> list[str]:
    """Every path whose code a probe reads: snapshots keep their source text."""
    return sorted({path for p in REGISTRY.values() for path in p.sources})


def snapshot_paths() -> list[str]:
    """Every path a probe looks up or reads, so that a snapshot answers every static probe."""
    paths = {path for p in REGISTRY.values() for path in p.paths}
    return sorted(paths | set(snapshot_sources()))
