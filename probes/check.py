"""The checker: each use of a consumer against one view of vLLM, giving findings.

Only what the consumer really uses is judged. A use the view cannot answer is `unknown`,
never a break; a break under a guard with a fallback (or only under TYPE_CHECKING) is
`guarded`. Every finding names the use, the vLLM symbol, the evidence (vLLM file:line),
the consumer location and a one-line fix hint.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from probes.api import ApiObject, Lookup, ParamKind, Signature
from probes.binding import bind_problems
from probes.findings import Finding
from probes.uses import CallShape, Usage, Use
from probes.views.base import View


def check_usage(usage: Usage, view: View) -> list[Finding]:
    """Findings for every use of `usage` against `view`, in use order."""
    checker = _Checker(view, usage.uses)
    findings: list[Finding] = []
    for use in usage.uses:
        findings.extend(checker.check(use))
    return findings


class _Checker:
    def __init__(self, view: View, uses: Iterable[Use]) -> None:
        self.view = view
        self._lookups: dict[str, Lookup] = {}
        self.defined: dict[str, set[str]] = defaultdict(set)
        self.parent: dict[str, str] = {}
        for use in uses:
            if use.kind == "override" and use.consumer_class:
                self.defined[use.consumer_class].add(use.member)
            if use.kind == "subclass" and use.consumer_class and use.via and "." in use.via:
                self.parent[use.consumer_class] = use.via  # vLLM base reached via this class

    def defined_along(self, cls: str) -> set[str]:
        """Methods a consumer class defines itself or inherits from its consumer parents."""
        names: set[str] = set()
        seen: set[str] = set()
        while cls and cls not in seen:
            seen.add(cls)
            names |= self.defined.get(cls, set())
            cls = self.parent.get(cls, "")
        return names

    def lookup(self, path: str) -> Lookup:
        if path not in self._lookups:
            self._lookups[path] = self.view.lookup(path)
        return self._lookups[path]

    def check(self, use: Use) -> list[Finding]:
        handler = getattr(self, "_" + use.kind.replace("-", "_"), None)
        if handler is None:
            return []
        return handler(use)

    # -- per kind ---------------------------------------------------------------------

    def _import(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if found.found:
            return []
        module_import = use.target_kind == "module"
        return [self._absent(use, found, member_kind=None, module_import=module_import)]

    def _call(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if not found.found:
            return [self._absent(use, found, member_kind="missing-method")]
        obj = found.obj
        if obj is None or obj.signature is None or use.call is None:
            return []
        problems = bind_problems(obj.signature, use.call)
        if obj.kind == "class" and obj.fields is not None and obj.name.endswith("Config"):
            problems = [p for p in problems if p.kind != "unexpected-keyword"]
        evidence = _signature_evidence(obj)
        return [
            self._finding(use, p.kind, use.symbol, p.detail, evidence, p.hint, key=p.name)
            for p in problems
        ]

    def _attribute(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if found.found:
            return []
        return [self._absent(use, found, member_kind="missing-attribute")]

    def _base_member(self, use: Use) -> list[Finding]:
        kind = "missing-method" if use.call is not None else "missing-attribute"
        found = self.lookup(use.symbol)
        if not found.found:
            return [self._absent(use, found, member_kind=kind)]
        if use.call is not None and found.obj is not None and found.obj.signature is not None:
            return self._call(use)
        return []

    def _string_target(self, use: Use) -> list[Finding]:
        if use.target_kind == "rpc-method-local" or not use.symbol.startswith("vllm."):
            return []
        found = self.lookup(use.symbol)
        if found.found:
            return []
        return [self._absent(use, found, member_kind="missing-method")]

    def _config_field(self, use: Use) -> list[Finding]:
        found = self.lookup(use.owner)
        obj = found.obj
        if not found.found or obj is None or obj.kind != "class":
            return []  # the call use reports a missing class
        sig = obj.signature
        if sig is None or sig.var_keyword is not None or sig.get(use.member) is not None:
            return []
        if obj.fields is None and sig is not None:
            return []  # not a config dataclass: the call's binding check speaks for it
        hint = f"drop `{use.member}`: `{obj.name}` no longer has this field"
        detail = f"`{obj.name}` has no field `{use.member}`"
        return [self._finding(use, "missing-field", use.symbol, detail, obj.evidence, hint)]

    def _subclass(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if not found.found:
            return [self._absent(use, found, member_kind=None)]
        base = found.obj
        if base is None or base.kind != "class":
            return []
        defined = self.defined_along(use.consumer_class or "")
        findings = []
        for name in sorted(base.abstract_methods - defined):
            member = base.members.get(name)
            evidence = member.evidence if member else base.evidence
            detail = (
                f"`{base.name}.{name}` is abstract and `{use.consumer_class}` does not define it"
            )
            hint = f"implement `{name}` in `{use.consumer_class}` (abstract in `{base.name}`)"
            findings.append(
                self._finding(
                    use,
                    "abstract-method-not-implemented",
                    f"{base.path}.{name}",
                    detail,
                    evidence,
                    hint,
                    key=name,
                )
            )
        return findings

    def _override(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        base = found.obj
        if not found.found or base is None or base.signature is None or use.override is None:
            return []  # not a vLLM hook (the consumer's own method) or nothing to compare
        if base.kind != "function":
            return []
        minimal, full = _hook_calls(base.signature)
        problems = bind_problems(use.override, full)
        if not problems or not bind_problems(use.override, minimal):
            return []  # some call vLLM may make binds: no false positive
        detail = (
            f"vLLM calls `{base.name}{base.signature.render()}`; the override "
            f"`{use.override.render()}` cannot take that call ({problems[0].detail})"
        )
        hint = f"make `{use.member}` accept `{base.signature.render()}`"
        return [
            self._finding(
                use, "override-signature-mismatch", base.path, detail, base.evidence, hint
            )
        ]

    # -- shared -----------------------------------------------------------------------

    def _absent(
        self, use: Use, found: Lookup, *, member_kind: str | None, module_import: bool = False
    ) -> Finding:
        """A finding for a lookup that did not find the symbol."""
        if found.status == "unknown":
            return self._finding(
                use, "unknown", use.symbol, found.reason, None, "check on a live vLLM"
            )
        name = use.member
        owner = self.lookup(use.owner)
        owner_is_class = owner.found and owner.obj is not None and owner.obj.kind == "class"
        if found.status == "missing-module" or module_import:
            # `import vllm.gone`: the lookup sees a missing last name; the module is the symbol.
            module = found.module if found.status == "missing-module" else use.symbol
            module = module or use.owner
            detail = f"module `{module}` does not exist"
            return self._finding(
                use, "missing-module", use.symbol, detail, None, self._moved_hint(name, module)
            )
        if owner_is_class and member_kind is not None:
            cls = owner.obj
            assert cls is not None
            detail = f"`{cls.name}` has no member `{name}`"
            hint = f"`{cls.name}.{name}` is gone: use its replacement or a shim"
            return self._finding(use, member_kind, use.symbol, detail, cls.evidence, hint)
        evidence = owner.obj.evidence if owner.found and owner.obj else None
        detail = found.reason or f"`{name}` is not defined in `{use.owner}`"
        hint = self._moved_hint(name, use.owner)
        return self._finding(use, "missing-symbol", use.symbol, detail, evidence, hint)

    def _moved_hint(self, name: str, module: str) -> str:
        elsewhere = [m for m in self.view.locate(name) if m != module]
        if elsewhere:
            return f"moved to `{elsewhere[0]}.{name}`" + (
                f" (also in {len(elsewhere) - 1} more)" if len(elsewhere) > 1 else ""
            )
        return f"removed: no module of {self.view.label} defines `{name}`"

    def _finding(
        self,
        use: Use,
        kind: str,
        symbol: str,
        detail: str,
        evidence: str | None,
        hint: str,
        *,
        key: str = "",
    ) -> Finding:
        status = "broken"
        if kind == "unknown":
            status = "unknown"
        elif use.guard is not None and (use.guard.fallback or use.guard.kind == "type-checking"):
            status = "guarded"
        return Finding(
            id=use.id + (f"/{key}" if key else ""),
            kind=kind,  # type: ignore[arg-type]
            status=status,  # type: ignore[arg-type]
            symbol=symbol,
            detail=detail,
            evidence=evidence,
            location=str(use.location),
            hint=hint,
        )


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


def _signature_evidence(obj: ApiObject) -> str | None:
    """Where the signature a call binds to is written: a class's `__init__` if it has one."""
    init = obj.members.get("__init__") if obj.kind == "class" else None
    return (init.evidence if init else None) or obj.evidence


def verdict(findings: Iterable[Finding], has_uses: bool) -> str:
    """compatible / shimmed / broken for a pair, or not-applicable without any use."""
    statuses = {f.status for f in findings}
    if "broken" in statuses:
        return "broken"
    if "shimmed" in statuses:
        return "shimmed"
    return "compatible" if has_uses else "not-applicable"
