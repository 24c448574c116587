"""Where the committed snapshots live, in a checkout and in an installed wheel.

A wheel carries `fixtures/` as `probes/_fixtures` (hatch force-include), so an installed,
non-editable package finds the same snapshots as a source checkout.
"""

from __future__ import annotations

import re
from pathlib import Path

from packaging.version import InvalidVersion, Version

_HERE = Path(__file__).resolve().parent


def fixtures_dir() -> Path:
    """`probes/_fixtures` in an installed wheel, else the checkout's `fixtures/`."""
    installed = _HERE / "_fixtures"
    return installed if installed.is_dir() else _HERE.parent / "fixtures"


def vllm_snapshot_path(version: str) -> Path:
    """Where the committed snapshot of a vLLM release lives (it may not exist)."""
    return fixtures_dir() / "vllm" / f"vllm-{version}.json"


def consumer_usage_path(project: str, version: str) -> Path:
    """Where a consumer release's committed usage fixture lives (it may not exist)."""
    return fixtures_dir() / "consumers" / f"{_normalize(project)}-{version}.json"


def committed_vllm_versions() -> list[str]:
    """Versions with a committed snapshot, oldest first."""
    versions = []
    for path in (fixtures_dir() / "vllm").glob("vllm-*.json"):
        try:
            versions.append(Version(path.stem.removeprefix("vllm-")))
        except InvalidVersion:
            continue
    return [str(v) for v in sorted(versions)]


def _normalize(project: str) -> str:
    return re.sub(r"[-_.]+", "-", project).lower()
