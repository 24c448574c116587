"""Speed of the whole default matrix: every default consumer release × every supported vLLM
release from the committed snapshots, warm (second run in one process), and each format's
rendering. Target (issue 9): ≤ 2 s warm on the 2-core machine. Prints figures, never fails.

    python benchmarks/report_speed.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from compat import report as formats
from compat.coverage import Coverage
from compat.matrix import build_report, consumer_specs
from compat.patch_state import patched_check
from probes.views.open import release_view, supported_versions


def once() -> tuple[float, float, object]:
    start, cpu = time.perf_counter(), time.process_time()
    supported = supported_versions(offline=True)
    views = [release_view(v, offline=True) for v in supported]
    rep = build_report(
        consumer_specs(None, offline=True),
        views,
        supported,
        offline=True,
        cover=Coverage(),
        patched=patched_check(False),
    )
    return time.perf_counter() - start, time.process_time() - cpu, rep


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    cold, _, rep = once()
    runs = [once()[:2] for _ in range(args.repeat)]
    warm, cpu = [w for w, _ in runs], [c for _, c in runs]
    cells = len(rep.results)
    print(f"default matrix: {cells} cells ({len(rep.releases)} vLLM releases)")
    print(
        f"  first run in process {cold:.2f} s; warm median {statistics.median(warm):.2f} s wall, "
        f"{statistics.median(cpu):.2f} s CPU (min {min(warm):.2f} wall, {args.repeat} runs; "
        "target ≤ 2 s; on a busy machine CPU time is the better guide)"
    )
    for name in formats.FORMATS:
        start = time.perf_counter()
        formats.render(name, rep)
        print(f"  render {name:<7} {time.perf_counter() - start:.3f} s")


if __name__ == "__main__":
    main()
