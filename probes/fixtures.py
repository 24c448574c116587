"""Where the committed snapshots live, in a checkout and in an installed wheel.

A wheel carries `fixtures/` as `probes/_fixtures` (hatch force-include), so an installed,
non-editable package finds the same snapshots as a source checkout. A release's snapshot
and server facts (and a consumer's usage and server usage) are published together
(`probes.safeio.publish`): the paths here are where a reader finds each one now, so a
`spec-compat snapshot` killed half-way never shows one file of the new set beside one of
the old.
"""

from __future__ import annotations

import re
from pathlib import Path

from packaging.version import InvalidVersion, Version

from probes.safeio.publish import current, staged_names

_HERE = Path(__file__).resolve().parent


def fixtures_dir() -> Path:
    """`probes/_fixtures` in an installed wheel, else the checkout's `fixtures/`."""
    installed = _HERE / "_fixtures"
    return installed if installed.is_dir() else _HERE.parent / "fixtures"


def vllm_snapshot_name(version: str) -> str:
    return f"vllm-{version}.json"


def consumer_usage_name(project: str, version: str) -> str:
    return f"{_normalize(project)}-{version}.json"


def vllm_snapshot_path(version: str) -> Path:
    """Where the committed snapshot of a vLLM release is read (it may not exist)."""
    return current(fixtures_dir(), f"vllm/{vllm_snapshot_name(version)}")


def consumer_usage_path(project: str, version: str) -> Path:
    """Where a consumer release's committed usage fixture is read (it may not exist)."""
    return current(fixtures_dir(), f"consumers/{consumer_usage_name(project, version)}")


def committed_names(folder: str) -> list[str]:
    """The names of the committed `*.json` in a fixtures folder (a set being published too)."""
    names = {p.name for p in (fixtures_dir() / folder).glob("*.json")}
    return sorted(names | set(staged_names(fixtures_dir(), folder)))


def committed_vllm_versions() -> list[str]:
    """Versions with a committed snapshot, oldest first."""
    versions = []
    for name in committed_names("vllm"):
        try:
            versions.append(Version(name.removeprefix("vllm-").removesuffix(".json")))
        except InvalidVersion:
            continue
    return [str(v) for v in sorted(versions)]


def _normalize(project: str) -> str:
    return re.sub(r"[-_.]+", "-", project).lower()
