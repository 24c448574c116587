"""Is a consumer's patch applied where it is installed? The fact that makes `shimmed` true.

A shim only covers a finding once `spec-compat patch apply` has rewritten the consumer; for a
release read from PyPI (not installed here), or installed but not patched, the finding is only
*fixable*. `--assume-patched` says the user will apply it wherever the consumer runs.
"""

from __future__ import annotations

from collections.abc import Callable

from compat.patching.manifest import PatchError, load_manifest
from compat.patching.site import installed_site, installed_version
from compat.patching.transaction import patch_status
from probes import split_spec


def patch_applied(consumer: str) -> bool:
    """True when this Python's install of `consumer` (name==version) is fully patched."""
    pinned = split_spec(consumer) if "==" in consumer else None
    if pinned is None:
        return False
    project, version = pinned
    try:
        site = installed_site(project)
        if installed_version(site, project) != version:
            return False
        states = patch_status(site, load_manifest(project, version))
    except (PatchError, OSError):
        return False
    return bool(states) and all(s.state == "patched" for s in states)


def patched_check(assume: bool) -> Callable[[str], bool]:
    """The question drift asks per consumer, answered once each."""
    if assume:
        return lambda consumer: True
    memo: dict[str, bool] = {}

    def check(consumer: str) -> bool:
        if consumer not in memo:
            memo[consumer] = patch_applied(consumer)
        return memo[consumer]

    return check
