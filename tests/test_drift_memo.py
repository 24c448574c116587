"""A drift run asks each probe of a view once: the hazards and the shim coverage share one
set of answers per view, the sdist a snapshot falls back to included."""

from __future__ import annotations

from collections import Counter
from typing import Any

import compat.answers
import probes.hazards
from compat import drift, view_choice
from compat.coverage import Coverage
from probes import release_view
from tests.sdist_view import SdistView


def test_each_probe_runs_once_per_view_sdist_fallback_included(monkeypatch) -> None:
    runs: Counter[tuple[str, int]] = Counter()
    for module in (compat.answers, probes.hazards):
        real = module.run_probe

        def counting(name: str, view: Any, real: Any = real) -> Any:
            runs[(name, id(view))] += 1
            return real(name, view)

        monkeypatch.setattr(module, "run_probe", counting)
    monkeypatch.setattr(
        view_choice, "needs_sdist", lambda view, findings: view.source["kind"] != "sdist"
    )
    monkeypatch.setattr(
        view_choice,
        "sdist_view",
        lambda version, offline=False: SdistView(release_view(version)),
    )
    consumers = drift.load_consumers(["speculators==0.4.0.1"], offline=True)
    views = [release_view("0.25.1", offline=True)]
    run = drift.run_drift(consumers, views, offline=False, cover=Coverage())
    assert any(f.status == "shimmed" for r in run.results for f in r.findings)  # coverage asked
    assert runs and max(runs.values()) == 1, [k for k, n in runs.items() if n > 1]
