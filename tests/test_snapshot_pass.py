"""A pair known to need the sdist skips the snapshot pass on the next run (compat.snapshot_pass),
with results and notes equal to the run that made both passes; a change of the code, the
usage or the snapshot's bytes, and a corrupt entry, make the pass run again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from compat import drift, snapshot_pass, view_choice
from compat.coverage import Coverage
from compat.view_choice import InTurn
from probes import View, release_view, vllm_snapshot_path
from tests.sdist_view import SdistView

VERSIONS = ["0.24.0", "0.25.0"]
CONSUMER = "speculators==0.4.0.1"


@pytest.fixture
def passes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A module cache of its own; every snapshot pair needs the sdist; the labels of the
    views `check_pair` was run on, in order."""
    monkeypatch.setenv("SPEC_COMPAT_MODULE_CACHE", str(tmp_path / "cache"))

    def needs(view: View, findings: object) -> bool:
        return view.source.get("kind") == "snapshot"

    monkeypatch.setattr(view_choice, "needs_sdist", needs)
    monkeypatch.setattr(drift, "needs_sdist", needs)
    monkeypatch.setattr(
        view_choice,
        "sdist_view",
        lambda v, offline=False: SdistView(release_view(v, offline=True)),
    )
    seen: list[str] = []
    real = drift.check_pair

    def counted(usage: Any, inherited: Any, view: View, **kw: Any) -> Any:
        seen.append(view.label)
        return real(usage, inherited, view, **kw)

    monkeypatch.setattr(drift, "check_pair", counted)
    return seen


def _run(consumers: Any) -> drift.DriftRun:
    views = InTurn.releases(VERSIONS, offline=True)
    return drift.run_drift(consumers, views, offline=True, cover=Coverage())


def _snapshots(seen: list[str]) -> int:
    return sum("(snapshot)" in label for label in seen)


def test_known_pass_is_skipped_with_equal_results(passes: list[str]) -> None:
    consumers = drift.load_consumers([CONSUMER], offline=True)
    first = _run(consumers)
    assert _snapshots(passes) == len(VERSIONS)
    passes.clear()
    second = _run(consumers)
    assert _snapshots(passes) == 0 and len(passes) == len(VERSIONS)  # the sdists only
    assert second.results == first.results
    assert second.notes == first.notes and any("sdist instead" in n for n in first.notes)


def test_changed_usage_runs_the_pass_again(passes: list[str]) -> None:
    consumers = drift.load_consumers([CONSUMER], offline=True)
    _run(consumers)
    usage, inherited = consumers[0]
    other = replace(usage, source={**usage.source, "sha256": "0" * 64})
    passes.clear()
    _run([(other, inherited)])
    assert _snapshots(passes) == len(VERSIONS)


def test_changed_snapshot_bytes_run_the_pass_again(
    passes: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    consumers = drift.load_consumers([CONSUMER], offline=True)
    _run(consumers)
    copies = {}
    for version in VERSIONS:
        copy = tmp_path / f"{version}.json"
        copy.write_bytes(vllm_snapshot_path(version).read_bytes() + b"\n")
        copies[version] = copy
    monkeypatch.setattr(snapshot_pass, "vllm_snapshot_path", copies.__getitem__)
    passes.clear()
    _run(consumers)
    assert _snapshots(passes) == len(VERSIONS)


def test_changed_code_runs_the_pass_again(
    passes: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    consumers = drift.load_consumers([CONSUMER], offline=True)
    _run(consumers)
    monkeypatch.setattr(snapshot_pass, "_code", "another version of the code")
    passes.clear()
    _run(consumers)
    assert _snapshots(passes) == len(VERSIONS)


@pytest.mark.parametrize("damage", [b"{cut short", b'{"key": 1}\ntrue', b""])
def test_corrupt_entry_is_ignored_and_rebuilt(
    passes: list[str], tmp_path: Path, damage: bytes
) -> None:
    consumers = drift.load_consumers([CONSUMER], offline=True)
    first = _run(consumers)
    entries = [p for p in (tmp_path / "cache").rglob("*.json") if "keyed" in p.parts]
    assert len(entries) == len(VERSIONS)
    for entry in entries:
        entry.write_bytes(damage)
    passes.clear()
    again = _run(consumers)
    assert _snapshots(passes) == len(VERSIONS) and again.results == first.results
    passes.clear()
    _run(consumers)  # rebuilt: skipped again
    assert _snapshots(passes) == 0
