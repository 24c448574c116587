"""Where a consumer's server contract is read from: its wheel, a folder, and its repository.

speculators' wheels hold the HTTP client and (0.7.x) the vendored KV-transfer configs, but
the `vllm serve` command line is built by `scripts/launch_vllm.py`, which only the
repository has. Given a git directory of the consumer's repository, the scripts of the
release's tag (`v<version>`) are read with `git show` (read-only) and recorded with the
commit and each file's sha256; a release whose tag the repository lacks says so in a note.
"""

from __future__ import annotations

import hashlib
import importlib.metadata as md
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

from probes.fixture_shapes import FIX, SERVER_USAGE
from probes.fixtures import fixtures_dir
from probes.safeio import BadArchive, procs
from probes.safeio.publish import current
from probes.safeio.reads import record_files
from probes.safeio.shapes import load_json
from probes.safeio.zips import open_zip, read_member
from probes.server.consumer import extract_server_files
from probes.server.uses import ServerUsage
from probes.usage.errors import UsageError
from probes.usage.reading import Unreadable, max_file_bytes, python_files, read_bounded

SKIP_TOP = {"tests", "test", "docs", "doc", "examples", "benchmarks"}
SCRIPT_FOLDERS = ("scripts",)
# Projects whose launch scripts live in their repository, and how a release is tagged there.
REPO_TAGS = {"speculators": "v{version}"}
_GIT_TIMEOUT_S = 60


def server_usage_path(project: str, version: str) -> Path:
    """Where a consumer release's committed server usage is read (published with its usage)."""
    return current(fixtures_dir(), f"consumers/server/{project}-{version}.json")


def wheel_files(wheel: Path) -> dict[str, str]:
    """The wheel's Python files outside tests/docs, by installed path."""
    try:
        with open_zip(wheel) as zf:
            return {
                i.filename: read_member(zf, i).decode("utf-8", errors="replace")
                for i in zf.infolist()
                if i.filename.endswith(".py")
                and PurePosixPath(i.filename).parts[0] not in SKIP_TOP
                and i.file_size <= max_file_bytes()
            }
    except (OSError, zipfile.BadZipFile, BadArchive) as exc:
        raise UsageError(f"cannot read wheel {wheel}: {exc}; give a .whl file") from None


def folder_files(root: Path) -> dict[str, str]:
    """The folder's Python files outside tests/docs, read within the consumer-file bounds
    (regular files below the size limit; the usage extraction reports the others)."""
    files = {}
    for rel in sorted(python_files(Path(root), Path(root), [])):
        if PurePosixPath(rel).parts[0] in SKIP_TOP or ".nox" in PurePosixPath(rel).parts:
            continue
        try:
            files[rel] = read_bounded(Path(root, rel), rel).decode("utf-8", errors="replace")
        except Unreadable:
            continue
    return files


def installed_files(dist_name: str) -> dict[str, str]:
    """The Python files an installed distribution's RECORD lists (outside tests/docs)."""
    try:
        dist = md.distribution(dist_name)
    except md.PackageNotFoundError:
        return {}
    root = Path(str(dist.locate_file("")))
    rels = [
        rel
        for rel in record_files(dist) or []
        if rel.endswith(".py") and PurePosixPath(rel).parts[0] not in SKIP_TOP
    ]
    files = {}
    for rel in rels:
        try:
            files[rel] = read_bounded(root / rel, rel).decode("utf-8", errors="replace")
        except Unreadable:
            continue  # not a regular file, or over the limit: not read (as for folders)
    return files


def repo_scripts(
    git_dir: Path, version: str, tag: str = "v{version}"
) -> tuple[dict[str, str], dict[str, Any] | None]:
    """Files under scripts/ at the release's tag and their provenance; ({}, None) without
    that tag."""
    ref = "refs/tags/" + tag.format(version=version)
    commit = _git(git_dir, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")
    if commit is None:
        return {}, None
    commit = commit.strip()
    listing = _git(git_dir, "ls-tree", "-r", "--name-only", commit, "--", *SCRIPT_FOLDERS) or ""
    files: dict[str, str] = {}
    digests: dict[str, str] = {}
    for rel in (r for r in listing.splitlines() if r.endswith(".py")):
        text = _git(git_dir, "show", f"{commit}:{rel}")
        if text is not None:
            files[rel] = text
            digests[rel] = hashlib.sha256(text.encode()).hexdigest()
    return files, {"kind": "git", "ref": ref, "commit": commit, "files": digests}


def _git(git_dir: Path, *args: str) -> str | None:
    try:
        done = procs.run_command(["git", f"--git-dir={git_dir}", *args], timeout=_GIT_TIMEOUT_S)
    except (OSError, procs.TimeoutExpired):
        return None
    return done.stdout if done.returncode == 0 else None


def release_server_usage(
    project: str, version: str, wheel: Path, wheel_sha256: str, repo: Path | None
) -> ServerUsage:
    """A release's server uses: its wheel, plus its repository's scripts at its tag."""
    files = wheel_files(wheel)
    source: dict[str, Any] = {"kind": "wheel", "file": wheel.name, "sha256": wheel_sha256}
    notes: list[str] = []
    tag = REPO_TAGS.get(project)
    if repo is None and tag is not None:
        notes.append(
            "scripts/ not read: no repository given (spec-compat snapshot --consumer-repo)"
        )
    if repo is not None and tag is not None:
        scripts, provenance = repo_scripts(repo, version, tag)
        if provenance is None:
            notes.append(
                f"scripts/ not read: the repository snapshot has no tag "
                f"{tag.format(version=version)} "
                "(the wheel does not ship the `vllm serve` launch script)"
            )
        else:
            source["repository"] = provenance
            files.update({f"repo/{rel}": text for rel, text in scripts.items()})
    uses = extract_server_files(files)
    return ServerUsage(consumer=f"{project}=={version}", source=source, uses=uses, notes=notes)


def load_server_fixture(project: str, version: str) -> ServerUsage | None:
    path = server_usage_path(project, version)
    if not path.is_file():
        return None
    return load_json(
        path,
        what="a consumer's server-usage fixture",
        fix=FIX,
        shape=SERVER_USAGE,
        build=ServerUsage.from_json,
    )
