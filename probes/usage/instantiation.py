"""Rule `never-instantiated`, the reading half: which spellings of a consumer class can build it.

A class is built only where it is used as a value: called, passed, stored, returned, or
named in a string something may load by name. Three spellings build nothing, as Python
runs them:

* a string in `__all__` (an export list: `from pkg import *` binds the class, builds none)
  or in an annotation (`-> type["Backend"]`, `x: "Backend"`): neither is loaded by name;
* `Cls.helper(...)` where `helper` is a `@staticmethod` the class defines itself: a static
  method gets no class to build (a factory class used only through its static
  `get_method()`, a backend used only through static `get_name()`, `get_page_size()`).

`consumer.ConsumerIndex.used_as_value` asks these; its other spellings are read there.
"""

from __future__ import annotations

import ast
import re


def named_in_string(tree: ast.Module, name: str) -> bool:
    """A string constant naming `name` (`"Cls"`, `"pkg.mod.Cls"`) outside `__all__` and
    outside annotations."""
    pattern = re.compile(rf"^[\w.]*\b{re.escape(name)}$")
    skip = _export_and_annotation_nodes(tree)
    return any(
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and pattern.match(node.value)
        and id(node) not in skip
        for node in ast.walk(tree)
    )


def _export_and_annotation_nodes(tree: ast.Module) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            named = any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets)
            if named and node.value is not None:
                skip.update(id(n) for n in ast.walk(node.value))
        if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            skip.update(id(n) for n in ast.walk(node.annotation))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            skip.update(id(n) for n in ast.walk(node.returns))
    return skip


def static_methods(tree: ast.Module, name: str) -> set[str]:
    """The `@staticmethod`s a class named `name` defines in this module."""
    return {
        fn.name
        for cls in ast.walk(tree)
        if isinstance(cls, ast.ClassDef) and cls.name == name
        for fn in cls.body
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
        and any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list)
    }


def static_receivers(tree: ast.Module, name: str, statics: set[str]) -> set[int]:
    """The `Cls` of each `Cls.helper` where `helper` is one of the class's static methods."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr in statics
        and isinstance(node.value, ast.Name)
        and node.value.id == name
    }
