"""The development corpus: real third-party consumers of vLLM internals (DECISIONS: not defaults).

The engine is tuned on Python and vLLM semantics, never on one consumer; these packages keep it
honest. Each entry names the newest release examined and the vLLM release it targets, with the
reason read from its own metadata or code. Their findings at the target and at the newest vLLM
are hand-verified in `tests/handverified/corpus/` (`nox -s corpus` prints precision against them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# The newest vLLM release when the tables were verified (2026-11-30).
VERIFIED_NEWEST = "0.33.0"


@dataclass(frozen=True)
class CorpusConsumer:
    """A consumer release and the vLLM release it targets (`why`: where that was read)."""

    spec: str
    target: str
    why: str

    @property
    def name(self) -> str:
        return self.spec.partition("==")[0]

    @property
    def version(self) -> str:
        return self.spec.partition("==")[2]

    @property
    def versions(self) -> tuple[str, ...]:
        """The vLLM releases its table covers: its target, then the newest."""
        if self.target == VERIFIED_NEWEST:
            return (self.target,)
        return (self.target, VERIFIED_NEWEST)


CORPUS: tuple[CorpusConsumer, ...] = (
    CorpusConsumer(
        "trl==1.16.0", "0.31.0", "extra `vllm` requires vllm>=0.22.0,<=0.31.0: the newest it admits"
    ),
    CorpusConsumer("verl==0.9.1", "0.24.0", "extra `vllm` pins vllm==0.24.0"),
    CorpusConsumer("openrlhf==0.11.2", "0.29.0", "extra `vllm` pins vllm==0.29.0"),
    CorpusConsumer(
        "unsloth-zoo==2026.10.9",
        "0.32.0",
        "no vLLM pin: the newest vLLM when it was published (2026-10-26; vLLM 0.32.0 2026-10-18)",
    ),
    CorpusConsumer(
        "vllm-omni==0.30.0",
        "0.30.0",
        "warns unless vLLM's major.minor equals its own (vllm_omni/version.py)",
    ),
    # Held out: added after the engine was tuned; its table's before=True rows are the engine's
    # output before any change made for it.
    CorpusConsumer(
        "skyrl-train==0.3.1",
        "0.11.0",
        "extras `vllm` and `mcore` pin vllm==0.11.0 (wheel METADATA Requires-Dist)",
    ),
    CorpusConsumer(
        "lmcache==0.5.6",
        "0.31.0",
        "held out; no vLLM pin: the newest vLLM when it was published (2026-10-15; vLLM 0.31.0 "
        "2026-10-05), and its build-system pins torch==2.13.0, as vLLM 0.27-0.32 do",
    ),
    CorpusConsumer(
        "aibrix-kvcache==0.8.0",
        "0.31.0",
        "held out; no vLLM pin (wheel METADATA Requires-Dist): the newest vLLM when it was "
        "published (2026-10-12; vLLM 0.31.0 2026-10-05, 0.32.0 2026-10-18)",
    ),
    CorpusConsumer(
        "areal==1.0.4",
        "0.19.1",
        "held out; wheel METADATA declares no vLLM; the repository's pyproject.vllm.toml at tag "
        "v1.0.4 (line 162, not shipped in wheel or sdist) pins the extra `vllm` to vllm==0.19.1",
    ),
    # Held out (2026-12-01, measured at c631c69 before any change made for them).
    CorpusConsumer(
        "openpipe-art==0.5.17",
        "0.17.0",
        "held out; wheel METADATA Requires-Dist pins vllm==0.17.0 (extra `backend`); the newest "
        "release whose wheel holds its vLLM code (0.5.18+ nest it in a runtime wheel)",
    ),
    CorpusConsumer(
        "vllm-spyre==1.10.0",
        "0.18.0",
        "held out; wheel METADATA Requires-Dist vllm<0.18.1,>=0.17.0: the newest it admits",
    ),
    CorpusConsumer(
        "ray==2.60.0",
        "0.27.0",
        "held out; wheel METADATA Requires-Dist pins vllm[audio]==0.27.0 (extra `llm`); only "
        "ray.llm uses vLLM",
    ),
    CorpusConsumer(
        "arctic-inference==0.3.0",
        "0.26.0",
        "held out; sdist only; arctic_inference/utils.py VLLM_PATCH_VERSION = '0.26.0', the "
        "exact vLLM its plugin accepts (extra `vllm-26` pins vllm==0.26.0)",
    ),
)


def corpus_consumer(name: str) -> CorpusConsumer:
    """The corpus entry for a package name (KeyError names the known ones)."""
    for entry in CORPUS:
        if entry.name == name:
            return entry
    raise KeyError(f"{name} is not in the corpus ({', '.join(e.name for e in CORPUS)})")


def corpus_results(
    entry: CorpusConsumer, *, offline: bool = False
) -> dict[str, list[dict[str, Any]]]:
    """The drift results of one corpus consumer at each release its table covers.

    Read from the releases' sdists (fetched once, sha256-checked, cached): the committed
    snapshots hold only what the default consumers use.
    """
    from compat.drift import load_consumers, run_drift  # local: keeps this module light
    from probes import sdist_view

    consumers = load_consumers([entry.spec], offline=offline)
    views = [sdist_view(v, offline=offline) for v in entry.versions]
    run = run_drift(consumers, views, offline=True)
    return {r.vllm: [f.to_json() for f in r.findings] for r in run.results if r.vllm is not None}
