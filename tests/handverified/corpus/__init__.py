"""Hand-verified tables of the development corpus (see `compat/corpus.py`).

One module per consumer. Each lists EVERY `broken` finding the engine reported before the
corpus work (2026-11-30, commit 283b115) at the consumer's target vLLM release and at the
newest (0.33.0), plus any break found since, each read by a person in both sources:

* ``location``: the consumer file:line of the use (as the finding gives it), read in the wheel;
* ``vllm_evidence``: the vLLM file:line (inside that release's sdist) that decides the verdict;
* ``verdict``: ``TRUE`` (it breaks on that release: the tool must report it, as ``expected_kind``),
  ``FALSE`` (it does not break: the tool must not report it as broken; ``why`` says what the
  engine missed), or ``CONSEQUENCE`` (it breaks only because another row's root cause does — a
  missing import or base class in the same module — and must be listed under that root, not
  as a break of its own; ``root`` names the root row's location).
* ``pattern``: for FALSE rows, the Python or vLLM semantics the engine got wrong (one short tag).

``BEFORE`` says whether the engine reported the row before the corpus work (precision before);
rows with ``BEFORE = False`` are breaks found later (recall).
"""

from __future__ import annotations

from typing import NamedTuple

TRUE = "TRUE"
FALSE = "FALSE"
CONSEQUENCE = "CONSEQUENCE"


class Row(NamedTuple):
    """One (finding, vLLM release) pair and a person's verdict on it."""

    vllm: str
    kind: str  # the kind the engine reported (or, for rows found later, should report)
    symbol: str
    location: str  # consumer file:line
    verdict: str  # TRUE | FALSE | CONSEQUENCE
    vllm_evidence: str  # vllm/<path>:<line> in that release's sdist
    why: str
    expected_kind: str = ""  # TRUE rows: the kind the tool must report (default: `kind`)
    pattern: str = ""  # FALSE rows: the semantics the engine got wrong
    root: str = ""  # CONSEQUENCE rows: location of the root row
    before: bool = True  # reported by the engine before the corpus work
