"""Where the tool may write: the names importers know, now served by the I/O layer.

`inside`, the plain-file tests, the atomic writers and `discard` live in `probes.safeio`
(every write there goes through an owned folder, walked without following symlinks); this
module keeps `folder_problem`, the check made before a long run that its output folder can
be made and written.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from probes.safeio import (
    discard,
    inside,
    is_dir_safely,
    is_file_safely,
    is_plain_dir,
    is_plain_file,
    write_bytes_atomic,
    write_text_atomic,
)

__all__ = [
    "discard",
    "folder_problem",
    "inside",
    "is_dir_safely",
    "is_file_safely",
    "is_plain_dir",
    "is_plain_file",
    "write_bytes_atomic",
    "write_text_atomic",
]


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
