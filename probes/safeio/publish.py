"""Files that belong together (a release's snapshot and its server facts) published as one:
a reader sees all of the old set or all of the new one, whenever the writer is killed.

Each file has its own folder (`vllm/`, `server/`), so no single rename can swap them. The
writer stages the new files in `<root>/.publishing/<key>/`, then writes `COMMIT` there (a
manifest naming each file with its sha256, made by an atomic rename: the commit point),
then renames each staged file into place and removes the staging folder. Readers ask
`current(root, rel)`: while a committed staging folder still holds a file of its set, the
staged (new) copy is the current one; the files already renamed are new as well. Before
`COMMIT` exists, the staging folder is ignored and the old set stands. The next writer
rolls a committed set forward and drops an uncommitted one (`recover`).

A staged file whose bytes do not match its manifest (tampered with, or a disk that lost a
write) makes `current` raise `BadFixture`: one line saying to re-run the snapshot.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from probes.safeio.errors import SafeIOError
from probes.safeio.owned import Owned
from probes.safeio.reads import is_plain_dir, read_bytes, sha256_file
from probes.safeio.shapes import BadFixture

STAGING = ".publishing"
COMMIT = "COMMIT"
_MANIFEST_LIMIT = 1 << 20


def publish_together(root: Path | str, key: str, files: Mapping[str, bytes]) -> None:
    """Write `files` ({path relative to `root`: bytes}) so that they change as one."""
    owned = Owned(root)
    recover(root)
    stage = f"{STAGING}/{key}"
    owned.rmtree(stage)
    entries = {}
    for number, (rel, data) in enumerate(files.items()):
        owned.parts(rel)  # refuses `..` and absolute names before anything is written
        owned.write(f"{stage}/{number}", data, durable=True)
        entries[rel] = {"staged": str(number), "sha256": hashlib.sha256(data).hexdigest()}
    manifest = json.dumps({"files": entries}, sort_keys=True).encode()
    owned.write(f"{stage}/{COMMIT}", manifest, durable=True)  # the commit point
    _roll_forward(owned, stage, entries)
    owned.rmdir(STAGING)  # kept while another key's publish is under way


def recover(root: Path | str) -> None:
    """Finish what a killed writer committed; drop what it had only staged."""
    owned = Owned(root, create=False)
    for key in owned.listdir(STAGING):
        stage = f"{STAGING}/{key}"
        entries = _manifest(Path(root), stage)
        if entries is None:
            owned.rmtree(stage)
        else:
            _roll_forward(owned, stage, entries)
    owned.rmdir(STAGING)


def current(root: Path | str, rel: str) -> Path:
    """Where a reader finds `rel` below `root` now (see the module docstring)."""
    base = Path(root)
    if not is_plain_dir(base / STAGING):
        return base / rel
    for key in sorted(Owned(base, create=False).listdir(STAGING)):
        stage = f"{STAGING}/{key}"
        entry = (_manifest(base, stage) or {}).get(rel)
        if entry is None:
            continue
        staged = base / stage / str(entry["staged"])
        try:
            digest = sha256_file(staged, follow=False)
        except FileNotFoundError:  # renamed into place already: the published one is new
            return base / rel
        except SafeIOError:
            digest = ""
        if digest != entry["sha256"]:
            raise BadFixture(
                f"{staged} does not match the manifest of an interrupted snapshot; re-run "
                f"`spec-compat snapshot` for {key}"
            )
        return staged
    return base / rel


def staged_names(root: Path | str, folder: str) -> list[str]:
    """The names a committed, unfinished publish is adding to `folder` (for a glob)."""
    base = Path(root)
    if not is_plain_dir(base / STAGING):
        return []
    names = []
    for key in Owned(base, create=False).listdir(STAGING):
        for rel in _manifest(base, f"{STAGING}/{key}") or {}:
            where, _, name = rel.rpartition("/")
            if where == folder:
                names.append(name)
    return names


def _roll_forward(owned: Owned, stage: str, entries: Mapping[str, Any]) -> None:
    for rel, entry in entries.items():
        if owned.lstat(f"{stage}/{entry['staged']}") is not None:
            owned.rename(f"{stage}/{entry['staged']}", rel)
            owned.fsync(str(Path(rel).parent))
    owned.rmtree(stage)


def _manifest(root: Path, stage: str) -> dict[str, Any] | None:
    """A staging folder's committed manifest ({rel: {staged, sha256}}); None: uncommitted."""
    try:
        data = json.loads(read_bytes(root / stage / COMMIT, limit=_MANIFEST_LIMIT, follow=False))
        files = data["files"]
        ok = all(
            isinstance(v, dict) and isinstance(v.get("sha256"), str) and "staged" in v
            for v in files.values()
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return files if ok else None
