"""Hand-verified (held out): skyrl-train 0.3.1 against vLLM 0.11.0 (its target: extras `vllm` and
`mcore` pin vllm==0.11.0) and 0.33.0 (newest).

Held out: the engine was never tuned on this package. Its `broken` findings were recorded first
(2026-11-30, commit e38258f, `spec-compat drift --consumer skyrl-train==0.3.1 --vllm 0.11.0 --vllm
0.33.0 --format json`: 0 at 0.11.0, 17 at 0.33.0), then read by a person.

How this was made (by reading source files, not by this project's tool):
* Consumer: skyrl_train-0.3.1-py3-none-any.whl (sha256 in WHEEL_SHA256). Every module that imports
  vllm was read: inference_engines/vllm/vllm_engine.py (sync `vllm.LLM` and async `AsyncLLMEngine`
  engines, the worker extension `WorkerWrap` named as worker_extension_cls in
  ray_wrapped_inference_engine.py:206, collective_rpc targets init_weight_update_communicator /
  load_weights / teardown_weight_receiver, OpenAIServingChat/Completion/Models built in-process) and
  inference_engines/vllm/vllm_server.py (a `python -m` script that rebuilds vLLM's OpenAI server:
  create_server_socket, build_app, init_app_state, serve_http). vllm_engine.py is imported by
  ray_wrapped_inference_engine.py:106 whenever the backend is vllm; nothing in either module is
  behind a version or hasattr guard except the ErrorInfo imports (`vllm.__version__ >= 0.10.0`).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its
  absence) was opened and read. vLLM 0.32.0 (CPU, the test venv) has the same layout as 0.33.0 for
  every row: all 17 reported rows were reproduced live there (ModuleNotFoundError / ImportError,
  `inspect.signature(create_server_socket).bind(("", 0))` -> missing 'reuse_port').
* At 0.11.0 every use binds (OpenAIServingChat/Completion/Models keywords,
  AsyncEngineArgs(enable_log_requests=...) and every EngineArgs keyword create_ray_wrapped_inference_engines
  passes, init_app_state(engine, vllm_config, state, args), AsyncLLM.get_vllm_config,
  collective_rpc(method, args=)): no row.
* Masking: at 0.33.0 both modules already fail at their first import; a later row is still TRUE
  when its own cause is a separate API change (fixing the import would expose it). The ErrorInfo
  import at vllm_engine.py:547 repeats the name imported at :516, so it is that row's consequence.
* Breaks the engine missed (before=False): AsyncLLM.get_vllm_config (gone since 0.11.1; the engine
  reads `AsyncLLMEngine = AsyncLLM` as an opaque attribute), init_app_state's positional shift
  (binds, but every argument lands one parameter off), and EngineArgs' rope_scaling/rope_theta
  (gone since 0.11.1), passed only when the user sets them, through a Ray actor's constructor.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row  # noqa: F401

CONSUMER = "skyrl-train==0.3.1"
WHEEL_SHA256 = "981cd57d3e1affaa0e9abc3402d35cd76d8fff566e8ac04eb66d3a5f104c2a63"
SDISTS = {
    "0.11.0": "f435a64c24e9c4178d657a76f8edd8548ddc444012f7d06a9f79ac3a6392bfae",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_ENGINE = "skyrl_train/inference_engines/vllm/vllm_engine.py"
_SERVER = "skyrl_train/inference_engines/vllm/vllm_server.py"
_NO_MODULE = (
    "vllm/entrypoints/openai/ has no {mod}.py or package in 0.33.0 (only api_server.py, run_batch.py "
    "and the packages chat_completion, completion, decisions, models, parser, responses) and its "
    "__init__.py is empty (no __getattr__); {name} now lives in {new}. The import is at module "
    "level, unguarded, so importing vllm_engine.py raises ModuleNotFoundError"
)


def _moved(line: int, mod: str, name: str, new: str) -> Row:
    return Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol=f"vllm.entrypoints.openai.{mod}.{name}",
        location=f"{_ENGINE}:{line}",
        verdict=TRUE,
        vllm_evidence=new,
        why=_NO_MODULE.format(mod=mod, name=name, new=new),
    )


_CHAT = "vllm/entrypoints/openai/chat_completion"
_COMPL = "vllm/entrypoints/openai/completion"

ROWS = (
    # ------------------------------------------------------------------ 0.33.0: vllm_engine.py
    _moved(15, "serving_chat", "OpenAIServingChat", f"{_CHAT}/serving.py:123"),
    _moved(16, "serving_completion", "OpenAIServingCompletion", f"{_COMPL}/serving.py:57"),
    _moved(17, "serving_models", "BaseModelPath", "vllm/entrypoints/openai/models/protocol.py:9"),
    _moved(
        17, "serving_models", "OpenAIServingModels", "vllm/entrypoints/openai/models/serving.py:83"
    ),
    _moved(18, "protocol", "ChatCompletionRequest", f"{_CHAT}/protocol.py:235"),
    _moved(18, "protocol", "ChatCompletionResponse", f"{_CHAT}/protocol.py:143"),
    _moved(18, "protocol", "ErrorResponse", "vllm/entrypoints/serve/engine/protocol.py:86"),
    _moved(18, "protocol", "CompletionRequest", f"{_COMPL}/protocol.py:49"),
    _moved(18, "protocol", "CompletionResponse", f"{_COMPL}/protocol.py:705"),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.openai.protocol.ErrorInfo",
        location=f"{_ENGINE}:516",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:79",
        why="a function-level import in _handle_openai_request's `except Exception` handler, under "
        "`version.parse(vllm.__version__) >= 0.10.0` (true on 0.33.0): the module "
        "vllm.entrypoints.openai.protocol is gone (ErrorInfo is in serve/engine/protocol.py), so the "
        "handler itself raises ModuleNotFoundError. A separate import statement from line 18's",
    ),
    # ------------------------------------------------------------------ 0.33.0: vllm_server.py
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.utils.FlexibleArgumentParser",
        location=f"{_SERVER}:5",
        verdict=TRUE,
        vllm_evidence="vllm/utils/argparse_utils.py:156",
        why="vllm/utils/__init__.py (0.33.0) defines only random_uuid, length_from_prompt_token_ids_or_embeds "
        "and is_moe_layer and re-exports nothing; FlexibleArgumentParser is in vllm.utils.argparse_utils. "
        "Module-level import of the server script: ImportError (live on 0.32.0: hasattr False)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.utils.set_ulimit",
        location=f"{_SERVER}:5",
        verdict=TRUE,
        vllm_evidence="vllm/utils/system_utils.py:264",
        why="not defined or re-exported by vllm/utils/__init__.py in 0.33.0 (it moved to "
        "vllm.utils.system_utils); same import statement, second missing name",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.openai.cli_args.make_arg_parser",
        location=f"{_SERVER}:6",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why="no vllm/entrypoints/openai/cli_args.py in 0.33.0 (make_arg_parser is in "
        "vllm.entrypoints.common.cli_args); module-level import, ModuleNotFoundError",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.openai.cli_args.validate_parsed_serve_args",
        location=f"{_SERVER}:6",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:531",
        why="same missing module as make_arg_parser, second name of the statement",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launcher.serve_http",
        location=f"{_SERVER}:10",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/launchers/launcher.py:177",
        why="no vllm/entrypoints/launcher.py in 0.33.0 (serve_http is in the launchers/ package, "
        "launcher.py); module-level import, ModuleNotFoundError",
    ),
    *(
        Row(
            vllm="0.33.0",
            kind="missing-required-argument",
            symbol="vllm.entrypoints.openai.api_server.create_server_socket",
            location=f"{_SERVER}:{line}",
            verdict=TRUE,
            vllm_evidence="vllm/entrypoints/launchers/launcher.py:340",
            why="create_server_socket(addr, *, reuse_port: bool) has a required keyword-only "
            "reuse_port with no default (api_server.py:15 re-exports it); run_server calls "
            "create_server_socket(sock_addr), TypeError. Reproduced live on 0.32.0 with "
            "inspect.signature(...).bind",
        )
        for line in (30, 49)
    ),
    # ------------------------------------------------------------ 0.33.0: missed (found later)
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.AsyncLLMEngine.get_vllm_config",
        location=f"{_SERVER}:124",
        verdict=TRUE,
        vllm_evidence="vllm/v1/engine/async_llm.py:93",
        why="vllm.AsyncLLMEngine is `AsyncLLMEngine = AsyncLLM` (vllm/engine/async_llm_engine.py:6); "
        "neither AsyncLLM nor EngineClient defines get_vllm_config since 0.11.1 (0.11.0 "
        "async_llm.py:585). run_server awaits engine.get_vllm_config(): AttributeError (live on "
        "0.32.0: hasattr(AsyncLLMEngine, 'get_vllm_config') is False)",
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="semantic",
        symbol="vllm.entrypoints.openai.api_server.init_app_state",
        location=f"{_SERVER}:125",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/launchers/api_server/app_state.py:24",
        why="0.11.0 takes (engine_client, vllm_config, state, args); 0.33.0 (engine_client, state, args, "
        "supported_tasks=None). The call init_app_state(engine, vllm_config, app.state, args) still "
        "binds, but state=vllm_config and args=app.state, so `args.tool_call_parser` (app_state.py:32) "
        "raises AttributeError on the starlette State",
        before=False,
    ),
    *(
        Row(
            vllm="0.33.0",
            kind="unexpected-keyword",
            symbol=symbol,
            location=f"{_ENGINE}:{line}",
            verdict=TRUE,
            vllm_evidence="vllm/engine/arg_utils.py:489",
            why="EngineArgs has no rope_scaling / rope_theta fields since 0.11.1 (0.11.0 arg_utils.py:371-372). "
            "create_ray_wrapped_inference_engines (ray_wrapped_inference_engine.py:159-170) adds them to "
            "the actor's keywords when the user sets trainer.rope_scaling / rope_theta (default null), and "
            "the actor's __init__ forwards **kwargs through _create_engine into this call: TypeError "
            "(live on 0.32.0: AsyncEngineArgs(model='x', rope_theta=1.0) raises)",
            before=False,
        )
        for symbol, line in (("vllm.LLM", 249), ("vllm.AsyncEngineArgs", 355))
    ),
)
