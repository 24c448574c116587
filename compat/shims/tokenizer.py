"""Loading the target model's tokenizer.

Not a vLLM drift: speculators 0.3.0-0.4.0.1 call `AutoTokenizer.from_pretrained(path)`
without `trust_remote_code`, while the same code loads the config and builds vLLM's
`ModelConfig` with `trust_remote_code=True`; models that ship their own tokenizer code
(Kimi-K2.5) then fail before vLLM starts. Nothing in vLLM decides this, so no probe selects
the variant. Stable call: `load_tokenizer(path)`.
"""

from __future__ import annotations

from typing import Any

from compat.shims.registry import Answers, variant

# Consumer-side: the drift report (vLLM uses only) has no finding for it to cover.
COVERS: list[tuple[str, str, str | None]] = []

# Derived by tests/test_shims.py from every committed snapshot; do not edit by hand.
KNOWN_GOOD = {
    "load_tokenizer": {
        "trust-remote-code": (
            "0.11.0", "0.11.1", "0.11.2", "0.12.0", "0.13.0", "0.14.0", "0.14.1", "0.15.0",
            "0.15.1", "0.16.0", "0.17.0", "0.17.1", "0.18.0", "0.18.1", "0.19.0", "0.19.1",
            "0.20.0", "0.20.1", "0.20.2", "0.21.0", "0.22.0", "0.22.1", "0.23.0", "0.24.0",
            "0.25.0", "0.25.1", "0.26.0", "0.27.0", "0.27.1", "0.28.0", "0.29.0", "0.30.0",
            "0.31.0", "0.32.0", "0.33.0",
        ),
    },
}  # fmt: skip


@variant(
    "load_tokenizer",
    "trust-remote-code",
    when={},
    doc="AutoTokenizer.from_pretrained(path, trust_remote_code=True), as the model config is "
    "loaded.",
)
def _trust_remote_code(answers: Answers):
    return load_tokenizer


def load_tokenizer(path: str) -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(path, trust_remote_code=True)
