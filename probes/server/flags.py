"""The flags `vllm serve` accepts, read from a release's source as vLLM builds its parser.

`make_arg_parser` adds a few flags literally, then calls `<Frontend>.add_cli_args` (a loop
that turns every field of a frontend dataclass into `--field-name`) and
`AsyncEngineArgs.add_cli_args` (`group.add_argument("--x", **x_kwargs["x"])` per field, with
the kwargs vLLM's `get_kwargs` generates from a config class). A generated flag whose field
is a `bool` gets argparse's `BooleanOptionalAction`, hence also `--no-x`; this reads the
field's annotation to say so, and leaves the negation out when it cannot.
"""

from __future__ import annotations

import ast
from pathlib import Path

from probes.server.pyast import (
    dotted,
    find_class,
    functions,
    literal_str,
    parse_file,
    read_source,
)
from probes.views.static import StaticView

# `vllm serve` builds its parser with the `make_arg_parser` that `cli/serve.py` imports
# (vllm/entrypoints/openai/, common/, launchers/cli_args.py as releases moved it).
SERVE_MODULE = "vllm.entrypoints.cli.serve"
ENGINE_FILES = ("vllm/engine/arg_utils.py",)
SERVE_FILES = ("vllm/entrypoints/cli/serve.py",)
_LOOP_FLAG = "f\"--{key.replace('_', '-')}\""


def serve_flags(root: Path, view: StaticView) -> dict[str, str]:
    """Every `--flag` `vllm serve` accepts → `file:line` where it is added."""
    flags: dict[str, str] = {}
    parser_files = parser_modules(root, view)
    for rel in (*parser_files, *SERVE_FILES, *ENGINE_FILES):
        tree = parse_file(root / rel)
        if tree is None:
            continue
        module = rel.removesuffix(".py").replace("/", ".")
        for fn in functions(tree):
            if rel in parser_files and fn.name not in ("make_arg_parser", "add_cli_args"):
                continue
            kwargs_of = _kwargs_classes(fn)
            for call in _add_argument_calls(fn):
                for flag, negatable in _call_flags(call, kwargs_of, module, root, view):
                    flags.setdefault(flag, f"{rel}:{call.lineno}")
                    if negatable:
                        flags.setdefault("--no-" + flag[2:], f"{rel}:{call.lineno}")
        if rel in parser_files:
            flags.update(_frontend_flags(tree, rel, module, root, view))
    flags.setdefault("--help", "argparse (add_help)")
    return dict(sorted(flags.items()))


def parser_modules(root: Path, view: StaticView) -> tuple[str, ...]:
    """The file defining the `make_arg_parser` that `vllm serve` uses (else every candidate)."""
    found = view.lookup(f"{SERVE_MODULE}.make_arg_parser")
    if found.found and found.obj is not None and found.obj.file:
        return (found.obj.file,)
    entry = root / "vllm" / "entrypoints"
    return tuple(
        str(p.relative_to(root))
        for p in sorted(entry.glob("*/cli_args.py"))
        if "def make_arg_parser" in read_source(p)
    )


def _add_argument_calls(fn: ast.AST) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(fn)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "add_argument"
    ]


def _kwargs_classes(fn: ast.AST) -> dict[str, str]:
    """`model_kwargs = get_kwargs(ModelConfig)` → {"model_kwargs": "ModelConfig"}."""
    found: dict[str, str] = {}
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)):
            continue
        call = node.value
        if dotted(call.func).endswith("get_kwargs") and call.args:
            cls = dotted(call.args[0])
            for target in node.targets:
                if isinstance(target, ast.Name) and cls:
                    found[target.id] = cls
    return found


def _call_flags(
    call: ast.Call, kwargs_of: dict[str, str], module: str, root: Path, view: StaticView
) -> list[tuple[str, bool]]:
    names = [s for s in map(literal_str, call.args) if s and s.startswith("--")]
    if not names:
        return []
    negatable = any(
        kw.arg == "action" and dotted(kw.value).endswith("BooleanOptionalAction")
        for kw in call.keywords
    )
    for sub in _unpacked(call):
        holder, field = dotted(sub.value), literal_str(sub.slice)
        if holder in kwargs_of and field:
            negatable = negatable or _bool_field(kwargs_of[holder], field, module, root, view)
    return [(name, negatable) for name in names]


def _unpacked(call: ast.Call) -> list[ast.Subscript]:
    """`**x_kwargs["f"]` and `**{**x_kwargs["f"], "default": None}` of a call."""
    found: list[ast.Subscript] = []
    for kw in call.keywords:
        if kw.arg is not None:
            continue
        if isinstance(kw.value, ast.Subscript):
            found.append(kw.value)
        elif isinstance(kw.value, ast.Dict):
            pairs = zip(kw.value.keys, kw.value.values, strict=True)
            found += [v for k, v in pairs if k is None and isinstance(v, ast.Subscript)]
    return found


def _bool_field(cls: str, field: str, module: str, root: Path, view: StaticView) -> bool:
    """Whether `cls.field` (as `module` names it) is annotated as a plain bool switch; the
    field may be declared on a base class."""
    todo, seen = [f"{module}.{cls}"], set()
    while todo:
        path = todo.pop(0)
        found = view.lookup(path)
        obj = found.obj
        if path in seen or not found.found or obj is None or obj.file is None:
            continue
        seen.add(path)
        tree = parse_file(root / obj.file)
        node = find_class(tree, obj.name) if tree is not None else None
        for stmt in node.body if node is not None else []:
            if not isinstance(stmt, ast.AnnAssign):
                continue
            if isinstance(stmt.target, ast.Name) and stmt.target.id == field:
                text = ast.unparse(stmt.annotation)
                return "bool" in text and "str" not in text
        todo += [b for b in obj.bases if b.startswith("vllm.")]
    return False


def _frontend_flags(
    tree: ast.Module, rel: str, module: str, root: Path, view: StaticView
) -> dict[str, str]:
    """Fields of each class whose `add_cli_args` loops `--{key}` over `get_kwargs(cls)`."""
    source = ast.unparse(tree)
    if _LOOP_FLAG not in source and _LOOP_FLAG.replace('"', "'") not in source:
        return {}
    flags: dict[str, str] = {}
    maker = next((f for f in functions(tree) if f.name == "make_arg_parser"), None)
    for node in ast.walk(maker) if maker is not None else []:
        if isinstance(node, ast.Call) and dotted(node.func).endswith(".add_cli_args"):
            cls = dotted(node.func).rsplit(".", 1)[0]
            found = view.lookup(f"{module}.{cls}")
            if found.obj is None or found.obj.file != rel or not found.obj.fields:
                continue  # AsyncEngineArgs and friends add theirs one by one
            where = found.obj.evidence or rel
            for name in found.obj.fields:
                flag = "--" + name.replace("_", "-")
                flags.setdefault(flag, where)
                if _bool_field(cls, name, module, root, view):
                    flags.setdefault("--no-" + flag[2:], where)
    return flags
