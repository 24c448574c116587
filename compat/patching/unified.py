"""Unified diffs: made with difflib, applied strictly (forward or reverse, no fuzz).

The patches are generated here and applied only to files whose sha256 matched the manifest,
so a hunk that does not match exactly is a corrupt patch, never something to work around.
The output is what GNU `diff -u` writes (with its "No newline at end of file" marker), so
`patch -p1` applies the same files.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

NO_NEWLINE = "\\ No newline at end of file\n"
_HUNK = re.compile(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


class DiffError(ValueError):
    """A patch is malformed or does not fit the text it is applied to."""


def make_diff(old: str, new: str, path: str) -> str:
    """The unified diff from `old` to `new`, with `a/<path>` and `b/<path>` headers."""
    lines = difflib.unified_diff(lines_of(old), lines_of(new), f"a/{path}", f"b/{path}")
    out = []
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n" + NO_NEWLINE)
    return "".join(out)


def lines_of(text: str) -> list[str]:
    """Lines with their endings, split at newlines only, as diff and patch split them
    (`str.splitlines` also splits at form feeds and other separators)."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    return [*lines, parts[-1]] if parts[-1] else lines


@dataclass
class _Hunk:
    old_start: int
    new_start: int
    old_size: int
    new_size: int
    old: list[str] = field(default_factory=list)
    new: list[str] = field(default_factory=list)
    last: list[list[str]] = field(default_factory=list)  # the sides the last line went to

    @property
    def open(self) -> bool:
        """Whether the hunk still expects lines (its header gives both sides' lengths)."""
        return len(self.old) < self.old_size or len(self.new) < self.new_size


def apply_diff(text: str, diff: str, *, reverse: bool = False) -> str:
    """`text` with `diff` applied (or un-applied with `reverse`); DiffError if it does not fit."""
    source = lines_of(text)
    out: list[str] = []
    pos = 0
    for number, hunk in enumerate(_parse(diff), 1):
        start, before, after = (
            (hunk.new_start, hunk.new, hunk.old)
            if reverse
            else (hunk.old_start, hunk.old, hunk.new)
        )
        start = start - 1 if before else start  # an empty side names the line it follows
        if start < pos or source[start : start + len(before)] != before:
            raise DiffError(f"hunk {number} does not match the text at line {start + 1}")
        out += source[pos:start] + after
        pos = start + len(before)
    return "".join(out + source[pos:])


def _parse(diff: str) -> list[_Hunk]:
    hunks: list[_Hunk] = []
    headers = 0
    lines = lines_of(diff)
    for line in lines:
        if line.startswith("--- ") and not (hunks and hunks[-1].open):
            headers += 1
            if headers > 1:
                raise DiffError("the patch changes more than one file; give one file per patch")
            continue
        if line.startswith("+++ ") and not (hunks and hunks[-1].open):
            continue
        match = _HUNK.match(line)
        if match:
            sizes = (_size(match[2]), _size(match[4]))
            hunks.append(_Hunk(int(match[1]), int(match[3]), *sizes))
        elif not hunks:
            raise DiffError(f"unexpected line before the first hunk: {line.rstrip()!r}")
        else:
            _add(hunks[-1], line)
    if not hunks:
        raise DiffError("the patch has no hunk")
    for hunk in hunks:
        if hunk.open:
            raise DiffError(f"the hunk at -{hunk.old_start} is shorter than its header says")
    return hunks


def _size(group: str | None) -> int:
    return 1 if group is None else int(group)


def _add(hunk: _Hunk, line: str) -> None:
    tag, body = line[:1], line[1:]
    if line == NO_NEWLINE:
        for side in hunk.last:
            side[-1] = side[-1].removesuffix("\n")
        return
    if tag == " ":
        sides = [hunk.old, hunk.new]
    elif tag == "-":
        sides = [hunk.old]
    elif tag == "+":
        sides = [hunk.new]
    else:
        raise DiffError(f"unexpected line in a hunk: {line.rstrip()!r}")
    if not hunk.open:
        raise DiffError(f"the hunk at -{hunk.old_start} is longer than its header says")
    for side in sides:
        side.append(body)
    hunk.last = sides
