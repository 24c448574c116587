"""What probes share: looking things up, reading parameters, and reading code through a view.

A probe never guesses. When the view cannot say (a module outside the snapshot, a module
that does not import here, code the snapshot did not keep) it raises `Unknown`, which
`run_probe` turns into an `unknown` answer; "not there" is an answer, "cannot tell" is not.
"""

from __future__ import annotations

import ast
import textwrap
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from probes.api import ApiObject, LookupReason, Signature
from probes.views.base import View


class Unknown(Exception):
    """The view cannot answer this probe (the message says why, in one line; `code`, when
    a lookup could not answer, says why for decisions: e.g. `outside-snapshot`)."""

    def __init__(self, message: str, code: LookupReason | None = None) -> None:
        super().__init__(message)
        self.code = code


def find(view: View, path: str) -> ApiObject | None:
    """The object at `path`; None when the view read its place and it is not there."""
    found = view.lookup(path)
    if found.status == "unknown":
        raise Unknown(f"`{path}`: {found.reason}", found.code)
    return found.obj if found.found else None


def first_found(view: View, paths: Iterable[str]) -> tuple[str, ApiObject] | None:
    """The first of `paths` the view finds, with its object."""
    for path in paths:
        obj = find(view, path)
        if obj is not None:
            return path, obj
    return None


def required(view: View, path: str) -> ApiObject:
    """The object at `path`, which a probe cannot do without (absent: `Unknown`)."""
    obj = find(view, path)
    if obj is None:
        raise Unknown(f"`{path}` is not in {view.label}")
    return obj


def param_state(signature: Signature | None, name: str) -> str:
    """ "required", "optional" or "absent": how a callable takes parameter `name`."""
    if signature is None:
        raise Unknown("the signature is not readable")
    param = signature.get(name)
    if param is None:
        return "absent"
    return "optional" if param.has_default else "required"


def defining_module(obj: ApiObject) -> str:
    """The module an object is defined in (its path less the qualified name)."""
    return obj.path.rsplit(".", 1)[0]


def defining(view: View, paths: tuple[str, ...], name: str) -> tuple[str | None, str | None]:
    """The module that defines `name` (known places first, then the view's index), and where."""
    hit = first_found(view, paths)
    if hit is not None:
        return defining_module(hit[1]), hit[1].evidence
    for module in view.locate(name):
        return module, None
    return None, None


def init_evidence(cls: ApiObject) -> str | None:
    """Where a class's constructor is written: its `__init__` if it has one, else the class."""
    init = cls.members.get("__init__")
    return (init.evidence if init is not None else None) or cls.evidence


@dataclass(frozen=True)
class Code:
    """The parsed source of one definition and where it starts, for `file:line` evidence."""

    tree: ast.Module
    file: str | None
    first_line: int
    offset: int  # lines added in front of the text to parse it

    def line(self, node: ast.AST) -> int:
        return self.first_line + getattr(node, "lineno", 1) - 1 - self.offset

    def where(self, node: ast.AST) -> str | None:
        return f"{self.file}:{self.line(node)}" if self.file else None

    @property
    def definition(self) -> ast.AST:
        """The def / class / assignment the source holds."""
        return self.tree.body[0]

    def walk(self) -> Iterator[ast.AST]:
        return ast.walk(self.tree)


def read_code(view: View, path: str, obj: ApiObject) -> Code:
    """The source of `path` (found as `obj`) parsed; `Unknown` when the view has none."""
    text = view.source_of(path)
    if text is None:
        raise Unknown(f"the code of `{path}` is not readable in {view.label}")
    tree, offset = _parse(text)
    return Code(tree=tree, file=obj.file, first_line=obj.line or 1, offset=offset)


def _parse(text: str) -> tuple[ast.Module, int]:
    """Parse an indented definition: dedented, or (strings at column 0) under an `if`."""
    try:
        return ast.parse(textwrap.dedent(text)), 0
    except SyntaxError:
        pass
    try:
        wrapped = ast.parse("if True:\n" + text)
    except SyntaxError as exc:
        raise Unknown(f"cannot parse the code read ({exc.msg})") from exc
    block = wrapped.body[0]
    assert isinstance(block, ast.If)
    return ast.Module(body=block.body, type_ignores=[]), 1


def self_assignment(code: Code, attribute: str) -> ast.Assign | ast.AnnAssign | None:
    """The first `self.<attribute> = ...` in a method's code (nested functions included)."""
    for node in code.walk():
        if not isinstance(node, ast.Assign | ast.AnnAssign):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and target.attr == attribute
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
            ):
                return node
    return None


def string_constants(code: Code) -> set[str]:
    return {
        n.value for n in code.walk() if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
