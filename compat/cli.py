"""`spec-compat`: a pipeline of small steps, each returning data or an exit code.

Exit codes: 0 nothing breaks that is not covered; 1 something does, or could not be checked
(`--allow-unchecked` accepts that); 2 bad input (one line on stderr that names what was wrong
and what to do; nothing half-written), nothing at all could be checked included; 3 an internal
error (one line naming the file its traceback was saved to); 130 interrupted (Ctrl-C).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from compat import commands
from compat.cache_cmd import add_cache_parser
from compat.crash import EXIT_INTERNAL, internal_error_line
from compat.errors import clip
from compat.patching.cli import add_patch_parser
from compat.probe_cmd import add_probe_parser
from compat.report_cmd import add_output_options, add_report_parser

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spec-compat",
        description="API-drift detector between vLLM and the code that uses its internals.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)

    drift = sub.add_parser("drift", help="check consumers against vLLM releases")
    drift.add_argument(
        "--consumer",
        action="append",
        metavar="SPEC",
        help="name==version, an installed distribution, or a folder (repeatable; "
        "default: the default consumers)",
    )
    which = drift.add_mutually_exclusive_group()
    which.add_argument(
        "--vllm",
        action="append",
        metavar="VERSION",
        help="a vLLM release (v0.25.1 reads as 0.25.1), a specifier such as '>=0.30', "
        "`newest` (default) or `all` (0.11.0 to newest); repeatable",
    )
    which.add_argument("--vllm-src", type=Path, metavar="PATH", help="a vLLM source folder")
    which.add_argument("--installed", action="store_true", help="the vLLM installed here")
    drift.add_argument(
        "--offline",
        action="store_true",
        help="no network: committed snapshots, and cached sdists where a snapshot lacks a module",
    )
    drift.add_argument(
        "--baseline",
        metavar="VERSION|installed|none",
        help="judge against this vLLM release (what breaks if you move from it): findings also "
        "broken there are pre-existing, not breaks; default: the vLLM installed where the "
        "consumer is, else the release it declares, else none (absolute verdicts)",
    )
    add_output_options(drift)
    drift.add_argument(
        "--reports",
        type=Path,
        default=Path("reports"),
        metavar="DIR",
        help="where drift.json / drift.md / drift.html are written (default: reports/)",
    )
    drift.add_argument("--no-write", action="store_true", help="write no report files")
    drift.add_argument(
        "--no-shims", action="store_true", help="report raw findings, ignoring shims"
    )
    _add_gpu_results(drift)

    snap = sub.add_parser("snapshot", help="write committed snapshots into fixtures/")
    snap.add_argument("versions", nargs="*", metavar="VERSION", help="vLLM releases")
    snap.add_argument(
        "--all-supported", action="store_true", help="every release from 0.11.0 to newest"
    )
    snap.add_argument(
        "--consumers",
        action="store_true",
        help="(re)write the usage fixtures of the default consumers first",
    )
    snap.add_argument("--out", type=Path, default=None, help="fixtures folder (default: ours)")
    snap.add_argument(
        "--consumer-repo",
        type=Path,
        default=None,
        help="git dir of speculators' repository: its launch scripts at each release tag",
    )

    _add_gpu_results(add_report_parser(sub))

    sub.add_parser("consumers", help="list the default consumers")
    add_probe_parser(sub)
    add_patch_parser(sub)
    add_cache_parser(sub)
    return parser


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("speculators-compat")
    except PackageNotFoundError:
        return "unknown (not installed)"


def _add_gpu_results(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--gpu-results",
        type=Path,
        metavar="DIR",
        help="GPU-suite results to show as evidence (default: ./benchmarks/results if it exists)",
    )


def main(argv: Sequence[str] | None = None) -> int:
    bad = next((a for a in argv or () if "\x00" in a), None)
    if bad is not None:  # only an in-process caller can pass one: no OS argument holds NUL
        print(f"spec-compat: error: argument {clip(repr(bad))} holds a NUL byte", file=sys.stderr)
        return EXIT_BAD_INPUT
    args = build_parser().parse_args(argv)
    try:
        return commands.dispatch(args)
    except commands.BAD_INPUT as exc:
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        print(f"spec-compat: error: {clip(message)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:  # 128 + SIGINT, as a shell reports it: not bad input
        print("spec-compat: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:  # a bug: exit 3, the traceback in a file, never on the terminal
        print(internal_error_line(exc), file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
