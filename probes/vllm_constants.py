"""Attributes a vLLM release only ever sets to a falsy constant.

vLLM 0.33.0's `GPUModelRunner.__init__` sets `self.cascade_attn_enabled = False` and nothing
sets it otherwise: a consumer's `if self.cascade_attn_enabled and …:` body never runs on that
release, so a removed method called inside it is no break there. Read from the release's
sources: every assignment of the name anywhere (`x.name = …`, `name: T = …` in a class body,
`setattr(x, "name", …)`) must be `False`, `None`, `0` or `""`; any other value, an augmented
assignment, or no assignment at all, and nothing is claimed.
"""

from __future__ import annotations

import ast
import hashlib
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path

from probes.safeio import read_bytes, read_text
from probes.safeio.walk import py_files
from probes.uses import Use
from probes.views import content_cache, module_cache
from probes.views.base import TreeScans, View, scan_tree_once
from probes.views.class_facts import setattr_call
from probes.views.tree_files import TreeFile, read_tree, tree_files

FALSY = (False, None, 0, "")


def never_true(use: Use, view: View, set_by_consumer: Callable[[str], bool]) -> str | None:
    """Why `use` cannot run on this release: it sits under `if <attr> and …:` (its
    `runs_if`) and the release only ever sets that attribute to a falsy constant, while
    the consumer never sets it."""
    for symbol in use.runs_if:
        if set_by_consumer(symbol):
            continue
        where = falsy_everywhere(view, symbol.rsplit(".", 1)[-1])
        if where is not None:
            return (
                f"it runs only if `{symbol}` is true, and this release only ever sets it "
                f"to a falsy constant ({where})"
            )
    return None


def falsy_everywhere(view: View, attr: str) -> str | None:
    """`file:line` of one assignment when the release sets `attr` only to falsy constants;
    None when it may be true, or when the sources cannot be read."""
    return scan_tree_once(_CACHE, view, attr, lambda root, name: _cached_answer(view, root, name))


_CACHE: TreeScans[str | None] = weakref.WeakKeyDictionary()
_CODE = hashlib.sha256(read_bytes(Path(__file__))).hexdigest()[:12]


def _cached_answer(view: View, root: Path, attr: str) -> str | None:
    """`falsy_at` for one name, kept on disk per tree, code version and name.

    Why per name and not one table per tree: the table parsed every file of the tree (with
    an empty module cache, ~20 s of a release's time, for each distinct file of 35 releases);
    a name is asked of the files whose bytes hold it, a few dozen of ~3,000, found by a
    substring search over the tree read once per view (`tree_files`). The answer is the
    table's (`falsy_table`, kept as the oracle the tests compare with).
    """
    value = module_cache.tree_cached(
        root, f"falsy-name/{_CODE}/{attr}", lambda: {"at": falsy_at(root, _files(view, root), attr)}
    )
    if isinstance(value, dict) and set(value) == {"at"}:
        at = value["at"]
        if at is None or isinstance(at, str):
            return at
    return falsy_at(root, _files(view, root), attr)  # an entry that is not an answer: read again


def _files(view: View, root: Path) -> list[TreeFile]:
    files = tree_files(view)
    return files if files is not None else read_tree(root)


def falsy_at(root: Path, files: list[TreeFile], attr: str) -> str | None:
    """`falsy_table(root).get(attr)`, reading only the files whose text holds `attr`: its
    first falsy assignment (`file:line`, files in path order) when every assignment of it
    is a falsy constant and no file that holds it fails to parse; else None."""
    needle = attr.encode() if attr.isascii() else None  # ASCII: bytes match where text does
    located: str | None = None
    for path, raw in files:
        if needle is not None and needle not in raw:
            continue  # most files: not decoded, not parsed
        text = raw.decode("utf-8", errors="replace")
        if attr not in text:
            continue
        facts = _cached_facts(text)
        if facts is None:
            return None  # a file that holds the name does not parse: no claim
        falsy, other = facts
        if attr in other:
            return None
        if located is None and attr in falsy:
            located = f"{path.relative_to(root).as_posix()}:{falsy[attr]}"
    return located


def falsy_table(root: Path) -> dict[str, str]:
    """{name: `file:line`} for each name every assignment of which (in files whose text holds
    the name) is a falsy constant; a file that does not parse and holds the name: no claim.
    One pass over every file (the per-name `falsy_at` answers from this table's rules)."""
    located: dict[str, str] = {}
    poisoned: set[str] = set()
    unparsed: list[str] = []
    for path in py_files(root / "vllm"):
        text = read_text(path, errors="replace")
        facts = _cached_facts(text)
        if facts is None:
            unparsed.append(text)
            continue
        rel = path.relative_to(root).as_posix()
        falsy, other = facts
        poisoned.update(other)
        for name, line in falsy.items():
            located.setdefault(name, f"{rel}:{line}")
    return {
        name: where
        for name, where in located.items()
        if name not in poisoned and not any(name in text for text in unparsed)
    }


_Facts = tuple[dict[str, int], list[str]]
_ASSIGNING = (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Call)  # what `_assignments` reads


def _cached_facts(text: str) -> _Facts | None:
    """`_file_facts` of one file's text, kept by its sha256 (most files are the same from one
    release to the next: each is parsed once, not once per release tree)."""
    raw = text.encode("utf-8", errors="surrogatepass")
    entry = content_cache.content_cached(f"falsy-file/{_CODE}", raw, lambda: _facts_entry(text))
    if isinstance(entry, dict) and entry.get("unparsed") is True:
        return None
    if isinstance(entry, dict):
        falsy, other = entry.get("falsy"), entry.get("other")
        if isinstance(falsy, dict) and isinstance(other, list):
            return falsy, other
    return _file_facts(text)  # an entry that is not this one's: read the text again


def _facts_entry(text: str) -> dict[str, object]:
    facts = _file_facts(text)
    if facts is None:
        return {"unparsed": True}
    return {"falsy": facts[0], "other": facts[1]}


def _file_facts(text: str) -> _Facts | None:
    """Of the names the file assigns (and writes in its text): those only ever set to falsy
    constants here, with the line of the first in walk order, and the others; None when the
    text does not parse."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError):
        return None
    first: dict[str, int] = {}
    other: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, _ASSIGNING):
            continue  # most nodes: no generator made for them
        for name, value in _assignments(node):
            if not falsy_constant(value):
                other.add(name)
            else:
                first.setdefault(name, getattr(node, "lineno", 0))
    falsy = {n: line for n, line in first.items() if n not in other and n in text}
    return falsy, sorted(n for n in other if n in text)


def _assignments(node: ast.AST) -> Iterator[tuple[str, ast.expr | None]]:
    """(name, value) for each name `node` assigns, as `assigned_values` reads them."""
    if isinstance(node, ast.Assign):
        for target in node.targets:
            for name in _target_names(target):
                yield name, node.value
    elif isinstance(node, ast.AnnAssign):
        if node.value is not None:
            for name in _target_names(node.target):
                yield name, node.value
    elif isinstance(node, ast.AugAssign):
        for name in _target_names(node.target):
            yield name, None
    else:
        call = setattr_call(node)
        if call is not None and call[2] is not None:
            yield call[1], call[2]


def _target_names(target: ast.expr) -> set[str]:
    """The names `_names` matches in an assignment target."""
    if isinstance(target, ast.Tuple | ast.List):
        return {name for t in target.elts for name in _target_names(t)}
    if isinstance(target, ast.Attribute):
        return {target.attr}
    if isinstance(target, ast.Name):
        return {target.id}
    return set()


def assigned_values(node: ast.AST, attr: str) -> list[ast.expr | None]:
    """The values `node` gives `attr` (None: a value that cannot be read)."""
    if isinstance(node, ast.Assign):
        return [node.value for t in node.targets if _names(t, attr)]
    if isinstance(node, ast.AnnAssign) and _names(node.target, attr):
        return [node.value] if node.value is not None else []
    if isinstance(node, ast.AugAssign) and _names(node.target, attr):
        return [None]
    call = setattr_call(node)
    if call is not None and call[1] == attr and call[2] is not None:
        return [call[2]]
    return []


def _names(target: ast.expr, attr: str) -> bool:
    if isinstance(target, ast.Tuple | ast.List):
        return any(_names(t, attr) for t in target.elts)
    return (isinstance(target, ast.Attribute) and target.attr == attr) or (
        isinstance(target, ast.Name) and target.id == attr
    )


def falsy_constant(value: ast.expr | None) -> bool:
    return isinstance(value, ast.Constant) and value.value in FALSY and value.value is not True
