"""Hand-verified (HELD OUT): ray 2.60.0 (ray.llm) against vLLM 0.27.0 (its target) and 0.33.0.

Held out: the engine was never tuned on Ray. Its findings before any change for it (2026-12-01,
HEAD c631c69, `python -m compat.cli drift --consumer ray==2.60.0 --vllm 0.27.0 --vllm 0.33.0
--format json --no-write`; 7 min and 243 MB on this machine: the engine reads all 2,578 .py
files of the 79 MB wheel) are the rows with ``before=True``: 5 `broken` at 0.27.0, all TRUE
(5/5); 5 at 0.33.0 (4 TRUE, 1 CONSEQUENCE: 4/5) and 1 `refused` (TRUE, below).

How this was made (by reading source files, not by this project's tool):
* Consumer: ray-2.60.0-cp314-cp314-manylinux2014_x86_64.whl (the wheel the tool picks; sha256 in
  WHEEL_SHA256), the newest release; only ray/llm/ and ray/serve/llm/ use vLLM (ten files, 3,449
  lines importing it). Target: METADATA `Requires-Dist: vllm[audio]==0.27.0; extra == "llm"`
  (exact pin). The pin is older than the code: ray.llm imports vllm.entrypoints.launchers.cli_args
  and vllm.entrypoints.serve.engine.protocol, which first exist in a later vLLM (present in the
  0.29.0 sdist; absent in 0.27.0, whose entrypoints/ has launcher.py and serve/engine/ holds only
  serving.py and typing.py). So `pip install "ray[llm]==2.60.0"` gets a vLLM that its serving
  engine cannot import: the 0.27.0 rows are real.
* Reached: LLMServer starts its engine with `from ...engines.vllm.vllm_engine import VLLMEngine`
  (serve/core/server/llm_server.py:307); LLMConfig reads vllm_models lazily (llm_config.py:594);
  the KV-aware router imports routing_policies/kv_aware/vllm/tokenizer.py when a KV-aware routing
  config is given (serve/core/ingress/router.py:165); the Ray Data batch stage
  prepare_multimodal_stage is imported by batch/stages/__init__.py:74.
* Recall, read on both releases: every `from vllm... import` under ray/llm (an ast walk against
  each sdist: only the rows below fail), and VLLMEngine's engine path: AsyncEngineArgs(**kwargs),
  FrontendArgs(**kwargs), AsyncLLM, build_app(args, supported_tasks=, model_config=)
  (0.27.0 openai/api_server.py:189; 0.33.0 launchers/app.py:19, re-exported by
  openai/api_server.py), init_app_state(engine_client, state=, args=, supported_tasks=) (0.27.0
  openai/api_server.py:355; 0.33.0 launchers/api_server/app_state.py:24), pause_generation(mode=,
  clear_cache=) (0.27.0 v1/engine/async_llm.py:770; 0.33.0 :989).
* `refused`, 0.33.0, prepare_multimodal_stage.py:98 `from vllm.entrypoints.chat_utils import
  parse_chat_messages_async` inside `try:` whose `except ImportError` raises ray's own
  ImportError ("vLLM is not installed..."): TRUE, vllm/entrypoints/chat_utils.py is gone in 0.33.0
  (parse_chat_messages_async moved to renderers/chat_utils/chat_message.py:813); every
  multimodal batch fails there. Not `broken`, so not a row; its use at line 118 is the
  CONSEQUENCE row below.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
"""

from tests.handverified.corpus import CONSEQUENCE, TRUE, Row

CONSUMER = "ray==2.60.0"
WHEEL_SHA256 = "0ec3f44af2961d8cad2f8d699b470e2f6843d443ccc6f403948aeeeb77ad35c3"
SDISTS = {
    "0.27.0": "862671641625d6cfb7aaab98a5386126738b59ca50e5d01ca539a4e32f63ffcb",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_SERVE = "ray/llm/_internal/serve/"
_ENGINE = f"{_SERVE}engines/vllm/vllm_engine.py"
_MODELS = f"{_SERVE}engines/vllm/vllm_models.py"
_TOKENIZER = f"{_SERVE}routing_policies/kv_aware/vllm/tokenizer.py"
_API_MODELS = f"{_SERVE}core/configs/openai_api_models.py"
_WHERE = {
    _ENGINE: "a module-level import of vllm_engine.py, which LLMServer imports to start its "
    "engine (llm_server.py:307)",
    _MODELS: "a module-level import of vllm_models.py, read by LLMConfig (llm_config.py:594) "
    "and vllm_engine.py:57",
    _TOKENIZER: "a module-level import of the KV-aware router's tokenizer (router.py:165, "
    "when KV-aware routing is configured)",
}
_LAUNCHERS_27 = (
    "vllm/entrypoints/launchers/ does not exist in 0.27.0 (entrypoints/ has launcher.py; "
    "FrontendArgs lives in openai/cli_args.py:243; the package appears in a later release, "
    "launchers/cli_args.py:250 in 0.29.0). {where}: ModuleNotFoundError"
)
_PROTOCOL_27 = (
    "vllm/entrypoints/serve/engine/protocol.py does not exist in 0.27.0 (serve/engine/ holds "
    "serving.py and typing.py; {name} lives in openai/engine/protocol.py:{line}). {where}: "
    "ModuleNotFoundError"
)
_LAUNCHERS_33 = (
    "vllm/entrypoints/launchers/cli_args.py does not exist in 0.33.0 (launchers/ has no "
    "cli_args; FrontendArgs moved to common/cli_args.py:290). {where}: ModuleNotFoundError"
)


def _frontend(version: str, location: str) -> Row:
    text = _LAUNCHERS_27 if version == "0.27.0" else _LAUNCHERS_33
    evidence = (
        "vllm/entrypoints/openai/cli_args.py:243"
        if version == "0.27.0"
        else "vllm/entrypoints/common/cli_args.py:290"
    )
    return Row(
        vllm=version,
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.FrontendArgs",
        location=location,
        verdict=TRUE,
        vllm_evidence=evidence,
        why=text.format(where=_WHERE[location.rpartition(":")[0]]),
    )


def _protocol(location: str, name: str, line: int, where: str, before: bool = True) -> Row:
    return Row(
        vllm="0.27.0",
        kind="missing-module",
        symbol=f"vllm.entrypoints.serve.engine.protocol.{name}",
        location=location,
        verdict=TRUE,
        vllm_evidence=f"vllm/entrypoints/openai/engine/protocol.py:{line}",
        why=_PROTOCOL_27.format(name=name, line=line, where=where),
        before=before,
    )


_FALLBACK = (
    "the import sits in `try:` (line 15) whose `except ImportError` (line 52) tries sglang's "
    "protocol module instead and, failing that, calls raise_llm_engine_import_error (line 71), "
    "which raises: ray[llm] installs vLLM, not sglang, so with vLLM 0.27.0 importing "
    "openai_api_models (every ray.llm serving path) raises. Found by reading; the engine takes "
    "the handler for a fallback"
)

ROWS = (
    # ---------------------------------------------------------------- 0.27.0 (target)
    _frontend("0.27.0", f"{_ENGINE}:23"),
    _protocol(f"{_ENGINE}:24", "ErrorResponse", 70, _WHERE[_ENGINE]),
    _frontend("0.27.0", f"{_MODELS}:7"),
    _frontend("0.27.0", f"{_TOKENIZER}:6"),
    _protocol(f"{_TOKENIZER}:7", "ErrorResponse", 70, _WHERE[_TOKENIZER]),
    # ---------------------------------------------------------------- 0.27.0: found later
    _protocol(f"{_API_MODELS}:35", "ErrorInfo", 63, _FALLBACK, before=False),
    _protocol(f"{_API_MODELS}:35", "ErrorResponse", 70, _FALLBACK, before=False),
    # ---------------------------------------------------------------- 0.33.0
    _frontend("0.33.0", f"{_ENGINE}:23"),
    _frontend("0.33.0", f"{_MODELS}:7"),
    _frontend("0.33.0", f"{_TOKENIZER}:6"),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location=f"{_TOKENIZER}:5",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why="vllm/entrypoints/chat_utils.py is gone in 0.33.0 (load_chat_template moved to "
        "renderers/chat_utils/chat_template.py:107; 0.27.0: entrypoints/chat_utils.py:1397). "
        f"{_WHERE[_TOKENIZER]}: ModuleNotFoundError",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.chat_utils.parse_chat_messages_async",
        location="ray/llm/_internal/batch/stages/prepare_multimodal_stage.py:118",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/renderers/chat_utils/chat_message.py:813",
        why="the call of the name imported at line 98; that import fails on 0.33.0 and its "
        "`except ImportError` re-raises (the engine reports it `refused`, right), so line 118 "
        "never runs: a consequence of the import, not a break of its own",
        root="ray/llm/_internal/batch/stages/prepare_multimodal_stage.py:98",
    ),
)
