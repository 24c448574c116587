"""Hand-verified (HELD OUT, 2026-12-06): kserve 0.21.0 against vLLM 0.24.0 (target) and 0.33.0.

Held out: the engine was never tuned on KServe. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-06, engine of commit 704fd57,
`python -m compat.cli drift --consumer kserve==0.21.0 --vllm 0.24.0 --vllm 0.33.0 --baseline
none|0.24.0 --format json --no-write`): absolute mode none at 0.24.0 and 11 at 0.33.0;
`--baseline 0.24.0` the same 11 (nothing pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: kserve-0.21.0-py3-none-any.whl (sha256 in WHEEL_SHA256), KServe's Python model
  server. Its OpenAI layer (kserve/protocol/rest/openai/: the OpenAIModel /
  OpenAIGenerativeModel / OpenAIEncoderModel classes a model server subclasses, the dataplane
  and the /openai/v1/* endpoints) is typed with vLLM's OpenAI protocol classes, re-exported by
  one module, kserve/protocol/rest/openai/types/__init__.py, which the package's __init__
  imports (openai/__init__.py:16-27, through openai_model.py:22). The REST server registers
  the endpoints inside `try: ... except ImportError: logger.info("OpenAI endpoints not
  registered")` (protocol/rest/server.py:151-159): that guard is for a server without vLLM;
  with vLLM 0.33.0 installed every OpenAI model server (a subclass of
  kserve.protocol.rest.openai.OpenAIGenerativeModel, as KServe's huggingfaceserver runtime is)
  fails when its module imports the package, and the server itself drops the endpoints.
  Target: METADATA `Requires-Dist: vllm==0.24.0; extra == "llm"` (exact pin).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  0.24.0; at 0.33.0 exactly the two modules below are gone; vllm.entrypoints.openai.
  chat_completion.protocol, .completion.protocol, pooling.embed.protocol,
  pooling.scoring.protocol and serve.utils.api_utils.with_cancellation resolve). The uses of
  the classes' fields behind those imports were not read further: the module cannot be
  imported at 0.33.0.
* Counting: the engine reports one finding per imported name (4 at :34, 7 at :50), each a
  (symbol, location) pair; all are TRUE. The import at :50 runs only if :34 succeeds, but its
  module is gone too (an independent cause the user must fix, as probes/consequences.py says);
  counted one row per name, as the finding gives it.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "kserve==0.21.0"
WHEEL_SHA256 = "df9bc5888704d9085015e08f1a8fced5ff0698f3becc6212d4e7b8234c71623b"
SDISTS = {
    "0.24.0": "0862453adc1f3339f1a0c9dca1179c34d6ed6e118f87b6e5bddd120af614ac66",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_TYPES = "kserve/protocol/rest/openai/types/__init__.py"
# name -> where it is at 0.33.0 (vllm/entrypoints/openai/engine/protocol.py is gone)
_ENGINE = {
    "DeltaMessage": "vllm/entrypoints/generate/base/protocol.py:356",
    "UsageInfo": "vllm/entrypoints/serve/engine/protocol.py:135",
    "ModelCard": "vllm/entrypoints/serve/engine/protocol.py:105",
    "ModelList": "vllm/entrypoints/serve/engine/protocol.py:116",
}
# name -> where it is at 0.33.0 (vllm/entrypoints/chat_utils.py is gone)
_CHAT = {
    "ChatCompletionContentPartParam": "vllm/renderers/chat_utils/types.py:264",
    "CustomChatCompletionMessageParam": "vllm/renderers/chat_utils/types.py:284",
    "ChatCompletionMessageParam": "vllm/renderers/chat_utils/types.py:316",
    # re-exported from openai.types.chat by vLLM modules that exist at 0.33.0:
    "ChatCompletionToolMessageParam": "vllm/entrypoints/openai/responses/utils.py:12",
    "ChatCompletionContentPartTextParam": "vllm/renderers/chat_utils/types.py:9",
    "ChatCompletionAssistantMessageParam": "vllm/entrypoints/openai/responses/utils.py:10",
    "ConversationMessage": "vllm/renderers/chat_utils/types.py:324",
}


def _row(module: str, name: str, line: int, where: str) -> Row:
    return Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol=f"{module}.{name}",
        location=f"{_TYPES}:{line}",
        verdict=TRUE,
        vllm_evidence=where,
        why=f"module {module} does not exist at 0.33.0 (it does at 0.24.0); {name} now lives "
        f"at {where} (or is re-exported there). The module is imported by "
        "kserve.protocol.rest.openai's __init__ (through openai_model.py:22), so every OpenAI "
        "model server built on KServe fails to import, and KServe's REST server logs 'OpenAI "
        "endpoints not registered' (server.py:151-159)",
    )


ROWS = tuple(
    _row("vllm.entrypoints.openai.engine.protocol", name, 34, where)
    for name, where in _ENGINE.items()
) + tuple(_row("vllm.entrypoints.chat_utils", name, 50, where) for name, where in _CHAT.items())
