"""GPU-suite results (`benchmarks/results/*.json`, schema in its README) as report evidence.

Each run becomes a small summary (host, versions, commit, outcome counts, and per test a short
evidence string from its recorded values) that the report renders and drift.json carries as
`gpu_runs`. Only what the summary reads is checked. Known value names get their own wording;
a test recording none of them (a new kind of result) shows its scalar values as they are.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from compat.results import version_key
from probes import is_dir_safely, parse_spec, read_text

SCHEMA_VERSION = 1
KIND = "gpu-suite"
SHOWN_VERSIONS = ("vllm", "torch", "transformers", "speculators", "hs-connectors")
OUTCOMES = ("passed", "failed", "error", "xfailed", "xpassed", "skipped", "interrupted")
TOP_KEYS: tuple[tuple[str, type], ...] = (
    ("date", str),
    ("host", dict),
    ("versions", dict),
    ("project", dict),
    ("tests", list),
)
# (key, type, stand-in when null or absent): `values` and `message` may be left out
TEST_KEYS: tuple[tuple[str, type, object], ...] = (
    ("id", str, None),
    ("outcome", str, None),
    ("values", dict, {}),
    ("message", str, ""),
)
FIX = "rewrite it with the GPU suite (tests/gpu/results.py) or move it out of the folder"


class GpuResultsError(ValueError):
    """A GPU results folder or file the report cannot read (bad input: the CLI exits 2)."""


# --- loading ------------------------------------------------------------------------------


def default_dir(cwd: Path | None = None) -> Path | None:
    """`benchmarks/results` under the working directory when it exists: the repo's own runs."""
    folder = (cwd or Path.cwd()) / "benchmarks" / "results"
    return folder if folder.is_dir() else None


def load_runs(folder: Path) -> list[dict[str, Any]]:
    """Summaries of every GPU-suite run in `folder`, newest vLLM first, then newest run."""
    if not is_dir_safely(Path(folder)):
        raise GpuResultsError(
            f"GPU results folder {folder} does not exist; give the folder the GPU suite wrote "
            "(e.g. benchmarks/results)"
        )
    runs = [run for path in sorted(Path(folder).glob("*.json")) if (run := load_run(path))]
    return ordered(runs)


def requested_runs(given: Path | None, notes: list[str]) -> list[dict[str, Any]] | None:
    """Run summaries for `--gpu-results` (`given`), else ./benchmarks/results if it exists, else
    None; `drift` and `report` share this reading of the option."""
    folder = given if given is not None else default_dir()
    if folder is None:
        return None
    runs = load_runs(folder)
    if not runs and given is not None:
        notes.append(f"no GPU-suite results in {folder}: the report has no GPU evidence section")
    return runs


def load_run(path: Path) -> dict[str, Any] | None:
    """One file's run summary; None for a JSON that is not a GPU-suite result."""
    try:
        doc = json.loads(read_text(path))
    except (OSError, UnicodeDecodeError) as exc:
        raise GpuResultsError(f"cannot read GPU results file {path} ({exc}); {FIX}") from exc
    except json.JSONDecodeError as exc:
        msg = f"GPU results file {path} is not valid JSON ({exc.msg}, line {exc.lineno}); {FIX}"
        raise GpuResultsError(msg) from exc
    except RecursionError:
        msg = f"GPU results file {path} is nested too deeply to be a GPU-suite result; {FIX}"
        raise GpuResultsError(msg) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        return None
    if doc.get("schema_version") != SCHEMA_VERSION:
        got = doc.get("schema_version")
        raise GpuResultsError(
            f"GPU results file {path} has schema_version {got!r}, this report reads "
            f"{SCHEMA_VERSION}; update speculators-compat or move the file out of the folder"
        )
    _require(doc, path)
    return summarize(doc, path.name)


def _require(doc: dict[str, Any], path: Path) -> None:
    """The keys the summary reads, with their types (one line naming the first one wrong)."""
    wanted: list[tuple[str, object, type]] = [(k, doc.get(k), t) for k, t in TOP_KEYS]
    for i, test in enumerate(doc.get("tests") or []):
        test = test if isinstance(test, dict) else {}
        wanted += [(f"tests[{i}].{k}", test.get(k) or d, t) for k, t, d in TEST_KEYS]
    for key, value, kind in wanted:
        if not isinstance(value, kind):
            raise GpuResultsError(
                f"GPU results file {path}: `{key}` is missing or not a {kind.__name__}; {FIX}"
            )


def summarize(doc: dict[str, Any], name: str) -> dict[str, Any]:
    """The part of a run the report shows (plain JSON: it goes into drift.json as is)."""
    tests = [_test(t) for t in doc["tests"]]
    counts = Counter(t["outcome"] for t in tests)
    host, project = doc["host"], doc["project"]
    run = {
        "file": name,
        "date": doc["date"],
        "host": {
            "kind": host_kind(host),
            "gpu_model": host.get("gpu_model"),
            "gpu_count": host.get("gpu_count"),
        },
        "versions": {k: doc["versions"].get(k) for k in SHOWN_VERSIONS},
        "project": {"commit": str(project.get("commit") or "")[:7], "tree": project.get("tree")},
        "outcomes": outcome_counts(counts),
        "tests": tests,
    }
    return {**run, "evidence": is_evidence(run)}  # for readers of drift.json


def host_kind(host: dict[str, Any]) -> str:
    """`cpu` for a run of the CPU engine suite (vLLM's CPU build, tests/cpu_engine), else
    `gpu` (files written before host kinds existed are GPU runs)."""
    return "cpu" if host.get("kind") == "cpu" else "gpu"


def outcome_counts(counts: Counter[str]) -> dict[str, int]:
    """Outcome counts in OUTCOMES' order (an outcome it does not name last, by name)."""
    rank = {o: i for i, o in enumerate(OUTCOMES)}
    return {o: counts[o] for o in sorted(counts, key=lambda o: (rank.get(o, 99), o))}


def _test(test: dict[str, Any]) -> dict[str, Any]:
    values = test.get("values") or {}
    parts = evidence(values)
    message = (test.get("message") or "").strip()
    if test["outcome"] != "passed" and message:
        parts.append(_short(message.splitlines()[-1]))
    return {
        "id": test["id"],
        "outcome": test["outcome"],
        "evidence": "; ".join(parts),
        "consumers": covered(values),
    }


def covered(values: dict[str, Any]) -> list[str]:
    """The consumer releases (`name==version`) a test is evidence for, as the test recorded
    them: `consumers` (a name -> version dict, or a list of `name==version`) and the patched
    extractor tests' `speculators_version`. A test that recorded neither covers no cell."""
    found: list[str] = []
    named = values.get("consumers")
    if isinstance(named, dict):
        found += [f"{k}=={v}" for k, v in named.items() if isinstance(v, str)]
    elif isinstance(named, list):
        found += [c for c in named if isinstance(c, str)]
    if isinstance(values.get("speculators_version"), str):
        found.append(f"speculators=={values['speculators_version']}")
    specs = [parse_spec(c) for c in found]
    return sorted({f"{name}=={version}" for name, version in filter(None, specs) if version})


def cells(runs: list[dict[str, Any]]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """(consumer release, vLLM release) -> the tests of evidence runs that covered it (each
    with its run's file), newest run first: the report puts GPU results on these cells."""
    out: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for run in ordered([r for r in runs if is_evidence(r)]):
        vllm = str(run["versions"].get("vllm") or "unknown")
        for test in run["tests"]:
            for consumer in test.get("consumers") or []:
                entry = {"file": run["file"], "host_kind": host_kind(run["host"]), **test}
                out.setdefault((consumer, vllm), []).append(entry)
    return out


def current(tests: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """The newest result of each test (`tests` newest run first, as `cells` gives them) and
    how many older results of the same test it supersedes: a test that failed, was fixed and
    passed on a later clean commit counts once, as passed. An `interrupted` result (the run
    stopped before the test ran) says nothing of the code: it counts only where the test has
    no other result."""
    real = {_key(t) for t in tests if t["outcome"] != "interrupted"}
    newest: dict[tuple[str, str], dict[str, Any]] = {}
    older = 0
    for test in tests:
        if test["outcome"] == "interrupted" and _key(test) in real:
            continue
        if _key(test) in newest:
            older += 1
        else:
            newest[_key(test)] = test
    return list(newest.values()), older


def _key(test: dict[str, Any]) -> tuple[str, str]:
    return test["id"], test.get("host_kind", "gpu")


def cell_summary(tests: list[dict[str, Any]]) -> str:
    """`7 passed, 1 xfailed in 3 runs`: the newest result of each of a cell's tests
    (`current`; older results are named as superseded); CPU engine runs are counted apart,
    after them (`…; CPU engine: 5 passed in 1 run`), never mixed in."""
    parts = []
    for kind, label in (("gpu", ""), ("cpu", "CPU engine: ")):
        mine = [t for t in tests if t.get("host_kind", "gpu") == kind]
        if not mine:
            continue
        latest, older = current(mine)
        counts = Counter(t["outcome"] for t in latest)
        text = ", ".join(f"{n} {o}" for o, n in outcome_counts(counts).items())
        files = len({t["file"] for t in mine})
        text = f"{label}{text} in {files} run{'s' if files != 1 else ''}"
        parts.append(
            text
            + (f" ({older} older result{'s' if older != 1 else ''} superseded)" if older else "")
        )
    return "; ".join(parts)


def from_drift_json(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The `gpu_runs` a drift JSON carries (none when it has none), checked like a file."""
    runs = data.get("gpu_runs") or []
    keys = {"file", "date", "host", "versions", "project", "outcomes", "tests"}
    if not isinstance(runs, list) or not all(isinstance(r, dict) and keys <= set(r) for r in runs):
        raise GpuResultsError("drift JSON `gpu_runs` is not a list of run summaries; rerun drift")
    return ordered(runs)


# --- order and grouping -------------------------------------------------------------------


def ordered(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Newest vLLM first (a version that does not parse last), then newest run first."""

    def vllm(run: dict[str, Any]) -> tuple[Any, ...]:
        return version_key(run["versions"].get("vllm"))

    by_date = sorted(runs, key=lambda r: r["date"], reverse=True)
    newest = sorted(by_date, key=vllm, reverse=True)  # sorts are stable: dates keep their order
    return sorted(newest, key=lambda r: vllm(r)[0])  # releases, then what does not parse


def is_evidence(run: dict[str, Any]) -> bool:
    """Only a run of committed code is evidence: its tree was `clean`. A run with uncommitted
    changes (`dirty`) or of an unknown tree tested code that no commit holds, whether its
    tests passed or not; the report lists such runs apart (`not_evidence`), never under a
    cell or a release's evidence."""
    return bool(run["project"].get("tree") == "clean")


def not_evidence(runs: list[dict[str, Any]], shown: set[str] | None = None) -> list[dict[str, Any]]:
    """The runs `is_evidence` rejects (beside the vLLM releases `shown`, all when None),
    newest vLLM then newest run first: the report lists them as such."""
    rejected = [r for r in runs if not is_evidence(r)]
    if shown is not None:
        rejected = [r for r in rejected if str(r["versions"].get("vllm") or "unknown") in shown]
    return ordered(rejected)


NOT_EVIDENCE = "Not evidence (uncommitted changes in the tree, or tree unknown)"


def by_vllm(
    runs: list[dict[str, Any]],
) -> list[tuple[str, list[dict[str, Any]], list[dict[str, Any]]]]:
    """(vLLM version, newest runs, older runs) per version, evidence only (`is_evidence`:
    clean-tree runs), newest first. A run is among the newest when it brings a test none
    before it ran (the chunks of one suite run, or a new kind of result such as EAGLE-3
    training); a run whose tests were all run by those is an older one.
    """
    groups: dict[str, list[dict[str, Any]]] = {}
    for run in ordered([r for r in runs if is_evidence(r)]):
        groups.setdefault(str(run["versions"].get("vllm") or "unknown"), []).append(run)
    out = []
    for version, group in groups.items():
        # GPU runs first, then CPU engine runs (stable sort: newest first within each)
        group.sort(key=lambda r: host_kind(r["host"]) == "cpu")
        seen: set[str] = set()
        newest: list[dict[str, Any]] = []
        older: list[dict[str, Any]] = []
        for run in group:
            ran = {t["id"] for t in run["tests"] if t["outcome"] != "skipped"}
            (newest if ran - seen or not newest else older).append(run)
            seen |= ran
        out.append((version, newest, older))
    return out


def run_heading(run: dict[str, Any]) -> str:
    """One line: date, host, the versions beside vLLM, commit, outcome counts, file."""
    host, project = run["host"], run["project"]
    where = f"{host.get('gpu_count')} × {host.get('gpu_model') or 'no GPU'}"
    if host_kind(host) == "cpu":
        where = "CPU engine (vLLM's CPU build, no GPU)"
    parts = [run["date"], where]
    versions = run["versions"]
    parts += [f"{k} {versions[k]}" for k in SHOWN_VERSIONS[1:] if versions.get(k)]
    parts.append(f"commit {project.get('commit') or '?'} ({project.get('tree') or 'tree ?'})")
    parts.append(", ".join(f"{n} {o}" for o, n in run["outcomes"].items()) or "no tests")
    return " · ".join([*parts, run["file"]])


def test_rows(run: dict[str, Any]) -> list[list[str]]:
    return [[t["id"], t["outcome"], t["evidence"]] for t in run["tests"]]


# --- evidence from recorded values --------------------------------------------------------


def _short(text: object, limit: int = 100) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _worst(value: dict[str, Any], key: str, pick: Callable[..., Any]) -> float:
    """The worst layer's figure (NaN wins: a NaN anywhere must show)."""
    numbers = [float(v[key]) for v in value.values()]
    return math.nan if any(math.isnan(x) for x in numbers) else pick(numbers)


def _layers(label: str) -> Callable[[Any, dict[str, Any]], str]:
    """Worst cosine (floored: the text says ≥) and worst max|a−b|/RMS over the layers."""

    def show(value: dict[str, Any], _: dict[str, Any]) -> str:
        cos, err = _worst(value, "cosine_min", min), _worst(value, "max_abs_over_rms", max)
        cos_text = "nan" if math.isnan(cos) else f"{math.floor(cos * 1e6) / 1e6:.6f}"
        return f"{label}: cosine ≥ {cos_text}, max|a−b|/RMS ≤ {err:.4g} ({len(value)} layers)"

    return show


def _order(value: list[Any], _: dict[str, Any]) -> str:
    return "order kept" if value == list(range(len(value))) else f"order NOT kept: {value}"


def _greedy(value: int, values: dict[str, Any]) -> str:
    return f"greedy: {value}/{values['compared']} mismatches (ε {values.get('epsilon')})"


def _probes(value: dict[str, Any], _: dict[str, Any]) -> str:
    statuses = [str(answer["status"]) for answer in value.values()]
    return "probes: " + ", ".join(f"{statuses.count(s)} {s}" for s in sorted(set(statuses)))


def _runner(value: list[Any], _: dict[str, Any]) -> str:
    return "runner " + ", ".join(dict.fromkeys(".".join(c.split(".")[-2:]) for c in value))


EVIDENCE: dict[str, Callable[[Any, dict[str, Any]], str | None]] = {
    "per_layer_id": _layers("layers"),
    "per_layer": _layers("layers"),
    "per_layer_id_vs_fp32": _layers("vs fp32"),
    "per_layer_vs_fp32": _layers("vs fp32"),
    "bitwise_equal_request_layers": lambda v, _: f"bitwise equal {v}",
    "bf16_bound_0.02_met_vs_transformers_bf16": lambda v, _: (
        "0.02·RMS vs transformers bf16 " + ("met" if v else "not met")
    ),
    "id0_bitwise_equal_to_id_L": lambda v, _: "id 0 bitwise = id L" if v else "id 0 ≠ id L",
    "shapes": lambda v, _: f"{len(v)} requests × {v[0][1]} layers × {v[0][2]} hidden",
    "returned_order": _order,
    "mismatches": _greedy,
    "form": lambda v, _: f"form {v}",
    "probe_answers": _probes,
    "model_runner": _runner,
    "worker_start_method": lambda v, _: f"start method {v}",
    "failure": lambda v, _: f"failure: {_short(v)}" if v else None,
    "error": lambda v, _: f"error: {_short(v)}" if v else None,
    "forked_child_cuda": lambda v, _: f"forked child: {_short(v)}",
    # EAGLE-3 pipeline (extraction through `vllm serve`, training, serving the draft)
    "files": lambda v, _: f"{v['files']} files, {v['rows']} rows",
    "rows_bitwise_equal": lambda v, values: f"rows bitwise equal {v}/{values['rows']}",
    "summary": lambda v, _: (
        f"loss {v['loss_first']:.3g} → {v['loss_last']:.3g} over {v['steps']} steps"
    ),
    "scaling_ratio_epoch_time_1gpu_over_ngpu": lambda v, _: f"epoch-time scaling {v:.2f}×",
    "load_back": lambda v, _: (
        f"load-back: {v['saved']} saved, {len(v['missing_in_model'])} missing, "
        f"{len(v['differ'])} differ"
    ),
    "speculative_method": lambda v, _: f"method {v}",
    "acceptance": lambda v, _: (
        "acceptance " + ", ".join(f"{k} {float(a['acceptance_rate']):.1%}" for k, a in v.items())
    ),
    "greedy": lambda v, _: (
        f"greedy: {v['mismatches']}/{v['compared']} mismatches (ε {v.get('epsilon')})"
    ),
    "decode_tokens_per_s": lambda v, _: (
        "decode tok/s " + ", ".join(f"{k} {float(x):.0f}" for k, x in v.items())
    ),
    "hidden_states_dtypes": lambda v, _: (
        "dtypes " + ", ".join(str(d).removeprefix("torch.") for d in v)
    ),
    # extraction throughput (tests/gpu/test_throughput.py): ratios to plain prefill
    "in_process_extract_ratio_to_plain_prefill": lambda v, _: f"in-process {v:.2f}× prefill",
    "server_extract_ratio_to_plain_prefill": lambda v, _: f"vllm serve {v:.2f}× prefill",
    "legacy_0_4_0_1_extract_ratio_to_plain_prefill": lambda v, _: f"0.4.0.1 {v:.3f}× prefill",
    "plain_prefill_tokens_per_s": lambda v, _: f"plain prefill {v:,.0f} tok/s",
    "requests_in_flight": lambda v, _: f"{v} in flight",
    "batch_size": lambda v, _: f"batch {v}",
    "dequantized_cosine_min_vs_bf16": lambda v, _: (
        f"dequantized cosine ≥ {math.floor(v * 1e4) / 1e4:.4f} vs bf16"
    ),
}


GENERIC_MAX = 6  # scalar values shown for a test none of EVIDENCE's names describe


def _scalar(value: Any) -> str | None:
    if isinstance(value, bool) or value is None:
        return None if value is None else str(value).lower()
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value:.4g}"
    if isinstance(value, str) and len(value) <= 40 and "\n" not in value:
        return value
    return None


def generic(values: dict[str, Any]) -> list[str]:
    """`name value` for scalar values (and small dicts of them), in recorded order: how a new
    kind of GPU result (training, serving, …) shows before it gets its own EVIDENCE entry."""
    out = []
    for name, value in values.items():
        if isinstance(value, dict) and 0 < len(value) <= 4:
            parts = [(k, _scalar(v)) for k, v in value.items()]
            text = ", ".join(f"{k} {v}" for k, v in parts) if all(v for _, v in parts) else None
        else:
            text = _scalar(value)
        if text is not None:
            out.append(_short(f"{name} {text}", 160))
        if len(out) == GENERIC_MAX:
            break
    return out


def evidence(values: dict[str, Any]) -> list[str]:
    """Short texts for the known value names, in EVIDENCE's order; odd shapes are skipped.
    A test none of them describes shows its scalar values instead (`generic`)."""
    if not any(name in values for name in EVIDENCE):
        return generic(values)
    out = []
    for name, show in EVIDENCE.items():
        if name not in values:
            continue
        try:
            text = show(values[name], values)
        except (TypeError, ValueError, KeyError, AttributeError):
            continue
        if text:
            out.append(_short(text, 160))
    return out
