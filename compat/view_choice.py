"""Which views of vLLM a command looks at: `--installed`, `--vllm-src PATH` or `--vllm …`.

One reading of those options for `drift`, `report` and `probe`: `newest` (the index's newest
final release, or offline the newest snapshot, with a note saying so), `all` (every supported
release) or a release the index or a committed snapshot knows; anything else is bad input.

A release is read from its committed snapshot; where that snapshot cannot answer a consumer's
uses, from its sdist instead (`SdistFallback`): both decisions are made here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from probes import (
    Finding,
    ReleaseError,
    View,
    committed_vllm_versions,
    folder_view,
    is_file_safely,
    live_view,
    newest_version,
    release_view,
    releases,
    sdist_view,
    supported_versions,
    vllm_snapshot_path,
)


class InTurn:
    """The views a command checks, each opened when the run reaches it and held by nobody
    here: a run over every release holds one release's view at a time.

    `versions` are known before any is opened (a release view's version is the release). A
    release that has no committed snapshot is fetched (or, offline, found in the cache) at
    once, so bad input still fails before any consumer is read.
    """

    def __init__(self, versions: list[str | None], opener: Callable[[int], View]) -> None:
        self.versions = versions
        self._open = opener

    @classmethod
    def releases(cls, versions: Iterable[str], *, offline: bool) -> InTurn:
        chosen = list(dict.fromkeys(versions))
        for version in chosen:
            if not is_file_safely(vllm_snapshot_path(version)):
                releases.source_tree("vllm", version, offline=offline)  # fetched once, cached
        return cls(list(chosen), lambda i: release_view(chosen[i], offline=offline))

    @classmethod
    def opened(cls, view: View) -> InTurn:
        """One view already open (the installed vLLM, a source folder)."""
        return cls([view.version], lambda i: view)

    def __len__(self) -> int:
        return len(self.versions)

    def __iter__(self) -> Iterator[View]:
        for i in range(len(self.versions)):
            yield self._open(i)


def chosen_views(args: argparse.Namespace, wanted: list[str], notes: list[str]) -> InTurn:
    """The views `args` asks for; `wanted` are the `--vllm` items (`newest`, `all`, releases)."""
    if args.installed:
        return InTurn.opened(live_view())
    if args.vllm_src is not None:
        return InTurn.opened(folder_view(args.vllm_src))
    versions: list[str] = []
    for item in wanted:
        if item == "newest":
            version, note = newest_version(offline=args.offline)
            if note:
                notes.append(note)
            versions.append(version)
        elif item == "all":
            versions += supported_versions(offline=args.offline)
        elif item.strip()[:1] in tuple("<>=!~"):  # a specifier, as `report --vllm` takes
            versions += vllm_versions([item], supported_versions(offline=args.offline))
        else:
            versions.append(known_version(item, offline=args.offline))
    return InTurn.releases(versions, offline=args.offline)


def known_version(version: str, *, offline: bool) -> str:
    """A version the index (or, offline, the snapshots) knows, normalised (`v0.25.1` →
    `0.25.1`); bad input otherwise, naming the releases a partial version (`0.25`) meant."""
    if is_file_safely(vllm_snapshot_path(version)):
        return version
    version = str(releases.parse_version("vllm", version.strip()))  # not a version: say so
    if is_file_safely(vllm_snapshot_path(version)):
        return version
    if offline:
        close = releases_under(version, committed_vllm_versions())
        raise releases.OfflineError(
            f"no committed snapshot of vLLM {version} and --offline was given; "
            + (f"committed: {', '.join(close)}; " if close else "")
            + "drop --offline or pick a committed version"
        )
    known = releases.project_versions("vllm", prereleases=True)
    if version not in known:
        close = releases_under(version, known)
        hint = f"did you mean {' or '.join(close)}?" if close else "newest releases: "
        raise releases.ReleaseError(
            f"vLLM {version} is not on the package index; "
            + (hint if close else hint + ", ".join(known[-3:]))
        )
    return version


def needs_sdist(view: View, findings: Iterable[Finding]) -> bool:
    """Whether a pair checked on a committed snapshot met a use the snapshot does not hold."""
    if view.source.get("kind") != "snapshot" or not view.version:
        return False
    return any(f.reason == "outside-snapshot" for f in findings)


STAY_UNKNOWN = "those uses stay unknown"


@dataclass
class SdistFallback:
    """A committed snapshot holds what the default consumers and the probes read; a consumer
    that uses more is checked on the release's sdist instead, so it is never judged on a
    snapshot made for others. Each release's sdist is opened at most once per run (offline:
    only one already cached); what could not be read is said, and those uses stay unknown."""

    offline: bool
    _opened: dict[str, View | ReleaseError] = field(default_factory=dict)

    def instead(
        self,
        consumer: str,
        view: View,
        findings: Iterable[Finding],
        *,
        needed: bool | None = None,
    ) -> tuple[View | None, str | None]:
        """The view to check this pair on instead of `view` (None: keep it), and the note;
        `needed`: whether the sdist is needed, when already known (`compat.snapshot_pass`)."""
        if not (needs_sdist(view, findings) if needed is None else needed):
            return None, None
        version = view.version or ""
        if version not in self._opened:
            try:
                self._opened[version] = sdist_view(version, offline=self.offline)
            except ReleaseError as exc:
                self._opened[version] = exc
        opened = self._opened[version]
        lacks = f"{consumer}: the snapshot of vLLM {version} lacks modules it uses"
        if isinstance(opened, ReleaseError):
            return (
                None,
                f"{lacks} and its sdist could not be read ({opened}); those uses stay unknown",
            )
        return opened, f"{lacks}; checked on the sdist instead"

    def forget(self, version: str | None) -> None:
        """Drop the sdist view of a release the run is done with (its modules, its classes)."""
        self._opened.pop(version or "", None)


def releases_under(version: str, known: list[str]) -> list[str]:
    """The final releases a partial version names: `0.25` → 0.25.0, 0.25.1."""
    head = Version(version).release
    out = []
    for v in known:
        parsed = Version(v)
        if not parsed.is_prerelease and parsed.release[: len(head)] == head and v != version:
            out.append(v)
    return out


def vllm_versions(selectors: Sequence[str] | None, supported: Sequence[str]) -> list[str]:
    """The releases to show: `newest`, `all`, a version, or a specifier over `supported`."""
    out: list[str] = []
    for sel in selectors or ["all"]:
        sel = sel.strip()
        if sel == "all":
            out += supported
        elif sel == "newest":
            out.append(supported[-1])
        else:
            out += _vllm_selector(sel, supported)
    return sorted(dict.fromkeys(out), key=Version)


def _vllm_selector(sel: str, supported: Sequence[str]) -> list[str]:
    if sel in supported:
        return [sel]
    try:
        spec = SpecifierSet(sel if sel[:1] in "<>=!~" else f"=={sel}")
        chosen = [v for v in supported if Version(v) in spec]
    except (InvalidSpecifier, ValueError):  # also a version too long to compare
        raise ReleaseError(
            f"--vllm {sel[:80]!r} is not a release, newest, all or a specifier such as "
            "'>=0.20,<0.30'"
        ) from None
    if not chosen:
        span = f"{supported[0]}–{supported[-1]}"
        raise ReleaseError(f"--vllm {sel[:80]!r} selects no supported release ({span}); widen it")
    return chosen
