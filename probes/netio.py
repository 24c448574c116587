"""Kept for importers: the HTTP helpers live in the I/O layer (`probes.safeio.net`)."""

from probes.safeio.net import (
    DEADLINE_ENV,
    DEFAULT_DEADLINE_S,
    DeadlineExceeded,
    deadline_s,
    read_body,
    urlopen,
    within,
)

__all__ = [
    "DEADLINE_ENV",
    "DEFAULT_DEADLINE_S",
    "DeadlineExceeded",
    "deadline_s",
    "read_body",
    "urlopen",
    "within",
]
