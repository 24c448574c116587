"""Server-contract checks: each `ServerUse` against one release's `ServerFacts`.

Same finding model as the Python checks. A flag, method, connector, route or field the
release lacks is `broken` — vLLM refuses it at start-up (argparse, pydantic, the connector
factory) or the consumer fails on the missing field — except where vLLM accepts and
ignores what it does not know (a request field of a model with `extra="allow"`): that is
`unknown`, and what relies on it is judged by its own use; so is a `VLLM_*` variable vLLM
does not read (ignored, nothing fails; plugins read their own). Hints come from the other
releases (`history`): when the name was last or first there, and what replaced it.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from packaging.version import Version

from probes.findings import Finding, FindingKind, Reason, make_finding
from probes.server.produced import unlocked_read, unproduced
from probes.server.provider import ENVS_FILE, FACTORY_FILE, SPECULATIVE_FILE, ServerFacts
from probes.server.served import Launch, failing, served, switches
from probes.server.uses import ServerUsage, ServerUse

RENAME_CUTOFF = 0.85  # difflib ratio; lower ratios named unrelated flags (read on 0.11 → 0.33)
History = Sequence[ServerFacts]  # every release known, oldest first
Table = Callable[[ServerFacts], Mapping[str, Any]]  # a release's names (-> where), e.g. flags


def check_server(usage: ServerUsage, facts: ServerFacts, history: History = ()) -> list[Finding]:
    """Findings for every server use of `usage` against `facts`, in use order."""
    findings: list[Finding] = []
    launch = launch_of(usage.uses)
    for use in usage.uses:
        finding = check_use(use, facts, history, launch)
        if finding is not None:
            findings.append(finding)
    return findings


def launch_of(uses: Sequence[ServerUse]) -> Launch:
    """What the consumer's `vllm serve` passes: its flags and `VLLM_*` variables (not read
    when it names no flag: its launch script was not read, or it launches no server)."""
    flags = [u.name for u in uses if u.kind == "flag"]
    env = [u.name for u in uses if u.kind == "env-var"]
    connectors = [u.name for u in uses if u.kind == "kv-connector" and not u.module_path]
    own = [u.name for u in uses if u.kind == "kv-connector" and u.module_path]
    waits = any(u.kind == "lock-wait" for u in uses)
    files = {u.location.rsplit(":", 1)[0] for u in uses if u.kind == "flag"}
    return Launch.of(flags, env, bool(flags), connectors, own, waits, files)


def check_use(
    use: ServerUse, facts: ServerFacts, history: History = (), launch: Launch | None = None
) -> Finding | None:
    """The finding for one use, or None when the release offers what it names (and, given
    the consumer's `launch`, serves the route it calls)."""
    if use.kind == "unknown":
        return _finding(
            use,
            "unknown",
            "not-read-statically",
            f"not read statically: {use.reason}",
            None,
            "check this use by hand",
        )
    handler = _HANDLERS.get(use.kind)
    finding = handler(use, facts, history) if handler is not None else None
    if finding is None and use.kind == "endpoint" and launch is not None:
        finding = _unserved(use, facts, launch)
    if use.kind == "response-key":
        launch = launch or Launch()
        finding = unproduced(use, facts, history, launch) or unlocked_read(use, facts, launch)
    return _unconfirmed(use, finding)


def _unconfirmed(use: ServerUse, finding: Finding | None) -> Finding | None:
    """A use the extractor did not see reach vLLM (a config dict's flow, a route the
    consumer's own app serves): what fails is `unknown`, with the reason."""
    if finding is None or not use.unconfirmed or finding.status != "broken":
        return finding
    rule_id = "own-route" if use.kind == "endpoint" else "config-reaches-vllm"
    detail = f"{finding.detail}; but this use is {use.unconfirmed}"
    return finding.decided(rule_id, status="unknown", detail=detail)


def _unserved(use: ServerUse, facts: ServerFacts, launch: Launch) -> Finding | None:
    """A route registered only when a flag or variable is set that the launch does not
    set (vLLM answers 403/404 without it). Broken only when the file that calls the route
    also builds the consumer's `vllm serve` command (then that launch serves it); else
    unknown: a package may call a server its user starts (trl tells its user to set
    `VLLM_ALLOW_RUNTIME_LORA_UPDATING=1`) while its own launches serve something else."""
    ways = facts.served.get("ways", {}).get(use.name)
    defaults = facts.served.get("env_defaults", {})
    if not ways or served(ways, launch, defaults) is not False:
        return None
    needs = sorted({f"{t} [{at}]" for way in ways for t, at in failing(way, launch, defaults)})
    enable = [_enabling(t) for t in needs]
    what = "; ".join(e for e in dict.fromkeys(enable) if e) or "the conditions above"
    detail = f"vLLM registers `{use.name}` only when {' or '.join(needs)}"
    own = launch.read and use.location.rsplit(":", 1)[0] in launch.files
    if own:
        detail += ": the consumer's `vllm serve` does not set it (403/404)"
        hint = f"start `vllm serve` with {what}"
    else:
        detail += "; the server the consumer calls is not launched from this file"
        hint = f"the server must be started with {what}"
    evidence = needs[0].rsplit("[", 1)[-1].rstrip("]") if needs else None
    return _finding(use, "unserved-route", "route-gated", detail, evidence, hint, certain=own)


def _enabling(test: str) -> str:
    """`--enable-x` / `VLLM_X=1` for the flags and variables a test reads."""
    return " or ".join(f"`{s}`" for s in switches(test))


def _flag(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    if use.name in facts.flags:
        return None
    positive = "--" + use.name.removeprefix("--no-")
    if use.name.startswith("--no-") and positive in facts.flags:
        why = f"`{positive}` exists; its `--no-` form exists only if that field is a bool"
        return _finding(
            use,
            "unknown-flag",
            "negated-flag",
            why,
            facts.flags[positive],
            f"run `vllm serve --help` to see whether `{use.name}` is accepted",
            certain=False,
        )
    hint = _history_hint(use.name, facts, history, lambda f: f.flags, "flag")
    detail = f"`vllm serve` has no flag `{use.name}`: argparse exits with 'unrecognized arguments'"
    return _finding(
        use,
        "unknown-flag",
        "absent",
        detail,
        _last_seen(use.name, history, lambda f: f.flags),
        hint,
    )


def _method(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    if use.name in facts.methods:
        return None
    hint = _history_hint(use.name, facts, history, lambda f: f.methods, "method")
    detail = f"`SpeculativeConfig.method` does not admit `{use.name}` (pydantic rejects it)"
    evidence = _model_at(facts, "speculative_config") or SPECULATIVE_FILE
    return _finding(use, "unregistered-method", "absent", detail, evidence, hint)


def _connector(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    if use.module_path:  # loaded from the consumer's module: vLLM's registry is not asked
        return None
    entry = facts.connectors.get(use.name)
    if entry is not None and entry["loads"] == "found":
        return None
    if entry is not None and entry["loads"] == "unknown":
        why = f"registered, loads `{entry['module']}.{entry['class']}`, which is not known here"
        hint = "check by hand"
        reason: Reason = "connector-class-unknown"
        at = entry["at"]
        return _finding(use, "unregistered-connector", reason, why, at, hint, certain=False)
    if entry is not None:
        why = f"registered, but `{entry['module']}.{entry['class']}` it loads is gone"
        return _finding(
            use,
            "unregistered-connector",
            "connector-class-gone",
            why,
            entry["at"],
            "the factory fails when it loads the connector",
        )
    hint = _history_hint(use.name, facts, history, lambda f: f.connectors, "connector")
    detail = f"KVConnectorFactory has no connector `{use.name}` ('Unsupported connector type')"
    return _finding(use, "unregistered-connector", "absent", detail, FACTORY_FILE, hint)


def _extra_key(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    connector, _, key = use.name.partition(".")
    entry = facts.connectors.get(connector)
    if entry is None or entry["loads"] != "found" or entry.get("extra_keys") is None:
        return None  # the connector's own finding (or none to be had) says it
    if key in entry["extra_keys"]:
        return None
    read = ", ".join(f"`{k}`" for k in entry["extra_keys"]) or "none"
    detail = (
        f"`{connector}` does not read `{key}` from kv_connector_extra_config: "
        "ignored, its default applies"
    )
    return _finding(
        use,
        "missing-config-field",
        "extra-ignored",
        detail,
        entry.get("defined_at"),
        f"keys it reads: {read}",
        certain=False,
        parameter=key,
    )


def _config_field(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    model, _, name = use.name.partition(".")
    return _field(use, facts, history, model, name, "missing-config-field")


def _request_field(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    endpoint, _, name = use.name.partition(".request.")
    return _field(use, facts, history, f"{endpoint}.request", name, "missing-request-field")


def _response_field(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    head, _, name = use.name.rpartition(".")
    return _field(use, facts, history, head, name, "missing-response-field")


def _field(
    use: ServerUse, facts: ServerFacts, history: History, model: str, name: str, kind: FindingKind
) -> Finding | None:
    entry = facts.models.get(model)
    if entry is None:
        why = f"the release's `{model}` model was not found where vLLM has defined it"
        return _finding(use, "unknown", "model-not-found", why, None, "check by hand")
    if name in entry["fields"]:
        return None
    hint = _history_hint(name, facts, history, lambda f: _fields(f, model), "field")
    if kind == "missing-response-field":
        detail = f"`{entry['class']}` has no field `{name}`: responses do not carry it"
        return _finding(use, kind, "absent", detail, entry["at"], hint, parameter=name)
    if entry.get("extra") in ("allow", "ignore"):
        detail = (
            f"`{entry['class']}` has no field `{name}`; it accepts and ignores unknown "
            f"ones (extra={entry['extra']}), so the option has no effect"
        )
        at = entry["at"]
        return _finding(use, kind, "extra-ignored", detail, at, hint, certain=False, parameter=name)
    detail = f"`{entry['class']}` has no field `{name}` and rejects unknown ones"
    return _finding(use, kind, "absent", detail, entry["at"], hint, parameter=name)


def _endpoint(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    if use.name in facts.endpoints:
        return None
    if not facts.endpoints:  # no release serves no route: these facts did not read them
        why = "the routes of this release were not read (its server facts hold none)"
        return _finding(use, "unknown", "no-server-facts", why, None, "check by hand")
    if history and not any(use.name in f.endpoints for f in history):
        return None  # no vLLM release serves it: another server's route (or the consumer's own)
    hint = _history_hint(use.name, facts, history, lambda f: f.endpoints, "route")
    detail = f"the server registers no route `{use.name}` (404)"
    return _finding(use, "missing-endpoint", "absent", detail, None, hint)


def _env(use: ServerUse, facts: ServerFacts, history: History) -> Finding | None:
    if use.name in facts.env:
        return None
    hint = _history_hint(use.name, facts, history, lambda f: f.env, "variable")
    # Nothing fails: vLLM ignores it (plugins such as vllm-ascend read their own VLLM_*).
    detail = f"`vllm/envs.py` reads no `{use.name}`: setting it has no effect on vLLM itself"
    return _finding(use, "unread-env-var", "env-not-read", detail, ENVS_FILE, hint, certain=False)


_HANDLERS = {
    "flag": _flag,
    "speculative-method": _method,
    "kv-connector": _connector,
    "config-field": _config_field,
    "extra-config-key": _extra_key,
    "request-field": _request_field,
    "response-field": _response_field,
    "endpoint": _endpoint,
    "env-var": _env,
}


def _fields(facts: ServerFacts, model: str) -> dict[str, str]:
    return dict.fromkeys(facts.models.get(model, {}).get("fields", []), "")


def _model_at(facts: ServerFacts, model: str) -> str | None:
    return facts.models.get(model, {}).get("at")


def _last_seen(name: str, history: History, table: Table) -> str | None:
    for facts in reversed(history):
        if name in table(facts):
            return f"vllm {facts.vllm}: {table(facts)[name]}" if table(facts)[name] else None
    return None


def _history_hint(name: str, facts: ServerFacts, history: History, table: Table, noun: str) -> str:
    """ "accepted since …", "removed after …; renamed to … ?" from the other releases."""
    here = _version(facts.vllm) if facts.vllm else None
    having = [f for f in history if f.vllm and name in table(f)]
    later = [f for f in having if here is None or _version(f.vllm) > here]
    earlier = [f for f in having if here is not None and _version(f.vllm) < here]
    if earlier:
        last = earlier[-1]
        gone_in = next(
            (f for f in history if f.vllm and _version(f.vllm) > _version(last.vllm)), facts
        )
        # Only a near-identical name new in the very release it vanished from is offered.
        new = sorted(set(table(gone_in)) - set(table(last)))
        close = difflib.get_close_matches(name, new, n=1, cutoff=RENAME_CUTOFF)
        renamed = f"; renamed to `{close[0]}` in vLLM {gone_in.vllm}?" if close else ""
        return f"{noun} `{name}` removed after vLLM {last.vllm}{renamed}"
    if later:
        return f"{noun} `{name}` registered since vLLM {later[0].vllm}: needs vllm>={later[0].vllm}"
    return f"no known vLLM release has {noun} `{name}`"


@functools.lru_cache(maxsize=256)
def _version(text: str) -> Version:
    return Version(text)


def _finding(
    use: ServerUse,
    kind: FindingKind,
    reason: Reason,
    detail: str,
    evidence: str | None,
    hint: str,
    *,
    certain: bool = True,
    parameter: str | None = None,
) -> Finding:
    """A server finding: `broken` unless `certain` is False (then `unknown`, kind kept)."""
    return make_finding(
        kind,
        reason,
        id=use.id,
        symbol=use.name,
        detail=detail,
        hint=hint,
        location=use.location,
        evidence=evidence,
        parameter=parameter,
        certain=certain,
    )
