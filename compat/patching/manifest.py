"""Patch sets and their manifests: what a patch changes, for which wheel, and what it covers.

The hand-made fixed files, the source of truth, are stored once per distinct original:
`patches/fixed/<sha256 of the original file>/<path in the wheel>` (releases that ship the same
file share one fixed copy). One folder per consumer release, `patches/<project>-<version>/`:
- `<name>.patch`: unified diffs from the real wheel's files to the fixed ones (generated);
- `manifest.json` (generated): the wheel (file, sha256), each file's sha256 before and after,
  and `covers`: which findings of the release the patch routes through which shim.

A wheel carries `patches/` as `compat/_patches` (hatch force-include), so an installed,
non-editable package finds the same patch sets as a checkout.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from packaging.utils import canonicalize_name

from probes import read_text

SCHEMA_VERSION = 1
MANIFEST = "manifest.json"
FIXED = "fixed"
_HERE = Path(__file__).resolve().parent


class PatchError(ValueError):
    """A patch cannot be applied, reverted or found; the message says what to do."""


@dataclass(frozen=True)
class PatchedFile:
    """One file of the installed release: its sha256 as shipped and once patched."""

    path: str  # relative to site-packages, e.g. speculators/config.py
    sha256_before: str
    sha256_after: str
    patch: str  # file name of its unified diff, in the patch folder


@dataclass(frozen=True)
class Cover:
    """A finding of the unpatched release that the patch routes through a shim.

    `use` is the id of the consumer's use, `finding` the finding's id, `vllm` the committed
    vLLM releases where the finding is seen. `shim` is the `compat.shims` module that covers
    it, or None when the patch removes the use without any shim.
    """

    use: str
    finding: str
    symbol: str
    kind: str
    shim: str | None
    vllm: str


@dataclass(frozen=True)
class Manifest:
    project: str
    version: str
    wheel_file: str
    wheel_sha256: str
    files: tuple[PatchedFile, ...]
    covers: tuple[Cover, ...]
    folder: Path

    @property
    def consumer(self) -> str:
        return f"{self.project}=={self.version}"

    @property
    def label(self) -> str:
        return f"{self.project} {self.version}"

    def fixed_path(self, file: PatchedFile) -> Path:
        """The stored fixed file this patch was generated from."""
        return fixed_path(self.folder.parent, file.sha256_before, file.path)

    def patch_text(self, file: PatchedFile) -> str:
        return read_text(self.folder / file.patch)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SCHEMA_VERSION,
            "consumer": self.consumer,
            "wheel": {"file": self.wheel_file, "sha256": self.wheel_sha256},
            "files": [asdict(f) for f in self.files],
            "covers": [asdict(c) for c in self.covers],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], folder: Path) -> Manifest:
        if data.get("schema_version") != SCHEMA_VERSION:
            raise PatchError(
                f"{folder / MANIFEST} has schema_version {data.get('schema_version')!r}, not "
                f"{SCHEMA_VERSION}: regenerate it with `python -m compat.patching.generate`"
            )
        project, _, version = data["consumer"].partition("==")
        return cls(
            project=project,
            version=version,
            wheel_file=data["wheel"]["file"],
            wheel_sha256=data["wheel"]["sha256"],
            files=tuple(PatchedFile(**f) for f in data["files"]),
            covers=tuple(Cover(**c) for c in data["covers"]),
            folder=folder,
        )


def patches_dir() -> Path:
    """`compat/_patches` in an installed wheel, else the checkout's `patches/`."""
    installed = _HERE.parent / "_patches"
    return installed if installed.is_dir() else _HERE.parent.parent / "patches"


def fixed_path(root: Path, sha256_before: str, path: str) -> Path:
    """Where the fixed version of the original with this sha256 is stored under `root`."""
    return root / FIXED / sha256_before / path


def fixed_of(folder: Path, path: str) -> Path:
    """The stored fixed file a patch set's manifest names for `path`."""
    data = json.loads(read_text(folder / MANIFEST))
    for file in data["files"]:
        if file["path"] == path:
            return fixed_path(folder.parent, file["sha256_before"], path)
    raise PatchError(f"{folder / MANIFEST} patches no file {path}")


def folder_name(project: str, version: str) -> str:
    return f"{canonicalize_name(project)}-{version}"


def available(root: Path | None = None) -> list[tuple[str, str]]:
    """(project, version) of every patch set that has a manifest, sorted."""
    root = root or patches_dir()
    found = []
    for manifest in sorted(root.glob(f"*/{MANIFEST}")):
        data = json.loads(read_text(manifest))
        project, _, version = data["consumer"].partition("==")
        found.append((project, version))
    return found


def load_manifest(project: str, version: str, root: Path | None = None) -> Manifest:
    """The manifest of the patch for `project` `version`; PatchError naming those that exist."""
    folder = (root or patches_dir()) / folder_name(project, version)
    path = folder / MANIFEST
    if not path.is_file():
        have = ", ".join(f"{p} {v}" for p, v in available(root)) or "none"
        raise PatchError(f"no patch for {project} {version}; patches exist for: {have}")
    return Manifest.from_json(json.loads(read_text(path)), folder)


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
