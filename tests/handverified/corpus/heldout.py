"""The held-out consumers, in batches: each measured on an engine that had never seen them.

A batch is a set of real consumers of vLLM internals added together, with the commit whose
engine gave its tables' `before=True` rows. The 2026-12-01 batch lives in the development
corpus (`compat/corpus.py`); the 2026-12-02, -03, -06 and -07 batches are declared here
only, so that nothing in `compat/` changed for them before they were measured
(docs/corpus-heldout-2026-12-02.md, -12-03.md, -12-06.md, -12-07.md). Each entry names the
vLLM release it targets and where that was read, as `CorpusConsumer` does.
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

# Declared here, not in compat/corpus.py: measured before anything in compat/ or probes/
# changed for them (engine of commit 90cfb1a).
NEW_2026_12_03: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "vllm-tgis-adapter==0.10.0",
        "0.12.0",
        "held out; wheel METADATA Requires-Dist vllm>=0.10.0 (no upper bound): the newest vLLM "
        "when it was published (2025-12-17; vLLM 0.12.0 2025-12-03); a serving frontend (a "
        "TGIS gRPC server beside vLLM's OpenAI server, on vLLM's engine client)",
    ),
    CorpusConsumer(
        "vllm-kvblockd==0.1.0",
        "0.25.1",
        "held out; extra `vllm` requires vllm<0.26,>=0.22 (wheel METADATA): the newest it "
        "admits; a KV connector and a secondary KV-offload tier",
    ),
    CorpusConsumer(
        "vllm-lens==1.3.0",
        "0.30.0",
        "held out; wheel METADATA Requires-Dist pins vllm==0.30.0 (exact pin); a general plugin "
        "(`vllm.general_plugins`) that patches LLM / AsyncLLM / the OpenAI servers and adds a "
        "worker extension for activations and steering",
    ),
    CorpusConsumer(
        "molt-rl==0.2.1",
        "0.32.0",
        "held out; extra `vllm` pins vllm==0.32.0 (wheel METADATA, exact pin); an RL trainer "
        "(Ray actors around AsyncLLM, a worker extension for weight sync, vLLM's OpenAI server "
        "mounted per engine)",
    ),
    CorpusConsumer(
        "vllm-beam-search-plugin==0.1.5",
        "0.31.0",
        "held out; wheel METADATA Requires-Dist vllm<0.32.0,>=0.24.0: the newest it admits; a "
        "general plugin replacing the scheduler and sampler for beam search",
    ),
    CorpusConsumer(
        "kvcached==0.1.6",
        "0.30.0",
        "held out; sdist only, no vLLM version in PKG-INFO / pyproject: the newest vLLM when it "
        "was published (2026-10-03; vLLM 0.30.0 2026-09-22); a KV-cache manager that patches "
        "vLLM's engine, scheduler and model runner (version-ranged patch registry)",
    ),
    CorpusConsumer(
        "vllm-mblt==0.8.0",
        "0.11.2",
        "held out; wheel METADATA and sdist PKG-INFO Requires-Dist vllm<=0.11.2,>=0.11.2 "
        "(exact pin; the index's JSON summary names another pin, the files do not); a platform "
        "plugin (`vllm.platform_plugins`) with its worker and NPU model classes",
    ),
    CorpusConsumer(
        "vllm-bnb-plugin==0.0.3",
        "0.27.1",
        "held out; wheel METADATA Requires-Dist vllm (no version): the newest vLLM when it was "
        "published (2026-08-24; vLLM 0.27.1 2026-08-11); an out-of-tree quantization plugin "
        "(quantization config, linear / MoE methods, model loader)",
    ),
    CorpusConsumer(
        "flash-head==0.1.10",
        "0.20.0",
        "held out; no vLLM requirement in wheel METADATA: the newest vLLM when it was published "
        "(2026-04-29; vLLM 0.20.0 2026-04-27); a general plugin that installs replacements for "
        "vLLM's logits processor, samplers and speculative-decoding proposer",
    ),
)

# Declared here, not in compat/corpus.py: measured before anything in compat/ or probes/
# changed for them (engine of commit 704fd57).
NEW_2026_12_06: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "vllm-musa==0.1.1",
        "0.13.0",
        "held out; wheel METADATA Requires-Dist vllm (no version): the newest vLLM when it was "
        "published (2025-12-26; vLLM 0.13.0 2025-12-19); a platform plugin "
        "(`vllm.platform_plugins`) for Moore Threads MUSA GPUs, with source-text patches",
    ),
    CorpusConsumer(
        "cosmos-rl==0.4.7",
        "0.32.0",
        "held out; extra `rl` requires vllm>=0.8.5 (no upper bound): the newest vLLM when it was "
        "published (2026-10-22; vLLM 0.32.0 2026-10-18); an RL trainer driving vLLM's LLM and "
        "AsyncLLM with a worker extension (collective_rpc weight sync) and FP8 / MXFP4 patches",
    ),
    CorpusConsumer(
        "kserve==0.21.0",
        "0.24.0",
        "held out; extra `llm` pins vllm==0.24.0 (wheel METADATA, exact pin); a serving frontend "
        "whose OpenAI endpoints are typed with vLLM's OpenAI protocol classes",
    ),
    CorpusConsumer(
        "memkv-vllm==1.0.12",
        "0.31.0",
        "held out; no vLLM requirement in wheel METADATA: the newest vLLM when it was published "
        "(2026-10-13; vLLM 0.31.0 2026-10-05); a secondary tier for vLLM's tiered KV offloading "
        "(`vllm.general_plugins`), with an async lookup manager",
    ),
    CorpusConsumer(
        "hotwire-vllm==0.1.2",
        "0.29.0",
        "held out; no vLLM requirement in wheel METADATA: the newest vLLM when it was published "
        "(2026-09-14; vLLM 0.29.0 2026-09-09); a general plugin that wraps the model runners' "
        "methods for activation steering",
    ),
    CorpusConsumer(
        "pace-vllm==1.3.0",
        "0.28.0",
        "held out; no vLLM requirement in wheel METADATA; its own check "
        '`_PACE_VLLM_SUPPORTED_VLLM_RANGE = ">=0.25.0,<=0.28.0"` (pace_vllm/__init__.py:30): the '
        "newest it admits; a platform plugin (`vllm.platform_plugins`) for CPU inference",
    ),
    CorpusConsumer(
        "evoke-vllm==0.1.1",
        "0.24.0",
        "held out; wheel METADATA Requires-Dist pins vllm==0.24.0 (exact pin); an eviction "
        "policy for vLLM's CPU KV offloading (an OffloadingSpec loaded by module path, with its "
        "manager and cache policy)",
    ),
)

# Declared here, not in compat/corpus.py: measured before anything in compat/ or probes/
# changed for them (engine of commit 2c5e083).
NEW_2026_12_07: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "trinity-rft==0.6.0",
        "0.23.0",
        "held out; extra `vllm` requires vllm<=0.23.0,>=0.19.1 (wheel METADATA): the newest it "
        "admits; an RL trainer driving vLLM's AsyncLLM with its own worker class (a weight-"
        "transfer engine, a model-runner patch), a general plugin and a version-picked OpenAI "
        "server",
    ),
    CorpusConsumer(
        "decisio==0.35.0",
        "0.31.0",
        "held out; extra `serve` pins vllm==0.31.0 (wheel METADATA, exact pin); a prefill-only "
        "decision server (its own FastAPI app on vLLM's offline LLM, with a worker extension) "
        "and a general plugin registering model classes on that release only",
    ),
    CorpusConsumer(
        "vllm-metal==0.1.0",
        "0.13.0",
        "held out; wheel METADATA Requires-Dist vllm>=0.13.0 (extra `vllm`, no upper bound): the "
        "newest vLLM when it was published (2026-01-07; vLLM 0.13.0 2025-12-19, 0.14.0 "
        "2026-01-20); a platform plugin (`vllm.platform_plugins`) for Apple Silicon with its "
        "worker and MLX model runner",
    ),
    CorpusConsumer(
        "vllm-marconi-offload==0.2.2",
        "0.25.1",
        "held out; no vLLM requirement in wheel METADATA: the newest vLLM when it was published "
        "(2026-07-25 04:43 UTC; vLLM 0.25.1 2026-07-14, 0.26.0 2026-07-25 10:40 UTC); a KV "
        "connector (loaded by module path) with a two-tier CPU / SSD offload scheduler built on "
        "vLLM's KV-cache coordinator",
    ),
    CorpusConsumer(
        "vllm-grpc-frontend==0.1.0",
        "0.22.1",
        "held out; extra `engine` requires vllm>=0.20 (wheel METADATA, no upper bound): the "
        "newest vLLM when it was published (2026-06-06; vLLM 0.22.1 2026-06-05, 0.23.0 "
        "2026-06-13); a gRPC serving frontend driving vLLM's V1 AsyncLLM",
    ),
    CorpusConsumer(
        "vllm-swift==0.6.2",
        "0.20.2",
        "held out; wheel METADATA Requires-Dist vllm>=0.10 (no upper bound): the newest vLLM when "
        "it was published (2026-05-11; vLLM 0.20.2 2026-05-10, 0.21.0 2026-05-15); a platform "
        "plugin (`vllm.platform_plugins`) for Apple Silicon with a duck-typed worker",
    ),
    CorpusConsumer(
        "smg-grpc-servicer==0.14.1",
        "0.32.0",
        "held out; extra `vllm` requires vllm>=0.19.0 (wheel METADATA, no upper bound): the "
        "newest vLLM when it was published (2026-10-25; vLLM 0.32.0 2026-10-18, 0.33.0 "
        "2026-11-02); a gRPC servicer driving vLLM's engine client, with a general plugin that "
        "switches vLLM's gRPC launcher and a path that launches vLLM's engine cores itself",
    ),
)

# Declared here, not in compat/corpus.py: measured before anything in compat/ or probes/
# changed for them (engine of commit 88a3b37).
NEW_2026_12_08: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "qwerky-vllm-models==0.2.71",
        "0.16.0",
        "held out; wheel METADATA Requires-Dist vllm>=0.14.0 (no upper bound): the newest vLLM "
        "when it was published (2026-03-03; vLLM 0.16.0 2026-02-26, 0.17.0 2026-03-07); a "
        "general plugin registering hybrid Mamba-in-Llama model classes",
    ),
    CorpusConsumer(
        "mimo-asr-vllm==0.1.1",
        "0.30.0",
        "held out; wheel METADATA Requires-Dist vllm[audio]<0.31,>=0.30.0: the newest it admits; "
        "a general plugin registering an ASR model and an OpenAI-compatible transcription server",
    ),
    CorpusConsumer(
        "sabi-mla-vllm==0.2.0",
        "0.31.0",
        "held out; wheel METADATA Requires-Dist vllm!=0.25.0,!=0.27.0,!=0.29.*,!=0.30.*,<=0.31.0,"
        ">=0.22.1: the newest it admits; a general plugin registering an MLA model and its "
        "attention",
    ),
    CorpusConsumer(
        "semblend-vllm-connector==0.2.8",
        "0.30.0",
        "held out; extra `vllm` requires vllm>=0.8.0 (no upper bound): the newest vLLM when it "
        "was published (2026-09-24; vLLM 0.30.0 2026-09-22, 0.31.0 2026-10-05); a KV connector "
        "loaded by module path (no entry point)",
    ),
    CorpusConsumer(
        "thaw-vllm==0.6.0",
        "0.22.1",
        "held out; extras require vllm>=0.18 (no upper bound): the newest vLLM when it was "
        "published (2026-06-07; vLLM 0.22.1 2026-06-05, 0.23.0 2026-06-13); a general plugin "
        "that snapshots and restores weights, KV cache and scheduler state",
    ),
    CorpusConsumer(
        "vllm-xtu-moe==0.2.7",
        "0.31.0",
        "held out; no vLLM requirement in wheel METADATA: the newest vLLM when it was published "
        "(2026-10-09; vLLM 0.31.0 2026-10-05, 0.32.0 2026-10-18); a general plugin for hybrid "
        "MoE (CPU experts, GPU attention)",
    ),
    CorpusConsumer(
        "vllm-hi==0.1.0",
        "0.29.0",
        "held out; wheel METADATA Requires-Dist vllm>=0.13.0 (no upper bound): the newest vLLM "
        "when it was published (2026-09-09 09:07 UTC; vLLM 0.29.0 2026-09-09 08:58 UTC, 0.30.0 "
        "2026-09-22); a general plugin and monkey-patches for hot migration of a serving engine",
    ),
)

BATCHES: dict[str, tuple[str, ...]] = {
    "2026-12-01": ("openpipe-art", "vllm-spyre", "ray", "arctic-inference"),
    "2026-12-02": tuple(e.name for e in NEW_2026_12_02),
    "2026-12-03": tuple(e.name for e in NEW_2026_12_03),
    "2026-12-06": tuple(e.name for e in NEW_2026_12_06),
    "2026-12-07": tuple(e.name for e in NEW_2026_12_07),
    "2026-12-08": tuple(e.name for e in NEW_2026_12_08),
}

# The engine whose output the `before=True` rows of each batch's tables are.
BEFORE_COMMIT: dict[str, str] = {
    "2026-12-01": "c631c69",
    "2026-12-02": "a562541",
    "2026-12-03": "90cfb1a",
    "2026-12-06": "704fd57",
    "2026-12-07": "2c5e083",
    "2026-12-08": "88a3b37",
}

# Batches declared here only (not in compat/corpus.py), in order.
DECLARED_HERE: tuple[tuple[CorpusConsumer, ...], ...] = (
    NEW_2026_12_02,
    NEW_2026_12_03,
    NEW_2026_12_06,
    NEW_2026_12_07,
    NEW_2026_12_08,
)

ALL: tuple[str, ...] = tuple(name for names in BATCHES.values() for name in names)


def heldout_consumer(name: str) -> CorpusConsumer:
    """The entry of a held-out consumer, from this batch list or the development corpus."""
    for batch in DECLARED_HERE:
        for entry in batch:
            if entry.name == name:
                return entry
    return corpus_consumer(name)


def batch_of(name: str) -> str:
    """The batch a held-out consumer was added in (KeyError for one that is not held out)."""
    for batch, names in BATCHES.items():
        if name in names:
            return batch
    raise KeyError(f"{name} is not a held-out consumer ({', '.join(ALL)})")
