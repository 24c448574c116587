"""Hand-verified table: every `broken` server-contract use of the default consumers.

How this was made (2026-11-30, by a person reading source files, NOT by this project's tool):

* Consumers: the wheels from PyPI (speculators 0.5.0 – 0.9.0, hs-connectors 0.7.0 – 0.9.0),
  and speculators' ``scripts/launch_vllm.py`` at the release tags ``v0.5.0``, ``v0.6.0``,
  ``v0.6.0.1``, ``v0.7.0``, ``v0.7.0.1`` of the vllm-project/speculators repository (commits
  in ``fixtures/consumers/server/*.json``); ``consumer_location`` is the line holding the
  name (``"method": "extract_hidden_states"``, ``"kv_connector": ...``, the URL f-string),
  read with ``git show <tag>:scripts/launch_vllm.py`` / ``unzip -p <wheel> <file>``.
  Paths under ``repo/`` are repository files; the others are wheel files.
* vLLM: the sdists of each release (sha256 checked against PyPI's index), read by hand:
  - ``extract_hidden_states``: ``SpeculativeConfig.method`` is a ``Literal`` validated by
    pydantic (``@config`` / ``pydantic.dataclasses.dataclass``); in 0.11.0 the Literal at
    ``vllm/config/speculative.py:32`` and in 0.16.0 ``SpeculativeMethod`` at
    ``vllm/config/speculative.py:46`` (with ``EagleModelTypes`` at :45) do not list it; it is
    first listed in 0.17.0, ``EagleModelTypes`` at ``vllm/config/speculative.py:49``.
    ``EngineArgs.create_speculative_config`` builds ``SpeculativeConfig(**dict)`` (0.11.0
    ``vllm/engine/arg_utils.py:1109``), so the value is rejected at start-up.
  - ``ExampleHiddenStatesConnector``: not registered in ``kv_connector/factory.py`` of 0.11.0
    (registrations from :85, ``Unsupported connector type`` raised at :75) nor 0.16.0 (from
    :146, raise at :115); registered in 0.17.0 at ``factory.py:152`` (name at :153), module
    ``vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py``
    (class at :102). No ``kv_connector_module_path`` is given, so the registry decides.
  - ``/v1/chat/completions/render``: no such route in 0.11.0 (chat route at
    ``vllm/entrypoints/openai/api_server.py:583``) nor 0.14.1 (``api_server.py:479``); first
    in 0.15.0 at ``vllm/entrypoints/openai/chat_completion/api_router.py:77``. speculators
    0.8+ ``prepare-data`` requires ``--render-endpoint`` (``preprocessing.py``: raises
    without it) and posts every conversation to that route.
* Behaviour behind names (added 2026-12-01, read the same way, sdists from the user cache):
  - no producer: ``kv_transfer_params`` is copied into the response from what the configured
    KV connector returns from ``request_finished`` (0.16.0
    ``vllm/entrypoints/openai/completion/serving.py:605``, ``kv_transfer_params =
    final_res_batch[0].kv_transfer_params``). No file of vLLM 0.11.0 – 0.16.0 contains the
    string ``hidden_states_path`` (``grep -rn hidden_states_path vllm/``: nothing); 0.17.0's
    ``ExampleHiddenStatesConnector.request_finished`` returns ``{"hidden_states_path": …}``
    (``example_hidden_states_connector.py:330``). speculators 0.5.0 reads
    ``completion.kv_transfer_params.get("hidden_states_path")`` (``vllm_client.py:99``, raises
    "Response missing kv_transfer_params" at :97 when there is none); 0.6.0 – 0.7.0.2 read
    ``getattr(response, "kv_transfer_params", None)`` (:111, raise at :113) and return
    ``.get("hidden_states_path")`` at :115. 0.8.0+ accept ``handle`` too (filled only by
    hs-connectors' own connector): not judged against vLLM.
  - file handshake: up to 0.21.0 the connector writes the file synchronously in
    ``save_kv_layer`` (``example_hidden_states_connector.py:217``, ``save_file``) before the
    request finishes. From 0.22.0 ``wait_for_save`` takes ``LOCK_EX`` on ``<path>.lock``
    (0.22.0 :248, 0.33.0 :288) and a ``ThreadPoolExecutor`` (0.22.0 :178, 0.33.0 :216) writes
    the file and only then releases the lock (0.22.0 :295/:298, 0.33.0 :343/:346); the path is
    returned by ``request_finished`` (0.33.0 :559) while the write may be under way; vLLM's
    reader ``load_hidden_states`` takes ``LOCK_SH`` first (0.33.0 :64). speculators 0.5.0's
    ``scripts/data_generation_offline.py`` (tag v0.5.0) calls ``shutil.move`` on the path
    (:294) right after ``generate_hidden_states_async`` returns it (:285) and then opens it
    (``check_safetensors_file``, :298): no lock is taken anywhere in 0.5.0 (no ``flock`` in the
    wheel or scripts). 0.6.0+ poll ``fcntl.flock(fd, LOCK_EX | LOCK_NB)`` on the lock file
    (``vllm_client.py:130``) before reading: not broken.
* ``broken`` is every release from ``first_broken`` to ``last_broken`` among the supported
  ones (0.11.0 → 0.33.0); every other supported release was checked to have the name.

``OK`` lists uses a person checked to be accepted on every supported release (0.11.0 and
0.33.0 read; the facts of each release in between agree), to catch false positives.
"""

from __future__ import annotations

from typing import NamedTuple


class Row(NamedTuple):
    consumer: str
    consumer_location: str
    kind: str
    symbol: str
    first_broken: str
    last_broken: str
    vllm_evidence: str  # where the name should be, in last_broken
    first_good: str  # the release that has it, with file:line
    inherited_by: tuple[str, ...] = ()


METHOD_GONE = "vllm/config/speculative.py:46"
METHOD_FIRST = "0.17.0 vllm/config/speculative.py:49"
CONN_GONE = "vllm/distributed/kv_transfer/kv_connector/factory.py:146"
CONN_FIRST = "0.17.0 vllm/distributed/kv_transfer/kv_connector/factory.py:153"
RENDER_GONE = "vllm/entrypoints/openai/api_server.py:479"
RENDER_FIRST = "0.15.0 vllm/entrypoints/openai/chat_completion/api_router.py:77"
M, C, E = "unregistered-method", "unregistered-connector", "missing-endpoint"
X, R = "extract_hidden_states", "ExampleHiddenStatesConnector"
RENDER = "/v1/chat/completions/render"
LAUNCH = "repo/scripts/launch_vllm.py"
VENDOR = "speculators/_vendor/hs_connectors/transfer.py"
HS_T, HS_M = "hs_connectors/transfer.py", "hs_connectors/mooncake_hidden_states_connector.py"
RC = "speculators/data_generation/render_client.py"
A, B, Z = "0.11.0", "0.16.0", "0.14.1"
P, U = "unproduced-response-key", "unlocked-file-read"
CLIENT, HSP = "speculators/data_generation/vllm_client.py", "hidden_states_path"
_HSC = "vllm/distributed/kv_transfer/kv_connector/v1/example_hidden_states_connector.py"
NO_PRODUCER = "vllm/entrypoints/openai/completion/serving.py:605"  # copies what a connector set
PRODUCER_FIRST = f"0.17.0 {_HSC}:330"
LOCK_WRITER_LAST = f"{_HSC}:288"  # 0.33.0: LOCK_EX on <path>.lock, released after save_file :343
LOCK_WRITER_NONE = f"none: 0.21.0 writes in save_kv_layer ({_HSC}:217) before the response"

EXPECTED = [
    Row("speculators==0.5.0", f"{LAUNCH}:82", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row("speculators==0.5.0", f"{LAUNCH}:89", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.6.0", f"{LAUNCH}:82", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row("speculators==0.6.0", f"{LAUNCH}:89", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.6.0.1", f"{LAUNCH}:82", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row("speculators==0.6.0.1", f"{LAUNCH}:89", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.7.0", f"{LAUNCH}:126", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row("speculators==0.7.0", f"{LAUNCH}:35", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.7.0", f"{VENDOR}:194", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.7.0.1", f"{LAUNCH}:126", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row("speculators==0.7.0.1", f"{LAUNCH}:35", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.7.0.1", f"{VENDOR}:194", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.7.0.2", f"{VENDOR}:194", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("speculators==0.8.0", f"{RC}:70", E, RENDER, A, Z, RENDER_GONE, RENDER_FIRST),
    Row("speculators==0.8.1", f"{RC}:70", E, RENDER, A, Z, RENDER_GONE, RENDER_FIRST),
    Row("speculators==0.9.0", f"{RC}:72", E, RENDER, A, Z, RENDER_GONE, RENDER_FIRST),
    Row("hs-connectors==0.7.0", f"{HS_T}:198", C, R, A, B, CONN_GONE, CONN_FIRST),
    Row("hs-connectors==0.7.0", f"{HS_M}:139", M, X, A, B, METHOD_GONE, METHOD_FIRST),
    Row(
        "hs-connectors==0.8.0",
        f"{HS_T}:198",
        C,
        R,
        A,
        B,
        CONN_GONE,
        CONN_FIRST,
        ("speculators==0.8.0",),
    ),
    Row(
        "hs-connectors==0.8.0",
        f"{HS_M}:136",
        M,
        X,
        A,
        B,
        METHOD_GONE,
        METHOD_FIRST,
        ("speculators==0.8.0",),
    ),
    Row(
        "hs-connectors==0.8.1",
        f"{HS_T}:198",
        C,
        R,
        A,
        B,
        CONN_GONE,
        CONN_FIRST,
        ("speculators==0.8.1",),
    ),
    Row(
        "hs-connectors==0.8.1",
        f"{HS_M}:136",
        M,
        X,
        A,
        B,
        METHOD_GONE,
        METHOD_FIRST,
        ("speculators==0.8.1",),
    ),
    Row(
        "hs-connectors==0.9.0",
        f"{HS_T}:199",
        C,
        R,
        A,
        B,
        CONN_GONE,
        CONN_FIRST,
        ("speculators==0.9.0",),
    ),
    Row(
        "hs-connectors==0.9.0",
        f"{HS_M}:178",
        M,
        X,
        A,
        B,
        METHOD_GONE,
        METHOD_FIRST,
        ("speculators==0.9.0",),
    ),
    # Shape 2 (2026-12-01): the response key `kv_transfer_params["hidden_states_path"]`
    # has no producer before vLLM 0.17.0 (see the module docstring, "no producer").
    *[
        Row(
            spec,
            f"{CLIENT}:{line}",
            P,
            f"{ep}.response.kv_transfer_params.{HSP}",
            A,
            B,
            NO_PRODUCER,
            PRODUCER_FIRST,
        )
        for spec, line, ep in (
            ("speculators==0.5.0", 99, "completions"),
            *[
                (f"speculators=={v}", 115, ep)
                for v in ("0.6.0", "0.6.0.1", "0.6.0.2", "0.7.0", "0.7.0.1", "0.7.0.2")
                for ep in ("completions", "chat")
            ],
        )
    ],
    # Shape 3 (2026-12-01): 0.5.0 moves the file the moment the response names it; from
    # vLLM 0.22.0 the file is written on a thread behind `<path>.lock`.
    Row(
        "speculators==0.5.0",
        f"{CLIENT}:99",
        U,
        f"completions.response.kv_transfer_params.{HSP}",
        "0.22.0",
        "0.33.0",
        LOCK_WRITER_LAST,
        LOCK_WRITER_NONE,
    ),
]


class Ok(NamedTuple):
    consumer: str
    kind: str
    symbol: str
    note: str


OK = [
    Ok(
        "speculators==0.5.0",
        "flag",
        "--speculative-config",
        "spelled --speculative_config; FlexibleArgumentParser turns _ into - (0.11.0 "
        "vllm/utils/__init__.py:1871); added in arg_utils.py (0.11.0 EngineArgs.add_cli_args)",
    ),
    Ok("speculators==0.5.0", "flag", "--kv-transfer-config", "as above"),
    Ok(
        "speculators==0.7.0",
        "flag",
        "--no-enable-chunked-prefill",
        "enable_chunked_prefill is a bool field (0.11.0 vllm/config/scheduler.py:80), so "
        "get_kwargs gives it BooleanOptionalAction: --no- form exists",
    ),
    Ok(
        "speculators==0.5.0",
        "response-field",
        "completions.response.kv_transfer_params",
        "0.11.0 vllm/entrypoints/openai/protocol.py:1678",
    ),
    Ok(
        "speculators==0.5.0",
        "response-field",
        "completions.choice.prompt_token_ids",
        "0.11.0 vllm/entrypoints/openai/protocol.py:1662",
    ),
    Ok(
        "speculators==0.5.0",
        "request-field",
        "completions.request.return_token_ids",
        "0.11.0 vllm/entrypoints/openai/protocol.py:1158",
    ),
    Ok(
        "speculators==0.9.0",
        "response-field",
        "chat.response.prompt_token_ids",
        "0.11.0 vllm/entrypoints/openai/protocol.py:1886",
    ),
    Ok(
        "speculators==0.5.0",
        "extra-config-key",
        "ExampleHiddenStatesConnector.shared_storage_path",
        "read by the connector wherever it exists: 0.17.0 "
        "kv_connector/v1/example_hidden_states_connector.py:131, 0.25.1 :172, 0.33.0 :178 "
        "(get_from_extra_config)",
    ),
    Ok(
        "hs-connectors==0.9.0",
        "kv-connector",
        "FP8HiddenStatesConnector",
        "loaded from kv_connector_module_path hs_connectors.fp8_hidden_states_connector: "
        "the factory imports that module first (0.25.1 factory.py:104), registry not asked",
    ),
]
