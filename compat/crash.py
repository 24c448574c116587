"""An internal error: its traceback saved to a file, one line on the terminal naming it.

A traceback on the terminal reads as the tool's verdict and scrolls the one useful line
away; exit 1 would read as "something breaks". So a bug exits 3 and says where the
traceback is: the cache folder the tool owns, else the system's temp folder.
"""

from __future__ import annotations

import os
import time
import traceback
from pathlib import Path
from tempfile import gettempdir

from probes import cache_dir, owned_dir, write_text_atomic

EXIT_INTERNAL = 3


def save_traceback(exc: BaseException) -> Path | None:
    """Write `exc`'s traceback to a new file; its path, or None if nowhere would take it."""
    text = "".join(traceback.format_exception(exc))
    name = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + f"-{os.getpid()}.txt"
    for folder in (cache_dir() / "tracebacks", Path(gettempdir()) / "spec-compat"):
        try:
            owned_dir(folder)  # a symlink in its place is discarded, never followed
            write_text_atomic(text, folder / name)
        except (OSError, ValueError):
            continue
        return folder / name
    return None


def internal_error_line(exc: BaseException) -> str:
    """The one line for an internal error: what it was and where its traceback is."""
    what = str(exc).splitlines()[0][:200] if str(exc) else ""
    kind = f"{type(exc).__name__}: {what}" if what else type(exc).__name__
    saved = save_traceback(exc)
    where = f"the traceback is in {saved}" if saved else "the traceback could not be saved"
    return f"spec-compat: internal error ({kind}); please report it; {where}"
