"""Python's `not`, `and` and `or` in a test, read once for every recogniser.

A recogniser says what one operand of a test means (`hasattr(x, "y")` → `Present`,
`isinstance(v, C)` → `IsInstance` …) and `boolean` builds the test's term around it; what
holds in each branch then follows from the model (`branches`), for every shape alike.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from probes.conditions.model import All, Any, Not, Opaque, Term

Atom = Callable[[ast.expr], Term | None]


def boolean(test: ast.expr, atom: Atom) -> Term:
    """The term of `test`: `not`/`and`/`or` as `Not`/`All`/`Any` over what `atom` reads of
    each operand; an operand it cannot read is `Opaque` (true on one branch only)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return Not(boolean(test.operand, atom))
    if isinstance(test, ast.BoolOp):
        parts = tuple(boolean(v, atom) for v in test.values)
        return All(parts) if isinstance(test.op, ast.And) else Any(parts)
    found = atom(test)
    return found if found is not None else Opaque(ast.unparse(test))
