"""Functions the consumer installs on a vLLM class or module: the install half of the walk.

`LogitsProcessor._get_logits = mine`, `setattr(Cls, "forward", mine)`,
`obj.forward = types.MethodType(mine, obj)` (obj of a vLLM class), `mod.helper = mine` — also
on a class or module reached through `importlib.import_module("vllm.…")` or
`sys.modules["vllm.…"]` — replace what vLLM itself calls: vLLM then calls the consumer's
function the way that release calls its own. The walk emits one `override` use (role
`installed`) carrying the function's signature as vLLM's callers see it, and, for a method,
walks the function's body once more with `self` as that class, so that its member uses are
checked against it (`base-member` uses). The checker judges the signature against vLLM's own
call sites (probes/install_checks.py). A function this reading cannot see (a factory's
result, a `partial`, a decorator that may change the signature) is not judged.

`ModuleWalker` mixes this in; it owns `env`, `module`, `out`, `emit` and the walk's stacks.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Any

from probes.conditions.model import Reached
from probes.usage.classes import function_frame, signature_of
from probes.usage.dynamic_modules import module_expr
from probes.usage.model import ClassInfo, FunctionNode
from probes.usage.scope import callee_name, is_vllm

if TYPE_CHECKING:
    from probes.usage.env import Env
    from probes.usage.model import ConsumerFacts, Emitted, ModuleModel
    from probes.uses import UseKind

# Decorators that keep the call signature of the function they wrap.
KEEPS_SIGNATURE = frozenset({"wraps", "no_grad", "inference_mode", "enable_grad"})


class InstallUses(ast.NodeVisitor):
    """Install uses for `ModuleWalker` (see the module docstring)."""

    env: Env
    module: ModuleModel
    facts: ConsumerFacts
    out: list[Emitted]
    test_reads: list[tuple[str, ...]]
    truthy: list[tuple[str, ...]]
    _defs: list[FunctionNode]

    if TYPE_CHECKING:  # ModuleWalker's

        def emit(self, kind: UseKind, symbol: str, node: ast.AST, **extra: Any) -> None: ...
        def _visit_block(self, body: list[ast.stmt]) -> None: ...

    def _install_assign(self, node: ast.Assign) -> None:
        """`Owner.name = f` (and `obj.name = types.MethodType(f, obj)`)."""
        for target in node.targets:
            if isinstance(target, ast.Attribute):
                self._install(target.value, target.attr, node.value, node)

    def _install_call(self, node: ast.Call) -> None:
        """`setattr(Owner, "name", f)` with a literal name."""
        if not (
            isinstance(node.func, ast.Name)
            and node.func.id == "setattr"
            and self.env.lookup("setattr") is None
            and len(node.args) == 3
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            return
        self._install(node.args[0], node.args[1].value, node.args[2], node)

    def _install(self, owner: ast.expr, name: str, value: ast.expr, node: ast.AST) -> None:
        method = _method_type(value)
        if method is not None:  # `obj.m = MethodType(f, obj)`: bound to an instance
            typed = self.env.typeof(method[1])
            if typed is None or not is_vllm(typed.path):
                return
            host, is_class, value = typed.path, True, method[0]
        else:
            found = self._owner_path(owner)
            if found is None:
                return
            # a class or a module: the view tells the checker; for reading `self` in the
            # body, a class is what its name says it is (CamelCase)
            host, is_class = found, found.rsplit(".", 1)[-1][:1].isupper()
        fn, bound = self._function(value)
        if fn is None or not _keeps_signature(fn):
            return
        path = self._function_path(fn)
        # The def's own parameters; `via` says whether a call through a class binds the
        # first one (a plain function or a classmethod does, a staticmethod does not). A
        # function set on a module is never bound: the checker drops it only on a class.
        extra: dict[str, Any] = {
            "consumer_class": path,
            "override": signature_of(fn, bound=False),
            "role": "installed",
            "via": "bound" if bound else "unbound",
        }
        if not is_class and self._only_installed(fn):  # rule `uncalled-install`
            extra["reach"] = Reached("only-installed")
        self.emit("override", f"{host}.{name}", node, **extra)
        if bound and is_class and _first_param(fn) == "self":  # written as a method
            self._walk_as_method(fn, host, path)

    def _only_installed(self, fn: FunctionNode) -> bool:
        """Whether the consumer names `fn` only to install it (`mod.f = fn`, `setattr(mod,
        "f", fn)`): then only vLLM can call it. Its scope is the enclosing def (a nested
        one) or its module, whose name no other consumer file may hold."""
        nested = any(fn in d.body for d in self._defs)
        scope: ast.AST = self._defs[-1] if nested and self._defs else self.module.tree
        if not nested and self.facts.named_elsewhere(fn.name, self.module.file):
            return False
        loads = installs = 0
        for sub in ast.walk(scope):
            if isinstance(sub, ast.Name) and sub.id == fn.name and isinstance(sub.ctx, ast.Load):
                loads += 1
            value = _installed_value(sub)
            installs += isinstance(value, ast.Name) and value.id == fn.name
        return loads == installs > 0

    def _owner_path(self, owner: ast.expr) -> str | None:
        """The vLLM class or module `owner` names: its import path, an
        `importlib.import_module("vllm.…")` / `sys.modules["vllm.…"]` (or a name bound once
        in this scope to one), with attributes after it."""
        path = self.env.vllm_path(owner)
        if path is not None:
            return path
        attrs: list[str] = []
        while isinstance(owner, ast.Attribute):
            attrs.append(owner.attr)
            owner = owner.value
        root = module_expr(owner)
        if root is None and isinstance(owner, ast.Name):
            root = self._bound_module(owner.id)
        if root is None or not is_vllm(root):
            return None
        return ".".join([root, *reversed(attrs)])

    def _bound_module(self, name: str) -> str | None:
        """The module a local (or module-level) name is bound to, when every assignment to
        it in its scope is one `import_module` / `sys.modules[…]` of the same module."""
        scope: ast.AST = self._defs[-1] if self._defs else self.module.tree
        found: set[str | None] = set()
        for sub in ast.walk(scope):
            if isinstance(sub, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in sub.targets
            ):
                found.add(module_expr(sub.value))
        return found.pop() if len(found) == 1 else None

    def _function(self, value: ast.expr) -> tuple[FunctionNode | None, bool]:
        """The consumer function a value names, and whether a call through a class binds
        its first parameter (`staticmethod(f)` does not; `classmethod(f)` binds the class)."""
        if isinstance(value, ast.Call) and len(value.args) == 1 and not value.keywords:
            wrapper = callee_name(value.func)
            if wrapper in ("staticmethod", "classmethod") and self.env.lookup(wrapper) is None:
                fn, _ = self._function(value.args[0])
                return fn, wrapper == "classmethod"
        if not isinstance(value, ast.Name):
            return None, False
        return self._def_named(value.id), True

    def _def_named(self, name: str) -> FunctionNode | None:
        """The def a name is bound to: in the enclosing function, else at module level (the
        one def of that name, so the binding is not in doubt)."""
        for scope in reversed(self._defs):
            defs = [s for s in scope.body if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef)]
            named = [d for d in defs if d.name == name]
            if named:
                return named[0] if len(named) == 1 else None
            if name in self.module.scan(scope).locals:
                return None  # bound otherwise in this scope
        if self.env.lookup(name) != self.module.path(name):
            return None
        return self.module.functions.get(name)

    def _function_path(self, fn: FunctionNode) -> str:
        outer = [d.name for d in self._defs if fn in d.body]
        return self.module.path(".<locals>.".join([*outer[-1:], fn.name]))

    def _walk_as_method(self, fn: FunctionNode, host: str, path: str) -> None:
        """`fn`'s body again, with its first parameter an instance of `host`: keeps only the
        uses of its members this finds (the rest was emitted where `fn` is defined)."""
        shell = ast.ClassDef(name=fn.name, bases=[], keywords=[], body=[], decorator_list=[])
        info = ClassInfo(fn.name, path, shell, vllm_bases=[host], direct_bases=[host])
        frames = self.env.frames
        self.env.frames = [frames[0]]
        start = len(self.out)
        reads, self.test_reads = self.test_reads, []
        truthy, self.truthy = self.truthy, []
        self._defs.append(fn)
        try:
            self.env.push(function_frame(self.env, fn, fn.name, info))
            self._visit_block(fn.body)
        finally:
            self._defs.pop()
            self.test_reads, self.truthy = reads, truthy
            self.env.frames = frames
        # what `self.x` reads or sets in it (a set member exists afterwards)
        self.out[start:] = [e for e in self.out[start:] if e.use.via in ("self", "super")]


def _installed_value(node: ast.AST) -> ast.expr | None:
    """What `Owner.name = value` / `setattr(Owner, "name", value)` installs (else None)."""
    if isinstance(node, ast.Assign) and any(isinstance(t, ast.Attribute) for t in node.targets):
        return node.value
    if isinstance(node, ast.Call) and callee_name(node.func) == "setattr" and len(node.args) == 3:
        return node.args[2]
    return None


def _method_type(value: ast.expr) -> tuple[ast.expr, ast.expr] | None:
    """`types.MethodType(f, obj)` / `MethodType(f, obj)` → (f, obj)."""
    if (
        isinstance(value, ast.Call)
        and callee_name(value.func) == "MethodType"
        and len(value.args) == 2
    ):
        return value.args[0], value.args[1]
    return None


def _keeps_signature(fn: FunctionNode) -> bool:
    """Every decorator is one that keeps the call signature (else the call binds to what
    the decorator returns, which this reading cannot see)."""
    for dec in fn.decorator_list:
        call = dec.func if isinstance(dec, ast.Call) else dec
        if callee_name(call) not in KEEPS_SIGNATURE:
            return False
    return True


def _first_param(fn: FunctionNode) -> str | None:
    positional = [*fn.args.posonlyargs, *fn.args.args]
    return positional[0].arg if positional else None
