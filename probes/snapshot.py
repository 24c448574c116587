"""Snapshots: the static view of one vLLM release, kept as compact JSON in fixtures/.

A snapshot holds, whole, every module that answering the known consumers' uses (and the
probe catalogue's questions) made the static view read — so a new consumer of the same
modules needs no new snapshot — plus the negative answers it met (modules that do not
exist, where else a missing name is defined). Anything else is `unknown` when read back.
Snapshots are written deterministically, so regenerating one from its sdist gives the
same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from probes.atomic import write_text_atomic
from probes.check import check_usage
from probes.safeio import read_text
from probes.uses import Usage
from probes.views.static import SnapshotModules, SourceTreeModules, StaticView

SNAPSHOT_SCHEMA_VERSION = 1
SNAPSHOT_FORMAT = "speculators-compat/vllm-view"


class SnapshotError(Exception):
    """A snapshot file that is missing, unreadable or of another format."""


def build_snapshot(
    root: Path,
    *,
    version: str,
    source: dict[str, Any],
    usages: Iterable[Usage],
    paths: Iterable[str] | None = None,
    sources: Iterable[str] | None = None,
) -> dict[str, Any]:
    """Read what the usages and extra `paths` need from a source tree; return the snapshot.

    `paths` are looked up and `sources` (dotted paths whose code hazard probes read) kept as
    text; None means the probe catalogue's (`snapshot_paths`, `snapshot_sources`), so a
    snapshot answers every probe.
    """
    modules = SourceTreeModules(root)
    view = StaticView(modules, version=version, source=source)
    for usage in usages:
        check_usage(usage, view)
    if paths is None or sources is None:
        from probes.catalogue import snapshot_paths, snapshot_sources  # it reads views

        paths = snapshot_paths() if paths is None else paths
        sources = snapshot_sources() if sources is None else sources
    for path in sources:
        view.source_of(path)
    for path in paths:
        view.lookup(path)
    return {
        "schema_version": SNAPSHOT_SCHEMA_VERSION,
        "format": SNAPSHOT_FORMAT,
        "vllm": version,
        "source": source,
        "modules": {n: d for n, d in sorted(modules.loaded.items()) if d is not None},
        "absent": sorted(n for n, d in modules.loaded.items() if d is None),
        "index": dict(sorted(modules.located.items())),
        "sources": {p: t for p, t in sorted(modules.sourced.items()) if t is not None},
    }


def dumps(snapshot: dict[str, Any]) -> str:
    """The canonical text of a snapshot (sorted keys, no spaces, one trailing newline)."""
    return json.dumps(snapshot, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"


def write_snapshot(snapshot: dict[str, Any], path: Path) -> None:
    """Write a snapshot (or any fixture JSON) in canonical form, atomically."""
    write_text_atomic(dumps(snapshot), path)


def load_snapshot(path: Path) -> dict[str, Any]:
    try:
        data: dict[str, Any] = json.loads(read_text(Path(path)))
    except (OSError, ValueError) as exc:
        raise SnapshotError(
            f"cannot read snapshot {path}: {exc}; regenerate it with `nox -s fixtures`"
        ) from exc
    if (
        not isinstance(data, dict)
        or data.get("format") != SNAPSHOT_FORMAT
        or data.get("schema_version") != (SNAPSHOT_SCHEMA_VERSION)
    ):
        raise SnapshotError(
            f"{path} is not a schema {SNAPSHOT_SCHEMA_VERSION} vLLM snapshot; "
            "regenerate it with `nox -s fixtures`"
        )
    return data


def snapshot_view(snapshot: dict[str, Any]) -> StaticView:
    source = {**snapshot["source"], "kind": "snapshot", "from": snapshot["source"].get("kind")}
    return StaticView(SnapshotModules(snapshot), version=snapshot["vllm"], source=source)
