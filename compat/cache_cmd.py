"""`spec-compat cache info|prune|clear`: where the cache is, how big each kind is, and cleaning.

The cache grows with every release checked outside the committed snapshots (a vLLM sdist and
its tree are ~100 MB); `prune` removes what no supported release needs (`probes.cache_care`):
vLLM releases outside the supported range, consumer releases that are neither default consumers
nor in the development corpus (`compat.corpus`), entries made by older code; `clear` removes
every kind spec-compat writes. Neither touches anything else in the folder.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from probes import (
    DEFAULT_CONSUMERS,
    CacheSize,
    cache_dir,
    cache_entry_size,
    cache_kinds,
    cache_sizes,
    current_cache_tags,
    discard,
    stale_cache_entries,
    supported_versions,
)


def add_cache_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("cache", help="show the cache's size per kind, prune or clear it")
    parser.add_argument("action", choices=("info", "prune", "clear"))
    parser.add_argument(
        "--dry-run", action="store_true", help="prune/clear: list what would go, remove nothing"
    )


def human(size: int) -> str:
    value = float(size)
    for unit in ("B", "kB", "MB", "GB"):
        if value < 1000 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1000
    raise AssertionError("unreachable")


def _stale(root: Path) -> tuple[list[Path], list[str]]:
    """What `prune` removes, and the supported vLLM releases it kept."""
    from compat.corpus import CORPUS

    versions = supported_versions(offline=True)
    kept = [*DEFAULT_CONSUMERS, *(c.spec for c in CORPUS)]
    return stale_cache_entries(root, versions, kept, current_cache_tags()), versions


def cache_command(args: argparse.Namespace) -> int:
    root = cache_dir()
    if args.action == "info":
        return _info(root)
    if args.action == "prune":
        doomed, versions = _stale(root)
        verb = "would free" if args.dry_run else "freed"
        what = f"what no supported release (vLLM {versions[0]}–{versions[-1]}) needs"
    else:
        doomed = [root / kind for kind in cache_kinds() if (root / kind).exists()]
        verb, what = ("would free" if args.dry_run else "freed"), "every kind spec-compat writes"
    freed = 0
    for path in doomed:
        size = cache_entry_size(path)[0]
        print(f"{'would remove' if args.dry_run else 'removed'} {path} ({human(size)})")
        if not args.dry_run:
            discard(path)
        freed += size
    print(f"cache {root}: {args.action} of {what}: {verb} {human(freed)} ({len(doomed)} entries)")
    return 0


def _info(root: Path) -> int:
    print(f"cache: {root} (move it with SPEC_COMPAT_CACHE or XDG_CACHE_HOME)")
    rows = cache_sizes(root)
    for row in rows:
        print(f"  {row.kind:<14}{human(row.size):>10} {row.files:>7} files  {row.what}")
    total = sum(r.size for r in rows)
    stale, _ = _stale(root)
    prunable = sum(cache_entry_size(p)[0] for p in stale)
    print(
        f"total {human(total)}; `spec-compat cache prune` would free {human(prunable)} "
        f"({len(stale)} entries), `spec-compat cache clear` {human(total - _others(rows))}"
    )
    return 0


def _others(rows: list[CacheSize]) -> int:
    return sum(r.size for r in rows if r.kind == "other")
