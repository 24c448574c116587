"""The steps behind each `spec-compat` command; the parser lives in `compat.cli`."""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import TYPE_CHECKING

from rich.console import Console

from compat import gpu_evidence
from compat.cache_cmd import cache_command
from compat.drift import load_consumers, run_drift
from compat.errors import ArgumentError
from compat.gpu_evidence import GpuResultsError
from compat.patching.cli import patch_command
from compat.probe_cmd import probe_command
from compat.report_cmd import report_command
from compat.view_choice import chosen_views, known_version

if TYPE_CHECKING:
    from compat.coverage import Coverage
from compat.reports_io import ReportsFolderError
from compat.results import ResultError
from probes import (
    DEFAULT_CONSUMERS,
    LiveViewUnavailable,
    SafeIOError,
    SnapshotError,
    UsageError,
    default_usages,
    fixtures_dir,
    folder_problem,
    publish_consumer,
    publish_release,
    releases,
    supported_versions,
)

# The project's own types only: a stray ValueError from a bug is an internal error (exit 3).
BAD_INPUT = (
    ArgumentError,
    GpuResultsError,
    ResultError,
    ReportsFolderError,
    releases.ReleaseError,
    UsageError,
    SnapshotError,
    LiveViewUnavailable,
    SafeIOError,  # a FIFO, a planted link, a full or read-only disk, a damaged archive
)


def dispatch(args: argparse.Namespace) -> int:
    return {
        "drift": drift,
        "snapshot": snapshot,
        "report": report_command,
        "consumers": list_consumers,
        "probe": probe_command,
        "patch": patch_command,
        "cache": cache_command,
    }[args.command](args)


def drift(args: argparse.Namespace) -> int:
    from compat import baseline
    from compat.history import consumer_ranges, use_histories
    from compat.patch_state import patched_check
    from compat.report_cmd import emit, finish, progress_bar, resolve_format
    from compat.reports_io import write_report_set
    from compat.results import Report
    from compat.summary import raise_if_nothing_checked

    resolve_format(args)
    choice = baseline.parse_choice(getattr(args, "baseline", None))
    console = Console(stderr=args.format != "table" or args.output is not None)
    if not args.no_write and (problem := folder_problem(args.reports)):
        raise ArgumentError(f"--reports {args.reports}: {problem}; give a folder for the reports")
    notes: list[str] = []
    # before any download: bad input fails fast
    gpu_runs = gpu_evidence.requested_runs(args.gpu_results, notes)
    views = chosen_views(args, args.vllm or ["newest"], notes)
    if choice not in (None, "installed", "none"):
        known_version(choice, offline=args.offline)  # a release the index knows, or exit 2
    consumers = load_consumers(args.consumer or DEFAULT_CONSUMERS, offline=args.offline)
    patched = patched_check(args.assume_patched)
    bar, tick = progress_bar(len(views))  # on a terminal only
    with bar or contextlib.nullcontext():
        cover = _cover(args)
        run = run_drift(
            consumers, views, offline=args.offline, cover=cover, patched=patched, progress=tick
        )
        supported = _supported(args.offline)
        chosen = {
            u.consumer: baseline.drift_baseline(choice, u, i, supported) for u, i in consumers
        }
        check = baseline.on_release(offline=args.offline, cover=cover, patched=patched)
        run.results, more = baseline.judged(run.results, consumers, chosen, check, patched)
        # the baseline's own run repeats the consumer-side notes (the same code was read)
        run.notes += [note for note in more if note not in run.notes]
    raise_if_nothing_checked(run.results, run.checked_pairs)
    run.notes[:0] = notes
    for note in run.notes:
        console.print(f"[yellow]note:[/] {note}", soft_wrap=True, highlight=False)
    order = [v or "" for v in views.versions]
    full = set(order) >= set(supported_versions(offline=True))  # history needs every release
    report = Report(
        results=run.results,
        releases=order,
        history=use_histories(run.results, order) if full else [],
        ranges=consumer_ranges(run.results, order) if full else [],
        gpu_runs=gpu_runs or [],
        notes=run.notes,
    )
    emit(report, args)
    if not args.no_write:
        written = write_report_set(report, args.reports, stem="drift")
        console.print(f"reports: {', '.join(str(p) for p in written)}", highlight=False)
    return finish(report, args)


def _supported(offline: bool) -> list[str]:
    """The supported releases; without the index, those the committed snapshots hold."""
    try:
        return supported_versions(offline=offline)
    except releases.ReleaseError:
        return supported_versions(offline=True)


def _cover(args: argparse.Namespace) -> Coverage | None:
    """Shim coverage through the project's patches, unless raw findings were asked for."""
    if args.no_shims:
        return None
    from compat.coverage import Coverage

    return Coverage()


def snapshot(args: argparse.Namespace) -> int:
    out = args.out or fixtures_dir()
    if args.consumers:
        for spec in DEFAULT_CONSUMERS:
            path, uses, server, done = publish_consumer(spec, args.consumer_repo, out)
            print(f"wrote {path} ({uses} uses)")
            print(f"{'kept' if done.startswith('kept') else 'wrote'} {server} ({done})")
    versions = list(args.versions)
    if args.all_supported:
        versions += supported_versions()
    if not versions and not args.consumers:
        raise ArgumentError("give vLLM versions, --all-supported or --consumers")
    usages = default_usages()
    for version in dict.fromkeys(versions):
        path, modules, facts = publish_release(version, out, usages)
        print(f"wrote {path} ({modules} modules)")
        print(f"wrote {facts} (server facts)")
    made = len(dict.fromkeys(versions))
    consumers = len(DEFAULT_CONSUMERS) if args.consumers else 0
    print(
        f"PASSED · {made} vLLM snapshot{'s' * (made != 1)}, {consumers} consumer fixtures "
        f"written under {out} · exit 0 · next: `git diff --stat {out}` shows what changed",
        file=sys.stderr,
    )
    return 0


def list_consumers(args: argparse.Namespace) -> int:
    for spec in DEFAULT_CONSUMERS:
        print(spec)
    print(
        f"{len(DEFAULT_CONSUMERS)} default consumers · exit 0 · next: `spec-compat drift` checks "
        "them against the newest vLLM",
        file=sys.stderr,
    )
    return 0
