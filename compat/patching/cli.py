"""`spec-compat patch apply|revert|status [--site PATH] [--consumer SPEC]`.

Exit codes: 0 done (or nothing to do; for `status`: every file original, or every file
patched); 1 `status` found files modified, interrupted or a mix of both states; 2 refused or
bad input, with one line on stderr saying what and what to do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from compat.errors import clip
from compat.patching.manifest import Manifest, PatchError
from compat.patching.site import resolve_target
from compat.patching.transaction import apply_patch, patch_status, revert_patch

EXIT_OK, EXIT_NOT_CLEAN, EXIT_BAD_INPUT = 0, 1, 2


def add_patch_parser(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Register the `patch` sub-command on `subparsers` (from `add_subparsers`)."""
    parser = subparsers.add_parser(
        "patch",
        help="apply, revert or show the patch that routes a consumer release through compat/",
        description="Patch an installed consumer release so that its extractor, worker "
        "extension and package import go through compat/ (transactional, byte-for-byte "
        "revertible).",
    )
    parser.add_argument("action", choices=("apply", "revert", "status"))
    parser.add_argument(
        "--site",
        type=Path,
        metavar="PATH",
        help="site-packages folder holding the consumer (default: where this Python finds it)",
    )
    parser.add_argument(
        "--consumer",
        metavar="SPEC",
        help="name or name==version (default: speculators, at the version installed there)",
    )
    return parser


def patch_command(args: argparse.Namespace) -> int:
    try:
        site, manifest = resolve_target(args.site, args.consumer)
        if args.action == "status":
            return _status(site, manifest)
        return _change(site, manifest, args.action)
    except PatchError as exc:
        message = str(exc).splitlines()[0]
        print(f"spec-compat: error: {clip(message)}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _change(site: Path, manifest: Manifest, action: str) -> int:
    run = apply_patch if action == "apply" else revert_patch
    outcome = run(site, manifest)
    if outcome.recovered:
        print(f"note: {outcome.recovered}")
    done = "patched" if action == "apply" else "reverted"
    state = "patched" if action == "apply" else "original"
    for path in outcome.changed:
        print(f"{done:<9} {path}")
    for path in outcome.unchanged:
        print(f"{'already':<9} {path}")
    where = f"{manifest.label} in {site}"
    if not outcome.changed:
        print(f"{where}: every file already {state}; nothing to do")
    else:
        print(f"{where}: {len(outcome.changed)} file(s) {done}")
    return EXIT_OK


def _status(site: Path, manifest: Manifest) -> int:
    states = patch_status(site, manifest)
    print(f"{manifest.label} in {site}:")
    for item in states:
        detail = f"  ({item.detail})" if item.detail else ""
        print(f"  {item.state:<12} {item.path}{detail}")
    kinds = {item.state for item in states}
    if kinds in ({"original"}, {"patched"}):
        return EXIT_OK
    if "interrupted" in kinds:
        print("an operation was interrupted: `spec-compat patch apply` or `revert` recovers it")
    elif "modified" in kinds:
        spec = manifest.consumer
        print(f"modified files: reinstall (pip install --force-reinstall --no-deps {spec})")
    else:
        print("some files are patched and some not: run `spec-compat patch apply` or `revert`")
    return EXIT_NOT_CLEAN
