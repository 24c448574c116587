"""The CLI's own bad-input error (exit 2), and the one-line form of every error message.

Only the project's own exception types mean "bad input" (compat.commands.BAD_INPUT lists
them); a stray ValueError or FileNotFoundError is a bug and exits 3.
"""

import re


class ArgumentError(Exception):
    """Arguments that cannot be acted on as given; the message says what to give instead."""


def clip(line: str, limit: int = 1000) -> str:
    """One line short enough to read: a 5,000-character argument is not echoed whole (a word
    longer than any real path keeps its start and end), and the line is capped."""
    line = re.sub(r"\S{257,}", lambda m: f"{m[0][:100]}…{m[0][-40:]}", line)
    return line if len(line) <= limit else f"{line[: limit - 1]}…"
