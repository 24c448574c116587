"""Rule `own-route` (docs/rules.md#own-route): a route the consumer's own HTTP app serves is
no use of vLLM's server: its registration is no request, a request naming it is `unknown`
where vLLM lacks it, never `broken`; a route the consumer only requests is still judged.

Rows both ways through the server extractor and check (test facts: vLLM serves only
`/v1/completions`); the live witness uses the installed vLLM's routes.
"""

from __future__ import annotations

import pytest

from probes.server.check import check_server
from probes.server.consumer import extract_server_files
from probes.server.uses import ServerUsage
from tests.test_server_check import facts

APP = "from fastapi import FastAPI, APIRouter\nimport httpx\napp = FastAPI()\n"
ASK = "def ask(url):\n    return httpx.post(url + '{path}', json={{}})\n"
E = "missing-endpoint"

ROWS = [
    (
        "registered-by-call",
        APP + "app.post('/v1/mine')(print)\n" + ASK,
        "/v1/mine",
        {(E, "unknown")},
    ),
    (
        "registered-by-decorator",
        APP + "@app.get('/v1/mine')\nasync def mine():\n    return 1\n" + ASK,
        "/v1/mine",
        {(E, "unknown")},
    ),
    (
        "router-prefix",
        APP
        + "r = APIRouter(prefix='/v1')\n@r.post('/mine')\nasync def mine():\n    return 1\n"
        + ASK,
        "/v1/mine",
        {(E, "unknown")},
    ),
    (
        "add-api-route",
        APP + "def h():\n    return 1\napp.add_api_route('/v1/mine', h, methods=['POST'])\n" + ASK,
        "/v1/mine",
        {(E, "unknown")},
    ),
    ("registration-alone-is-no-request", APP + "app.post('/v1/mine')(print)\n", "", set()),
    # the other way: requested, not served by the consumer: judged against vLLM
    ("only-requested", APP + ASK, "/v1/mine", {(E, "broken")}),
    (
        "client-post-is-no-registration",
        APP + "httpx.post('/v1/mine')\n" + ASK,
        "/v1/mine",
        {(E, "broken")},
    ),
    (
        "vllm-route-still-fine",
        APP + "app.post('/v1/mine')(print)\n" + ASK,
        "/v1/completions",
        set(),
    ),
]


def _check(source: str, fact) -> set[tuple[str, str]]:
    uses = extract_server_files({"pkg/mod.py": source})
    found = check_server(ServerUsage("pkg", {"kind": "test"}, uses), fact)
    for f in found:
        if f.status == "unknown":
            assert "own-route" in f.rules and "own app serves (pkg/mod.py:" in f.detail
    return {(f.kind, f.status) for f in found}


@pytest.mark.parametrize(
    ("source", "path", "expected"), [pytest.param(s, p, e, id=i) for i, s, p, e in ROWS]
)
def test_rule(source: str, path: str, expected: set[tuple[str, str]]) -> None:
    assert _check(source.format(path=path) if path else source, facts("0.2.0")) == expected


def test_live_witness_on_the_installed_vllm() -> None:
    """The installed vLLM serves no `/v1/mine`: a consumer's own route is `unknown` there,
    the same route only requested is `broken`, and a route vLLM serves gives nothing."""
    pytest.importorskip("vllm")
    from probes.server.live import live_facts

    live = live_facts()
    assert "/v1/mine" not in live.endpoints and "/v1/completions" in live.endpoints
    own = APP + "app.post('/v1/mine')(print)\n" + ASK.format(path="/v1/mine")
    assert _check(own, live) == {(E, "unknown")}
    assert _check(APP + ASK.format(path="/v1/mine"), live) == {(E, "broken")}
    assert _check(APP + ASK.format(path="/v1/completions"), live) == set()
