"""Modules vLLM loads by a dotted path: those defining a subclass of a vLLM class.

A user's config names a connector, worker, platform or model class by its path
(`kv_connector_module_path`, `worker_cls`, …) and vLLM imports that module itself, so such a
module runs though nothing in the package imports it. The base may be a vLLM class or, through
the package's own classes, one derived from a vLLM class (`class Conn(OwnBase)` where
`class OwnBase(KVConnectorBase_V1)` sits in a sibling module): vLLM loads the subclass all the
same. The OpenAI server's protocol models are no such base: the server builds them from
requests. Read leniently: a file that does not parse counts as such a module.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping


def vllm_loaded(files: Mapping[str, str], parse: Callable[[str], ast.Module | None]) -> set[str]:
    """Root-relative paths of the files defining a class derived, directly or through the
    package's own classes (matched by name: a collision only adds a root), from vLLM.
    `parse`: the graph's tree of a file (None: it does not parse, and is a root)."""
    trees: dict[str, ast.Module] = {}
    out: set[str] = set()
    for rel in files:
        tree = parse(rel)
        if tree is None:
            out.add(rel)
        else:
            trees[rel] = tree
    classes = {rel: _classes(tree) for rel, tree in trees.items()}
    derived: set[str] = set()  # names of the package's classes derived from vLLM
    for rel, tree in trees.items():
        from_vllm = _vllm_names(tree)
        derived |= {c.name for c in classes[rel] if any(h in from_vllm for h in _heads(c))}
    changed = True
    while changed:  # through the package's own bases, to a fixpoint
        grown = {
            c.name for found in classes.values() for c in found if _bases(c) & derived
        } - derived
        derived |= grown
        changed = bool(grown)
    for rel, found in classes.items():
        from_vllm = _vllm_names(trees[rel])
        if any(c.name in derived or any(h in from_vllm for h in _heads(c)) for c in found):
            out.add(rel)
    return out


def _classes(tree: ast.Module) -> list[ast.ClassDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]


def _vllm_names(tree: ast.Module) -> set[str]:
    """Names a module binds by importing from vLLM (`from vllm.x import B`, `import vllm.x`),
    but for the server's protocol models (`vllm.entrypoints.openai.protocol`): request and
    response data the server builds itself, never a class vLLM loads by a path."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "vllm":
            if not _protocol(node.module or ""):
                out |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            out |= {(a.asname or a.name).split(".")[0] for a in node.names if _is_vllm(a.name)}
    return out


def _protocol(module: str) -> bool:
    parts = module.split(".")
    return parts[:2] == ["vllm", "entrypoints"] and any(p.endswith("protocol") for p in parts)


def _is_vllm(name: str) -> bool:
    return name.split(".")[0] == "vllm"


def _heads(cls: ast.ClassDef) -> list[str]:
    """The first name of each base (`v.Base` → `v`, `Base[T]` → `Base`)."""
    out = []
    for base in cls.bases:
        head = base.value if isinstance(base, ast.Subscript) else base
        while isinstance(head, ast.Attribute):
            head = head.value
        if isinstance(head, ast.Name):
            out.append(head.id)
    return out


def _bases(cls: ast.ClassDef) -> set[str]:
    """The last name of each base (`mod.Own` → `Own`): the package's class it may name."""
    out = set()
    for base in cls.bases:
        node = base.value if isinstance(base, ast.Subscript) else base
        if isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, ast.Name):
            out.add(node.id)
    return out
