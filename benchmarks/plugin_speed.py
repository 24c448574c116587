"""(d) A consumer at the size of real plugins against vLLM releases, side by side in one run.

The plugin is vllm-ascend 0.23.0.post1 from PyPI (443 files, ~130,000 lines; published as an
sdist only, so the project reads it as a folder, as `spec-compat drift --consumer
vllm-ascend==0.23.0.post1` does), fetched by the project's own code (`probes.releases`),
as the corpus consumers are. Printed together (issue 23's table):

- the parse floor: `ast.parse` + one `ast.walk` of every file of the plugin, in process;
- the drift job's path (`load_consumers` + `run_drift`, no report) against the newest release
  and against the newest K releases, each in a fresh process, warm (the user's caches,
  filled by an untimed first run over the K releases): wall time, phases, peak RSS
  (`ru_maxrss` of that process);
- a quarter of the plugin (its first quarter of files by path, by lines) against one release,
  for the full/quarter time ratio beside the line ratio;
- `--cold`: the K releases again with an empty module cache of its own;
- the ratios the issue names: one release / floor, K releases / floor, K / 1, per added
  release, full / quarter.

The machine is shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.typechecker_baseline import BARE, MYPY_FLAGS, MYPY_INI, VLLM_SECTION  # noqa: E402
from probes import releases  # noqa: E402
from probes.views.module_cache import ENV  # noqa: E402
from probes.views.open import supported_versions  # noqa: E402

PLUGIN = ("vllm-ascend", "0.23.0.post1")
SPEC = f"{PLUGIN[0]}=={PLUGIN[1]}"
PACKAGE = "vllm_ascend"


def prepare(k: int) -> tuple[Path, list[str]]:
    """The plugin's extracted tree and the newest `k` supported releases, each on disk."""
    tree = releases.source_tree(*PLUGIN).root
    versions = supported_versions()[-k:]
    for version in versions:
        releases.source_tree("vllm", version)
    return Path(tree), versions


def plugin_files(tree: Path) -> list[Path]:
    return sorted(p for p in tree.rglob("*.py") if ".provenance" not in p.parts)


def parse_floor(files: list[Path]) -> tuple[float, int]:
    """Seconds to read, `ast.parse` and walk every file once; and their lines."""
    start = time.perf_counter()
    lines = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        lines += text.count("\n")
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        for _ in ast.walk(tree):
            pass
    return time.perf_counter() - start, lines


def quarter_folder(tree: Path, files: list[Path], dest: Path) -> int:
    """The plugin's first quarter of files (by path) under `dest`, packages kept; its lines."""
    lines = 0
    for path in files[: len(files) // 4]:
        rel = path.relative_to(tree)
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest / rel)
        lines += path.read_text(encoding="utf-8", errors="replace").count("\n")
    for folder in [d for d in dest.rglob("*") if d.is_dir()]:  # every folder a package
        (folder / "__init__.py").touch(exist_ok=True)
    for name in ("pyproject.toml", "setup.py", "setup.cfg"):
        if (tree / name).is_file():
            shutil.copyfile(tree / name, dest / name)
    return lines


def run_child(consumer: str, versions: list[str]) -> dict:
    """The drift job's path for one consumer against `versions`, timed by phase."""
    start = time.perf_counter()
    from compat.coverage import Coverage
    from compat.drift import load_consumers, run_drift
    from compat.view_choice import InTurn

    imported = time.perf_counter()
    consumers = load_consumers([consumer], offline=True)
    used = time.perf_counter()
    views = InTurn.releases(versions, offline=True)  # each opened when reached, as drift does
    run = run_drift(consumers, views, offline=True, cover=Coverage())
    done = time.perf_counter()
    return {
        "import_s": imported - start,
        "usage_s": used - imported,
        "check_s": done - used,
        "pairs": len(run.results),
        "findings": sum(len(r.findings) for r in run.results),
        "rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def timed(
    consumer: str, versions: list[str], env: dict[str, str] | None = None, code: Path = ROOT
) -> dict:
    """`run_child` in a fresh process, of the checkout `code` (default this one: `--against`
    gives another); `wall_s` is the whole process."""
    script = code / "benchmarks" / "plugin_speed.py"
    command = [sys.executable, str(script), "--child", consumer, "--versions", ",".join(versions)]
    start, used = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        command, cwd=code, env={**os.environ, **(env or {})}, capture_output=True, text=True
    )
    wall, cpu = time.perf_counter() - start, _children_cpu() - used
    if done.returncode != 0:
        raise RuntimeError(f"exit {done.returncode}: {done.stderr.strip()[-800:]}")
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "wall_s": wall, "cpu_s": cpu}


def _children_cpu() -> float:
    """User + system CPU seconds of the finished child processes: on a loaded machine the
    CPU a run used moves less than its wall time."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def median_of(repeat: int, run: Callable[[], dict]) -> dict:
    """`run()` `repeat` times: the median run's figures (by wall time), with the spread."""
    runs = sorted((run() for _ in range(repeat)), key=lambda r: r["wall_s"])
    walls = [r["wall_s"] for r in runs]
    return {**runs[len(runs) // 2], "walls": walls, "wall_s": statistics.median(walls)}


def alternating(repeat: int, runs: dict[str, Callable[[], dict]]) -> dict[str, dict]:
    """Each of `runs` `repeat` times, taking turns (a, b, a, b, ...), so a load that moves
    during the runs weighs on each alike: per name, the median run's figures and the spread."""
    done: dict[str, list[dict]] = {name: [] for name in runs}
    for _ in range(repeat):
        for name, run in runs.items():
            done[name].append(run())
    out = {}
    for name, results in done.items():
        results.sort(key=lambda r: r["wall_s"])
        walls = [r["wall_s"] for r in results]
        out[name] = {
            **results[len(results) // 2],
            "walls": walls,
            "wall_s": statistics.median(walls),
        }
    return out


def cold_run(consumer: str, versions: list[str]) -> dict:
    """The drift path with an empty module cache of its own (a fresh SPEC_COMPAT_MODULE_CACHE
    folder: parsed modules, per-file facts and whole-tree tables all built again); the
    shared user cache is neither read for them nor touched."""
    with tempfile.TemporaryDirectory(prefix="spec-compat-modules-") as tmp:
        return timed(consumer, versions, {ENV: tmp})


def mypy_runs(mypy: str, tree: Path, version: str, work: Path) -> tuple[float, float]:
    """mypy on the plugin with the release's tree as the only vLLM (the way
    `benchmarks/typechecker_baseline.py` runs it, setup `bare`): seconds cold (an empty
    cache), then warm (the cache that run left)."""
    vllm = releases.source_tree("vllm", version).root
    config = MYPY_INI.format(python="3.11", vllm_section=VLLM_SECTION)
    work.mkdir(parents=True, exist_ok=True)
    (work / "mypy.ini").write_text(config)
    argv = [mypy, "--config-file", str(work / "mypy.ini"), "--cache-dir", str(work / "cache")]
    argv += [*BARE.flags, *MYPY_FLAGS, "-p", PACKAGE]
    env = {**{k: v for k, v in os.environ.items() if k != "MYPYPATH"}, "MYPYPATH": str(vllm)}
    seconds = []
    for _ in range(2):
        start = time.perf_counter()
        done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True)
        seconds.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"mypy exit {done.returncode}: {done.stderr.strip()[-400:]}")
    return seconds[0], seconds[1]


def _line(label: str, r: dict) -> str:
    spread = ""
    if len(r.get("walls", ())) > 1:
        spread = f" (median of {len(r['walls'])}: " + "/".join(f"{w:.1f}" for w in r["walls"])
        spread += ")"
    return (
        f"    {label:<28} {r['wall_s']:7.2f} s{spread}, CPU {r.get('cpu_s', 0):.2f} s  "
        f"peak RSS {r['rss_mib']:5.0f} MiB  "
        f"(usage {r['usage_s']:.2f} s, views and checks {r['check_s']:.2f} s; "
        f"{r['pairs']} pairs, {r['findings']} findings)"
    )


def _or_failed(label: str, run: Callable[[], dict]) -> dict | None:
    """The run's figures, printed; None (and the failure printed) when the drift path failed."""
    try:
        result = run()
    except RuntimeError as exc:
        last = str(exc).strip().splitlines()[-1]
        print(f"    {label:<28} FAILED: {last}")
        return None
    print(_line(label, result), flush=True)
    return result


def _bar(value: float, limit: float) -> str:
    return "met" if value <= limit else "NOT met"


def bench(
    k: int,
    *,
    cold: bool,
    quarter: bool,
    repeat: int,
    mypy: str | None,
    cold_repeat: int = 1,
    against: Path | None = None,
) -> None:
    tree, versions = prepare(k)
    files = plugin_files(tree)
    floors = [parse_floor(files) for _ in range(repeat)]
    floor, lines = statistics.median(f for f, _ in floors), floors[0][1]
    print(
        f"(d) plugin {SPEC}: {len(files)} files, {lines:,} lines; releases "
        f"{versions[0]} .. {versions[-1]} ({len(versions)}); load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg())
        + f" on {os.cpu_count()} cores; each time the median of {repeat} runs"
        + (f" (cold: {min(repeat, cold_repeat)})" if cold else "")
    )
    print(f"    parse floor (ast.parse + one ast.walk of every file): {floor:.2f} s", flush=True)
    try:  # fill the caches for what this code caches, every release; untimed
        timed(SPEC, versions)
    except RuntimeError:  # printed below, where the K releases are timed
        timed(SPEC, versions[-1:])
    newest = versions[-1]
    many: dict | None
    if against is not None:  # this code's rows are the side-by-side ones
        one, many = side_by_side(against, versions, floor, repeat)
    else:
        one = median_of(repeat, lambda: timed(SPEC, versions[-1:]))
        print(_line(f"x 1 release ({newest}), warm", one), flush=True)
        many = one
    if k > 1 and against is None:
        many = _or_failed(
            f"x {k} releases, warm", lambda: median_of(repeat, lambda: timed(SPEC, versions))
        )
    rss = {1: one["rss_mib"], k: many["rss_mib"]} if many else {1: one["rss_mib"]}
    for n in (4, 12):  # peak memory against the number of releases (one run each)
        if 1 < n < k and (
            r := _or_failed(f"x {n} releases, warm", lambda n=n: timed(SPEC, versions[-n:]))
        ):
            rss[n] = r["rss_mib"]
    cold_k = None
    if cold:
        cold_k = _or_failed(
            f"x {k} releases, cold",
            lambda: median_of(min(repeat, cold_repeat), lambda: cold_run(SPEC, versions)),
        )
    if many is None:
        k, many = 1, one
    print(
        "    peak RSS by releases: "
        + ", ".join(f"x {n}: {m:.0f} MiB" for n, m in sorted(rss.items()))
    )
    ratios = [
        f"1 release / floor = {one['wall_s'] / floor:.1f}",
        f"{k} releases / floor = {many['wall_s'] / floor:.1f} (bar <= 15: "
        f"{_bar(many['wall_s'] / floor, 15)})",
        f"{k} releases peak RSS {many['rss_mib']:.0f} MiB (bar <= 400: "
        f"{_bar(many['rss_mib'], 400)})",
    ]
    if k > 1:
        per = (many["wall_s"] - one["wall_s"]) / (k - 1)
        ratios += [
            f"{k} / 1 = {many['wall_s'] / one['wall_s']:.2f} (bar <= 3.5: "
            f"{_bar(many['wall_s'] / one['wall_s'], 3.5)})",
            f"per added release {per:.2f} s (target <= 0.2: {_bar(per, 0.2)})",
        ]
    if cold_k is not None:
        ratios.append(
            f"{k} releases cold {cold_k['wall_s']:.1f} s (bar <= 60: {_bar(cold_k['wall_s'], 60)})"
        )
    if quarter:
        # A fixed place: the folder is warm as the full plugin is (its usage kept by content).
        part = Path(tempfile.gettempdir()) / "spec-compat-bench" / "vllm-ascend-quarter"
        shutil.rmtree(part, ignore_errors=True)
        q_lines = quarter_folder(tree, files, part)
        timed(str(part), versions[-1:])  # warm-up, untimed
        q = median_of(repeat, lambda: timed(str(part), versions[-1:]))
        print(_line(f"quarter ({q_lines:,} lines) x 1", q), flush=True)
        time_ratio, line_ratio = one["wall_s"] / q["wall_s"], lines / q_lines
        ratios.append(
            f"full / quarter = {time_ratio:.2f}x the time for {line_ratio:.2f}x the lines "
            f"(bar: time ratio <= line ratio: {_bar(time_ratio, line_ratio)})"
        )
    if mypy:
        with tempfile.TemporaryDirectory(prefix="spec-compat-mypy-") as tmp:
            runs = [mypy_runs(mypy, tree, newest, Path(tmp) / str(i)) for i in range(repeat)]
        mypy_cold = statistics.median(c for c, _ in runs)
        mypy_warm = statistics.median(w for _, w in runs)
        print(
            f"    mypy ({_version(mypy)}, -p {PACKAGE}, vLLM {newest}'s tree on MYPYPATH): "
            f"cold {mypy_cold:.2f} s, warm (its cache kept) {mypy_warm:.2f} s",
            flush=True,
        )
        ratio = one["wall_s"] / mypy_cold
        ratios.append(
            f"1 release / mypy cold = {ratio:.2f} (bar <= 0.5: {_bar(ratio, 0.5)}); "
            f"/ mypy warm = {one['wall_s'] / mypy_warm:.2f}"
        )
    for ratio in ratios:
        print(f"    {ratio}")
    print(f"    load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def side_by_side(
    against: Path, versions: list[str], floor: float, repeat: int
) -> tuple[dict, dict]:
    """One release and all `versions`, warm, with this code and with the checkout `against`
    (the code before a change), their runs taking turns; the per-release figures of each."""
    timed(SPEC, versions, code=against)  # fill the caches for that code too; untimed
    k, newest, codes = len(versions), versions[-1], {"this": ROOT, "before": against}
    rows = {}
    for label, chosen in ((f"x 1 release ({newest})", versions[-1:]), (f"x {k}", versions)):
        runs = {
            name: (lambda c=code, v=chosen: timed(SPEC, v, code=c)) for name, code in codes.items()
        }
        rows[label] = alternating(repeat, runs)
        for name in codes:
            print(_line(f"{label}, warm, {name}", rows[label][name]), flush=True)
    for name in codes:
        one, many = (rows[label][name]["wall_s"] for label in rows)
        per = (many - one) / (k - 1) if k > 1 else 0.0
        cpu_one, cpu_many = (rows[label][name]["cpu_s"] for label in rows)
        cpu_per = (cpu_many - cpu_one) / (k - 1) if k > 1 else 0.0
        print(
            f"    {name}: {k} releases / floor = {many / floor:.1f}; {k} / 1 = {many / one:.2f};"
            f" per added release {per:.2f} s (CPU: {k} / 1 = {cpu_many / cpu_one:.2f},"
            f" per added release {cpu_per:.2f} s)"
        )
    print(f"    (before: {against})")
    one, many = (rows[label]["this"] for label in rows)
    return one, many


def _version(mypy: str) -> str:
    done = subprocess.run([mypy, "--version"], capture_output=True, text=True)
    return done.stdout.strip() or "mypy ?"


def _mypy(given: str | None) -> str | None:
    """The mypy to compare with: `--mypy`, else the worktree's `.venv`, else beside this Python
    (the bench session installs it), else on PATH; None: not compared."""
    if given:
        return given
    for candidate in (ROOT / ".venv" / "bin" / "mypy", Path(sys.executable).parent / "mypy"):
        if candidate.is_file():
            return str(candidate)
    return shutil.which("mypy")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", type=int, default=35, help="the newest K releases")
    parser.add_argument("--no-cold", action="store_true", help="skip K releases, empty cache")
    parser.add_argument("--cold", action="store_true", help=argparse.SUPPRESS)  # the default
    parser.add_argument("--no-quarter", action="store_true", help="skip the quarter plugin")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing (the median)")
    parser.add_argument(
        "--cold-repeat",
        type=int,
        default=1,
        help="runs of the cold timing (each builds every"
        " release's modules again: minutes on a busy machine), at most --repeat",
    )
    parser.add_argument("--mypy", help="the mypy to compare with (default: found, see _mypy)")
    parser.add_argument("--no-mypy", action="store_true", help="skip the mypy comparison")
    parser.add_argument(
        "--against",
        type=Path,
        help="another checkout (the code before a change): x 1 and x K warm of both, their"
        " runs taking turns, printed side by side",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--versions", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(run_child(args.child, args.versions.split(","))))
        return 0
    if args.releases < 1 or args.repeat < 1:
        parser.error("--releases and --repeat must be at least 1")
    mypy = None if args.no_mypy else _mypy(args.mypy)
    bench(
        args.releases,
        cold=not args.no_cold,
        quarter=not args.no_quarter,
        repeat=args.repeat,
        cold_repeat=args.cold_repeat,
        mypy=mypy,
        against=args.against.resolve() if args.against else None,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
