"""Rule `feature-test-else`: a branch that runs only where vLLM lacks a feature.

The `else` of `if hasattr(vllm_obj, "new"):` or of `if find_spec("vllm.new"):` (a flag
assigned from one included), and the body of `if not …`, run only on releases without that
member or module: that is what Python's `hasattr` and `importlib.util.find_spec` answer.
The walker records the negated fact on every use of such a branch
(probes/usage/guards.py `absent_rules`); here the view of the release judged answers it.
Where the view finds the member or the module, the branch does not run on that release and
its uses are not judged (dropped, as a version branch that does not run); where it cannot
tell, or finds it missing, the uses are judged as usual (the old name missing too is a
real break: neither path exists).

Limit, stated: a member the view finds is taken as present on the object, as the body's own
uses of it are (`vllm-members`: an attribute any vLLM method sets), although an attribute
set only by a later call may not be there yet when the test runs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from probes.api import Lookup
from probes.conditions import Condition, Exists, Present, Truthy


def feature_present(condition: Condition, lookup: Callable[[str], Lookup]) -> bool:
    """The view finds the member or module whose absence `condition` states."""
    atom = condition.atom
    if isinstance(atom, Exists):
        found = lookup(atom.module)
        return found.found and found.obj is not None and found.obj.kind == "module"
    if isinstance(atom, Present) and atom.symbol is not None:
        return lookup(atom.symbol).found
    return False


def always_truthy(condition: Condition, lookup: Callable[[str], Lookup]) -> bool:
    """Rule `or-fallback`: under `Not(Truthy(symbol))` (after `getattr(m, "New", None) or`)
    the code runs only where the member is falsy or missing; a class, function or module
    the view finds is truthy by Python's rule (an Enum class too: its metaclass's
    `__bool__` is always true), so there it does not run. Any other member (a property's
    value included) may be falsy: judged as usual."""
    if not (condition.negated and isinstance(condition.atom, Truthy)):
        return False
    found = lookup(condition.atom.symbol)
    obj = found.obj if found.found else None
    return obj is not None and obj.kind in _TRUTHY_KINDS and obj.method_kind != "property"


_TRUTHY_KINDS = ("class", "function", "module")


def branch_not_run(conditions: Iterable[Condition], lookup: Callable[[str], Lookup]) -> bool:
    """The use sits in a branch that runs only where vLLM lacks a feature this release has
    (or, after an `or`, where a member this release has as a class is falsy)."""
    return any(
        (c.absent and feature_present(c, lookup)) or always_truthy(c, lookup) for c in conditions
    )
