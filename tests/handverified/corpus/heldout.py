"""The held-out consumers, in batches: each measured on an engine that had never seen them.

A batch is a set of real consumers of vLLM internals added together, with the commit whose
engine gave its tables' `before=True` rows. The 2026-12-01 batch lives in the development
corpus (`compat/corpus.py`); the 2026-12-02 batch is declared here only, so that nothing in
`compat/` changed for it before it was measured (docs/corpus-heldout-2026-12-02.md). Each
entry names the vLLM release it targets and where that was read, as `CorpusConsumer` does.
"""

from __future__ import annotations

from compat.corpus import CorpusConsumer, corpus_consumer

# Declared here, not in compat/corpus.py: measured before anything in compat/ or probes/
# changed for them (engine of commit a562541).
NEW_2026_12_02: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "ai-dynamo==1.6.1",
        "0.31.0",
        "held out; wheel METADATA Requires-Dist pins vllm[flashinfer,otel,runai]==0.31.0 "
        "(extra `vllm`); a serving frontend driving vLLM's engine (dynamo.vllm, dynamo.frontend)",
    ),
    CorpusConsumer(
        "tpu-inference==0.32.0",
        "0.32.0",
        "held out; no vLLM pin (wheel METADATA): the newest vLLM when it was published "
        "(2026-10-22; vLLM 0.32.0 2026-10-18), the version of vllm-tpu published with it",
    ),
    CorpusConsumer(
        "lm-eval==0.4.13",
        "0.28.0",
        "held out; extra `vllm` requires vllm>=0.18 (no upper bound): the newest vLLM when it "
        "was published (2026-08-31; vLLM 0.28.0 2026-08-26)",
    ),
    CorpusConsumer(
        "oat-llm==0.2.4",
        "0.8.4",
        "held out; wheel METADATA Requires-Dist pins vllm==0.8.4 (exact pin)",
    ),
)

BATCHES: dict[str, tuple[str, ...]] = {
    "2026-12-01": ("openpipe-art", "vllm-spyre", "ray", "arctic-inference"),
    "2026-12-02": tuple(e.name for e in NEW_2026_12_02),
}

# The engine whose output the `before=True` rows of each batch's tables are.
BEFORE_COMMIT: dict[str, str] = {"2026-12-01": "c631c69", "2026-12-02": "a562541"}

ALL: tuple[str, ...] = tuple(name for names in BATCHES.values() for name in names)


def heldout_consumer(name: str) -> CorpusConsumer:
    """The entry of a held-out consumer, from this batch list or the development corpus."""
    for entry in NEW_2026_12_02:
        if entry.name == name:
            return entry
    return corpus_consumer(name)


def batch_of(name: str) -> str:
    """The batch a held-out consumer was added in (KeyError for one that is not held out)."""
    for batch, names in BATCHES.items():
        if name in names:
            return batch
    raise KeyError(f"{name} is not a held-out consumer ({', '.join(ALL)})")
