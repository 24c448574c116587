"""Hand-verified (HELD OUT, 2026-12-02): lm-eval 0.4.13 against vLLM 0.28.0 (target) and 0.33.0.

Held out: the engine was never tuned on lm-evaluation-harness. The rows are every `broken`
(finding, release) pair the engine reported before any change made for it (2026-12-02, engine
of commit a562541, `python -m compat.cli drift --consumer lm-eval==0.4.13 --vllm 0.28.0 --vllm
0.33.0 --baseline none|0.28.0 --format json --no-write`): absolute mode 2 `broken` findings at
each release (one use, reported twice), `--baseline 0.28.0` none (2 pre-existing at each).

How this was made (by reading source files, not by this project's tool):
* Consumer: lm_eval-0.4.13-py3-none-any.whl (sha256 in WHEEL_SHA256), a library driving vLLM's
  offline engine: lm_eval/models/vllm_causallms.py (`--model vllm`: LLM, SamplingParams,
  TokensPrompt, LoRARequest, vllm.tokenizers.get_tokenizer, vllm.renderers.hf.
  resolve_chat_template with model_config=LLM.llm_engine.model_config, EngineArgs.
  create_model_config for data parallel, Ray workers each building an LLM) and
  lm_eval/models/vllm_vlms.py (`--model vllm-vlm`), both loaded lazily by name from
  lm_eval/models/__init__.py:59-60. Target: METADATA `Requires-Dist: vllm>=0.18; extra ==
  "vllm"` (no upper bound); lm-eval 0.4.13 was published 2026-08-31, so the newest vLLM it can
  have been run with is 0.28.0 (2026-08-26).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases, all of vllm_causallms.py and vllm_vlms.py's vLLM uses:
  imports (vllm/__init__.py:25/46 lazy TokensPrompt/TextPrompt; lora/request.py:8 LoRARequest;
  tokenizers/__init__.py:10 get_tokenizer, registry.py:186 (0.28.0) / :208 (0.33.0), called with
  tokenizer_mode/trust_remote_code/revision keywords it forwards; renderers/hf.py:266 / :306
  resolve_chat_template(tokenizer, chat_template, tools, *, model_config), called with those
  four keywords; the version-gated fallbacks never run on either release); LLM.llm_engine
  (entrypoints/llm.py:343 / :341) and its model_config (v1/engine/llm_engine.py:63 / :70);
  EngineArgs.create_model_config (arg_utils.py:1717 / :1982); SamplingParams' keywords
  temperature, prompt_logprobs, max_tokens, detokenize, stop, logprobs (sampling_params.py:252-
  309 / 308-378); RequestOutput.outputs[0].text and .prompt_logprobs. All resolve: no TRUE row.
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "lm-eval==0.4.13"
WHEEL_SHA256 = "5daaa1973bf874005f64f28d3834b875f6886f0d6475878e6a6c821994a5286a"
SDISTS = {
    "0.28.0": "ac96dd0ec5be9c13f2aa4bfb50498c4727110406f6e4980b58a4097e4d18634a",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}


_LINE = {"0.28.0": 642, "0.33.0": 705}  # class CompletionResponse


def _anthropic(vllm: str) -> Row:
    return Row(
        vllm=vllm,
        kind="missing-response-field",
        symbol="completions.response.completion",
        location="lm_eval/models/anthropic_llms.py:75",
        verdict=FALSE,
        vllm_evidence=f"vllm/entrypoints/openai/completion/protocol.py:{_LINE[vllm]}",
        why="`response = client.completions.create(...)`; `return response.completion` "
        "(anthropic_llms.py:65-75) inside anthropic_completion(), whose `client` is "
        "`anthropic.Anthropic()` (AnthropicLM.__init__, line 179): Anthropic's legacy Text "
        "Completions API (prompt/stop_sequences/max_tokens_to_sample), not a client of a vLLM "
        "server; vLLM's CompletionResponse never answers it",
        pattern="not vLLM: another service's SDK client read as a vLLM server client",
    )


ROWS = (_anthropic("0.28.0"), _anthropic("0.33.0"))
