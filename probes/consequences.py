"""One root cause, one break: later uses of something already found missing.

The first broken use of a missing name or member in a module is the root; later broken uses
of the same thing in that module (the name itself, or members reached through it) are its
consequences, listed under it (`Finding.consequences`) rather than reported as breaks; so are
uses that run only under a condition reading it (`if self.gone: …`, or after
`if not self.gone: return`). A class deriving from a missing base is the root of the uses its
methods make of that base. A
function-local import roots only the uses in that function. Independent causes are never
folded, even where an earlier failure would mask them at run time: each is something the
user must fix, and finding them one model load at a time is what this tool exists to spare.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from probes.conditions import present_tested
from probes.findings import Finding
from probes.uses import Use

# A missing thing is one cause wherever it is used again; a call that does not bind is not:
# each call site passes its own arguments and is its own fix.
ROOT_KINDS = ("missing-module", "missing-symbol", "missing-method", "missing-attribute")
FOLDED = ("broken", "guarded", "refused")


def fold_consequences(findings: list[Finding], origins: dict[str, Use]) -> list[Finding]:
    """`findings` with each consequence folded into its root (source order kept)."""
    roots: dict[str, list[int]] = defaultdict(list)  # module -> indexes of root findings
    out: list[Finding] = []
    for finding in findings:
        module = finding.id.split(":")[0]
        index = _root_index(finding, out, roots[module], origins)
        if index is not None:
            root = out[index]
            note = f"{finding.location} {finding.symbol}"
            out[index] = replace(root, consequences=(*root.consequences, note))
            continue
        if finding.status in FOLDED and finding.kind in ROOT_KINDS:
            roots[module].append(len(out))
        out.append(finding)
    return out


def _root_index(
    finding: Finding, out: list[Finding], candidates: list[int], origins: dict[str, Use]
) -> int | None:
    if finding.status not in FOLDED:
        return None
    context = finding.id.split(":")[1]
    use = origins.get(finding.id)
    for i in candidates:
        root = out[i]
        root_use = origins.get(root.id)
        if _absent_presence_test(root, root_use, use):
            return i  # it runs only where the member the test asks for exists: not here
        if root.status != finding.status:
            continue  # a guarded root does not explain a break, nor the other way round
        scope = root.id.split(":")[1]
        local = root_use is not None and root_use.kind == "import" and bool(scope)
        if local and context != scope and not context.startswith(scope + "."):
            continue  # a function-local import binds in that function only
        if finding.symbol == root.symbol or finding.symbol.startswith(root.symbol + "."):
            return i
        if use is not None and root.symbol in use.requires:
            return i  # it runs only under a condition that reads the missing thing
        if (
            root_use is not None
            and root_use.kind == "subclass"
            and use is not None
            and use.consumer_class
            and use.consumer_class == root_use.consumer_class
        ):
            return i
    return None


def _absent_presence_test(root: Finding, root_use: Use | None, use: Use | None) -> bool:
    """`if getattr(x, "y", None): … x.z …` where `y` is missing: the test is false on this
    release, so nothing in its body runs (`y` must be truthy for it: `Use.runs_if`)."""
    return (
        root.status == "guarded"
        and root_use is not None
        and present_tested(root_use.conditions)
        and use is not None
        and root.symbol in use.runs_if
    )
