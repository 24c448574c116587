"""Hand-verified (HELD OUT, 2026-12-07): trinity-rft 0.6.0 against vLLM 0.23.0 (target) and 0.33.0.

Held out: the engine was never tuned on Trinity-RFT. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-07, engine of commit
2c5e083, `python -m compat.cli drift --consumer trinity-rft==0.6.0 --vllm 0.23.0 --vllm 0.33.0
--baseline none|0.23.0 --format json --no-write`): absolute mode 20 at 0.23.0 and 52 at 0.33.0;
`--baseline 0.23.0` 32 at 0.33.0 (20 pre-existing), plus one break found by reading
(`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: trinity_rft-0.6.0-py3-none-any.whl (sha256 in WHEEL_SHA256), an RL fine-tuning
  framework. Its rollout model (trinity/common/models/vllm_model.py) builds vLLM's
  AsyncLLMEngine with its own worker class (`worker_cls="trinity.common.models.vllm_worker.
  TrinityGPUWorker"`, :145), which registers a `checkpoint` weight-transfer engine
  (vllm_extension.py, a WeightTransferEngine subclass) and patches the model runner's prompt
  logprobs (vllm_patch/worker_patch.py); weights are synced through AsyncLLM's
  start_weight_update / update_weights / finish_weight_update (:587-606), the trainer side
  through vLLM's NCCLWeightTransferEngine (trinity/utils/distributed.py:136-165). A general
  plugin (`vllm.general_plugins` vllm_patch = trinity.common.models.vllm_patch:vllm_patch)
  patches vLLM's Qwen3Coder tool parser on >= 0.20.0 in every vLLM process. The optional
  OpenAI server (`enable_openai_api`) is one of three modules picked by vLLM version in
  `_get_api_server_runner` (vllm_patch/__init__.py:109-134): api_patch_v12 for == 0.12.0,
  api_patch_v13 for 0.12.0 < v < 0.17.0, api_patch_v17 for >= 0.17.0. A fourth module,
  vllm_patch/api_patch.py, is imported by nothing (no import in the wheel, no entry point).
  Target: extra `vllm` requires `vllm<=0.23.0,>=0.19.1` (METADATA): the newest it admits.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` / `import vllm.…` (an `ast` walk
  over the wheel against each sdist); the AsyncEngineArgs keywords (vllm_model.py:142-177,
  all EngineArgs fields at both); the AsyncLLM methods it calls (pause_generation,
  reset_prefix_cache, collective_rpc, get_tokenizer, *_lora, *_weight_update,
  init_weight_transfer_engine: signatures at both); the weight-transfer engine subclass against
  WeightTransferEngine and the factory that builds it; the model-runner patch against
  GPUModelRunner._get_prompt_logprobs_dict and the sampler it calls; parse_chat_messages(_async)
  keywords at 0.23.0. Not read: the verl trainer modules (no vLLM use) and the SGLang path.
* Counting: one row per imported name, as the engine gives them; an import that runs only after
  an earlier failing import of the same module is counted TRUE as an independent cause (the
  2026-12-06 page's judgement), so are the abstract methods and signatures of the weight engine
  beside its __init__.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row

CONSUMER = "trinity-rft==0.6.0"
WHEEL_SHA256 = "51ac0d789ccedbdd0578372dc45fd1480c6e5dfe53632ffd451feed827d0a6da"
SDISTS = {
    "0.23.0": "760269db3d9611e12e524681df1bca0977d5d2f5fcb4481cc34d33efc4ae7ff5",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

DEAD = (
    "never runs: a module nothing imports (no import of it anywhere in the wheel, no entry "
    "point, no string import)"
)
OTHER_VERSION = (
    "never runs: a module the consumer imports only for other vLLM versions (the version is "
    "tested in a helper that takes it as a parameter and picks the module to import)"
)

_PATCH = "trinity/common/models/vllm_patch/"
_API = _PATCH + "api_patch.py"
_V12 = _PATCH + "api_patch_v12.py"
_V13 = _PATCH + "api_patch_v13.py"
_V17 = _PATCH + "api_patch_v17.py"
_EXT = "trinity/common/models/vllm_extension.py"
_MODEL = "trinity/common/models/vllm_model.py"
_DIST = "trinity/utils/distributed.py"
_NEVER_IMPORTED = (
    "vllm_patch/api_patch.py is imported by nothing: grep of the wheel finds no import of "
    "`vllm_patch.api_patch` (only of api_patch_v12/_v13/_v17, vllm_patch/__init__.py:111-127) "
    "and no entry point names it (entry_points.txt: trinity, vllm_patch)"
)
_DISPATCH = (
    "_get_api_server_runner (vllm_patch/__init__.py:109-134) imports api_patch_v12 only when "
    "vLLM == 0.12.0 and api_patch_v13 only when 0.12.0 < vLLM < 0.17.0; on {v} it imports "
    "api_patch_v17 (:124-129), and nothing else imports these modules"
)
_SERVER = (
    "the OpenAI server runs when `enable_openai_api` is set (vllm_model.py:653-676, "
    "vllm_patch/__init__.py:137-160: api_patch_v17 on >= 0.17.0)"
)


def _dead(vllm: str, kind: str, symbol: str, line: int, evidence: str) -> Row:
    return Row(vllm, kind, symbol, f"{_API}:{line}", FALSE, evidence, _NEVER_IMPORTED, pattern=DEAD)


def _other(vllm: str, kind: str, symbol: str, where: str, evidence: str) -> Row:
    why = _DISPATCH.format(v=vllm)
    return Row(vllm, kind, symbol, where, FALSE, evidence, why, pattern=OTHER_VERSION)


_PROTOCOL = (
    "ChatCompletionNamedToolChoiceParam",
    "ChatCompletionResponse",
    "ChatCompletionResponseChoice",
    "ChatMessage",
    "ErrorResponse",
    "FunctionCall",
    "FunctionDefinition",
    "PromptTokenUsageInfo",
    "ToolCall",
    "UsageInfo",
)
_NO_PROTOCOL = "vllm/entrypoints/openai/protocol.py: absent from the sdist (the module is gone)"


def _api_rows(vllm: str) -> tuple[Row, ...]:
    """api_patch.py's findings at one release (the same 16 at both, two more at 0.33.0)."""
    mm = "missing-module"
    rows = [
        _dead(vllm, mm, f"vllm.entrypoints.openai.protocol.{n}", 23, _NO_PROTOCOL)
        for n in _PROTOCOL
    ]
    rows += [
        _dead(
            vllm,
            mm,
            "vllm.entrypoints.openai.serving_chat.OpenAIServingChat",
            35,
            "vllm/entrypoints/openai/serving_chat.py: absent from the sdist",
        ),
        _dead(
            vllm,
            mm,
            "vllm.entrypoints.openai.serving_engine.clamp_prompt_logprobs",
            36,
            "vllm/entrypoints/openai/serving_engine.py: absent from the sdist",
        ),
        _dead(
            vllm,
            mm,
            "vllm.entrypoints.openai.tool_parsers.mistral_tool_parser.MistralToolCall",
            37,
            "vllm/entrypoints/openai/tool_parsers/: absent from the sdist (tool parsers live in vllm/tool_parsers/)",
        ),
        _dead(
            vllm,
            mm,
            "vllm.transformers_utils.tokenizer.MistralTokenizer",
            39,
            "vllm/transformers_utils/tokenizer.py: absent from the sdist",
        ),
        _dead(
            vllm,
            "missing-symbol",
            "vllm.utils.FlexibleArgumentParser",
            40,
            "vllm/utils/__init__.py:1 (no FlexibleArgumentParser; it is in "
            "vllm/utils/argparse_utils.py)",
        ),
        _dead(
            vllm,
            "missing-symbol",
            "vllm.utils.set_ulimit",
            40,
            "vllm/utils/__init__.py:1 (no set_ulimit; it is in vllm/utils/system_utils.py)",
        ),
    ]
    if vllm == "0.33.0":
        rows += [
            _dead(
                vllm,
                mm,
                "vllm.entrypoints.launcher.serve_http",
                16,
                "vllm/entrypoints/launcher.py: absent from the sdist at 0.33.0 (vllm/entrypoints/launchers/"
                "launcher.py:177)",
            ),
            _dead(
                vllm,
                mm,
                "vllm.entrypoints.openai.cli_args.make_arg_parser",
                22,
                "vllm/entrypoints/openai/cli_args.py: absent from the sdist at 0.33.0 (vllm/entrypoints/common/"
                "cli_args.py:431)",
            ),
            _dead(
                vllm,
                "missing-required-argument",
                "vllm.entrypoints.openai.api_server.create_server_socket",
                281,
                "vllm/entrypoints/launchers/launcher.py:340 (`*, reuse_port: bool`)",
            ),
        ]
    return tuple(rows)


_LAUNCHER = "vllm/entrypoints/launcher.py: absent from the sdist at 0.33.0 (vllm/entrypoints/launchers/launcher.py:177)"
_CLI_ARGS = "vllm/entrypoints/openai/cli_args.py: absent from the sdist at 0.33.0 (vllm/entrypoints/common/cli_args.py:431)"
_SOCKET = "vllm/entrypoints/launchers/launcher.py:340 (`create_server_socket(addr, *, reuse_port)`)"
_NO_UTILS = "vllm/entrypoints/utils.py: absent from the sdist (log_non_default_args: vllm/entrypoints/common/startup.py:94 at 0.33.0)"
_NO_TP = "vllm/entrypoints/openai/tool_parsers/: absent from the sdist (vllm/tool_parsers/ holds ToolParserManager)"

_OTHER_VERSION_ROWS = (
    _other("0.23.0", "missing-module", "vllm.entrypoints.openai.tool_parsers.ToolParserManager", f"{_V12}:18", _NO_TP),
    _other("0.23.0", "missing-module", "vllm.entrypoints.utils.log_non_default_args", f"{_V12}:19", _NO_UTILS),
    _other("0.23.0", "missing-module", "vllm.entrypoints.utils.log_non_default_args", f"{_V13}:20", _NO_UTILS),
    _other("0.33.0", "missing-module", "vllm.entrypoints.launcher.serve_http", f"{_V12}:9", _LAUNCHER),
    _other("0.33.0", "missing-module", "vllm.entrypoints.openai.cli_args.make_arg_parser", f"{_V12}:17", _CLI_ARGS),
    _other("0.33.0", "missing-module", "vllm.entrypoints.openai.tool_parsers.ToolParserManager", f"{_V12}:18", _NO_TP),
    _other("0.33.0", "missing-module", "vllm.entrypoints.utils.log_non_default_args", f"{_V12}:19", _NO_UTILS),
    _other("0.33.0", "missing-required-argument", "vllm.entrypoints.openai.api_server.create_server_socket", f"{_V12}:51", _SOCKET),
    _other("0.33.0", "missing-module", "vllm.entrypoints.launcher.serve_http", f"{_V13}:11", _LAUNCHER),
    _other("0.33.0", "missing-module", "vllm.entrypoints.openai.cli_args.make_arg_parser", f"{_V13}:19", _CLI_ARGS),
    _other("0.33.0", "missing-module", "vllm.entrypoints.utils.log_non_default_args", f"{_V13}:20", _NO_UTILS),
    _other("0.33.0", "missing-required-argument", "vllm.entrypoints.openai.api_server.create_server_socket", f"{_V13}:53", _SOCKET),
)  # fmt: skip

_V1_ONLY = (
    "`_collective_rpc` takes `self.async_llm.engine.model_executor.collective_rpc(...)` when "
    "the rollout config sets `use_v1: false` (config.py:533, default True; vllm_model.py:"
    "550-555), and prepare() calls it for every engine (:189). AsyncLLMEngine is an alias of "
    "AsyncLLM (engine/async_llm_engine.py:6 at 0.23.0), which has no `engine` member: "
    "AttributeError under that configuration"
)


def _chat_utils(name: str) -> Row:
    return Row(
        "0.33.0",
        "missing-module",
        f"vllm.entrypoints.chat_utils.{name}",
        "trinity/common/models/mm_utils.py:36",
        TRUE,
        "vllm/entrypoints/chat_utils.py: absent from the sdist at 0.33.0 (vllm/renderers/chat_utils/chat_message.py"
        ":774 parse_chat_messages, types.py:357 ChatTemplateContentFormat)",
        "mm_utils.py imports vllm.entrypoints.chat_utils at module level (:36-41); vllm_model.py"
        ":16 and model.py:25 import mm_utils at module level: the rollout model cannot be "
        "imported on 0.33.0",
    )


def _qwen3coder(name: str) -> Row:
    return Row(
        "0.33.0",
        "missing-module",
        f"vllm.tool_parsers.qwen3coder_tool_parser.{name}",
        f"{_PATCH}__init__.py:44",
        TRUE,
        "vllm/tool_parsers/qwen3coder_tool_parser.py: absent from the sdist at 0.33.0 (`qwen3_coder` maps to "
        "qwen3_engine_tool_parser.Qwen3EngineToolParser, tool_parsers/__init__.py:206-209)",
        "vllm_patch() is a general plugin (entry point vllm.general_plugins vllm_patch) and runs "
        "this import when vLLM >= 0.20.0 (:41-50); vLLM calls general plugins unguarded "
        "(plugins/__init__.py:89-90): every vLLM process with Trinity installed fails to start",
    )


_WT = "vllm.distributed.weight_transfer"
_CKPT = (
    "under a configuration: the `checkpoint` weight-transfer engine is registered by "
    "TrinityGPUWorker.load_model (vllm_worker.py:32-38) and built by vLLM when sync_method is "
    "not NCCL (vllm_model.py:128-130, backend 'checkpoint')"
)


def _ext(kind: str, member: str, line: int, evidence: str, what: str) -> Row:
    return Row(
        "0.33.0", kind, f"{_WT}.{member}", f"{_EXT}:{line}", TRUE, evidence, f"{what}; {_CKPT}"
    )


ROWS = (
    Row(
        "0.23.0",
        "missing-attribute",
        "vllm.AsyncLLMEngine.engine",
        f"{_MODEL}:553",
        TRUE,
        "vllm/v1/engine/async_llm.py:70 (class AsyncLLM: no `engine` member)",
        _V1_ONLY,
    ),
    *_api_rows("0.23.0"),
    *_OTHER_VERSION_ROWS,
    *(_chat_utils(n) for n in ("ChatTemplateContentFormat", "ConversationMessage", "parse_chat_messages", "parse_chat_messages_async")),
    _ext(
        "abstract-method-not-implemented",
        "base.WeightTransferEngine.finish_weight_update",
        60,
        "vllm/distributed/weight_transfer/base.py:578",
        "finish_weight_update is abstract at 0.33.0 (not a member at 0.23.0) and "
        "CheckpointWeightTransferEngine does not define it: TypeError when vLLM builds it",
    ),
    _ext(
        "abstract-method-not-implemented",
        "base.WeightTransferEngine.start_weight_update",
        60,
        "vllm/distributed/weight_transfer/base.py:568",
        "start_weight_update is abstract at 0.33.0 and CheckpointWeightTransferEngine does not "
        "define it",
    ),
    _ext(
        "missing-required-argument",
        "base.WeightTransferEngine.__init__",
        78,
        "vllm/distributed/weight_transfer/base.py:478",
        "`super().__init__(config, parallel_config, model)`: the 0.33.0 base takes (config, "
        "vllm_config, device, model), so `model` is not given",
    ),
    Row(
        "0.33.0",
        "override-signature-mismatch",
        f"{_WT}.base.WeightTransferEngine.__init__",
        f"{_EXT}:72",
        TRUE,
        "vllm/distributed/weight_transfer/factory.py:121",
        "WeightTransferEngineFactory.create_engine builds the registered class as "
        "`engine_cls(config, vllm_config, device, model)` (gpu_worker.py:607); "
        "CheckpointWeightTransferEngine.__init__(self, config, parallel_config, model) takes "
        f"three: TypeError (at 0.23.0 the factory passes three, factory.py:109); {_CKPT}. The "
        "class is registered by module path and class name (vllm_extension.py:228-232)",
        before=False,
    ),
    _ext(
        "missing-method",
        "nccl_engine.NCCLWeightTransferEngine._stateless_init_process_group",
        89,
        "vllm/distributed/weight_transfer/nccl_engine.py:117",
        "NCCLWeightTransferEngine has no _stateless_init_process_group at 0.33.0 (it had, "
        "nccl_engine.py:398 at 0.23.0); init_transfer_engine calls it",
    ),
    _ext(
        "override-signature-mismatch",
        "base.WeightTransferEngine.receive_weights",
        100,
        "vllm/distributed/weight_transfer/base.py:595",
        "the 0.33.0 base's update_weights calls `self.receive_weights(typed_update_info)` with "
        "one argument; the override requires `load_weights` too",
    ),
    Row(
        "0.33.0",
        "missing-attribute",
        "vllm.AsyncLLMEngine.engine",
        f"{_MODEL}:553",
        TRUE,
        "vllm/v1/engine/async_llm.py:93 (class AsyncLLM: no `engine` member)",
        _V1_ONLY,
    ),
    Row(
        "0.33.0",
        "unexpected-keyword",
        "vllm.AsyncLLMEngine.start_weight_update",
        f"{_MODEL}:590",
        TRUE,
        "vllm/v1/engine/async_llm.py:1413 (`async def start_weight_update(self)`)",
        "sync_model_weights calls `start_weight_update(is_checkpoint_format=True)` on every "
        "full-weight sync (not LoRA, :557-590); 0.23.0 had the parameter (async_llm.py:1083), "
        "0.33.0 takes none: TypeError",
    ),
    *(_qwen3coder(n) for n in ("FunctionCall", "Qwen3CoderToolParser", "ToolCall", "find_tool_properties", "logger")),
    *_api_rows("0.33.0"),
    Row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.launcher.serve_http",
        f"{_V17}:11",
        TRUE,
        _LAUNCHER,
        f"module-level import of api_patch_v17, the module picked on 0.33.0; {_SERVER}",
    ),
    Row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.openai.cli_args.make_arg_parser",
        f"{_V17}:19",
        TRUE,
        _CLI_ARGS,
        f"module-level import of api_patch_v17 (an independent cause beside :11); {_SERVER}",
    ),
    Row(
        "0.33.0",
        "missing-symbol",
        "vllm.entrypoints.serve.utils.api_utils.log_non_default_args",
        f"{_V17}:40",
        TRUE,
        "vllm/entrypoints/serve/utils/api_utils.py:1 (no log_non_default_args at 0.33.0; "
        "vllm/entrypoints/common/startup.py:94)",
        "setup_server_in_ray imports it on vLLM >= 0.23.0 (:35-42); it was there at 0.23.0; "
        f"{_SERVER}",
    ),
    Row(
        "0.33.0",
        "missing-symbol",
        "vllm.entrypoints.utils.log_non_default_args",
        f"{_V17}:42",
        CONSEQUENCE,
        "vllm/entrypoints/utils.py: absent from the sdist at 0.33.0",
        "the call `log_non_default_args(args)` in the `else` branch (vLLM >= 0.23.0) calls the "
        "name the import at :40 binds, which fails first; the engine resolves it through the "
        "`if` branch's import (:36), which does not run on 0.33.0",
        root=f"{_V17}:40",
    ),
    Row(
        "0.33.0",
        "missing-required-argument",
        "vllm.entrypoints.openai.api_server.create_server_socket",
        f"{_V17}:59",
        TRUE,
        _SOCKET,
        "`create_server_socket(sock_addr)` (api_server re-exports it, api_server.py:15-16); "
        f"0.23.0 took one argument (api_server.py:484); {_SERVER}",
    ),
    Row(
        "0.33.0",
        "missing-method",
        f"{_WT}.nccl_engine.NCCLWeightTransferEngine.trainer_init",
        f"{_DIST}:146",
        TRUE,
        "vllm/distributed/weight_transfer/nccl_engine.py:117 (no trainer_init; "
        "NCCLTrainerWeightTransferEngine.trainer_init, :302)",
        "the trainer's side of NCCL weight sync (joined through the Synchronizer, trainer/"
        "trainer.py:87-98 and trainer/verl/workers.py:296-320, which build "
        "VLLMWeightTransferEngine for engine_type vllm, distributed.py:113-124) calls it; "
        "0.23.0 had it (nccl_engine.py:347)",
    ),
    Row(
        "0.33.0",
        "missing-symbol",
        f"{_WT}.nccl_engine.NCCLTrainerSendWeightsArgs",
        f"{_DIST}:156",
        TRUE,
        "vllm/distributed/weight_transfer/nccl_engine.py:1 (no NCCLTrainerSendWeightsArgs at "
        "0.33.0; nccl_engine.py:40 at 0.23.0)",
        "sync_weight imports it for every NCCL sync",
    ),
    Row(
        "0.33.0",
        "missing-method",
        f"{_WT}.nccl_engine.NCCLWeightTransferEngine.trainer_send_weights",
        f"{_DIST}:161",
        TRUE,
        "vllm/distributed/weight_transfer/nccl_engine.py:117 (no trainer_send_weights at 0.33.0;"
        " :268 at 0.23.0)",
        "sync_weight calls it for every NCCL sync (after the import at :156, an independent "
        "cause)",
    ),
)  # fmt: skip
