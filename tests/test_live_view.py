"""The live view against the real vLLM installed in the test environment (0.32.0 under nox).

Expected values come from the real objects (`inspect`, `dataclasses`, live instances) and,
where marked, from what vLLM 0.32.0 is known to contain. Only the "fails on import" rule
uses a made-up module, since no real vLLM module can be made to fail on demand.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
from pathlib import Path

import pytest

from probes.api import ApiObject, Signature
from probes.views import live
from probes.views.base import View
from probes.views.live import LiveView, LiveViewUnavailable

pytestmark = pytest.mark.vllm

PINNED = "0.32.0"
SCHEDULER = "vllm.v1.core.sched.scheduler.Scheduler"
KV_UTILS = "vllm.v1.core.kv_cache_utils"
CONNECTOR = "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1"
EXECUTOR = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"
PLANNING_MOVED = "0.33.0"  # docs/drift-points.md §14: kv_cache_utils -> kv_cache_planning


def planning_module(vllm_module) -> str:
    """The module defining vLLM's KV-cache planning functions in the installed release."""
    from packaging.version import Version

    moved = Version(vllm_module.__version__) >= Version(PLANNING_MOVED)
    return "vllm.v1.core.kv_cache_planning" if moved else KV_UTILS


@pytest.fixture(scope="module")
def view(vllm_module) -> LiveView:
    return LiveView()


@pytest.fixture(scope="module")
def pinned(vllm_module) -> None:
    """Assertions about what vLLM 0.32.0 contains hold only for that release."""
    if vllm_module.__version__ != PINNED:
        pytest.skip(f"facts of vLLM {PINNED}; installed is {vllm_module.__version__}")


def params(func, *, bound: bool = False) -> list[tuple[str, str, bool]]:
    """`inspect.signature` in the terms of probes.api, for comparison."""
    ps = list(inspect.signature(func).parameters.values())
    ps = ps[1:] if bound else ps
    return [(p.name, p.kind.name.lower(), p.default is not p.empty) for p in ps]


def as_tuples(sig: Signature | None) -> list[tuple[str, str, bool]]:
    assert sig is not None
    return [(p.name, p.kind.value, p.has_default) for p in sig.params]


def found(view: LiveView, path: str) -> ApiObject:
    result = view.lookup(path)
    assert result.status == "found", (path, result.reason)
    assert result.obj is not None
    return result.obj


def obj_at(path: str):
    module, _, name = path.rpartition(".")
    return getattr(importlib.import_module(module), name)


# -- the View contract -----------------------------------------------------------------------


def test_is_a_view_labelled_with_the_installed_version(view, vllm_module):
    assert isinstance(view, View)
    assert view.version == vllm_module.__version__
    assert view.label == f"vllm {vllm_module.__version__} (installed)"
    assert view.source["kind"] == "installed"
    assert view.source["version"] == vllm_module.__version__
    assert Path(view.source["path"]) == Path(vllm_module.__file__).parent.parent


def test_no_vllm_installed_is_one_clear_error(monkeypatch):
    monkeypatch.setattr(live, "PACKAGE", "spec_compat_no_such_package")
    with pytest.raises(LiveViewUnavailable, match="not installed in this Python"):
        LiveView()


@pytest.mark.parametrize("bad", ["", "vllm..config", "vllm.config.1x", "vllm config"])
def test_bad_path_is_a_value_error(view, bad):
    with pytest.raises(ValueError, match="not a dotted Python path"):
        view.lookup(bad)


# -- classes ----------------------------------------------------------------------------------


def test_scheduler_class(view):
    cls = obj_at(SCHEDULER)
    api = found(view, SCHEDULER)
    assert (api.path, api.kind) == (SCHEDULER, "class")
    assert api.file == "vllm/v1/core/sched/scheduler.py"
    assert api.line == inspect.getsourcelines(cls)[1]
    assert as_tuples(api.signature) == params(cls)
    assert api.bases == tuple(f"{b.__module__}.{b.__qualname__}" for b in cls.__bases__)
    assert api.fields is None
    assert not api.accepts_any_attribute


def test_scheduler_members_cover_dir_with_bound_signatures(view):
    cls = obj_at(SCHEDULER)
    members = found(view, SCHEDULER).members
    public = {n for n in dir(cls) if not (n.startswith("__") and n.endswith("__"))}
    assert public - {"_abc_impl"} <= set(members)
    schedule = members["schedule"]
    assert (schedule.kind, schedule.method_kind) == ("function", "instance")
    assert as_tuples(schedule.signature) == params(cls.schedule, bound=True)
    assert schedule.path == f"{SCHEDULER}.schedule"


def test_inherited_member_names_its_defining_class(view):
    cls = obj_at(SCHEDULER)
    members = found(view, SCHEDULER).members
    inherited = [
        n for n in members if n not in vars(cls) and n in dir(cls) and not n.startswith("__")
    ]
    assert inherited, "Scheduler inherits something from SchedulerInterface"
    for name in inherited:
        owner = next(k for k in cls.__mro__ if name in vars(k))
        assert members[name].path == f"{owner.__module__}.{owner.__qualname__}.{name}"
    own = list(vars(cls))
    first_inherited = list(members).index(inherited[0])
    assert all(list(members).index(n) < first_inherited for n in own if n in members)


def test_init_assignments_are_instance_attributes(view):
    cls = obj_at(SCHEDULER)
    members = found(view, SCHEDULER).members
    lines, start = inspect.getsourcelines(cls.__init__)
    for name in ("requests", "waiting", "running", "kv_cache_manager"):
        attr = members[name]
        assert attr.kind == "attribute"
        assert f"self.{name}" in lines[attr.line - start], name


def test_every_attribute_of_real_instances_is_a_member(view, vllm_module):
    from vllm.config import CacheConfig, SchedulerConfig
    from vllm.sampling_params import SamplingParams
    from vllm.v1.request import Request

    instances = {
        "vllm.v1.request.Request": Request(
            request_id="r1",
            prompt_token_ids=[1, 2, 3],
            sampling_params=SamplingParams(max_tokens=4),
            pooling_params=None,
        ),
        "vllm.config.CacheConfig": CacheConfig(),
        "vllm.config.SchedulerConfig": SchedulerConfig(max_model_len=128, is_encoder_decoder=False),
    }
    for path, instance in instances.items():
        members = found(view, path).members
        assert set(vars(instance)) - set(members) == set(), path


def test_request_properties_and_signature(view):
    from vllm.v1.request import Request

    api = found(view, "vllm.v1.request.Request")
    assert as_tuples(api.signature) == params(Request)
    props = {n for n, v in vars(Request).items() if isinstance(v, property)}
    assert props, "Request has properties"
    for name in props:
        assert api.members[name].method_kind == "property", name
        assert api.members[name].signature == Signature()


def test_scheduler_config_fields_follow_reexport(view, pinned):
    from vllm.config import SchedulerConfig

    api = found(view, "vllm.config.SchedulerConfig")
    assert api.path == "vllm.config.scheduler.SchedulerConfig"
    assert api.file == "vllm/config/scheduler.py"
    assert api.fields == tuple(f.name for f in dataclasses.fields(SchedulerConfig))
    assert {"max_num_seqs", "max_num_batched_tokens", "async_scheduling"} <= set(api.fields)
    assert as_tuples(api.signature) == params(SchedulerConfig)
    # 0.32.0: is_encoder_decoder and max_model_len are InitVars: required constructor
    # arguments, but neither fields nor attributes of an instance.
    instance = SchedulerConfig(max_model_len=128, is_encoder_decoder=False)
    for name in ("is_encoder_decoder", "max_model_len"):
        assert name not in api.fields
        assert api.signature.get(name).required
        assert not hasattr(instance, name)
        assert view.lookup(f"vllm.config.SchedulerConfig.{name}").status == "missing-symbol"
    # Generated dunders are not API (the static view does not see them either).
    assert "__init__" not in api.members and "__repr__" not in api.members
    assert "__post_init__" in api.members


def test_cache_config(view):
    from vllm.config import CacheConfig

    api = found(view, "vllm.config.CacheConfig")
    assert api.path == "vllm.config.cache.CacheConfig"
    assert api.fields == tuple(f.name for f in dataclasses.fields(CacheConfig))
    assert "block_size" in api.fields
    assert as_tuples(api.signature) == params(CacheConfig)
    assert found(view, "vllm.config.CacheConfig.block_size").kind == "attribute"


def test_connector_abstract_methods(view):
    cls = obj_at(CONNECTOR)
    api = found(view, CONNECTOR)
    assert api.abstract_methods == frozenset(cls.__abstractmethods__)
    assert {"start_load_kv", "wait_for_layer_load", "save_kv_layer", "wait_for_save"} <= (
        api.abstract_methods
    )
    assert api.bases == ("abc.ABC",)
    for name in api.abstract_methods:
        member = api.members[name]
        assert member.kind == "function"
        expected = params(getattr(cls, name), bound=member.method_kind != "static")
        assert as_tuples(member.signature) == expected, name


def test_gpu_model_runner_is_found_or_unknown_as_its_import_says(view):
    path = "vllm.v1.worker.gpu_model_runner.GPUModelRunner"
    result = view.lookup(path)
    try:
        cls = obj_at(path)
    except ModuleNotFoundError as exc:
        assert exc.name != "vllm.v1.worker.gpu_model_runner", "the module exists in vLLM"
        cls = None
    except Exception:
        cls = None
    if cls is None:
        assert result.status == "unknown"
        assert result.reason.startswith("not importable here: ")
        return
    assert result.status == "found"
    execute = result.obj.members["execute_model"]
    assert as_tuples(execute.signature) == params(cls.execute_model, bound=True)


# -- functions and methods --------------------------------------------------------------------


def test_collective_rpc_bound_signature(view):
    cls = obj_at(EXECUTOR)
    api = found(view, f"{EXECUTOR}.collective_rpc")
    assert (api.kind, api.method_kind) == ("function", "instance")
    assert api.path == f"{EXECUTOR}.collective_rpc"
    assert as_tuples(api.signature) == params(cls.collective_rpc, bound=True)
    assert api.signature.get("self") is None
    assert api.signature.get("unique_reply_rank").has_default
    assert api == found(view, EXECUTOR).members["collective_rpc"]


def test_get_kv_cache_config_from_groups(view, pinned):
    func = obj_at(f"{KV_UTILS}.get_kv_cache_config_from_groups")
    api = found(view, f"{KV_UTILS}.get_kv_cache_config_from_groups")
    assert api.kind == "function" and api.method_kind is None
    assert api.file == "vllm/v1/core/kv_cache_utils.py"
    assert api.line == inspect.getsourcelines(func)[1]
    assert as_tuples(api.signature) == params(func)
    assert [p.name for p in api.signature.params] == [
        "vllm_config",
        "kv_cache_groups",
        "available_memory",
    ]
    assert api.returns == "KVCacheConfig"  # as the source writes it, like the static view


def test_private_function(view, vllm_module):
    path = f"{planning_module(vllm_module)}._get_kv_cache_groups_uniform_spec"
    func = obj_at(path)
    api = found(view, path)
    assert api.path == path
    assert as_tuples(api.signature) == params(func)


def test_lazy_export_resolves_to_the_defining_module(view, vllm_module):
    assert "LLM" in vllm_module.MODULE_ATTRS  # vllm/__init__ exports it through __getattr__
    assert found(view, "vllm.LLM").path == "vllm.entrypoints.llm.LLM"


def test_module_object(view):
    api = found(view, "vllm.v1.core.kv_cache_utils")
    assert (api.path, api.kind, api.file) == (KV_UTILS, "module", "vllm/v1/core/kv_cache_utils.py")


# -- what is not there, and what cannot be read here --------------------------------------------


def test_missing_symbol(view):
    result = view.lookup("vllm.v1.core.sched.scheduler.NoSuchScheduler")
    assert result.status == "missing-symbol"
    assert result.module == "vllm.v1.core.sched.scheduler"
    member = view.lookup(f"{SCHEDULER}.no_such_method")
    assert member.status == "missing-symbol"
    assert "no_such_method" in member.reason


def test_missing_module(view):
    result = view.lookup("vllm.v1.no_such_module.Thing")
    assert result.status == "missing-module"
    assert result.module == "vllm.v1.no_such_module"
    top = view.lookup("spec_compat_no_such_top_level.Thing")
    assert (top.status, top.module) == ("missing-module", "spec_compat_no_such_top_level")


def test_module_that_fails_on_import_is_unknown_never_missing(view, tmp_path, monkeypatch):
    broken = tmp_path / "spec_compat_broken_pkg"
    broken.mkdir()
    (broken / "__init__.py").write_text("")
    (broken / "cuda.py").write_text("raise RuntimeError('CUDA error: no CUDA-capable device')\n")
    (broken / "needs_dep.py").write_text("import spec_compat_absent_dependency\nclass X: ...\n")
    (broken / "lazy.py").write_text(
        "def __getattr__(name):\n    raise ImportError(f'cannot load {name}: libcuda.so')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    cuda = view.lookup("spec_compat_broken_pkg.cuda.Thing")
    assert cuda.status == "unknown"
    assert cuda.reason.startswith("not importable here: ")
    assert "RuntimeError: CUDA error" in cuda.reason
    dep = view.lookup("spec_compat_broken_pkg.needs_dep.X")
    assert dep.status == "unknown"
    assert "spec_compat_absent_dependency" in dep.reason
    lazy = view.lookup("spec_compat_broken_pkg.lazy.Anything")
    assert lazy.status == "unknown"
    assert "libcuda.so" in lazy.reason
    assert view.lookup("spec_compat_broken_pkg.no_such_mod.X").status == "missing-module"


# -- locate -----------------------------------------------------------------------------------


def test_locate_finds_defining_modules(view, vllm_module):
    modules = view.locate("get_kv_cache_config_from_groups")
    home = planning_module(vllm_module)
    assert home in modules
    if home != KV_UTILS:
        assert KV_UTILS not in modules  # moved without a re-export
    for name in modules:
        obj = importlib.import_module(name).get_kv_cache_config_from_groups
        assert obj.__module__ == name
    assert view.locate("spec_compat_defined_nowhere") == []


def test_member_assigned_in_class_body_is_located_there(view, pinned):
    # 0.32.0: `_freeze_gc = staticmethod(freeze_gc_for_cudagraph_capture)` in GPUModelRunner.
    path = "vllm.v1.worker.gpu_model_runner.GPUModelRunner"
    member = found(view, path).members["_freeze_gc"]
    assert (member.kind, member.method_kind) == ("function", "static")
    assert member.signature == Signature()
    assert member.file == "vllm/v1/worker/gpu_model_runner.py"
    source = Path(view.source["path"], member.file).read_text().splitlines()
    assert source[member.line - 1].strip().startswith("_freeze_gc = staticmethod(")


def test_msgspec_struct_fields(view):
    from vllm.sampling_params import SamplingParams

    api = found(view, "vllm.sampling_params.SamplingParams")
    assert api.fields == SamplingParams.__struct_fields__
    assert "max_tokens" in api.fields


def test_enum_has_no_constructor_signature(view):
    api = found(view, "vllm.v1.request.RequestStatus")
    assert api.kind == "class" and api.signature is None
    from vllm.v1.request import RequestStatus

    assert {m.name for m in RequestStatus} <= set(api.members)
