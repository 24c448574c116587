"""The scopes visible at one point of a consumer module, and what they say about expressions.

An `Env` is a stack of frames (module, class, function). It answers the two questions the
extractor asks of every expression: which dotted path does this name chain spell
(`dotted_path`), and which vLLM class is this value an instance of (`typeof`). Member
references (`describe`) combine both with what a vLLM subclass inherits from its base.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Literal, TypeGuard

from probes.usage.model import Frame, ModuleModel
from probes.usage.scope import Candidates, FunctionScan, Typed, annotation_class, dotted, is_vllm

# `via` of an object a vLLM class's alternative constructor returns: "factory:<method path>"
FACTORY = "factory:"
FACTORY_PREFIXES = ("from_", "create")


@dataclass(frozen=True)
class Ref:
    """What an attribute chain refers to in vLLM: a use kind, the symbol and how it was found."""

    kind: Literal["attribute", "base-member"]
    symbol: str
    via: str | None = None
    also_from: tuple[str, ...] = ()

    @property
    def static(self) -> bool:
        """Spelled from an import alone (no inferred instance type)."""
        return self.kind == "attribute" and self.via is None


class Env:
    """Frames from the module inward; the innermost frame is the current scope."""

    def __init__(self, module: ModuleModel, frames: list[Frame] | None = None):
        self.module = module
        self.frames = frames if frames is not None else [module_frame(module)]
        self.narrowed: list[dict[str, Typed | None]] = []  # isinstance branches, innermost last

    def push(self, frame: Frame) -> None:
        self.frames.append(frame)

    def pop(self) -> None:
        self.frames.pop()

    @property
    def qualname(self) -> str:
        return self.frames[-1].qualname

    def _visible(self) -> list[Frame]:
        """Frames a name lookup sees: class bodies only when they are the current scope."""
        inner = self.frames[-1]
        rest = [f for f in reversed(self.frames[:-1]) if f.kind != "class"]
        return [inner, *rest]

    def lookup(self, name: str) -> str | None:
        """The dotted path a name is bound to by an import (or a consumer definition)."""
        for frame in self._visible():
            if name in frame.imports:
                return frame.imports[name]
            if name in frame.locals:
                return None
        return None

    def alternatives(self, name: str) -> list[str]:
        """Other paths a name is bound to (an `except ImportError:` import of the same name)."""
        for frame in self._visible():
            if name in frame.imports or name in frame.locals:
                return frame.alternatives.get(name, [])
        return []

    def _class_alternatives(self, path: str, attr: str) -> list[str]:
        """Where an instance's class is one binding of a name bound twice (`try:` import /
        `except ImportError:` import), the member on the other bindings: the use breaks only
        if none has it. A non-vLLM binding (the consumer's own class) is kept as it is."""
        for frame in self._visible():
            for name, others in frame.alternatives.items():
                if frame.imports.get(name) == path:
                    return [f"{o}.{attr}" if is_vllm(o) else o for o in others]
        return []

    def name_type(self, name: str) -> Typed | None:
        for layer in reversed(self.narrowed):
            if name in layer:
                return layer[name]
        for frame in self._visible():
            if name in frame.types:
                return frame.types[name]
            if name in frame.locals or name in frame.imports:
                return None
        return None

    def method_frame(self) -> Frame | None:
        """The innermost function frame that has a `self` (nested functions inherit it)."""
        for frame in reversed(self.frames):
            if frame.kind == "function" and frame.self_name is not None:
                return frame
        return None

    def dotted_path(self, node: ast.AST) -> str | None:
        return dotted(node, self.lookup)

    def vllm_path(self, node: ast.AST) -> str | None:
        path = self.dotted_path(node)
        return path if is_vllm(path) else None

    def annotation(self, node: ast.AST | None) -> str | None:
        return annotation_class(node, self.lookup)

    def typeof(self, node: ast.AST) -> Typed | None:
        """The vLLM class `node` is an instance of, when this module says so."""
        if isinstance(node, ast.Name):
            return self.name_type(node.id)
        if isinstance(node, ast.Attribute) and self._is_self(node.value):
            frame = self.method_frame()
            if frame is not None and frame.cls is not None:
                return frame.cls.attr_types.get(node.attr)
            return None
        if isinstance(node, ast.Call):
            return self._call_type(node)
        return None

    def _call_type(self, node: ast.Call) -> Typed | None:
        path = self.vllm_path(node.func)
        if path is not None:
            owner, _, last = path.rpartition(".")
            if last[:1].isupper():
                return Typed(path, "constructor")
            if owner.rpartition(".")[2][:1].isupper() and last.startswith(FACTORY_PREFIXES):
                # `Cls.from_config(…)`: an alternative constructor; the checker confirms it
                # per release from the method's return annotation (else unknown)
                return Typed(owner, f"{FACTORY}{path}")
            return None
        returns = self._own_returns(node.func)
        if returns is None:
            return None
        cls = self.annotation(returns)
        return Typed(cls, "return annotation") if cls else None

    def _own_returns(self, func: ast.AST) -> ast.expr | None:
        """The return annotation of a consumer function or method called here, if any."""
        if isinstance(func, ast.Name) and self.lookup(func.id) == self.module.path(func.id):
            fn = self.module.functions.get(func.id)
            return fn.returns if fn is not None else None
        if isinstance(func, ast.Attribute) and self._is_self(func.value):
            frame = self.method_frame()
            if frame is not None and frame.cls is not None:
                fn = frame.cls.methods.get(func.attr)
                return fn.returns if fn is not None else None
        return None

    def _is_self(self, node: ast.AST) -> bool:
        frame = self.method_frame()
        return (
            frame is not None
            and isinstance(node, ast.Name)
            and node.id == frame.self_name
            and self._not_rebound(node.id, frame)
        )

    def _not_rebound(self, name: str, method: Frame) -> bool:
        """`self` of a method stays `self` in nested functions that do not rebind it."""
        for frame in reversed(self.frames):
            if frame is method:
                return True
            if frame.kind == "function" and name in frame.locals:
                return False
        return True

    def _is_super(self, node: ast.AST) -> TypeGuard[ast.Call]:
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "super"
            and self.lookup("super") is None
        )

    def describe(self, node: ast.Attribute) -> Ref | None:
        """The vLLM member an attribute expression reads, or None when it is not vLLM's."""
        path = self.vllm_path(node)
        if path is not None:
            return Ref("attribute", path)
        typed = self.typeof(node.value)
        if typed is not None:
            others = tuple(self._class_alternatives(typed.path, node.attr))
            return Ref("attribute", f"{typed.path}.{node.attr}", typed.via, others)
        frame = self.method_frame()
        cls = frame.cls if frame is not None else None
        if cls is None or not cls.vllm_bases:
            return None
        base = cls.vllm_bases[0]
        others = cls.base_alternatives(node.attr)
        if self._is_super(node.value):
            if node.attr in cls.parent_names or node.value.args:
                return None  # a consumer parent's, or `super(Other, self)`: not this base's
            return Ref("base-member", f"{base}.{node.attr}", "super", others)
        if self._is_self(node.value) and node.attr not in cls.own_names:
            return Ref("base-member", f"{base}.{node.attr}", "self", others)
        return None


def module_frame(module: ModuleModel) -> Frame:
    """A fresh module frame (the module's name types are inferred once and copied)."""
    scan = module.top_scan
    if module.types is None:
        bare = Frame("module", "", dict(scan.imports), set(scan.locals))
        module.types = resolve_types(Env(module, [bare]), scan)
    frame = Frame("module", "", dict(scan.imports), set(scan.locals))
    frame.types = dict(module.types)
    frame.alternatives = scan.alternatives
    return frame


def resolve_types(env: Env, scan: FunctionScan) -> dict[str, Typed]:
    """Types of a scope's names: annotations win, else agreeing assignments (two rounds)."""
    frame = env.frames[-1]
    for _ in range(2):
        candidates = {k: Candidates(None, list(v.assigned)) for k, v in scan.candidates.items()}
        for arg in scan.params:
            cls = env.annotation(arg.annotation)
            if cls:
                candidates.setdefault(arg.arg, Candidates()).annotated = Typed(cls, "annotation")
            else:  # a parameter is one more binding, of a type this module does not state
                candidates.setdefault(arg.arg, Candidates()).assigned.append(None)
        for name, annotation in scan.annotations:
            cls = env.annotation(annotation)
            if cls:
                candidates.setdefault(name, Candidates()).annotated = Typed(cls, "annotation")
        for name, value in scan.assigns:
            candidates.setdefault(name, Candidates()).assigned.append(env.typeof(value))
        frame.types = {k: t for k, c in candidates.items() if (t := c.resolve()) is not None}
    return frame.types
