"""Does a config-shaped dict literal reach vLLM? (the `config-reaches-vllm` rule)

A dict with a speculative config's or a KV-transfer config's keys is vLLM's config only
when the consumer hands it to vLLM: as the `speculative_config=` / `kv_transfer_config=`
argument of a call, `SpeculativeConfig(**d)` / `KVTransferConfig(**d)`, `json.dumps(d)`
after `--speculative-config` / `--kv-transfer-config` on a command line (`--x=` + …, an
f-string), under such a key of another dict, or bound to / returned by a name that is the
parameter's own (`kv_transfer_config = …`, `def build_kv_transfer_config`). Each flow is
followed a few steps: through names of its scope, through `return` to every call of the
function in the files read (by name). A dict whose every flow ends in the consumer's own
data (written by `json.dump`, compared, formatted, read back, never read) is not a vLLM
use; one whose flow the reader cannot follow is `unconfirmed`, so a failed check of it
is `unknown` with the reason, never `broken` on key shape alone.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from probes.server.pyast import dotted, literal_str
from probes.server.uses import flag_name

CONFIG_NAMES = ("speculative_config", "kv_transfer_config")
CONFIG_FLAGS = {"--speculative-config", "--kv-transfer-config"}
CONFIG_CLASSES = {"SpeculativeConfig", "KVTransferConfig"}
OWN_CALLS = {"print", "str", "repr", "len", "bool", "isinstance", "sorted", "hash", "id", "type"}
LOG_CALLS = {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
MAX_STEPS = 6
Verdict = Literal["vllm", "own", "unknown"]


@dataclass(frozen=True)
class Flow:
    """Where one flow of the dict ends, and why."""

    verdict: Verdict
    why: str


@dataclass
class ModuleFlow:
    """One module's tree with its parent links; `calls` finds every call of a function
    name across the files read (set by the extractor: `(module, call)` pairs)."""

    tree: ast.Module
    calls: Callable[[str], list[tuple[ModuleFlow, ast.Call]]] = lambda _n: []
    parents: dict[int, ast.AST] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parents[id(child)] = node

    def parent(self, node: ast.AST) -> ast.AST | None:
        return self.parents.get(id(node))

    def scope(self, node: ast.AST) -> ast.AST:
        """The function (or module) whose body holds `node`."""
        up = self.parent(node)
        while up is not None and not isinstance(up, ast.FunctionDef | ast.AsyncFunctionDef):
            up = self.parent(up)
        return up or self.tree


def named_config(name: str) -> bool:
    """A name that is a vLLM config parameter's own (`kv_transfer_config`, `build_…`)."""
    return name.lower().endswith(CONFIG_NAMES)


def dict_flow(node: ast.Dict, mod: ModuleFlow) -> Flow:
    """Where the dict literal goes: `vllm` on any flow that reaches vLLM, else `unknown`
    when one cannot be followed, else `own` (the consumer's own data)."""
    return _join(list(_flows(node, mod, 0)))


def _join(flows: list[Flow]) -> Flow:
    for verdict in ("vllm", "unknown"):
        hit = next((f for f in flows if f.verdict == verdict), None)
        if hit is not None:
            return hit
    return Flow("own", "; ".join(dict.fromkeys(f.why for f in flows)) or "never read")


def _flows(expr: ast.AST, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    if steps > MAX_STEPS:
        yield Flow("unknown", f"followed {MAX_STEPS} steps without seeing where it goes")
        return
    parent = mod.parent(expr)
    if parent is None:
        yield Flow("own", "never read")
    elif isinstance(parent, ast.keyword):
        yield _keyword(parent, mod)
    elif isinstance(parent, ast.Call):
        yield from _call(expr, parent, mod, steps)
    elif isinstance(parent, ast.Dict):
        yield from _in_dict(expr, parent, mod, steps)
    elif isinstance(parent, ast.Assign | ast.AnnAssign | ast.NamedExpr):
        yield from _assigned(parent, mod, steps)
    elif isinstance(parent, ast.Return):
        yield from _returned(parent, mod, steps)
    else:
        yield _other(expr, parent, mod, steps)


def _keyword(kw: ast.keyword, mod: ModuleFlow) -> Flow:
    call = mod.parent(kw)
    callee = dotted(call.func) if isinstance(call, ast.Call) else "?"
    if kw.arg in CONFIG_NAMES:
        return Flow("vllm", f"passed as `{kw.arg}=` to `{callee}`")
    if kw.arg is None and callee.rsplit(".", 1)[-1] in CONFIG_CLASSES:
        return Flow("vllm", f"unpacked into `{callee}(**…)`")
    spelled = f"{kw.arg}=" if kw.arg else "**"
    return Flow("unknown", f"passed as `{spelled}` to `{callee}`, not followed")


def _call(expr: ast.AST, call: ast.Call, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    callee = dotted(call.func)
    last = callee.rsplit(".", 1)[-1]
    if expr is call.func or (isinstance(call.func, ast.Attribute) and expr is call.func.value):
        if last == "copy":
            yield from _flows(call, mod, steps + 1)
        else:
            yield Flow("own", f"read by `.{last}()`")
    elif last == "dumps":
        yield from _flows(call, mod, steps + 1)  # the JSON text goes where the dict would
    elif last == "dump":
        yield Flow("own", f"written to a file by `{callee}`")
    elif last in CONFIG_CLASSES:
        yield Flow("vllm", f"passed to `{callee}`")
    elif last in OWN_CALLS or last in LOG_CALLS:
        yield Flow("own", f"read by `{callee}`")
    else:
        yield Flow("unknown", f"passed to `{callee}`, not followed")


def _in_dict(expr: ast.AST, outer: ast.Dict, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    key = next((k for k, v in zip(outer.keys, outer.values, strict=True) if v is expr), None)
    text = literal_str(key) if key is not None else None
    if text in CONFIG_NAMES:
        yield Flow("vllm", f"under the key `{text}`")
        return
    where = f"the key `{text}`" if key is not None else "`**` of another dict"
    for flow in _flows(outer, mod, steps + 1):  # under another key: vLLM never reads it as one
        if flow.verdict == "vllm" and key is not None:
            yield Flow("unknown", f"under {where} of a dict {flow.why}")
        else:
            yield flow


def _assigned(stmt: ast.AST, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    targets = stmt.targets if isinstance(stmt, ast.Assign) else [getattr(stmt, "target", None)]
    for target in targets:
        if isinstance(target, ast.Name):
            yield from _name_flows(target.id, mod.scope(stmt), mod, steps)
        elif isinstance(target, ast.Attribute):
            if named_config(target.attr):
                yield Flow("vllm", f"stored as `{ast.unparse(target)}`")
            else:
                yield Flow("unknown", f"stored on `{ast.unparse(target)}`, not followed")
        elif isinstance(target, ast.Subscript):
            yield from _stored_under(target, mod, steps)
        elif target is not None:
            yield Flow("unknown", f"unpacked into `{ast.unparse(target)}`")


def _stored_under(target: ast.Subscript, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    key = literal_str(target.slice)
    if key in CONFIG_NAMES:
        yield Flow("vllm", f"stored as `{ast.unparse(target)}`")
    elif isinstance(target.value, ast.Name):
        scope = mod.scope(target)
        for flow in _name_flows(target.value.id, scope, mod, steps):
            verdict = "unknown" if flow.verdict == "vllm" else flow.verdict
            yield Flow(verdict, f"stored as `{ast.unparse(target)}`: {flow.why}")
    else:
        yield Flow("unknown", f"stored as `{ast.unparse(target)}`, not followed")


def _name_flows(name: str, scope: ast.AST, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    if named_config(name):
        yield Flow("vllm", f"bound to `{name}`")
        return
    loads = [
        n
        for n in ast.walk(scope)
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
    ]
    if not loads and scope is mod.tree:
        yield Flow("unknown", f"module-level `{name}`, read nowhere in its module")
    elif not loads:
        yield Flow("own", f"bound to `{name}`, never read")
    for load in loads:
        yield from _flows(load, mod, steps + 1)


def _returned(stmt: ast.Return, mod: ModuleFlow, steps: int) -> Iterator[Flow]:
    fn = mod.scope(stmt)
    if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
        yield Flow("unknown", "returned outside a function")
        return
    if named_config(fn.name):
        yield Flow("vllm", f"returned by `{fn.name}`")
        return
    calls = mod.calls(fn.name)
    if not calls:
        yield Flow("unknown", f"returned by `{fn.name}`, which no file read calls")
    for other, call in calls:
        yield from _flows(call, other, steps + 1)


def _other(expr: ast.AST, parent: ast.AST, mod: ModuleFlow, steps: int) -> Flow:
    if isinstance(parent, ast.Await | ast.IfExp | ast.BoolOp):
        return _join(list(_flows(parent, mod, steps + 1)))
    if isinstance(parent, ast.List | ast.Tuple):
        return _element(expr, parent, mod, steps)
    if isinstance(parent, ast.BinOp) and isinstance(parent.op, ast.Add):
        head = literal_str(parent.left) or ""
        if head.startswith("--") and flag_name(head) in CONFIG_FLAGS:
            return Flow("vllm", f"given to `{flag_name(head)}`")
    if isinstance(parent, ast.FormattedValue):
        return _formatted(parent, mod)
    if isinstance(parent, ast.Compare | ast.Expr | ast.Attribute | ast.Subscript | ast.If):
        return Flow("own", "compared or read back")
    return Flow("unknown", f"used in `{ast.unparse(parent)[:60]}`, not followed")


def _element(expr: ast.AST, seq: ast.List | ast.Tuple, mod: ModuleFlow, steps: int) -> Flow:
    """After `--speculative-config` in a list (a command line), else the list's own flow
    (a KV config among `connectors` of another follows that one)."""
    at = next((i for i, e in enumerate(seq.elts) if e is expr), 0)
    prev = literal_str(seq.elts[at - 1]) if at > 0 else None
    if prev is not None and prev.startswith("--") and flag_name(prev) in CONFIG_FLAGS:
        return Flow("vllm", f"given to `{flag_name(prev)}`")
    flows = list(_flows(seq, mod, steps + 1))
    outer = _join(flows)
    if outer.verdict == "vllm" and not isinstance(mod.parent(seq), ast.Dict):
        return Flow("unknown", f"an element of a list {outer.why}")
    return outer


def _formatted(value: ast.FormattedValue, mod: ModuleFlow) -> Flow:
    text = mod.parent(value)
    parts = text.values if isinstance(text, ast.JoinedStr) else []
    literal = "".join(s for s in map(literal_str, parts) if s)
    if any(f in literal.replace("_", "-") for f in CONFIG_FLAGS):
        return Flow("vllm", "formatted into a command line's config flag")
    return Flow("own", "formatted into a string")
