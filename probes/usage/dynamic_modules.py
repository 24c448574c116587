"""Modules named by a string at run time: `importlib.import_module("vllm.x")` and
`sys.modules["vllm.x"]`. A consumer that patches vLLM this way never spells an `import
vllm…` statement, yet what it sets on the module is what vLLM runs (probes/usage/installs)."""

from __future__ import annotations

import ast

from probes.usage.scope import callee_name, is_vllm


def module_expr(node: ast.AST) -> str | None:
    """`importlib.import_module("m")` / `import_module("m")` / `sys.modules["m"]` → "m"."""
    if (
        isinstance(node, ast.Call)
        and callee_name(node.func) == "import_module"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return node.args[0].value
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "modules"
        and isinstance(node.value.value, ast.Name)
        and node.value.value.id == "sys"
        and isinstance(node.slice, ast.Constant)
        and isinstance(node.slice.value, str)
    ):
        return node.slice.value
    return None


def names_vllm_at_run_time(tree: ast.AST) -> bool:
    """Whether the module reaches a vLLM module through `import_module` / `sys.modules`."""
    return any(is_vllm(module_expr(node)) for node in ast.walk(tree))
