"""Hand-verified (HELD OUT, 2026-12-03): vllm-lens 1.3.0 against vLLM 0.30.0 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-lens. The engine reported no `broken` finding
before any change made for it (2026-12-03, engine of commit 90cfb1a, `python -m compat.cli
drift --consumer vllm-lens==1.3.0 --vllm 0.30.0 --vllm 0.33.0 --baseline none|0.30.0 --format
json --no-write`: at each release 1 `guarded`, 30 `unknown`, 9 `unreached`, all 9 in the
package's own tests, vllm_lens/tests/). Reading found no TRUE break either: the table is empty,
and the test holds the engine to reporting nothing `broken` (any new `broken` finding must be
read and added here).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_lens-1.3.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a general plugin
  (`vllm.general_plugins` activations = vllm_lens._activations_plugin:register) that replaces
  EngineArgs.create_engine_config, AsyncLLM.generate, LLM.generate / LLM.chat,
  OpenAIServingCompletion.request_output_to_completion_response and OpenAIServingChat's two
  generators with wrappers (_activations_plugin.py:995-1045), adds hook methods to LLM, and sets
  a worker extension (vllm_lens/_worker_ext.py) that hooks the model's layers. Target: METADATA
  `Requires-Dist: vllm==0.30.0` (exact pin).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); every vLLM member it replaces (all exist at both: arg_utils.py:2040 / :2245,
  async_llm.py:638 / :726, llm.py:418 / :417 and :612 / :616, completion/serving.py:503 / :560,
  chat_completion/serving.py:912 / :955 and :450 / :472); the wrappers take and forward
  `*args, **kwargs` (_activations_plugin.py:322, 379-384, 683-688, 701-706, 775), so the
  parameters 0.33.0 adds (AsyncLLM.generate's kv_hints, LLM.chat's priority) pass through; the
  OpenAI-server patches sit in `try/except Exception` (:1018-1045). Not read: the 30 `unknown`
  member uses on the worker's model runner.
"""

from tests.handverified.corpus import Row

CONSUMER = "vllm-lens==1.3.0"
WHEEL_SHA256 = "b841116bd53ef00d3b5da6db637f0cd78e4a9917c953575752b02e99b7cc066d"
SDISTS = {
    "0.30.0": "5f8f4e890c042ffa1c3e103f81c35e2d96f60a0a175ac43a4adbae7006bef62b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
