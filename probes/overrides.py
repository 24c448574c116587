"""Overrides judged by the calls vLLM really makes: the override half of the checker.

An override matters where vLLM calls it, with the arguments vLLM passes (DECISIONS: judge
the call vLLM really makes, not a declared base signature). Where the base class calls the
hook itself (`self.<hook>(…)`, read from the view's sources), each such call that still runs
— not in a method the consumer overrides too — is bound against the override. Where it never
does, the declared signature is no contract (unknown), except for an abstract hook: the
interface vLLM's callers are written to. A snapshot keeps no sources: it falls back to the
declared signature. Constructors are the consumer's own calls, checked where it makes them.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import TYPE_CHECKING

from probes.api import ApiObject, ParamKind, Signature
from probes.binding import BindProblem, bind_problems
from probes.call_sites import CallSite, hook_call_sites
from probes.conditions.model import Tried
from probes.findings import Finding, FindingKind, Reason, make_finding
from probes.uses import CallShape, Use
from probes.vllm_callers import OuterCall, annotation_name, outer_calls

if TYPE_CHECKING:
    from probes.api import Lookup
    from probes.views.base import View

CONSTRUCTORS = frozenset({"__init__", "__new__", "__post_init__", "__init_subclass__"})


def raised_by_vllm(use: Use) -> Use:
    """The use without its `try` guards, for a finding whose error vLLM's own later call
    raises (a factory building the class, a call of a function the consumer installed):
    no handler around the consumer's line sees it, and the line ran (the `try` body, or the
    import the code after it needs, succeeded: the symbol is there on this release).
    Version branches and refusals still decide whether the line runs at all."""
    return replace(
        use, conditions=tuple(c for c in use.conditions if not isinstance(c.fact, Tried))
    )


class ViewFindings:
    """The checker's one finding builder, shared by it and its mixins (overrides, module
    patches): a finding of a use on this view, through `make_finding`."""

    view: View

    def _finding(
        self,
        use: Use,
        kind: FindingKind,
        reason: Reason,
        detail: str,
        hint: str,
        *,
        symbol: str | None = None,
        evidence: str | None = None,
        key: str | None = None,
        parameter: str | None = None,
        missing: str | None = None,
    ) -> Finding:
        """A finding of `use` (on `symbol`, by default the use's) on this view; `key` (e.g.
        the parameter) completes its id."""
        return make_finding(
            kind,
            reason,
            id=use.id + (f"/{key}" if key else ""),
            symbol=use.symbol if symbol is None else symbol,
            detail=detail,
            hint=hint,
            location=str(use.location),
            evidence=evidence,
            parameter=parameter,
            missing=missing,
            guards=use.guards,
            version=self.view.version,
        )


class OverrideChecks(ViewFindings):
    """Mixed into the checker, which provides `lookup`, `defined_along` and the state below."""

    opaque: defaultdict[str, set[str]]

    if TYPE_CHECKING:  # provided by the checker (probes.check._Checker)

        def lookup(self, path: str) -> Lookup: ...
        def defined_along(self, cls: str) -> set[str]: ...
        def _factory_built(self, use: Use) -> list[Finding]: ...  # probes.factory_checks

    def _override(self, use: Use) -> list[Finding]:
        findings = self._override_calls(use)
        part = use.reached("submodel-part")
        if findings and part is not None:
            hosts = part.hosts
            why = (
                f"; `{use.consumer_class}` reaches vLLM only as registered on {hosts}, which "
                "the consumer builds as a sub-model: vLLM calls it only if it serves that "
                "model itself, which no source says"
            )
            return [
                f.unknown("sub-model-only", why, rule="sub-model-only")
                if f.kind == "override-signature-mismatch"
                else f
                for f in findings
            ]
        return findings

    def _override_calls(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        base = found.obj
        if not found.found or base is None or base.signature is None or use.override is None:
            return []  # not a vLLM hook (the consumer's own method) or nothing to compare
        if use.member == "__init__" and base.kind == "function" and use.role != "installed":
            return self._factory_built(use)  # its own calls are checked; vLLM's factories here
        if base.kind != "function" or use.member in CONSTRUCTORS:
            return []  # the consumer calls its own constructor: its calls are checked
        sites = self._hook_sites(use)
        if sites:
            return self._override_against(use, base, self._live(use, sites))
        if sites == [] and not base.abstract_methods:
            typed = self._typed_outer(use)
            if typed:  # vLLM calls it on objects typed as the base: judge those calls
                # (vLLM's own later call raises: no `try` around the class sees it)
                return self._override_outer(raised_by_vllm(use), base, typed)
        if _accepts_anything(base.signature):
            return []  # a base hook declared `(*args, **kwargs)` says nothing of vLLM's call
        minimal, full = _hook_calls(base.signature)
        problems = bind_problems(use.override, full)
        if not problems or not bind_problems(use.override, minimal):
            return []  # some call vLLM may make binds: no false positive
        abstract_elsewhere = sites == [] and bool(base.abstract_methods)
        outer = outer_calls(self.view, use.member) if abstract_elsewhere else None
        if outer is not None:  # an abstract hook vLLM calls from elsewhere: judge those calls
            return self._override_outer(use, base, outer)
        detail = (
            f"vLLM calls `{base.name}{base.signature.render()}`; the override "
            f"`{use.override.render()}` cannot take that call ({problems[0].detail})"
        )
        hint = f"make `{use.member}` accept `{base.signature.render()}`"
        kind: FindingKind = "override-signature-mismatch"
        reason: Reason = "override-rejects-call"
        if sites == [] and not base.abstract_methods:
            # The sources were read and `Base` never calls `self.<hook>(…)`: vLLM calls it
            # from elsewhere, with arguments the declared signature does not promise (an
            # abstract hook is different: the interface vLLM's callers are written to).
            kind, reason = "unknown", "caller-unknown"
            detail += (
                f"; `{use.owner}` itself never calls `{use.member}`: where vLLM does is unknown"
            )
        at: dict[str, str | None] = {
            "symbol": base.path,
            "evidence": base.evidence,
            "parameter": use.member,
        }
        return [self._finding(use, kind, reason, detail, hint, **at)]

    def _typed_outer(self, use: Use) -> list[OuterCall]:
        """vLLM's calls of the hook from outside the hierarchy on a module-level name it
        declares as the base or an ancestor (`current_platform.<hook>(…)`, declared
        `current_platform: Platform`): the process's one object of that kind, the consumer's
        when its class is the one in use. A parameter or attribute typed as the base may hold
        vLLM's own class or another subclass: those calls are not held against it here."""
        outer = outer_calls(self.view, use.member) or []
        names = self._ancestor_names(use.owner)
        return [c for c in outer if c.singleton and self._receiver_class(c) in names]

    def _override_outer(self, use: Use, base: ApiObject, outer: list[OuterCall]) -> list[Finding]:
        """The override against vLLM's calls from outside the class hierarchy that may reach
        the consumer's object: typed as the base (or an ancestor), or untyped but shaped
        like a call of this hook (binding its declared signature)."""
        assert use.override is not None and base.signature is not None
        names = self._ancestor_names(use.owner)
        reaching = []
        for c in outer:
            if c.built or c.elsewhere:
                continue  # vLLM's own object, or `super()` / `self` of another class
            receiver = self._receiver_class(c)
            if receiver in names or (
                receiver is None and not bind_problems(base.signature, c.call)
            ):
                reaching.append(c)
        for c in reaching:
            problems = bind_problems(use.override, c.call)
            if problems:
                on = f"a `{c.receiver}`" if c.receiver else "an object it was given"
                return [self._rejected(use, base, c.call, f"on {on}", c.evidence, problems)]
        if reaching:
            return []
        where = ", ".join(c.evidence for c in outer[:3]) or "nowhere"
        detail = (
            f"`{use.owner}` never calls `{use.member}` itself, and vLLM calls `.{use.member}(…)` "
            f"only on objects it builds or of other classes ({where}): the override "
            f"`{use.override.render()}` is not called by vLLM with its declared arguments"
        )
        hint = f"check who calls `{use.member}` on the consumer's objects"
        at = {"symbol": base.path, "evidence": base.evidence, "parameter": use.member}
        return [self._finding(use, "unknown", "caller-unknown", detail, hint, **at)]

    def _rejected(
        self,
        use: Use,
        base: ApiObject,
        call: CallShape,
        where: str,
        evidence: str,
        problems: list[BindProblem],
    ) -> Finding:
        """The override cannot take a call vLLM really makes (`where`: on what, or in which
        of its methods)."""
        assert use.override is not None
        detail = (
            f"vLLM calls `{use.member}{call.render()}` {where}; the override "
            f"`{use.override.render()}` cannot take it ({problems[0].detail})"
        )
        hint = f"make `{use.member}` accept `{call.render()}`"
        return self._finding(
            use,
            "override-signature-mismatch",
            "override-rejects-call",
            detail,
            hint,
            symbol=base.path,
            evidence=evidence,
            parameter=use.member,
        )

    def _receiver_class(self, c: OuterCall) -> str | None:
        """The class the receiver is declared as (annotation or factory return); None when
        its type cannot be told (no declaration, or one naming an alias of this release).
        A name this release does not define is a class from elsewhere (`random.Random`)."""
        name = c.receiver
        if c.factory:
            fn = self._defined(c.factory, "function")
            name = annotation_name(fn.returns) if fn is not None else None
        if not name or self._defined(name, "class") is not None:
            return name or None
        return None if self.view.locate(name) else name

    def _defined(self, name: str, kind: str) -> ApiObject | None:
        """The one top-level object called `name` of this kind in the release."""
        found = [self.lookup(f"{m}.{name}").obj for m in self.view.locate(name)]
        objs = {o.path: o for o in found if o is not None and o.kind == kind}
        return next(iter(objs.values())) if len(objs) == 1 else None

    def _ancestor_names(self, owner: str) -> frozenset[str]:
        """Simple names of the class and its vLLM ancestors (what a receiver annotated as
        one of them may be an instance of)."""
        names, todo, seen = set(), [owner], set()
        while todo:
            path = todo.pop()
            if path in seen:
                continue
            seen.add(path)
            names.add(path.rsplit(".", 1)[-1])
            found = self.lookup(path)
            if found.found and found.obj is not None:
                todo += list(found.obj.bases)
        return frozenset(names)

    def _hook_sites(self, use: Use) -> list[CallSite] | None:
        """vLLM's own `self.<hook>(…)` calls in the base class hierarchy; None when the base
        is no class here or its sources cannot be read (a snapshot)."""
        owner = self.lookup(use.owner)
        if not owner.found or owner.obj is None or owner.obj.kind != "class":
            return None
        return hook_call_sites(self.view, owner.obj, use.member)

    def _live(self, use: Use, sites: list[CallSite]) -> list[CallSite]:
        """The calls that still run: those in methods the consumer class does not override."""
        overridden = self.defined_along(use.consumer_class or "")
        return [s for s in sites if s.caller not in overridden or s.caller == use.member]

    def _override_against(self, use: Use, base: ApiObject, sites: list[CallSite]) -> list[Finding]:
        """The override against each call vLLM really makes (none left: never called)."""
        assert use.override is not None
        for site in sites:
            problems = bind_problems(use.override, site.call)
            if problems:
                where = f"in `{site.caller}`"
                found = self._rejected(use, base, site.call, where, site.evidence, problems)
                others = sorted(self.opaque.get(use.consumer_class or "", ()))
                if others:  # a base outside vLLM may override the calling method
                    why = f"; `{site.caller}` may be overridden by {', '.join(others)}"
                    found = found.unknown("caller-overridable", why, rule="caller-overridable")
                return [found]
        return []


def _accepts_anything(sig: Signature) -> bool:
    """`(*args, **kwargs)` (after `self`): any call binds, so no call can be told apart."""
    kinds = {p.kind for p in sig.params}
    return bool(kinds) and kinds <= {ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD}


def _hook_calls(sig: Signature) -> tuple[CallShape, CallShape]:
    """The least and the most vLLM can pass to a hook declared with `sig`.

    Positional parameters go positionally, keyword-only ones by name. An override that
    binds either call may well be right (vLLM may always pass the optional ones, or never);
    one that binds neither cannot take any call vLLM makes.
    """
    positional = (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD)
    shapes = []
    for params in ([p for p in sig.params if p.required], list(sig.params)):
        shapes.append(
            CallShape(
                positional=sum(p.kind in positional for p in params),
                keywords=tuple(p.name for p in params if p.kind is ParamKind.KEYWORD_ONLY),
            )
        )
    return shapes[0], shapes[1]
