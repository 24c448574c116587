"""What a consumer module's text names, as reachability reads it (probes/reachability.py).

Whether it defines a subclass of a vLLM class (vLLM may load it by a dotted path), the
strings a name is bound to (`__import__(name)`), the constant start of a computed module name.
Read with `ast`, never run.
"""

from __future__ import annotations

import ast


def derives_from_vllm(text: str) -> bool:
    """Whether a module defines a class with a base imported from vLLM (read leniently: a
    file that does not parse counts as one)."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return True
    if "vllm" not in text:
        return False
    from_vllm = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "vllm":
            from_vllm |= {a.asname or a.name for a in node.names}
        elif isinstance(node, ast.Import):
            from_vllm |= {a.asname or a.name for a in node.names if a.name.startswith("vllm")}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                head = base.value if isinstance(base, ast.Subscript) else base
                while isinstance(head, ast.Attribute):
                    head = head.value
                if isinstance(head, ast.Name) and head.id.split(".")[0] in from_vllm:
                    return True
    return False


def assigned_strings(tree: ast.Module, node: ast.expr) -> list[str] | None:
    """The strings a name is ever bound to in its module, when every binding is one."""
    if not isinstance(node, ast.Name):
        return None
    values = [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == node.id for t in n.targets)
    ]
    texts = [v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return texts if values and len(texts) == len(values) else None


def constant_prefix(node: ast.expr) -> str:
    """The constant start of a computed module name (`f"pkg.plugins.{x}"`, `"pkg." + x`)."""
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = node.left
        if isinstance(left, ast.Constant) and isinstance(left.value, str):
            return left.value
        return constant_prefix(left)
    return ""
