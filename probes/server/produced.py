"""A key the consumer reads from a response field that no component of the release fills.

`kv_transfer_params` is in the response model of every release, but only the configured
KV connector fills it (`probes.server.producers`). A consumer that reads
`kv_transfer_params["hidden_states_path"]` fails ("Response missing …") on a release
where no connector sets that key, or where the connector it configures is not one that
does. Alternatives (`a|b`: either will do) need one producer. A key no vLLM release ever
fills is an out-of-tree component's (a plugin connector): not judged against vLLM.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from packaging.version import Version

from probes.findings import Finding, make_finding
from probes.server.served import Launch
from probes.server.uses import ServerUse

if TYPE_CHECKING:
    from probes.server.provider import ServerFacts


def unproduced(
    use: ServerUse, facts: ServerFacts, history: Sequence[ServerFacts], launch: Launch
) -> Finding | None:
    """The finding for a `response-key` use, or None when a component fills a key."""
    _, _, keys = use.name.partition(".response.")
    field, _, alternatives = keys.partition(".")
    table = _keys(facts, field)
    if table is None or not alternatives:
        return None  # the release's producers were not read (or no such field is judged)
    wanted = alternatives.split("|")
    if any(not any(k in (_keys(f, field) or {}) for f in history) for k in wanted):
        return None  # a key only out-of-tree components fill: not vLLM's to judge
    made = {k: table[k] for k in wanted if k in table}
    shown = " or ".join(f"`{k}`" for k in wanted)
    if made:
        return _configured_elsewhere(use, facts, launch, field, shown, made)
    if launch.own_connectors:
        detail = (
            f"no component of vLLM {facts.vllm} fills {shown} in `{field}`; the consumer "
            f"loads its own connector ({', '.join(sorted(launch.own_connectors))}), not read"
        )
        hint = "check that the out-of-tree connector sets the key"
        return _make(use, detail, None, hint, certain=False)
    detail = (
        f"no component of vLLM {facts.vllm} fills {shown} in the response's `{field}`: "
        "the consumer's read finds it missing"
    )
    return _make(use, detail, _set_at(facts, field), _since(wanted, facts, history, field))


def _configured_elsewhere(
    use: ServerUse,
    facts: ServerFacts,
    launch: Launch,
    field: str,
    shown: str,
    made: dict[str, list[dict[str, Any]]],
) -> Finding | None:
    """Produced, but by a connector the consumer's launch does not configure."""
    producers = {e["connector"] for entries in made.values() for e in entries if e["connector"]}
    if not launch.connectors or launch.own_connectors or launch.connectors & producers:
        return None
    detail = (
        f"{shown} in `{field}` is filled only by {', '.join(sorted(producers))}; the "
        f"consumer configures {', '.join(sorted(launch.connectors))}"
    )
    evidence = next(iter(made.values()))[0]["at"]
    return _make(use, detail, evidence, f"configure {' or '.join(sorted(producers))}")


def _keys(facts: ServerFacts, field: str) -> dict[str, list[dict[str, Any]]] | None:
    entry = facts.producers.get(field)
    return entry.get("keys") if isinstance(entry, dict) else None


def _set_at(facts: ServerFacts, field: str) -> str | None:
    places = facts.producers.get(field, {}).get("set_at") or []
    return str(places[0]) if places else None


def _since(
    wanted: list[str], facts: ServerFacts, history: Sequence[ServerFacts], field: str
) -> str:
    """`filled since vLLM X by C: needs vllm>=X` from the first later release that fills one."""
    here = Version(facts.vllm) if facts.vllm else None
    for later in history:
        if not later.vllm or (here is not None and Version(later.vllm) <= here):
            continue
        table = _keys(later, field) or {}
        for key in wanted:
            if key in table:
                who = sorted({e["connector"] or e["class"] for e in table[key]})
                return (
                    f"`{key}` filled since vLLM {later.vllm} by {', '.join(who)} "
                    f"(configure it): needs vllm>={later.vllm}"
                )
    return "no later vLLM release fills it either: configure a connector that does"


def _make(
    use: ServerUse, detail: str, evidence: str | None, hint: str, *, certain: bool = True
) -> Finding:
    return make_finding(
        "unproduced-response-key",
        "no-producer",
        id=use.id,
        symbol=use.name,
        detail=detail,
        hint=hint,
        location=use.location,
        evidence=evidence,
        certain=certain,
    )


def unlocked_read(use: ServerUse, facts: ServerFacts, launch: Launch) -> Finding | None:
    """A key that names a file a connector writes behind a lock file (on another thread,
    after the response is sent), read by a consumer that never takes that lock: it opens
    or moves a file still being written (missing or truncated, intermittently)."""
    if launch.waits_on_lock or launch.own_connectors:
        return None  # it waits; or its own connector (not read) may write another way
    _, _, keys = use.name.partition(".response.")
    field, _, alternatives = keys.partition(".")
    table = _keys(facts, field) or {}
    writers = {
        e["connector"]
        for k in alternatives.split("|")
        for e in table.get(k, [])
        if e["connector"] in facts.writers
    }
    if launch.connectors:
        writers &= launch.connectors
    locked = sorted(w for w in writers if facts.writers[w].get("lock"))
    if not writers or len(locked) != len(writers):
        return None  # no writer, or one that writes before it answers: nothing to wait on
    protocol = facts.writers[locked[0]]
    detail = (
        f"{', '.join(locked)} writes the file on a thread behind `<path>.lock` "
        f"(flock at {protocol['lock']}) after the response is sent; the consumer reads "
        "the path without taking the lock"
    )
    hint = (
        "take `fcntl.flock(open(path + '.lock'), LOCK_SH)` before opening the file, as "
        "vLLM's own `load_hidden_states` does"
    )
    return make_finding(
        "unlocked-file-read",
        "lock-not-taken",
        id=use.id,
        symbol=use.name,
        detail=detail,
        hint=hint,
        location=use.location,
        evidence=protocol["lock"],
    )
