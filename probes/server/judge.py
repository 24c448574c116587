"""The server contract in a drift run: one consumer's server findings against one view."""

from __future__ import annotations

from typing import Any

from probes.findings import Finding, make_finding
from probes.server.check import check_server
from probes.server.live import LiveFactsUnavailable
from probes.server.provider import ServerFacts
from probes.server.store import facts_for_view, history, server_usage_for
from probes.server.uses import ServerUsage
from probes.uses import Usage
from probes.views.base import View


def server_findings(usage: Usage, view: View) -> list[Finding]:
    """Findings of `usage`'s server uses against the release `view` shows."""
    server = _server_usage(usage)
    notes = [_unread(usage, i, note) for i, note in enumerate(server.notes)]
    if not server.uses:
        return notes
    try:
        facts = _facts(view)
    except LiveFactsUnavailable as exc:
        return [_no_facts(usage, str(exc))]
    if facts is None:
        return [_no_facts(usage, f"no server facts for {getattr(view, 'label', 'this view')}")]
    return check_server(server, facts, history()) + notes


def has_server_uses(usage: Usage) -> bool:
    """Whether the consumer drives vLLM through `vllm serve` (flags, configs, HTTP)."""
    return bool(_server_usage(usage).uses)


def server_usage_of(usage: Usage) -> ServerUsage:
    """A consumer's server uses, read once per process."""
    return _server_usage(usage)


def _server_usage(usage: Usage) -> ServerUsage:
    return _cached_usage(usage.consumer, str(usage.source.get("sha256") or ""), usage)


_USAGES: dict[tuple[str, str], ServerUsage] = {}


def _cached_usage(consumer: str, digest: str, usage: Usage) -> ServerUsage:
    key = (consumer, digest)
    if key not in _USAGES:
        _USAGES[key] = server_usage_for(usage)
    return _USAGES[key]


_FACTS: dict[tuple[Any, ...], ServerFacts | None] = {}


def _facts(view: View) -> ServerFacts | None:
    source = getattr(view, "source", {}) or {}
    key = (getattr(view, "version", None), source.get("kind"), source.get("path"))
    if key not in _FACTS:
        _FACTS[key] = facts_for_view(view)
    return _FACTS[key]


def _unread(usage: Usage, index: int, note: str) -> Finding:
    """Part of the consumer's server contract that could not be read (e.g. its launch
    script is only in a repository tag the snapshot lacks): unknown, and said."""
    return make_finding(
        "unknown",
        "unread-launch-script",
        id=f"{usage.consumer}:server:unread:{index}",
        symbol="vllm serve",
        detail=note,
        hint="give the consumer's source checkout (`--consumer PATH`) so its launch scripts "
        "are read",
    )


def _no_facts(usage: Usage, why: str) -> Finding:
    return make_finding(
        "unknown",
        "no-server-facts",
        id=f"{usage.consumer}:server:facts",
        symbol="vllm serve",
        detail=f"server uses not checked: {why}",
        hint="regenerate the server facts with `spec-compat snapshot VERSION`",
    )
