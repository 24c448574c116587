"""Durable file writes and the journal that makes a multi-file change recoverable.

The journal of one consumer lives in `<site>/.spec-compat-journal/<project>-<version>/`:
`journal.json` (the operation and, per file, its sha256 before and after and its state) and
`backup/<n>`, a copy of each file as it was before the operation. It is written, fsynced, before
the first file is touched and removed, `journal.json` first, once every file is in place: a
journal that still has `journal.json` means the operation did not finish.

Every write and delete goes through `probes.safeio.Owned(site)`: the site is walked by
descriptor without following a symlink at any depth, so a link planted at the journal
folder, one level under it, at a temp name or at `__pycache__` is refused, never followed.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from compat.patching.manifest import PatchError
from probes import Owned, UnsafePath, inside

JOURNAL_ROOT = ".spec-compat-journal"
JOURNAL_FILE = "journal.json"
JOURNAL_SCHEMA = 1
JOURNAL_LIMIT = 16 * 1024 * 1024  # a journal names a few files; a bigger one is not ours
TEMP_SUFFIX = ".part"  # the layer's temporaries: `.<name>.<pid>.<hex>.part`
_STEP_FIELDS = ("path", "sha_from", "sha_to", "backup", "state")


@dataclass
class Step:
    """One file of an operation: from `sha_from` to `sha_to`; `state` pending or replaced."""

    path: str
    sha_from: str
    sha_to: str
    backup: str
    state: str = "pending"


@dataclass
class Journal:
    consumer: str
    operation: str  # "apply" | "revert"
    steps: list[Step] = field(default_factory=list)

    def save(self, site: Path, folder: Path) -> None:
        data = {"schema_version": JOURNAL_SCHEMA, **asdict(self)}
        text = json.dumps(data, indent=2) + "\n"
        Owned(site).write(folder / JOURNAL_FILE, text.encode(), durable=True)

    @classmethod
    def load(cls, site: Path, folder: Path) -> Journal:
        path = folder / JOURNAL_FILE
        try:
            data = json.loads(Owned(site, create=False).read(path, limit=JOURNAL_LIMIT))
            return cls._from(data)
        except (OSError, ValueError, KeyError, TypeError, RecursionError) as exc:
            raise PatchError(
                f"the journal {path} is unreadable ({exc}); reinstall the consumer and delete "
                f"{folder}"
            ) from None

    @classmethod
    def _from(cls, data: Any) -> Journal:
        """The journal in `data`, every field of the type it must have (TypeError if not)."""
        if not isinstance(data, dict):
            raise TypeError(f"a JSON {type(data).__name__}, not an object")
        if data.get("schema_version") != JOURNAL_SCHEMA:
            raise ValueError(f"schema_version {data.get('schema_version')!r}")
        steps, consumer, operation = data["steps"], data["consumer"], data["operation"]
        if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
            raise TypeError("steps is not a list of objects")
        if not isinstance(consumer, str) or operation not in ("apply", "revert"):
            raise TypeError("consumer or operation of the wrong kind")
        for step in steps:
            if set(step) != set(_STEP_FIELDS) or not all(isinstance(v, str) for v in step.values()):
                raise TypeError(f"a step with fields {sorted(step)!r}")
        return cls(consumer, operation, [Step(**s) for s in steps])


def check_journal_paths(site: Path, folder: Path, journal: Journal) -> None:
    """Refuse a journal naming a file outside the site, or a backup outside its folder.

    Checked before anything is touched: a journal is a file anyone who can write to the
    site can plant, and rolling it back writes where it says. Only plain relative names
    are accepted (no `..`, not absolute); the layer then refuses a symlink on the way.
    """
    for step in journal.steps:
        for path, owner, what in ((step.path, site, "site"), (step.backup, folder, "journal")):
            rel = PurePosixPath(path)
            plain = not rel.is_absolute() and ".." not in rel.parts and "\\" not in path
            if not plain or not rel.parts or not inside(owner / path, owner):
                raise PatchError(
                    f"the journal {folder / JOURNAL_FILE} names {path!r}, outside the "
                    f"{what} folder {owner}; nothing was touched: delete {folder}"
                )


def journal_folder(site: Path, project: str, version: str) -> Path:
    return site / JOURNAL_ROOT / f"{project}-{version}"


def write_atomic(site: Path, path: Path, data: bytes, mode: int = 0o644) -> None:
    """Put `data` at `path` (below `site`) durably: an exclusive fsynced temp file beside it,
    a rename, the folder fsynced (a crash leaves the old bytes or the new, never a mix)."""
    Owned(site, create=False).write(path, data, mode=mode, durable=True)


def remove_journal(site: Path, folder: Path) -> None:
    """Drop a finished or rolled-back journal: journal.json first (the commit), then the rest."""
    owned = Owned(site, create=False)
    owned.rmtree(folder / JOURNAL_FILE)  # whatever is there: a file, or a planted folder
    owned.fsync(folder)
    owned.rmtree(folder)
    owned.rmdir(folder.parent)  # only when no other consumer's journal is there
    owned.fsync(folder.parent.parent)


@contextlib.contextmanager
def site_lock(site: Path) -> Iterator[None]:
    """One patch operation per site at a time (advisory flock on the site folder)."""
    try:
        with Owned(site, create=False).lock(wait=False) as held:
            if not held:
                raise PatchError(
                    f"another `spec-compat patch` is running on {site}; wait for it to finish"
                )
            yield
    except UnsafePath as exc:
        raise PatchError(str(exc)) from None
