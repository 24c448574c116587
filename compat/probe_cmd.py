"""`spec-compat probe`: every probe's answer on one vLLM, and the shim variant each selects.

Exit codes: 0 every shim has a variant; 1 some shim has none (its error says which probe
saw what); 2 bad input (raised as the CLI's bad-input errors).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from compat.errors import ArgumentError
from compat.shims.registry import select_all
from compat.view_choice import chosen_views
from probes import (
    REGISTRY,
    Answer,
    View,
    run_all,
)

PROBE_SCHEMA_VERSION = 1


def add_probe_parser(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "probe", help="answer every probe on one vLLM and show the shim variants they select"
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--vllm", metavar="VERSION", help="a vLLM release (default: newest)")
    which.add_argument("--installed", action="store_true", help="the vLLM installed here")
    which.add_argument("--vllm-src", type=Path, metavar="PATH", help="a vLLM source folder")
    parser.add_argument("--offline", action="store_true", help="use committed snapshots only")
    parser.add_argument(
        "--gpu", action="store_true", help="with --installed: also run the GPU behaviour probes"
    )
    parser.add_argument("--format", choices=("table", "json"), default="table")
    return parser


def probe_command(args: argparse.Namespace) -> int:
    if args.gpu and not args.installed:
        raise ArgumentError("--gpu needs --installed: GPU probes run the installed vLLM")
    notes: list[str] = []
    view = _view(args, notes)
    needs = ("static", "live", "gpu") if args.gpu else ("static", "live")
    answers = run_all(view, needs=needs if args.installed else ("static",))
    chosen = select_variants(answers)
    if args.format == "json":
        sys.stdout.write(json.dumps(to_json(view, answers, chosen, notes), indent=2) + "\n")
    else:
        render(view, answers, chosen, notes, Console())
    code = 1 if any(isinstance(c, Exception) for c in chosen.values()) else 0
    print(probe_summary(view, answers, chosen, code), file=sys.stderr)
    return code


def probe_summary(
    view: View, answers: Mapping[str, Answer], chosen: Mapping[str, str | Exception], code: int
) -> str:
    """The last line, as drift's: verdict, counts, what the exit code means, what to do next."""
    failed = sorted(name for name, c in chosen.items() if isinstance(c, Exception))
    head = "FAILED" if code else "PASSED"
    where = f"vLLM {view.version or view.source.get('kind', '?')}"
    counts = f"{len(answers)} probes answered, {len(chosen) - len(failed)} shims selected"
    if not code:
        return f"{head} · {where}: {counts}, 0 without a variant · exit 0: every shim fits"
    return (
        f"{head} · {where}: {counts}, {len(failed)} without a variant ({', '.join(failed)}) · "
        "exit 1: a shim has no variant for this vLLM · next: read its error above (the probe, "
        "what it saw, the releases known to work)"
    )


def _view(args: argparse.Namespace, notes: list[str]) -> View:
    if args.vllm == "all":
        raise ArgumentError("probe reads one vLLM release: pass --vllm VERSION, not all")
    [view] = chosen_views(args, [args.vllm or "newest"], notes)
    return view


def select_variants(answers: Mapping[str, Answer]) -> dict[str, str | Exception]:
    """Each shim's selected variant, or the error saying why none fits."""
    return dict(select_all(answers))


def to_json(
    view: View,
    answers: Mapping[str, Answer],
    chosen: Mapping[str, str | Exception],
    notes: list[str],
) -> dict[str, Any]:
    probes = []
    for name, answer in answers.items():
        found = REGISTRY[name]
        probes.append(
            {
                **answer.to_json(),
                "question": found.question,
                "kind": found.kind,
                "needs": found.needs,
            }
        )
    shims = {
        shim: {"error": str(c)} if isinstance(c, Exception) else {"variant": c}
        for shim, c in sorted(chosen.items())
    }
    return {
        "schema_version": PROBE_SCHEMA_VERSION,
        "vllm": view.version,
        "source": view.source,
        "notes": notes,
        "probes": probes,
        "shims": shims,
    }


def render(
    view: View,
    answers: Mapping[str, Answer],
    chosen: Mapping[str, str | Exception],
    notes: list[str],
    console: Console,
) -> None:
    for note in notes:
        console.print(f"[yellow]note:[/] {escape(note)}")
    table = Table(title=escape(f"probes on {view.label}"))
    for column in ("probe", "value", "seen", "evidence", "kind / needs"):
        table.add_column(column, overflow="fold")
    for name, answer in answers.items():
        found = REGISTRY[name]
        value = escape(repr(answer.value)) if answer.status == "answered" else answer.status
        table.add_row(
            name,
            value if answer.status == "answered" else f"[dim]{value}[/]",
            escape(answer.seen),
            escape(answer.evidence or ""),
            f"{found.kind} / {found.needs}",
        )
    console.print(table)
    if not chosen:
        console.print("[dim]no shims installed: no variants to select[/]")
        return
    shims = Table(title="shim variants selected")
    shims.add_column("shim")
    shims.add_column("variant", overflow="fold")
    for shim, c in sorted(chosen.items()):
        shims.add_row(shim, f"[red]{escape(str(c))}[/]" if isinstance(c, Exception) else escape(c))
    console.print(shims)
