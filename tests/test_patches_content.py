"""The committed patch sets: generated from the real wheels, valid code, routed through shims.

- every patch and manifest is regenerated from the wheel and the fixed files and compared
  byte for byte (so nothing in patches/ is typed by hand or stale);
- every fixed file compiles and has no undefined name (ruff F);
- the fixed extractor and worker call only the shims' stable functions, with arguments those
  accept, and no longer touch the drifting vLLM names directly;
- the diffs apply with GNU patch too, and the diff engine round-trips (property test);
- `import speculators` fails beside transformers 5 as released and works once patched.
"""

from __future__ import annotations

import ast
import inspect
import py_compile
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from compat import shims
from compat.patching.generate import REPO_PATCHES, generate, patch_sets
from compat.patching.manifest import FIXED, fixed_of, load_manifest
from compat.patching.unified import DiffError, apply_diff, make_diff
from probes import releases
from tests.conftest import require_vllm

SETS = patch_sets(REPO_PATCHES, [])
FIXED_FILES = sorted((REPO_PATCHES / FIXED).rglob("*.py"))
GEN = "speculators/data_generation/vllm_hidden_states_generator.py"
WORKER = "speculators/data_generation/custom_worker.py"
PLAN_NAMES = {
    "get_kv_cache_groups_uniform_spec",
    "unify_hybrid_kv_cache_specs",
    "get_kv_cache_config_from_groups",
    "prepare_kv_cache_layout",
    "kv_cache_memory",  # the KV budget and block size: the CPU platform's (compat.cpu_platform)
    "block_size",
}
GONE = {  # names the fixed extractor / worker must no longer use directly
    "Scheduler",
    "SchedulerConfig",
    "Request",
    "AutoTokenizer",
    "get_kv_cache_config_from_groups",
    "_get_kv_cache_groups_uniform_spec",
    "unify_hybrid_kv_cache_specs",
    "get_hash_fn_by_name",
    "supports_eagle3",
    "execute_model",
    "sample_tokens",
    "input_batch",
    "get_input_embeddings",
    "get_language_model",
    "unique_reply_rank",
}


def test_every_release_has_a_patch_set() -> None:
    got = sorted((p, v) for p, v, _ in SETS)
    assert got == [("speculators", "0.3.0"), ("speculators", "0.4.0"), ("speculators", "0.4.0.1")]


@pytest.mark.network
@pytest.mark.parametrize(("project", "version", "folder"), SETS, ids=[f.name for *_, f in SETS])
def test_patches_and_manifest_regenerate_byte_for_byte(project, version, folder) -> None:
    generated = generate(project, version, folder)
    on_disk = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    assert generated == on_disk, "stale: run `python -m compat.patching.generate`"


@pytest.mark.parametrize(("project", "version", "folder"), SETS, ids=[f.name for *_, f in SETS])
def test_manifest_names_the_real_wheel_and_both_hashes(project, version, folder) -> None:
    manifest = load_manifest(project, version)
    artifact = releases.fetch_artifact(project, version, kind="wheel")
    assert (manifest.wheel_file, manifest.wheel_sha256) == (artifact.filename, artifact.sha256)
    with zipfile.ZipFile(artifact.path) as zf:
        for file in manifest.files:
            old = zf.read(file.path).decode()
            new = manifest.fixed_path(file).read_text()
            assert apply_diff(old, manifest.patch_text(file)) == new
            assert apply_diff(new, manifest.patch_text(file), reverse=True) == old
    assert {c.shim for c in manifest.covers} <= {f"compat.shims.{m}" for m in _shim_modules()}
    kinds = {(c.symbol.rsplit(".", 1)[-1], c.kind) for c in manifest.covers}
    assert ("Request", "unexpected-keyword") in kinds  # eos_token_id, every release, 0.17.0+
    assert ("get_kv_cache_config_from_groups", "missing-symbol") in kinds  # moved in 0.33.0


def _shim_modules() -> list[str]:
    from compat.shims.registry import shim_modules

    return list(shim_modules())


@pytest.mark.parametrize("path", FIXED_FILES, ids=lambda p: p.relative_to(REPO_PATCHES).as_posix())
def test_fixed_file_compiles(path: Path, tmp_path: Path) -> None:
    py_compile.compile(str(path), cfile=str(tmp_path / "x.pyc"), doraise=True)


def test_fixed_files_have_no_undefined_names() -> None:
    # ruff is in the `test` extra: run the one installed beside this interpreter, never skip.
    ruff = [sys.executable, "-m", "ruff"]
    cmd = [*ruff, "check", "--isolated", "--no-cache", "--select", "F", *map(str, FIXED_FILES)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _calls(tree: ast.AST, owner: str) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == owner
    ]


def _names(tree: ast.AST) -> set[str]:
    """Names and attributes used, except the attributes of `shims` and of the shim's `plan`."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            owner = node.value.id if isinstance(node.value, ast.Name) else None
            if owner not in ("shims", "plan"):
                found.add(node.attr)
        elif isinstance(node, ast.alias):
            found.add(node.name.rsplit(".", 1)[-1])
        elif isinstance(node, ast.keyword) and node.arg:
            found.add(node.arg)
    return found


@pytest.mark.parametrize("folder", [f for *_, f in SETS], ids=lambda f: f.name)
def test_extractor_and_worker_go_through_the_shims(folder: Path) -> None:
    used: set[str] = set()
    for rel in (GEN, WORKER):
        tree = ast.parse(fixed_of(folder, rel).read_text())
        imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        assert any(n.module == "compat" and n.names[0].name == "shims" for n in imports)
        assert not (_names(tree) & GONE), f"{rel} still uses {_names(tree) & GONE}"
        for call in _calls(tree, "shims"):
            name = call.func.attr  # type: ignore[attr-defined]
            assert name in shims.__all__, f"{rel}: shims.{name} does not exist"
            stub = inspect.signature(shims._STUBS[name])
            dummies = [None] * len(call.args)
            stub.bind(*dummies, **{k.arg: None for k in call.keywords if k.arg})
            used.add(name)
        for call in _calls(tree, "plan"):
            assert call.func.attr in PLAN_NAMES  # type: ignore[attr-defined]
    assert used >= {
        "kv_cache_planning",
        "make_scheduler",
        "make_scheduler_config",
        "make_request",
        "execute_and_sample",
        "rpc_single_reply",
        "language_model",
        "embed_input_ids",
        "load_tokenizer",
    }


@pytest.mark.parametrize("version", ["0.3.0", "0.4.0", "0.4.0.1"])
def test_routes_request_order_and_hash_fn(version: str) -> None:
    folder = REPO_PATCHES / f"speculators-{version}"
    tree = ast.parse(fixed_of(folder, GEN).read_text())
    gen = {c.func.attr for c in _calls(tree, "shims")}  # type: ignore[attr-defined]
    worker = ast.parse(fixed_of(folder, WORKER).read_text())
    # Rows are sliced per request in the runner's batch order, in every release's worker.
    assert "request_order" in {c.func.attr for c in _calls(worker, "shims")}  # type: ignore[attr-defined]
    assert ("hash_fn_by_name" in gen) is (version != "0.3.0")  # 0.3.0 builds no block hasher
    # A request without block hashes fails vLLM's scheduler under prefix caching (on by
    # default from 0.12.0), and a cache hit would skip capturing the prefix: caching is off.
    (cache,) = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _named(n, "CacheConfig")]
    flag = {k.arg: k.value for k in cache.keywords}.get("enable_prefix_caching")
    assert isinstance(flag, ast.Constant) and flag.value is False


def _named(call: ast.Call, name: str) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id == name


@pytest.mark.parametrize(("project", "version", "folder"), SETS, ids=[f.name for *_, f in SETS])
def test_gnu_patch_applies_the_diffs(project, version, folder, tmp_path: Path) -> None:
    gnu = shutil.which("patch")
    if gnu is None:
        pytest.skip("GNU patch is not installed")
    manifest = load_manifest(project, version)
    artifact = releases.fetch_artifact(project, version, kind="wheel")
    with zipfile.ZipFile(artifact.path) as zf:
        zf.extractall(tmp_path)
    for file in manifest.files:
        patch = folder / file.patch
        subprocess.run([gnu, "-p1", "-s", "-i", str(patch)], cwd=tmp_path, check=True)
        assert (tmp_path / file.path).read_bytes() == manifest.fixed_path(file).read_bytes()


_lines = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "\x0cd\n", "e"]), max_size=25)


@given(old=_lines, new=_lines)
def test_diff_round_trips_forward_and_back(old: list[str], new: list[str]) -> None:
    a, b = "".join(old), "".join(new)
    diff = make_diff(a, b, "pkg/m.py")
    if a == b:
        assert diff == ""
        return
    assert apply_diff(a, diff) == b
    assert apply_diff(b, diff, reverse=True) == a


def test_a_hunk_that_does_not_match_is_refused() -> None:
    old = "".join(f"line {i}\n" for i in range(20))
    new = old.replace("line 10\n", "line ten\n")
    diff = make_diff(old, new, "m.py")
    with pytest.raises(DiffError, match="does not match"):
        apply_diff(old.replace("line 9\n", "line nine\n"), diff)
    with pytest.raises(DiffError, match="more than one file"):
        apply_diff(old, diff + diff)


def _import(site: Path, code: str) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": f"{site}:{REPO_PATCHES.parent}", "PATH": "/usr/bin:/bin"}
    cmd = [sys.executable, "-W", "ignore", "-c", code]
    return subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)


_CONFIG_ROUND_TRIP = """
import speculators
from speculators import SpeculatorModelConfig
from speculators.config import SpeculatorsConfig, VerifierConfig
from speculators.models.eagle3 import Eagle3SpeculatorConfig
from speculators.proposals.greedy import GreedyTokenProposalConfig
verifier = VerifierConfig(name_or_path="x", architectures=["LlamaForCausalLM"])
spec = SpeculatorsConfig(algorithm="eagle3", proposal_methods=[GreedyTokenProposalConfig()],
                         default_proposal_method="greedy", verifier=verifier)
config = Eagle3SpeculatorConfig(draft_vocab_size=100, speculators_config=spec)
again = SpeculatorModelConfig.from_dict(config.to_dict())
assert type(again) is Eagle3SpeculatorConfig and again.draft_vocab_size == 100
import speculators.data_generation.custom_worker
import speculators.data_generation.vllm_hidden_states_generator as gen
assert gen.shims.__name__ == "compat.shims"
print("ok")
"""


@pytest.mark.parametrize("version", ["0.3.0", "0.4.0.1"])
def test_import_speculators_fails_as_released_and_works_patched(version, tmp_path) -> None:
    require_vllm()  # its environment has torch, transformers and pydantic as the GPU host
    import transformers
    from packaging.version import Version

    from compat.patching.transaction import apply_patch

    wheel = releases.fetch_artifact("speculators", version, kind="wheel").path
    site = tmp_path / "site"
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site)]
    subprocess.run([*pip, str(wheel)], check=True, capture_output=True)
    released = _import(site, "import speculators")
    if Version(transformers.__version__) >= Version("5"):
        assert released.returncode != 0
        assert "PydanticUndefinedAnnotation: name 'torch' is not defined" in released.stderr
    apply_patch(site, load_manifest("speculators", version))
    patched = _import(site, _CONFIG_ROUND_TRIP)
    assert patched.returncode == 0 and patched.stdout.strip() == "ok", patched.stderr[-3000:]
