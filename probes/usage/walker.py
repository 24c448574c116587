"""Walks one consumer module and emits every use of vLLM it finds, in source order.

Ids are not assigned here (they need every use of the module, see `consumer.assign_ids`);
each emitted use carries its position so that ordinals follow source order.
"""

from __future__ import annotations

import ast
from typing import Any

from probes.conditions import (
    Condition,
    IsNone,
    OwnSwitch,
    Reached,
    Reads,
    Refuses,
    Tried,
    Truthy,
    Version,
)
from probes.usage.caller_try import caller_try_rules
from probes.usage.classes import (
    build_class,
    function_frame,
    is_static,
    own_methods,
    signature_of,
)
from probes.usage.env import Env
from probes.usage.fallbacks import bare_fallbacks
from probes.usage.feature_checks import probed_classes
from probes.usage.guarded_walk import GuardedWalk
from probes.usage.guards import GuardRule, VersionTests
from probes.usage.indexed import awaited_calls, indexed_results
from probes.usage.installs import InstallUses
from probes.usage.model import ClassInfo, ConsumerFacts, Emitted, Frame, ModuleModel
from probes.usage.own_forwarding import forwarded_shapes
from probes.usage.reach import gated_functions
from probes.usage.scope import absolute_module, call_shape, callee_name, is_vllm
from probes.usage.submodels import part_condition
from probes.usage.targets import RPC, TargetUses, replaced_classes
from probes.uses import CallShape, Location, Use, UseKind


class ModuleWalker(GuardedWalk, TargetUses, InstallUses):
    """Visits a module with an `Env` of its scopes and a stack of active guards."""

    def __init__(self, module: ModuleModel, facts: ConsumerFacts):
        self.module = module
        self.facts = facts
        self.env = Env(module)
        self.rules: list[GuardRule] = []
        self.out: list[Emitted] = []
        resolve = self.env.dotted_path
        self.versions = VersionTests(module.tree, resolve, facts.version_reader(resolve))
        self.indexed = indexed_results(module.tree, RPC)
        self.awaited = awaited_calls(module.tree)  # `await vllm_obj.m(…)`: rule awaited-call
        self.handler_imports: dict[str, str] = {}  # except-branch import -> try-body import
        self.bare = bare_fallbacks(module.tree, module.package)  # rule none-is-no-fallback
        self._calling: dict[int, ast.Call] = {}  # callee attribute node -> its call
        self.test_reads: list[tuple[str, ...]] = []  # see Use.requires
        self.truthy: list[tuple[str, ...]] = []  # see Use.runs_if
        self.switched_off: list[OwnSwitch] = []  # see Use.dead
        self.unset: list[str] = []  # see Use.unset
        self._defs: list[ast.FunctionDef | ast.AsyncFunctionDef] = []  # enclosing functions
        self.exit_reads: dict[int, tuple[str, ...]] = {}
        self.probed = probed_classes(module)
        self.gated = gated_functions(
            module.tree, self.versions, lambda name: facts.named_elsewhere(name, module.file)
        )

    def run(self) -> list[Emitted]:
        self.visit(self.module.tree)
        return self.out

    # -- emitting ---------------------------------------------------------------------
    def emit(self, kind: UseKind, symbol: str, node: ast.AST, **extra: Any) -> None:
        """Emit one use; `extra` are `Use` fields, and `guard` (a condition of the use's
        own) and `reach` (how vLLM reaches it: a `Reached` fact) join its conditions."""
        own_guard, also = self._other_bindings(node, symbol)
        if own_guard is not None and _at(node) in self.bare.uses:  # `X = None`, then `X()`
            own_guard = Condition(own_guard.fact, fallback=False)
        also += self._set_by_a_consumer_class(symbol, extra)
        if also:
            extra["also_from"] = tuple(extra.get("also_from", ())) + also
        if own_guard is None and self._conditional_class(kind, extra):
            own_guard = Condition(Tried("conditional-base"))
        if own_guard is None and kind != "import" and self._probed(symbol):
            own_guard = Condition(Refuses("api-check"), False)
        if self._own_hook_via_super(kind, symbol, extra):
            extra["role"] = "own-hook"
        reach: Reached | None = extra.pop("reach", None)
        conditions = [*self._guards(kind, symbol, extra.pop("guard", None) or own_guard)]
        if kind == "import" and (symbol, _at(node)[0]) in self.bare.imports and conditions:
            conditions[-1] = Condition(conditions[-1].fact, fallback=False)  # none-is-no-fallback
        conditions += self._facts(kind)
        if reach is not None:
            conditions.append(Condition(reach))
        line = getattr(node, "lineno", 0)
        use = Use(
            id="",
            kind=kind,
            symbol=symbol,
            location=Location(self.module.file, line),
            module=self.module.name,
            context=self.env.qualname,
            conditions=tuple(conditions),
            **extra,
        )
        start = (line, getattr(node, "col_offset", 0))
        end = (getattr(node, "end_lineno", 0) or 0, getattr(node, "end_col_offset", 0) or 0)
        self.out.append(Emitted(use, (*start, *end, len(self.out))))

    def _facts(self, kind: UseKind) -> list[Condition]:
        """The facts the walk's stacks hold for a use of `kind` (beside its guards): the
        reads of the tests around it, the attributes they need truthy, the consumer's own
        dead switch, the parameters left out (an import's own line decides nothing of these)."""
        facts: list[Condition] = []
        if kind != "import":
            required = tuple(dict.fromkeys(r for reads in self.test_reads for r in reads))
            if required:
                facts.append(Condition(Reads(required)))
            runs_if = dict.fromkeys(r for reads in self.truthy for r in reads)
            facts += [Condition(Truthy(symbol)) for symbol in runs_if]
            if self.switched_off:
                facts.append(Condition(self.switched_off[-1]))
        if kind in ("call", "base-member"):
            facts += [Condition(IsNone(p)) for p in dict.fromkeys(self.unset)]
        return facts

    def _set_by_a_consumer_class(self, symbol: str, extra: dict[str, Any]) -> tuple[str, ...]:
        """`self.x` that is not the base's may be set by a consumer subclass of this class."""
        frame = self.env.method_frame()
        cls = frame.cls if frame is not None else None
        if extra.get("via") != "self" or cls is None or not cls.vllm_bases:
            return ()
        base = cls.vllm_bases[0]
        if not symbol.startswith(base + "."):
            return ()
        member = symbol[len(base) + 1 :].split(".")[0]
        if member in self.facts.subclass_stores(cls.path):
            return (f"`self.{member}`, which a consumer subclass of `{cls.qualname}` sets",)
        return ()

    def _own_hook_via_super(self, kind: str, symbol: str, extra: dict[str, Any]) -> bool:
        """`super().m(…)` inside the consumer's own `m`, which nothing but vLLM calls: if
        vLLM's base no longer has `m`, the override itself never runs (a dead hook)."""
        if kind != "base-member" or extra.get("via") != "super":
            return False
        member = symbol.rsplit(".", 1)[-1]
        enclosing = self.env.qualname.rsplit(".", 1)[-1]
        return member == enclosing and not self.facts.calls_method(member)

    def _probed(self, symbol: str) -> bool:
        """A use of a class whose API the module checks itself before raising."""
        return any(symbol.startswith(cls + ".") for cls in self.probed)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if is_vllm(alias.name):
                fallback = self._fallback_of(alias.name)
                self.emit("import", alias.name, node, role="module", **fallback)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = absolute_module(node, self.module.package)
        if not is_vllm(base):
            return
        for alias in node.names:
            if alias.name == "*":
                self.emit("import", base, node, role="module")
            else:  # a module or a name in it: only the view can tell
                symbol = f"{base}.{alias.name}"
                self.emit("import", symbol, node, **self._fallback_of(symbol))

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._decorators(node.decorator_list)
        for default in [*node.args.defaults, *node.args.kw_defaults]:
            if default is not None:
                self.visit(default)
        outer = self.env.frames[-1]
        cls = outer.cls if outer.kind == "class" else None
        qualname = self._qualname(node.name)
        gate = self.gated.get(node.name) if outer.kind == "module" else None
        rules = [GuardRule(Condition(Version(gate)))] if gate else []
        if outer.kind == "function" and self._defs:  # rule `caller-try`
            rules += caller_try_rules(self._defs[-1], node)
        self.env.push(function_frame(self.env, node, qualname, cls))
        reads, self.test_reads = self.test_reads, []  # a def runs when called
        truthy, self.truthy = self.truthy, []
        self._defs.append(node)
        try:
            self.rules += rules
            self._visit_block(node.body)
        finally:
            self._defs.pop()
            del self.rules[len(self.rules) - len(rules) :]
            self.test_reads = reads
            self.truthy = truthy
            self.env.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.visit(node.body)

    def _qualname(self, name: str) -> str:
        outer = self.env.frames[-1]
        if outer.kind == "module":
            return name
        sep = ".<locals>." if outer.kind == "function" else "."
        return f"{outer.qualname}{sep}{name}"

    def _decorators(self, decorators: list[ast.expr]) -> None:
        for dec in decorators:
            path = self.env.vllm_path(dec)
            if path is not None:
                self.emit("call", path, dec, call=CallShape(positional=1))
            else:
                self.visit(dec)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._decorators(node.decorator_list)
        qualname = self._qualname(node.name)
        facts = self.facts
        info = build_class(self.env, node, qualname, facts.consumer_class, set(facts.extensions))
        self._class_uses(node, info)
        for keyword in node.keywords:
            self.visit(keyword.value)
        self.env.push(Frame("class", qualname, cls=info))
        try:
            for stmt in node.body:
                self.visit(stmt)
        finally:
            self.env.pop()

    def _class_uses(self, node: ast.ClassDef, info: ClassInfo) -> None:
        for base_node in node.bases:
            expr = base_node.value if isinstance(base_node, ast.Subscript) else base_node
            if self.env.vllm_path(expr) is None:
                self.visit(base_node)
        if not info.vllm_bases:
            return
        for base in info.vllm_bases:
            via = info.through.get(base)
            if via is None and base not in info.direct_bases and info.extension:
                via = "worker-extension"
            instantiated = self.facts.used_as_value(node.name)
            self.emit(
                "subclass",
                base,
                node,
                consumer_class=info.path,
                via=via,
                defines=tuple(sorted(info.own_names)),
                reach=None if instantiated else Reached("never-instantiated"),
                also_from=tuple(info.other_bases),
            )
        part = self.facts.submodel_part(node.name)
        self.env.push(Frame("class", info.qualname, cls=info))
        try:
            for stmt in own_methods(node).values():
                if stmt.name.startswith("__") and not stmt.name.endswith("__"):
                    continue  # name-mangled: cannot override anything
                sig = signature_of(stmt, bound=not is_static(stmt))
                private = stmt.name.startswith("_") and not stmt.name.startswith("__")
                # `dead-method`: vLLM calls a worker extension's own methods only by the name
                # given to `collective_rpc`, so a public one is as uncalled as a private one
                # when the consumer never names it (a vLLM hook it overrides stays called)
                own_rpc = info.extension and not stmt.name.startswith("__")
                uncalled = (private or own_rpc) and not self.facts.calls_method(stmt.name)
                for base in info.vllm_bases:
                    self.emit(
                        "override",
                        f"{base}.{stmt.name}",
                        stmt,
                        consumer_class=info.path,
                        override=sig,
                        reach=Reached("uncalled") if uncalled else part_condition(part),
                    )
        finally:
            self.env.pop()

    # -- guards -----------------------------------------------------------------------
    def visit_Assign(self, node: ast.Assign) -> None:
        for base, names in replaced_classes(node, self.env, self.facts.consumer_class):
            for name in sorted(names):
                self.emit("define", f"{base}.{name}", node)
        self._install_assign(node)  # `Cls.m = f`: f judged as vLLM calls m (usage/installs)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        ref = self.env.describe(node)
        store = isinstance(node.ctx, ast.Store)
        if ref is None:
            self._chained(node, store)
            self.generic_visit(node)
            return
        kind = "define" if store else ref.kind
        self.emit(kind, ref.symbol, node, via=ref.via, also_from=ref.also_from)
        if not ref.static:
            self.visit(node.value)

    def _chained(self, node: ast.Attribute, store: bool = False) -> None:
        """`self.model_runner.input_batch`: an attribute of a member of the vLLM base.

        The member's type is not known statically; the chained name is still what the
        consumer relies on (hazard probes judge it, e.g. the V2 runner's `input_batch`).
        """
        inner = node.value
        if not isinstance(inner, ast.Attribute):
            return
        ref = self.env.describe(inner)
        if ref is not None and ref.kind == "base-member":
            also = tuple(f"{a}.{node.attr}" for a in ref.also_from if a.startswith("vllm."))
            also += tuple(a for a in ref.also_from if not a.startswith("vllm."))
            kind: UseKind = "define" if store else "attribute"
            extra: dict[str, Any] = {}
            call = self._calling.get(id(node))
            if call is not None:  # `self.member.method(…)`: judged as a method call
                kind, extra = "call", {"call": call_shape(call)}
            self.emit(kind, f"{ref.symbol}.{node.attr}", node, via=ref.via, also_from=also, **extra)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute):
            ref = self.env.describe(func)
            path = ref.symbol if ref is not None else None
        else:
            path = self.env.vllm_path(func)
            ref = None
        if path is None:
            self._calling[id(func)] = node
            self.visit(func)
        else:
            kind = ref.kind if ref is not None and ref.kind == "base-member" else "call"
            via = ref.via if ref is not None else None
            also = ref.also_from if ref is not None else ()
            target = "result-indexed" if id(node) in self.indexed else None
            target = target or ("awaited" if id(node) in self.awaited else None)
            fn = self._defs[-1] if self._defs else None
            for shape in forwarded_shapes(node, call_shape(node), fn, self.module.tree):
                self.emit(kind, path, node, call=shape, via=via, role=target, also_from=also)
            self._call_extras(node, path, static=ref is None or ref.static)
            if ref is not None and not ref.static and isinstance(func, ast.Attribute):
                self.visit(func.value)  # a call on an object: its receiver is read too
        self._rpc_target(node)
        self._getattr(node)
        self._install_call(node)  # `setattr(Cls, "m", f)`
        if callee_name(node.func) == "patch" and node.args:  # mock.patch("vllm.x.Y.z")
            self._dotted_string(node.args[0])
        for arg in node.args:
            self.visit(arg)
        for keyword in node.keywords:
            self.visit(keyword.value)


def _at(node: ast.AST) -> tuple[int, int]:
    """(line, column) of a node, as `bare_fallbacks` records its uses."""
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)
