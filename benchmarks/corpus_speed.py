"""(c) A corpus consumer against every supported vLLM release, read from cached sdists.

A third-party consumer (default verl 0.9.1) uses modules no committed snapshot holds, so the
drift job (`spec-compat drift --consumer C --vllm all`) checks it again on each release's
extracted sdist. This times that path in fresh processes: once with an empty module cache
(cold: every distinct file parsed once, every release's name index built), then warm
(parsed modules and indexes read back from `probes.views.module_cache`), side by side as a
ratio. Target: warm <= 5 s. `--uncached` adds a run with the module cache off
(SPEC_COMPAT_MODULE_CACHE=off), the path before the cache existed. The report is not
rendered: its time does not depend on where the views came from.

The consumer's wheel and the sdists come from the network once (then the user cache); when
they cannot be had, (c) says so and is skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from probes import releases  # noqa: E402
from probes.consumers import load_usage  # noqa: E402
from probes.views.module_cache import ENV  # noqa: E402  (run.py uses it too)
from probes.views.open import supported_versions  # noqa: E402

DEFAULT_CONSUMER = "verl==0.9.1"
TARGET_WARM_S = 5.0


def prepare(consumer: str) -> tuple[list[str], str | None]:
    """Every supported release with its sdist tree on disk; (versions, why not) on failure."""
    try:
        versions = supported_versions()
        load_usage(consumer)  # the consumer's wheel, fetched once
        missing = [v for v in versions if not (releases.cache_dir() / "src" / f"vllm-{v}").is_dir()]
        if missing:
            print(f"    fetching and extracting {len(missing)} vLLM sdists (once) ...", flush=True)
        for version in versions:
            releases.source_tree("vllm", version)
    except Exception as exc:  # network, index, corrupt download: say so, skip (c)
        return [], f"{type(exc).__name__}: {exc}"
    return versions, None


def run_child(consumer: str) -> dict:
    """The drift job's path for one consumer against every supported release, timed by phase.

    What `spec-compat drift --consumer C --vllm all` does short of rendering the report:
    the consumer's usage, a view of every release (its committed snapshot), every pair
    checked, and re-checked on the release's sdist where the snapshot lacks a module.
    """
    start = time.perf_counter()
    from compat.coverage import Coverage
    from compat.drift import load_consumers, run_drift
    from probes.views.open import release_view

    imported = time.perf_counter()
    consumers = load_consumers([consumer], offline=False)
    used = time.perf_counter()
    views = [release_view(v) for v in supported_versions()]
    viewed = time.perf_counter()
    run = run_drift(consumers, views, offline=False, cover=Coverage())
    done = time.perf_counter()
    return {
        "import_s": imported - start,
        "usage_s": used - imported,
        "views_s": viewed - used,
        "check_s": done - viewed,
        "pairs": len(run.results),
        "on_sdist": sum(1 for r in run.results if r.source.get("kind") != "snapshot"),
    }


def timed_child(consumer: str, env: dict[str, str]) -> dict:
    """`run_child` in a fresh process; `wall_s` is the whole process, interpreter start included."""
    command = [sys.executable, __file__, "--child", "--consumer", consumer]
    start = time.perf_counter()
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"exit {done.returncode}: {done.stderr.strip()[-800:]}")
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "wall_s": wall}


def _cache_size(folder: Path) -> tuple[int, float]:
    files = [p for p in folder.rglob("*.json") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files) / 1e6


def bench_corpus(consumer: str, repeats: int, *, uncached: bool) -> dict | None:
    """Cold and warm (and optionally uncached) seconds; None when skipped (printed why)."""
    versions, why = prepare(consumer)
    if why is not None:
        print(f"(c) skipped: the consumer's wheel or the vLLM sdists are unavailable ({why})")
        return None
    try:
        with tempfile.TemporaryDirectory(prefix="spec-compat-modules-") as tmp:
            env = {ENV: tmp}  # an empty module cache of its own; the user's stays as it is
            cold = timed_child(consumer, env)
            warm = [timed_child(consumer, env) for _ in range(repeats)]
            entries, megabytes = _cache_size(Path(tmp))
        uncached_run = timed_child(consumer, {ENV: "off"}) if uncached else None
    except RuntimeError as exc:  # the drift path itself failed: say so, do not hide it
        print(f"(c) failed: the check of {consumer} did not run ({exc})")
        return None
    best = min(warm, key=lambda r: r["wall_s"])
    median = sorted(warm, key=lambda r: r["wall_s"])[len(warm) // 2]
    result = {
        "consumer": consumer,
        "releases": len(versions),
        "first": versions[0],
        "last": versions[-1],
        "pairs_on_sdist": median["on_sdist"],
        "cold_s": cold["wall_s"],
        "warm_s": median["wall_s"],
        "warm_best_s": best["wall_s"],
        "warm_phases": {k: median[k] for k in ("import_s", "usage_s", "views_s", "check_s")},
        "cold_check_s": cold["check_s"],
        "entries": entries,
        "cache_mb": megabytes,
    }
    if uncached_run is not None:
        result["uncached_s"] = uncached_run["wall_s"]
        result["uncached_check_s"] = uncached_run["check_s"]
    return result


def report(c: dict, repeats: int) -> None:
    print(
        f"(c) corpus consumer {c['consumer']} x every supported release "
        f"({c['releases']}: {c['first']} .. {c['last']}; {c['pairs_on_sdist']} read from their "
        "cached sdists)"
    )
    print(
        f"    drift job's path, fresh process each (wall, interpreter start included); "
        f"module cache {c['entries']} entries / {c['cache_mb']:.0f} MB"
    )
    per = c["releases"]
    if "uncached_s" in c:
        print(
            f"    uncached (module cache off): {c['uncached_s']:6.2f} s  "
            f"(checks {c['uncached_check_s']:.2f} s)"
        )
    cold, warm = c["cold_s"], c["warm_s"]
    print(
        f"    cold module cache:           {cold:6.2f} s  (checks {c['cold_check_s']:.2f} s, "
        f"{cold / per:.2f} s/release)"
    )
    phases = c["warm_phases"]
    print(
        f"    warm module cache:           {warm:6.2f} s  (checks {phases['check_s']:.2f} s, "
        f"{warm / per:.2f} s/release; median of {repeats}, best {c['warm_best_s']:.2f} s)"
        f"  (target <= {TARGET_WARM_S:.0f} s)"
    )
    print(
        f"      warm phases: imports {phases['import_s']:.2f} s, consumer usage "
        f"{phases['usage_s']:.2f} s, snapshot views {phases['views_s']:.2f} s, "
        f"checks {phases['check_s']:.2f} s"
    )
    ratios = f"warm/cold = {warm / cold:.3f} ({cold / warm:.1f}x)"
    if "uncached_s" in c:
        ratios += f", warm/uncached = {warm / c['uncached_s']:.3f} ({c['uncached_s'] / warm:.1f}x)"
    print(f"    {ratios}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--consumer", default=DEFAULT_CONSUMER, help="a name==version spec")
    parser.add_argument("--repeats", type=int, default=3, help="warm runs (median)")
    parser.add_argument("--uncached", action="store_true", help="also time the cache turned off")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(run_child(args.consumer)))
        return 0
    c = bench_corpus(args.consumer, args.repeats, uncached=args.uncached)
    if c is not None:
        report(c, args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
