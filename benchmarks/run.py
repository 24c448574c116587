"""Speed, measured side by side in one run (`nox -s bench`). Figures, not pass/fail.

(a) Building the view the default consumers need from a vLLM sdist already on disk —
    extracting its Python files and reading lazily only the modules the checks touch —
    against griffe loading the whole `vllm` package from the same extracted files (the
    extraction is not counted for griffe, which favours it). Target: ours ≤ 1/5 of griffe.
(b) A warm check of every default consumer against every committed snapshot, the drift
    job's own path (snapshots and usage fixtures loaded from disk, every pair checked, hazards
    and shim coverage included). Target: <= 1.5 s here.
(c) A corpus consumer (default verl 0.9.1) against every supported release, read from the
    releases' cached sdists: `spec-compat drift --vllm all` with an empty module cache (cold)
    and a warm one, side by side (`benchmarks/corpus_speed.py`). Target: warm <= 5 s.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import corpus_speed  # noqa: E402
from probes import releases  # noqa: E402
from probes.check import check_usage  # noqa: E402
from probes.consumers import DEFAULT_CONSUMERS, default_usages  # noqa: E402
from probes.fixtures import committed_vllm_versions, vllm_snapshot_path  # noqa: E402
from probes.views.snapshot import load_snapshot, snapshot_view  # noqa: E402
from probes.views.static import static_view_from_tree  # noqa: E402


def _extract_python(sdist: Path, dest: Path) -> Path:
    """The sdist's vllm/**.py files under dest (what `source_tree` does, uncached)."""
    with tarfile.open(sdist) as tar:
        for member in tar:
            parts = member.name.split("/")
            if (
                member.isfile()
                and len(parts) > 2
                and parts[1] == "vllm"
                and member.name.endswith(".py")
            ):
                target = dest.joinpath(*parts[1:])
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(tar.extractfile(member).read())
    return dest


def _ours(version: str) -> dict:
    sdist = releases.fetch_artifact("vllm", version).path
    usages = default_usages()
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        root = _extract_python(sdist, Path(tmp))
        view = static_view_from_tree(root, version=version, source={"kind": "sdist"})
        for usage in usages:
            check_usage(usage, view)
        seconds = time.perf_counter() - start
        return {"seconds": seconds, "modules": len(view.modules.loaded)}


def _griffe(version: str) -> dict:
    import griffe

    tree = releases.source_tree("vllm", version).root
    logging.getLogger("griffe").disabled = True
    start = time.perf_counter()
    griffe.load("vllm", search_paths=[str(tree)], resolve_aliases=False)
    seconds = time.perf_counter() - start
    return {"seconds": seconds, "modules": sum(1 for _ in tree.rglob("*.py"))}


def _child(which: str, version: str) -> dict:
    """Run one side in a fresh process: its time and its own peak memory, side by side.

    Ours parses every module it reads, as griffe does: the module cache is off here ((c)
    measures it).
    """
    out = subprocess.run(
        [sys.executable, __file__, "--child", which, "--vllm", version],
        env={**os.environ, corpus_speed.ENV: "off"},
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def bench_view(version: str, repeats: int) -> dict:
    releases.source_tree("vllm", version)  # fetch and extract once, outside the timings
    ours = [_child("ours", version) for _ in range(repeats)]
    full = _child("griffe", version)
    return {
        "ours_s": statistics.median(r["seconds"] for r in ours),
        "ours_rss_mb": max(r["rss_mb"] for r in ours),
        "griffe_s": full["seconds"],
        "griffe_rss_mb": full["rss_mb"],
        "modules_ours": ours[0]["modules"],
        "modules_griffe": full["modules"],
    }


def bench_warm_check(repeats: int) -> dict:
    """The drift job's own path: usages, snapshots, checks, hazards and shim coverage."""
    from compat.coverage import Coverage
    from compat.drift import load_consumers, run_drift

    times = []
    pairs = 0
    for _ in range(repeats):
        start = time.perf_counter()
        consumers = load_consumers(DEFAULT_CONSUMERS, offline=True)
        views = [
            snapshot_view(load_snapshot(vllm_snapshot_path(v))) for v in committed_vllm_versions()
        ]
        run = run_drift(consumers, views, offline=True, cover=Coverage())
        pairs = len(run.results)
        times.append(time.perf_counter() - start)
    return {"median_s": statistics.median(times), "min_s": min(times), "pairs": pairs}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vllm", default="0.25.1", help="release for (a)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--child", choices=("ours", "griffe"), help=argparse.SUPPRESS)
    parser.add_argument(
        "--corpus-consumer", default=corpus_speed.DEFAULT_CONSUMER, help="consumer for (c)"
    )
    parser.add_argument("--no-corpus", action="store_true", help="skip (c) (cold run ~1 min)")
    parser.add_argument("--uncached", action="store_true", help="(c) also with the cache off")
    args = parser.parse_args(argv)
    if args.child:
        result = (_ours if args.child == "ours" else _griffe)(args.vllm)
        result["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(json.dumps(result))
        return 0

    a = bench_view(args.vllm, args.repeats)
    ratio = a["ours_s"] / a["griffe_s"]
    print(f"(a) view for the default consumers from the vLLM {args.vllm} sdist")
    print(
        f"    ours (extract .py + lazy read of {a['modules_ours']} modules + check): "
        f"{a['ours_s']:.2f} s (median of {args.repeats}), peak RSS {a['ours_rss_mb']:.0f} MB"
    )
    print(
        f"    griffe.load('vllm') of all {a['modules_griffe']} files (extraction not counted): "
        f"{a['griffe_s']:.2f} s, peak RSS {a['griffe_rss_mb']:.0f} MB"
    )
    print(f"    time ratio ours/griffe = {ratio:.3f}  (target <= 0.200)")
    print(f"    memory ratio ours/griffe = {a['ours_rss_mb'] / a['griffe_rss_mb']:.3f}")

    b = bench_warm_check(args.repeats)
    print(f"(b) warm check: {b['pairs']} consumer x vLLM pairs from committed snapshots")
    print(
        f"    {b['median_s']:.2f} s median, {b['min_s']:.2f} s best of {args.repeats} "
        "(target <= 1.5 s)"
    )

    if not args.no_corpus:
        c = corpus_speed.bench_corpus(args.corpus_consumer, args.repeats, uncached=args.uncached)
        if c is not None:
            corpus_speed.report(c, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
