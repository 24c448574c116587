"""Errors of fetching releases: each message says what was wrong and what to do."""

from __future__ import annotations


class ReleaseError(Exception):
    """A release, file or archive is not what was asked for; the message says what to do."""


class OfflineError(ReleaseError):
    """The network is unreachable, or offline mode was asked for and the cache lacks it."""


class NoArtifactError(ReleaseError):
    """The release exists but has no file of the kind asked for (a wheel-less release)."""
