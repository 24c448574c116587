"""Offline, a consumer that uses modules the committed snapshot lacks is read on the release's
sdist when that sdist is already cached (no network), and says so; when it is not cached, a
note says its uses stay unknown. Before, offline skipped the fallback silently: a held-out
consumer (skyrl-train 0.3.1) came out `compatible` with every use unknown and no note.
"""

from __future__ import annotations

from typing import Any

import pytest

from compat import drift, view_choice
from probes import release_view
from probes.release_errors import OfflineError


def _fallback_notes(run: Any) -> list[str]:
    """The run's notes less the consumer-side hazard notes (compat/consumer_hazards.py: there
    only where the consumer's wheel can be read, tested in tests/test_scheduler_loop.py)."""
    return [n for n in run.notes if ": hazard (consumer side" not in n]


def _run(
    monkeypatch, sdist: Any, specs: tuple[str, ...] = ("speculators==0.4.0.1",)
) -> tuple[Any, list[bool]]:
    asked: list[bool] = []

    def fake_sdist(version: str, *, offline: bool = False) -> Any:
        asked.append(offline)
        return sdist(version)

    monkeypatch.setattr(view_choice, "needs_sdist", lambda view, findings: view is first)
    monkeypatch.setattr(view_choice, "sdist_view", fake_sdist)
    first = release_view("0.25.1", offline=True)
    consumers = drift.load_consumers(list(specs), offline=True)
    return drift.run_drift(consumers, [first], offline=True), asked


def test_offline_reads_the_cached_sdist_and_says_so(monkeypatch) -> None:
    run, asked = _run(monkeypatch, lambda version: release_view(version, offline=True))
    assert asked == [True]  # asked for the cache only
    assert _fallback_notes(run) == [
        "speculators==0.4.0.1: the snapshot of vLLM 0.25.1 lacks modules it uses; "
        "checked on the sdist instead"
    ]


def test_each_release_sdist_is_opened_once_for_every_pair_that_needs_it(monkeypatch) -> None:
    specs = ("speculators==0.4.0.1", "speculators==0.4.0")
    run, asked = _run(monkeypatch, lambda version: release_view(version, offline=True), specs)
    assert asked == [True]
    assert [n.split(":")[0] for n in _fallback_notes(run)] == list(specs)  # each says so
    assert [r.consumer for r in run.results] == list(specs)


def test_offline_without_the_sdist_cached_says_the_uses_stay_unknown(monkeypatch) -> None:
    def missing(version: str) -> Any:
        raise OfflineError(f"vllm {version} sdist is not in the cache and --offline was given")

    run, asked = _run(monkeypatch, missing)
    assert asked == [True]
    (note,) = _fallback_notes(run)
    assert "could not be read" in note and "not in the cache" in note
    assert "those uses stay unknown" in note
    assert [r.vllm for r in run.results] == ["0.25.1"]


@pytest.mark.parametrize("offline", [False, True])
def test_a_snapshot_that_holds_every_use_needs_no_sdist(monkeypatch, offline: bool) -> None:
    monkeypatch.setattr(view_choice, "sdist_view", lambda *a, **k: pytest.fail("sdist read"))
    consumers = drift.load_consumers(["speculators==0.4.0.1"], offline=True)
    run = drift.run_drift(consumers, [release_view("0.25.1", offline=True)], offline=offline)
    assert _fallback_notes(run) == []
