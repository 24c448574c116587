"""Hand-verified (HELD OUT, 2026-12-02): oat-llm 0.2.4 against vLLM 0.8.4 (target) and 0.33.0.

Held out: the engine was never tuned on OAT. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-02, engine of commit a562541,
`python -m compat.cli drift --consumer oat-llm==0.2.4 --vllm 0.8.4 --vllm 0.33.0 --baseline
none|0.8.4 --format json --no-write`): absolute mode 1 `broken` at 0.8.4 and 3 at 0.33.0;
`--baseline 0.8.4` none at 0.8.4 (1 pre-existing), 2 at 0.33.0 (1 pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: oat_llm-0.2.4-py3-none-any.whl (sha256 in WHEEL_SHA256), an online RL / alignment
  trainer: its actors (oat/actors/base.py) build `vllm.LLM(**vllm_args)` with
  `worker_extension_cls="oat.utils.distributed.WorkerWrap"`, enable_sleep_mode,
  enable_prefix_caching, disable_cascade_attn; they generate, `collective_rpc(
  "init_process_group" / "update_weight")` into the extension to broadcast the learner's
  weights (WorkerWrap.update_weight: self.model_config.dtype, self.model_runner.model.
  load_weights), reset the prefix cache, sleep and wake up. Target: METADATA `Requires-Dist:
  vllm==0.8.4` (exact pin).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` / `import vllm` (all resolve:
  lora/request.py, outputs.py); every `self.llm.X` use (get_tokenizer, generate, collective_rpc,
  llm_engine.reset_prefix_cache, sleep, wake_up: entrypoints/llm.py:255/473/1222/1244 (0.8.4),
  :385/573/839/872 (0.33.0); v1/engine/llm_engine.py:242 / :405); the LLM keywords it passes
  (EngineArgs fields worker_extension_cls, enable_sleep_mode, enable_prefix_caching,
  disable_cascade_attn: arg_utils.py:204/210/124/127 (0.8.4), :781/799/598/606 (0.33.0));
  SamplingParams keywords (top_k=-1 by default, still admitted: sampling_params.py:681).
  No TRUE row was found by reading.
* Judgement call, stated so it can be re-counted: the two 0.33.0 rows at base.py:162 are the
  token-input branch of Actor.generate; every caller in the package passes formatted prompt
  strings (PromptDataset applies the chat template with tokenize=False, utils/data.py:219), so
  the branch never runs from OAT's own code, but Actor.generate is a public method a user could
  call with token ids, which would fail on 0.33.0. Counted TRUE, precision at 0.33.0 would be
  2/3 (absolute) and 2/2 (baseline).
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "oat-llm==0.2.4"
WHEEL_SHA256 = "de2d528bde97de5e08fca2a4b05a0b9354cd601a02bb10be38a569e0be15dd95"
SDISTS = {
    "0.8.4": "522b13dd16c6c773dec0cb4c42ea591623d03ef94d16db8128ece2600017e6ac",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}


def _dead_load_gpu(vllm: str, line: int) -> Row:
    return Row(
        vllm=vllm,
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker._init_cache_engine",
        location="oat/utils/distributed.py:195",
        verdict=FALSE,
        vllm_evidence=f"vllm/v1/worker/gpu_worker.py:{line}",
        why="`super()._init_cache_engine()` in WorkerWrap.load_gpu(), a leftover of vLLM's V0 "
        "worker (vllm/worker/worker.py:310 in 0.8.4); nothing calls load_gpu: no "
        "collective_rpc('load_gpu') in the package (its only RPCs are init_process_group and "
        "update_weight, actors/base.py:210/228), and vLLM never calls an extension method by "
        "itself",
        pattern="a function nothing calls",
    )


def _token_branch(kind: str) -> Row:
    return Row(
        vllm="0.33.0",
        kind=kind,
        symbol="vllm.LLM.generate",
        location="oat/actors/base.py:162",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/llm.py:417",
        why="`self.llm.generate(prompt_token_ids=prompts, ...)` is the `else` of `if "
        "isinstance(prompts[0], str):` (base.py:152-167). 0.33.0's LLM.generate(prompts, "
        "sampling_params=None, *, ...) (llm.py:417-427) has no prompt_token_ids (0.8.4's "
        "deprecated overloads had it, llm.py:293-311), so the call would fail, but every "
        "caller in the package passes formatted prompt strings (preference.py:110/164, "
        "reward.py:58/100, ppo.py:131, run_math_rl.py:230, all from PromptDataset's "
        "tokenize=False strings): the branch never runs (judgement call in the docstring)",
        pattern="branch reachable only with an input the package never passes",
    )


ROWS = (
    _dead_load_gpu("0.8.4", 34),
    _dead_load_gpu("0.33.0", 197),
    _token_branch("unexpected-keyword"),
    _token_branch("missing-required-argument"),
)
