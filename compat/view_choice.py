"""Which views of vLLM a command looks at: `--installed`, `--vllm-src PATH` or `--vllm …`.

One reading of those options for `drift`, `report` and `probe`: `newest` (the index's newest
final release, or offline the newest snapshot, with a note saying so), `all` (every supported
release) or a release the index or a committed snapshot knows; anything else is bad input.
"""

from __future__ import annotations

import argparse

from probes import (
    View,
    folder_view,
    is_file_safely,
    live_view,
    newest_version,
    release_view,
    releases,
    supported_versions,
    vllm_snapshot_path,
)


def chosen_views(args: argparse.Namespace, wanted: list[str], notes: list[str]) -> list[View]:
    """The views `args` asks for; `wanted` are the `--vllm` items (`newest`, `all`, releases)."""
    if args.installed:
        return [live_view()]
    if args.vllm_src is not None:
        return [folder_view(args.vllm_src)]
    versions: list[str] = []
    for item in wanted:
        if item == "newest":
            version, note = newest_version(offline=args.offline)
            if note:
                notes.append(note)
            versions.append(version)
        elif item == "all":
            versions += supported_versions(offline=args.offline)
        else:
            versions.append(known_version(item, offline=args.offline))
    return [release_view(v, offline=args.offline) for v in dict.fromkeys(versions)]


def known_version(version: str, *, offline: bool) -> str:
    """A version the index (or, offline, the snapshots) knows; bad input otherwise."""
    if is_file_safely(vllm_snapshot_path(version)):
        return version
    releases.parse_version("vllm", version)  # not a version at all: say so, whatever the mode
    if offline:
        raise releases.OfflineError(
            f"no committed snapshot of vLLM {version} and --offline was given; "
            "drop --offline or pick a committed version"
        )
    known = releases.project_versions("vllm", prereleases=True)
    if version not in known:
        raise releases.ReleaseError(
            f"vLLM {version} is not on the package index; newest releases: " + ", ".join(known[-3:])
        )
    return version
