"""A hazard with two sides, each read from code: a consumer that trains sliding-window draft
layers by default, and a vLLM release that refuses sliding window with MLA.

Consumer side: a draft/layer config whose layer types default to sliding attention, with an
option that makes chosen layers full attention: `["full_attention" if i in <option> else
"sliding_attention" for i in ...]` (speculators 0.8.0 - 0.9.0's trainer, whose
`full_attention_indices` is the `--full-attention-indices` flag), or a literal
`"sliding_attention"` default of a layer-type parameter or field.

vLLM side: an `assert` or `raise` whose message says MLA is not supported for sliding window
(every release from 0.8.4 to 0.33.0: `SlidingWindowSpec`, then the model runner, then
`Attention.get_kv_cache_spec`). Such a draft cannot be served for an MLA verifier
(DeepSeek-V2/V3, Kimi K2/K2.5): seen on the H200 with vLLM 0.25.1 and speculators 0.9.0.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from probes import releases
from probes.release_errors import ReleaseError
from probes.safeio import SafeIOError, is_plain_dir, open_zip, read_bytes, read_member
from probes.safeio.walk import py_files

SLIDING, FULL = "sliding_attention", "full_attention"
_REFUSAL = re.compile(r"\bMLA\b.*\bsliding\s*window", re.IGNORECASE | re.DOTALL)


@dataclass(frozen=True)
class SlidingDefault:
    """Where a consumer makes draft layers sliding-window unless told otherwise."""

    path: str
    function: str
    line: int
    option: str | None  # the name that selects full-attention layers, when there is one
    flag: str | None  # that option's command-line flag, when the consumer spells it


@dataclass(frozen=True)
class Refusal:
    """Where a vLLM release refuses sliding window with MLA (file relative to the tree)."""

    file: str
    line: int
    message: str

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


def _text(node: ast.AST | None) -> str | None:
    """A string constant, implicit concatenation and f-string parts included."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_text(v) or "" for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return (_text(node.left) or "") + (_text(node.right) or "")
    return None


def _name(node: ast.AST) -> str | None:
    """`x` or `a.b.x` -> x."""
    if isinstance(node, ast.Name):
        return node.id
    return node.attr if isinstance(node, ast.Attribute) else None


def _functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.AST]]:
    """(qualified name, node) of every function, methods as `Class.method`; then the module."""
    for node in getattr(tree, "body", []):
        if isinstance(node, ast.ClassDef):
            yield from _functions(node, f"{prefix}{node.name}.")
            yield (
                prefix + node.name,
                ast.Module(
                    body=[s for s in node.body if isinstance(s, ast.AnnAssign | ast.Assign)],
                    type_ignores=[],
                ),
            )
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield f"{prefix}{node.name}", node


def _is_choice(node: ast.IfExp) -> bool:
    """`FULL if <test> else SLIDING`: sliding unless the test says otherwise."""
    return (_text(node.body), _text(node.orelse)) == (FULL, SLIDING)


def _option(node: ast.IfExp) -> str | None:
    """The option of `... if i in <option> else ...` (None: some other test)."""
    test = node.test
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.In):
        return _name(test.comparators[0])
    return None


def _literal_default(node: ast.AST) -> bool:
    """A parameter or field whose default is the sliding layer type (or a list of it)."""
    value = node.value if isinstance(node, ast.AnnAssign) else None
    if isinstance(value, ast.List | ast.Tuple):
        return bool(value.elts) and all(_text(e) == SLIDING for e in value.elts)
    return _text(value) == SLIDING


def sliding_defaults(source: str, path: str) -> list[SlidingDefault]:
    """The sliding-window defaults of one source file (none when it does not parse); the
    flag is filled in by `sliding_in_wheel` / the caller, who sees every file."""
    if SLIDING not in source:
        return []
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found: list[SlidingDefault] = []
    for qualname, scope in _functions(tree):
        for node in ast.walk(scope):
            if isinstance(node, ast.IfExp) and _is_choice(node):
                found.append(SlidingDefault(path, qualname, node.lineno, _option(node), None))
            elif isinstance(node, ast.arguments):
                defaults = [d for d in node.defaults + node.kw_defaults if d is not None]
                found += [
                    SlidingDefault(path, qualname, d.lineno, None, None)
                    for d in defaults
                    if _text(d) == SLIDING
                ]
            elif isinstance(node, ast.AnnAssign) and _literal_default(node):
                found.append(SlidingDefault(path, qualname, node.lineno, None, None))
    return found


def with_flags(found: list[SlidingDefault], texts: list[str]) -> list[SlidingDefault]:
    """Each option's `--flag-form`, where the consumer's code spells that flag."""
    out = []
    for hit in found:
        flag = f"--{hit.option.replace('_', '-')}" if hit.option else None
        spelled = flag is not None and any(flag in text for text in texts)
        named = flag if spelled else None
        out.append(SlidingDefault(hit.path, hit.function, hit.line, hit.option, named))
    return out


def sliding_in_wheel(wheel: Path) -> list[SlidingDefault]:
    """Every sliding-window layer default in a consumer wheel's Python files."""
    found: list[SlidingDefault] = []
    texts: list[str] = []
    with open_zip(wheel) as zf:
        for name in sorted(zf.namelist()):
            if name.endswith(".py"):
                text = read_member(zf, name).decode("utf-8", errors="replace")
                texts.append(text)
                found += sliding_defaults(text, name)
    return with_flags(found, texts) if found else []


def _raised(node: ast.Raise) -> str | None:
    """The message of `raise Error("...")`."""
    exc = node.exc
    return _text(exc.args[0]) if isinstance(exc, ast.Call) and exc.args else None


def refusals(source: str, file: str) -> list[Refusal]:
    """The asserts and raises of one file that refuse sliding window with MLA."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assert | ast.Raise):
            continue
        message = _text(node.msg) if isinstance(node, ast.Assert) else _raised(node)
        if message and _REFUSAL.search(message):
            out.append(Refusal(file, node.lineno, message))
    return sorted(out, key=lambda r: r.line)


def release_refusal(root: Path, package: str = "vllm") -> Refusal | None:
    """The first refusal in a release's source tree (`root` holds `vllm/`); None when its
    code has none. Files are read as bytes and parsed only when they name both things."""
    for file in py_files(root / package):
        try:
            data = read_bytes(file)
        except (SafeIOError, OSError):  # gone or not a plain file: not this release's code
            continue
        if b"MLA" in data and b"liding" in data:
            rel = file.relative_to(root).as_posix()
            found = refusals(data.decode("utf-8", errors="replace"), rel)
            if found:
                return found[0]
    return None


def release_root(source: dict[str, object], version: str | None) -> Path | None:
    """The folder holding a view's `vllm/` source: a folder or installed view's own path,
    else the release's tree already in this cache (never fetched for a note); None: none."""
    path = source.get("path")
    if source.get("kind") in ("folder", "installed") and isinstance(path, str):
        return Path(path) if is_plain_dir(Path(path) / "vllm") else None
    if not version:
        return None
    try:
        return releases.source_tree("vllm", version, offline=True).root
    except (ReleaseError, OSError):  # not cached, or not a release: not read here
        return None
