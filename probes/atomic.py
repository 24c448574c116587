"""Writing a file so that no reader ever sees half of it: a temp file beside it, then a rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(text: str, path: Path) -> None:
    """Write `text` to `path` through a temp file in the same folder and `os.replace`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; fixtures, reports and caches are for everyone
        os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)
