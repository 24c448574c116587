"""Building a snapshot of one vLLM release from its source tree, and writing it canonically.

Building runs the checker over the known consumers' usages (and looks up what the probe
catalogue asks), so the static view reads exactly the modules those need; what a snapshot
holds and how it is read back is `probes.views.snapshot`, beside the other views.
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
from probes.uses import Usage
from probes.views.snapshot import SNAPSHOT_FORMAT, SNAPSHOT_SCHEMA_VERSION
from probes.views.static import SourceTreeModules, StaticView


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
