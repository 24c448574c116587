"""A snapshot read back as a static view: one vLLM release, kept as compact JSON in fixtures/.

A snapshot holds, whole, every module that answering the known consumers' uses (and the
probe catalogue's questions) made the static view read — so a new consumer of the same
modules needs no new snapshot — plus the negative answers it met (modules that do not
exist, where else a missing name is defined). Anything else is `unknown` when read back.
Reading one needs only the views; building one runs the checker, so that lives above it
(`probes.snapshot`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from probes.fixture_shapes import FIX, HEADER, MODULE, SNAPSHOT
from probes.safeio.shapes import BadFixture, bad, load_json
from probes.views.static import SnapshotModules, StaticView

SNAPSHOT_SCHEMA_VERSION = 1
SNAPSHOT_FORMAT = "speculators-compat/vllm-view"


class SnapshotError(Exception):
    """A snapshot file that is missing, unreadable, of another format or of the wrong shape."""


def load_snapshot(path: Path) -> dict[str, Any]:
    """The snapshot at `path`, its shape checked (its modules' data when first read)."""
    try:
        data: dict[str, Any] = load_json(path, what="a vLLM snapshot", fix=FIX, shape=HEADER)
    except BadFixture as exc:
        raise SnapshotError(str(exc)) from None
    except OSError as exc:
        raise SnapshotError(
            f"cannot read snapshot {path}: {exc}; regenerate it with `nox -s fixtures`"
        ) from exc
    if data.get("format") != SNAPSHOT_FORMAT or data.get("schema_version") != (
        SNAPSHOT_SCHEMA_VERSION
    ):
        raise SnapshotError(
            f"{path} is not a schema {SNAPSHOT_SCHEMA_VERSION} vLLM snapshot; "
            "regenerate it with `nox -s fixtures`"
        )
    problem = SNAPSHOT.problem(data, "$")
    if problem is not None:
        raise SnapshotError(str(bad(path, "a vLLM snapshot", problem, FIX)))
    return data


def snapshot_view(snapshot: dict[str, Any], *, where: object = "the snapshot") -> StaticView:
    """The snapshot as a view; `where` (its file) names it when a module's data is found to
    be of the wrong shape."""
    source = {**snapshot["source"], "kind": "snapshot", "from": snapshot["source"].get("kind")}
    modules = SnapshotModules(snapshot, check=_module_checker(str(where)))
    return StaticView(modules, version=snapshot["vllm"], source=source)


def _module_checker(where: str) -> Callable[[str, Any], None]:
    def check_module(name: str, data: Any) -> None:
        problem = MODULE.problem(data, f"$.modules.{name}")
        if problem is not None:
            raise SnapshotError(str(bad(where, "a vLLM snapshot", problem, FIX)))

    return check_module
