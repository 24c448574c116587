"""Opening a view of vLLM: a committed snapshot, a release's sdist, a source folder, or live.

Feature detection needs no version number, but reports do: each view says where it came
from (`source`), and this module says so in one line when it fell back (offline).
"""

from __future__ import annotations

import re
from pathlib import Path

from packaging.version import Version

from probes import releases
from probes.atomic import is_file_safely
from probes.fixtures import committed_vllm_versions, vllm_snapshot_path
from probes.safeio import read_text
from probes.views.base import View
from probes.views.snapshot import load_snapshot, snapshot_view
from probes.views.static import StaticView, static_view_from_tree

SUPPORTED_FROM = "0.11.0"


def supported_versions(*, offline: bool = False) -> list[str]:
    """Final vLLM releases from 0.11.0 to the newest (committed ones when offline)."""
    versions = committed_vllm_versions() if offline else releases.project_versions("vllm")
    return [v for v in versions if Version(v) >= Version(SUPPORTED_FROM)]


def newest_version(*, offline: bool = False) -> tuple[str, str | None]:
    """The newest release, and a note when it came from the committed snapshots."""
    if offline:
        committed = committed_vllm_versions()
        if not committed:
            raise releases.OfflineError("offline and no committed vLLM snapshot in fixtures/")
        return committed[-1], f"offline: newest committed snapshot is vLLM {committed[-1]}"
    try:
        return releases.newest_version("vllm"), None
    except releases.OfflineError as exc:
        committed = committed_vllm_versions()
        if not committed:
            raise
        note = f"{exc}; using the newest committed snapshot, vLLM {committed[-1]}"
        return committed[-1], note


def release_view(version: str, *, offline: bool = False, prefer_snapshot: bool = True) -> View:
    """A static view of one release: its committed snapshot, else its sdist."""
    snap = vllm_snapshot_path(version)
    if prefer_snapshot and is_file_safely(snap):
        return snapshot_view(load_snapshot(snap), where=snap)
    tree = releases.source_tree("vllm", version, offline=offline)
    return static_view_from_tree(tree.root, version=version, source=tree.provenance)


def sdist_view(version: str, *, offline: bool = False) -> StaticView:
    """A static view of a release read from its sdist (fetched, sha256-checked, cached)."""
    tree = releases.source_tree("vllm", version, offline=offline)
    return static_view_from_tree(tree.root, version=version, source=tree.provenance)


def folder_view(path: Path) -> StaticView:
    """A static view of a source folder (a checkout or a site-packages), e.g. a nightly."""
    path = Path(path)
    root = path.parent if is_file_safely(path / "__init__.py") and path.name == "vllm" else path
    if not is_file_safely(root / "vllm" / "__init__.py"):
        raise releases.ReleaseError(
            f"{path} holds no vllm package: give the folder that contains vllm/__init__.py"
        )
    version = _read_version(root / "vllm")
    return static_view_from_tree(
        root, version=version, source={"kind": "folder", "path": str(root), "version": version}
    )


def live_view() -> View:
    """The vLLM installed in this environment, read with `inspect` (imported on first use)."""
    from probes.views.live import LiveView

    return LiveView()


def _read_version(package: Path) -> str | None:
    for name in ("_version.py", "version.py"):
        path = package / name
        if path.is_file():
            match = re.search(
                r"""(?:__version__|version)\s*(?::\s*str\s*)?=\s*['"]([^'"]+)['"]""",
                read_text(path, errors="replace"),
            )
            if match:
                return match.group(1)
    return None
