"""Witnesses (probes/witness.py): static findings tried again on a live, importable package.

The mechanics are tested on a small fake package written to a temporary folder (the same code
runs for vLLM, only the package name differs). The last test takes every `broken` finding of
every corpus consumer (compat/corpus.py) against the vLLM 0.32.0 sdist and witnesses it on the
installed vLLM (0.32.0 under `nox -s tests`): none may be contradicted. Its counts are printed
(`pytest -s`) and, with SPEC_COMPAT_WITNESS_OUT=PATH, written there as JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest

from compat.corpus import CORPUS
from probes.findings import Finding
from probes.uses import CallShape, Location, Use
from probes.witness import WITNESS_STATUSES, Witness, witness

ROOT = Path(__file__).resolve().parent.parent
PKG = "witness_fake_pkg"

FILES = {
    "__init__.py": "",
    "api.py": """
        import abc
        import dataclasses

        VALUE = 3

        def func(a, b=1, *, c=None): ...
        def kwonly(*, need, opt=None): ...
        def anything(*args, **kwargs): ...
        def posonly(a, /, b): ...

        class Thing:
            shared = 1

            def __init__(self, x, *, y=0):
                self.made_in_init = x

            def method(self, p, q=None): ...

            def later(self):
                self.made_later = 1

            @staticmethod
            def static(a): ...

            @classmethod
            def build(cls, a): ...

            @property
            def prop(self):
                return 1

        class Lazy:
            def __getattr__(self, name):
                return name

        @dataclasses.dataclass
        class ModelConfig:
            size: int
            name: str = "m"

        class Annotated:
            declared: int

        class Base(abc.ABC):
            @abc.abstractmethod
            def run(self): ...

            @abc.abstractmethod
            def stop(self): ...

            def helper(self): ...

        class Mixin:
            def stop(self): ...
    """,
    "sub/__init__.py": "",
    "sub/leaf.py": "X = 1\n",
    "cuda_only.py": 'raise RuntimeError("CUDA driver not found\\nsecond line")\n',
    "needs_dep.py": "import a_dependency_that_is_not_installed_here\n",
    "lazy_exports.py": """
        def __getattr__(name):
            if name == "Exported":
                import another_dependency_not_installed_here  # noqa: F401
            raise AttributeError(name)
    """,
}


@pytest.fixture(scope="module")
def fake_package(tmp_path_factory):
    root = tmp_path_factory.mktemp("witness")
    for name, text in FILES.items():
        path = root / PKG / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    sys.path.insert(0, str(root))
    yield PKG
    sys.path.remove(str(root))
    for name in [m for m in sys.modules if m == PKG or m.startswith(PKG + ".")]:
        del sys.modules[name]


def make(kind: str, symbol: str, missing: str = "", key: str = "", **fields) -> tuple[Finding, Use]:
    """A finding of `kind` on `symbol` (`missing`: the module or name it says is absent;
    `key`: its parameter or method) and its use. The detail is prose no witness reads."""
    use = Use(
        id=f"consumer.mod:f:use:{symbol}#0",
        kind=fields.pop("use_kind", "call"),
        symbol=fields.pop("use_symbol", symbol),
        location=Location("consumer/mod.py", 1),
        module="consumer.mod",
        **fields,
    )
    finding = Finding(
        id=use.id + (f"/{key}" if key else ""),
        kind=kind,  # type: ignore[arg-type]
        status="broken",
        symbol=symbol,
        detail="prose that no decision reads",
        evidence=None,
        location="consumer/mod.py:1",
        hint="",
        missing=missing or None,
    )
    return finding, use


def call(positional: int = 0, *keywords: str, **star: bool) -> CallShape:
    return CallShape(positional=positional, keywords=keywords, **star)


A = f"{PKG}.api"
T = f"{A}.Thing"
MOD = "missing-module"
SYM = "missing-symbol"
ATTR = "missing-attribute"
METH = "missing-method"
KW = "unexpected-keyword"
REQ = "missing-required-argument"
POS = "too-many-positional"
FIELD = "missing-field"
ABSTRACT = "abstract-method-not-implemented"

# (kind, symbol, missing, key, use fields, expected status, a piece of the expected detail)
CASES = [
    # -- modules ------------------------------------------------------------------------------
    (MOD, f"{PKG}.gone.X", f"{PKG}.gone", "", {}, "reproduced", "no such"),
    (MOD, f"{PKG}.nope.deep.X", f"{PKG}.nope.deep", "", {}, "reproduced",
     "no such"),
    (MOD, f"{PKG}.sub.X", f"{PKG}.sub", "", {}, "contradicted", "succeeds"),
    (MOD, f"{PKG}.cuda_only.X", f"{PKG}.cuda_only", "", {},
     "not-importable", "RuntimeError: CUDA driver not found"),
    (MOD, f"{PKG}.needs_dep", f"{PKG}.needs_dep", "", {},
     "not-importable", "a_dependency_that_is_not_installed_here"),
    # -- names --------------------------------------------------------------------------------
    (SYM, f"{A}.Gone", f"{A}.Gone", "", {}, "reproduced", "`Gone`"),
    (SYM, f"{A}.func", f"{A}.func", "", {}, "contradicted", "resolves"),
    (SYM, f"{PKG}.sub.leaf", f"{PKG}.sub.leaf", "", {}, "contradicted",
     "module"),
    (SYM, f"{T}.nothing", "", "", {}, "reproduced", "`nothing`"),
    (SYM, f"{PKG}.lazy_exports.Exported", f"{PKG}.lazy_exports.Exported",
     "", {}, "not-importable", "another_dependency_not_installed_here"),
    (SYM, f"{PKG}.cuda_only.Thing", f"{PKG}.cuda_only.Thing", "", {},
     "not-importable", "CUDA"),
    # -- members ------------------------------------------------------------------------------
    (ATTR, f"{T}.nothing", "", "", {}, "reproduced", "no method of theirs sets"),
    (ATTR, f"{T}.shared", "", "", {}, "contradicted", "class attribute"),
    (METH, f"{T}.method", "", "", {}, "contradicted", "class attribute"),
    (ATTR, f"{T}.prop", "", "", {}, "contradicted", "class attribute"),
    (ATTR, f"{T}.made_later", "", "", {}, "undecidable", "instance attribute"),
    (ATTR, f"{T}.made_in_init", "", "", {}, "undecidable", "instance attribute"),
    (ATTR, f"{T}.made_in_init.deeper", "", "", {}, "undecidable", "cannot be read live"),
    (ATTR, f"{A}.Lazy.anything", "", "", {}, "undecidable", "__getattr__"),
    (ATTR, f"{A}.ModelConfig.size", "", "", {}, "contradicted", "field"),
    (ATTR, f"{A}.Annotated.declared", "", "", {}, "contradicted", "annotated"),
    (ATTR, f"{A}.VALUE.real", "", "", {}, "undecidable", "not a class"),
    (ATTR, f"{A}.nothing", "", "", {}, "reproduced", "has no `nothing`"),
    (ATTR, f"{A}.VALUE", "", "", {}, "contradicted", "exists"),
    (ATTR, f"{A}.Gone.member", "", "", {}, "undecidable", "owner is absent"),
    (METH, f"{T}.stop", "", "", {"also_from": (f"{A}.Mixin.stop",)}, "contradicted", "Mixin"),
    (METH, f"{T}.nothing", "", "", {"also_from": ("other_pkg.Base",)}, "reproduced", "no `"),
    # -- calls --------------------------------------------------------------------------------
    (KW, f"{A}.func", "", "d", {"call": call(1, "d")}, "reproduced", "unexpected keyword"),
    (KW, f"{A}.func", "", "c", {"call": call(1, "c")}, "contradicted", "binds"),
    (KW, f"{A}.posonly", "", "a", {"call": call(1, "a")}, "reproduced", "positional"),
    (KW, f"{A}.anything", "", "z", {"call": call(0, "z")}, "contradicted", "binds"),
    (KW, f"{A}.func", "", "d", {"call": call(1, "d", star_kwargs=True)}, "reproduced", "'d'"),
    (KW, f"{A}.func", "", "c", {"call": call(1, "c", star_args=True)}, "contradicted", "accepts"),
    (REQ, f"{A}.kwonly", "", "need", {"call": call()}, "reproduced", "'need'"),
    (REQ, f"{A}.kwonly", "", "need", {"call": call(0, "need")}, "contradicted", "binds"),
    (REQ, f"{A}.kwonly", "", "opt", {"call": call()}, "contradicted", "not a required"),
    (REQ, f"{A}.kwonly", "", "gone", {"call": call()}, "contradicted", "not a required"),
    (REQ, f"{A}.kwonly", "", "need", {"call": call(star_kwargs=True)}, "undecidable", "**kwargs"),
    (REQ, f"{A}.func", "", "a", {"call": call(0, "b")}, "reproduced", "'a'"),
    (POS, f"{A}.func", "", "3", {"call": call(3)}, "reproduced", "too many positional"),
    (POS, f"{A}.func", "", "2", {"call": call(2)}, "contradicted", "binds"),
    # instance methods: on an instance a dummy self is bound; through the class it is passed
    (POS, f"{T}.method", "", "2", {"call": call(2), "via": "self"}, "contradicted", "binds"),
    (POS, f"{T}.method", "", "3", {"call": call(3), "via": "self"}, "reproduced", "too many"),
    (POS, f"{T}.method", "", "3", {"call": call(3)}, "contradicted", "binds"),
    (POS, f"{T}.method", "", "4", {"call": call(4)}, "reproduced", "too many"),
    (REQ, f"{T}.method", "", "p", {"call": call(0), "via": "super"}, "reproduced", "'p'"),
    (POS, f"{T}.static", "", "1", {"call": call(1), "via": "self"}, "contradicted", "binds"),
    (POS, f"{T}.build", "", "1", {"call": call(1), "via": "self"}, "contradicted", "binds"),
    (POS, f"{T}.build", "", "2", {"call": call(2)}, "reproduced", "too many"),
    # classes bind against the class (its `__init__` without `self`)
    (KW, T, "", "z", {"call": call(1, "z")}, "reproduced", "'z'"),
    (KW, T, "", "y", {"call": call(1, "y")}, "contradicted", "binds"),
    (REQ, T, "", "x", {"call": call()}, "reproduced", "'x'"),
    (KW, f"{A}.gone", "", "d", {"call": call(0, "d")}, "undecidable", "absent here"),
    (KW, f"{A}.func", "", "d", {}, "undecidable", "no call shape"),
    # -- config fields and abstract methods ---------------------------------------------------
    (FIELD, f"{A}.ModelConfig.colour", "", "", {"use_kind": "config-field"}, "reproduced",
     "colour"),
    (FIELD, f"{A}.ModelConfig.name", "", "", {"use_kind": "config-field"}, "contradicted",
     "has the field"),
    (FIELD, f"{A}.Gone.name", "", "", {"use_kind": "config-field"}, "undecidable", "absent"),
    (ABSTRACT, f"{A}.Base.run", "", "run",
     {"use_kind": "subclass", "use_symbol": f"{A}.Base", "consumer_class": "consumer.mod.Impl"},
     "reproduced", "__abstractmethods__"),
    (ABSTRACT, f"{A}.Base.run", "", "run",
     {"use_kind": "subclass", "use_symbol": f"{A}.Base", "consumer_class": "consumer.mod.Impl",
      "defines": ("run",)},
     "contradicted", "defines `run` itself"),
    (ABSTRACT, f"{A}.Base.helper", "", "helper",
     {"use_kind": "subclass", "use_symbol": f"{A}.Base"}, "contradicted", "not abstract"),
    (ABSTRACT, f"{A}.Base.stop", "", "stop",
     {"use_kind": "subclass", "use_symbol": f"{A}.Base", "also_from": (f"{A}.Mixin",)},
     "contradicted", "implements"),
    # -- what no live lookup can settle -------------------------------------------------------
    ("override-signature-mismatch", f"{T}.method", "", "", {}, "undecidable", "run the consumer"),
    ("semantic", f"{T}.method", "", "", {}, "undecidable", "run the consumer"),
    (SYM, "elsewhere.api.Gone", "", "", {}, "undecidable", "not a name of"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "symbol", "missing", "key", "fields", "status", "says"),
    CASES,
    ids=[f"{c[0]}:{c[1].removeprefix(PKG + '.')}:{c[3]}:{c[5]}" for c in CASES],
)
def test_witness(fake_package, kind, symbol, missing, key, fields, status, says):
    finding, use = make(kind, symbol, missing, key, **dict(fields))
    got = witness(finding, use, package=fake_package)
    assert isinstance(got, Witness)
    assert (got.status, says in got.detail) == (status, True), got.detail


def test_a_package_that_is_not_installed_is_not_importable():
    finding, use = make(SYM, "no_such_package_here.api.Gone", "x.Gone")
    got = witness(finding, use, package="no_such_package_here")
    assert got.status == "not-importable"
    assert got.detail.startswith("not importable here: ")


def test_importing_witness_imports_no_vllm():
    code = "import sys, probes.witness; print('vllm' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.stdout.strip() == "False", out.stderr


# -- the corpus against the installed vLLM -------------------------------------------------------

PINNED = "0.32.0"
OUT_ENV = "SPEC_COMPAT_WITNESS_OUT"
# Broken findings the live vLLM contradicts (engine bugs still to fix), by consumer: each id is
# listed so that any new contradiction fails the test. Empty: none is known.
KNOWN_CONTRADICTED: dict[str, frozenset[str]] = {}
_recorded: dict[str, dict] = {}


@pytest.fixture(scope="module")
def live_vllm(vllm_module):
    if vllm_module.__version__ != PINNED:
        pytest.skip(
            f"witnesses the findings at vLLM {PINNED}; installed is {vllm_module.__version__}"
        )
    return vllm_module


@pytest.fixture(scope="module")
def sdist(live_vllm):
    from probes.releases import OfflineError
    from probes.views.open import sdist_view

    try:
        return sdist_view(PINNED)
    except OfflineError as exc:  # pragma: no cover - only without the index
        pytest.skip(f"package index unreachable: {exc}")


SCHEDULER = "vllm.v1.core.sched.scheduler.Scheduler"
REQUEST = "vllm.v1.request.Request"
# Made-up findings on the real vLLM 0.32.0: the live lookups can both confirm and contradict.
LIVE_CASES = [
    (METH, f"{SCHEDULER}.schedule", "", "", {}, "contradicted"),
    (METH, f"{SCHEDULER}.no_such_method", "", "", {}, "reproduced"),
    (KW, REQUEST, "", "request_id", {"call": call(0, "request_id")}, "contradicted"),
    (KW, REQUEST, "", "eos_token_id", {"call": call(4, "eos_token_id")}, "reproduced"),
    (MOD, "vllm.entrypoints.chat_utils.X", "vllm.entrypoints.chat_utils",
     "", {}, "reproduced"),
    (SYM, "vllm.v1.request.Request", "vllm.v1.request.Request", "", {},
     "contradicted"),
]  # fmt: skip


@pytest.mark.vllm
@pytest.mark.parametrize(
    ("kind", "symbol", "missing", "key", "fields", "status"),
    LIVE_CASES,
    ids=[f"{c[0]}:{c[1].rpartition('.')[2]}:{c[3]}" for c in LIVE_CASES],
)
def test_witness_on_the_real_vllm(live_vllm, kind, symbol, missing, key, fields, status):
    finding, use = make(kind, symbol, missing, key, **dict(fields))
    got = witness(finding, use)
    assert got.status == status, got.detail


def _origin(finding: Finding, uses: dict[str, Use]) -> Use:
    use = uses.get(finding.id) or uses.get(finding.id.rpartition("/")[0])
    assert use is not None, f"no use for finding {finding.id}"
    return use


def _record(spec: str, witnessed: list[tuple[Finding, Witness]]) -> dict:
    counts = Counter(w.status for _, w in witnessed)
    entry = {
        "broken": len(witnessed),
        **{status: counts.get(status, 0) for status in WITNESS_STATUSES},
        "witnesses": [
            {
                "id": f.id,
                "kind": f.kind,
                "symbol": f.symbol,
                "location": f.location,
                "status": w.status,
                "detail": w.detail,
            }
            for f, w in witnessed
        ],
    }
    _recorded[spec] = entry
    shown = ", ".join(f"{s} {entry[s]}" for s in WITNESS_STATUSES)
    print(f"\n{spec} at vLLM {PINNED}: {len(witnessed)} broken findings witnessed: {shown}")
    out = os.environ.get(OUT_ENV)
    if out:
        data = {"schema_version": 1, "vllm": PINNED, "consumers": _recorded}
        Path(out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return entry


@pytest.mark.vllm
@pytest.mark.network
@pytest.mark.parametrize("entry", CORPUS, ids=lambda e: e.name)
def test_no_broken_corpus_finding_is_contradicted_by_the_live_vllm(entry, sdist):
    from probes.check import check_usage
    from probes.consumers import load_usage
    from probes.releases import OfflineError

    try:
        usage = load_usage(entry.spec)
    except OfflineError as exc:  # pragma: no cover - only without the index
        pytest.skip(f"package index unreachable: {exc}")
    uses = {use.id: use for use in usage.uses}
    broken = [f for f in check_usage(usage, sdist) if f.status == "broken"]
    witnessed = [(f, witness(f, _origin(f, uses))) for f in broken]
    _record(entry.spec, witnessed)
    contradicted = {f.id: (f, w) for f, w in witnessed if w.status == "contradicted"}
    known = KNOWN_CONTRADICTED.get(entry.spec, frozenset())
    problems = [
        f"contradicted: {f.kind} {f.symbol} @ {f.location} [{fid}]: {w.detail}"
        for fid, (f, w) in contradicted.items()
        if fid not in known
    ]
    problems += [f"no longer contradicted, drop it from KNOWN_CONTRADICTED: {fid}" for fid in
                 sorted(known - set(contradicted))]  # fmt: skip
    assert not problems, f"{entry.spec} at vLLM {PINNED}:\n" + "\n".join(problems)
    if contradicted:
        pytest.xfail(f"known engine bugs, contradicted live: {sorted(contradicted)}")
