"""The one error usage extraction raises for bad input (the CLI maps it to exit code 2)."""


class UsageError(Exception):
    """A consumer source that cannot be read: one line naming what was wrong and the fix."""
