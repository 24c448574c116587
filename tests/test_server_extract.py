"""The server extractor, table-driven: a consumer snippet → the server uses it must yield.

Each row is a tiny module and the (kind, name) pairs expected from it; rows with `absent`
list pairs that must NOT be extracted (a false use would be judged against vLLM).
"""

from __future__ import annotations

import textwrap

import pytest

from probes.server.consumer import extract_server_files
from probes.server.uses import flag_name

CMD = """
import json, sys
def main(args, vllm_args):
    spec = {"method": "extract_hidden_states", "num_speculative_tokens": 1}
    kv = {"kv_connector": "ExampleHiddenStatesConnector", "kv_role": "kv_producer"}
    cmd = [sys.executable, "-m", "vllm.entrypoints.cli.main", "serve", args.model,
           "--speculative_config", json.dumps(spec), "--kv-transfer-config=" + json.dumps(kv),
           *vllm_args]
    extra = "--no-enable-chunked-prefill"
    if extra not in cmd:
        cmd.append(extra)
    cmd.extend(["--max_model_len", "4096"])
    cmd += ["--enforce-eager"]
"""

ROWS = [
    # (id, source, expected (kind, name) pairs, pairs that must be absent)
    (
        "serve-command-line",
        CMD,
        {
            ("flag", "--speculative-config"),
            ("flag", "--kv-transfer-config"),
            ("flag", "--no-enable-chunked-prefill"),
            ("flag", "--max-model-len"),
            ("flag", "--enforce-eager"),
            ("speculative-method", "extract_hidden_states"),
            ("config-field", "speculative_config.num_speculative_tokens"),
            ("kv-connector", "ExampleHiddenStatesConnector"),
            ("config-field", "kv_transfer_config.kv_role"),
        },
        set(),
    ),
    (
        "spread-tuples-in-a-command-line",
        'cmd = [sys.executable, "-m", "vllm.entrypoints.cli.main", *("serve", m),\n'
        '       *("--kv_transfer_config", j), *["--port", "1"]]\n',
        {("flag", "--kv-transfer-config"), ("flag", "--port")},
        set(),
    ),
    (
        "serve-first-in-a-module-about-vllm-serve",
        '"""Starts `vllm serve`."""\ndef argv(m):\n    return [*("serve", m), *("--port", "1")]\n',
        {("flag", "--port")},
        set(),
    ),
    (
        "serve-first-elsewhere-is-not-a-command",
        'def argv(m):\n    return ["serve", m, "--port", "1"]\n',
        set(),
        {("flag", "--port")},
    ),
    (
        "list-without-vllm-is-not-a-command",
        'cmd = ["python", "serve", "--port", "1"]\n',
        set(),
        {("flag", "--port")},
    ),
    (
        "api-server-module",
        'cmd = ["python", "-m", "vllm.entrypoints.openai.api_server", "--port", "8000"]\n',
        {("flag", "--port")},
        set(),
    ),
    (
        "fstring-flag-is-unknown",
        'def f(k):\n    cmd = ["vllm", "serve", f"--{k}"]\n',
        {("unknown", "flag")},
        set(),
    ),
    (
        "extra-config-keys-of-a-vllm-connector",
        'C = {"kv_connector": "Ex", "kv_connector_extra_config": {"shared_storage_path": "/x"}}\n',
        {("extra-config-key", "Ex.shared_storage_path")},
        set(),
    ),
    (
        "extra-config-keys-of-an-out-of-tree-connector-are-its-own",
        'C = {"kv_connector": "Mine", "kv_connector_module_path": "p.m",\n'
        '     "kv_connector_extra_config": {"k": 1}}\n',
        {("kv-connector", "Mine")},
        {("extra-config-key", "Mine.k")},
    ),
    (
        "out-of-tree-connector",
        'C = {"kv_connector": "Mine", "kv_connector_module_path": "pkg.mod", "kv_role": "x"}\n',
        {("kv-connector", "Mine"), ("config-field", "kv_transfer_config.kv_connector_module_path")},
        set(),
    ),
    (
        "config-in-a-method-of-a-class-under-if",
        "if X:\n    class B:\n        @staticmethod\n        def build():\n"
        '            return {"kv_connector": "Inline", "kv_role": "kv_producer"}\n',
        {("kv-connector", "Inline")},
        set(),
    ),
    (
        "connector-not-literal-is-unknown",
        'def f(n):\n    return {"kv_connector": n}\n',
        {("unknown", "kv-connector")},
        set(),
    ),
    (
        "method-compare",
        'def f(c):\n    return c.speculative_config.method != "extract_hidden_states"\n',
        {("speculative-method", "extract_hidden_states")},
        set(),
    ),
    (
        "dict-with-method-only-is-not-a-config",
        'D = {"method": "GET", "url": "/x"}\n',
        set(),
        {("speculative-method", "GET")},
    ),
    (
        "env-vars-set-for-vllm",
        'import os\nos.environ["VLLM_USE_V1"] = "1"\nos.environ.setdefault("VLLM_X", "0")\n'
        'env = {"VLLM_Y": "1", "HOME": "/"}\nv = os.environ.get("VLLM_READ")\n',
        {("env-var", "VLLM_USE_V1"), ("env-var", "VLLM_X"), ("env-var", "VLLM_Y")},
        {("env-var", "VLLM_READ")},
    ),
    (
        "completions-request-and-response",
        """
        def extract(completion):
            ids = getattr(completion.choices[0], "prompt_token_ids", None)
            if not hasattr(completion, "kv_transfer_params"):
                raise ValueError
            return completion.kv_transfer_params.get("hidden_states_path"), ids

        async def run(client, ids):
            coro = client.completions.create(model="m", prompt=ids, max_tokens=1,
                                             extra_body={"return_token_ids": True}, timeout=3)
            res = await coro
            res.model_dump()
            return extract(res)
        """,
        {
            ("endpoint", "/v1/completions"),
            ("request-field", "completions.request.prompt"),
            ("request-field", "completions.request.return_token_ids"),
            ("response-field", "completions.choice.prompt_token_ids"),
            ("response-field", "completions.response.kv_transfer_params"),
        },
        {
            ("request-field", "completions.request.timeout"),
            ("request-field", "completions.request.extra_body"),
            ("response-field", "completions.response.model_dump"),
            ("response-field", "completions.response.get"),
        },
    ),
    (
        "isinstance-narrows-the-endpoint",
        """
        from openai.types import Completion
        def extract(r):
            if isinstance(r, Completion):
                ids = getattr(r.choices[0], "prompt_token_ids", None)
            else:
                ids = getattr(r, "prompt_token_ids", None)
            return ids

        def run(client, m):
            if m:
                r = client.chat.completions.create(model="m", messages=m)
            else:
                r = client.completions.create(model="m", prompt=[1])
            return extract(r)
        """,
        {
            ("response-field", "completions.choice.prompt_token_ids"),
            ("response-field", "chat.response.prompt_token_ids"),
            ("endpoint", "/v1/chat/completions"),
        },
        {("response-field", "completions.response.prompt_token_ids")},
    ),
    (
        "extra-body-not-literal-is-unknown",
        'def f(c, b):\n    c.completions.create(model="m", prompt=[1], extra_body=b)\n',
        {("unknown", "request-field")},
        set(),
    ),
    (
        "raw-json-post-and-its-answer",
        """
        async def probe(session, base, ids):
            url = f"{base}/v1/completions"
            body = {"model": "m", "prompt": ids, "return_token_ids": True}
            resp = await session.post(url, json=body)
            data = await resp.json()
            params = data.get("kv_transfer_params")
            return data["choices"][0]["prompt_token_ids"], params, resp.status
        """,
        {
            ("request-field", "completions.request.return_token_ids"),
            ("response-field", "completions.response.kv_transfer_params"),
            ("response-field", "completions.response.choices"),
            ("response-field", "completions.choice.prompt_token_ids"),
        },
        {("response-field", "completions.response.status")},
    ),
    (
        "raw-post-to-another-route-has-no-fields",
        'def f(s):\n    r = s.post("/v1/embeddings", json={"input": "x"})\n'
        '    return r.get("data")\n',
        {("endpoint", "/v1/embeddings")},
        {("request-field", "completions.request.input")},
    ),
    (
        "response-key-read-off-the-field",
        """
        async def gen(client, ids):
            completion = await client.completions.create(model="m", prompt=ids)
            return completion.kv_transfer_params.get("hidden_states_path")
        """,
        {("response-key", "completions.response.kv_transfer_params.hidden_states_path")},
        {("response-key", "completions.response.choices.hidden_states_path")},
    ),
    (
        "response-key-alternatives-through-a-bound-name",
        """
        from openai.types import Completion
        def extract(response):
            params = getattr(response, "kv_transfer_params", None)
            return params.get("hidden_states_path") or params.get("handle")
        async def gen(client, ids):
            r = await client.completions.create(model="m", prompt=ids)
            return extract(r)
        """,
        {("response-key", "completions.response.kv_transfer_params.hidden_states_path|handle")},
        {
            ("response-key", "completions.response.kv_transfer_params.hidden_states_path"),
            ("response-key", "completions.response.kv_transfer_params.handle"),
        },
    ),
    (
        "response-key-subscript",
        """
        def gen(client, ids):
            r = client.completions.create(model="m", prompt=ids)
            return r.kv_transfer_params["hidden_states_path"]
        """,
        {("response-key", "completions.response.kv_transfer_params.hidden_states_path")},
        set(),
    ),
    (
        "key-of-a-plain-dict-is-no-response-key",
        """
        def gen(client, ids, params):
            r = client.completions.create(model="m", prompt=ids)
            return params.get("hidden_states_path"), r.choices
        """,
        {("response-field", "completions.response.choices")},
        {("response-key", "completions.response.kv_transfer_params.hidden_states_path")},
    ),
    (
        "lock-wait-flock-on-a-lock-path",
        """
        import fcntl, os
        def wait_for_lock(lock_path):  # vllm
            fd = os.open(lock_path, os.O_RDONLY)
            fcntl.flock(fd, fcntl.LOCK_EX)
        """,
        {("lock-wait", ".lock")},
        set(),
    ),
    (
        "flock-on-no-lock-file-is-no-lock-wait",
        """
        import fcntl
        def guard(f):  # vllm
            fcntl.flock(f, fcntl.LOCK_EX)
        """,
        set(),
        {("lock-wait", ".lock")},
    ),
    (
        "route-in-fstring-tail",
        'def f(base):\n    return f"{base}/v1/chat/completions/render"\n',
        {("endpoint", "/v1/chat/completions/render")},
        set(),
    ),
]


@pytest.mark.parametrize(
    ("source", "expected", "absent"), [r[1:] for r in ROWS], ids=[r[0] for r in ROWS]
)
def test_extracted_uses(source, expected, absent):
    uses = extract_server_files({"pkg/mod.py": textwrap.dedent(source)})
    got = {(u.kind, u.name) for u in uses}
    assert expected <= got, f"missing {expected - got}"
    assert not (absent & got), f"false uses {absent & got}"


def test_unknown_uses_say_why():
    uses = extract_server_files({"pkg/m.py": 'def f(k):\n    cmd = ["vllm", "serve", f"--{k}"]\n'})
    (unknown,) = [u for u in uses if u.kind == "unknown"]
    assert "f-string" in unknown.reason and unknown.location == "pkg/m.py:2"


def test_ids_are_stable_when_lines_move():
    before = extract_server_files({"p/m.py": CMD})
    after = extract_server_files({"p/m.py": "\n\n# moved\n" + CMD})
    assert [u.id for u in before] == [u.id for u in after]
    assert [u.location for u in before] != [u.location for u in after]


def test_unparsable_file_is_an_unknown_use():
    (use,) = extract_server_files({"p/bad.py": "def (:\n"})
    assert use.kind == "unknown" and "cannot be parsed" in use.reason


@pytest.mark.parametrize(
    ("spelled", "flag"),
    [
        ("--speculative_config", "--speculative-config"),
        ("--max-model-len=4096", "--max-model-len"),
        ("--compilation_config.level", "--compilation-config"),
        ("--no-enable-chunked-prefill", "--no-enable-chunked-prefill"),
    ],
)
def test_flag_name_follows_vllm_rewriting(spelled, flag):
    assert flag_name(spelled) == flag


def test_installed_distribution_is_read_from_its_record(tmp_path, monkeypatch):
    from probes.server.sources import installed_files

    site = tmp_path / "site"
    (site / "mypkg").mkdir(parents=True)
    (site / "mypkg" / "run.py").write_text('CMD = ["vllm", "serve", "--port", "1"]\n')
    info = site / "mypkg-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: mypkg\nVersion: 1.0\n")
    (info / "RECORD").write_text("mypkg/run.py,,\nmypkg-1.0.dist-info/METADATA,,\n")
    monkeypatch.syspath_prepend(str(site))
    files = installed_files("mypkg")
    assert list(files) == ["mypkg/run.py"]
    assert [(u.kind, u.name) for u in extract_server_files(files)] == [("flag", "--port")]
