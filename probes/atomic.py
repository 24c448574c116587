"""Where the tool may write, and writing there so that no reader ever sees half a file.

One place answers "is this path inside the folder I own" (after resolving symlinks) and
does the atomic write: a temp file beside the target, then a rename. Callers that own a
folder (the cache, a site being patched, the reports) check with `inside` before they
write or delete, and raise their own error type when the answer is no.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from pathlib import Path


def inside(path: Path, folder: Path) -> bool:
    """True when `path`, every symlink resolved, is `folder` or lies below it."""
    try:
        return Path(path).resolve().is_relative_to(Path(folder).resolve())
    except (OSError, RuntimeError, ValueError):  # a symlink loop, a NUL byte
        return False


def is_plain_dir(path: Path) -> bool:
    """A real folder, not a symlink to one (what a cache entry must be to be trusted)."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_plain_file(path: Path) -> bool:
    """A regular file, not a symlink, FIFO, device or socket."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


def is_file_safely(path: Path) -> bool:
    """`path.is_file()`, False for a path the file system cannot even look up (a name too
    long, a NUL byte): such an argument names no file."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


def is_dir_safely(path: Path) -> bool:
    """`path.is_dir()`, False for a path the file system cannot even look up."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def discard(path: Path) -> None:
    """Remove a cache entry of the wrong type without following it: a symlink is unlinked
    (its target is not touched), a file or FIFO unlinked, a real folder removed."""
    if is_plain_dir(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def folder_problem(folder: Path) -> str | None:
    """Why `folder` cannot be made and written into (None: it can), checked before a long
    run rather than after it: a name too long, a file in the way, no write permission."""
    try:
        limit = os.pathconf("/", "PC_NAME_MAX")
    except (OSError, ValueError):  # pragma: no cover - no pathconf (Windows)
        limit = 255
    text = os.fspath(folder)
    if "\x00" in text:
        return "the path holds a NUL byte"
    if len(text) >= 4096 or any(len(part) > limit for part in Path(text).parts):
        return "the path is too long for this file system"
    here = Path(text)
    while True:
        try:
            info = os.stat(here)
        except (FileNotFoundError, NotADirectoryError):  # not there yet, or under a file
            here = here.parent
            continue
        except OSError as exc:
            return f"{here} cannot be reached ({exc.strerror})"
        if not stat.S_ISDIR(info.st_mode):
            return f"{here} is a file, not a folder"
        if not os.access(here, os.W_OK | os.X_OK):
            return f"{here} is not writable"
        return None


def write_text_atomic(text: str, path: Path) -> None:
    """Write `text` to `path` through a temp file in the same folder and `os.replace`."""
    write_bytes_atomic(text.encode("utf-8"), path)


def write_bytes_atomic(data: bytes, path: Path) -> None:
    """Write `data` to `path` through a temp file in the same folder and `os.replace`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; fixtures, reports and caches are for everyone
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)
