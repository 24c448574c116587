"""Loading the target model's tokenizer.

Not a vLLM drift: speculators 0.3.0-0.4.0.1 call `AutoTokenizer.from_pretrained(path)`
without `trust_remote_code`, while the same code loads the config and builds vLLM's
`ModelConfig` with `trust_remote_code=True`; models that ship their own tokenizer code
(Kimi-K2.5) then fail before vLLM starts. Nothing in vLLM decides this, so no probe selects
the variant. Stable call: `load_tokenizer(path)`.
"""

from __future__ import annotations

from typing import Any

from compat.shims.registry import Answers, Shim, variant

# Consumer-side: the drift report (vLLM uses only) has no finding for it to cover.
COVERS: list[tuple[str, str, str | None]] = []


@variant(when={})
def load_tokenizer__trust_remote_code(answers: Answers) -> Shim:
    """AutoTokenizer.from_pretrained(path, trust_remote_code=True), as the model config is
    loaded."""
    return load_tokenizer


def load_tokenizer(path: str) -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(path, trust_remote_code=True)
