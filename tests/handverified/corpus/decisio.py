"""Hand-verified (HELD OUT, 2026-12-07): decisio 0.35.0 against vLLM 0.31.0 (target) and 0.33.0.

Held out: the engine was never tuned on decisio. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-07, engine of commit 2c5e083,
`python -m compat.cli drift --consumer decisio==0.35.0 --vllm 0.31.0 --vllm 0.33.0 --baseline
none|0.31.0 --format json --no-write`): absolute mode 42 at 0.31.0 and 34 at 0.33.0;
`--baseline 0.31.0` none (all 34 pre-existing at 0.33.0). None is TRUE.

How this was made (by reading source files, not by this project's tool):
* Consumer: decisio-0.35.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a prefill-only decision
  server: its own FastAPI app (`make_app`, decisio/serve/vllm_engine.py:1232, served by uvicorn
  at :3091) with routes `/v1/answer` (:1365) and `/v1/systemone` (decisio/serve/systemone.py:
  2321, through add_routes, vllm_engine.py:1368), answering from vLLM's offline `LLM` (:273-
  335: generate / encode with a worker extension, decisio/vllm_plugin/worker.py, called through
  collective_rpc); a general plugin (`vllm.general_plugins` decisio = decisio.vllm_plugin:
  register) that registers its model classes only on vLLM == 0.31.0 (vllm_plugin/__init__.py:
  21, :71-77; elsewhere it logs and registers nothing); and a model-hub tool (decisio/hub.py)
  that writes `decision_config.json` for its model repositories.
  Target: extra `serve` pins `vllm==0.31.0` (METADATA, on linux): the exact pin.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Every finding is of two kinds, each read at every location:
  - hub.py's `weights_of` (:143-181) and `weights_of_tuned` (:267-341) return the `weights`
    section of decisio's own decision_config.json (export_decision_config, :354; tuned_config,
    :913; compared at :470): dicts with keys modified / dtype / quantization / method /
    quantized_on_load (and bits / group_size), never handed to vLLM. The engine reads a dict
    literal with `method` beside `quantization` as a SpeculativeConfig (probes/server/
    commands.py:22, :149): 29 `missing-config-field` and 5 `unregistered-method` per release.
  - `/v1/systemone` at 0.31.0 (8): decisio's own route (registered at systemone.py:2321, the
    finding at that line is the registration itself), requested by its own benchmark and
    conformance clients (`--url` of a decisio server) and matched by its own middleware
    (content_type.py:64) and OpenAPI summary (reference_docs.py:320, :396). vLLM's OpenAI
    server has a route of that name at 0.33.0 (vllm/entrypoints/generate/
    structured_decisions/api_router.py:34; the engine's hint says since 0.32.0, not read here),
    so the engine holds it against vLLM's server at 0.31.0.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); the LLM keywords (vllm_engine.py:297-339: all EngineArgs fields at both), PoolerConfig
  (task, seq_pooling_type, tok_pooling_type, use_activation) and SamplingParams keywords at
  both; LLM.encode(pooling_task=, use_tqdm=) and LLM.generate(use_tqdm=) at both;
  resolve_kv_cache_block_sizes(kv_cache_config, vllm_config) at both; the plugin's model
  classes (gemma.py, models.py: compute_logits / compute_logits_local / load_weights overrides
  with the bases' parameters) at 0.31.0 (on 0.33.0 the plugin registers nothing). No TRUE row
  was found.
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "decisio==0.35.0"
WHEEL_SHA256 = "34a084ee10e001c6a598ff591a8e44bcddc23712bac0b7f97087dea23ad5dbb5"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

NOT_A_CONFIG = (
    "not a vLLM config: a dict literal with a vLLM config's keys (a speculative config's "
    "`method` beside `quantization`, a KV-transfer config's `kv_connector`) that is the "
    "consumer's own data (metadata it writes, a response it returns), never passed to vLLM"
)
OWN_ROUTE = (
    "own server: the consumer's own HTTP app registers the route (`app.post(path)` in the "
    "package, served by uvicorn) and its own clients request it; a route of that name in a later "
    "vLLM does not make it a use of vLLM's server"
)
_HUB = "decisio/hub.py"
_SPEC = "vllm/config/speculative.py:387"
_WEIGHTS = (
    "hub.py:{line} is a key of the `weights` dict that {fn} returns for decision_config.json "
    "(export_decision_config :354, tuned_config :913, check at :470); nothing passes it to "
    "vLLM: the SpeculativeConfig at {ev} has nothing to do with it"
)
_ROUTE_WHY = (
    '`/v1/systemone` is decisio\'s own route (systemone.py:2321 `app.post("/v1/systemone")` '
    "on the app of vllm_engine.py:1232, served by uvicorn at :3091); {what}"
)

# the `method` strings, as decisio writes them (hub.py), by line
_METHODS = {
    150: (
        "quantized to FP8 by decisio's export (per-tensor scales stored beside the "
        "weights), the same bytes as the tensors vLLM 0.30.0 and 0.31.0 hold after "
        "quantizing these weights on load (compared 2026-10-15); on 0.31.0 the answers of"
        " the two differ by restart-sized amounts through the compiled path and are "
        "identical with eager execution (see the card); activations are quantized per "
        "token at run time; every other tensor, the vision tower included, is the "
        "source's; nothing was trained"
    ),
    164: (
        "the 12B's bf16 weights quantized to FP8 by decisio's export (per-tensor scales "
        "stored beside the weights), predicted on a CPU to be the same bytes as the "
        "tensors vLLM 0.31.0 holds after quantizing them on load (192 fused groups, the "
        "loader changing 0 weights); activations are quantized per token at run time; "
        "every other tensor, the embeddings and the vision embedder included, is the "
        "source's; nothing was trained"
    ),
    312: (
        "a LoRA adapter merged into the bf16 base in fp32 and rounded once to bf16, "
        "stochastically and seeded, by decisio's merge (`python -m decisio.hub_bf16 "
        "merge`); every other tensor is the base's, byte for byte; the adapter, its "
        "revision, the rounding seed and the merged files are listed in `tuned`"
    ),
    324: (
        "a LoRA adapter merged into the 12B's bf16 base in fp32 and quantized once to FP8"
        " by decisio's merge (`python -m decisio.hub_fp8 merge`), as the 31B's; every "
        "other tensor is the 12B's FP8 export; the adapter, its revision and the merged "
        "files are listed in `tuned`"
    ),
    335: (
        "a LoRA adapter merged into the bf16 base in fp32 and quantized once to FP8 by "
        "decisio's merge (`python -m decisio.hub_fp8 merge`); every other tensor is the "
        "base's FP8 export; the adapter, its revision and the merged files are listed in "
        "`tuned`"
    ),
}
# (line, field) of every `missing-config-field` finding, the same at both releases
_FIELDS = (
    (146, "modified"),
    (147, "dtype"),
    (156, "quantized_on_load"),
    (160, "modified"),
    (161, "dtype"),
    (170, "quantized_on_load"),
    (174, "modified"),
    (175, "dtype"),
    (178, "quantized_on_load"),
    (180, "dtype"),
    (180, "modified"),
    (180, "quantized_on_load"),
    (277, "modified"),
    (278, "dtype"),
    (280, "bits"),
    (281, "group_size"),
    (289, "quantized_on_load"),
    (293, "modified"),
    (294, "dtype"),
    (304, "quantized_on_load"),
    (308, "modified"),
    (309, "dtype"),
    (316, "quantized_on_load"),
    (320, "modified"),
    (321, "dtype"),
    (328, "quantized_on_load"),
    (331, "modified"),
    (332, "dtype"),
    (339, "quantized_on_load"),
)
_ENDPOINTS = {
    "decisio/bench/fresh_state.py:68": "its benchmark's client, `ask(url, ...)` at a decisio server's --url",
    "decisio/serve/content_type.py:64": "its JsonOnly middleware compares the request path",
    "decisio/serve/reference_docs.py:320": "its OpenAPI summaries table",
    "decisio/serve/reference_docs.py:396": "its OpenAPI document's path entry",
    "decisio/serve/systemone.py:2321": "the registration of the route itself",
    "decisio/serve/systemone_conformance.py:213": "its conformance client (httpx.post at --url)",
    "decisio/serve/systemone_conformance.py:332": "its conformance client (paired requests)",
    "decisio/serve/systemone_conformance.py:541": "its conformance client (urllib request)",
}


def _fn(line: int) -> str:
    return "weights_of" if line < 200 else "weights_of_tuned"


def _hub_rows(vllm: str) -> tuple[Row, ...]:
    fields = tuple(
        Row(
            vllm,
            "missing-config-field",
            f"speculative_config.{field}",
            f"{_HUB}:{line}",
            FALSE,
            _SPEC,
            _WEIGHTS.format(line=line, fn=_fn(line), ev=_SPEC),
            pattern=NOT_A_CONFIG,
        )
        for line, field in _FIELDS
    )
    methods = tuple(
        Row(
            vllm,
            "unregistered-method",
            text,
            f"{_HUB}:{line}",
            FALSE,
            _SPEC,
            _WEIGHTS.format(line=line, fn=_fn(line), ev=_SPEC)
            + "; the `method` value is prose describing how the weights were made",
            pattern=NOT_A_CONFIG,
        )
        for line, text in _METHODS.items()
    )
    return fields + methods


ROWS = (
    *_hub_rows("0.31.0"),
    *(
        Row(
            "0.31.0",
            "missing-endpoint",
            "/v1/systemone",
            where,
            FALSE,
            "vllm/entrypoints/ (no /v1/systemone route at 0.31.0; one at 0.33.0, "
            "vllm/entrypoints/generate/structured_decisions/api_router.py:34)",
            _ROUTE_WHY.format(what=what),
            pattern=OWN_ROUTE,
        )
        for where, what in _ENDPOINTS.items()
    ),
    *_hub_rows("0.33.0"),
)
