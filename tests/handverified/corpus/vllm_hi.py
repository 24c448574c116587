"""Hand-verified (HELD OUT, 2026-12-08): vllm-hi 0.1.0 against vLLM 0.29.0 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-hi. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-08, engine of commit 88a3b37,
`python -m compat.cli drift --consumer vllm-hi==0.1.0 --vllm 0.29.0 --vllm 0.33.0 --baseline
none|0.29.0 --format json --no-write`): absolute mode 1 at 0.29.0 and 1 at 0.33.0 (the same
missing module, TRUE at both); `--baseline 0.29.0` none at 0.33.0 (that one pre-existing); plus
the from-import of the same module 27 lines earlier, found by reading (`before=False`,
one per release). No `unknown` finding at either release.

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_hi-0.1.0-py3-none-any.whl (sha256 in WHEEL_SHA256), hot migration of a
  serving vLLM instance (KV cache and scheduler state moved from an active instance A to a
  standby B) by monkey-patching. `vllm_hi/__init__.py:23` calls `patches.apply()` on every
  import of the package, so on `import vllm_hi`, on any `vllm_hi.*` import (the Host scheduler
  is started by `from vllm_hi.coordinator.server import SchedulerServer`), and in every vLLM
  process through the general plugin (`vllm.general_plugins` vllm_hi =
  vllm_hi.patches.plugin:load: loading it imports the package first). apply()
  (patches/__init__.py:39-51) wraps, in order, launchers.app.build_app (:216-301),
  OpenAIServingChat.create_chat_completion (:304-339), openai.cli_args.make_arg_parser
  (:54-94, adds --vllm-hi-type/-host/-data-port), launchers.api_server.app_state.init_app_state
  (:97-174), launchers.api_server.entry.run_server (:177-213: type B starts the standby server
  of instance/standby.py), and sets seven `_vllm_hi_*` functions of patches/engine_rpc.py on
  EngineCore and the GPU Worker (:342-385), called by name through call_utility_async /
  collective_rpc_async from the migration collector and receiver. Target: `Requires-Dist:
  vllm>=0.13.0` (no upper bound); published 2026-09-09 09:07 UTC, the newest vLLM then is
  0.29.0 (2026-09-09 08:58 UTC).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm... import` / `import vllm...` (an `ast`
  walk over the wheel against each sdist: all resolve except vllm.entrypoints.openai.cli_args,
  the rows); each patched function against its vLLM definition and callers: build_app(args,
  supported_tasks, model_config) (wrapper takes *args/**kwargs), create_chat_completion(self,
  request, raw_request=None) and the request fields it logs, init_app_state(engine_client,
  state, args, supported_tasks=None) as entry.py:137 and run_batch call it, run_server(args,
  **uvicorn_kwargs); EngineCore and gpu_worker.Worker exist, the utility call resolves methods
  by getattr (v1/engine/core.py) and the worker wrapper forwards unknown names to the worker;
  what the injected functions use: Request(...) keywords, append_output_token_ids,
  _output_token_ids / _all_token_ids / update_block_hashes, kv_cache_manager.coordinator.
  allocate_new_blocks(num_tokens=, num_tokens_main_model=) / get_blocks / get_block_ids,
  scheduler.requests / running / waiting.add_request / finish_requests, RequestStatus members,
  EngineCore.request_block_hasher, model_runner.kv_caches / model_config / parallel_config /
  device, get_layers_start_end_indices, get_pp_indices, the parallel_state rank helpers; the
  B side: EngineCoreRequest fields, RequestOutputCollector, OutputProcessor.add_request and
  RequestState / detokenizer members, setup_server / serve_http / get_uvicorn_log_config and
  the frontend args it reads, AsyncEngineArgs fields, create_engine_config, AsyncLLM.
  from_vllm_config keywords, pause_generation(mode=, clear_cache=), resume_generation,
  reset_mm_cache, get_supported_tasks, shutdown, the router attach functions,
  init_exception_handler, STREAM_FINISHED: the same at both, all present. Not read: the KV
  tensor layout the collectors assume (kv_collector.py, restore_worker.py: torch code over
  model_runner.kv_caches), the coordinator / Host and the data-plane backends (no vLLM use
  but the logger).
* Counting: the import at :91 runs only after the one at :64 of the same module, which raises
  first; as on the 2026-12-06 page both count TRUE, one row per import as the engine names
  them. Everything else of the package is masked at both releases by this import (nothing of
  vllm_hi imports); the break below is counted as an independent cause all the same.
* Not rows (no kind of this project's checks says it), a real break:
  - at 0.33.0: the standby server (instance/standby.py:112-129) hands vLLM's serve_http an
    app whose `state.engine_client` is the duck-typed `_StandbyEngineClient` (:145-161, set at
    :240); serve_http starts the watchdog on it (vllm/entrypoints/launchers/launcher.py:232-
    234), which every 5 s reads `engine.should_keep_api_server_alive` (:333-334, a property of
    EngineClient, vllm/engine/protocol.py:63-65; not read at 0.29.0, launcher.py:200-202): an
    AttributeError ends the watchdog task 5 s after B starts (never retrieved, logged); the
    server keeps serving.
* Also noticed, not vLLM drift (no row): build_app's wrapper sets `app.middleware_stack =
  _VllmHiMiddleware(app.middleware_stack)` (patches/__init__.py:282) while Starlette builds that
  stack lazily on the first call (it is None after build_app), so its inner app is None; and
  `vllm serve` binds make_arg_parser and run_server when vllm/entrypoints/cli/serve.py is
  imported (:13-15 at 0.29.0, :13-19 at 0.33.0), before the plugin loads, so module-attribute
  patches of them do not reach it.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "vllm-hi==0.1.0"
WHEEL_SHA256 = "ad98960769e6c73bce5c8a7b9d5d47b4139def8415dd80d02aeaad36a5965a9f"
SDISTS = {
    "0.29.0": "c03feb07943ecae9e69e7dc424d7c5569ecf8d1292513aef2a4de67af381cd97",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_AT = "vllm_hi/patches/__init__.py"
_MODULE = "vllm.entrypoints.openai.cli_args"
_ABSENT = (
    "vllm/entrypoints/openai/cli_args.py: absent from the sdist (make_arg_parser is in {where})"
)
_WHERE = {
    "0.29.0": "vllm/entrypoints/launchers/cli_args.py:373",
    "0.33.0": "vllm/entrypoints/common/cli_args.py:431",
}
_RUNS = (
    "patch_cli_args (patches/__init__.py:54-94) runs from apply() (:43), which "
    "vllm_hi/__init__.py:23 calls on every import of the package: `import vllm_hi`, any "
    "`vllm_hi.*` import (the Host's `from vllm_hi.coordinator.server import SchedulerServer`) "
    "and the general plugin `vllm_hi.patches.plugin:load` in every vLLM process. The module is "
    "gone at {v} (make_arg_parser moved to {where}): ModuleNotFoundError, so the package cannot "
    "be imported. In vLLM processes the plugin's failure is caught and logged "
    "(vllm/plugins/__init__.py:68-72): vLLM runs with build_app and create_chat_completion "
    "already wrapped (:41-42) but without the --vllm-hi-* flags, the run_server / "
    "init_app_state wrappers and the EngineCore / Worker `_vllm_hi_*` RPC methods."
)
_AT_91 = (
    " `import vllm.entrypoints.openai.cli_args` at :91 would raise the same; the from-import of "
    "the same module at :64 raises first"
)
_AT_64 = (
    " `from vllm.entrypoints.openai.cli_args import make_arg_parser` at :64 is the statement "
    "that raises. The engine has this use but files no finding for it: :93 assigns "
    "`make_arg_parser` on that module, which it reads as a member the consumer sets itself, "
    "though the import runs before the assignment and the module does not exist"
)


def _rows(vllm: str) -> tuple[Row, ...]:
    where = _WHERE[vllm]
    evidence = _ABSENT.format(where=where)
    runs = _RUNS.format(v=vllm, where=where)
    return (
        Row(vllm, "missing-module", _MODULE, f"{_AT}:91", TRUE, evidence, runs + _AT_91),
        Row(
            vllm,
            "missing-module",
            f"{_MODULE}.make_arg_parser",
            f"{_AT}:64",
            TRUE,
            evidence,
            runs + _AT_64,
            before=False,
        ),
    )


ROWS = (*_rows("0.29.0"), *_rows("0.33.0"))
