"""What a real `vllm serve` did, against the server contract's static behaviour facts
(`fixtures/server/vllm-<version>.json`, docs/server-behaviour.md, issue 24).

Three facts are read statically per release and used by the findings `unserved-route`,
`unproduced-response-key` and `unlocked-file-read`; the GPU suite's server path observes the
same three on the running server (`observe`):

- routes: every route whose `served.ways` the static reading can judge for this launch
  (its flags and `VLLM_*` variables, a generative model) is asked once; it answers when the
  reply is neither 403 nor 404 (the CPU witness's rule, probes/server/live_routes.py): GET,
  then POST `{}` where GET gets 405 (a route of another method). Bodies are empty on
  purpose: every handler rejects them before doing anything;
- `kv_transfer_params`: the keys vLLM put in a completion's answer, against the keys the
  configured connector produces (`producers.kv_transfer_params`);
- the writer: whether `<hidden_states_path>.lock` exists when the answer arrives, against
  `writers[<connector>].lock`.

`disagreements` compares; it runs on the device (the server-path tests assert it) and again
in CI from the committed results (tests/test_server_gpu_agree.py). Imports no torch.
"""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

DENIED = {403, 404}
_OFF = {"", "0", "false", "no", "off"}


def launch_flags(argv: list[str]) -> list[str]:
    """The `--flag` tokens of a `vllm serve` command line (values and the model left out)."""
    return [a.split("=", 1)[0] for a in argv if a.startswith("--")]


def env_switches(env: dict[str, str]) -> list[str]:
    """The `VLLM_*` variables a launch turns on (set to anything but an off value)."""
    return sorted(k for k, v in env.items() if k.startswith("VLLM_") and v.lower() not in _OFF)


def judged_routes(version: str, flags: list[str], env: list[str]) -> dict[str, bool]:
    """Route → whether the static reading says this launch serves it (routes it cannot judge,
    and templated paths, left out)."""
    from probes.server.served import GENERATE, Launch, served
    from probes.server.store import release_facts

    facts = release_facts(version)
    launch = Launch.of(flags, env, read=True)
    ways, defaults = facts.served["ways"], facts.served["env_defaults"]
    judged = {p: served(w, launch, defaults, GENERATE) for p, w in ways.items() if "{" not in p}
    return {p: v for p, v in sorted(judged.items()) if v is not None}


def produced_keys(version: str, connector: str) -> dict[str, list[str]]:
    """`{"by_connector": keys the connector fills, "unattributed": keys filled by code of no
    registered connector}` of `kv_transfer_params` (the latter may or may not appear)."""
    from probes.server.store import release_facts

    table = release_facts(version).producers["kv_transfer_params"]["keys"]
    mine = sorted(k for k, ps in table.items() if any(p["connector"] == connector for p in ps))
    loose = sorted(k for k, ps in table.items() if any(p["connector"] is None for p in ps))
    return {"by_connector": mine, "unattributed": loose}


def writer_locks(version: str, connector: str) -> bool | None:
    """Whether the release's writer for `connector` takes `<path>.lock` (None: no writer read)."""
    from probes.server.store import release_facts

    writer = release_facts(version).writers.get(connector)
    return None if writer is None else writer.get("lock") is not None


def status_of(base_url: str, path: str, timeout: float = 10) -> int | None:
    """The HTTP status a route answers (GET, then POST `{}` on 405); None: no answer."""
    for method in ("GET", "POST"):
        data = b"{}" if method == "POST" else None
        req = urllib.request.Request(base_url + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                status = int(r.status)
        except urllib.error.HTTPError as exc:
            status = int(exc.code)
        except (urllib.error.URLError, OSError):
            return None
        if status != 405:
            return status
    return 405


def observe(server: Any, version: str, probe: dict[str, Any]) -> dict[str, Any]:
    """What the running server (tests/gpu/vllm_server.Server) answered, with the static
    expectations beside it; `probe` is `probe_completion`'s answer for one request."""
    flags, env = launch_flags(server.argv()), env_switches(server.env or {})
    routes = judged_routes(version, flags, env)
    connector = server.kv_config.get("kv_connector", "")
    path = probe.get("hidden_states_path")
    return {
        "vllm": version,
        "launch_flags": flags,
        "launch_env": env,
        "routes_static": routes,
        "routes_status": {p: status_of(server.base_url, p) for p in routes},
        "kv_connector": connector,
        "kv_keys_static": produced_keys(version, connector),
        "kv_transfer_params_keys": probe.get("kv_transfer_params_keys"),
        "writer_lock_static": writer_locks(version, connector),
        "lock_file_seen": probe.get("lock_file_seen"),
        "hidden_states_path_set": bool(path),
    }


def disagreements(seen: dict[str, Any]) -> dict[str, Any]:
    """Where the observed server and the static facts differ (empty: they agree).

    Routes that gave no answer are listed apart (`unanswered`), not judged."""
    out: dict[str, Any] = {}
    static, status = seen["routes_static"], seen["routes_status"]
    unanswered = sorted(p for p, s in status.items() if s is None)
    differ = {
        p: {"static_served": static[p], "status": s}
        for p, s in status.items()
        if s is not None and (s not in DENIED) != static[p]
    }
    if differ:
        out["routes"] = differ
    if unanswered:
        out["unanswered"] = unanswered
    not_asked = sorted(set(static) - set(status))
    if not_asked:
        out["not_observed"] = not_asked
    keys = set(seen.get("kv_transfer_params_keys") or [])
    made = seen["kv_keys_static"]
    missing = sorted(set(made["by_connector"]) - keys)
    unexpected = sorted(keys - set(made["by_connector"]) - set(made["unattributed"]))
    if missing or unexpected:
        out["kv_transfer_params"] = {"missing": missing, "not_produced_statically": unexpected}
    static_lock, lock = seen["writer_lock_static"], seen.get("lock_file_seen")
    if static_lock is not None and lock is not None and bool(lock) != static_lock:
        out["writer_lock"] = {"static": static_lock, "seen": lock}
    return out


def recheck(seen: dict[str, Any]) -> dict[str, Any]:
    """`seen` with its static side rebuilt from the committed fixture of its vLLM release
    (what CI compares: a regenerated fixture that no longer matches the server fails)."""
    version, connector = seen["vllm"], seen["kv_connector"]
    return {
        **seen,
        "routes_static": judged_routes(version, seen["launch_flags"], seen["launch_env"]),
        "kv_keys_static": produced_keys(version, connector),
        "writer_lock_static": writer_locks(version, connector),
    }


def judged_both_ways(seen: dict[str, Any]) -> bool:
    """At least one route judged served and one judged unserved were asked (else the route
    comparison proves nothing)."""
    asked = [v for p, v in seen["routes_static"].items() if p in seen["routes_status"]]
    return any(asked) and not all(asked)


def lock_seen(path: str | None) -> bool | None:
    """Whether `<path>.lock` exists (None: no path in the answer)."""
    return None if not path else Path(path + ".lock").exists()
