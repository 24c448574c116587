"""The one I/O layer: every read, write, delete, archive member, HTTP body and child process
of the tool goes through here, so that its guarantees hold by construction.

- `reads`: bounded reads of regular files only (non-blocking open, fstat after open, a cap,
  streamed hashes; O_NOFOLLOW where the tool owns the folder).
- `owned`: writes, renames and deletes below a folder the tool owns, walked by descriptor
  with O_NOFOLLOW at every component; exclusive temporaries; an rmtree that never crosses a
  link; ENOSPC/EROFS as a bad environment.
- `zips`: archive members under a cap, every zip/tar/zlib error as `BadArchive`.
- `net`: HTTP with an overall deadline and bounded bodies.
- `procs`: child processes with `python -I` and a fixed working folder.

tests/test_safeio_scan.py fails on a bare `open`, `read_bytes`, `shutil.rmtree`,
`subprocess` … anywhere else in probes/ and compat/.
"""

from __future__ import annotations

import os
from pathlib import Path

from probes.safeio.errors import (
    BadArchive,
    EnvironmentProblem,
    NotRegular,
    SafeIOError,
    TooLarge,
    UnsafePath,
)
from probes.safeio.owned import Owned
from probes.safeio.reads import (
    dist_text,
    inside,
    is_dir_safely,
    is_file_safely,
    is_plain_dir,
    is_plain_file,
    max_read,
    read_bytes,
    read_text,
    sha256_file,
)
from probes.safeio.zips import open_zip, read_member


def make_folder(path: Path) -> None:
    """Make a folder the user named (and its parents): the root of what the tool then owns.
    The user's own symlinks on the way are theirs to have; below it, `Owned` follows none."""
    Path(path).mkdir(parents=True, exist_ok=True)


def write_bytes_atomic(data: bytes, path: Path, *, root: Path | None = None) -> None:
    """Write `data` to `path` through an exclusive temp beside it and a rename; below `root`
    (default: the file's own folder) no component is followed through a symlink."""
    path = Path(path)
    Owned(root if root is not None else path.parent).write(path, data)


def write_text_atomic(text: str, path: Path, *, root: Path | None = None) -> None:
    """`write_bytes_atomic` of `text` encoded as UTF-8."""
    write_bytes_atomic(text.encode("utf-8"), path, root=root)


def discard(path: Path, *, root: Path | None = None) -> None:
    """Remove whatever is at `path` without following it: a link is unlinked (its target is
    not touched), a file unlinked, a real folder removed by descriptor."""
    path = Path(path)
    Owned(root if root is not None else path.parent, create=False).rmtree(path)


def unlink(path: Path, *, root: Path | None = None) -> None:
    """Remove a file or link at `path` (missing is fine)."""
    path = Path(path)
    Owned(root if root is not None else path.parent, create=False).unlink(path)


__all__ = [
    "BadArchive",
    "EnvironmentProblem",
    "NotRegular",
    "Owned",
    "SafeIOError",
    "TooLarge",
    "UnsafePath",
    "discard",
    "dist_text",
    "inside",
    "is_dir_safely",
    "is_file_safely",
    "is_plain_dir",
    "is_plain_file",
    "make_folder",
    "max_read",
    "open_zip",
    "read_bytes",
    "read_member",
    "read_text",
    "sha256_file",
    "unlink",
    "write_bytes_atomic",
    "write_text_atomic",
]


def open_lock(path: Path | str) -> int:
    """A descriptor on the lock file `path` (created if absent, its folder too), for a writer
    that holds an `flock` on it across an asynchronous write, as vLLM's hidden-states
    connector does: never through a symlink planted at the lock's name."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_CREAT | os.O_WRONLY | os.O_TRUNC | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(path, flags, 0o644)
    except OSError as exc:
        raise UnsafePath(f"cannot open the lock file {path}: {exc.strerror or exc}") from exc
