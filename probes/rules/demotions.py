"""The demote stage: the checker's chain over one use's findings, one step per rule.

Was an implicit sequence of `if`s in `_Checker.check`; each step is now named by its rule id
(probes/rules/late.py) and `DEMOTIONS` runs them in the registry's order. A step takes the
checker's state (`CheckerState`), the use and its findings so far, and returns the findings
it leaves: the same, some made `unknown` (each naming the step's rule), or none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from probes.api import Lookup, Signature
from probes.binding import bind_problems
from probes.factories import unconfirmed_factory
from probes.findings import Finding, Reason
from probes.uses import Use
from probes.views.base import View
from probes.vllm_constants import never_true
from probes.vllm_names import named_anywhere

# Types a consumer states rather than builds: an annotation may name an abstract base.
ANNOTATED = frozenset({"annotation", "attribute annotation", "return annotation"})
PROTOCOLS = frozenset({"typing.Protocol", "typing_extensions.Protocol"})
# An object known only by the type the consumer states or tests (it may be any subclass).
TYPED = ANNOTATED | {"isinstance"}
# A subclass may add members to the abstract interface an annotation names; a method the
# interface declares is called as declared (its implementations keep the signature), unless
# the consumer implements the interface itself with a signature that takes the call.
REFINABLE = frozenset({"missing-attribute", "missing-method", "missing-symbol"})
ARGUMENT_KINDS = frozenset(
    {"unexpected-keyword", "too-many-positional", "missing-required-argument"}
)


class CheckerState(Protocol):
    """What the demotion steps read of the checker (probes.check._Checker)."""

    view: View
    uncalled: dict[tuple[str, str], list[str]]
    only_installed: dict[tuple[str, str], list[str]]
    implementations: dict[str, list[tuple[str, Signature]]]

    def lookup(self, path: str) -> Lookup: ...
    def set_by_consumer(self, symbol: str) -> bool: ...
    def set_by_subclass(self, symbol: str) -> str | None: ...
    def first_binding_runs(self, use: Use) -> bool: ...


Step = Callable[[CheckerState, Use, list[Finding]], list[Finding]]


def demote(finding: Finding, rule: str, reason: Reason, why: str) -> Finding:
    """The finding turned into an `unknown` by `rule`: the member may be there after all."""
    return finding.unknown(reason, f"; {why}", hint="check on a live vLLM", rule=rule)


def caller_dependent(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """A call lacking a required argument only in the branch taken when the consumer's own
    caller leaves that parameter out (`if p is not None: base(…, p=p) else: base(…)`): it
    breaks only for such callers, which cannot be told here."""
    if not use.unset:
        return findings
    why = (
        "it runs only when the caller leaves out the consumer's parameter "
        f"{', '.join(f'`{p}`' for p in use.unset)}; otherwise the other branch passes it on"
    )
    return [
        demote(f, "caller-dependent", "caller-dependent", why)
        if f.status == "broken"
        and f.kind == "missing-required-argument"
        and f.parameter in use.unset
        else f
        for f in findings
    ]


def other_source(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """A member absent from the first base may come from another base or binding (for a
    subclass, only its missing abstract methods: another base may implement them)."""
    if not use.also_from or state.first_binding_runs(use):
        return findings
    if use.kind != "subclass":
        return _other_sources(state, use, findings)
    keep = [f for f in findings if f.kind != "abstract-method-not-implemented"]
    rest = [f for f in findings if f.kind == "abstract-method-not-implemented"]
    return keep + [g for f in rest for g in _other_sources(state, use, [f])]


def _other_sources(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    if any(f.status == "unknown" for f in findings):
        return findings
    for other in use.also_from:
        if not other.startswith("vllm."):
            why = f"it may come from {other}" if " " in other else f"it may come from `{other}`"
            return [demote(f, "other-source", "other-source", why) for f in findings]
        found = state.lookup(other)
        if found.found:
            return []
        if found.status == "unknown":
            why = f"its alternative `{other}`: {found.reason}"
            return [demote(f, "other-source", found.code or "other-source", why) for f in findings]
    return findings


def set_by_consumer(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """A member the consumer assigns itself exists afterwards: no break, unless the module
    it is set on does not exist (`import vllm.gone as m; m.f = g` fails at the import, so
    `from vllm.gone import f` is still `missing-module`). A member the consumer's own
    subclass of the owner defines exists on that subclass's instances: read through an
    object only typed as the vLLM class (an annotation, an `isinstance` test), which may be
    that subclass, it is `unknown`."""
    if use.kind == "define" or use.role == "installed":  # what the consumer sets, judged
        return findings
    if state.set_by_consumer(use.symbol):
        return [f for f in findings if f.kind == "missing-module"]
    subclass = state.set_by_subclass(use.symbol) if use.via in TYPED else None
    if subclass is None or (use.via in ANNOTATED and _abstract(state, use)):  # abstract-owner's
        return findings
    why = (
        f"the consumer's subclass `{subclass}` of `{use.owner}` defines `{use.member}`: "
        "the object may be one of its instances"
    )
    return [
        demote(f, "set-by-consumer", "consumer-subclass", why)
        if f.kind in REFINABLE and f.status == "broken"
        else f
        for f in findings
    ]


def never_runs(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """Under a condition this release never makes true (or the consumer's own dead switch)."""
    never = use.dead or never_true(use, state.view, state.set_by_consumer)
    if never is None:
        return findings
    return [
        demote(f, "never-runs", "never-runs", never) if f.status == "broken" else f
        for f in findings
    ]


def unconfirmed(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """An alternative constructor's object the release does not confirm (never-runs first:
    a use that never runs is said so, whatever its object)."""
    if use.dead or never_true(use, state.view, state.set_by_consumer) is not None:
        return findings
    why = unconfirmed_factory(use.via, state.lookup)
    if why is None:
        return findings
    return [
        demote(f, "unconfirmed-factory", "unconfirmed-factory", why) if f.status == "broken" else f
        for f in findings
    ]


def dead_method(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """The private consumer method a use sits in, when nothing can call it on this
    release: the consumer never calls or names it, and none of its vLLM bases has it (a
    hook vLLM dropped). Public methods may be called by the consumer's own users."""
    parts = use.context.split(".")
    for cut in range(len(parts), 1, -1):
        method = ".".join(parts[:cut])
        hooks = state.uncalled.get((use.module, method))
        if hooks and not any(state.lookup(h).status in ("found", "unknown") for h in hooks):
            why = f"it is in `{method}`, which no vLLM base defines and the consumer never calls"
            return [
                demote(f, "dead-method", "dead-method", why)
                if f.status == "broken" and f.kind != "semantic"
                else f
                for f in findings
            ]
    return findings


def uncalled_install(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """A use in a function the consumer only installs on vLLM module attributes (`mod.f =
    g`), where this release neither has `f` nor names it anywhere: nothing can call `g`
    there, so its body never runs (`unreached`)."""
    parts = use.context.split(".")
    for cut in range(len(parts), 0, -1):
        hooks = state.only_installed.get((use.module, ".".join(parts[:cut])))
        if hooks and all(_never_called(state, hook) for hook in hooks):
            names = ", ".join(f"`{h}`" for h in hooks)
            why = (
                f"it is in a function installed only as {names}, which this release neither "
                "defines nor names anywhere: nothing calls it"
            )
            return [
                f.decided(
                    "uncalled-install",
                    status="unreached",
                    reason="hook-gone",
                    detail=f"{f.detail} (unreached: {why})",
                )
                if f.status == "broken"
                else f
                for f in findings
            ]
    return findings


def _never_called(state: CheckerState, hook: str) -> bool:
    """The release lacks the module attribute and no file of it holds the name."""
    if not state.lookup(hook).status.startswith("missing"):
        return False
    return named_anywhere(state.view, hook.rpartition(".")[2]) is False


def abstract_owner(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """The object is an instance of some subclass, whose members may add to the abstract
    interface the annotation names."""
    if use.via not in ANNOTATED or not _abstract(state, use):
        return findings
    owner = state.lookup(use.owner).obj
    why = f"`{use.owner}` is abstract: the object is an instance of a subclass"
    if owner is not None and set(owner.bases) & PROTOCOLS:
        why = f"`{use.owner}` is a Protocol: the object is any that matches it"
    return [
        demote(f, "abstract-owner", "abstract-owner", why) if f.kind in REFINABLE else f
        for f in findings
    ]


def own_implementation(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """A consumer class implementing the abstract method `use` calls, whose signature
    binds the call. The interface's declared signature then proves nothing: the object
    the annotation names may be that implementation (a vLLM one may still reject it)."""
    if use.via not in ANNOTATED or not _abstract(state, use):
        return findings
    if use.kind != "call" or use.call is None:
        return findings
    call = use.call
    own = next(
        (
            cls
            for cls, sig in state.implementations.get(use.symbol, ())
            if not bind_problems(sig, call)
        ),
        None,
    )
    if own is None:
        return findings
    why = (
        f"`{use.owner}` is abstract and the consumer's own implementation `{own}` "
        "takes this call: which one the object is cannot be told here"
    )
    return [
        demote(f, "own-implementation", "own-implementation", why)
        if f.kind in ARGUMENT_KINDS
        else f
        for f in findings
    ]


def _abstract(state: CheckerState, use: Use) -> bool:
    """The owner is abstract, or a `typing.Protocol` (a structural type: whatever object
    has its members matches it, and may have more)."""
    owner = state.lookup(use.owner)
    obj = owner.obj if owner.found else None
    return obj is not None and bool(obj.abstract_methods or set(obj.bases) & PROTOCOLS)


# In the registry's order (probes/rules/late.py); test_rules_registry checks the two agree.
DEMOTIONS: tuple[tuple[str, Step], ...] = (
    ("caller-dependent", caller_dependent),
    ("other-source", other_source),
    ("set-by-consumer", set_by_consumer),
    ("never-runs", never_runs),
    ("unconfirmed-factory", unconfirmed),
    ("dead-method", dead_method),
    ("uncalled-install", uncalled_install),
    ("abstract-owner", abstract_owner),
    ("own-implementation", own_implementation),
)


def run_demotions(state: CheckerState, use: Use, findings: list[Finding]) -> list[Finding]:
    """Every demotion step in order, while any finding is left."""
    for _, step in DEMOTIONS:
        if not findings:
            break
        findings = step(state, use, findings)
    return findings
