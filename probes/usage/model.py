"""The data the walker's mixins share: scopes, consumer classes, modules, and the facts
a module's walk needs from the whole consumer.

`GuardedWalk`, `TargetUses` and `ModuleWalker` are mixins of one walk; `Env` answers
questions about these. Keeping the plain types here, below all of them, is what lets each
mixin name the others' data without importing the module that walks (no import circle).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from probes.usage.dynamic_modules import names_vllm_at_run_time
from probes.usage.scope import FunctionScan, Typed, is_vllm, scan_body
from probes.uses import Use

Resolve = Callable[[ast.AST], str | None]
Reader = Callable[[ast.expr], str | None]

FrameKind = Literal["module", "class", "function"]
FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass
class Frame:
    """One scope: what it imports, which names it binds locally and their known types."""

    kind: FrameKind
    qualname: str
    imports: dict[str, str] = field(default_factory=dict)
    locals: set[str] = field(default_factory=set)
    types: dict[str, Typed] = field(default_factory=dict)
    cls: ClassInfo | None = None
    self_name: str | None = None
    alternatives: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class ClassInfo:
    """One consumer class: `path` is `module.qualname`; `vllm_bases` in declaration order.

    `through` names, for each vLLM base reached through a consumer parent class, that
    parent (so a checker can count what the parent defines as defined here too).
    """

    qualname: str
    path: str
    node: ast.ClassDef
    vllm_bases: list[str] = field(default_factory=list)
    direct_bases: list[str] = field(default_factory=list)
    own_names: set[str] = field(default_factory=set)
    methods: dict[str, FunctionNode] = field(default_factory=dict)
    attr_types: dict[str, Typed] = field(default_factory=dict)
    inherited_types: dict[str, Typed] = field(default_factory=dict)
    through: dict[str, str] = field(default_factory=dict)  # vLLM base -> consumer parent
    extension: bool = False
    other_bases: list[str] = field(default_factory=list)  # non-vLLM bases that add members
    conditional: bool = False  # a vLLM base is only one binding of its name (try/except)
    parent_names: set[str] = field(default_factory=set)  # what consumer parents define
    consumer_parents: list[str] = field(default_factory=list)  # their paths

    def base_alternatives(self, member: str) -> tuple[str, ...]:
        """Where `self.<member>` may come from besides the first vLLM base."""
        return tuple(f"{b}.{member}" for b in self.vllm_bases[1:]) + tuple(self.other_bases)


@dataclass
class ModuleModel:
    """A consumer module as the extractor sees it (`name` is dotted, `file` root-relative)."""

    name: str
    file: str
    tree: ast.Module
    is_package: bool = False
    functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = field(default_factory=dict)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)
    _scans: dict[int, FunctionScan] = field(default_factory=dict, repr=False)
    # the module-level names' types, inferred once by `env.module_frame`
    types: dict[str, Typed] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        for node in self.tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                self.classes[node.name] = node

    @property
    def package(self) -> str:
        """The package relative imports start from."""
        return self.name if self.is_package else self.name.rpartition(".")[0]

    def path(self, name: str) -> str:
        return f"{self.name}.{name}"

    @cached_property
    def top_scan(self) -> FunctionScan:
        """What the module body binds (its definitions included)."""
        scan = scan_body(self.tree.body, self.package, [])
        for node in self.tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                scan.imports.setdefault(node.name, self.path(node.name))
        return scan

    def scan(self, fn: ast.FunctionDef | ast.AsyncFunctionDef) -> FunctionScan:
        """What a function of this module binds (computed once per function)."""
        if id(fn) not in self._scans:
            a = fn.args
            params = [*a.posonlyargs, *a.args, *a.kwonlyargs]
            params += [p for p in (a.vararg, a.kwarg) if p is not None]
            self._scans[id(fn)] = scan_body(fn.body, self.package, params)
        return self._scans[id(fn)]

    @property
    def bindings(self) -> dict[str, str]:
        """Module-level names bound by imports or definitions, to dotted paths."""
        return self.top_scan.imports

    @cached_property
    def imports_vllm(self) -> bool:
        """Whether any import anywhere in the module reads vLLM."""
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import) and any(is_vllm(a.name) for a in node.names):
                return True
            if isinstance(node, ast.ImportFrom) and not node.level and is_vllm(node.module):
                return True
        return names_vllm_at_run_time(self.tree)  # `importlib.import_module("vllm.x")`


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
    method_files: dict[str, str] = field(default_factory=dict)  # any `def m(self` -> file
    named_elsewhere: Callable[[str, str], bool] = lambda name, module: False
    subclass_stores: Callable[[str], frozenset[str]] = lambda path: frozenset()
    used_as_value: Callable[[str], bool] = lambda name: True  # a class anyone may build
    calls_method: Callable[[str], bool] = lambda name: True  # `x.name(…)` outside super()
    submodel_part: Callable[[str], str | None] = lambda name: None  # see usage/submodels
    falsy_switch: Callable[[str], str | None] = lambda name: None  # see usage/switches
    # rule `version-helper` (usage/version_helpers.py): a module's reader of the consumer's
    # own version helpers and flags, given how the module resolves names
    version_reader: Callable[[Resolve], Reader | None] = lambda resolve: None
