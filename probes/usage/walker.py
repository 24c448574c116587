"""Walks one consumer module and emits every use of vLLM it finds, in source order.

Ids are not assigned here (they need every use of the module, see `consumer.assign_ids`);
each emitted use carries its position so that ordinals follow source order.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass

from probes.usage.classes import (
    ClassInfo,
    build_class,
    function_frame,
    is_static,
    own_methods,
    signature_of,
)
from probes.usage.env import Env, Frame
from probes.usage.guards import GuardRule, VersionTests, if_rules, try_rules
from probes.usage.module import ModuleModel
from probes.usage.scope import absolute_module, is_vllm
from probes.uses import CallShape, Guard, Location, Use

DOTTED = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$")
DOTTED_KEYWORDS = ("_cls", "_class", "_module_path")
RPC = "collective_rpc"


@dataclass
class Emitted:
    """A use without its id, and where it sits: start, end (inner calls first), emission."""

    use: Use
    key: tuple[int, ...]


@dataclass(frozen=True)
class ConsumerFacts:
    """What the walk of one module needs from the whole consumer."""

    consumer_class: Callable[[str], ClassInfo | None]
    extensions: frozenset[str]
    local_rpc: dict[str, str]  # method name -> consumer path of the extension defining it


def call_shape(node: ast.Call) -> CallShape:
    return CallShape(
        positional=sum(not isinstance(a, ast.Starred) for a in node.args),
        keywords=tuple(k.arg for k in node.keywords if k.arg is not None),
        star_args=any(isinstance(a, ast.Starred) for a in node.args),
        star_kwargs=any(k.arg is None for k in node.keywords),
    )


class ModuleWalker(ast.NodeVisitor):
    """Visits a module with an `Env` of its scopes and a stack of active guards."""

    def __init__(self, module: ModuleModel, facts: ConsumerFacts):
        self.module = module
        self.facts = facts
        self.env = Env(module)
        self.rules: list[GuardRule] = []
        self.out: list[Emitted] = []
        self.versions = VersionTests(module.tree, lambda n: self.env.dotted_path(n))
        self.indexed = indexed_results(module.tree, RPC)

    def run(self) -> list[Emitted]:
        self.visit(self.module.tree)
        return self.out

    # -- emitting ---------------------------------------------------------------------
    def emit(self, kind: str, symbol: str, node: ast.AST, **extra) -> None:
        guard = self._guard(kind, symbol, extra.pop("guard", None))
        line = getattr(node, "lineno", 0)
        use = Use(
            id="",
            kind=kind,  # type: ignore[arg-type]
            symbol=symbol,
            location=Location(self.module.file, line),
            module=self.module.name,
            context=self.env.qualname,
            guard=guard,
            **extra,
        )
        start = (line, getattr(node, "col_offset", 0))
        end = (getattr(node, "end_lineno", 0) or 0, getattr(node, "end_col_offset", 0) or 0)
        self.out.append(Emitted(use, (*start, *end, len(self.out))))

    def _guard(self, kind: str, symbol: str, own: Guard | None) -> Guard | None:
        if own is not None:
            return own
        for rule in reversed(self.rules):
            if rule.applies(kind, symbol):
                return rule.guard
        return None

    def _guarded(self, rules: list[GuardRule], nodes: list) -> None:
        self.rules += rules
        try:
            for node in nodes:
                self.visit(node)
        finally:
            del self.rules[len(self.rules) - len(rules) :]

    # -- imports (target_kind "module" where the statement itself names a module) -----
    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if is_vllm(alias.name):
                self.emit("import", alias.name, node, target_kind="module")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = absolute_module(node, self.module.package)
        if not is_vllm(base):
            return
        for alias in node.names:
            if alias.name == "*":
                self.emit("import", base, node, target_kind="module")
            else:  # a module or a name in it: only the view can tell
                self.emit("import", f"{base}.{alias.name}", node)

    # -- definitions ------------------------------------------------------------------
    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._decorators(node.decorator_list)
        for default in [*node.args.defaults, *node.args.kw_defaults]:
            if default is not None:
                self.visit(default)
        outer = self.env.frames[-1]
        cls = outer.cls if outer.kind == "class" else None
        qualname = self._qualname(node.name)
        self.env.push(function_frame(self.env, node, qualname, cls))
        try:
            for stmt in node.body:
                self.visit(stmt)
        finally:
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
        for base in node.bases:
            expr = base.value if isinstance(base, ast.Subscript) else base
            if self.env.vllm_path(expr) is None:
                self.visit(base)
        if not info.vllm_bases:
            return
        for base in info.vllm_bases:
            via = info.through.get(base)
            if via is None and base not in info.direct_bases and info.extension:
                via = "worker-extension"
            self.emit("subclass", base, node, consumer_class=info.path, via=via)
        self.env.push(Frame("class", info.qualname, cls=info))
        try:
            for stmt in own_methods(node).values():
                if stmt.name.startswith("__") and not stmt.name.endswith("__"):
                    continue  # name-mangled: cannot override anything
                sig = signature_of(stmt, bound=not is_static(stmt))
                for base in info.vllm_bases:
                    self.emit(
                        "override",
                        f"{base}.{stmt.name}",
                        stmt,
                        consumer_class=info.path,
                        override=sig,
                    )
        finally:
            self.env.pop()

    # -- guards -----------------------------------------------------------------------
    def visit_If(self, node: ast.If | ast.IfExp) -> None:
        self.visit(node.test)
        body = node.body if isinstance(node.body, list) else [node.body]
        orelse = node.orelse if isinstance(node.orelse, list) else [node.orelse]
        rules = if_rules(node.test, body, orelse, self.versions, self._member_symbol)
        self._guarded(rules.body, body)
        self._guarded(rules.orelse, orelse)

    visit_IfExp = visit_If

    def visit_Try(self, node: ast.Try) -> None:
        self._guarded(try_rules(node), node.body)
        for part in (node.handlers, node.orelse, node.finalbody):
            for stmt in part:
                self.visit(stmt)

    visit_TryStar = visit_Try

    def _member_symbol(self, obj: ast.expr, name: str) -> str | None:
        probe = ast.Attribute(value=obj, attr=name, ctx=ast.Load())
        ref = self.env.describe(probe)
        return ref.symbol if ref is not None else None

    # -- expressions ------------------------------------------------------------------
    def visit_Attribute(self, node: ast.Attribute) -> None:
        ref = self.env.describe(node)
        if ref is None:
            self._chained(node)
            self.generic_visit(node)
            return
        self.emit(ref.kind, ref.symbol, node, via=ref.via)
        if not ref.static:
            self.visit(node.value)

    def _chained(self, node: ast.Attribute) -> None:
        """`self.model_runner.input_batch`: an attribute of a member of the vLLM base.

        The member's type is not known statically; the chained name is still what the
        consumer relies on (hazard probes judge it, e.g. the V2 runner's `input_batch`).
        """
        inner = node.value
        if not isinstance(inner, ast.Attribute):
            return
        ref = self.env.describe(inner)
        if ref is not None and ref.kind == "base-member":
            self.emit("attribute", f"{ref.symbol}.{node.attr}", node, via=ref.via)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute):
            ref = self.env.describe(func)
            path = ref.symbol if ref is not None else None
        else:
            path = self.env.vllm_path(func)
            ref = None
        if path is None:
            self.visit(func)
        else:
            kind = ref.kind if ref is not None and ref.kind == "base-member" else "call"
            via = ref.via if ref is not None else None
            target = "result-indexed" if id(node) in self.indexed else None
            self.emit(kind, path, node, call=call_shape(node), via=via, target_kind=target)
            self._call_extras(node, path, static=ref is None or ref.static)
            if ref is not None and not ref.static:
                self.visit(func.value)  # type: ignore[union-attr]
        self._rpc_target(node)
        self._getattr(node)
        for arg in node.args:
            self.visit(arg)
        for keyword in node.keywords:
            self.visit(keyword.value)

    def _call_extras(self, node: ast.Call, path: str, static: bool) -> None:
        """Config fields of a vLLM `*Config(...)` and dotted class paths given as strings."""
        last = path.rsplit(".", 1)[-1]
        is_config = static and last.endswith("Config") and last[:1].isupper()
        for keyword in node.keywords:
            if keyword.arg is None:
                continue
            if is_config:
                self.emit("config-field", f"{path}.{keyword.arg}", keyword.value)
            value = keyword.value
            if (
                keyword.arg.endswith(DOTTED_KEYWORDS)
                and isinstance(value, ast.Constant)
                and isinstance(value.value, str)
                and DOTTED.match(value.value)
            ):
                self.emit("string-target", value.value, value, target_kind="dotted-path")

    def _rpc_target(self, node: ast.Call) -> None:
        """Method names given to `collective_rpc`: vLLM's Worker's, or a local extension's."""
        func = node.func
        if not (isinstance(func, ast.Attribute) and func.attr == RPC and self.module.imports_vllm):
            return
        method = node.args[0] if node.args else None
        if method is None:
            method = next((k.value for k in node.keywords if k.arg == "method"), None)
        if not (isinstance(method, ast.Constant) and isinstance(method.value, str)):
            return
        name = method.value
        local = self.facts.local_rpc.get(name)
        if local is not None:
            self.emit("string-target", local, method, target_kind="rpc-method-local")
        else:
            symbol = f"vllm.v1.worker.gpu_worker.Worker.{name}"
            self.emit("string-target", symbol, method, target_kind="rpc-method")

    def _getattr(self, node: ast.Call) -> None:
        """`getattr(vllm_obj, "x"[, default])`: an attribute use, guarded when defaulted."""
        if not (
            isinstance(node.func, ast.Name)
            and node.func.id == "getattr"
            and self.env.lookup("getattr") is None
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            return
        probe = ast.Attribute(value=node.args[0], attr=node.args[1].value, ctx=ast.Load())
        ref = self.env.describe(probe)
        if ref is None:
            return
        guard = Guard("hasattr", True) if len(node.args) >= 3 else None
        self.emit(ref.kind, ref.symbol, node, via=ref.via, guard=guard)


def indexed_results(tree: ast.Module, method: str) -> set[int]:
    """Calls of `.method(...)` whose result the code indexes by position or unpacks.

    `x = obj.method(...)` then `x[0]`, `obj.method(...)[0]`, `(a,) = obj.method(...)`: the
    caller takes the result for a sequence. Ids of the `ast.Call` nodes, per function.
    """
    found: set[int] = set()
    scopes = [
        tree,
        *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)),
    ]
    for scope in scopes:
        names: dict[str, list[ast.Call]] = {}
        nodes = list(_own_nodes(scope))
        for node in nodes:
            if isinstance(node, ast.Subscript) and _calls(node.value, method) and _positional(node):
                found.add(id(node.value))
            if isinstance(node, ast.Assign) and _calls(node.value, method):
                for target in node.targets:
                    if isinstance(target, ast.Tuple | ast.List):
                        found.add(id(node.value))
                    elif isinstance(target, ast.Name):
                        names.setdefault(target.id, []).append(node.value)  # type: ignore[arg-type]
        for node in nodes:
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.value, ast.Name)
                and node.value.id in names
                and _positional(node)
            ):
                found.update(id(call) for call in names[node.value.id])
    return found


def _own_nodes(scope: ast.AST):
    """Nodes of a module or function body, not those of functions defined inside it."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _calls(node: ast.AST, method: str) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == method
    )


def _positional(node: ast.Subscript) -> bool:
    index = node.slice
    return isinstance(index, ast.Constant) and isinstance(index.value, int)
