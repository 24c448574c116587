"""`spec-compat report`: the matrix over consumer releases × vLLM releases, in any format.

Without a JSON file it checks the selected consumers against every supported vLLM release
(history and ranges need all of them) and shows the selected releases; with one, it renders
that report (or drift) JSON. `--format` goes to stdout (or `-o FILE`); `--out DIR` gets every
format as `report.<ext>`, published as one set (`compat.reports_io`).
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from shutil import get_terminal_size

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from compat import gpu_evidence
from compat import report as formats
from compat.history import consumer_ranges, use_histories
from compat.results import Report, exit_code, version_key
from compat.summary import summary_line
from probes import read_text, write_text_atomic


def add_report_parser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    parser = sub.add_parser("report", help="the compatibility matrix, in any format")
    parser.add_argument(
        "json_file", nargs="?", type=Path, help="render this report or drift JSON instead"
    )
    parser.add_argument(
        "--consumer",
        action="append",
        metavar="SPEC",
        help="'speculators>=0.4', 'speculators' (all releases), name==version, a folder …",
    )
    parser.add_argument(
        "--vllm", action="append", metavar="SPEC", help="'>=0.20,<0.30', a release, newest, all"
    )
    parser.add_argument("--offline", action="store_true", help="use committed snapshots only")
    add_output_options(parser)
    parser.add_argument("--out", type=Path, metavar="DIR", help="every format as DIR/report.*")
    return parser


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """Options `drift` and `report` share: format, output file, patch assumption."""
    parser.add_argument(
        "--format",
        choices=tuple(formats.FORMATS),
        default=None,
        help="default: by the -o file's extension ("
        + ", ".join(f".{f.ext}" for f in formats.FORMATS.values() if f.name != "table")
        + "), else table",
    )
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="write there")
    parser.add_argument(
        "--assume-patched",
        action="store_true",
        help="count shim-covered findings as covered (you run `spec-compat patch apply`)",
    )
    parser.add_argument(
        "--allow-unchecked",
        action="store_true",
        help="exit 0 although some pairs could not be checked (`unchecked`: a source was "
        "missing); they are still reported",
    )


def resolve_format(args: argparse.Namespace) -> None:
    """`--format` as given, else what the `-o` file's extension names, else the table."""
    if args.format is None:
        named = formats.for_path(args.output) if args.output is not None else None
        args.format = named or "table"


def emit(report: Report, args: argparse.Namespace) -> None:
    """The chosen format on stdout, or atomically into `-o FILE`."""
    tty = args.output is None and sys.stdout.isatty()
    width = get_terminal_size((80, 24)).columns if tty else 80
    text = formats.render(args.format, report, width=width, color=tty)
    if args.output is not None:
        write_text_atomic(text, args.output)
    else:
        sys.stdout.write(text)


def progress_bar(total: int) -> tuple[Progress | None, Callable[[object], None]]:
    """A rich progress bar on stderr when it is a terminal; else a no-op."""
    console = Console(stderr=True)
    if not console.is_terminal:
        return None, lambda view: None
    bar = Progress(
        TextColumn("checking vLLM releases"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    task = bar.add_task("check", total=total)
    return bar, lambda view: bar.advance(task)


def report_command(args: argparse.Namespace) -> int:
    from compat.coverage import Coverage
    from compat.matrix import build_report, consumer_specs
    from compat.patch_state import patched_check
    from compat.reports_io import write_report_set
    from compat.view_choice import InTurn, vllm_versions
    from probes import supported_versions

    resolve_format(args)
    notes: list[str] = []
    gpu_runs = gpu_evidence.requested_runs(args.gpu_results, notes)
    if args.json_file is not None:
        report = from_json(args.json_file)
        report.gpu_runs = gpu_runs if gpu_runs is not None else report.gpu_runs
    else:
        supported = supported_versions(offline=args.offline)
        shown = vllm_versions(args.vllm, supported)
        specs = consumer_specs(args.consumer, offline=args.offline)
        views = InTurn.releases(supported, offline=args.offline)
        bar, tick = progress_bar(len(views))
        with bar or contextlib.nullcontext():
            report = build_report(
                specs,
                views,
                shown,
                offline=args.offline,
                cover=Coverage(),
                patched=patched_check(args.assume_patched),
                progress=tick,
                gpu_runs=gpu_runs or [],
            )
        report.gpu_runs = gpu_runs or []
    report.notes[:0] = notes
    for note in report.notes:
        print(f"note: {note}", file=sys.stderr)
    emit(report, args)
    if args.out is not None:
        written = write_report_set(report, args.out)
        print(f"reports: {', '.join(str(p) for p in written)}", file=sys.stderr)
    return finish(report, args)


def finish(report: Report, args: argparse.Namespace) -> int:
    """The run's last line (stderr: stdout may be a format a program reads) and exit code."""
    allow = bool(getattr(args, "allow_unchecked", False))
    line = summary_line(report.results, allow_unchecked=allow, offline=args.offline)
    Console(stderr=True, highlight=False, soft_wrap=True).print(
        line, style="bold red" if line.startswith("FAILED") else "bold green", markup=False
    )
    return exit_code(report.results, allow_unchecked=allow)


def from_json(path: Path) -> Report:
    """A report read back from JSON, with history and ranges recomputed from its results."""
    from compat.results import ResultError

    try:
        text = read_text(path)
    except (OSError, UnicodeDecodeError) as exc:
        raise ResultError(f"cannot read {path} ({exc}); give a report or drift JSON") from None
    report = formats.load_json(text)
    columns = sorted({r.column for r in report.results}, key=version_key)
    report.releases = report.releases or columns
    report.history = use_histories(report.results, report.releases)
    report.ranges = consumer_ranges(report.results, report.releases)
    return report
