"""Which consumers exist and how a consumer spec becomes its Usage.

A spec is `name==version` (its wheel from PyPI, or the committed usage fixture made from
that wheel), the name of an installed distribution, or a folder. Releases of speculators
≥ 0.5 talk to a vLLM server and pin `hs-connectors==X`: they inherit that release's uses.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from packaging.utils import canonicalize_name

from probes import releases
from probes.entry_points import sdist_metadata
from probes.fixture_shapes import FIX, USAGE
from probes.fixtures import consumer_usage_path
from probes.safeio.shapes import load_json
from probes.usage import UsageError, usage_from_folder, usage_from_installed, usage_from_wheel
from probes.usage_cache import cached_usage
from probes.uses import Usage

KNOWN_CONSUMERS = ("speculators", "hs-connectors")
# Every final release of speculators from 0.1.0 and of hs-connectors (DECISIONS.md); a
# network test keeps this list equal to the index's.
DEFAULT_CONSUMERS = (
    *(
        f"speculators=={v}"
        for v in (
            *("0.1.0", "0.2.0", "0.3.0", "0.4.0", "0.4.0.1", "0.5.0", "0.6.0", "0.6.0.1"),
            *("0.6.0.2", "0.7.0", "0.7.0.1", "0.7.0.2", "0.8.0", "0.8.1", "0.9.0"),
        )
    ),
    *(f"hs-connectors=={v}" for v in ("0.7.0", "0.8.0", "0.8.1", "0.9.0")),
)


def parse_spec(spec: str) -> tuple[str, str | None] | None:
    """`name` or `name==version` → (canonical name, version or None); None when malformed
    (no name, or `==` with no version). The one reader of a consumer spec: callers raise
    their own error, naming what they accept."""
    name, sep, version = spec.partition("==")
    if not name.strip() or (sep and not version.strip()):
        return None
    return str(canonicalize_name(name.strip())), version.strip() or None


def split_spec(spec: str) -> tuple[str, str] | None:
    """`name==version` → (canonical name, version); None for other spec forms."""
    if "==" not in spec:
        return None
    parsed = parse_spec(spec)
    if parsed is None or parsed[1] is None:
        raise UsageError(f"consumer spec {spec!r} is not name==version; e.g. speculators==0.4.0.1")
    return parsed[0], parsed[1]


def load_usage(spec: str, *, offline: bool = False) -> Usage:
    """The Usage of one consumer spec (see the module docstring)."""
    pinned = split_spec(spec)
    if pinned is not None:
        return release_usage(*pinned, offline=offline)
    path = Path(spec)
    if _exists(path):
        if path.is_dir():
            return usage_from_folder(path)
        if path.suffix == ".whl":
            return usage_from_wheel(path)
        raise UsageError(
            f"consumer {spec} is a file; give the folder holding it, a .whl file, or name==version"
        )
    if _looks_like_path(spec):  # not a distribution name: say what is really missing
        what = "wheel" if spec.endswith(".whl") else "consumer folder"
        raise UsageError(f"{what} {spec} does not exist; check the path")
    return usage_from_installed(spec)


def _looks_like_path(spec: str) -> bool:
    """A spec no distribution name can be (names are letters, digits, `.`, `-`, `_`)."""
    return "/" in spec or "\\" in spec or spec.startswith(("~", ".")) or spec.endswith(".whl")


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):  # a name too long for a path, a NUL byte: not a path
        return False


def release_usage(project: str, version: str, *, offline: bool = False) -> Usage:
    """A release's usage: the committed fixture if any, else extracted from its wheel."""
    fixture = consumer_usage_path(project, version)
    if fixture.is_file():
        return load_json(
            fixture, what="a consumer's usage fixture", fix=FIX, shape=USAGE, build=Usage.from_json
        )
    return extract_release_usage(project, version, offline=offline)


def default_usages(*, offline: bool = False) -> list[Usage]:
    """The usages of the default consumers (their committed fixtures, else their wheels)."""
    return [load_usage(spec, offline=offline) for spec in DEFAULT_CONSUMERS]


def extract_release_usage(project: str, version: str, *, offline: bool = False) -> Usage:
    """Fetch the release's wheel (cached) and extract its uses of vLLM; a release published
    only as an sdist is read from the sdist's Python files."""
    spec = f"{project}=={version}"
    try:
        artifact = releases.fetch_artifact(project, version, kind="wheel", offline=offline)
    except releases.NoArtifactError:
        tree = releases.source_tree(project, version, offline=offline)
        usage = usage_from_folder(
            tree.root, consumer=spec, metadata=_sdist_metadata(project, version, offline)
        )
        usage.source = dict(tree.provenance)
        return usage
    return cached_usage(
        spec, artifact.sha256, lambda: usage_from_wheel(artifact.path, consumer=spec)
    )


def _sdist_metadata(project: str, version: str, offline: bool) -> dict[str, str]:
    """The sdist's files declaring entry points (rule `metadata-entry-points`); none when
    the sdist cannot be had (the tree came from a wheel): its modules stay roots anyway."""
    try:
        sdist = releases.fetch_artifact(project, version, kind="sdist", offline=offline)
    except releases.ReleaseError:
        return {}
    return sdist_metadata(sdist.path)


def fixture_json(usage: Usage) -> dict[str, Any]:
    """A release usage as committed under fixtures/: the same data less where this machine
    keeps the wheel (`source.path`), so a fixture regenerates byte for byte on any machine
    and with any cache location; file name and sha256 still say which wheel it was read from."""
    data = usage.to_json()
    data["source"] = {k: v for k, v in usage.source.items() if k != "path"}
    return data


def inherited_usages(usage: Usage, *, offline: bool = False) -> list[Usage]:
    """The usages of the consumer releases that `usage` pins (transitively, once each)."""
    seen: dict[str, Usage] = {}
    todo = list(usage.requires)
    while todo:
        spec = todo.pop(0)
        if spec in seen:
            continue
        seen[spec] = load_usage(spec, offline=offline)
        todo.extend(seen[spec].requires)
    return list(seen.values())
