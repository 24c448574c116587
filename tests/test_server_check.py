"""Server-contract checks, table-driven: a use, a release's facts → the finding (or none).

`FACTS` is a small release; `OLD` and `NEW` surround it for the history hints.
"""

from __future__ import annotations

import pytest

from probes.findings import SERVER_KINDS
from probes.server.check import check_server, check_use
from probes.server.provider import ServerFacts
from probes.server.uses import ServerUsage, ServerUse


def facts(version: str, **parts) -> ServerFacts:
    models = {
        "speculative_config": {"class": "S", "at": "s.py:1", "fields": ["method"], "extra": None},
        "kv_transfer_config": {
            "class": "K",
            "at": "k.py:1",
            "fields": ["kv_connector", "kv_role"],
            "extra": "forbid",
        },
        "completions.request": {
            "class": "R",
            "at": "r.py:1",
            "fields": ["prompt"],
            "extra": "allow",
        },
        "completions.response": {
            "class": "C",
            "at": "c.py:1",
            "fields": ["choices"],
            "extra": "allow",
        },
    }
    base = {
        "flags": {"--port": "a.py:1", "--enable-x": "a.py:2"},
        "methods": {"eagle": "s.py:9"},
        "connectors": {
            "Good": {
                "module": "m",
                "class": "G",
                "at": "f.py:3",
                "loads": "found",
                "extra_keys": {"path": "g.py:9"},
                "defined_at": "g.py:1",
            },
            "Opaque": {
                "module": "m",
                "class": "O",
                "at": "f.py:4",
                "loads": "found",
                "extra_keys": None,
            },
        },
        "env": {"VLLM_A": "e.py:1"},
        "endpoints": {"/v1/completions": "api.py:1"},
        "models": models,
    }
    return ServerFacts(version, {"kind": "test"}, **{**base, **parts})


OLD = facts("0.1.0", flags={"--old-name": "a.py:5", "--port": "a.py:1"})
FACTS = facts("0.2.0")
NEW = facts(
    "0.3.0",
    methods={"eagle": "s.py:9", "extract_hidden_states": "s.py:10"},
    connectors={
        "Good": {"module": "m", "class": "G", "at": "f.py:3", "loads": "found"},
        "Hidden": {"module": "m2", "class": "H", "at": "f.py:4", "loads": "found"},
    },
    endpoints={"/v1/completions": "api.py:1", "/v1/x/render": "api.py:2"},
)
HISTORY = (OLD, FACTS, NEW)


def use(kind: str, name: str, **extra) -> ServerUse:
    return ServerUse(
        id=f"m::server:{kind}:{name}#0",
        kind=kind,
        name=name,
        location="p.py:7",
        module="m",
        **extra,
    )


ROWS = [
    # (id, use, facts, expected (kind, status) or None, text the hint must hold)
    ("flag-ok", use("flag", "--port"), FACTS, None, ""),
    ("flag-missing", use("flag", "--nope"), FACTS, ("unknown-flag", "broken"), "no known"),
    (
        "flag-removed-renamed",
        use("flag", "--old-name"),
        FACTS,
        ("unknown-flag", "broken"),
        "removed after vLLM 0.1.0",
    ),
    (
        "negation-of-known-flag-unknown",
        use("flag", "--no-enable-x"),
        FACTS,
        ("unknown-flag", "unknown"),
        "--help",
    ),
    (
        "negation-listed-ok",
        use("flag", "--no-enable-x"),
        facts("0.2.0", flags={"--enable-x": "a", "--no-enable-x": "a"}),
        None,
        "",
    ),
    ("method-ok", use("speculative-method", "eagle"), FACTS, None, ""),
    (
        "method-later",
        use("speculative-method", "extract_hidden_states"),
        FACTS,
        ("unregistered-method", "broken"),
        "registered since vLLM 0.3.0",
    ),
    ("connector-ok", use("kv-connector", "Good"), FACTS, None, ""),
    (
        "connector-later",
        use("kv-connector", "Hidden"),
        FACTS,
        ("unregistered-connector", "broken"),
        "registered since vLLM 0.3.0",
    ),
    ("connector-out-of-tree", use("kv-connector", "Mine", module_path="pkg.mod"), FACTS, None, ""),
    (
        "connector-module-gone",
        use("kv-connector", "Bad"),
        facts(
            "0.2.0",
            connectors={
                "Bad": {"module": "m", "class": "B", "at": "f:1", "loads": "missing-symbol"}
            },
        ),
        ("unregistered-connector", "broken"),
        "fails",
    ),
    (
        "connector-not-importable-unknown",
        use("kv-connector", "Lm"),
        facts(
            "0.2.0",
            connectors={"Lm": {"module": "m", "class": "L", "at": "f:1", "loads": "unknown"}},
        ),
        ("unregistered-connector", "unknown"),
        "",
    ),
    ("extra-key-read", use("extra-config-key", "Good.path"), FACTS, None, ""),
    (
        "extra-key-ignored",
        use("extra-config-key", "Good.storage"),
        FACTS,
        ("missing-config-field", "unknown"),
        "`path`",
    ),
    ("extra-key-of-unread-connector", use("extra-config-key", "Opaque.x"), FACTS, None, ""),
    ("extra-key-of-missing-connector", use("extra-config-key", "Nope.x"), FACTS, None, ""),
    ("config-field-ok", use("config-field", "kv_transfer_config.kv_role"), FACTS, None, ""),
    (
        "config-field-forbidden",
        use("config-field", "kv_transfer_config.kv_nope"),
        FACTS,
        ("missing-config-field", "broken"),
        "",
    ),
    (
        "config-field-no-extra-policy",
        use("config-field", "speculative_config.nope"),
        FACTS,
        ("missing-config-field", "broken"),
        "",
    ),
    (
        "request-field-extra-allow",
        use("request-field", "completions.request.return_token_ids"),
        FACTS,
        ("missing-request-field", "unknown"),
        "",
    ),
    ("response-field-ok", use("response-field", "completions.response.choices"), FACTS, None, ""),
    (
        "response-field-missing",
        use("response-field", "completions.response.kv_transfer_params"),
        FACTS,
        ("missing-response-field", "broken"),
        "",
    ),
    (
        "model-not-found-unknown",
        use("response-field", "chat.response.x"),
        FACTS,
        ("unknown", "unknown"),
        "",
    ),
    ("endpoint-ok", use("endpoint", "/v1/completions"), FACTS, None, ""),
    (
        "endpoint-missing",
        use("endpoint", "/v1/x/render"),
        FACTS,
        ("missing-endpoint", "broken"),
        "registered since vLLM 0.3.0",
    ),
    (
        "endpoint-routes-not-read-unknown",  # live facts of an installed vLLM read no route
        use("endpoint", "/v1/completions"),
        facts("0.2.0", endpoints={}),
        ("unknown", "unknown"),
        "check by hand",
    ),
    ("endpoint-no-vllm-release-serves", use("endpoint", "/v1/images/edits"), FACTS, None, ""),
    ("env-ok", use("env-var", "VLLM_A"), FACTS, None, ""),
    ("env-unread-is-ignored", use("env-var", "VLLM_B"), FACTS, ("unread-env-var", "unknown"), ""),
    (
        "unknown-use-stays-unknown",
        use("unknown", "flag", reason="f-string"),
        FACTS,
        ("unknown", "unknown"),
        "",
    ),
]


@pytest.mark.parametrize(
    ("u", "f", "expected", "hint"), [r[1:] for r in ROWS], ids=[r[0] for r in ROWS]
)
def test_check_use(u, f, expected, hint):
    finding = check_use(u, f, HISTORY)
    if expected is None:
        assert finding is None, finding
        return
    assert (finding.kind, finding.status) == expected
    assert hint in finding.hint
    assert finding.location == "p.py:7" and finding.id == u.id


def test_renamed_flag_hint_names_the_new_flag():
    old = facts("0.1.0", flags={"--kv-cache-dtype": "a:1"})
    new = facts("0.2.0", flags={"--kv-cache-data-type": "a:1", "--port": "a:2"})
    newer = facts("0.3.0", flags={"--kv-cache-data-type": "a:1", "--kv-cache-dtypes": "a:3"})
    finding = check_use(use("flag", "--kv-cache-dtype"), newer, (old, new, newer))
    # the near name that appeared where the flag vanished, not one added later
    assert "renamed to `--kv-cache-data-type` in vLLM 0.2.0?" in finding.hint


def test_no_rename_hint_for_a_merely_similar_flag():
    old = facts("0.1.0", flags={"--cuda-graph-sizes": "a:1"})
    new = facts("0.2.0", flags={"--cudagraph-metrics": "a:1"})
    finding = check_use(use("flag", "--cuda-graph-sizes"), new, (old, new))
    assert finding.hint == "flag `--cuda-graph-sizes` removed after vLLM 0.1.0"


def test_check_server_keeps_use_order_and_skips_ok():
    usage = ServerUsage(
        "c==1", {}, [use("flag", "--nope"), use("flag", "--port"), use("env-var", "VLLM_B")]
    )
    assert [f.symbol for f in check_server(usage, FACTS, HISTORY)] == ["--nope", "VLLM_B"]


def test_contract_lists_every_use_with_its_verdict():
    from probes.server.contract import contract_uses

    rows = contract_uses("speculators==0.5.0", "0.16.0", offline=True)
    verdicts = {(r["kind"], r["name"]): r["verdict"] for r in rows}
    assert verdicts[("speculative-method", "extract_hidden_states")] == "broken"
    assert verdicts[("kv-connector", "ExampleHiddenStatesConnector")] == "broken"
    assert verdicts[("flag", "--speculative-config")] == "ok"
    later = contract_uses("speculators==0.5.0", "0.17.0", offline=True)
    assert {r["verdict"] for r in later} == {"ok"}


def test_contract_command_bad_input_is_exit_2(capsys):
    from probes.server.contract import main

    assert main(["speculators==0.5.0"]) == 2
    assert capsys.readouterr().err.startswith("usage:")
    assert main(["speculators==0.5.0", "0.0.1", "--offline"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and err.count("\n") == 1


def test_every_server_kind_has_a_row():
    kinds = {row[3][0] for row in ROWS if row[3]} | {r[5][0] for r in GATE_ROWS if r[5]}
    kinds |= {r[4][0] for r in KEY_ROWS if r[4]}
    assert kinds >= set(SERVER_KINDS)


# Routes' ways from `build_app`, as `probes.server.routes` reads them (vLLM 0.30+ shapes).
_SCALE_OUT = (
    "not (not (('render' in supported_tasks or getattr(getattr(app.state, 'args', None), "
    "'tokens_only', False)) or getattr(getattr(app.state, 'args', None), 'enable_scale_out', "
    "False)))"
)
GATED = facts(
    "0.2.0",
    endpoints={
        p: "api.py:1"
        for p in ("/v1/completions", "/v1/render", "/sleep", "/v1/embeddings", "/odd", "/lora")
    },
    served={
        "ways": {
            "/v1/completions": [[["'generate' in supported_tasks", "r.py:3"]]],
            "/v1/render": [[["'generate' in supported_tasks", "r.py:4"], [_SCALE_OUT, "f.py:84"]]],
            "/sleep": [[["envs.VLLM_SERVER_DEV_MODE", "r.py:9"]]],
            "/lora": [[["not (not envs.VLLM_ALLOW_RUNTIME_LORA_UPDATING)", "l.py:30"]]],
            "/v1/embeddings": [[["any((t in POOLING_TASKS for t in supported_tasks))", "r.py:5"]]],
            "/odd": [[["profiler_config is not None", "p.py:2"]]],
        },
        "env_defaults": {"VLLM_SERVER_DEV_MODE": False},
    },
)
LAUNCHED = ["--speculative-config", "--kv-transfer-config"]
GATE_ROWS = [
    (
        "gated-route-launched-from-another-file-is-unknown",
        "/v1/render",
        LAUNCHED,
        [],
        "elsewhere",
        ("unserved-route", "unknown"),
        "--enable-scale-out",
    ),
    # (id, route, flags, env vars, launch read, expected (kind, status) or None, hint holds)
    ("ungated-route-served", "/v1/completions", LAUNCHED, [], True, None, ""),
    (
        "gated-route-not-passed-is-broken",
        "/v1/render",
        LAUNCHED,
        [],
        True,
        ("unserved-route", "broken"),
        "--enable-scale-out",
    ),
    (
        "gated-route-flag-passed-is-served",
        "/v1/render",
        [*LAUNCHED, "--enable-scale-out"],
        [],
        True,
        None,
        "",
    ),
    (
        "gated-route-other-flag-passed-is-served",
        "/v1/render",
        ["--tokens-only"],
        [],
        True,
        None,
        "",
    ),
    (
        "gated-route-negated-flag-is-broken",
        "/v1/render",
        ["--no-enable-scale-out"],
        [],
        True,
        ("unserved-route", "broken"),
        "--tokens-only",
    ),
    (
        "gated-route-launch-not-read-is-unknown",
        "/v1/render",
        [],
        [],
        False,
        ("unserved-route", "unknown"),
        "--enable-scale-out",
    ),
    (
        "env-gated-route-unset-is-broken",
        "/sleep",
        LAUNCHED,
        [],
        True,
        ("unserved-route", "broken"),
        "VLLM_SERVER_DEV_MODE=1",
    ),
    ("env-gated-route-set-is-served", "/sleep", LAUNCHED, ["VLLM_SERVER_DEV_MODE"], True, None, ""),
    ("env-default-not-read-is-not-judged", "/lora", LAUNCHED, [], True, None, ""),
    ("task-gated-route-is-not-judged", "/v1/embeddings", LAUNCHED, [], True, None, ""),
    ("unreadable-test-is-not-judged", "/odd", LAUNCHED, [], True, None, ""),
]


@pytest.mark.parametrize(
    ("route", "flags", "env", "read", "expected", "hint"),
    [r[1:] for r in GATE_ROWS],
    ids=[r[0] for r in GATE_ROWS],
)
def test_route_served_for_the_launch(route, flags, env, read, expected, hint):
    from probes.server.served import Launch

    # read: the launch is in the file that calls the route (p.py); "elsewhere": another file
    files = {True: ["p.py"], "elsewhere": ["launch.py"], False: []}[read]
    launch = Launch.of(flags, env, bool(read), files=files)
    finding = check_use(use("endpoint", route), GATED, HISTORY, launch)
    if expected is None:
        assert finding is None, finding
        return
    assert (finding.kind, finding.status) == expected
    assert hint in finding.hint
    assert finding.evidence and ":" in finding.evidence


def test_launch_of_reads_flags_and_variables_of_the_consumer():
    from probes.server.check import launch_of

    uses = [use("flag", "--enable-scale-out"), use("flag", "--no-x"), use("env-var", "VLLM_A")]
    launch = launch_of(uses)
    assert launch.flags == {"enable_scale_out": True, "x": False}
    assert launch.env == {"VLLM_A"} and launch.read
    assert not launch_of([use("endpoint", "/v1/completions")]).read


def _made(key: str, connector: str, at: str) -> dict:
    return {
        "keys": {key: [{"at": at, "class": connector, "connector": connector}]},
        "set_at": ["serving.py:9"],
    }


_HS = "hidden_states_path"
_LOCKED = {
    "writes": "h.py:40",
    "threaded": "h.py:20",
    "lock": "h.py:30",
    "rename": None,
    "fsync": None,
}
_UNLOCKED = {**_LOCKED, "threaded": None, "lock": None}
NOHS = facts(
    "0.2.0", producers={"kv_transfer_params": _made("do_remote_prefill", "Nixl", "n.py:1")}
)
SYNC = facts(
    "0.3.0",
    producers={"kv_transfer_params": _made(_HS, "Hidden", "h.py:50")},
    writers={"Hidden": _UNLOCKED},
)
ASYNC = facts(
    "0.4.0",
    producers={"kv_transfer_params": _made(_HS, "Hidden", "h.py:60")},
    writers={"Hidden": _LOCKED},
)
KEY_HISTORY = (NOHS, SYNC, ASYNC)
KEY = f"completions.response.kv_transfer_params.{_HS}"
KEY_ROWS = [
    # (id, key use name, facts, launch kwargs, expected (kind, status) or None, hint holds)
    ("key-produced-by-the-configured-connector", KEY, SYNC, {"connectors": ["Hidden"]}, None, ""),
    ("key-produced-launch-not-read", KEY, SYNC, {}, None, ""),
    (
        "key-no-producer-on-this-release-is-broken",
        KEY,
        NOHS,
        {},
        ("unproduced-response-key", "broken"),
        "needs vllm>=0.3.0",
    ),
    (
        "key-no-producer-own-connector-is-unknown",
        KEY,
        NOHS,
        {"own_connectors": ["Mine"]},
        ("unproduced-response-key", "unknown"),
        "out-of-tree",
    ),
    (
        "key-produced-only-by-an-unconfigured-connector-is-broken",
        KEY,
        SYNC,
        {"connectors": ["Good"]},
        ("unproduced-response-key", "broken"),
        "configure Hidden",
    ),
    (
        "key-only-out-of-tree-components-fill-is-not-judged",
        "completions.response.kv_transfer_params.handle",
        NOHS,
        {},
        None,
        "",
    ),
    ("alternative-with-an-out-of-tree-key-is-not-judged", f"{KEY}|handle", NOHS, {}, None, ""),
    (
        "alternatives-one-produced-is-fine",
        "completions.response.kv_transfer_params.do_remote_prefill|hidden_states_path",
        NOHS,
        {},
        None,
        "",
    ),
    (
        "locked-writer-reader-without-lock-is-broken",
        KEY,
        ASYNC,
        {"connectors": ["Hidden"]},
        ("unlocked-file-read", "broken"),
        "LOCK_SH",
    ),
    (
        "locked-writer-launch-not-read-reader-without-lock-is-broken",
        KEY,
        ASYNC,
        {},
        ("unlocked-file-read", "broken"),
        "load_hidden_states",
    ),
    ("locked-writer-reader-waits-on-the-lock", KEY, ASYNC, {"waits_on_lock": True}, None, ""),
    ("writer-before-answer-needs-no-lock", KEY, SYNC, {}, None, ""),
]


@pytest.mark.parametrize(
    ("name", "f", "kwargs", "expected", "hint"),
    [r[1:] for r in KEY_ROWS],
    ids=[r[0] for r in KEY_ROWS],
)
def test_response_key_needs_a_producer_and_its_handshake(name, f, kwargs, expected, hint):
    from probes.server.served import Launch

    launch = Launch.of([], [], False, **kwargs)
    finding = check_use(use("response-key", name), f, KEY_HISTORY, launch)
    if expected is None:
        assert finding is None, finding
        return
    assert (finding.kind, finding.status) == expected
    assert hint in finding.hint
