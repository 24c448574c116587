"""GPU gating, the results recorder and the session-wide tiny model.

Every test under tests/gpu is marked `gpu` and `requires_cuda`, except the suite's own plumbing
tests (marked `no_gpu`), which run anywhere. Without a CUDA GPU they skip at
setup with a reason (CI has none); under SPEC_COMPAT_REQUIRE_GPU=1 (set on the device machine)
a missing GPU fails instead, so a broken device run cannot pass as "all skipped". torch is
imported lazily, at setup, never at collection.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pytest

from tests.gpu.results import Record, Recorder

HERE = Path(__file__).resolve().parent
REQUIRE_GPU_ENV = "SPEC_COMPAT_REQUIRE_GPU"
NO_GPU_REASON = "no CUDA GPU: GPU suite runs on the device machine"
_RECORDER_NAME = "spec-compat-gpu-results"


@functools.lru_cache(maxsize=1)
def cuda_state() -> tuple[int, str | None]:
    """(number of CUDA devices, reason they cannot be used or None). Imports torch once."""
    try:
        import torch
    except ModuleNotFoundError as exc:
        if exc.name != "torch":
            raise
        return 0, "torch not installed: GPU suite runs on the device machine"
    if not torch.cuda.is_available():
        return 0, NO_GPU_REASON
    return torch.cuda.device_count(), None


def _in_suite(item: pytest.Item) -> bool:
    return HERE in Path(str(item.path)).resolve().parents


def _no_cuda(reason: str) -> None:
    if os.environ.get(REQUIRE_GPU_ENV) == "1":
        pytest.fail(f"{reason}, but {REQUIRE_GPU_ENV}=1 requires a GPU")
    pytest.skip(reason)


class GpuSuitePlugin:
    """Marks, gates and records the tests of tests/gpu; writes the results JSON at the end."""

    def __init__(self) -> None:
        self.recorder = Recorder()
        self.nodeids: set[str] = set()

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            if _in_suite(item) and item.get_closest_marker("no_gpu") is None:
                self.nodeids.add(item.nodeid)
                item.add_marker(pytest.mark.gpu)
                item.add_marker(pytest.mark.requires_cuda)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        if item.nodeid not in self.nodeids:
            return
        count, reason = cuda_state()
        if reason:
            _no_cuda(reason)
        for mark in item.iter_markers("multi_gpu"):
            need = mark.kwargs.get("num_gpus", 2)
            if count < need:
                pytest.skip(f"needs {need} CUDA GPUs, {count} visible")
        for mark in item.iter_markers("large_gpu"):
            import torch

            have = torch.cuda.get_device_properties(0).total_memory / 2**30
            if have < mark.kwargs["min_gb"]:
                pytest.skip(
                    f"needs a GPU with {mark.kwargs['min_gb']} GiB, device 0 has {have:.0f}"
                )

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.nodeid in self.nodeids:
            self.recorder.add_report(report)
            # Rewritten after every test: a run cut off by the device's time limit keeps
            # what it measured so far (the file is replaced atomically).
            if report.when == "teardown" and self.recorder.ran_any():
                self.recorder.write()

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.recorder.ran_any():
            path = self.recorder.write()
            tr = session.config.pluginmanager.get_plugin("terminalreporter")
            if tr is not None:
                tr.write_line(f"GPU results written to {path}")


def pytest_configure(config: pytest.Config) -> None:
    for line in (
        "gpu: needs a CUDA GPU (skipped without one)",
        "requires_cuda: needs a CUDA GPU (skipped without one)",
        "multi_gpu(num_gpus): needs at least num_gpus CUDA GPUs",
        "large_gpu(min_gb): needs a GPU with at least min_gb GiB",
        "no_gpu: the GPU suite's own plumbing, runs anywhere (not marked gpu)",
    ):
        config.addinivalue_line("markers", line)
    if not config.pluginmanager.has_plugin(_RECORDER_NAME):
        config.pluginmanager.register(GpuSuitePlugin(), _RECORDER_NAME)


def _plugin(config: pytest.Config) -> GpuSuitePlugin:
    return config.pluginmanager.get_plugin(_RECORDER_NAME)


@pytest.fixture
def record(request: pytest.FixtureRequest) -> Record:
    return Record(_plugin(request.config).recorder, request.node.nodeid)


@pytest.fixture
def requires_cuda() -> None:
    """Fixture form of the marker, for tests that prefer fixtures (as speculators' do)."""
    _, reason = cuda_state()
    if reason:
        _no_cuda(reason)


@pytest.fixture(scope="session")
def gpu_count() -> int:
    return cuda_state()[0]


@pytest.fixture(scope="session")
def tiny_model(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, gpu_count: int
) -> Path:
    """The tiny Llama, built and trained once per session; its build figures are recorded.

    Under SPEC_COMPAT_GPU_WORK it is built once per machine and reused by later sessions: a
    programme split over several device calls must keep one model (its extracted hidden
    states and trained drafts belong to these weights)."""
    import json

    from tests.tiny_model import build_tiny_model, spec_for

    work = os.environ.get("SPEC_COMPAT_GPU_WORK")
    folder = Path(work) / "tiny-llama" if work else tmp_path_factory.mktemp("tiny-llama")
    built = folder / "build.json"
    if work and built.exists():
        info = json.loads(built.read_text())
    else:
        info = build_tiny_model(folder, spec_for(largest_tp(gpu_count)))
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


# Every TP size up to the users' 8 GPUs; sizes the machine lacks skip with the count seen.
TP_SIZES = (1, 2, 4, 8)
TP_PARAMS = [1, *(pytest.param(n, marks=pytest.mark.multi_gpu(num_gpus=n)) for n in TP_SIZES[1:])]
GREEDY_TOKENS = 16


def largest_tp(gpus: int) -> int:
    """The largest TP size of TP_SIZES this machine runs (1 without a GPU)."""
    return max(n for n in TP_SIZES if n <= max(gpus, 1))


@pytest.fixture(scope="session", params=TP_PARAMS, ids=lambda tp: f"tp{tp}")
def tp(request: pytest.FixtureRequest) -> int:
    """Tensor-parallel size: every engine-running fixture takes it, so they pair up per TP."""
    return request.param


@pytest.fixture(scope="session")
def vllm_run(tp, tiny_model, prompts, hf_model, tmp_path_factory) -> dict:
    """vLLM's own hidden-state path for every layer id 0..L, then greedy decoding (one worker).

    Session-scoped: it is both what test_vllm_extract_hidden_states checks against transformers
    and the same-engine reference the speculators extractor is checked against.
    """
    from tests.gpu.subproc import run_worker

    layers = hf_model.config.num_hidden_layers
    storage = tmp_path_factory.mktemp(f"hidden-states-tp{tp}")
    job = {
        "model": str(tiny_model),
        "tp": tp,
        "layer_ids": list(range(layers + 1)),
        "prompts": prompts,
        "storage": str(storage),
        "greedy_tokens": GREEDY_TOKENS,
    }
    result = run_worker("vllm_extract", job, name=f"vllm-extract-tp{tp}", gpus=tp, timeout=480)
    if not result["ok"]:
        pytest.fail(f"vLLM worker failed: {result['error']}\n{result['traceback'][-3000:]}")
    return {"tp": tp, "layer_ids": job["layer_ids"], **result}


@pytest.fixture(scope="session")
def hf_model(tiny_model: Path):
    from tests.gpu.reference import load_hf

    return load_hf(tiny_model)


@pytest.fixture(scope="session")
def reference(hf_model, tiny_model, prompts, request: pytest.FixtureRequest):
    """The transformers reference for the shared prompts, plus its fp32 twin (noise floor)."""
    import torch

    from tests.gpu.reference import load_hf, noise_floor, run_reference

    ref = run_reference(hf_model, prompts)
    fp32 = load_hf(tiny_model, dtype="float32")
    ref.stream_fp32 = run_reference(fp32, prompts).stream
    del fp32
    last = len(ref.stream[0]) - 1
    values = _plugin(request.config).recorder.session_values
    values["hf_hidden_states_equal_residual_stream_below_last"] = all(
        torch.equal(s[:last], h[:last]) for s, h in zip(ref.stream, ref.hf_hidden, strict=True)
    )
    ref.floor = noise_floor(ref)
    values["reference_bf16_vs_fp32_noise_floor"] = ref.floor
    values["reference_outlier_max_over_rms"] = max(
        float((s.abs().amax(-1) / s.pow(2).mean(-1).sqrt()).max()) for s in ref.stream
    )
    torch.cuda.empty_cache()
    return ref
