"""A snapshot read back as a static view: one vLLM release, kept as compact JSON in fixtures/.

A snapshot holds, whole, every module that answering the known consumers' uses (and the
probe catalogue's questions) made the static view read — so a new consumer of the same
modules needs no new snapshot — plus the negative answers it met (modules that do not
exist, where else a missing name is defined). Anything else is `unknown` when read back.
Reading one needs only the views; building one runs the checker, so that lives above it
(`probes.snapshot`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from probes.safeio import read_text
from probes.views.static import SnapshotModules, StaticView

SNAPSHOT_SCHEMA_VERSION = 1
SNAPSHOT_FORMAT = "speculators-compat/vllm-view"


class SnapshotError(Exception):
    """A snapshot file that is missing, unreadable or of another format."""


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
