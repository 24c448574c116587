"""The I/O layer's errors: each one is bad input or a bad environment (exit 2), never a bug.

They subclass `OSError`, so code that already treats "cannot read this file" as "skip it"
or "rebuild it" keeps doing so; the CLI lists `SafeIOError` among its bad-input errors, so
one that reaches it is one line and exit 2.
"""

from __future__ import annotations

import errno

# errno values that say "this environment cannot take the write", not "the tool is wrong"
ENVIRONMENT_ERRNOS = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EMFILE}
)


class SafeIOError(OSError):
    """A file or folder the tool was asked to read, write or remove cannot be, safely."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class NotRegular(SafeIOError):
    """A FIFO, device, socket or folder where a regular file was expected."""

    def __init__(self, message: str, kind: str = "not a regular file") -> None:
        super().__init__(message)
        self.kind = kind


class TooLarge(SafeIOError):
    """A file, archive member or HTTP body over its size cap."""


class UnsafePath(SafeIOError):
    """A path that leaves its owned folder: `..`, an absolute name, or a symlink inside it."""


class EnvironmentProblem(SafeIOError):
    """The disk is full, read-only or not ours to write (ENOSPC, EROFS, EACCES …)."""


class BadArchive(SafeIOError):
    """A zip or tar that is corrupt, truncated, encrypted or uses an unknown compression."""


def environment_problem(exc: OSError, where: object) -> EnvironmentProblem:
    """`exc` (an OSError whose errno is in ENVIRONMENT_ERRNOS) as one line naming `where`."""
    hint = {
        errno.ENOSPC: "free some space",
        errno.EDQUOT: "free some space",
        errno.EROFS: "it is on a read-only file system; give a writable folder",
        errno.EMFILE: "too many open files; raise `ulimit -n`",
    }.get(exc.errno or 0, "make it writable or give another folder")
    return EnvironmentProblem(f"cannot write {where} ({exc.strerror}); {hint}")
