"""Hand-verified (HELD OUT, 2026-12-07): vllm-grpc-frontend 0.1.0 against vLLM 0.22.1 and 0.33.0.

Held out: the engine was never tuned on vllm-grpc-frontend. The engine reported no finding at
all before any change made for it (2026-12-07, engine of commit 2c5e083, `python -m compat.cli
drift --consumer vllm-grpc-frontend==0.1.0 --vllm 0.22.1 --vllm 0.33.0 --baseline none|0.22.1
--format json --no-write`: 9 uses read, `compatible` at both releases in both modes), and
reading found no break: the table has no row.

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_grpc_frontend-0.1.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a gRPC serving
  frontend: `serve()` builds vLLM's V1 engine, `AsyncLLM.from_engine_args(AsyncEngineArgs(
  model=..., enable_prompt_embeds=True))` (main.py:50-58), takes `engine.tokenizer` for chat
  templates, and its Chat / Completions servicers stream `engine.generate(prompt, params,
  request_id=...)` (chat.py:39, :103; completions.py:121) with a text prompt or
  `{"prompt_embeds": tensor}` (completions.py:49-64), reading each RequestOutput's
  `outputs[0].text / token_ids / finish_reason`, `prompt_token_ids` and `metrics.arrival_time /
  queued_ts / scheduled_ts / first_token_ts / last_token_ts`. SamplingParams(max_tokens,
  temperature, top_p, seed, ignore_eos) (chat_translate.py:8-17, completions_translate.py:
  24-33). Target: extra `engine` requires `vllm>=0.20` (no upper bound); published 2026-06-06
  23:33 UTC, the newest vLLM then is 0.22.1 (2026-06-05; 0.23.0 came 2026-06-13).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: the four imports (vllm.SamplingParams, vllm.AsyncEngineArgs,
  vllm.v1.engine.async_llm.AsyncLLM: all resolve); EngineArgs.enable_prompt_embeds
  (engine/arg_utils.py:424 at 0.22.1, :504 at 0.33.0); AsyncLLM.from_engine_args, the
  `tokenizer` property (v1/engine/async_llm.py:887 / :1116) and generate(prompt,
  sampling_params, request_id, *, ...) (:524 / :726); RequestOutput.metrics as a
  RequestStateStats with the five timestamps (v1/metrics/stats.py:208-214 / :266-272); the
  CompletionOutput fields and the SamplingParams fields. All hold at both: no TRUE row.
"""

from tests.handverified.corpus import Row

CONSUMER = "vllm-grpc-frontend==0.1.0"
WHEEL_SHA256 = "ce3afc41f91c803fbce2863f445ce1ea380f010210ea318cbd90cb4e22cfc39e"
SDISTS = {
    "0.22.1": "cd34902729f3767e3dfbb391956b2986bc638a54be9893e78bda9cc55669f15c",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
