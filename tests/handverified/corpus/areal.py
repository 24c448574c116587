"""Hand-verified (HELD OUT): areal 1.0.4 against vLLM 0.19.1 (its target) and 0.33.0 (newest).

Held out: the engine was never tuned on AReaL. Its findings before any change for it
(2026-11-30, HEAD f668c90, `python -m compat.cli drift --consumer areal==1.0.4 --vllm 0.19.1
--vllm 0.33.0 --offline --format json --no-write`) are the rows with ``before=True``: nothing
`broken` at 0.19.1 (but two `refused`, so the verdict there was `broken`: see below), 8 at 0.33.0,
all TRUE (precision 8/8).

How this was made (by reading source files, not by this project's tool):
* Consumer: areal-1.0.4-py3-none-any.whl (sha256 in WHEEL_SHA256), the only wheel on PyPI; its
  files were compared byte for byte with the repository's tag v1.0.4 (areal_vllm_server.py,
  vllm_worker_extension.py, infra/platforms/cuda.py: identical). Target: the wheel's METADATA
  declares no vLLM; the repository's pyproject.vllm.toml at tag v1.0.4 (line 162, not shipped in
  the wheel or sdist) pins the extra `vllm` to vllm==0.19.1.
* vLLM uses, all read: engine/vllm_ext/areal_vllm_server.py (a `python -m` server script launched
  by areal/api/cli_args.py:1784; module-level unguarded imports of vLLM's OpenAI server pieces,
  engine_client calls, and `api_server.build_app = _areal_build_app` to add its routes),
  engine/vllm_ext/vllm_worker_extension.py (worker_extension_cls, cli_args.py:1723: model loader,
  LoRAModel.from_lora_tensors, PEFTHelper.from_dict, lora manager internals),
  infra/platforms/{cuda,unknown}.py (vllm.v1.worker.gpu_worker.Worker, then the V0 fallback),
  experimental/openai/tool_call_parser.py (ReasoningParserManager, ToolParserManager).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py. At 0.19.1 every import above resolves
  (openai/cli_args.py:314/354, openai/engine/protocol.py:26/65, openai/utils.py:43,
  entrypoints/utils.py:56/105/153, utils/argparse_utils.py:47, lora/lora_model.py:74,
  lora/peft_helper.py:61, config/__init__.py:56) and pause_generation takes
  wait_for_inflight_requests (engine/protocol.py:171): no row. The two `refused` findings there
  (vllm.worker.worker.Worker in cuda.py:44 / unknown.py:43) are FALSE as a verdict: that import
  runs only after `from vllm.v1.worker.gpu_worker import Worker; return Worker` failed, and
  gpu_worker.py:105 defines Worker on both releases (they are not `broken`, so no row here).
* Live, CPU vLLM 0.32.0 (same layout as 0.33.0 for every row): the four modules raise
  ModuleNotFoundError; `inspect.signature(AsyncLLM.pause_generation).bind(None,
  wait_for_inflight_requests=False, clear_cache=True)` raises TypeError (EngineClient too);
  `vllm.entrypoints.launchers.api_server.entry.build_app` is a separate global from
  `api_server.build_app`, and run_server lives in entry.py.
* Masking: at 0.33.0 the server script already fails at its first missing import; a later row is
  TRUE when its own cause is a separate API change (fixing the imports would expose it).
* Breaks the engine missed (before=False): pause_generation(wait_for_inflight_requests=...) on
  `raw_request.app.state.engine_client` (an object the consumer's reading cannot type), and the
  build_app replacement that no longer reaches run_server.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "areal==1.0.4"
WHEEL_SHA256 = "7d7cfab10d9ec0990d9263290a9472366827783b9ad5fce22f56a1add416bdd9"
SDISTS = {
    "0.19.1": "9fb88ce6b50991eba41d183584f65f51d7f6015d86a42cdabf79c1c8bd5d66fa",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_SERVER = "areal/engine/vllm_ext/areal_vllm_server.py"
_GONE = (
    "vllm/entrypoints/{path} does not exist in 0.33.0 (no file, no package; vllm/entrypoints/ and "
    "openai/__init__.py are empty, no __getattr__); {name} now lives in {new}. The import is at "
    "module level in the server script, unguarded: ModuleNotFoundError (live on 0.32.0 too)"
)


def _gone(line: int, module: str, path: str, name: str, new: str) -> Row:
    return Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol=f"vllm.entrypoints.{module}.{name}",
        location=f"{_SERVER}:{line}",
        verdict=TRUE,
        vllm_evidence=new,
        why=_GONE.format(path=path, name=name, new=new),
    )


_API = "vllm/entrypoints/serve/utils/api_utils.py"
_PROTO = "vllm/entrypoints/serve/engine/protocol.py"
_PAUSE = (
    "raw_request.app.state.engine_client is the AsyncLLM vLLM's server stores (an EngineClient); "
    "0.33.0's pause_generation(self, *, mode, clear_cache) (engine/protocol.py:228, "
    "v1/engine/async_llm.py:989) has no wait_for_inflight_requests (dropped in 0.32.0; 0.19.1 "
    "engine/protocol.py:171 had it) and no **kwargs: TypeError on every weight update "
    "(live on 0.32.0: bind raises)"
)

ROWS = (
    # ---------------------------------------------------------------- 0.33.0: moved modules
    _gone(
        12,
        "openai.cli_args",
        "openai/cli_args.py",
        "make_arg_parser",
        "vllm/entrypoints/common/cli_args.py:431",
    ),
    _gone(
        12,
        "openai.cli_args",
        "openai/cli_args.py",
        "validate_parsed_serve_args",
        "vllm/entrypoints/common/cli_args.py:531",
    ),
    _gone(17, "openai.engine.protocol", "openai/engine/", "ErrorResponse", f"{_PROTO}:86"),
    _gone(17, "openai.engine.protocol", "openai/engine/", "OpenAIBaseModel", f"{_PROTO}:37"),
    _gone(18, "openai.utils", "openai/utils.py", "validate_json_request", f"{_API}:309"),
    _gone(19, "utils", "utils.py", "cli_env_setup", "vllm/entrypoints/common/startup.py:131"),
    _gone(19, "utils", "utils.py", "load_aware_call", f"{_API}:186"),
    _gone(19, "utils", "utils.py", "with_cancellation", f"{_API}:68"),
    # ---------------------------------------------------------------- 0.33.0: found later
    *(
        Row(
            vllm="0.33.0",
            kind="unexpected-keyword",
            symbol="vllm.engine.protocol.EngineClient.pause_generation",
            location=f"{_SERVER}:{line}",
            verdict=TRUE,
            vllm_evidence="vllm/engine/protocol.py:228",
            why=_PAUSE,
            before=False,
        )
        for line in (168, 188, 211, 226, 315)
    ),
    Row(
        vllm="0.33.0",
        kind="semantic",
        symbol="vllm.entrypoints.openai.api_server.build_app",
        location=f"{_SERVER}:390",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/launchers/api_server/entry.py:23",
        why="`_api_server_module.build_app = _areal_build_app` worked on 0.19.1, where run_server "
        "(openai/api_server.py:665) calls build_app from the same module's globals (:593); on "
        "0.33.0 run_server is in launchers/api_server/entry.py:164 and calls the build_app that "
        "module imported itself (entry.py:23, called at :136), so AReaL's routes "
        "(/areal_update_weights, the paused /v1/completions) are never added: every weight "
        "update gets 404",
        before=False,
    ),
)
