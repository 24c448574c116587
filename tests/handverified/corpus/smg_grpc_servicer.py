"""Hand-verified (HELD OUT, 2026-12-07): smg-grpc-servicer 0.14.1 against vLLM 0.32.0 and 0.33.0.

Held out: the engine was never tuned on smg-grpc-servicer. The rows are every `broken`
(finding, release) pair the engine reported before any change made for it (2026-12-07, engine
of commit 2c5e083, `python -m compat.cli drift --consumer smg-grpc-servicer==0.14.1 --vllm
0.32.0 --vllm 0.33.0 --baseline none|0.32.0 --format json --no-write`): absolute mode 6 at each
release, all FALSE; `--baseline 0.32.0` none (the 6 pre-existing at 0.33.0); plus one break
found by reading (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: smg_grpc_servicer-0.14.1-py3-none-any.whl (sha256 in WHEEL_SHA256), a gRPC
  servicer that serves vLLM's engine to a Rust router (and SGLang's, not read): a general
  plugin (`vllm.general_plugins` smg-servicer = smg_grpc_servicer.vllm.plugin:register,
  plugin.py:191-216) wraps FlexibleArgumentParser.parse_known_args and installs an import hook
  that switches vLLM's gRPC launcher to its servicer (launcher_switch.py); the Python servicer
  (vllm/servicer.py) drives vLLM's EngineClient (generate / encode / abort with SamplingParams,
  PoolingParams, TokensPrompt, tokens_input / mm_input); the Rust servicer path (vllm/rust.py)
  launches vLLM's engine cores itself, or vLLM's own `run_headless` in a spawned process for the
  worker ranks of a multi-node engine and the ray data-parallel backend (rust.py:418-471).
  Target: extra `vllm` requires `vllm>=0.19.0` (no upper bound); published 2026-10-25, the
  newest vLLM then is 0.32.0 (2026-10-18; 0.33.0 came 2026-11-02).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* The 6 findings per release: `server_facts` (vllm/model_info.py:230-255) returns the
  GetServerInfo response fields, a dict with `kv_connector` / `kv_role` beside kv_engine_id,
  data_parallel_size, ..., pairing_protocol (:245-255), which servicer.py:852 and rust.py:125
  turn into the proto's fields; nothing passes it to vLLM. The engine reads a dict literal with
  a `kv_connector` key as a KVTransferConfig (probes/server/commands.py:147).
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk over the wheel's
  vllm/ package: all resolve at both, except the FrontendArgs chain, the row below); the
  signatures of the vLLM callables it calls, compared between the two sdists (mm_input,
  tokens_input, PlaceholderRange, MultiModalKwargsItems, MultiModalFieldConfig, SamplingParams,
  StructuredOutputsParams, PoolingParams (gains a field at 0.33.0), MsgpackEncoder /
  MsgpackDecoder, renderer_from_config, InputProcessor, CoreEngineProcManager, get_tcp_uri,
  MultiModalBudget, run_headless, get_video_processor_cls_name, VideoMediaIO, AsyncLLM.generate /
  encode / abort, EngineClient.generate, KVEventsConfig: the same at both). Not read: the call
  shapes one by one at 0.32.0 beyond what the engine checked (it reported none broken), the
  SGLang and TokenSpeed servicers.
"""

from tests.handverified.corpus import FALSE, TRUE, Row
from tests.handverified.corpus.decisio import NOT_A_CONFIG

CONSUMER = "smg-grpc-servicer==0.14.1"
WHEEL_SHA256 = "0d78a7e38b7cf5f7f1b044051f6795b3ca1b289ef0b44eaf1945b0b13703e2e8"
SDISTS = {
    "0.32.0": "d2c957d5eee3d0985012151315ddc62cbe0cd368fc96a5fc3510438d9dddf2ad",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_INFO = "smg_grpc_servicer/vllm/model_info.py"
_FIELDS = (
    (248, "kv_engine_id"),
    (249, "data_parallel_size"),
    (250, "multimodal_encoder_dtype"),
    (251, "max_num_seqs"),
    (252, "shm_namespace_id"),
    (253, "pairing_protocol"),
)
_WHY = (
    "model_info.py:{line} is a key of the dict `server_facts` returns (:245-255, beside "
    "`kv_connector` and `kv_role`): the GetServerInfo response's fields, set on the proto "
    "message by servicer.py:852-870 and rust.py:125; nothing passes it to vLLM, so "
    "KVTransferConfig ({ev}) has nothing to do with it"
)


def _fields(vllm: str, evidence: str) -> tuple[Row, ...]:
    return tuple(
        Row(
            vllm,
            "missing-config-field",
            f"kv_transfer_config.{field}",
            f"{_INFO}:{line}",
            FALSE,
            evidence,
            _WHY.format(line=line, ev=evidence),
            pattern=NOT_A_CONFIG,
        )
        for line, field in _FIELDS
    )


ROWS = (
    *_fields("0.32.0", "vllm/config/kv_transfer.py:57"),
    *_fields("0.33.0", "vllm/config/kv_transfer.py:57"),
    Row(
        "0.33.0",
        "missing-module",
        "vllm.entrypoints.launchers.cli_args.FrontendArgs",
        "smg_grpc_servicer/vllm/rust.py:374",
        TRUE,
        "vllm/entrypoints/common/cli_args.py:290 (FrontendArgs at 0.33.0; "
        "vllm/entrypoints/launchers/cli_args.py:280 at 0.32.0)",
        "_fill_frontend_defaults (rust.py:369-390) imports FrontendArgs from vllm.entrypoints."
        "launchers.cli_args, falling back to vllm.entrypoints.openai.cli_args, and returns "
        "without filling the frontend defaults when both fail: at 0.33.0 both modules are gone "
        "(the class moved to vllm/entrypoints/common/cli_args.py). headless_namespace (:393-416) "
        "relies on it for the namespace of `python -m vllm.entrypoints.grpc_server`, whose "
        "parser has the engine arguments only (vllm/entrypoints/launchers/grpc_server.py:176-"
        "195), and hands it to vLLM's run_headless (rust.py:418-422, :471), which reads "
        "`args.reasoning_parser_plugin` (vllm/entrypoints/cli/serve.py:185): AttributeError. "
        "Under a configuration: the Rust servicer on a multi-node engine's worker ranks or the "
        "ray data-parallel backend, launched through the bare gRPC entry point. The engine "
        "files the import `guarded` (the fallback returns)",
        before=False,
    ),
)
