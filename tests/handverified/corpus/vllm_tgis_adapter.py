"""Hand-verified (HELD OUT, 2026-12-03): vllm-tgis-adapter 0.10.0 against vLLM 0.12.0 and 0.33.0.

Held out: the engine was never tuned on the TGIS adapter. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-03, engine of commit
90cfb1a, `python -m compat.cli drift --consumer vllm-tgis-adapter==0.10.0 --vllm 0.12.0 --vllm
0.33.0 --baseline none|0.12.0 --format json --no-write`): absolute mode 4 `broken` at 0.12.0 and
20 at 0.33.0; `--baseline 0.12.0` none at 0.12.0 (4 pre-existing), 18 at 0.33.0 (2
pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_tgis_adapter-0.10.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a serving
  frontend: `python -m vllm_tgis_adapter` (__main__.py) builds vLLM's engine client
  (`build_async_engine_client`), vLLM's OpenAI app (http.py: build_app / init_app_state /
  serve_http) and a TGIS-compatible gRPC server (grpc/grpc_server.py) that calls the engine's
  generate / get_tokenizer, builds SamplingParams and loads LoRA adapters through vLLM's
  OpenAIServingModels (grpc/adapters.py). Target: METADATA `Requires-Dist: vllm>=0.10.0` (no
  upper bound); published 2025-12-17, so the newest vLLM it can have been run with is 0.12.0
  (2025-12-03; 0.13.0 came 2025-12-19).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk over the wheel
  against each sdist: each one missing at 0.33.0 is a row below, or sits under `TYPE_CHECKING`
  (adapters.py:31/36, grpc_server.py:69-72, http.py:19, logs.py:21), or in a `try` whose
  `except ImportError` fallback resolves (grpc_server.py:55, structured_outputs.py:3-8,
  adapters.py:24, the row at :26 being its failing fallback)); the calls into vLLM in
  __main__.py, http.py (build_app(args) and init_app_state(engine, app.state, args): 0.33.0
  entrypoints/launchers/app.py:19 and api_server/app_state.py:24 accept them) and
  grpc_server.py's SamplingParams keywords (all but `logits_processors` are fields at 0.33.0).
  One TRUE row was found beyond those the engine reported: `await self.engine.get_tokenizer()`
  (grpc_server.py:660), a coroutine at 0.12.0 and a plain method at 0.33.0 (`before=False`;
  the engine filed the use `unknown`).
* Judgement call, stated so it can be re-counted: logs.py's findings (:138, :193, :196, :198)
  are real missing members, but both callers run them inside `with suppress(BaseException):`
  (logs.py:73 and :105): the error is swallowed and only the adapter's own request / response
  log line is lost. Counted FALSE (the same as a `try/except: pass` guard). Counted TRUE, the
  absolute precision would be 1/4 at 0.12.0 and 14/20 at 0.33.0.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row

CONSUMER = "vllm-tgis-adapter==0.10.0"
WHEEL_SHA256 = "7f97b4dfc0cfaaa23a9d662ca47b4c0db1dc48c275983c60d719afeb5f1d635b"
SDISTS = {
    "0.12.0": "dc2863be80260f378f1e72f9b82b4009610e434d05fdd7067383b231b89c4f4a",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

SIGNATURE_TEST = (
    "fallback: a signature feature test through the consumer's own helper (`def has(f, p): "
    "return p in inspect.signature(f).parameters`) picks the other branch"
)
EXCEPT_IMPORT = (
    "fallback: an `except ImportError` handler's import of a name the `try` body binds by a "
    "definition (class / def), not by an import"
)
SUPPRESS = (
    "guard not seen: the use runs under `contextlib.suppress(...)`, which swallows the error "
    "as a try/except does"
)
TYPE_CHECKING_RECEIVER = (
    "receiver misread: the type is named only in a `TYPE_CHECKING` import of a module that "
    "moved; the real object has the member"
)


def _row(
    vllm: str,
    kind: str,
    symbol: str,
    location: str,
    verdict: str,
    evidence: str,
    why: str,
    pattern: str = "",
    root: str = "",
    before: bool = True,
) -> Row:
    return Row(
        vllm,
        kind,
        symbol,
        location,
        verdict,
        evidence,
        why,
        pattern=pattern,
        root=root,
        before=before,
    )


def _store_boolean(vllm: str, line: int) -> Row:
    return _row(
        vllm,
        "missing-symbol",
        "vllm.utils.StoreBoolean",
        "vllm_tgis_adapter/tgis_utils/args.py:22",
        FALSE,
        f"vllm/utils/argparse_utils.py:{line}",
        "`from vllm.utils import FlexibleArgumentParser, StoreBoolean` is the `except ImportError` "
        "fallback (args.py:20-22, commented `vllm < 0.11.1`) of a `try` that imports "
        "FlexibleArgumentParser from vllm.utils.argparse_utils (args.py:7; it resolves on this "
        f"release, argparse_utils.py:{line}) and defines StoreBoolean itself (args.py:9): the "
        "handler never runs",
        EXCEPT_IMPORT,
    )


def _guided_decoding(vllm: str, line: int) -> Row:
    return _row(
        vllm,
        "missing-attribute",
        "vllm.SamplingParams.guided_decoding",
        "vllm_tgis_adapter/tgis_utils/logs.py:138",
        FALSE,
        f"vllm/sampling_params.py:{line}",
        "SamplingParams has no `guided_decoding` (replaced by `structured_outputs`, "
        f"sampling_params.py:{line}), but _sanitize_sampling_params is called only from "
        "_log_request, which generate_with_logging runs inside `with suppress(BaseException):` "
        "(logs.py:73): the AttributeError is swallowed, generation goes on, the request log line "
        "is lost (judgement call in the docstring)",
        SUPPRESS,
    )


def _metrics(field: str, line: int) -> Row:
    return _row(
        "0.33.0",
        "missing-symbol",
        f"vllm.sequence.RequestMetrics.{field}",
        f"vllm_tgis_adapter/tgis_utils/logs.py:{line}",
        FALSE,
        "vllm/v1/metrics/stats.py:269",
        "RequestMetrics is gone (imported under TYPE_CHECKING, logs.py:21) and the real "
        "`last.metrics` (RequestStateStats, stats.py:269-272) has no such field, but "
        "_log_response runs only inside `with suppress(BaseException):` (logs.py:105): the error "
        "is swallowed and only the response log line is lost (judgement call in the docstring)",
        SUPPRESS,
    )


def _tokenizer(member: str, line: int, vline: int) -> Row:
    return _row(
        "0.33.0",
        "missing-symbol",
        f"vllm.transformers_utils.tokenizer.AnyTokenizer.{member}",
        f"vllm_tgis_adapter/grpc/grpc_server.py:{line}",
        FALSE,
        f"vllm/tokenizers/protocol.py:{vline}",
        "`AnyTokenizer` is imported only under TYPE_CHECKING (grpc_server.py:72) from a module "
        "gone at 0.33.0; the object is what `self.engine.get_tokenizer()` returns (a HF "
        f"tokenizer, TokenizerLike, protocol.py:13), which has `{member}` (protocol.py:{vline})",
        TYPE_CHECKING_RECEIVER,
    )


def _serving_models(member: str, line: int, vline: int) -> Row:
    return _row(
        "0.33.0",
        "missing-symbol",
        f"vllm.entrypoints.openai.serving_models.OpenAIServingModels.{member}",
        f"vllm_tgis_adapter/grpc/adapters.py:{line}",
        FALSE,
        f"vllm/entrypoints/openai/models/serving.py:{vline}",
        "OpenAIServingModels is imported only under TYPE_CHECKING (adapters.py:36) from "
        "`vllm.entrypoints.openai.serving_models`, gone at 0.33.0; the object passed in is "
        "`app.state.openai_serving_models` (grpc_server.py:237/324/831), built by vLLM "
        "(launchers/api_server/app_state.py:81) from the class now at openai/models/serving.py:83, "
        f"which has `{member}` (serving.py:{vline})",
        TYPE_CHECKING_RECEIVER,
    )


AT_TARGET = (
    _row(
        "0.12.0",
        "unexpected-keyword",
        "vllm.inputs.token_inputs",
        "vllm_tgis_adapter/grpc/grpc_server.py:214",
        FALSE,
        "vllm/v1/engine/async_llm.py:368",
        "token_inputs(prompt=...) (data.py:225 takes prompt_token_ids, cache_salt) is built only "
        '`if _has_argument(self.engine.generate, "inputs")` (grpc_server.py:212; _has_argument '
        "is `arg_name in inspect.signature(f).parameters`, :100-102); 0.12.0's AsyncLLM.generate "
        "(async_llm.py:368) has no `inputs`, so the `else` (TokensPrompt) runs",
        SIGNATURE_TEST,
    ),
    _row(
        "0.12.0",
        "too-many-positional",
        "vllm.engine.protocol.EngineClient.get_tokenizer",
        "vllm_tgis_adapter/grpc/grpc_server.py:651",
        FALSE,
        "vllm/engine/protocol.py:88",
        "get_tokenizer(lora_request) is called only `if _has_argument(self.engine.get_tokenizer, "
        '"lora_request")` (grpc_server.py:649, commented `vllm<0.11.0`); 0.12.0\'s '
        "get_tokenizer(self) (protocol.py:88) has none, so the no-argument call at :660 runs",
        SIGNATURE_TEST,
    ),
    _store_boolean("0.12.0", 49),
    _guided_decoding("0.12.0", 221),
)

_NEW_SERVER = "vllm/entrypoints/openai/api_server.py:33"

AT_NEWEST = (
    _row(
        "0.33.0",
        "missing-symbol",
        "vllm.entrypoints.openai.api_server.maybe_register_tokenizer_info_endpoint",
        "vllm_tgis_adapter/__main__.py:12",
        TRUE,
        _NEW_SERVER,
        "0.33.0's openai/api_server.py is a deprecated re-export module (its __all__, :33-48, "
        "has no maybe_register_tokenizer_info_endpoint; 0.12.0 defined it at :500); the "
        "top-level import of __main__.py, the program `python -m vllm_tgis_adapter`, fails",
    ),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.openai.cli_args.make_arg_parser",
        "vllm_tgis_adapter/__main__.py:17",
        TRUE,
        "vllm/entrypoints/common/cli_args.py:431",
        "vllm/entrypoints/openai/cli_args.py is gone; make_arg_parser now lives in "
        "entrypoints/common/cli_args.py:431; top-level import of the server program",
    ),
    _row(
        "0.33.0",
        "missing-required-argument",
        "vllm.entrypoints.openai.api_server.create_server_socket",
        "vllm_tgis_adapter/__main__.py:45",
        TRUE,
        "vllm/entrypoints/launchers/launcher.py:340",
        "start_servers calls create_server_socket(sock_addr); 0.33.0's create_server_socket(addr, "
        "*, reuse_port) (launcher.py:340-344, re-exported by openai/api_server.py:15) requires "
        "the keyword-only reuse_port: TypeError on every start",
    ),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.utils.cli_env_setup",
        "vllm_tgis_adapter/__main__.py:115",
        TRUE,
        "vllm/entrypoints/common/startup.py:131",
        'in `if __name__ == "__main__":`, run by `python -m vllm_tgis_adapter`; '
        "vllm/entrypoints/utils.py is gone (cli_env_setup is at common/startup.py:131)",
    ),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.openai.protocol.ErrorResponse",
        "vllm_tgis_adapter/grpc/adapters.py:17",
        TRUE,
        "vllm/entrypoints/serve/engine/protocol.py:86",
        "top-level import; vllm/entrypoints/openai/protocol.py is gone (ErrorResponse is at "
        "serve/engine/protocol.py:86); grpc/adapters is imported by grpc_server.py:39, imported "
        "by the server program",
    ),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.openai.protocol.LoadLoraAdapterRequest",
        "vllm_tgis_adapter/grpc/adapters.py:26",
        TRUE,
        "vllm/entrypoints/serve/lora/protocol.py:7",
        "the `try` import (adapters.py:24, same module) fails on 0.33.0, so this `except "
        "ImportError` fallback runs and fails too (the class is at serve/lora/protocol.py:7): "
        "ImportError at import of grpc/adapters",
    ),
    _row(
        "0.33.0",
        "missing-symbol",
        "vllm.entrypoints.openai.protocol.LoadLoRAAdapterRequest",
        "vllm_tgis_adapter/grpc/adapters.py:149",
        CONSEQUENCE,
        "vllm/entrypoints/serve/lora/protocol.py:7",
        "the call to the name whose import fails at adapters.py:26 (the module never loads)",
        root="vllm_tgis_adapter/grpc/adapters.py:26",
    ),
    _serving_models("load_lora_adapter", 153, 167),
    _serving_models("lora_requests", 170, 110),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.openai.serving_completion.merge_async_iterators",
        "vllm_tgis_adapter/grpc/grpc_server.py:19",
        TRUE,
        "vllm/utils/async_utils.py:91",
        "top-level import; vllm/entrypoints/openai/serving_completion.py is gone "
        "(merge_async_iterators is at utils/async_utils.py:91)",
    ),
    _row(
        "0.33.0",
        "missing-symbol",
        "vllm.inputs.token_inputs",
        "vllm_tgis_adapter/grpc/grpc_server.py:20",
        TRUE,
        "vllm/inputs/__init__.py:36",
        "top-level `from vllm.inputs import TokensPrompt, token_inputs`; 0.33.0's vllm.inputs "
        "(__all__ at __init__.py:36) defines no token_inputs",
    ),
    _tokenizer("eos_token_id", 576, 42),
    _row(
        "0.33.0",
        "unexpected-keyword",
        "vllm.sampling_params.SamplingParams",
        "vllm_tgis_adapter/grpc/grpc_server.py:607",
        TRUE,
        "vllm/sampling_params.py:271",
        "every request's SamplingParams(..., logits_processors=logits_processors, ...) "
        "(grpc_server.py:607-622); 0.33.0's SamplingParams (sampling_params.py:271) has no "
        "logits_processors field: TypeError (not the ValueError the `except` catches)",
    ),
    _tokenizer("convert_ids_to_tokens", 688, 125),
    _row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.launcher.serve_http",
        "vllm_tgis_adapter/http.py:7",
        TRUE,
        "vllm/entrypoints/launchers/launcher.py:177",
        "top-level import; vllm/entrypoints/launcher.py is gone (serve_http is at "
        "launchers/launcher.py:177); http is imported by __main__.py:22",
    ),
    _row(
        "0.33.0",
        "semantic",
        "vllm.engine.protocol.EngineClient.get_tokenizer",
        "vllm_tgis_adapter/grpc/grpc_server.py:660",
        TRUE,
        "vllm/v1/engine/async_llm.py:1119",
        "`return await self.engine.get_tokenizer()` in _get_tokenizer, awaited by every Generate, "
        "GenerateStream and Tokenize call (grpc_server.py:239/326/833); the engine is vLLM's "
        "AsyncLLM (build_async_engine_client), whose get_tokenizer was `async def` at 0.12.0 "
        "(async_llm.py:716) and is a plain method returning the tokenizer at 0.33.0 "
        "(async_llm.py:1119): awaiting it raises TypeError. The engine filed it `unknown` "
        "(EngineClient, the abstract type it reads, has no get_tokenizer at 0.33.0)",
        before=False,
    ),
    _store_boolean("0.33.0", 156),
    _guided_decoding("0.33.0", 407),
    _metrics("first_scheduled_time", 193),
    _metrics("last_token_time", 196),
    _metrics("time_in_queue", 198),
)

ROWS = AT_TARGET + AT_NEWEST
