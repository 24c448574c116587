"""The probe catalogue against every committed release, synthetic code, and the live vLLM.

Expected answers are a person's reading of vLLM's sources (docs/drift-points.md: the first
release where each drift is seen, every release in between checked), kept as boundaries in
tests/drift_points.py - never produced by the probes themselves. Evidence lines quoted in
that document are checked where it quotes them.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from probes.catalogue import (
    REGISTRY,
    Answer,
    run_all,
    run_probe,
    snapshot_paths,
    snapshot_sources,
)
from probes.fixtures import committed_vllm_versions
from probes.snapshot import build_snapshot
from probes.views.open import release_view
from probes.views.snapshot import snapshot_view
from probes.views.static import static_view_from_tree
from tests.drift_points import EVIDENCE, PROBE_ANSWERS

VERSIONS = committed_vllm_versions()


def test_every_static_probe_has_expected_answers_and_is_documented():
    """A static probe without a row in PROBE_ANSWERS (the research) fails here."""
    assert set(PROBE_ANSWERS) == {name for name, p in REGISTRY.items() if p.needs == "static"}
    for probe in REGISTRY.values():
        assert probe.why and probe.question and probe.uses, probe.name
        assert probe.needs != "static" or probe.paths, f"{probe.name} reads no path"


def test_snapshot_paths_cover_every_path_and_source_a_probe_reads():
    paths = set(snapshot_paths())
    for probe in REGISTRY.values():
        assert set(probe.paths) | set(probe.sources) <= paths
    assert set(snapshot_sources()) == {s for p in REGISTRY.values() for s in p.sources}


@pytest.fixture(scope="module", params=VERSIONS)
def answers(request) -> tuple[str, dict[str, Answer]]:
    version = request.param
    return version, run_all(release_view(version, offline=True))


def test_static_answers_match_the_research(answers):
    version, got = answers
    wrong = {
        name: (got[name].value, PROBE_ANSWERS[name](version), got[name].seen)
        for name in PROBE_ANSWERS
        if got[name].status != "answered" or got[name].value != PROBE_ANSWERS[name](version)
    }
    assert not wrong, f"vLLM {version}: (answer, expected, seen) {wrong}"


def test_evidence_matches_the_lines_a_person_read(answers):
    version, got = answers
    for (v, name), evidence in EVIDENCE.items():
        if v == version:
            assert got[name].evidence == evidence, name


def test_behaviour_probes_do_not_run_on_a_static_view(answers):
    _, got = answers
    for name, probe in REGISTRY.items():
        assert (got[name].status == "not-run") == (probe.needs != "static"), name


# -- reading code: a synthetic vLLM that is no release (feature detection, not versions) --

_EXECUTOR = """
class MultiprocExecutor:
    def collective_rpc(self, method, timeout=None, args=(), kwargs=None,
                       non_block=False{extra}){returns}:
        \"\"\"Docstring
at column 0 inside, which a plain dedent cannot parse.\"\"\"
        replies = []
        def one():
            return replies
{body}
"""
_RANK = ", unique_reply_rank=None"
_CASES = {
    "bare": (_RANK, "", "        return replies[0] if unique_reply_rank is not None else replies"),
    "bare-direct": (
        _RANK,
        " -> Any",
        "        if unique_reply_rank is not None:\n"
        "            return replies[0]\n"
        "        return replies",
    ),
    "list": (_RANK, " -> list[Any]", "        return replies"),
    "no-parameter": ("", " -> list[Any]", "        return replies"),
}


def _fake_tree(root: Path, executor: str) -> Path:
    package = root / "vllm" / "v1" / "executor"
    package.mkdir(parents=True)
    for folder in (root / "vllm", root / "vllm" / "v1", package):
        (folder / "__init__.py").write_text("")
    (package / "multiproc_executor.py").write_text(executor)
    return root


@pytest.mark.parametrize("case", sorted(_CASES))
def test_collective_rpc_reply_is_read_from_the_code(tmp_path, case):
    extra, returns, body = _CASES[case]
    tree = _fake_tree(tmp_path, _EXECUTOR.format(extra=extra, returns=returns, body=body))
    view = static_view_from_tree(tree, version=None, source={"kind": "folder"})
    answer = run_probe("collective-rpc-unique-reply", view)
    assert answer.value == case.removesuffix("-direct"), answer
    if answer.value == "bare":  # evidence: the line of the return that picks one reply
        file, line = answer.evidence.rsplit(":", 1)
        text = (tree / file).read_text().splitlines()[int(line) - 1]
        assert "replies[0]" in text


def test_collective_rpc_without_readable_return_is_unknown(tmp_path):
    body = "        return helper(replies)"
    code = _EXECUTOR.format(extra=", unique_reply_rank=None", returns=" -> Any", body=body)
    view = static_view_from_tree(_fake_tree(tmp_path, code), version=None, source={})
    answer = run_probe("collective-rpc-unique-reply", view)
    assert answer.status == "unknown" and answer.value is None


_PLANNING = """
def get_kv_cache_config_from_groups(vllm_config, kv_cache_groups, available_memory):
    \"\"\"Docstring.\"\"\"
    if not kv_cache_groups:
        return None
{body}
    return available_memory
"""


@pytest.mark.parametrize(
    ("body", "expected", "line"),
    [
        ("    layout = vllm_config.cache_config.get_resolved_kv_cache_layout()", True, 6),
        ("    name = vllm_config.cache_config.kv_cache_layout", True, 6),
        ("    stride = _get_packed_kv_cache_layout(kv_cache_groups)", False, 2),
    ],
)
def test_kv_cache_layout_is_read_from_the_planning_code(tmp_path, body, expected, line):
    """A fork whose planning reads the resolved layout answers True, wherever it is written."""
    core = tmp_path / "vllm" / "v1" / "core"
    core.mkdir(parents=True)
    for folder in (tmp_path / "vllm", tmp_path / "vllm" / "v1", core):
        (folder / "__init__.py").write_text("")
    (core / "kv_cache_utils.py").write_text(_PLANNING.format(body=body))
    view = static_view_from_tree(tmp_path, version=None, source={})
    answer = run_probe("kv-cache-layout-resolved-by-engine", view)
    assert (answer.value, answer.evidence) == (
        expected,
        f"vllm/v1/core/kv_cache_utils.py:{line}",
    ), answer


def test_missing_module_is_unknown_not_a_crash(tmp_path):
    (tmp_path / "vllm").mkdir()
    (tmp_path / "vllm" / "__init__.py").write_text("")
    view = static_view_from_tree(tmp_path, version=None, source={})
    answers = run_all(view)
    assert answers["executor-has-sample-tokens"].status == "unknown"
    assert answers["default-model-runner"].value == "v1"  # no V2 runner module at all


def test_source_of_round_trips_through_a_snapshot(tmp_path):
    code = _EXECUTOR.format(extra=", unique_reply_rank=None", returns="", body=_CASES["bare"][2])
    tree = _fake_tree(tmp_path, code)
    path = "vllm.v1.executor.multiproc_executor.MultiprocExecutor.collective_rpc"
    source = static_view_from_tree(tree, version=None, source={}).source_of(path)
    assert source is not None and source.lstrip().startswith("def collective_rpc")
    assert source.rstrip().endswith("else replies")
    snap = build_snapshot(
        tree, version="0.0.0", source={"kind": "folder"}, usages=[], sources=[path]
    )
    view = snapshot_view(snap)
    assert snap["sources"] == {path: source}
    assert view.source_of(path) == source
    assert view.source_of(path.replace("collective_rpc", "execute_model")) is None
    assert run_probe("collective-rpc-unique-reply", view).value == "bare"


def test_default_runner_reads_the_architecture_list(tmp_path):
    """A fork that lists Llama among the default-V2 models answers v2; one that does not, v1."""
    worker = textwrap.dedent("""
        class Worker:
            def __init__(self, vllm_config):
                self.use_v2_model_runner = vllm_config.use_v2_model_runner
    """)
    config = textwrap.dedent('''
        DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES = frozenset({{
            {archs}
        }})
        class VllmConfig:
            @property
            def use_v2_model_runner(self) -> bool:
                if envs.VLLM_USE_V2_MODEL_RUNNER is not None:
                    return envs.VLLM_USE_V2_MODEL_RUNNER
                if not self._is_default_v2_model_runner_model():
                    return False
                return True

            def _is_default_v2_model_runner_model(self) -> bool:
                archs = self.model_config.architectures
                return any(a in DEFAULT_V2_MODEL_RUNNER_ARCHITECTURES for a in archs)
    ''')  # fmt: skip
    for archs, expected in (('"Qwen3ForCausalLM"', "v1"), ('"LlamaForCausalLM",', "v2")):
        root = tmp_path / expected
        files = {
            "vllm/v1/worker/gpu_worker.py": worker,
            "vllm/v1/worker/gpu/model_runner.py": "class GPUModelRunner:\n    pass\n",
            "vllm/config/vllm.py": config.format(archs=archs),
        }
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text)
        for folder in [p for p in root.rglob("*") if p.is_dir()]:
            (folder / "__init__.py").touch()
        view = static_view_from_tree(root, version=None, source={})
        answer = run_probe("default-model-runner", view)
        assert answer.value == expected, answer
        assert answer.evidence == "vllm/config/vllm.py:2"
        assert run_probe("v2-runner-has-input-batch", view).value is False


# -- the live vLLM (0.32.0 under `nox -s tests`) --------------------------------------------


@pytest.fixture(scope="module")
def live_answers(vllm_module) -> dict[str, Answer]:
    from probes.views.live import LiveView

    return run_all(LiveView(), needs=("static", "live"))


@pytest.mark.vllm
def test_live_and_static_answers_agree(vllm_module, live_answers):
    version = vllm_module.__version__
    if version not in VERSIONS:
        pytest.fail(f"no committed snapshot of the installed vLLM {version} to compare with")
    static = run_all(release_view(version, offline=True))
    for name in PROBE_ANSWERS:
        assert live_answers[name].status == "answered", live_answers[name]
        assert (live_answers[name].value, live_answers[name].evidence) == (
            static[name].value,
            static[name].evidence,
        ), name


@pytest.mark.vllm
def test_request_built_without_eos_stops_at_the_sampling_params_eos(vllm_module, live_answers):
    answer = live_answers["request-eos-from-sampling-params"]
    assert answer.status == "answered", answer
    assert answer.value is True, answer.seen
    assert "FINISHED_STOPPED" in answer.seen


@pytest.mark.vllm
def test_gpu_probe_is_unknown_without_a_gpu_model(vllm_module, monkeypatch):
    from probes.catalogue.behaviour import PROBE_MODEL_ENV
    from probes.views.live import LiveView

    monkeypatch.delenv(PROBE_MODEL_ENV, raising=False)
    answer = run_probe("collective-rpc-unique-reply-live", LiveView())
    assert answer.status == "unknown" and PROBE_MODEL_ENV in answer.seen


# -- `spec-compat probe` ----------------------------------------------------------------------


def test_probe_command_prints_answers_and_selected_variants(capsys):
    import json

    from compat.cli import main

    code = main(["probe", "--offline", "--vllm", "0.11.0", "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert out["schema_version"] == 1 and out["vllm"] == "0.11.0"
    by_name = {p["probe"]: p for p in out["probes"]}
    assert set(by_name) == set(REGISTRY)
    rpc = by_name["collective-rpc-unique-reply"]
    assert (rpc["value"], rpc["kind"], rpc["needs"], rpc["status"]) == (
        "list",
        "hazard",
        "static",
        "answered",
    )
    assert rpc["evidence"] == "vllm/v1/executor/multiproc_executor.py:271"
    shims = out["shims"]
    if shims:  # compat.shims present: every shim selects exactly one variant on a release
        assert code == 0 and all("variant" in s for s in shims.values()), shims


@pytest.mark.parametrize(
    "argv",
    [
        ["probe", "--offline", "--vllm", "0.0.1"],
        ["probe", "--vllm", "0.11.0", "--gpu"],
    ],
)
def test_probe_command_bad_input_is_one_line_and_exit_2(argv, capsys):
    from compat.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("spec-compat: error:")


@pytest.mark.vllm
@pytest.mark.parametrize(
    "path",
    [
        "vllm.v1.core.sched.utils.check_stop",  # a function
        "vllm.v1.executor.multiproc_executor.MultiprocExecutor.collective_rpc",  # a method
        "vllm.config.vllm.VllmConfig.use_v2_model_runner",  # a property
        "vllm.v1.request.Request",  # a class
        "vllm.config.vllm.OPTIMIZATION_LEVEL_TO_CONFIG",  # a multi-line constant
    ],
)
def test_live_and_static_read_the_same_source(vllm_module, path):
    from probes.views.live import LiveView

    site = Path(vllm_module.__file__).parent.parent
    static = static_view_from_tree(site, version=None, source={"kind": "folder"})
    live_text, static_text = LiveView().source_of(path), static.source_of(path)
    assert live_text is not None and static_text is not None
    # griffe starts a property at its `def`, inspect at its decorator; lines are relative to
    # each view's own first line, so evidence agrees either way (checked above).
    assert _undecorated(live_text) == _undecorated(static_text)
    assert LiveView().source_of(path + "_not_there") is None


def _undecorated(text: str) -> str:
    lines = text.splitlines(keepends=True)
    while lines and lines[0].lstrip().startswith("@"):
        lines.pop(0)
    return "".join(lines)
