"""A drift run streams: once a release's pairs are results, nothing keeps its view (the
snapshot's, the sdist's checked instead, the coverage's probe answers), so memory does not
grow with the number of releases; and findings equal across releases are kept once."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

from compat import drift, view_choice
from compat.coverage import Coverage
from compat.view_choice import InTurn
from probes import View, release_view
from tests.sdist_view import SdistView

VERSIONS = ["0.24.0", "0.25.0", "0.25.1"]


def test_each_release_view_is_dropped_once_checked(monkeypatch) -> None:
    opened: list[weakref.ref[Any]] = []
    alive_at_open: list[int] = []

    def sdist(version: str, offline: bool = False) -> SdistView:
        view = SdistView(release_view(version, offline=True))
        opened.append(weakref.ref(view))
        return view

    monkeypatch.setattr(
        view_choice, "needs_sdist", lambda view, findings: view.source["kind"] != "sdist"
    )
    monkeypatch.setattr(view_choice, "sdist_view", sdist)

    def open_view(version: str) -> View:
        gc.collect()
        alive_at_open.append(sum(ref() is not None for ref in opened))
        view = release_view(version, offline=True)
        opened.append(weakref.ref(view))
        return view

    def views() -> Iterator[View]:
        for version in VERSIONS:
            yield open_view(version)  # the generator itself keeps no view

    consumers = drift.load_consumers(["speculators==0.4.0.1"], offline=True)
    run = drift.run_drift(consumers, views(), offline=True, cover=Coverage())
    assert [r.vllm for r in run.results] == VERSIONS and run.releases == VERSIONS
    assert any(f.status == "shimmed" for r in run.results for f in r.findings)  # coverage asked
    assert alive_at_open == [0, 0, 0]  # no earlier release's views left when the next opens
    gc.collect()
    assert len(opened) == 2 * len(VERSIONS) and all(ref() is None for ref in opened)


def test_equal_findings_across_releases_are_one_object() -> None:
    consumers = drift.load_consumers(["speculators==0.4.0.1"], offline=True)
    run = drift.run_drift(consumers, InTurn.releases(VERSIONS, offline=True), offline=True)
    first, *rest = (r.findings for r in run.results)
    shared = [f for f in rest[-1] if f in first]
    assert shared, "the fixture's releases share findings"
    assert all(any(f is g for g in first) for f in shared)


def test_in_turn_opens_each_view_only_when_reached(monkeypatch) -> None:
    opened: list[str] = []

    def opening(version: str, offline: bool = False) -> View:
        opened.append(version)
        return release_view(version, offline=True)

    monkeypatch.setattr(view_choice, "release_view", opening)
    views = InTurn.releases([*VERSIONS, VERSIONS[0]], offline=True)
    assert len(views) == 3 and views.versions == VERSIONS and not opened
    seen = [v.version for v in views]
    assert seen == VERSIONS == opened
