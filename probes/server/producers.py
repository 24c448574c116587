"""Who fills a response's `kv_transfer_params`, and with which keys, on one release.

The field is in the response model of every release a server consumer uses, but it is
only filled with what the configured KV connector returns from `request_finished`
(`return True, {"hidden_states_path": filename}`), passed through by the serving code
(`kv_transfer_params=final_res.kv_transfer_params`). Read statically: every dict a
`request_finished*` method under `vllm/distributed/kv_transfer` builds (a `{...}` literal
or `dict(k=...)`), with the class it is in and the registered connector whose module holds
it; and the serving code that copies the field into the response.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from probes.safeio.walk import py_files
from probes.server.pyast import dotted, literal_str, parse_file, read_source

KV_DIR = "vllm/distributed/kv_transfer"
FIELD = "kv_transfer_params"


def response_producers(root: Path, connectors: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """{"keys": {key: [{"at", "class", "connector"}]}, "set_at": [file:line, ...]}."""
    keys: dict[str, list[dict[str, Any]]] = {}
    for path in py_files(root / KV_DIR):
        if "request_finished" not in read_source(path):
            continue
        tree = parse_file(path)
        rel = path.relative_to(root).as_posix()
        for cls, fn in _methods(tree):
            if not fn.name.startswith("request_finished"):
                continue
            for key, line in _dict_keys(fn):
                entry = {"at": f"{rel}:{line}", "class": cls, "connector": _owner(rel, connectors)}
                if entry not in keys.setdefault(key, []):
                    keys[key].append(entry)
    return {"keys": dict(sorted(keys.items())), "set_at": _set_at(root)}


def _methods(tree: ast.Module | None) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    out = []
    for node in tree.body if tree is not None else []:
        if isinstance(node, ast.ClassDef):
            out += [
                (node.name, f)
                for f in node.body
                if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
            ]
    return out


def _dict_keys(fn: ast.AST) -> list[tuple[str, int]]:
    """Constant keys of the dicts the method builds: `{"k": v}`, `dict(k=v)`, `d["k"] = v`."""
    found = []
    for node in ast.walk(fn):
        if isinstance(node, ast.Dict):
            found += [(k, node.lineno) for key in node.keys if key and (k := literal_str(key))]
        elif isinstance(node, ast.Call) and dotted(node.func) == "dict":
            found += [(kw.arg, node.lineno) for kw in node.keywords if kw.arg]
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Subscript) and (k := literal_str(target.slice)):
                    found.append((k, node.lineno))
    return found


def _owner(rel: str, connectors: dict[str, dict[str, Any]]) -> str | None:
    """The registered connector whose module is this file or its package (a connector's
    scheduler lives beside it: `nixl/connector.py` and `nixl/pull_scheduler.py`)."""
    module = rel.removesuffix(".py").replace("/", ".")
    best: tuple[int, str] | None = None
    for name, entry in connectors.items():
        own = str(entry.get("module", ""))
        package = own.rpartition(".")[0]
        beside = package.count(".") > 4 and module.startswith(package + ".")
        if module == own or module.startswith(own + ".") or beside:
            score = len(own) if not beside else len(package)
            if best is None or score > best[0]:
                best = (score, name)
    return best[1] if best else None


def _set_at(root: Path) -> list[str]:
    """Where the serving code copies `kv_transfer_params=` into a response it builds."""
    out = []
    for path in py_files(root / "vllm" / "entrypoints"):
        if f"{FIELD}=" not in read_source(path):
            continue
        tree = parse_file(path)
        rel = path.relative_to(root).as_posix()
        for node in ast.walk(tree) if tree is not None else []:
            if not (isinstance(node, ast.Call) and dotted(node.func).endswith("Response")):
                continue
            if any(kw.arg == FIELD for kw in node.keywords):
                out.append(f"{rel}:{node.lineno}")
    return out
