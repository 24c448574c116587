"""Hand-verified (HELD OUT, 2026-12-02): ai-dynamo 1.6.1 against vLLM 0.31.0 (target) and 0.33.0.

Held out: the engine was never tuned on Dynamo. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-02, engine of commit a562541,
`python -m compat.cli drift --consumer ai-dynamo==1.6.1 --vllm 0.31.0 --vllm 0.33.0 --baseline
none|0.31.0 --format json --no-write`): absolute mode 9 `broken` at 0.31.0, 13 at 0.33.0;
`--baseline 0.31.0` 0 at 0.31.0 (9 pre-existing), 4 at 0.33.0 (9 pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: ai_dynamo-1.6.1-py3-none-any.whl (sha256 in WHEEL_SHA256), a serving frontend that
  drives vLLM's engine: `dynamo.vllm` (the worker: AsyncLLM, an InstrumentedScheduler subclass
  of AsyncScheduler, KV connectors, embedding worker processes, realtime handlers) and
  `dynamo.frontend` (`--chat-processor vllm`: vLLM's InputProcessor / OutputProcessor, tool and
  reasoning parsers, chat templates). Target: METADATA `Requires-Dist: vllm[flashinfer,otel,
  runai]==0.31.0; extra == 'vllm'` (exact pin). Entry points: `vllm.general_plugins`
  dynamo_nixl_telemetry; `pytest11` names the shipped `dynamo/*/tests/conftest.py`.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` outside the tests (an `ast` walk
  over the wheel against each sdist; every unresolved one is either a row below or a fallback
  whose other branch resolves: main.py:270 / args.py:16 / omni/args.py:20 `vllm.utils.
  FlexibleArgumentParser` -> `vllm.utils.argparse_utils` (both releases); engine_generate.py:71-72
  `serve.disagg` -> `scale_out.token_in_token_out` tried first; multimodal_utils/protocol.py:32
  `vllm.multimodal.inputs.MultiModalUUIDDict` after `vllm.inputs` (both releases)), and the
  branches the findings sit in. Not read: every member use on vLLM engine objects beyond the
  rows' functions (the InstrumentedScheduler's 2,500 lines were read only around the row).
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "ai-dynamo==1.6.1"
WHEEL_SHA256 = "83f768730104cbbc84029bf436025706632735173933adbb650b99c746517b70"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_PROTO = "vllm.entrypoints.openai.engine.protocol."
_PROTO_LINES = {
    "0.31.0": {
        "FunctionDefinition": 271,
        "DeltaFunctionCall": 304,
        "DeltaToolCall": 310,
        "DeltaMessage": 329,
    },
    "0.33.0": {
        "FunctionDefinition": 298,
        "DeltaFunctionCall": 331,
        "DeltaToolCall": 337,
        "DeltaMessage": 356,
    },
}


def _protocol(vllm: str, name: str) -> Row:
    line = _PROTO_LINES[vllm][name]
    return Row(
        vllm=vllm,
        kind="missing-module",
        symbol=_PROTO + name,
        location="dynamo/frontend/vllm_protocol.py:25",
        verdict=FALSE,
        vllm_evidence=f"vllm/entrypoints/generate/base/protocol.py:{line}",
        why="the legacy import is the `else` of `if _HAS_GENERATE_PROTOCOL:` where "
        "`_HAS_GENERATE_PROTOCOL = find_spec('vllm.entrypoints.generate.base.protocol') is not "
        f"None` (vllm_protocol.py:8-15); that module exists on {vllm} and defines {name}, so "
        "the `if` branch (line 17) runs and the legacy path is never imported",
        pattern="find_spec flag choosing between two imports",
    )


def _tests(vllm: str, kind: str, symbol: str, location: str, evidence: str, what: str) -> Row:
    return Row(
        vllm=vllm,
        kind=kind,
        symbol=symbol,
        location=location,
        verdict=FALSE,
        vllm_evidence=evidence,
        why=f"a pytest test shipped in the wheel (dynamo/vllm/tests/), never imported by the "
        f"package: {what}; the engine already files the other findings of these test files "
        "as `unreached` (consumer-test), but not this server-config kind",
        pattern="the package's own tests",
    )


def _test_rows(vllm: str, spec_line: int) -> tuple[Row, ...]:
    factory = "vllm/distributed/kv_transfer/kv_connector/factory.py:128"  # both releases
    return (
        _tests(
            vllm,
            "unregistered-method",
            "ignored",
            "dynamo/vllm/tests/test_runtime_metadata.py:51",
            f"vllm/config/speculative.py:{spec_line}",
            "a SimpleNamespace config with method='ignored' that the test expects Dynamo to "
            "ignore in favour of vLLM's own speculative_config (line 54)",
        ),
        *(
            _tests(
                vllm,
                "unregistered-connector",
                "DynamoConnector",
                f"dynamo/vllm/tests/test_vllm_kv_connector_protocols.py:{line}",
                factory,
                "a PdConnector config dict handed to Dynamo's own make_kv_connector_protocol, "
                "never to vLLM's KVConnectorFactory",
            )
            for line in (360, 377)
        ),
    )


_HASATTR = Row(
    vllm="0.31.0",
    kind="missing-attribute",
    symbol="vllm.v1.core.sched.async_scheduler.AsyncScheduler.skipped_waiting",
    location="dynamo/vllm/instrumented_scheduler.py:2504",
    verdict=FALSE,
    vllm_evidence="vllm/v1/core/sched/scheduler.py:216",
    why="`if hasattr(self, 'kv_holding_waiting'): ... else: other_waiting = self."
    "skipped_waiting` (lines 2501-2504); Scheduler.__init__ sets self.kv_holding_waiting "
    "(0.31.0 scheduler.py:216), so the else never runs",
    pattern="hasattr else-branch",
)

_MAIN_FALSE = Row(
    vllm="0.31.0",
    kind="missing-symbol",
    symbol="vllm.entrypoints.openai.cli_args.FrontendArgs.add_cli_args",
    location="dynamo/frontend/main.py:306",
    verdict=FALSE,
    vllm_evidence="vllm/entrypoints/launchers/cli_args.py:251",
    why="FrontendArgs is bound in both branches of `if Version(version('vllm')).release >= "
    "(0, 29)` (main.py:297-300); on 0.31.0 the first runs: launchers/cli_args.py:277 "
    "FrontendArgs(BaseFrontendArgs) inherits add_cli_args (:251); the openai.cli_args binding "
    "the finding checks is the <0.29 branch",
    pattern="name bound in both branches of a version test",
)

ROWS = (
    _MAIN_FALSE,
    *(_protocol("0.31.0", n) for n in _PROTO_LINES["0.31.0"]),
    _HASATTR,
    *_test_rows("0.31.0", 387),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.launchers.cli_args.FrontendArgs.add_cli_args",
        location="dynamo/frontend/main.py:306",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:290",
        why="`python -m dynamo.frontend --chat-processor vllm` cannot parse its flags on 0.33.0: "
        "the version test picks `from vllm.entrypoints.launchers.cli_args import FrontendArgs` "
        "(main.py:298), a module 0.33.0 no longer has (FrontendArgs moved to "
        "entrypoints/common/cli_args.py:290), and the `except ModuleNotFoundError` logs and "
        "sys.exit(1)s (main.py:301-303). The break is real at this use. a562541 named the "
        "other branch's binding here (`vllm.entrypoints.openai.cli_args.FrontendArgs."
        "add_cli_args`, gone too); since rule branch-bindings the engine names the binding the "
        "version test picks, so the row carries that symbol (same break, same line). Line 298 "
        "is filed `guarded`",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.make_tool_call_id",
        location="dynamo/frontend/prepost.py:17",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/tool_call.py:27",
        why="module-level import; vllm/entrypoints/chat_utils.py is gone in 0.33.0 "
        "(make_tool_call_id moved to renderers/chat_utils/tool_call.py:27; 0.31.0: "
        "entrypoints/chat_utils.py:2259). prepost is imported by vllm_processor.py:47, which "
        "main.setup_engine_factory imports for `--chat-processor vllm` (main.py:108)",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location="dynamo/frontend/vllm_processor.py:21",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why="module-level import of the frontend's vLLM processor (imported by main.py:108); "
        "entrypoints/chat_utils.py is gone in 0.33.0 (0.31.0: chat_utils.py:1542)",
    ),
    *(_protocol("0.33.0", n) for n in _PROTO_LINES["0.33.0"]),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.engine.utils.get_engine_zmq_addresses",
        location="dynamo/vllm/embedding_worker_processes.py:32",
        verdict=TRUE,
        vllm_evidence="vllm/v1/engine/utils.py:1",
        why="module-level `from vllm.v1.engine.utils import get_engine_zmq_addresses, "
        "launch_core_engines`; 0.33.0's v1/engine/utils.py defines no get_engine_zmq_addresses "
        "(0.31.0: utils.py:1067), and dynamo/vllm/main.py:73 imports this module at module "
        "level: the Dynamo vLLM worker (`python -m dynamo.vllm`) fails to import",
    ),
    _HASATTR._replace(
        vllm="0.33.0",
        vllm_evidence="vllm/v1/core/sched/scheduler.py:236",
        why=_HASATTR.why.replace("0.31.0 scheduler.py:216", "0.33.0 scheduler.py:236"),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location="dynamo/vllm/realtime/factories.py:92",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why="imported in build_realtime_text_factories(), which RealtimeTextHandler.from_engine "
        "calls (realtime/handlers/text.py:220), used by worker_factory.py:956 for a realtime "
        "text endpoint; entrypoints/chat_utils.py is gone in 0.33.0",
    ),
    *_test_rows("0.33.0", 406),
)
