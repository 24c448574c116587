"""Shim selection: on every committed vLLM snapshot, and its logic on hand-made answers.

The per-release tests run the real probe catalogue on each committed snapshot (0.11.0 to
the newest) and check that every shim selects a variant there, that the selection is the
one the drift-point research expects at the releases where vLLM changed, and that the shims'
`known_good.json` is exactly what selection gives (data generated from the snapshots by
`compat.shims.known_good`, never typed by hand). Fake answers are used only for the selection
logic itself.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from types import ModuleType, SimpleNamespace

import pytest

import compat.shims as shims
from compat.shims import known_good, registry
from compat.shims.registry import ANY, ShimError, select, select_all
from probes.catalogue import run_all
from probes.catalogue.registry import Answer
from probes.check import check_usage
from probes.consumers import load_usage
from probes.findings import FINDING_KINDS
from probes.views.open import release_view, supported_versions
from tests.drift_points import SELECTIONS

VERSIONS = supported_versions(offline=True)


@pytest.fixture(scope="module")
def answers() -> dict[str, dict[str, Answer]]:
    return {v: run_all(release_view(v, offline=True)) for v in VERSIONS}


@pytest.fixture(scope="module")
def selections(answers) -> dict[str, dict[str, str | ShimError]]:
    return {v: select_all(a) for v, a in answers.items()}


def test_committed_snapshots_span_the_supported_range():
    assert VERSIONS[0] == "0.11.0"
    assert "0.33.0" in VERSIONS
    assert len(VERSIONS) >= 35


@pytest.mark.parametrize("version", VERSIONS)
def test_every_shim_selects_a_variant(version, selections):
    failed = {s: str(r) for s, r in selections[version].items() if isinstance(r, ShimError)}
    assert not failed, f"vLLM {version}: {failed}"
    assert set(selections[version]) == set(registry.shims())


@pytest.mark.parametrize(("version", "shim", "variant"), SELECTIONS)
def test_selection_follows_the_drift_points(version, shim, variant, selections):
    assert selections[version][shim] == variant


def test_kv_cache_module_follows_the_move(answers):
    assert answers["0.32.0"]["kv-cache-config-module"].value == "vllm.v1.core.kv_cache_utils"
    assert answers["0.33.0"]["kv-cache-config-module"].value == "vllm.v1.core.kv_cache_planning"


class _Recorder:
    """Executor, config and vLLM functions of the layout step, all writing to one log."""

    def __init__(self) -> None:
        self.log: list[tuple] = []
        self.config = SimpleNamespace(
            parallel_config=SimpleNamespace(cp_kv_cache_interleave_size=1),
            adjust_dcp_kv_cache_interleave_size=self.adjust,
        )

    def get_supported_kv_cache_layouts(self) -> list[list[str]]:
        self.log.append(("supported",))
        return [["LBNHC", "LBHNC"]]

    def set_kv_cache_layout(self, *args) -> None:
        self.log.append(("set", *args))

    def resolve(self, config, supported, specs):
        self.log.append(("resolve", supported, specs))
        return SimpleNamespace(name=supported[0][0])

    def global_groups(self, config, per_worker_specs):
        self.log.append(("groups", per_worker_specs))
        return ["group"]

    def adjust(self, groups) -> None:
        self.log.append(("adjust", groups))
        self.config.parallel_config.cp_kv_cache_interleave_size = 16


@pytest.fixture
def fake_vllm(monkeypatch):
    """Stand-ins for the two vLLM modules the layout step imports, whatever vLLM is here."""
    rec = _Recorder()
    utils = ModuleType("vllm.v1.attention.backends.utils")
    utils.resolve_kv_cache_layout = rec.resolve
    monkeypatch.setitem(sys.modules, utils.__name__, utils)
    for name in ("vllm.v1.core.kv_cache_utils", "vllm.v1.core.kv_cache_planning"):
        module = ModuleType(name)
        for fn in ("_get_kv_cache_groups_uniform_spec", "unify_hybrid_kv_cache_specs"):
            setattr(module, fn, lambda *a: None)
        module.get_kv_cache_config_from_groups = lambda *a: None
        module.get_global_kv_cache_groups = rec.global_groups
        monkeypatch.setitem(sys.modules, name, module)
    return rec


def _plan(version: str, answers) -> SimpleNamespace:
    return select("kv_cache_planning", answers[version]).build(answers[version])()


def test_interleave_variant_mirrors_engine_core_of_0_33(fake_vllm, answers):
    """The variant selected on the 0.33.0 snapshot resolves the layout, settles the
    interleave size from the global groups, then sends both, as 0.33.0's
    `EngineCore._initialize_kv_caches` does (vllm/v1/engine/core.py:286-296).

    vLLM is faked here: the live vLLM in this project is 0.32.0, so the real 0.33.0 call
    (`Executor.set_kv_cache_layout(layout_name, cp_kv_cache_interleave_size)`) is unverified.
    """
    specs = {"layer.0": "spec-0", "layer.1": "spec-1"}
    _plan("0.33.0", answers).prepare_kv_cache_layout(fake_vllm, fake_vllm.config, specs)
    assert fake_vllm.log == [
        ("supported",),
        ("resolve", [["LBNHC", "LBHNC"]], ["spec-0", "spec-1"]),
        ("groups", [specs]),
        ("adjust", ["group"]),
        ("set", "LBNHC", 16),
    ]


def test_layout_variant_before_0_33_sends_the_name_only(fake_vllm, answers):
    _plan("0.32.0", answers).prepare_kv_cache_layout(fake_vllm, fake_vllm.config, {"l": "s"})
    assert fake_vllm.log[-1] == ("set", "LBNHC")
    assert not any(entry[0] in ("groups", "adjust") for entry in fake_vllm.log)


def test_interleave_variant_without_global_groups_says_so(fake_vllm, answers):
    del sys.modules["vllm.v1.core.kv_cache_planning"].get_global_kv_cache_groups
    with pytest.raises(ShimError, match="lacks get_global_kv_cache_groups"):
        _plan("0.33.0", answers)


def test_known_good_is_what_selection_gives(selections):
    """The committed known_good.json is exactly what selection gives on every snapshot."""
    derived: dict[str, dict[str, list[str]]] = {}
    for version in VERSIONS:
        for shim, chosen in selections[version].items():
            derived.setdefault(shim, {}).setdefault(chosen, []).append(version)
    assert derived == registry.known_good_table(), (
        "compat/shims/known_good.json is stale: run `python -m compat.shims.known_good` "
        "(nox -s fixtures)"
    )
    assert known_good.render(known_good.derive()) == known_good.PATH.read_text()


def test_no_shim_module_keeps_a_pasted_release_table():
    for name in registry.shim_modules():
        assert not hasattr(importlib.import_module(f"compat.shims.{name}"), "KNOWN_GOOD"), name


def test_stable_functions_are_the_registered_shims():
    assert set(shims._STUBS) == set(registry.shims())
    assert set(shims._STUBS) <= set(shims.__all__)


def test_a_shim_error_names_probe_seen_evidence_and_releases():
    fake = {
        "request-takes-eos-token-id": Answer(
            "request-takes-eos-token-id",
            "maybe",
            "Request.__init__ takes **kwargs",
            "vllm/v1/request.py:60",
        )
    }
    with pytest.raises(ShimError) as err:
        select("make_request", fake)
    message = str(err.value)
    assert "\n" not in message
    assert "make_request" in message
    assert "`request-takes-eos-token-id` = 'maybe'" in message
    assert "Request.__init__ takes **kwargs (vllm/v1/request.py:60)" in message
    good = registry.known_good("make_request")
    assert f"vLLM {registry.compact_versions(good['native'])} (native)" in message
    assert "0.17.0–" in message  # a run of releases shown as a range


def test_an_unknown_answer_selects_nothing_and_says_so():
    unknown = Answer("executor-has-sample-tokens", None, "not importable here", status="unknown")
    with pytest.raises(ShimError, match=r"= 'unknown': not importable here"):
        select("execute_and_sample", {"executor-has-sample-tokens": unknown})
    with pytest.raises(ShimError, match=r"probe `executor-has-sample-tokens` was not run"):
        select("execute_and_sample", {})


@pytest.fixture
def toy(monkeypatch):
    """A throwaway shim registered for the duration of one test."""
    monkeypatch.setitem(registry.VARIANTS, "toy", [])
    monkeypatch.setattr(registry, "known_good", lambda shim: {"a": ("0.11.0", "0.11.1")})

    def add(name, when):
        def build(answers):
            return name

        build.__name__, build.__doc__ = f"toy__{name}", f"toy variant {name}"
        registry.variant(when=when)(build)

    return add


def _a(probe, value):
    return {probe: Answer(probe, value, f"saw {value!r}")}


def test_tuple_any_and_bool_values(toy):
    toy("few", {"p": ("x", "y")})
    toy("any-bool", {"q": True})
    toy("any-module", {"m": ANY})
    assert select("toy", {**_a("p", "y"), **_a("q", 1), **_a("m", None)}).name == "few"
    assert select("toy", {**_a("p", "z"), **_a("q", True), **_a("m", None)}).name == "any-bool"
    assert select("toy", {**_a("p", "z"), **_a("q", 1), **_a("m", "vllm.x")}).name == "any-module"


def test_several_fitting_variants_are_an_error(toy):
    toy("one", {"p": "x"})
    toy("two", {"p": ("x", "y")})
    with pytest.raises(ShimError, match="variants one, two all fit"):
        select("toy", _a("p", "x"))


def test_a_variant_name_is_registered_once(toy):
    toy("one", {})
    with pytest.raises(ValueError, match="two variants named 'one'"):
        toy("one", {})


def test_unknown_shim_lists_the_known_ones():
    with pytest.raises(ShimError, match=r"unknown shim `nope`: known shims are .*make_request"):
        select("nope", {})


def test_compact_versions_joins_consecutive_releases():
    assert registry.compact_versions(("0.11.1", "0.11.0", "0.11.2", "0.13.0")) == (
        "0.11.0–0.11.2, 0.13.0"
    )


def test_covers_entries_are_well_formed():
    rows = registry.covers()
    assert rows
    for module, symbol, kind, key in rows:
        assert kind in FINDING_KINDS, (module, symbol, kind)
        assert symbol.startswith("vllm."), (module, symbol)
        assert key is None or key.isidentifier(), (module, key)


@pytest.mark.parametrize("consumer", ["speculators==0.3.0", "speculators==0.4.0.1"])
def test_every_signature_break_of_speculators_is_covered(consumer):
    """Each finding the checker reports for speculators, on every release, names a shim."""
    usage = load_usage(consumer, offline=True)
    uncovered = set()
    for version in VERSIONS:
        for f in check_usage(usage, release_view(version, offline=True)):
            if f.status != "unknown" and registry.covering(f.symbol, f.kind, f.parameter) is None:
                uncovered.add((version, f.symbol, f.kind, f.detail))
    assert not uncovered, sorted(uncovered)[:5]


def test_covering_matches_the_parameter():
    request = "vllm.v1.request.Request"
    assert registry.covering(request, "unexpected-keyword", "eos_token_id") == (
        "compat.shims.requests"
    )
    assert registry.covering(request, "unexpected-keyword", "priority") is None
    assert registry.covering(request, "unexpected-keyword", None) is None  # a key is needed


def test_request_stub_keeps_vllm_positional_order_safe():
    """Positionally, vLLM's 6th Request parameter is client_index: ours are keyword-only."""
    params = inspect.signature(shims._STUBS["make_request"]).parameters
    assert [p for p in params][:5] == [
        "request_id",
        "prompt_token_ids",
        "sampling_params",
        "pooling_params",
        "eos_token_id",
    ]
    assert params["arrival_time"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["block_hasher"].kind is inspect.Parameter.KEYWORD_ONLY
