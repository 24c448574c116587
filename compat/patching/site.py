"""Which installed release a patch command acts on: the site folder and the version in it."""

from __future__ import annotations

import importlib.metadata
import sys
from email.parser import Parser
from pathlib import Path

from packaging.utils import canonicalize_name

from compat.patching.manifest import Manifest, PatchError, load_manifest
from probes import is_dir_safely, parse_spec, read_text

DEFAULT_PROJECT = "speculators"


def resolve_target(site: Path | None, consumer: str | None) -> tuple[Path, Manifest]:
    """(site folder, manifest) for `--site` and `--consumer` (`name` or `name==version`)."""
    project, wanted = _split(consumer or DEFAULT_PROJECT)
    site = _folder(site) if site is not None else installed_site(project)
    version = installed_version(site, project)
    if wanted and wanted != version:
        raise PatchError(
            f"{site} holds {project} {version}, not {wanted}: give --consumer "
            f"{project}=={version}, or the --site where {project} {wanted} is installed"
        )
    return site, load_manifest(project, version)


def _folder(site: Path) -> Path:
    """`--site` resolved; one that names no folder the file system can reach is refused."""
    if is_dir_safely(site):
        return site.resolve()
    raise PatchError(f"{site} is not a folder; give the site-packages folder with --site")


def installed_site(project: str) -> Path:
    """The site-packages folder where this Python finds `project` (nothing is imported)."""
    try:
        dist = importlib.metadata.distribution(project)
    except importlib.metadata.PackageNotFoundError:
        raise PatchError(
            f"{project} is not installed for {sys.executable}; give --site PATH (the "
            f"site-packages folder where {project} is installed)"
        ) from None
    return Path(str(dist.locate_file(""))).resolve()


def installed_version(site: Path, project: str) -> str:
    """The version of `project` whose .dist-info is in `site`."""
    if not site.is_dir():
        raise PatchError(f"{site} is not a folder; give the site-packages folder with --site")
    stem = str(canonicalize_name(project)).replace("-", "_")
    found = sorted(
        p for p in site.iterdir() if p.suffix == ".dist-info" and _dist_name(p.name) == stem
    )
    if not found:
        raise PatchError(
            f"no {project} distribution in {site} (no {stem}-*.dist-info); give the "
            f"site-packages folder where {project} is installed"
        )
    if len(found) > 1:
        names = ", ".join(p.name for p in found)
        raise PatchError(f"{site} holds several {project} installs ({names}); remove the stale")
    try:
        metadata = read_text(found[0] / "METADATA")
    except OSError as exc:
        raise PatchError(f"{found[0]} has no readable METADATA ({exc}); reinstall it") from None
    version = Parser().parsestr(metadata, headersonly=True).get("Version")
    if not version:
        raise PatchError(f"{found[0] / 'METADATA'} names no Version; reinstall {project}")
    return version.strip()


def _dist_name(folder: str) -> str:
    name = folder.removesuffix(".dist-info").rsplit("-", 1)[0]
    return str(canonicalize_name(name)).replace("-", "_")


def _split(spec: str) -> tuple[str, str | None]:
    parsed = parse_spec(spec)
    if parsed is None:
        raise PatchError(f"consumer {spec!r} is not name or name==version; e.g. speculators")
    return parsed
