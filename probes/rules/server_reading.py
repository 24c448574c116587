"""Reading rules of the server contract (probes/server): which dicts and routes are uses.

Their examples are prose (the Python checker's tiny trees have no server contract); each
rule's table is tests/rules/test_<id>.py, run through the server extractor and check.
"""

from __future__ import annotations

from probes.rules.registry import Example, Rule

SERVER_READING = [
    Rule(
        "config-reaches-vllm",
        "reading",
        "A dict literal with a speculative or KV-transfer config's keys is that vLLM config only "
        "where it reaches vLLM (as `speculative_config=` / `kv_transfer_config=`, "
        "`SpeculativeConfig(**d)`, JSON after the CLI flag, under such a key, or bound to or "
        "returned by a name that is the parameter's own); one whose every flow is the "
        "consumer's own data is no use, and one not followed is `unknown`, never `broken`.",
        ("missing-config-field", "unregistered-method", "unregistered-connector"),
        None,
        Example(
            "`def facts(): return {'method': 'prose', 'quantization': 'fp8', 'x': 1}` whose only "
            "caller writes it with `json.dump` (no finding), and the same dict returned by a "
            "function no file calls",
            frozenset({("missing-config-field", "unknown"), ("unregistered-method", "unknown")}),
        ),
    ),
    Rule(
        "own-route",
        "reading",
        "A route the consumer's own HTTP app registers (`@app.post(path)`, "
        "`app.post(path)(handler)`, `router.add_api_route(path, f)`, a router's `prefix=`) is "
        "no use of vLLM's server: its registration is no request, and a request naming it is "
        "`unknown` where vLLM lacks the route, never `broken`.",
        ("missing-endpoint", "unserved-route"),
        None,
        Example(
            "`app.post('/v1/mine')(handler)` on the consumer's own FastAPI app, and its client's "
            "`httpx.post(url + '/v1/mine')`, against a vLLM without `/v1/mine`",
            frozenset({("missing-endpoint", "unknown")}),
        ),
    ),
]
