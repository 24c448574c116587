"""Hand-verified (HELD OUT, 2026-12-03): flash-head 0.1.10 against vLLM 0.20.0 (target) and 0.33.0.

Held out: the engine was never tuned on FlashHead. The engine reported no `broken` finding
before any change made for it (2026-12-03, engine of commit 90cfb1a, `python -m compat.cli
drift --consumer flash-head==0.1.10 --vllm 0.20.0 --vllm 0.33.0 --baseline none|0.20.0 --format
json --no-write`: 2 `unknown` at each release, ModelRegistry calls). The rows are TRUE breaks
it missed (`before=False`), all of one generic kind: a function the consumer installs on a vLLM
class as a method (`Cls.method = f`) that cannot take the arguments vLLM calls that method with.

How this was made (by reading source files, not by this project's tool):
* Consumer: flash_head-0.1.10-py3-none-any.whl (sha256 in WHEEL_SHA256), a general plugin
  (`vllm.general_plugins` flash_head = flash_head:register) that replaces the LM head's logits
  with a retrieval step: register() (flash_head/__init__.py:25-41) runs apply_all()
  (patches/__init__.py:24-41) in every vLLM process unless FLASHHEAD_ENABLED=0, installing
  replacements for LogitsProcessor._get_logits, Sampler.forward, RejectionSampler.forward,
  EagleProposer's greedy sampler, GPUModelRunner._dummy_sampler_run,
  LLMEngine.from_engine_args and AsyncLLM.__init__. Target: no vLLM requirement in METADATA
  (its README says vLLM >= 0.14.0); published 2026-04-29, so the newest vLLM it can have been
  run with is 0.20.0 (2026-04-27).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both); each replacement's signature against vLLM's calls of the method it replaces: the
  wrappers of _dummy_sampler_run, from_engine_args and AsyncLLM.__init__ take `*args,
  **kwargs`; the Sampler.forward replacement (patches/sampler.py:16) takes vLLM's parameters at
  both (sampler.py:68 / :129); the greedy-sample replacement takes (self, hidden_states), as
  vLLM calls it (spec_decode/llm_base_proposer.py:483 at 0.33.0); the two rows below do not.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "flash-head==0.1.10"
WHEEL_SHA256 = "1963dbd9dff90b2a6faf99f35214f21cc29c0fe3aec5cda49929d4e911d0be6f"
SDISTS = {
    "0.20.0": "a6d50152936ee292455af3ffbe359f7a284ac43bf3b68caccf29f368e196cc72",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_CALL = {"0.20.0": 3351, "0.33.0": 3426}  # self.rejection_sampler(...) in gpu_model_runner.py


def _rejection(vllm: str) -> Row:
    return Row(
        vllm=vllm,
        kind="override-signature-mismatch",
        symbol="vllm.v1.sample.rejection_sampler.RejectionSampler.forward",
        location="flash_head/patches/rejection_sampler.py:84",
        verdict=TRUE,
        vllm_evidence=f"vllm/v1/worker/gpu_model_runner.py:{_CALL[vllm]}",
        why="`RejectionSampler.forward = _patched_forward` installs (self, logits, "
        "sampling_metadata) (rejection_sampler.py:25); with speculative decoding vLLM calls "
        f"`self.rejection_sampler(spec_decode_metadata, draft_probs, logits, sampling_metadata)` "
        f"(gpu_model_runner.py:{_CALL[vllm]}; RejectionSampler.forward(self, metadata, "
        "draft_probs, logits, sampling_metadata)): TypeError on the first speculative step, at "
        "both releases (TRUE under the configuration that enables speculative decoding)",
        before=False,
    )


ROWS = (
    _rejection("0.20.0"),
    _rejection("0.33.0"),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.logits_processor.LogitsProcessor._get_logits",
        location="flash_head/patches/logits_processor.py:47",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/layers/logits_processor.py:109",
        why="`LogitsProcessor._get_logits = _patched_get_logits` installs (self, hidden_states, "
        "lm_head, embedding_bias) (logits_processor.py:32); 0.33.0's LogitsProcessor.forward "
        "calls `self._get_logits(hidden_states, lm_head, embedding_bias, skip_gather)` "
        "(logits_processor.py:109-111; 0.20.0 passed three, :64): TypeError on every forward "
        "pass of every model while the plugin is installed",
        before=False,
    ),
)
