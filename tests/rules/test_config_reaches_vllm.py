"""Rule `config-reaches-vllm` (docs/rules.md#config-reaches-vllm): a dict literal with a
vLLM config's keys is that config only where it reaches vLLM; the consumer's own data is no
use, and a flow not followed makes a failed check `unknown`, never `broken`.

Rows both ways through the server extractor and check (test facts: SpeculativeConfig with
`method` only, KVTransferConfig with `kv_connector` / `kv_role`, connector `Good`); the live
witness checks the same dicts against the installed vLLM's facts and its SpeculativeConfig.
"""

from __future__ import annotations

import textwrap

import pytest

from probes.server.check import check_server
from probes.server.config_flow import ModuleFlow, dict_flow
from probes.server.consumer import extract_server_files
from probes.server.uses import ServerUsage
from tests.test_server_check import facts

SPEC = '{"method": "prose", "quantization": "fp8", "dtype": "x"}'
KV = '{"kv_connector": "Nope", "kv_role": "kv_both", "engine_id": "e"}'
B, U = "broken", "unknown"
BROKEN_SPEC = {("missing-config-field", B), ("unregistered-method", B)}
UNKNOWN_SPEC = {("missing-config-field", U), ("unregistered-method", U)}
BROKEN_KV = {("missing-config-field", B), ("unregistered-connector", B)}
UNKNOWN_KV = {("missing-config-field", U), ("unregistered-connector", U)}

ROWS = [
    # reaches vLLM: broken
    (
        "keyword-of-a-call",
        f"from vllm import LLM\nLLM(m, speculative_config={SPEC})\n",
        BROKEN_SPEC,
    ),
    (
        "through-a-name-to-the-keyword",
        f"from vllm import EngineArgs\ndef f():\n    d = {KV}\n"
        "    return EngineArgs(kv_transfer_config=d)\n",
        BROKEN_KV,
    ),
    (
        "unpacked-into-the-config-class",
        f"from vllm.config import KVTransferConfig\ndef f():\n    d = {KV}\n"
        "    return KVTransferConfig(**d)\n",
        BROKEN_KV,
    ),
    (
        "json-after-the-cli-flag",
        f"import json\ndef f(m):\n    s = {SPEC}\n"
        '    return ["vllm", "serve", m, "--speculative_config", json.dumps(s)]\n',
        BROKEN_SPEC,
    ),
    (
        "json-joined-to-the-flag",
        f'import json\ndef f():\n    return "--kv-transfer-config=" + json.dumps({KV})\n',
        BROKEN_KV,
    ),
    (
        "under-the-config-key-of-kwargs",
        f"from vllm import LLM\ndef f():\n    kw = {{'model': 'm', 'speculative_config': {SPEC}}}\n"
        "    return LLM(**kw)\n",
        BROKEN_SPEC,
    ),
    (
        "returned-to-a-caller-that-passes-it",
        f"import vllm\ndef g():\n    return {KV}\ndef h():\n"
        "    return vllm.LLM('m', kv_transfer_config=g())\n",
        BROKEN_KV,
    ),
    (
        "returned-by-a-function-named-for-the-config",
        "class Backend:\n    @staticmethod\n    def build_kv_transfer_config(args):\n"
        f"        return {KV}\n",
        BROKEN_KV,
    ),
    # the consumer's own data: no use
    (
        "metadata-written-with-json-dump",
        f"import json\ndef weights():\n    return {SPEC}\ndef export(f):\n"
        "    json.dump({'weights': weights()}, f)\n",
        set(),
    ),
    ("compared-only", f"def ok(x):\n    return x == {SPEC}\n", set()),
    ("logged-only", f"import logging\nlogging.info('%s', {KV})\n", set()),
    ("bound-never-read", f"def f():\n    d = {KV}\n    return 1\n", set()),
    # not followed: unknown, never broken
    (
        "returned-and-called-nowhere",
        f"def server_facts(cfg):\n    return {KV}\n",
        UNKNOWN_KV,
    ),
    (
        "handed-to-a-message-class",
        f"def info(Resp):\n    facts = {KV}\n    return Resp(**facts)\n",
        UNKNOWN_KV,
    ),
    (
        "under-another-key-of-a-dict-passed-to-vllm",
        f"from vllm import LLM\nLLM(**{{'model': 'm', 'extra': {SPEC}}})\n",
        UNKNOWN_SPEC,
    ),
    ("module-constant-read-nowhere", f"import vllm\nC = {SPEC}\n", UNKNOWN_SPEC),
]


def _check(source: str) -> set[tuple[str, str]]:
    uses = extract_server_files({"pkg/mod.py": textwrap.dedent(source)})
    usage = ServerUsage("pkg", {"kind": "test"}, uses)
    flags = {"--speculative-config": "a.py:3", "--kv-transfer-config": "a.py:4"}
    found = check_server(usage, facts("0.2.0", flags=flags))
    for f in found:
        if f.status == U and f.kind != "unknown":
            assert "config-reaches-vllm" in f.rules and "not seen to reach vLLM" in f.detail, (
                f.detail
            )
    return {(f.kind, f.status) for f in found}


@pytest.mark.parametrize(("source", "expected"), [pytest.param(s, e, id=i) for i, s, e in ROWS])
def test_rule(source: str, expected: set[tuple[str, str]]) -> None:
    assert _check(source) == expected


def test_flow_follows_a_return_into_another_module() -> None:
    other = f"def build():\n    return {KV}\n"
    caller = "from vllm import LLM\nfrom pkg.a import build\nLLM('m', kv_transfer_config=build())\n"
    uses = extract_server_files({"pkg/a.py": other, "pkg/b.py": caller})
    assert {u.kind for u in uses if u.location.startswith("pkg/a.py")} >= {"kv-connector"}
    assert all(not u.unconfirmed for u in uses)


def test_flow_reason_names_where_it_stopped() -> None:
    import ast

    tree = ast.parse(f"def f(Resp):\n    d = {KV}\n    return Resp(**d)\n")
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.Dict))
    flow = dict_flow(node, ModuleFlow(tree))
    assert (flow.verdict, flow.why) == ("unknown", "passed as `**` to `Resp`, not followed")


def test_live_witness_on_the_installed_vllm() -> None:
    """vLLM 0.32.0 rejects the dict when it does receive it (so a confirmed flow is a
    break), and the installed facts give `broken` only for the flow that reaches it."""
    pytest.importorskip("vllm")
    from vllm.config import SpeculativeConfig

    from probes.server.live import live_facts

    with pytest.raises(Exception, match=r"method|quantization|dtype"):
        SpeculativeConfig(method="prose", quantization="fp8", dtype="x")  # type: ignore[call-arg]
    live = live_facts()
    passed = f"from vllm import LLM\nLLM(m, speculative_config={SPEC})\n"
    own = f"import json\ndef w():\n    return {SPEC}\ndef e(f):\n    json.dump(w(), f)\n"
    for source, status in ((passed, {B}), (own, set())):
        uses = extract_server_files({"pkg/mod.py": source})
        found = check_server(ServerUsage("pkg", {"kind": "test"}, uses), live)
        assert {f.status for f in found} == status, found
