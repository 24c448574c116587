"""The CLI's own bad-input error: arguments that do not fit together (exit 2).

Only the project's own exception types mean "bad input" (compat.commands.BAD_INPUT lists
them); a stray ValueError or FileNotFoundError is a bug and exits 3.
"""


class ArgumentError(Exception):
    """Arguments that cannot be acted on as given; the message says what to give instead."""
