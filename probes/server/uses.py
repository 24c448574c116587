"""What a consumer relies on of a vLLM server: the data the server extractor produces.

A `ServerUse` names one piece of the contract in the provider's terms — a flag as argparse
sees it (`--speculative-config`, after vLLM's own `_` → `-` rewriting), a speculative
method or connector name, a config field (`kv_transfer_config.kv_role`), a `VLLM_*`
variable, an HTTP route, a request or response field (`completions.response.
kv_transfer_params`) — with the consumer's `file:line`. Its id is built from content
(module, enclosing definition, kind, name, ordinal), never a line number.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

SERVER_USAGE_SCHEMA_VERSION = 1

ServerUseKind = Literal[
    "flag",
    "speculative-method",
    "kv-connector",
    "config-field",
    "extra-config-key",  # `<connector>.<key>` of kv_connector_extra_config
    "env-var",
    "endpoint",
    "request-field",
    "response-field",
    "response-key",  # `<endpoint>.response.<field>.<key>[|<alternative key>…]`
    "lock-wait",  # the consumer takes `fcntl.flock` on a `<path>.lock` before reading
    "unknown",
]


@dataclass(frozen=True)
class ServerUse:
    """One use of the server contract; `spelled` is the text as the consumer wrote it,
    `module_path` the out-of-tree module a connector is loaded from (vLLM's registry is
    then not asked), `reason` why an `unknown` use could not be read."""

    id: str
    kind: ServerUseKind
    name: str
    location: str
    module: str
    context: str = ""
    spelled: str | None = None
    module_path: str | None = None
    reason: str = ""
    unconfirmed: str = ""  # why a config use was not seen to reach vLLM (`unknown` if it fails)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v not in (None, "")}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ServerUse:
        return cls(**data)


@dataclass
class ServerUsage:
    """Every server-contract use of one consumer, with where its sources came from."""

    consumer: str
    source: dict[str, Any]
    uses: list[ServerUse] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema_version": SERVER_USAGE_SCHEMA_VERSION,
            "format": "speculators-compat/server-usage",
            "consumer": self.consumer,
            "source": self.source,
            "notes": self.notes,
            "uses": [u.to_json() for u in self.uses],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ServerUsage:
        if data.get("schema_version") != SERVER_USAGE_SCHEMA_VERSION:
            raise ValueError("server usage of another schema: regenerate it with `nox -s fixtures`")
        return cls(
            consumer=data["consumer"],
            source=data["source"],
            uses=[ServerUse.from_json(u) for u in data["uses"]],
            notes=list(data.get("notes", [])),
        )


def flag_name(spelled: str) -> str:
    """The flag argparse matches after vLLM's FlexibleArgumentParser rewrote it: `_` → `-`
    before the first `.`, and `--x=value` / `--x.key` reduced to `--x`."""
    head = spelled.split("=", 1)[0].split(".", 1)[0]
    return "--" + head[2:].replace("_", "-")
