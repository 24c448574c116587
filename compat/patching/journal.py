"""Durable file writes and the journal that makes a multi-file change recoverable.

The journal of one consumer lives in `<site>/.spec-compat-journal/<project>-<version>/`:
`journal.json` (the operation and, per file, its sha256 before and after and its state) and
`backup/<n>`, a copy of each file as it was before the operation. It is written, fsynced, before
the first file is touched and removed, `journal.json` first, once every file is in place: a
journal that still has `journal.json` means the operation did not finish.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

from compat.patching.manifest import PatchError
from probes import inside

JOURNAL_ROOT = ".spec-compat-journal"
JOURNAL_FILE = "journal.json"
JOURNAL_SCHEMA = 1
TEMP_SUFFIX = ".spec-compat-tmp"


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

    def save(self, folder: Path) -> None:
        data = {"schema_version": JOURNAL_SCHEMA, **asdict(self)}
        write_atomic(folder / JOURNAL_FILE, (json.dumps(data, indent=2) + "\n").encode())

    @classmethod
    def load(cls, folder: Path) -> Journal:
        path = folder / JOURNAL_FILE
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("schema_version") != JOURNAL_SCHEMA:
                raise ValueError(f"schema_version {data.get('schema_version')!r}")
            steps = [Step(**s) for s in data["steps"]]
            return cls(data["consumer"], data["operation"], steps)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise PatchError(
                f"the journal {path} is unreadable ({exc}); reinstall the consumer and delete "
                f"{folder}"
            ) from None


def check_journal_paths(site: Path, folder: Path, journal: Journal) -> None:
    """Refuse a journal naming a file outside the site, or a backup outside its folder.

    Checked before anything is touched: a journal is a file anyone who can write to the
    site can plant, and rolling it back writes where it says.
    """
    for step in journal.steps:
        for path, owner, what in ((step.path, site, "site"), (step.backup, folder, "journal")):
            if not isinstance(path, str) or not inside(owner / path, owner):
                raise PatchError(
                    f"the journal {folder / JOURNAL_FILE} names {path!r}, outside the "
                    f"{what} folder {owner}; nothing was touched: delete {folder}"
                )


def journal_folder(site: Path, project: str, version: str) -> Path:
    return site / JOURNAL_ROOT / f"{project}-{version}"


def temp_path(target: Path) -> Path:
    """Where a file's new content is staged: beside it, so os.replace stays one rename."""
    return target.with_name(f".{target.name}{TEMP_SUFFIX}")


def write_durable(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `data` to `path` and fsync it (a new file, or one that nothing else reads)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        if mode is not None:
            os.fchmod(fd, mode)
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, mode: int | None = None) -> None:
    """Put `data` at `path` durably: a fsynced temp file beside it, `os.replace`, then the
    folder fsynced (a crash leaves the old bytes or the new, never a mix)."""
    tmp = temp_path(path)
    write_durable(tmp, data, mode)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - Windows
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse fsync on directories
        pass
    finally:
        os.close(fd)


def remove_journal(folder: Path) -> None:
    """Drop a finished or rolled-back journal: journal.json first (the commit), then the rest."""
    (folder / JOURNAL_FILE).unlink(missing_ok=True)
    fsync_dir(folder)
    shutil.rmtree(folder, ignore_errors=True)
    root = folder.parent
    with contextlib.suppress(OSError):
        root.rmdir()  # only when no other consumer's journal is there
    fsync_dir(root.parent)


@contextlib.contextmanager
def site_lock(site: Path) -> Iterator[None]:
    """One patch operation per site at a time (advisory flock on the site folder)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no locking
        yield
        return
    fd = os.open(site, os.O_RDONLY)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise PatchError(
                f"another `spec-compat patch` is running on {site}; wait for it to finish"
            ) from None
        yield
    finally:
        os.close(fd)
