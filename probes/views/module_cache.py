"""Parsed vLLM modules and per-tree name indexes, kept on disk by content.

Why: a consumer checked against a release outside the committed snapshots is read from that
release's sdist tree, and griffe + ast cost ~10 ms a module. Most of vLLM's files do not
change from one release to the next, so without a cache the same file is parsed again for
every release and every run. Here a module's data is stored once per (cache format, module
name, file path, sha256 of the file's bytes) — ModuleData embeds name and file — and the
"where is `X` defined" index of a tree once per tree, under the tool's own cache folder
(`releases.cache_dir() / "modules"`; env SPEC_COMPAT_MODULE_CACHE=off turns it off).

The cache format is a digest of this code, the code that produces ModuleData (`modules.py`
and what it imports of `probes`, found from their imports), griffe's version and Python's
(ast), so a change to any of them starts a fresh cache instead of serving stale data.

Trust: an entry is only a cache. One that cannot be read, is not JSON, is not a plain file
(a symlink, a folder, a FIFO) or names another key is ignored and rebuilt; a symlinked folder
inside the cache turns the cache off rather than being followed; writes are atomic (a temp
file beside the entry, then a rename) and never leave the cache folder; a failed write costs
only the speed-up.
"""

from __future__ import annotations

import ast
import gc
import hashlib
import importlib.util
import json
import logging
import os
import re
import stat
import sys
import time
from collections import OrderedDict
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

from probes import releases
from probes.atomic import write_text_atomic
from probes.safeio import NotRegular, read_bytes, read_text, unlink
from probes.safeio.walk import py_files

log = logging.getLogger(__name__)

ENV = "SPEC_COMPAT_MODULE_CACHE"  # "off": no cache; a path: that folder instead
FORMAT = 1  # bump when the layout of an entry changes
_PRODUCER = "probes.views.modules"  # the code whose output an entry holds
# Top-level classes and functions of a file, for `locate` ("moved to" hints).
_DEFINED = re.compile(r"^(?:async\s+def|def|class)\s+(\w+)", re.MULTILINE)
# A folder tree's index is stored only when no file changed this recently: a file edited in
# the same clock tick as the index was built could keep its size and mtime (as in git).
_RACY_S = 2.0

_format: str | None = None
_safe_dirs: set[tuple[Path, tuple[str, ...]]] = set()
_MEMO_SIZE = 256  # about two releases' worth of modules; more costs memory and GC time
_memo: OrderedDict[tuple[str, str], dict[str, Any]] = OrderedDict()
_roots: dict[tuple[str, str | None], Path | None] = {}


def root() -> Path | None:
    """The cache folder, or None when turned off."""
    env = (os.environ.get(ENV, ""), os.environ.get("SPEC_COMPAT_CACHE"))  # what decides it
    if env not in _roots:
        value = env[0]
        if value.lower() in ("off", "0", "no", "false"):
            _roots[env] = None
        else:
            _roots[env] = Path(value) if value else releases.cache_dir() / "modules"
    return _roots[env]


def format_tag() -> str:
    """The digest of everything that decides what an entry holds (see the module docstring)."""
    global _format
    if _format is None:
        digest = hashlib.sha256(f"{FORMAT}\0{sys.version_info[:2]}\0".encode())
        try:
            digest.update(metadata.version("griffe").encode())
        except metadata.PackageNotFoundError:
            digest.update(b"griffe?")
        for path in code_files():
            digest.update(b"\0" + read_bytes(path))
        _format = digest.hexdigest()[:24]
    return _format


def code_files(producer: str = _PRODUCER) -> list[Path]:
    """This file and every `probes` module a cached entry comes from: the `producer`
    (`modules.py` for ModuleData) and, read from the source, what it imports of `probes`
    (transitively), so no edit goes unnoticed."""
    found: dict[str, Path] = {__name__: Path(__file__).resolve()}
    todo = [producer]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            continue
        path = Path(spec.origin).resolve()
        found[name] = path
        for node in ast.walk(ast.parse(read_bytes(path))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                todo += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                todo += [a.name for a in node.names]
        todo = [t for t in todo if t.split(".")[0] == "probes" and _is_module(t)]
    return [found[name] for name in sorted(found)]


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):  # `from probes.x import a_function`: not a module
        return False


# --- modules ---------------------------------------------------------------------------------


def cached_module(
    name: str, rel: str, raw: bytes, parse: Callable[[], dict[str, Any]]
) -> dict[str, Any]:
    """The data of module `name` in file `rel` with bytes `raw`: from the cache, else `parse()`.

    The last `_MEMO_SIZE` entries are also kept decoded in memory: the data is the same for
    the same key, so the releases of one `drift --vllm all` share it (callers only read it).
    """
    base = root()
    if base is None:
        return parse()
    sha = hashlib.sha256(raw).hexdigest()
    key = {"format": format_tag(), "name": name, "file": rel, "sha256": sha}
    ident = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
    memo_key = (str(base), ident)
    data = _memo.get(memo_key)
    if data is not None:
        _memo.move_to_end(memo_key)
        return data
    parts = (key["format"], ident[:2])
    path = os.path.join(base, *parts, f"{ident}.json")
    safe = _safe_chain(base, parts)
    loaded = _load(path, key) if safe else None
    if isinstance(loaded, dict) and _module_data_ok(loaded, name, rel):
        data = loaded
    else:
        data = parse()
        if safe:
            _store(path, key, data, base)
    _memo[memo_key] = data
    if len(_memo) > _MEMO_SIZE:
        _memo.popitem(last=False)
    return data


def _module_data_ok(data: object, name: str, rel: str) -> bool:
    return (
        isinstance(data, dict)
        and data.get("name") == name
        and data.get("file") == rel
        and isinstance(data.get("members"), dict)
        and isinstance(data.get("lazy"), dict)
    )


# --- the index of a tree ---------------------------------------------------------------------


def build_index(tree: Path) -> dict[str, str]:
    """Top-level classes and functions of every module under `tree/vllm`, by name.

    Each value is the modules that define the name, in file order, joined by NUL (which no
    path holds): one string, not a list, so that an index of ~10,000 names is one object to
    the garbage collector (`drift --vllm all` holds one per release).
    """
    index: dict[str, list[str]] = {}
    for path in py_files(tree / "vllm"):
        rel = path.relative_to(tree).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        try:
            text = read_text(path, errors="replace")
        except OSError:  # a FIFO, a device, an unreadable file: it defines nothing here
            continue
        for name in set(_DEFINED.findall(text)):
            index.setdefault(name, []).append(".".join(parts))
    return {name: "\0".join(where) for name, where in index.items()}


def tree_index(tree: Path) -> dict[str, str]:
    """`build_index(tree)`, from the cache when this tree's index was stored before.

    A release tree extracted into the cache is known by the sha256 of the archive it came
    from (its provenance, written last); any other folder by the path, size and mtime of
    each of its files, and its index is not stored while a file is fresher than `_RACY_S`.
    """
    base = root()
    if base is None:
        return build_index(tree)
    tree = Path(tree)
    key, storable = _tree_key(tree)
    ident = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
    parts = (format_tag(), "index")
    path = os.path.join(base, *parts, f"{ident}.json")
    safe = _safe_chain(base, parts)
    index = _load(path, key) if safe else None
    if not isinstance(index, dict):
        index = build_index(tree)
        if safe and storable:
            _store(path, key, index, base)
    return index


def tree_cached(tree: Path, what: str, build: Callable[[], object]) -> object:
    """`build()`, a JSON value derived from the whole tree, kept like `tree_index` under
    `what` (a name saying what it is, e.g. `calls/sample`)."""
    base = root()
    if base is None:
        return build()
    key, storable = _tree_key(Path(tree))
    key = {**key, "what": what}
    ident = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
    parts = (format_tag(), "derived")
    path = os.path.join(base, *parts, f"{ident}.json")
    safe = _safe_chain(base, parts)
    value = _load(path, key) if safe else None
    if value is None:
        value = build()
        if safe and storable:
            _store(path, key, value, base)
    return value


def _tree_key(tree: Path) -> tuple[dict[str, Any], bool]:
    """What identifies the tree's files, and whether an index under that key may be stored."""
    prov = _release_provenance(tree)
    if prov is not None:
        return {"kind": "release", **prov}, True
    digest = hashlib.sha256()
    newest = 0
    for path in py_files(tree / "vllm"):
        st = path.stat()
        newest = max(newest, st.st_mtime_ns)
        rel = path.relative_to(tree).as_posix()
        digest.update(f"{rel}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    key = {"kind": "folder", "path": str(tree.resolve()), "stat": digest.hexdigest()}
    return key, time.time_ns() - newest > _RACY_S * 1e9


def _release_provenance(tree: Path) -> dict[str, Any] | None:
    """The provenance of a release tree this tool extracted into its cache, else None."""
    try:
        src = (releases.cache_dir() / "src").resolve()
        if tree.resolve().parent != src:
            return None
        prov = json.loads(read_text(tree / ".provenance" / "vllm.json"))
    except (OSError, ValueError):
        return None
    if not isinstance(prov, dict):
        return None
    sha, file = prov.get("sha256"), prov.get("file")
    if not (isinstance(sha, str) and re.fullmatch(r"[0-9a-f]{64}", sha) and isinstance(file, str)):
        return None
    return {"sha256": sha, "file": file, "name": tree.name}


# --- entries on disk -------------------------------------------------------------------------


def _safe_chain(base: Path, parts: tuple[str, ...]) -> bool:
    """True when `base` and every folder of `parts` below it are real folders or absent."""
    if (base, parts) in _safe_dirs:
        return True
    current = str(base)
    for part in ("", *parts):
        current = os.path.join(current, part) if part else current
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            return True  # created by the write, as a real folder
        except OSError:
            return False
        if not stat.S_ISDIR(mode):  # a symlink (even to a folder), a file, ...
            log.debug("module cache: %s is not a plain folder; not used", current)
            return False
    _safe_dirs.add((base, parts))
    return True


def _load(path: str | Path, key: dict[str, Any]) -> object:
    """The value stored under `key` in `path`, or None (then the caller rebuilds it).

    An entry is one header line — `{"key": ..., "sha256": <of the body>}` — then the body,
    the value as JSON. An entry that is not a plain file is ignored; one that cannot be read,
    is cut short, was changed after it was written or holds another key is removed.
    """
    raw = _read_plain_file(path)
    if raw is None:
        return None
    head, newline, body = raw.partition(b"\n")
    try:
        header = json.loads(head)
        ok = (
            newline
            and isinstance(header, dict)
            and header.get("key") == key
            and header.get("sha256") == hashlib.sha256(body).hexdigest()
        )
        if ok:
            gc_was_on = gc.isenabled()
            gc.disable()  # decoding makes no cycles; collections here cost more than the decode
            try:
                return json.loads(body)
            finally:
                if gc_was_on:
                    gc.enable()
    except ValueError:
        pass
    _discard(path)
    return None


def _store(
    path: str | Path, key: dict[str, Any], value: object, base: str | Path | None = None
) -> None:
    """Write an entry below the cache folder `base` (default: the entry's own folder), no
    link followed on the way there."""
    body = json.dumps(value, separators=(",", ":"))
    header = json.dumps({"key": key, "sha256": hashlib.sha256(body.encode()).hexdigest()})
    try:
        write_text_atomic(f"{header}\n{body}", Path(path), root=Path(base) if base else None)
    except OSError as exc:  # read-only cache, disk full, a folder in the way: no speed-up
        log.debug("module cache: could not write %s (%s)", path, exc)


def _read_plain_file(path: str | Path) -> bytes | None:
    """The bytes of `path`; None when absent, unreadable or not a plain file (never followed)."""
    try:
        return read_bytes(path, follow=False)
    except FileNotFoundError:
        return None
    except NotRegular:  # a folder or a FIFO is left alone; a symlink is removed
        if os.path.islink(path):
            _discard(path)
        return None
    except OSError:  # no permission, over the cap, ...
        _discard(path)
        return None


def _discard(path: str | Path) -> None:
    """Remove a bad entry if it is a file or a symlink (the link itself, never its target)."""
    try:
        if not stat.S_ISDIR(os.lstat(path).st_mode):
            unlink(Path(path))
    except OSError:
        pass


def forget() -> None:
    """Forget what this process holds: decoded entries, and which cache folders were checked."""
    _memo.clear()
    _safe_dirs.clear()
