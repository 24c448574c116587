"""Classes that reach vLLM only as parts of a model the consumer builds as a sub-model.

vLLM calls a multimodal processor's or dummy-inputs builder's hooks through the processor
registered on the model class it serves (`@MULTIMODAL_REGISTRY.register_processor(P,
info=I, dummy_inputs=D)` on that class). A model the consumer builds inside another one
(`init_vllm_registered_model(..., architectures=["InnerArch"])`) is not what vLLM serves
then: its registration is used only if that class is also served on its own, which no
source says. A class whose only route into vLLM is such a registration, on such models only,
is one vLLM may never call: its override findings are `unknown`, with that reason.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from typing import Any

from probes.conditions import Reached

ARCHITECTURES = "architectures"


def part_condition(hosts: str | None) -> Reached | None:
    """How vLLM reaches an override of such a class (`hosts`: the models it is registered
    on, and where the consumer builds them), as a fact of the condition model."""
    return Reached("submodel-part", hosts) if hosts else None


def built_architectures(trees: Iterable[tuple[str, ast.Module]]) -> dict[str, str]:
    """Architecture names passed as `architectures=[…]` to a call → `file:line` of one."""
    found: dict[str, str] = {}
    for rel, tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for kw in node.keywords:
                if kw.arg == ARCHITECTURES and isinstance(kw.value, ast.List | ast.Tuple):
                    for elt in kw.value.elts:
                        if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                            found.setdefault(elt.value, f"{rel}:{node.lineno}")
    return found


def architecture_classes(
    trees: Iterable[tuple[str, ast.Module]], archs: set[str]
) -> dict[str, Any]:
    """Class name → the architecture names mapping to it: the name itself (vLLM's own
    convention), or the class a registry table names for it (`"Arch": (module, "Cls")`,
    the last string of the entry)."""
    out: dict[str, set[str]] = {arch: {arch} for arch in archs}
    for _, tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Dict):
                continue
            for key, value in zip(node.keys, node.values, strict=True):
                if not (isinstance(key, ast.Constant) and key.value in archs):
                    continue
                names = _strings(value)
                if names:
                    out.setdefault(names[-1], set()).add(key.value)
    return out


def registrations(tree: ast.Module, name: str) -> tuple[list[str], bool]:
    """The classes whose decorators pass `name` (a registration), and whether the module
    reads `name` anywhere else (then it may reach vLLM another way)."""
    hosts: list[str] = []
    inside: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        for deco in node.decorator_list:
            if not isinstance(deco, ast.Call):
                continue
            spelled = [
                n
                for arg in [*deco.args, *(k.value for k in deco.keywords)]
                for n in ast.walk(arg)
                if _spells(n, name)
            ]
            if spelled:
                hosts.append(node.name)
                inside.update(id(n) for n in spelled)
    elsewhere = any(
        _spells(n, name) and id(n) not in inside and isinstance(n.ctx, ast.Load)
        for n in ast.walk(tree)
        if isinstance(n, ast.Name | ast.Attribute)
    )
    return hosts, elsewhere


def _spells(node: ast.AST, name: str) -> bool:
    return (isinstance(node, ast.Name) and node.id == name) or (
        isinstance(node, ast.Attribute) and node.attr == name
    )


def _strings(value: ast.expr) -> list[str]:
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return [value.value]
    if isinstance(value, ast.Tuple | ast.List):
        return [
            e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)
        ]
    return []
