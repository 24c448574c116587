"""Switches a consumer only ever turns off: `self.aot_schedule = False`, and nothing else.

A consumer's `if self.flag:` body never runs when every assignment of `flag` anywhere in
the consumer (`x.flag = …`, `flag: T = …`, `setattr(x, "flag", …)`, a `flag=` keyword) is
`False`, `None`, `0` or `""`. A file that does not parse, or `flag` named in a string (a
config key, `getattr` by name), and nothing is claimed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable

from probes.vllm_constants import assigned_values, falsy_constant


def falsy_switch(files: Iterable[tuple[str, str, ast.Module | None]], attr: str) -> str | None:
    """`file:line` of one assignment when the consumer sets `attr` only to falsy constants
    (at least once); None when it may be true. `files`: (path, text, parsed tree)."""
    quoted = re.compile(rf"[\"']{re.escape(attr)}[\"']")
    first = None
    for rel, text, tree in files:
        if tree is None or quoted.search(text):
            return None
        for node in ast.walk(tree):
            values = assigned_values(node, attr)
            if isinstance(node, ast.keyword) and node.arg == attr:
                values = [node.value]
            for value in values:
                if not falsy_constant(value):
                    return None
                first = (
                    first or f"{rel}:{getattr(node, 'lineno', 0) or getattr(value, 'lineno', 0)}"
                )
    return first
