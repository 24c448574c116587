"""Uses of vLLM named by strings and by `getattr`/`setattr`: the target half of the walk.

Config fields of `*Config(...)` calls, dotted class paths given as `*_cls=` keywords or kept
in literal collections (patch targets), `collective_rpc` method names (vLLM's Worker's, or a
worker extension's the consumer defines), `getattr(obj, "x")` reads and `setattr` definitions.
`ModuleWalker` mixes this in; it owns `env`, `module`, `facts` and `emit`.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from probes.conditions import Condition, Present
from probes.usage.scope import callee_name
from probes.uses import UseKind

if TYPE_CHECKING:
    from probes.usage.env import Env
    from probes.usage.model import ClassInfo, ConsumerFacts, ModuleModel

DOTTED = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$")
DOTTED_KEYWORDS = ("_cls", "_class", "_module_path")
# A string naming something inside vLLM (at least `vllm.module.name`).
VLLM_PATH = re.compile(r"^vllm(\.[A-Za-z_]\w*){2,}$")
RPC = "collective_rpc"


class TargetUses(ast.NodeVisitor):
    """String and reflective uses for `ModuleWalker` (see the module docstring)."""

    env: Env
    module: ModuleModel
    facts: ConsumerFacts

    if TYPE_CHECKING:  # ModuleWalker's; declared here so the mixin type-checks on its own

        def emit(self, kind: UseKind, symbol: str, node: ast.AST, **extra: Any) -> None: ...

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
                self.emit("string-target", value.value, value, role="dotted-path")

    def visit_List(self, node: ast.List | ast.Tuple | ast.Set) -> None:
        """Dotted vLLM paths kept in a literal collection (patch targets, plugin tables).

        Only paths that reach into a class (`vllm.m.Cls.method`): a collection of bare
        module paths is usually a list of candidates the consumer tries in turn.
        """
        for elt in node.elts:
            text = elt.value if isinstance(elt, ast.Constant) else None
            if isinstance(text, str) and any(p[:1].isupper() for p in text.split(".")):
                self._dotted_string(elt)
        self.generic_visit(node)

    visit_Tuple = visit_List

    visit_Set = visit_List

    def _dotted_string(self, node: ast.AST) -> None:
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and VLLM_PATH.match(node.value)
            and self.module.imports_vllm
        ):
            self.emit("string-target", node.value, node, role="dotted-path")

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
            self.emit("string-target", local, method, role="rpc-method-local")
        else:
            symbol = f"vllm.v1.worker.gpu_worker.Worker.{name}"
            file = self.facts.method_files.get(name)
            also = (f"a method `{name}` the consumer defines in {file}",) if file else ()
            self.emit("string-target", symbol, method, role="rpc-method", also_from=also)

    def _getattr(self, node: ast.Call) -> None:
        """`getattr(vllm_obj, "x"[, default])`: an attribute use, guarded when defaulted;
        `setattr(vllm_obj, "x", value)`: the consumer defines that member."""
        name = callee_name(node.func)
        builtin = isinstance(node.func, ast.Name) and self.env.lookup(name) is None
        if not (
            ((name in ("getattr", "setattr") and builtin) or name == "extend_enum")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            return
        probe = ast.Attribute(value=node.args[0], attr=node.args[1].value, ctx=ast.Load())
        ref = self.env.describe(probe)
        if ref is None:
            return
        if name in ("setattr", "extend_enum"):  # aenum.extend_enum adds an Enum member
            self.emit("define", ref.symbol, node, via=ref.via)
            return
        guard = Condition(Present(ref.symbol)) if len(node.args) >= 3 else None
        self.emit(ref.kind, ref.symbol, node, via=ref.via, guard=guard, also_from=ref.also_from)


def replaced_classes(
    node: ast.Assign, env: Env, consumer_class: Callable[[str], ClassInfo | None]
) -> list[tuple[str, set[str]]]:
    """`module.Request = OmniRequest` (any module, even one held in a loop variable): the
    consumer swaps vLLM's class for its own subclass, whose members then exist on what vLLM
    builds. Gives (vLLM class, the subclass's own names) for each base it replaces."""
    path = env.dotted_path(node.value) if isinstance(node.value, ast.Name) else None
    info = consumer_class(path) if path else None
    if info is None:
        return []
    imported = [p for p in env.frames[0].imports.values() if p.startswith("vllm.")]
    out = []
    for target in node.targets:
        if not isinstance(target, ast.Attribute):
            continue
        # The class it replaces: a vLLM base of the same name, else a vLLM class of that
        # name this module imports (`module.StreamingUpdate = OmniStreamingUpdate`).
        same = [b for b in info.vllm_bases if b.rsplit(".", 1)[-1] == target.attr]
        same = same or [p for p in imported if p.rsplit(".", 1)[-1] == target.attr]
        out += [(base, info.own_names) for base in same]
    return out
