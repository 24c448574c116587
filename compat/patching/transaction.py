"""Apply, revert and inspect a patch set on an installed release: all files or none.

Every target file's sha256 is checked against the manifest before anything is written: a
file that is neither the release's nor the patched one is refused (nothing changes). The new
contents are computed in memory and checked against the manifest's sha256; then the journal
(with a backup of each file) is made durable, and each file is written to a temporary file
beside it, fsynced and put in place with `os.replace`. Any failure rolls every file back from
its backup. A journal left by a crash (kill -9 included) is rolled back by the next `apply`
or `revert`, which then does its own work: rolling back to the state before the interrupted
operation is always possible (the backups are durable before the first file changes) and
never guesses what the interrupted run would have done. `status` only reports it.

Each target's sha256 is checked again immediately before it is replaced: a file the user
changed while the operation ran is refused and every file already replaced is put back (the
user's edit is kept). SIGTERM rolls back as Ctrl-C does. Every read and write goes through
`probes.safeio.Owned(site)` (no symlink followed at any depth below the site); a full or
read-only disk is one line (exit 2) with every file as it was.
"""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import NoReturn

from compat.patching.journal import (
    JOURNAL_FILE,
    Journal,
    Step,
    check_journal_paths,
    journal_folder,
    remove_journal,
    site_lock,
    write_atomic,
)
from compat.patching.manifest import Manifest, PatchedFile, PatchError, sha256_of
from compat.patching.unified import DiffError, apply_diff
from probes import NotRegular, Owned, SafeIOError, UnsafePath, inside, max_read

# Test hook: SIGKILL this process right after the N-th file is replaced (simulates kill -9).
CRASH_ENV = "SPEC_COMPAT_CRASH_AFTER"


class Terminated(KeyboardInterrupt):
    """SIGTERM during a patch operation: rolled back, then handled as an interruption."""


@dataclass(frozen=True)
class FileState:
    """`state`: original, patched, modified (neither, or missing) or interrupted."""

    path: str
    state: str
    detail: str = ""


@dataclass
class Outcome:
    operation: str
    changed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    recovered: str | None = None


@dataclass(frozen=True)
class _Change:
    path: str
    target: Path
    current: bytes
    new: bytes
    sha_from: str
    sha_to: str


def apply_patch(site: Path, manifest: Manifest) -> Outcome:
    """Patch every file of `manifest` under `site` (idempotent)."""
    return _run(site, manifest, "apply")


def revert_patch(site: Path, manifest: Manifest) -> Outcome:
    """Put every file back byte for byte as the release shipped it (idempotent)."""
    return _run(site, manifest, "revert")


def patch_status(site: Path, manifest: Manifest) -> list[FileState]:
    """Each file's state; every file of an unfinished operation is `interrupted`."""
    _check_site(site)
    folder = journal_folder(site, manifest.project, manifest.version)
    journal = Journal.load(site, folder) if (folder / JOURNAL_FILE).is_file() else None
    states = []
    for file in manifest.files:
        content, detail = _content_state(site, site / file.path, file)
        if journal is not None:
            detail = f"an {journal.operation} was interrupted; the file is {content} now"
            states.append(FileState(file.path, "interrupted", detail))
        else:
            states.append(FileState(file.path, content, detail))
    return states


def recover(site: Path, manifest: Manifest) -> str | None:
    """Roll back an operation a crash left unfinished; a note saying so, or None."""
    folder = journal_folder(site, manifest.project, manifest.version)
    if not folder.exists():
        return None
    if not (folder / JOURNAL_FILE).is_file():
        remove_journal(site, folder)  # the operation had committed; only its leftovers remained
        return None
    journal = Journal.load(site, folder)
    check_journal_paths(site, folder, journal)
    _roll_back(site, folder, journal)
    return (
        f"an interrupted {journal.operation} of {manifest.label} was rolled back: its "
        f"{len(journal.steps)} file(s) are as they were before it"
    )


def _run(site: Path, manifest: Manifest, operation: str) -> Outcome:
    _check_site(site)
    try:
        with site_lock(site):
            outcome = Outcome(operation, recovered=recover(site, manifest))
            changes = _plan(site, manifest, operation, outcome)
            if changes:
                _execute(site, manifest, operation, changes)
            outcome.changed = [c.path for c in changes]
            return outcome
    except SafeIOError as exc:  # a planted link, a full or read-only disk: nothing changed
        raise PatchError(f"{exc}; nothing was changed") from None


def _check_site(site: Path) -> None:
    if not site.is_dir():
        raise PatchError(f"{site} is not a folder; give the site-packages folder with --site")


def _plan(site: Path, manifest: Manifest, operation: str, outcome: Outcome) -> list[_Change]:
    """The changes to make, computed and checked in memory; PatchError before any write."""
    changes = []
    for file in manifest.files:
        target = site / file.path
        if not inside(target, site):
            raise PatchError(
                f"{target} leads outside {site} (a symlink); patch the real site-packages "
                "folder with --site, nothing was touched"
            )
        sha_from, sha_to = (file.sha256_before, file.sha256_after)
        if operation == "revert":
            sha_from, sha_to = sha_to, sha_from
        current = _read(site, target, manifest)
        sha = sha256_of(current)
        if sha == sha_to:
            outcome.unchanged.append(file.path)
            continue
        if sha != sha_from:
            raise PatchError(_modified(target, sha, manifest))
        new = _transform(manifest, file, current, reverse=operation == "revert")
        if sha256_of(new) != sha_to:
            raise PatchError(
                f"{file.patch} does not give the file its manifest names (sha256 "
                f"{sha256_of(new)}, expected {sha_to}); regenerate the patches"
            )
        changes.append(_Change(file.path, target, current, new, sha_from, sha_to))
    return changes


def _read(site: Path, target: Path, manifest: Manifest) -> bytes:
    """The target's bytes, read below the site without following a symlink at any depth."""
    try:
        return Owned(site, create=False).read(target, limit=max_read())
    except FileNotFoundError:
        raise PatchError(f"{target} is missing; reinstall {manifest.label}") from None
    except (NotRegular, UnsafePath) as exc:
        raise PatchError(
            f"{exc}; patch the real site-packages folder, nothing was touched"
        ) from None


def _modified(target: Path, sha: str, manifest: Manifest) -> str:
    return f"{target} was modified (sha256 {sha}); reinstall {manifest.label} or revert your edits"


def _transform(manifest: Manifest, file: PatchedFile, data: bytes, *, reverse: bool) -> bytes:
    try:
        text = apply_diff(data.decode("utf-8"), manifest.patch_text(file), reverse=reverse)
    except (DiffError, UnicodeDecodeError, OSError) as exc:
        raise PatchError(f"{manifest.folder / file.patch} cannot be applied ({exc})") from None
    return text.encode("utf-8")


def _execute(site: Path, manifest: Manifest, operation: str, changes: list[_Change]) -> None:
    folder = journal_folder(site, manifest.project, manifest.version)
    with _terminate_rolls_back():
        journal = _write_journal(site, folder, manifest, operation, changes)
        at, done = "", 0
        try:
            for n, (step, change) in enumerate(zip(journal.steps, changes, strict=True), 1):
                at = step.path
                _recheck(site, change, manifest)
                done = n
                _replace(site, change.target, change.new)
                _crash_hook(n)
                step.state = "replaced"
                journal.save(site, folder)
            for step in journal.steps:
                at = step.path
                if sha256_of(_read(site, site / step.path, manifest)) != step.sha_to:
                    raise PatchError(f"{site / step.path} did not keep its new content")
        except BaseException as exc:
            _undo(site, folder, journal, exc, f"{operation} of {manifest.label}", at, done)
        remove_journal(site, folder)


def _write_journal(
    site: Path, folder: Path, manifest: Manifest, operation: str, changes: list[_Change]
) -> Journal:
    """The journal and every backup, durable before any target changes; on any failure (a
    full disk) the half-made journal is removed and nothing else was touched."""
    owned = Owned(site, create=False)
    journal = Journal(manifest.consumer, operation)
    try:
        owned.mkdir(folder / "backup")
        for n, change in enumerate(changes):
            owned.write(folder / "backup" / str(n), change.current, durable=True)
            journal.steps.append(Step(change.path, change.sha_from, change.sha_to, f"backup/{n}"))
        owned.fsync(folder / "backup")
        journal.save(site, folder)
    except BaseException:
        with contextlib.suppress(OSError):
            remove_journal(site, folder)
        raise
    return journal


def _recheck(site: Path, change: _Change, manifest: Manifest) -> None:
    """Refuse to replace a target the user changed after the plan was made."""
    sha = sha256_of(_read(site, change.target, manifest))
    if sha != change.sha_from:
        raise PatchError(
            f"{change.target} changed while the patch ran (sha256 {sha}); your edit is kept"
        )


@contextlib.contextmanager
def _terminate_rolls_back() -> Iterator[None]:
    """SIGTERM raises `Terminated` inside (so the operation rolls back like on Ctrl-C)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        raise Terminated(f"signal {signum}")

    previous = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Ctrl-C and SIGTERM held back while files are put back (delivered after)."""
    held = {signal.SIGINT, signal.SIGTERM}
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, held)


def _undo(
    site: Path,
    folder: Path,
    journal: Journal,
    exc: BaseException,
    what: str,
    at: str,
    done: int,
) -> NoReturn:
    """Roll back after `exc`, then raise: PatchError (or `exc` itself for Ctrl-C and exits).
    Only the first `done` steps can have been replaced by this run: a later target that
    differs is the user's (the re-check refused it) and is left as it is."""
    try:
        with _signals_held():
            _roll_back(site, folder, journal, journal.steps[:done])
    except Exception as again:
        raise PatchError(
            f"{what} failed at {at} ({_why(exc)}) and rolling back failed too ({_why(again)}); "
            f"the journal {folder} is kept: fix the cause and run `spec-compat patch "
            f"{journal.operation}` again"
        ) from exc
    if not isinstance(exc, Exception):
        raise exc
    raise PatchError(f"{what} failed at {at} ({_why(exc)}); every file is back as it was") from exc


def _roll_back(site: Path, folder: Path, journal: Journal, steps: list[Step] | None = None) -> None:
    """Every file of `steps` (default: the journal's) back to its `sha_from` content, then
    the journal removed."""
    owned = Owned(site, create=False)
    for step in journal.steps if steps is None else steps:
        target = site / step.path
        owned.sweep_temps(target)
        try:
            current: bytes | None = owned.read(target, limit=max_read())
        except FileNotFoundError:
            current = None
        sha = sha256_of(current) if current is not None else None
        if sha == step.sha_from:
            continue
        if current is not None and sha != step.sha_to:
            raise PatchError(
                f"{target} changed while the {journal.operation} was unfinished (sha256 {sha}); "
                f"reinstall {journal.consumer.replace('==', ' ')}"
            )
        backup = owned.read(folder / step.backup, limit=max_read())
        if sha256_of(backup) != step.sha_from:
            raise PatchError(f"the backup {folder / step.backup} is damaged; reinstall the files")
        _replace(site, target, backup)
    remove_journal(site, folder)


def _replace(site: Path, target: Path, data: bytes) -> None:
    """Put `data` at `target` atomically (`write_atomic`), keeping the file's mode."""
    owned = Owned(site, create=False)
    info = owned.lstat(target)
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o644
    write_atomic(site, target, data, mode)
    _drop_stale_bytecode(owned, target)


def _drop_stale_bytecode(owned: Owned, target: Path) -> None:
    """Remove only the `.pyc` files of `target` Python could take for current. A timestamp
    `.pyc` (pip's kind) records its source's mtime and size: Python recompiles it when they
    differ, so it is kept (a revert then leaves the installed tree as it found it); one whose
    recorded pair matches the new file, or a hash-based or unreadable one, is removed. A link
    planted as `__pycache__` is never followed."""
    info = owned.lstat(target)
    if info is None:
        return
    now = (int(info.st_mtime) & 0xFFFFFFFF, info.st_size & 0xFFFFFFFF)
    cache = target.parent / "__pycache__"
    try:
        names = [n for n in owned.listdir(cache) if n.startswith(f"{target.stem}.")]
    except UnsafePath:
        return
    for name in names:
        if not name.endswith(".pyc"):
            continue
        try:
            header = owned.read(cache / name, limit=max_read())[:16]
        except (OSError, SafeIOError):
            header = b""
        if len(header) == 16 and int.from_bytes(header[4:8], "little") == 0:  # timestamp
            recorded = (
                int.from_bytes(header[8:12], "little"),
                int.from_bytes(header[12:], "little"),
            )
            if recorded != now:
                continue  # Python sees the change itself
        owned.unlink(cache / name)


def _crash_hook(replaced: int) -> None:
    wanted = os.environ.get(CRASH_ENV)
    if wanted and wanted.isdigit() and int(wanted) == replaced:
        os.kill(os.getpid(), signal.SIGKILL)


def _content_state(site: Path, target: Path, file: PatchedFile) -> tuple[str, str]:
    try:
        data = Owned(site, create=False).read(target, limit=max_read())
    except FileNotFoundError:
        return "modified", "missing"
    except (NotRegular, UnsafePath) as exc:
        return "modified", str(exc)
    sha = sha256_of(data)
    if sha == file.sha256_before:
        return "original", ""
    if sha == file.sha256_after:
        return "patched", ""
    return "modified", f"sha256 {sha} is neither the release's nor the patched file's"


def _why(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
