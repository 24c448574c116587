"""The compatibility matrix: consumer releases × vLLM releases, with history and pin audit.

Selectors take version specifiers: `--vllm '>=0.20,<0.30'`, `--vllm newest|all|0.25.1`,
`--consumer 'speculators>=0.4'`, `--consumer speculators` (all its releases), or a spec
`drift` takes (`name==version`, an installed distribution, a folder). Every supported vLLM
release is checked whatever is shown, so the history (first broken, last good) and each
consumer's ranges are true ones; the report shows the cells asked for.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from compat import baseline
from compat.drift import load_consumers, run_drift
from compat.history import consumer_ranges, use_histories
from compat.pin_audit import audit
from compat.results import PairResult, Report, consumer_key
from compat.summary import raise_if_nothing_checked
from probes import (
    DEFAULT_CONSUMERS,
    KNOWN_CONSUMERS,
    ReleaseError,
    UsageError,
    View,
    releases,
    split_spec,
)


def consumer_specs(selectors: Sequence[str] | None, *, offline: bool) -> list[str]:
    """Each selector as the consumer specs it stands for (default: the default consumers)."""
    out: list[str] = []
    for sel in selectors or DEFAULT_CONSUMERS:
        out += _expand_consumer(sel.strip(), offline=offline)
    return list(dict.fromkeys(out))


def _is_path(sel: str) -> bool:
    try:
        return Path(sel).exists()
    except (OSError, ValueError):  # a NUL byte, a name too long: not a folder
        return False


def _expand_consumer(sel: str, *, offline: bool) -> list[str]:
    if split_spec(sel) is not None or _is_path(sel):
        return [sel]
    try:
        req = Requirement(sel)
    except InvalidRequirement:
        return [sel]  # an installed distribution's name: load_usage says if it is not
    name = str(canonicalize_name(req.name))
    if name not in KNOWN_CONSUMERS:
        if req.specifier:
            known = ", ".join(KNOWN_CONSUMERS)
            raise UsageError(f"--consumer {sel!r}: specifiers only select releases of {known}")
        return [sel]
    versions = _consumer_versions(name, offline=offline)
    try:
        chosen = [v for v in versions if Version(v) in req.specifier]
    except ValueError:  # a version too long to compare
        raise UsageError(f"--consumer {sel[:80]!r}: its version cannot be compared") from None
    if not chosen:
        raise UsageError(f"--consumer {sel!r} selects no release of {name}; known: {versions}")
    return [f"{name}=={v}" for v in chosen]


def _consumer_versions(name: str, *, offline: bool) -> list[str]:
    known = [s.partition("==")[2] for s in DEFAULT_CONSUMERS if s.startswith(f"{name}==")]
    if not offline:
        with contextlib.suppress(ReleaseError):
            known += releases.project_versions(name)
    finals = {v for v in known if not Version(v).is_prerelease}
    return sorted((v for v in finals if Version(v) >= Version("0.1.0")), key=Version)


def build_report(
    specs: Sequence[str],
    views: Iterable[View],
    shown: Sequence[str],
    *,
    offline: bool,
    cover: Callable[..., Any] | None,
    patched: Callable[[str], bool],
    progress: Callable[[View], None] | None = None,
    gpu_runs: Sequence[dict[str, Any]] = (),
) -> Report:
    """Check every view, then keep the `shown` columns; history over all of them.

    Each cell is judged against its consumer release's baseline (compat/baseline.py:
    `matrix_baselines`); the history of each use stays absolute (when it broke)."""
    consumers = load_consumers(specs, offline=offline)
    run = run_drift(
        consumers, views, offline=offline, cover=cover, patched=patched, progress=progress
    )
    raise_if_nothing_checked(run.results, run.checked_pairs)
    order = [v or "" for v in run.releases]
    wanted = set(shown)
    chosen = baseline.matrix_baselines(consumers, order, gpu_runs=gpu_runs, offline=offline)
    results, notes = baseline.judged(run.results, consumers, chosen, _unchecked, patched)
    return Report(
        results=[r for r in results if r.column in wanted],
        releases=order,
        history=use_histories(run.results, order),
        ranges=consumer_ranges(results, order),
        pin_audit=sorted(
            (audit(u, inh, results, order) for u, inh in consumers),
            key=lambda p: consumer_key(p.consumer),
        ),
        notes=run.notes + notes,
    )


def _unchecked(version: str, group: baseline.Consumers) -> tuple[list[PairResult], list[str]]:
    """The matrix checks every supported release: a baseline outside them is not checked."""
    return [], [f"the baseline vLLM {version} is not a supported release the matrix checked"]
