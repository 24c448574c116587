"""The checker: each use of a consumer against one view of vLLM, giving findings.

Only what the consumer really uses is judged. A use the view cannot answer is `unknown`,
never a break; a break under a guard with a fallback (or only under TYPE_CHECKING) is
`guarded`. Every finding names the use, the vLLM symbol, the evidence (vLLM file:line),
the consumer location and a one-line fix hint.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace
from functools import cached_property
from typing import Literal

from probes.api import ApiObject, Lookup, Signature
from probes.await_checks import AwaitChecks
from probes.binding import BindProblem, bind_problems
from probes.consequences import fold_consequences
from probes.factory_checks import FactoryChecks
from probes.findings import Finding, FindingKind, Reason, Verdict, reached, unchecked
from probes.forwarding import forward_problems, forward_sites, forwarded
from probes.install_checks import InstallChecks
from probes.module_patches import ModulePatchChecks
from probes.rules.demotions import run_demotions
from probes.rules.feature_facts import branch_not_run
from probes.rules.mro import earlier_bases_define
from probes.rules.rpc_receivers import on_a_receiver
from probes.usage.consumer import module_name
from probes.uses import CallShape, Usage, Use
from probes.uses_memo import UsesMemo
from probes.views.base import View
from probes.views.static import ENUM_MEMBER_ATTRIBUTES


def check_usage(usage: Usage, view: View) -> list[Finding]:
    """Findings for every use of `usage` against `view`, in use order."""
    checker = _Checker(view, usage.uses)
    findings: list[Finding] = []
    origins: dict[str, Use] = {}  # finding id -> its use
    for use in usage.uses:
        for finding in checker.check(use):
            findings.append(finding)
            origins[finding.id] = use
    return fold_consequences(findings, origins)


MemberKind = Literal["missing-method", "missing-attribute"]  # what a missing member is


class ConsumerTables:
    """What the checker derives from the consumer's uses alone (no view): built once per
    usage and shared by the checkers of every release (read only, through `.get`)."""

    def __init__(self, uses: list[Use]) -> None:
        self.defined: dict[str, set[str]] = defaultdict(set)
        self.opaque: defaultdict[str, set[str]] = defaultdict(set)  # non-vLLM bases of a class
        self.uncalled: dict[tuple[str, str], list[str]] = defaultdict(list)  # see dead-method
        # (module, function) -> the vLLM module attributes it is installed on, its only names
        self.only_installed: dict[tuple[str, str], list[str]] = defaultdict(list)
        self.parent: dict[str, str] = {}
        self.consumer_members: set[str] = set()  # `<vLLM class>.<member>` the consumer sets
        # `<vLLM class>.<member>` -> the consumer's direct subclasses defining the member
        self.subclass_members: defaultdict[str, list[str]] = defaultdict(list)
        # `<vLLM class>.<method>` -> the consumer classes overriding it, with their signature
        self.implementations: dict[str, list[tuple[str, Signature]]] = defaultdict(list)
        self.imports: defaultdict[str, list[str]] = defaultdict(list)  # module -> vLLM imports
        self.vllm_bases: defaultdict[str, list[str]] = defaultdict(list)  # class -> its, in order
        for use in uses:
            if use.kind == "import":
                self.imports[use.module].append(use.symbol)
            if use.kind == "override" and use.override is not None and use.role != "installed":
                self.implementations[use.symbol].append((use.consumer_class or "", use.override))
            if use.kind == "define":
                self.consumer_members.add(use.symbol)
            if use.kind == "override" and use.consumer_class:
                self.defined[use.consumer_class].add(use.member)
            if use.kind == "override" and use.reached("uncalled"):
                self.uncalled[(use.module, f"{use.context}.{use.member}")].append(use.symbol)
            if use.reached("only-installed") and use.consumer_class:  # see uncalled-install
                own = use.consumer_class.removeprefix(f"{use.module}.")
                self.only_installed[(use.module, own)].append(use.symbol)
            if use.kind == "subclass" and use.consumer_class:
                self.defined[use.consumer_class] |= set(use.defines)
                self.vllm_bases[use.consumer_class].append(use.symbol)
                for name in use.defines:
                    self.subclass_members[f"{use.symbol}.{name}"].append(use.consumer_class)
                self.opaque[use.consumer_class] |= set(use.also_from)
            if use.kind == "subclass" and use.consumer_class and use.via and "." in use.via:
                self.parent[use.consumer_class] = use.via  # vLLM base reached via this class
        # `subclass_members` by member name: (vLLM base, classes), in the same order
        self.subclass_members_named: dict[str, list[tuple[str, list[str]]]] = defaultdict(list)
        for key, classes in self.subclass_members.items():
            base, _, name = key.rpartition(".")
            self.subclass_members_named[name].append((base, classes))


consumer_tables = UsesMemo(ConsumerTables)  # per list of uses, shared by releases


class _Checker(InstallChecks, ModulePatchChecks, FactoryChecks, AwaitChecks):
    def __init__(self, view: View, uses: list[Use]) -> None:
        self.view = view
        self._lookups: dict[str, Lookup] = {}
        tables = consumer_tables(uses)
        self.defined = tables.defined
        self.opaque = tables.opaque
        self.uncalled = tables.uncalled
        self.only_installed = tables.only_installed
        self.parent = tables.parent
        self.consumer_members = tables.consumer_members
        self.subclass_members = tables.subclass_members
        self.implementations = tables.implementations
        self.imports = tables.imports
        self.vllm_bases = tables.vllm_bases
        self._subclass_members_named = tables.subclass_members_named
        self._set_by_consumer: dict[str, bool] = {}
        self._set_by_subclass: dict[str, str | None] = {}

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
        """The use's findings: its kind's handler, then the demotion chain (probes/rules)."""
        handler = getattr(self, "_" + use.kind.replace("-", "_"), None)
        if use.role == "installed":  # a function set on a vLLM class or module
            handler = self._installed
        if handler is None or branch_not_run(use.conditions, self.lookup):
            return []  # `feature-test-else`: the branch runs only where vLLM lacks a feature
        found = handler(use)
        if use.role == "awaited":  # `await obj.m(…)`: m must still be a coroutine
            found = self._awaited(use, found)
        return run_demotions(self, use, reached(found))

    def set_by_consumer(self, symbol: str) -> bool:
        """The consumer assigns this member (or the one it is read through) itself."""
        if not self.consumer_members:
            return False
        if symbol not in self._set_by_consumer:  # asked once per symbol (uses share them)
            self._set_by_consumer[symbol] = self._set_by_consumer_now(symbol)
        return self._set_by_consumer[symbol]

    def _set_by_consumer_now(self, symbol: str) -> bool:
        parts = symbol.split(".")
        for cut in range(len(parts), 1, -1):
            owner, member = ".".join(parts[: cut - 1]), parts[cut - 1]
            if f"{owner}.{member}" in self.consumer_members:
                return True
            found = self.lookup(owner)
            canonical = found.obj.path if found.found and found.obj is not None else owner
            if canonical != owner and f"{canonical}.{member}" in self._canonical_members:
                return True
        return False

    def set_by_subclass(self, symbol: str) -> str | None:
        """A consumer class deriving directly from the member's vLLM owner that defines the
        member itself (assigns or declares it), or None (owners compared as the view
        spells them)."""
        if not self.subclass_members:
            return None
        if symbol not in self._set_by_subclass:  # asked once per symbol (uses share them)
            self._set_by_subclass[symbol] = self._set_by_subclass_now(symbol)
        return self._set_by_subclass[symbol]

    def _set_by_subclass_now(self, symbol: str) -> str | None:
        if found := self.subclass_members.get(symbol):
            return found[0]
        owner, _, member = symbol.rpartition(".")
        canonical = self._canonical(owner)
        for base, classes in self._subclass_members_named.get(member, ()):
            if self._canonical(base) == canonical:
                return classes[0]
        return None

    def _canonical(self, path: str) -> str:
        found = self.lookup(path)
        return found.obj.path if found.found and found.obj is not None else path

    @cached_property
    def _canonical_members(self) -> set[str]:
        """The members the consumer sets, with their owners as the view spells them."""
        canonical = set()
        for symbol in self.consumer_members:
            owner, _, member = symbol.rpartition(".")
            found = self.lookup(owner)
            path = found.obj.path if found.found and found.obj is not None else owner
            canonical.add(f"{path}.{member}")
        return canonical

    # -- per kind ---------------------------------------------------------------------

    def _import(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if found.found:
            return []
        module_import = use.role == "module"
        return [self._absent(use, found, member_kind=None, module_import=module_import)]

    def _call(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if not found.found:
            return [self._absent(use, found, member_kind="missing-method")]
        obj = found.obj
        if obj is None or obj.signature is None or use.call is None:
            return []
        problems = bind_problems(obj.signature, self._as_bound(use, obj))
        if not problems and obj.signature.var_keyword is not None:
            problems = self._forwarding_problems(obj, forwarded(obj.signature, use.call))
        if obj.kind == "class" and obj.fields is not None and obj.name.endswith("Config"):
            problems = [p for p in problems if p.kind != "unexpected-keyword"]
        evidence = _signature_evidence(obj)
        findings = []
        kind: FindingKind
        for p in problems:
            kind, reason, detail, hint = p.kind, p.reason, p.detail, p.hint
            if p.kind == "unexpected-keyword" and obj.extra_keywords in ("allow", "ignore"):
                if obj.extra_keywords == "allow":
                    continue  # pydantic keeps unknown keywords as extra fields
                kind, reason = "unknown", "extra-ignored"
                detail = (
                    f"`{obj.name}` ignores keywords that name no field (pydantic extra='ignore'):"
                    f" `{p.name}` is dropped silently"
                )
                hint = f"`{p.name}` has no effect on this release"
            at = {"evidence": evidence, "parameter": p.parameter}
            findings.append(self._finding(use, kind, reason, detail, hint, key=p.name, **at))
        return findings

    def _forwarding_problems(
        self, obj: ApiObject, keywords: tuple[str, ...], depth: int = 0
    ) -> list[BindProblem]:
        """Keywords a vLLM callable takes into `**kwargs` and hands to another that rejects
        them (`LLM(no_such_option=3)` → `EngineArgs`). Followed through a few hops."""
        sig = obj.signature
        if not keywords or depth > 2 or sig is None or sig.var_keyword is None:
            return []
        path = f"{obj.path}.__init__" if obj.kind == "class" else obj.path
        source = self.view.source_of(path)
        if source is None or not (obj.file or "").endswith(".py"):
            return []
        module = module_name(obj.file or "")[0]
        problems: list[BindProblem] = []
        for site in forward_sites(source, sig.var_keyword.name):
            if site.callee.split(".")[0] in ("self", "cls", "super"):
                continue
            found = self.lookup(f"{module}.{site.callee}")
            inner = found.obj if found.found else None
            if inner is None or inner.signature is None or inner.kind not in ("class", "function"):
                continue
            problems += forward_problems(inner.signature, site, keywords)
            if inner.signature.var_keyword is not None:
                problems += self._forwarding_problems(
                    inner, forwarded(inner.signature, CallShape(keywords=keywords)), depth + 1
                )
        return problems

    def _as_bound(self, use: Use, obj: ApiObject) -> CallShape:
        """`VllmClass.method(self, x)`: through the class, an instance method takes `self`
        explicitly, so the first positional argument fills the slot binding would drop."""
        call = use.call
        assert call is not None
        if use.via is not None or obj.method_kind != "instance" or not call.positional:
            return call
        owner = self.lookup(use.owner)
        if not (owner.found and owner.obj is not None and owner.obj.kind == "class"):
            return call
        return replace(call, positional=call.positional - 1)

    def _attribute(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if found.found or self._enum_member_attribute(use):
            return []
        return [self._absent(use, found, member_kind="missing-attribute")]

    def first_binding_runs(self, use: Use) -> bool:
        """An object of a class bound twice (`try:` import / `except ImportError:` import) is
        of the first binding wherever that class exists: the fallback import never runs, so
        its members do not count (the other sources of `self`/`super()` members do)."""
        return use.via not in (None, "self", "super") and self.lookup(use.owner).found

    def _enum_member_attribute(self, use: Use) -> bool:
        """`role.name` where `role` is an instance (a member) of a vLLM Enum: every member
        has `name` and `value`, though the class itself has no such attribute."""
        owner, _, member = use.symbol.rpartition(".")
        if use.via is None or member not in ENUM_MEMBER_ATTRIBUTES:
            return False
        found = self.lookup(owner)
        return found.found and found.obj is not None and found.obj.is_enum

    def _base_member(self, use: Use) -> list[Finding]:
        kind: MemberKind = "missing-method" if use.call is not None else "missing-attribute"
        found = self.lookup(use.symbol)
        if not found.found and use.role == "own-hook" and found.status != "unknown":
            detail = (
                f"`{use.owner}` no longer has `{use.member}`: vLLM never calls the consumer's "
                f"override `{use.context}`, so it silently never runs"
            )
            hint = f"move what `{use.context}` does to the hook that replaced `{use.member}`"
            return [self._finding(use, "semantic", "hook-gone", detail, hint, parameter=use.member)]
        if not found.found:
            return [self._absent(use, found, member_kind=kind)]
        if use.call is not None and found.obj is not None and found.obj.signature is not None:
            return self._call(use)
        return []

    def _string_target(self, use: Use) -> list[Finding]:
        if use.role == "rpc-method-local" or not use.symbol.startswith("vllm."):
            return []
        found = self.lookup(use.symbol)
        if found.found:
            return []
        imported = self.imports.get(use.module, ())
        if use.role == "rpc-method" and on_a_receiver(use.symbol, imported, self.lookup):
            return []  # `rpc-targets`: the worker wrapper (or its subclass) defines it
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
        at = {"evidence": obj.evidence, "parameter": use.member}
        return [self._finding(use, "missing-field", "absent", detail, hint, **at)]

    def _subclass(self, use: Use) -> list[Finding]:
        found = self.lookup(use.symbol)
        if not found.found:
            return [self._absent(use, found, member_kind=None)]
        base = found.obj
        if base is None or base.kind != "class":
            return []
        defined = self.defined_along(use.consumer_class or "") | set(use.defines)
        bases = self.vllm_bases.get(use.consumer_class or "", [])
        defined |= earlier_bases_define(bases, use.symbol, base.abstract_methods, self.lookup)
        findings = []
        for name in sorted(base.abstract_methods - defined):
            member = base.members.get(name)
            evidence = member.evidence if member else base.evidence
            detail = (
                f"`{base.name}.{name}` is abstract and `{use.consumer_class}` does not define it"
            )
            hint = f"implement `{name}` in `{use.consumer_class}` (abstract in `{base.name}`)"
            kind: FindingKind = "abstract-method-not-implemented"
            reason: Reason = "not-implemented"
            if use.reached("never-instantiated"):
                # It matters only for a class someone builds: vLLM may, by a name given in a
                # config, but nothing in the consumer does.
                kind, reason = "unknown", "never-instantiated"
                detail += "; nothing in the consumer instantiates it (vLLM may, by name)"
            at = {"symbol": f"{base.path}.{name}", "evidence": evidence, "parameter": name}
            findings.append(self._finding(use, kind, reason, detail, hint, key=name, **at))
        return findings

    def _absent(
        self,
        use: Use,
        found: Lookup,
        *,
        member_kind: MemberKind | None,
        module_import: bool = False,
    ) -> Finding:
        """A finding for a lookup that did not find the symbol."""
        if found.status == "unknown":
            code = found.code or "opaque-member"  # every view names why it cannot answer
            return self._finding(use, "unknown", code, found.reason, "check on a live vLLM")
        name = use.member
        owner = self.lookup(use.owner)
        owner_obj = owner.obj if owner.found else None
        if owner_obj is not None and owner_obj.kind == "attribute" and owner_obj.returns:
            built = self.lookup(owner_obj.returns)  # an attribute vLLM builds with one class
            owner_obj = built.obj if built.found else owner_obj
        owner_is_class = owner_obj is not None and owner_obj.kind == "class"
        parent, _, gone = (found.module or use.owner).rpartition(".")
        named_as_value = use.kind not in ("import", "string-target") or gone[:1].isupper()
        at: dict[str, str | None] = {}  # where vLLM says it, and what is absent
        kind: FindingKind
        if found.status == "missing-module" and named_as_value and not module_import:
            # `vllm.x.Gone.attr` read as a value: a name is missing, not a module.
            kind, at["missing"] = "missing-symbol", f"{parent}.{gone}"
            detail, hint = f"`{gone}` is not defined in `{parent}`", self._moved_hint(gone, parent)
        elif found.status == "missing-module" or module_import:
            # `import vllm.gone`: the lookup sees a missing last name; the module is the symbol.
            module = found.module if found.status == "missing-module" else use.symbol
            module = module or use.owner
            kind, at["missing"] = "missing-module", module
            detail, hint = f"module `{module}` does not exist", self._moved_hint(name, module)
        elif owner_is_class and member_kind is not None:
            assert owner_obj is not None
            cls = owner_obj.name
            kind, at["parameter"], at["evidence"] = member_kind, name, owner_obj.evidence
            detail = f"`{cls}` has no member `{name}`"
            hint = f"`{cls}.{name}` is gone: use its replacement or a shim"
        else:
            kind = "missing-symbol"
            at["evidence"] = owner.obj.evidence if owner.found and owner.obj else None
            detail = found.reason or f"`{name}` is not defined in `{use.owner}`"
            at["missing"] = found.missing if found.reason else f"{use.owner}.{name}"
            hint = self._moved_hint(name, use.owner)
        return self._finding(use, kind, "absent", detail, hint, **at)

    def _moved_hint(self, name: str, module: str) -> str:
        elsewhere = [m for m in self.view.locate(name) if m != module]
        if elsewhere:
            return f"moved to `{elsewhere[0]}.{name}`" + (
                f" (also in {len(elsewhere) - 1} more)" if len(elsewhere) > 1 else ""
            )
        return f"removed: no module of {self.view.label} defines `{name}`"


def _signature_evidence(obj: ApiObject) -> str | None:
    """Where the signature a call binds to is written: a class's `__init__` if it has one."""
    init = obj.members.get("__init__") if obj.kind == "class" else None
    return (init.evidence if init else None) or obj.evidence


def verdict(findings: Iterable[Finding], has_uses: bool) -> Verdict:
    """broken > unchecked (no source: never compatible) > shimmed > compatible / n/a."""
    statuses = {"unchecked" if unchecked(f) else f.status for f in findings}
    if statuses & {"broken", "refused"}:
        return "broken"  # a release the consumer refuses itself is not compatible either
    if "unchecked" in statuses:
        return "unchecked"
    if "shimmed" in statuses:
        return "shimmed"
    return "compatible" if has_uses else "not-applicable"
