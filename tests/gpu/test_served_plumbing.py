"""The server-behaviour observation of the GPU suite (tests/gpu/served_agree.py), on the CPU:
a local HTTP server that serves some of vLLM 0.25.1's routes stands in for `vllm serve`, so
the route asking (GET, POST `{}` on 405), the comparison and its record run end to end."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import SimpleNamespace

import pytest

from tests.gpu.served_agree import disagreements, judged_routes, launch_flags, lock_seen, observe

pytestmark = pytest.mark.no_gpu

ARGV = ["serve", "/m", "--speculative_config", "{}", "--kv_transfer_config", "{}", "--port", "1"]


def _fake(get_ok: set[str], post_only: set[str]):
    class Handler(BaseHTTPRequestHandler):
        def _answer(self, code: int) -> None:
            self.send_response(code)
            self.end_headers()

        def do_GET(self) -> None:
            path = self.path
            self._answer(200 if path in get_ok else 405 if path in post_only else 404)

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._answer(400 if self.path in post_only else 404)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture
def routes() -> dict[str, bool]:
    return judged_routes("0.25.1", launch_flags(ARGV), [])


def _observe(routes: dict[str, bool], drop: str | None = None) -> dict:
    served = {p for p, v in routes.items() if v and p != drop}
    get_ok = {p for p in served if p in ("/health", "/v1/models", "/version", "/ping", "/load")}
    http = _fake(get_ok, served - get_ok)
    try:
        url = f"http://127.0.0.1:{http.server_address[1]}"
        fake = SimpleNamespace(argv=lambda: ARGV, env={"VLLM_X": "0"}, base_url=url)
        fake.kv_config = {"kv_connector": "ExampleHiddenStatesConnector"}
        probe = {"kv_transfer_params_keys": ["hidden_states_path"], "lock_file_seen": True}
        return observe(fake, "0.25.1", {**probe, "hidden_states_path": "/x"})
    finally:
        http.shutdown()


def test_a_server_serving_the_static_routes_agrees(routes):
    seen = _observe(routes)
    assert seen["launch_flags"] == ["--speculative_config", "--kv_transfer_config", "--port"]
    assert seen["launch_env"] == []  # VLLM_X=0 turns nothing on
    assert seen["routes_status"]["/v1/completions"] == 400  # GET 405, then POST {}
    assert seen["routes_status"]["/sleep"] == 404
    assert disagreements(seen) == {}


def test_a_route_the_server_does_not_serve_is_found(routes):
    seen = _observe(routes, drop="/v1/completions")
    assert disagreements(seen) == {
        "routes": {"/v1/completions": {"static_served": True, "status": 404}}
    }


def test_lock_seen(tmp_path):
    target = tmp_path / "a.safetensors"
    assert lock_seen(None) is None
    assert lock_seen(str(target)) is False
    (tmp_path / "a.safetensors.lock").write_text("")
    assert lock_seen(str(target)) is True
