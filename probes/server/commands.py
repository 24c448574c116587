"""Server-contract uses written as code: command lines, JSON configs, `VLLM_*` variables.

A list is a `vllm serve` command line when it holds `"serve"` beside a string naming vLLM
(`"vllm"`, `"vllm.entrypoints.cli.main"`), starts with `"serve"` in a module that names
`vllm serve`, or names the OpenAI server module outright (`*("--x", v)` spread in); its
`--flags`, and those later appended or extended onto the same name in that function, are
flag uses. A dict is a KV-transfer config when it has a `kv_connector` key and a
speculative config when it has `method` beside another SpeculativeConfig key; its keys
are config fields and its names are looked up in vLLM's registries. A comparison of
`<...>speculative_config.method` with a string is a speculative-method use too.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import Any

from probes.server.config_flow import ModuleFlow, dict_flow
from probes.server.pyast import dotted, literal_str
from probes.server.uses import ServerUseKind, flag_name

SPECULATIVE_KEYS = {"num_speculative_tokens", "model", "draft_model_config", "quantization"}
SERVER_MODULES = ("vllm.entrypoints.openai.api_server",)


@dataclass(frozen=True)
class Emit:
    """A use before its id: kind, provider-side name, line, and what the consumer wrote."""

    kind: ServerUseKind
    name: str
    line: int
    spelled: str | None = None
    module_path: str | None = None
    reason: str = ""
    unconfirmed: str = ""  # why a config's way to vLLM was not seen (config-reaches-vllm)


def command_uses(fn: ast.AST, vllm_module: bool = False) -> list[Emit]:
    """Flags of every `vllm serve` command line built in this function (or module body).
    In a module about vLLM (`vllm_module`), a list that starts with `"serve"` is one too
    (its `vllm` / `python -m ...` prefix is added elsewhere)."""
    out: list[Emit] = []
    strings = _local_strings(fn)
    for node in own_nodes(fn):
        if isinstance(node, ast.List | ast.Tuple) and _is_serve(node, vllm_module):
            out += [e for elt in _flat(node.elts) for e in _flag(elt, strings)]
            out += _added_later(fn, node, strings)
    return out


def _flat(elts: list[ast.expr]) -> list[ast.expr]:
    """Elements, with `*("--x", v)` / `*["--x", v]` spread in place."""
    out: list[ast.expr] = []
    for elt in elts:
        inner = elt.value if isinstance(elt, ast.Starred) else None
        out += inner.elts if isinstance(inner, ast.List | ast.Tuple) else [elt]
    return out


def _is_serve(node: ast.List | ast.Tuple, vllm_module: bool) -> bool:
    elts = _flat(node.elts)
    texts = [t for t in map(literal_str, elts) if t is not None]
    if any(t in SERVER_MODULES for t in texts):
        return True
    if vllm_module and elts and literal_str(elts[0]) == "serve":
        return True
    return "serve" in texts and any(t == "vllm" or t.startswith("vllm.") for t in texts)


def _flag(elt: ast.expr, strings: dict[str, str]) -> list[Emit]:
    text = literal_str(elt)
    if text is None and isinstance(elt, ast.Name):
        text = strings.get(elt.id)
    if text is None and isinstance(elt, ast.BinOp) and isinstance(elt.op, ast.Add):
        head = literal_str(elt.left)  # "--flag=" + value
        text = head if head is not None and head.startswith("--") and "=" in head else None
    if text is not None:
        return [Emit("flag", flag_name(text), elt.lineno, spelled=text)] if _dashed(text) else []
    if isinstance(elt, ast.JoinedStr) and elt.values:
        head = literal_str(elt.values[0]) or ""
        if head.startswith("--"):
            if "=" in head:
                return [Emit("flag", flag_name(head), elt.lineno, spelled=head)]
            why = f"flag spelled by an f-string (`{ast.unparse(elt)}`)"
            return [Emit("unknown", "flag", elt.lineno, reason=why)]
    return []


def _dashed(text: str) -> bool:
    return text.startswith("--") and len(text) > 2


def _added_later(fn: ast.AST, node: ast.expr, strings: dict[str, str]) -> list[Emit]:
    """`cmd.append("--x")`, `cmd.extend([...])`, `cmd += [...]` on the list's name."""
    names = {
        t.id
        for a in own_nodes(fn)
        if isinstance(a, ast.Assign) and a.value is node
        for t in a.targets
        if isinstance(t, ast.Name)
    }
    out: list[Emit] = []
    for sub in own_nodes(fn):
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute):
            if dotted(sub.func.value) in names and sub.func.attr in ("append", "insert"):
                out += [e for a in sub.args for e in _flag(a, strings)]
            if dotted(sub.func.value) in names and sub.func.attr == "extend" and sub.args:
                arg = sub.args[0]
                elts = arg.elts if isinstance(arg, ast.List | ast.Tuple) else []
                out += [e for elt in elts for e in _flag(elt, strings)]
        if isinstance(sub, ast.AugAssign) and dotted(sub.target) in names:
            elts = sub.value.elts if isinstance(sub.value, ast.List | ast.Tuple) else []
            out += [e for elt in elts for e in _flag(elt, strings)]
    return out


def _local_strings(fn: ast.AST) -> dict[str, str]:
    """Names bound once in this scope to a string literal (`arg = "--no-x"`)."""
    seen: dict[str, list[str | None]] = {}
    for node in own_nodes(fn):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    seen.setdefault(t.id, []).append(literal_str(node.value))
    return {k: v[0] for k, v in seen.items() if len(v) == 1 and v[0] is not None}


def own_nodes(fn: ast.AST) -> list[ast.AST]:
    """Nodes of this scope, not of nested functions or classes."""
    out: list[ast.AST] = []
    todo = list(ast.iter_child_nodes(fn))
    while todo:
        node = todo.pop()
        out.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            todo.extend(ast.iter_child_nodes(node))
    return sorted(out, key=lambda n: (getattr(n, "lineno", 0), getattr(n, "col_offset", 0)))


def config_uses(fn: ast.AST, mod: ModuleFlow | None = None) -> list[Emit]:
    """KV-transfer and speculative configs written as dict literals, and method compares.
    With the module's `mod`, a dict is a config only where it may reach vLLM (`dict_flow`):
    none where it is the consumer's own data, `unconfirmed` where that was not seen."""
    out: list[Emit] = []
    for node in own_nodes(fn):
        if isinstance(node, ast.Dict):
            pairs = zip(node.keys, node.values, strict=True)
            named = {text: v for k, v in pairs if (text := literal_str(k))}
            found: list[Emit] = []
            if "kv_connector" in named:
                found = _kv_config(named)
            elif "method" in named and SPECULATIVE_KEYS & set(named):
                found = _speculative_config(named)
            out += _confirmed(found, node, mod) if found and mod is not None else found
        elif isinstance(node, ast.Compare):
            out += _method_compare(node)
    return out


def _confirmed(found: list[Emit], node: ast.Dict, mod: ModuleFlow) -> list[Emit]:
    flow = dict_flow(node, mod)
    if flow.verdict == "own":
        return []
    if flow.verdict == "vllm":
        return found
    why = f"not seen to reach vLLM ({flow.why})"
    return [replace(e, unconfirmed=why) if e.kind != "unknown" else e for e in found]


def _kv_config(named: dict[str, Any]) -> list[Emit]:
    out = [Emit("config-field", f"kv_transfer_config.{k}", v.lineno) for k, v in named.items()]
    line = named["kv_connector"].lineno
    connector = literal_str(named["kv_connector"])
    module_path = literal_str(named.get("kv_connector_module_path"))
    if connector is None:
        why = f"connector given as `{ast.unparse(named['kv_connector'])}`, not a literal"
        return [*out, Emit("unknown", "kv-connector", line, reason=why)]
    out.append(Emit("kv-connector", connector, line, module_path=module_path))
    extra = named.get("kv_connector_extra_config")
    if module_path is None and isinstance(extra, ast.Dict):  # read by vLLM's connector
        keys = [(literal_str(k), k) for k in extra.keys if k is not None]
        out += [Emit("extra-config-key", f"{connector}.{t}", k.lineno) for t, k in keys if t]
    return out


def _speculative_config(named: dict[str, Any]) -> list[Emit]:
    out = [Emit("config-field", f"speculative_config.{k}", v.lineno) for k, v in named.items()]
    line = named["method"].lineno
    method = literal_str(named["method"])
    if method is None:
        why = f"method given as `{ast.unparse(named['method'])}`, not a literal"
        return [*out, Emit("unknown", "speculative-method", line, reason=why)]
    return [*out, Emit("speculative-method", method, line)]


def _method_compare(node: ast.Compare) -> list[Emit]:
    left = dotted(node.left)
    if not left.endswith("speculative_config.method"):
        return []
    out = []
    for op, right in zip(node.ops, node.comparators, strict=True):
        values = right.elts if isinstance(right, ast.Tuple | ast.List | ast.Set) else [right]
        if isinstance(op, ast.Eq | ast.NotEq | ast.In | ast.NotIn):
            out += [
                Emit("speculative-method", t, node.lineno) for t in map(literal_str, values) if t
            ]
    return out


def env_uses(fn: ast.AST) -> list[Emit]:
    """`VLLM_*` variables the consumer sets for vLLM (environ items, setdefault, env dicts)."""
    out: list[Emit] = []
    for node in own_nodes(fn):
        keys: list[ast.expr] = []
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store):
            keys = [node.slice]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in ("setdefault", "putenv") and node.args:
                keys = [node.args[0]]
        elif isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
        for key in keys:
            text = literal_str(key)
            if text and text.startswith("VLLM_"):
                out.append(Emit("env-var", text, key.lineno))
    return out
