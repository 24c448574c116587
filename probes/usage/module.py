"""One parsed consumer module: its name, file, module-level bindings and definitions."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import cached_property

from probes.usage.env import Env, Frame
from probes.usage.scope import (
    Candidates,
    FunctionScan,
    Typed,
    is_vllm,
    scan_body,
)


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
    def _scan(self) -> FunctionScan:
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
        return self._scan.imports

    @cached_property
    def imports_vllm(self) -> bool:
        """Whether any import anywhere in the module reads vLLM."""
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import) and any(is_vllm(a.name) for a in node.names):
                return True
            if isinstance(node, ast.ImportFrom) and not node.level and is_vllm(node.module):
                return True
        return False

    def frame(self) -> Frame:
        """A fresh module frame (the module's name types are inferred once and copied)."""
        scan = self._scan
        frame = Frame("module", "", dict(scan.imports), set(scan.locals))
        frame.types = dict(self._module_types)
        frame.alternatives = scan.alternatives
        return frame

    @cached_property
    def _module_types(self) -> dict[str, Typed]:
        scan = self._scan
        bare = Frame("module", "", dict(scan.imports), set(scan.locals))
        return resolve_types(Env(self, [bare]), scan)


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
