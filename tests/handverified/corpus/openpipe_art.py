"""Hand-verified (HELD OUT): openpipe-art 0.5.17 against vLLM 0.17.0 (its target) and 0.33.0.

Held out: the engine was never tuned on ART. Its findings before any change for it (2026-12-01,
HEAD c631c69, `python -m compat.cli drift --consumer openpipe-art==0.5.17 --vllm 0.17.0 --vllm
0.33.0 --format json --no-write`) are the rows with ``before=True``: nothing `broken` or
`refused` at 0.17.0 (4 unknown), 7 `broken` at 0.33.0, all TRUE (precision 7/7).

How this was made (by reading source files, not by this project's tool):
* Consumer: openpipe_art-0.5.17-py3-none-any.whl (sha256 in WHEEL_SHA256). 0.5.17 is the newest
  release whose wheel holds its vLLM code itself: from 0.5.18 on (to 0.5.23, the newest) the vLLM
  side ships as a nested wheel, art/_vllm_runtime/art_vllm_runtime-0.1.0-py3-none-any.whl,
  installed into a separate venv pinned to vLLM 0.25.1 (its pyproject.toml / uv.lock), which the
  engine does not read. Target: METADATA `Requires-Dist: vllm==0.17.0; (sys_platform ==
  'linux') and extra == 'backend'` (exact pin).
* vLLM uses, all read: art/vllm/{engine,server,patches,dedicated_server}.py (AsyncLLM built with
  worker_extension_cls=art.vllm.engine.WorkerExtension and enable_sleep_mode; collective_rpc("run",
  args=, kwargs=); the OpenAI server run in-process with `api_server.build_async_engine_client`
  replaced to yield ART's engine; patches of ChatCompletionRequest, listen_for_disconnect,
  ToolParserManager.get_tool_parser and OpenAIServingModels.__init__), art/unsloth/service.py
  (LocalBackend's default service: pause_generation/resume_generation/add_lora/reset_prefix_cache,
  output_processor.has_unfinished_requests, the cumem sleep/wake helpers run on the workers),
  art/megatron/service.py, and art/__init__.py's GuidedDecodingParams shim (try/except
  ImportError). Reached: art.local.backend imports art.unsloth.service (line 263), which imports
  art.vllm (line 37); art.vllm.dedicated_server runs as `python -m` (service.py:370).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py. At 0.17.0 every import resolves
  (entrypoints/openai/cli_args.py:318/358, entrypoints/utils.py:51, openai/engine/protocol.py:258,
  v1/engine/async_llm.py:240/727/770/896/921/937, engine/arg_utils.py:562/572,
  device_allocator/cumem.py:38/62/90, lora/request.py:25-30); `is_pin_memory_available` comes from
  vllm.utils.platform_utils (line 43) first, so the `vllm.utils` fallback (service.py:1050) never
  runs; and run_server_worker calls build_async_engine_client from the same module's globals
  (openai/api_server.py:490), so ART's replacement is used: no row at 0.17.0. At 0.33.0 the same
  engine members exist (async_llm.py:279/989/1026/1188/1233/1249; pause_generation takes only
  keywords with defaults, ART passes none).
* Masking: at 0.33.0 dedicated_server.main first fails in patch_listen_for_disconnect
  (patches.py:33); a later row is TRUE when its own cause is a separate API change.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "openpipe-art==0.5.17"
WHEEL_SHA256 = "97b552444adbefe95807e24199190517e29a068e281bac2299e0678936be9f63"
SDISTS = {
    "0.17.0": "b0b62e58ef4eb633ef371f2726976372cf6dfcb7ff2ea9ddf7194c1930d5629a",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_CLI = (
    "vllm/entrypoints/openai/cli_args.py does not exist in 0.33.0 (no file; openai/__init__.py "
    "is empty, no __getattr__); {name} now lives in vllm/entrypoints/common/cli_args.py:{line}. "
    "{where}: ModuleNotFoundError (0.17.0: openai/cli_args.py:{old})"
)
_WHERE = {
    "art/vllm/server.py:12": "a module-level import of art.vllm.server, which art/vllm/__init__.py "
    "imports (line 18) and LocalBackend's UnslothService imports (service.py:37)",
    "art/vllm/dedicated_server.py:54": "imported in main() of the `python -m "
    "art.vllm.dedicated_server` process UnslothService starts in dedicated mode (service.py:370)",
}


def _cli(location: str, name: str, line: int, old: int) -> Row:
    return Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol=f"vllm.entrypoints.openai.cli_args.{name}",
        location=location,
        verdict=TRUE,
        vllm_evidence=f"vllm/entrypoints/common/cli_args.py:{line}",
        why=_CLI.format(name=name, line=line, where=_WHERE[location], old=old),
    )


ROWS = (
    *(
        _cli(loc, name, line, old)
        for loc in _WHERE
        for name, line, old in (
            ("make_arg_parser", 431, 318),
            ("validate_parsed_serve_args", 531, 358),
        )
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.utils",
        location="art/vllm/patches.py:33",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/serve/utils/api_utils.py:53",
        why="`import vllm.entrypoints.utils` in patch_listen_for_disconnect(), called unguarded by "
        "openai_server_task (server.py:64) and dedicated_server.main (dedicated_server.py:50): "
        "vllm/entrypoints/utils.py is gone in 0.33.0 (listen_for_disconnect moved to "
        "serve/utils/api_utils.py:53): ModuleNotFoundError (0.17.0: entrypoints/utils.py:51)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.openai.engine.protocol.DeltaMessage",
        location="art/vllm/patches.py:42",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:356",
        why="imported in patch_tool_parser_manager(), called unguarded by both server paths; "
        "vllm/entrypoints/openai/engine/ is gone in 0.33.0 (DeltaMessage moved to "
        "generate/base/protocol.py:356): ModuleNotFoundError (0.17.0: "
        "openai/engine/protocol.py:258)",
    ),
    Row(
        vllm="0.33.0",
        kind="semantic",
        symbol="vllm.entrypoints.openai.api_server.build_async_engine_client",
        location="art/vllm/server.py:96",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/launchers/api_server/entry.py:190",
        why="`api_server.build_async_engine_client = build_async_engine_client` (yielding ART's "
        "own engine) worked on 0.17.0, where run_server_worker calls it from the same module's "
        "globals (openai/api_server.py:490). In 0.33.0 openai/api_server.py only re-exports "
        "run_server and build_async_engine_client from launchers/api_server/entry.py (lines 6-12), "
        "whose run_server_worker calls entry's own global (entry.py:190): the replacement never "
        "runs and vLLM builds a second engine from the parsed args instead of serving ART's "
        "(sleep-mode, worker-extension) engine. Also masked by server.py:12",
    ),
)
