"""What one vLLM release offers a server consumer, read from its source (never imported).

`ServerFacts` holds, with the `file:line` each was read at: the flags `vllm serve` accepts
(`probes.server.flags`), the speculative methods `SpeculativeConfig.method` admits (its
`Literal` aliases, as pydantic validates them), the KV connectors the factory registers
(and whether the module and class each name loads exist), the `VLLM_*` variables
`vllm/envs.py` reads, the HTTP routes, and the fields of the config and OpenAI models a
server consumer fills or reads.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from probes.safeio.walk import py_files
from probes.server.flags import serve_flags
from probes.server.handshake import writer_protocols
from probes.server.producers import response_producers
from probes.server.pyast import (
    dotted,
    find_class,
    lineno,
    literal_str,
    module_assignments,
    parse_file,
    read_source,
)
from probes.server.routes import env_defaults, route_conditions
from probes.views.static import StaticView

FACTS_SCHEMA_VERSION = 1
FACTS_FORMAT = "speculators-compat/vllm-server-facts"
SPECULATIVE_FILE = "vllm/config/speculative.py"
FACTORY_FILE = "vllm/distributed/kv_transfer/kv_connector/factory.py"
ENVS_FILE = "vllm/envs.py"
ROUTE_METHODS = {"get", "post", "put", "delete", "patch", "api_route", "add_api_route", "websocket"}
_OPENAI = "vllm.entrypoints.openai"
# Each model a server consumer touches, where releases have defined it (newest first).
MODELS: dict[str, tuple[str, ...]] = {
    "speculative_config": ("vllm.config.SpeculativeConfig",),
    "kv_transfer_config": ("vllm.config.KVTransferConfig",),
    "completions.request": (
        f"{_OPENAI}.completion.protocol.CompletionRequest",
        f"{_OPENAI}.protocol.CompletionRequest",
    ),
    "completions.response": (
        f"{_OPENAI}.completion.protocol.CompletionResponse",
        f"{_OPENAI}.protocol.CompletionResponse",
    ),
    "completions.choice": (
        f"{_OPENAI}.completion.protocol.CompletionResponseChoice",
        f"{_OPENAI}.protocol.CompletionResponseChoice",
    ),
    "chat.request": (
        f"{_OPENAI}.chat_completion.protocol.ChatCompletionRequest",
        f"{_OPENAI}.protocol.ChatCompletionRequest",
    ),
    "chat.response": (
        f"{_OPENAI}.chat_completion.protocol.ChatCompletionResponse",
        f"{_OPENAI}.protocol.ChatCompletionResponse",
    ),
}


@dataclass
class ServerFacts:
    """One release's server contract (see the module docstring); JSON-ready dicts."""

    vllm: str | None
    source: dict[str, Any]
    flags: dict[str, str] = field(default_factory=dict)
    methods: dict[str, str] = field(default_factory=dict)
    connectors: dict[str, dict[str, Any]] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    endpoints: dict[str, str] = field(default_factory=dict)
    models: dict[str, dict[str, Any]] = field(default_factory=dict)
    # route -> its ways from `build_app` (`probes.server.routes`), and the env defaults
    # those ways read: {"ways": {...}, "env_defaults": {...}}; {} = not read
    served: dict[str, Any] = field(default_factory=dict)
    # response field -> the keys vLLM's components fill it with (`probes.server.producers`)
    producers: dict[str, Any] = field(default_factory=dict)
    # connector -> how it writes the files it names (`probes.server.handshake`)
    writers: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": FACTS_SCHEMA_VERSION,
            "format": FACTS_FORMAT,
            "vllm": self.vllm,
            "source": self.source,
            "flags": self.flags,
            "methods": self.methods,
            "connectors": self.connectors,
            "env": self.env,
            "endpoints": self.endpoints,
            "models": self.models,
            "served": self.served,
            "producers": self.producers,
            "writers": self.writers,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ServerFacts:
        if data.get("format") != FACTS_FORMAT or data.get("schema_version") != (
            FACTS_SCHEMA_VERSION
        ):
            raise ValueError(
                "not a schema 1 server-facts file: regenerate it with `nox -s fixtures`"
            )
        keys = ("flags", "methods", "connectors", "env", "endpoints", "models")
        served = data.get("served", {})  # facts written before routes' conditions were read
        producers = data.get("producers", {})
        parts = {k: data[k] for k in keys}
        writers = data.get("writers", {})
        return cls(
            data["vllm"],
            data["source"],
            **parts,
            served=served,
            producers=producers,
            writers=writers,
        )


def read_facts(root: Path, view: StaticView) -> ServerFacts:
    """The server facts of the release whose `vllm/` package lies under `root`."""
    endpoints = routes(root)
    ways = route_conditions(root, endpoints)
    connectors = kv_connectors(root, view)
    return ServerFacts(
        vllm=view.version,
        source=dict(view.source),
        flags=serve_flags(root, view),
        methods=speculative_methods(root),
        connectors=connectors,
        env=env_variables(root),
        endpoints=endpoints,
        models=model_fields(view),
        served={"ways": ways, "env_defaults": env_defaults(root, ways)},
        producers={"kv_transfer_params": response_producers(root, connectors)},
        writers=writer_protocols(root, connectors),
    )


def speculative_methods(root: Path) -> dict[str, str]:
    """The strings the `method` field's `Literal` aliases admit → where each is written."""
    tree = parse_file(root / SPECULATIVE_FILE)
    cls = find_class(tree, "SpeculativeConfig") if tree is not None else None
    if tree is None or cls is None:
        return {}
    aliases = module_assignments(tree)
    annotation = next(
        (
            s.annotation
            for s in cls.body
            if isinstance(s, ast.AnnAssign)
            and isinstance(s.target, ast.Name)
            and s.target.id == "method"
        ),
        None,
    )
    found: dict[str, str] = {}
    todo, seen = [annotation] if annotation is not None else [], set()
    while todo:
        for node in ast.walk(todo.pop()):
            text = literal_str(node)
            if text is not None:
                found.setdefault(text, f"{SPECULATIVE_FILE}:{lineno(node)}")
            elif isinstance(node, ast.Name) and node.id in aliases and node.id not in seen:
                seen.add(node.id)
                todo.append(aliases[node.id])
    return dict(sorted(found.items()))


def kv_connectors(root: Path, view: StaticView) -> dict[str, dict[str, Any]]:
    """`register_connector(name, module, class)` calls → what each loads and whether it can."""
    tree = parse_file(root / FACTORY_FILE)
    found: dict[str, dict[str, Any]] = {}
    for node in ast.walk(tree) if tree is not None else []:
        if not (isinstance(node, ast.Call) and dotted(node.func).endswith("register_connector")):
            continue
        args = [text for a in node.args[:3] if (text := literal_str(a)) is not None]
        if len(args) < 3:
            continue
        name, module, cls = args
        target = view.lookup(f"{module}.{cls}")
        where = target.obj.file if target.found and target.obj is not None else None
        found[name] = {
            "module": module,
            "class": cls,
            "at": f"{FACTORY_FILE}:{node.lineno}",
            "loads": target.status,
            "defined_at": target.obj.evidence if target.obj is not None else None,
            "extra_keys": extra_config_keys(root, where) if where else None,
        }
    return dict(sorted(found.items()))


def extra_config_keys(root: Path, rel: str) -> dict[str, str] | None:
    """Keys a connector's module reads from `kv_connector_extra_config` (through
    `get_from_extra_config("k", …)`, `.kv_connector_extra_config.get("k")` or `[…]["k"]`);
    None when it reads the dict some other way (then which keys matter is not known)."""
    tree = parse_file(root / rel)
    if tree is None:
        return None
    keys: dict[str, str] = {}
    opaque = False
    for node in ast.walk(tree):
        holder, key = _extra_read(node)
        if holder and key:
            keys.setdefault(key, f"{rel}:{lineno(node)}")
        elif holder:
            opaque = True
    return None if opaque else dict(sorted(keys.items()))


def _extra_read(node: ast.AST) -> tuple[bool, str | None]:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        name = dotted(node.func)
        first = literal_str(node.args[0]) if node.args else None
        if node.func.attr == "get_from_extra_config":
            return True, first
        if name.endswith("kv_connector_extra_config.get"):
            return True, first
    if isinstance(node, ast.Subscript) and dotted(node.value).endswith("kv_connector_extra_config"):
        return True, literal_str(node.slice)
    return False, None


def env_variables(root: Path) -> dict[str, str]:
    """Keys of `vllm/envs.py`'s `environment_variables` table → their line."""
    tree = parse_file(root / ENVS_FILE)
    table = module_assignments(tree).get("environment_variables") if tree is not None else None
    if not isinstance(table, ast.Dict):
        return {}
    return {
        key: f"{ENVS_FILE}:{node.lineno}"
        for node in table.keys
        if node is not None and (key := literal_str(node))
    }


def routes(root: Path) -> dict[str, str]:
    """HTTP paths registered under `vllm/entrypoints` (`@router.post("/v1/...")` and kin)."""
    found: dict[str, str] = {}
    base = root / "vllm" / "entrypoints"
    for path in py_files(base):
        text = read_source(path)
        if not any(k in text for k in ("route", ".post(", ".get(", ".websocket(")):
            continue
        tree = parse_file(path)
        rel = path.relative_to(root).as_posix()
        for node in ast.walk(tree) if tree is not None else []:
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                first = literal_str(node.args[0]) if node.args else None
                if node.func.attr in ROUTE_METHODS and first and first.startswith("/"):
                    found.setdefault(first, f"{rel}:{node.args[0].lineno}")
    return dict(sorted(found.items()))


def model_fields(view: StaticView) -> dict[str, dict[str, Any]]:
    """Fields of each model in MODELS, from the first place the release defines it."""
    found: dict[str, dict[str, Any]] = {}
    for key, paths in MODELS.items():
        for path in paths:
            look = view.lookup(path)
            obj = look.obj if look.found else None
            if obj is not None and obj.fields is not None:
                found[key] = {
                    "class": obj.path,
                    "at": obj.evidence,
                    # pydantic keeps `_names` as private attributes, never fields
                    "fields": [f for f in obj.fields if not f.startswith("_")],
                    "extra": obj.extra_keywords,
                }
                break
    return found
