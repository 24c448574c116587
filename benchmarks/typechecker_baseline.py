"""The type-checker baseline on the development corpus, side by side with the engine.

DECISIONS ("Consumers"): the baseline to beat is a type checker pointed at a release's vLLM
source tree. This runs mypy on every corpus consumer (compat/corpus.py) at each vLLM release
its hand-verified table covers (its target and the newest verified), with that release's sdist
tree as the only vLLM mypy can see, and scores mypy's diagnostics against the table
(tests/handverified/corpus/) the way `scripts/corpus_report.py` scores the engine.

How a run is made (mypy is given by path, installed outside this project, e.g.
`python3.12 -m venv /tmp/mypyenv && /tmp/mypyenv/bin/pip install mypy`):

    cd <unpacked wheel>/<dir holding the package>
    MYPYPATH=<cache>/src/vllm-<version> <mypy> --config-file <cfg> --cache-dir <fresh dir> \\
        <setup flags> --no-error-summary --show-column-numbers --hide-error-context \\
        -O json -p <package>

with <cfg> (written per run, see `MYPY_INI`): `python_version = 3.12` (`--python-version`; the
GPU machine's Python, and openrlhf's wheel is cp312-only), `ignore_missing_imports` and
`follow_imports = silent` for everything (whatever is not installed is Any; vLLM's own modules
are analysed but not reported), except that a missing `vllm.*` module IS reported (otherwise
`--ignore-missing-imports` would hide every removed vLLM module), and `check_untyped_defs`
(the consumers are mostly unannotated; without it mypy skips those function bodies, and with
them most calls into vLLM). Each run starts from an empty cache (cold, single process), and
is timed. Two setups (`Setup`), each measured in full:
* `bare` (`--no-site-packages`): nothing installed is visible; vLLM's pydantic dataclasses
  (SamplingParams' StructuredOutputsParams, the configs) and msgspec structs then have no
  known constructor, which makes false "Unexpected keyword" diagnostics and hides others;
* `typing-deps` (`--python-executable P`, only with `--python-executable`): the packages
  installed for P are visible (measured with mypy's own venv plus pydantic and msgspec, the
  two vLLM dependencies that decide constructor signatures; torch and transformers stay Any).
  P must not be able to import vllm: the release's tree must be the only vLLM.

Which diagnostics are about vLLM (the rest are "unrelated": the consumer's own typing):
* the message names a vLLM module (`vllm.x...`, or the module "vllm"), or
* the line is part of an `import vllm...` / `from vllm... import` statement, or
* the diagnostic exists only because vLLM's types are visible: the same consumer is also run
  once with no vLLM at all (every vLLM name is then Any); an (file, line, column, code,
  message) diagnostic of the vLLM run that this run does not produce was caused by vLLM's
  types (a call or attribute on a vLLM object, a subclass of a vLLM class ...).

Scoring, per (consumer, release), against the table's rows for that release:
* a vLLM diagnostic "covers" its line range (line..end_line) widened to the enclosing simple
  statement or compound-statement header (a parenthesised `from vllm.x import (...)` or a call
  spread over lines is one place, whatever line mypy or the table names);
* it is a true positive (TP) if a TRUE row's file:line is covered, else a false positive (FP)
  if a FALSE or CONSEQUENCE row's is (or a CHECKED_OK use's, where a table keeps them), else
  "unverified" (no row: nobody read it; not counted as true). `exact_line` repeats this with
  the diagnostic's own line only;
* precision = TP / (TP + FP + unverified), per diagnostic, as `compare.py` counts the engine's
  unverified findings; `precision_verified` = TP / (TP + FP) leaves the unverified out (what
  precision would be if none of them counted either way), kept for transparency;
* recall = TRUE rows covered by at least one vLLM diagnostic / TRUE rows at that release;
  `recall_symbol` also asks that one of those diagnostics name the row's symbol (one of its
  last two dotted parts), i.e. that it is about that break and not another problem on the line.
  (A type checker reports an abstract class where it is instantiated, not at the class, and
  cannot see a `semantic` row or a target named in a string: such TRUE rows stay missed.)
* `unverified_break_shaped` lists the unverified diagnostics shaped like a removed or changed
  API (import-not-found, call-arg, abstract, override, `Module "vllm..." has no attribute`):
  what a person should read first when extending the table.

The engine's figures come from `scripts/corpus_report.py --json` (run here unless
`--engine-json` gives its output). Writes JSON (`schema_version` 1, `kind`
"typechecker-baseline": the report's GPU-results reader skips it) and prints a table.
"""

from __future__ import annotations

import argparse
import ast
import datetime as dt
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from compat.corpus import CORPUS, CorpusConsumer  # noqa: E402
from probes import releases  # noqa: E402
from tests.handverified.corpus import TRUE, Row  # noqa: E402
from tests.handverified.corpus.tables import table  # noqa: E402

SCHEMA_VERSION = 1
KIND = "typechecker-baseline"
SAMPLE = 15  # unverified / false-positive diagnostics listed per pair

MYPY_INI = """\
[mypy]
python_version = {python}
ignore_missing_imports = True
follow_imports = silent
check_untyped_defs = True
{vllm_section}"""
# A removed vLLM module must be an error, not silently Any (only when a vLLM tree is given).
VLLM_SECTION = "\n[mypy-vllm,vllm.*]\nignore_missing_imports = False\n"
MYPY_FLAGS = (
    "--no-error-summary",
    "--show-column-numbers",
    "--hide-error-context",
    "-O",
    "json",
)
_NAMES_VLLM = re.compile(r'(?<![\w.])vllm(\.\w|")')


@dataclass(frozen=True)
class Setup:
    """What mypy sees besides the consumer and the vLLM tree."""

    name: str
    flags: tuple[str, ...]
    about: str
    packages: tuple[tuple[str, str], ...] = ()


BARE = Setup(
    "bare",
    ("--no-site-packages",),
    "no installed package at all: every dependency of vLLM and of the consumer is Any",
)


def deps_setup(python: str) -> Setup:
    """mypy sees the packages installed for `python` (which must not hold vLLM)."""
    code = (
        "import importlib.metadata as m, importlib.util as u, json\n"
        "print(json.dumps([u.find_spec('vllm') is not None, sorted({(d.metadata['Name'], "
        "d.version) for d in m.distributions()})]))"
    )
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True)
    has_vllm, dists = json.loads(out.stdout)
    if has_vllm:
        raise SystemExit(f"{python} can import vllm: mypy would not be limited to one vLLM tree")
    names = ", ".join(f"{n} {v}" for n, v in dists)
    return Setup(
        "typing-deps",
        ("--python-executable", python),
        f"the packages installed for {python} ({names}): e.g. pydantic and msgspec, so vLLM's "
        "pydantic dataclasses and msgspec structs have their real constructors",
        tuple((n, v) for n, v in dists),
    )


# --- inputs ----------------------------------------------------------------------------------


def package_name(entry: CorpusConsumer) -> str:
    return entry.name.replace("-", "_")


def unpack_wheel(entry: CorpusConsumer, dest: Path) -> dict:
    """The consumer's wheel (cached, sha256-checked) unpacked; where its package sits."""
    art = releases.fetch_artifact(entry.name, entry.version, kind="wheel")
    pkg = package_name(entry)
    with zipfile.ZipFile(art.path) as zf:
        names = [n for n in zf.namelist() if n.endswith((".py", ".pyi"))]
        inits = [n for n in names if n.endswith(f"{pkg}/__init__.py")]
        if not inits:
            raise SystemExit(f"{art.filename} has no {pkg}/__init__.py")
        prefix = min(inits, key=len)[: -len(f"{pkg}/__init__.py")]  # e.g. "x-1.data/purelib/"
        for name in names:
            if name.startswith(prefix):
                zf.extract(name, dest)
    return {
        "file": art.filename,
        "sha256": art.sha256,
        "package_dir": prefix or ".",
        "root": dest / prefix,
    }


def vllm_tree(version: str) -> dict:
    tree = releases.source_tree("vllm", version)
    prov = tree.provenance or {}
    return {"root": tree.root, "file": prov.get("file"), "sha256": prov.get("sha256")}


# --- mypy ------------------------------------------------------------------------------------


def mypy_version(mypy: str) -> str:
    out = subprocess.run([mypy, "--version"], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def run_mypy(
    mypy: str,
    setup: Setup,
    root: Path,
    pkg: str,
    vllm_root: Path | None,
    work: Path,
    python: str,
):
    """One cold mypy run; (diagnostics, seconds, returncode, argv, env, config, stderr)."""
    config = MYPY_INI.format(python=python, vllm_section=VLLM_SECTION if vllm_root else "")
    tag = f"{setup.name}-{pkg}-{vllm_root.name if vllm_root else 'no-vllm'}"
    cfg = work / f"{tag}.ini"
    cfg.write_text(config)
    cache = work / f"cache-{tag}"
    shutil.rmtree(cache, ignore_errors=True)
    argv = [mypy, "--config-file", str(cfg), "--cache-dir", str(cache), *setup.flags]
    argv += [*MYPY_FLAGS, "-p", pkg]
    env = {k: v for k, v in os.environ.items() if k != "MYPYPATH"}
    if vllm_root:
        env["MYPYPATH"] = str(vllm_root)
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=root, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    shutil.rmtree(cache, ignore_errors=True)
    diags, other = [], []
    for line in proc.stdout.splitlines():
        try:
            d = json.loads(line)
        except ValueError:
            other.append(line)
            continue
        if d.get("severity") == "error":
            diags.append(d)
    if proc.returncode not in (0, 1) or other:  # 2: a blocking error (syntax, crash)
        tail = (proc.stderr.strip() or "\n".join(other))[-2000:]
        print(f"    mypy {tag}: exit {proc.returncode}: {tail}", file=sys.stderr)
    shown = {"MYPYPATH": env["MYPYPATH"]} if vllm_root else {}
    return diags, seconds, proc.returncode, argv, shown, config, proc.stderr.strip()[-2000:]


def _key(d: dict) -> tuple:
    return d["file"], d["line"], d["column"], d.get("code"), d["message"]


# --- the consumer's source: statements and vLLM imports --------------------------------------


class SourceIndex:
    """Per file: the statement span of each line, and the lines of `vllm` imports."""

    def __init__(self, root: Path):
        self.root = root
        self._spans: dict[str, dict[int, tuple[int, int]]] = {}
        self._imports: dict[str, set[int]] = {}

    def _load(self, rel: str) -> None:
        spans: dict[int, tuple[int, int]] = {}
        imports: set[int] = set()
        try:
            tree = ast.parse((self.root / rel).read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            tree = None
        for node in ast.walk(tree) if tree else ():
            if not isinstance(node, ast.stmt):
                continue
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
                span = (first, max(node.lineno, body[0].lineno - 1))  # the header only
            else:
                span = (node.lineno, node.end_lineno or node.lineno)
            for line in range(span[0], span[1] + 1):
                old = spans.get(line)
                if old is None or span[1] - span[0] < old[1] - old[0]:
                    spans[line] = span  # the innermost wins
            if _imports_vllm(node):
                imports.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        self._spans[rel], self._imports[rel] = spans, imports

    def covered(self, d: dict) -> set[int]:
        rel = d["file"]
        if rel not in self._spans:
            self._load(rel)
        line, end = d["line"], max(d.get("end_line") or d["line"], d["line"])
        lines = set(range(line, end + 1))
        for n in (line, end):
            lo, hi = self._spans[rel].get(n, (n, n))
            lines.update(range(lo, hi + 1))
        return lines

    def is_vllm_import(self, d: dict) -> bool:
        rel = d["file"]
        if rel not in self._imports:
            self._load(rel)
        return d["line"] in self._imports[rel]


def _imports_vllm(node: ast.stmt) -> bool:
    if isinstance(node, ast.Import):
        return any(a.name == "vllm" or a.name.startswith("vllm.") for a in node.names)
    if isinstance(node, ast.ImportFrom):
        mod = node.module or ""
        return node.level == 0 and (mod == "vllm" or mod.startswith("vllm."))
    return False


# --- scoring ---------------------------------------------------------------------------------


def vllm_reason(d: dict, src: SourceIndex, without: Counter) -> str | None:
    """Why a diagnostic is about vLLM (None: unrelated); `without` is consumed."""
    if _NAMES_VLLM.search(d["message"]):
        return "names-vllm"
    if src.is_vllm_import(d):
        return "vllm-import-line"
    k = _key(d)
    if without[k] > 0:
        without[k] -= 1
        return None
    return "only-with-vllm"


def _symbol_named(row: Row, message: str) -> bool:
    parts = [p for p in row.symbol.split(".") if p not in ("vllm", "__init__")]
    return any(re.search(rf"(?<!\w){re.escape(p)}(?!\w)", message) for p in parts[-2:])


def _brief(d: dict) -> dict:
    return {
        "at": f"{d['file']}:{d['line']}:{d['column']}",
        "code": d.get("code"),
        "message": d["message"],
    }


def _place(location: str) -> tuple[str, int]:
    path, _, line = location.rpartition(":")
    return path, int(line)


def score(
    diags: list[dict], baseline: list[dict], rows: list[Row], ok: set[str], src: SourceIndex
) -> dict:
    """One (consumer, release): mypy's vLLM diagnostics against the table's rows.

    `ok`: consumer file:line of uses a person verified as fine there (a table's CHECKED_OK);
    a diagnostic there with no row is a false positive too.
    """
    without = Counter(_key(d) for d in baseline)
    by_line: dict[tuple[str, int], list[Row]] = {}
    for row in rows:
        by_line.setdefault(_place(row.location), []).append(row)
    ok_lines = {_place(loc) for loc in ok}
    reasons: Counter = Counter()
    codes: Counter = Counter()
    unrelated = 0
    tally = {"covered": Counter(), "exact_line": Counter()}
    listed: dict[str, list[dict]] = {"tp": [], "fp": [], "unverified": []}
    flagged: dict[Row, list[str]] = {}  # TRUE row -> messages of the diagnostics covering it
    flagged_exact: set[Row] = set()
    for d in diags:
        reason = vllm_reason(d, src, without)
        if reason is None:
            unrelated += 1
            continue
        reasons[reason] += 1
        codes[d.get("code") or "?"] += 1
        for mode, lines in (("covered", src.covered(d)), ("exact_line", {d["line"]})):
            hit = [r for n in sorted(lines) for r in by_line.get((d["file"], n), [])]
            true = [r for r in hit if r.verdict == TRUE]
            fine = any((d["file"], n) in ok_lines for n in lines)
            verdict = "tp" if true else "fp" if hit or fine else "unverified"
            tally[mode][verdict] += 1
            if mode == "covered":
                for r in true:
                    flagged.setdefault(r, []).append(d["message"])
                item = _brief(d) | {"rows": [f"{r.verdict} {r.symbol}" for r in hit]}
                if fine and not hit:
                    item["rows"] = ["CHECKED_OK"]
                listed[verdict].append(item)
            else:
                flagged_exact.update(true)
    true_rows = [r for r in rows if r.verdict == TRUE]
    by_symbol = [r for r in true_rows if any(_symbol_named(r, m) for m in flagged.get(r, []))]

    def figures(t: Counter, found: int) -> dict:
        reported = t["tp"] + t["fp"] + t["unverified"]
        verified = t["tp"] + t["fp"]
        return {
            "tp": t["tp"],
            "fp": t["fp"],
            "unverified": t["unverified"],
            "precision": t["tp"] / reported if reported else None,
            "precision_verified": t["tp"] / verified if verified else None,
            "recall": [found, len(true_rows)],
        }

    return {
        "vllm_diagnostics": sum(reasons.values()),
        "unrelated_diagnostics": unrelated,
        "vllm_by_reason": dict(reasons.most_common()),
        "vllm_by_code": dict(codes.most_common()),
        **figures(tally["covered"], sum(r in flagged for r in true_rows)),
        "recall_symbol": [len(by_symbol), len(true_rows)],
        "exact_line": figures(tally["exact_line"], len(flagged_exact)),
        "true_rows_found": [f"{r.location} {r.kind} {r.symbol}" for r in true_rows if r in flagged],
        "true_rows_missed": [
            f"{r.location} {r.expected_kind or r.kind} {r.symbol}"
            for r in true_rows
            if r not in flagged
        ],
        "tp_diagnostics": listed["tp"],
        "fp_sample": listed["fp"][:SAMPLE],
        "unverified_sample": _spread(listed["unverified"], SAMPLE),
        "unverified_break_shaped": [d for d in listed["unverified"] if _break_shaped(d)],
    }


# Unverified diagnostics shaped like a removed or changed API (not type-precision noise): the
# candidates a person should read first (many are guarded by try/except or a version check).
BREAK_CODES = ("import-not-found", "call-arg", "abstract", "override")


def _break_shaped(item: dict) -> bool:
    return item["code"] in BREAK_CODES or item["message"].startswith('Module "vllm')


def _spread(items: list[dict], n: int) -> list[dict]:
    """Up to n items, one per file first (a sample, not the first file's lines)."""
    seen, first, rest = set(), [], []
    for item in items:
        path = item["at"].split(":")[0]
        (rest if path in seen else first).append(item)
        seen.add(path)
    return (first + rest)[:n]


# --- the engine ------------------------------------------------------------------------------


def engine_rows(path: Path | None, work: Path) -> tuple[dict, str]:
    """(consumer spec, vllm) -> the engine's row of scripts/corpus_report.py's JSON."""
    how = f"read from {path}"
    if path is None:
        path = work / "engine.json"
        cmd = [sys.executable, str(ROOT / "scripts" / "corpus_report.py"), "--json", str(path)]
        start = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)
        secs = time.perf_counter() - start
        how = (
            "python scripts/corpus_report.py --json (this checkout): every consumer and release "
            f"in {secs:.1f} s wall, caches as found (parsed modules and usage are cached)"
        )
    data = json.loads(path.read_text())
    return {(r["consumer"], r["vllm"]): r for r in data["rows"]}, how


def engine_figures(row: dict | None) -> dict | None:
    if row is None:
        return None
    true, reported = row["after"]
    found, total = row["recall"]
    return {
        "reported": reported,
        "tp": true,
        "fp": row["false_after"],
        "unverified": row["unverified"],
        "precision": true / reported if reported else None,
        "recall": [found, total],
    }


# --- the run ---------------------------------------------------------------------------------


def measure(
    mypy: str, setups: list[Setup], names: list[str], work: Path, engine: dict, python: str
) -> list[dict]:
    out = []
    for entry in CORPUS:
        if names and entry.name not in names:
            continue
        got = table(entry.name)
        pkg = package_name(entry)
        wheel = unpack_wheel(entry, work / "wheels" / entry.name)
        root = wheel.pop("root")
        src = SourceIndex(root)
        consumer = {
            "consumer": entry.spec,
            "target": entry.target,
            "wheel": wheel | {"table_sha256": got.wheel_sha256},
            "wheel_matches_table": wheel["sha256"] == got.wheel_sha256,
            "without_vllm": {},
            "releases": [],
        }
        trees = {v: vllm_tree(v) for v in entry.versions}
        for version, tree in trees.items():
            rows = [r for r in got.rows if r.vllm == version]
            consumer["releases"].append(
                {
                    "vllm": version,
                    "target": version == entry.target,
                    "sdist": {"file": tree["file"], "sha256": tree["sha256"]},
                    "sdist_matches_table": tree["sha256"] == got.sdists.get(version),
                    "table_rows": dict(Counter(r.verdict for r in rows)),
                    "checked_ok": sum(ok[0] == version for ok in got.checked_ok),
                    "engine": engine_figures(engine.get((entry.spec, version))),
                    "mypy": {},
                }
            )
        for setup in setups:
            print(f"{entry.spec} [{setup.name}]: mypy without vLLM ...", flush=True)
            base, base_s, base_rc, argv, _, _, _ = run_mypy(
                mypy, setup, root, pkg, None, work, python
            )
            consumer["without_vllm"][setup.name] = {
                "seconds": round(base_s, 2),
                "returncode": base_rc,
                "diagnostics": len(base),
                "command": _shell(argv, {}, root, work),
            }
            for release in consumer["releases"]:
                version = release["vllm"]
                print(f"{entry.spec} [{setup.name}]: mypy against vLLM {version} ...", flush=True)
                diags, secs, rc, argv, env, config, stderr = run_mypy(
                    mypy, setup, root, pkg, trees[version]["root"], work, python
                )
                rows = [r for r in got.rows if r.vllm == version]
                ok = {loc for v, _, loc, *_ in got.checked_ok if v == version}
                release["mypy"][setup.name] = {
                    "scope": f"the whole package ({pkg}), every file",
                    "seconds": round(secs, 2),
                    "returncode": rc,
                    "stderr": stderr,
                    "command": _shell(argv, env, root, work),
                    "config": config,
                    "diagnostics": len(diags),
                    **score(diags, base, rows, ok, src),
                }
        out.append(consumer)
    return out


def _shell(argv: list[str], env: dict, root: Path, work: Path) -> str:
    """The command as run, with the temporary folder written as $WORK."""
    text = " ".join([*(f"{k}={v}" for k, v in env.items()), *argv])
    return f"cd {root} && {text}".replace(str(work), "$WORK")


# --- output ----------------------------------------------------------------------------------


def _pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f} %"


def _frac(pair: list[int]) -> str:
    found, total = pair
    return f"{found}/{total} = {100 * found / total:.1f} %" if total else "n/a (0 TRUE)"


def render(consumers: list[dict], setup: Setup) -> None:
    title = f"mypy ({setup.name}) vs the engine on the development corpus (hand-verified tables)"
    out = Table(title=title)
    cols = (
        "consumer",
        "vLLM",
        "mypy vLLM diag.",
        "unrelated",
        "TP",
        "FP",
        "unverif.",
        "mypy precision",
        "(verified only)",
        "mypy recall",
        "mypy s",
        "engine precision",
        "engine recall",
    )
    for col in cols:
        out.add_column(col)
    for c in consumers:
        for r in c["releases"]:
            m, e = r["mypy"][setup.name], r["engine"] or {}
            eng_p = "n/a" if not e else (_pct(e["precision"]) + f" ({e['tp']}/{e['reported']})")
            out.add_row(
                c["consumer"],
                r["vllm"] + (" (target)" if r["target"] else ""),
                str(m["vllm_diagnostics"]),
                str(m["unrelated_diagnostics"]),
                str(m["tp"]),
                str(m["fp"]),
                str(m["unverified"]),
                _pct(m["precision"]),
                _pct(m["precision_verified"]),
                _frac(m["recall"]),
                f"{m['seconds']:.1f}",
                eng_p if e.get("reported") else "n/a (0 reported)",
                _frac(e["recall"]) if e else "n/a",
            )
    Console(width=200).print(out)


def _git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip()


def summary(consumers: list[dict], setups: list[Setup]) -> list[dict]:
    """One row per (consumer, release, setup): the headline figures and the engine's margin."""

    def ratio(pair: list[int]) -> float | None:
        return pair[0] / pair[1] if pair[1] else None

    def diff(a: float | None, b: float | None) -> float | None:
        return None if a is None or b is None else round(a - b, 4)

    out = []
    for c in consumers:
        for r in c["releases"]:
            e = r["engine"] or {}
            for setup in setups:
                m = r["mypy"][setup.name]
                out.append(
                    {
                        "consumer": c["consumer"],
                        "vllm": r["vllm"],
                        "target": r["target"],
                        "setup": setup.name,
                        "mypy_vllm_diagnostics": m["vllm_diagnostics"],
                        "mypy_unrelated_diagnostics": m["unrelated_diagnostics"],
                        "mypy_tp": m["tp"],
                        "mypy_fp": m["fp"],
                        "mypy_unverified": m["unverified"],
                        "mypy_precision": m["precision"],
                        "mypy_precision_verified": m["precision_verified"],
                        "mypy_recall": m["recall"],
                        "mypy_seconds": m["seconds"],
                        "engine_reported": e.get("reported"),
                        "engine_precision": e.get("precision"),
                        "engine_recall": e.get("recall"),
                        "precision_margin": diff(e.get("precision"), m["precision"]),
                        "recall_margin": diff(ratio(e["recall"]), ratio(m["recall"]))
                        if e
                        else None,
                    }
                )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mypy", help="path of the mypy executable to measure")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    parser.add_argument("--engine-json", type=Path, help="scripts/corpus_report.py --json output")
    parser.add_argument("--consumer", action="append", default=[], help="only these (repeat)")
    parser.add_argument(
        "--python-version", default="3.12", help="mypy's target Python (default 3.12)"
    )
    parser.add_argument(
        "--python-executable",
        help="also measure with the packages installed for this interpreter visible to mypy "
        "(setup `typing-deps`, e.g. mypy's own venv with pydantic and msgspec added; it must "
        "not hold vLLM); the `bare` setup (no installed package) is always measured",
    )
    args = parser.parse_args(argv)
    mypy = shutil.which(args.mypy) or args.mypy
    version = mypy_version(mypy)
    setups = [BARE] + ([deps_setup(args.python_executable)] if args.python_executable else [])
    with tempfile.TemporaryDirectory(prefix="tcb-") as tmp:
        work = Path(tmp)
        engine, engine_how = engine_rows(args.engine_json, work)
        started = dt.datetime.now(dt.timezone.utc)
        consumers = measure(mypy, setups, args.consumer, work, engine, args.python_version)
    for setup in setups:
        render(consumers, setup)
    if args.json:
        doc = {
            "schema_version": SCHEMA_VERSION,
            "kind": KIND,
            "date": started.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "mypy": {"version": version, "executable": mypy, "flags": list(MYPY_FLAGS)},
            "python_version_checked": args.python_version,
            "setups": [{"name": s.name, "flags": list(s.flags), "about": s.about} for s in setups],
            "host": {"cpus": os.cpu_count(), "platform": platform.platform()},
            "project": {"commit": _git_commit()},
            "engine_source": engine_how,
            "method": __doc__,
            "summary": summary(consumers, setups),
            "consumers": consumers,
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(doc, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
