"""Usage extraction: table-driven rules on consumer snippets, sources, ids, real releases."""

from __future__ import annotations

import hashlib
import json
import textwrap
import urllib.request
import zipfile
from collections import Counter
from pathlib import Path

import pytest

from probes.conditions import Condition, Present, Refuses, Tried, TypeChecking, Version, innermost
from probes.usage import (
    UsageError,
    extract_files,
    extract_usage,
    pinned_requirements,
    usage_from_folder,
    usage_from_installed,
    usage_from_wheel,
)
from probes.uses import CallShape, Usage, Use

WORKER = "vllm.v1.worker.gpu_worker.Worker"
BASE = "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1"
EXEC = "vllm.v1.executor.multiproc_executor.MultiprocExecutor"
TC = Condition(TypeChecking())
TRIED = Condition(Tried("try-body"))


def extract(files: str | dict[str, str]) -> Usage:
    if isinstance(files, str):
        files = {"pkg/mod.py": files}
    files = {k: textwrap.dedent(v) for k, v in files.items()}
    files.setdefault("pkg/__init__.py", "")
    return extract_files(files, consumer="c", source={"kind": "test"})


def matches(use: Use, kind: str, symbol: str, extra: dict) -> bool:
    if (use.kind, use.symbol) != (kind, symbol):
        return False
    for key, want in extra.items():
        if key == "override":
            got = use.override.render() if use.override else None
        elif key == "line":
            got = use.location.line
        elif key == "guard":  # the nearest guard (the innermost of `Use.conditions`)
            got = innermost(use.conditions)
        else:
            got = getattr(use, key)
        if got != want:
            return False
    return True


def describe(usage: Usage) -> str:
    return "\n".join(
        f"{u.kind} {u.symbol} ctx={u.context!r} via={u.via} conditions={u.conditions} call={u.call}"
        for u in usage.uses
    )


# (id, consumer source, expected present [(kind, symbol, fields)], expected absent [(kind, symbol)])
ROWS = [
    (
        "import-plain",
        "import vllm\n",
        [("import", "vllm", {"context": "", "guard": None, "role": "module"})],
        [],
    ),
    (
        "import-submodule-alias-call",
        "import vllm.config as cfg\ncfg.VllmConfig()\n",
        [("import", "vllm.config", {}), ("call", "vllm.config.VllmConfig", {"call": CallShape()})],
        [],
    ),
    (
        "import-from-module-alias",
        "from vllm.v1 import request as r\nr.Request(1, x=2)\n",
        [
            ("import", "vllm.v1.request", {}),
            ("call", "vllm.v1.request.Request", {"call": CallShape(1, ("x",))}),
        ],
        [],
    ),
    (
        "import-from-name-alias",
        "from vllm.config import VllmConfig as VC\nVC()\n",
        [
            ("import", "vllm.config.VllmConfig", {"role": None}),
            ("call", "vllm.config.VllmConfig", {}),
        ],
        [("call", "VC")],
    ),
    (
        "import-star",
        "from vllm.config import *\n",
        [("import", "vllm.config", {"role": "module"})],
        [],
    ),
    (
        "import-dotted-attribute-chain",
        "import vllm.v1.request\nx = vllm.v1.request.RequestStatus.FINISHED_ABORTED\n",
        [("attribute", "vllm.v1.request.RequestStatus.FINISHED_ABORTED", {"via": None})],
        [("attribute", "vllm.v1.request.RequestStatus"), ("attribute", "vllm.v1")],
    ),
    (
        "function-local-import",
        """
        def f():
            from vllm.x import g
            g(1, 2)
        """,
        [("import", "vllm.x.g", {"context": "f"}), ("call", "vllm.x.g", {"context": "f"})],
        [],
    ),
    (
        "function-local-import-does-not-leak",
        """
        def f():
            from vllm.x import g
        def h():
            g()
        """,
        [("import", "vllm.x.g", {"context": "f"})],
        [("call", "vllm.x.g")],
    ),
    (
        "local-name-shadows-import",
        "from vllm import LLM\ndef f(LLM):\n    LLM()\n",
        [("import", "vllm.LLM", {})],
        [("call", "vllm.LLM")],
    ),
    (
        "non-vllm-ignored",
        "import torch\nfrom . import sibling\ntorch.zeros(1)\nsibling.vllm()\n",
        [],
        [("import", "torch"), ("call", "torch.zeros")],
    ),
    (
        "type-checking-import",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from vllm.v1.request import Request\n",
        [("import", "vllm.v1.request.Request", {"guard": TC})],
        [],
    ),
    (
        "type-checking-attribute-form-else-unguarded",
        """
        import typing
        if typing.TYPE_CHECKING:
            from vllm.a import A
        else:
            from vllm.b import B
        """,
        [("import", "vllm.a.A", {"guard": TC}), ("import", "vllm.b.B", {"guard": None})],
        [],
    ),
    (
        "try-import-with-fallback",
        "try:\n    from vllm.new import A\nexcept ImportError:\n    A = None\n",
        [("import", "vllm.new.A", {"guard": TRIED})],
        [],
    ),
    (
        "try-import-raising-its-own-error-is-a-refusal",
        """
        try:
            from vllm.new import A
        except (ModuleNotFoundError, ValueError) as exc:
            raise RuntimeError("install vllm") from exc
        """,
        [("import", "vllm.new.A", {"guard": Condition(Refuses("handler"), False)})],
        [],
    ),
    (
        "try-import-bare-reraise-propagates",
        """
        try:
            from vllm.new import A
        except ImportError:
            log("no A")
            raise
        """,
        [("import", "vllm.new.A", {"guard": Condition(Tried("try-body"), False)})],
        [],
    ),
    (
        "try-other-exception-does-not-guard-import",
        "try:\n    from vllm.new import A\nexcept ValueError:\n    A = None\n",
        [("import", "vllm.new.A", {"guard": None})],
        [],
    ),
    (
        "try-attribute-error-guards-call-not-import",
        """
        try:
            import vllm
            vllm.new_api()
        except AttributeError:
            pass
        """,
        [
            ("import", "vllm", {"guard": None}),
            ("call", "vllm.new_api", {"guard": TRIED}),
        ],
        [],
    ),
    (
        "version-check-both-branches",
        """
        import vllm
        from packaging.version import Version
        if Version(vllm.__version__) >= Version("0.12"):
            from vllm.new import A
        else:
            from vllm.old import A
        """,
        [
            ("import", "vllm.new.A", {"guard": Condition(Version(">=0.12"))}),
            ("import", "vllm.old.A", {"guard": Condition(Version("<0.12"))}),
            ("attribute", "vllm.__version__", {"guard": None}),
        ],
        [],
    ),
    (
        "version-check-through-module-name",
        """
        from importlib.metadata import version
        VLLM_VER = version("vllm")
        def f():
            if VLLM_VER >= "0.12":
                from vllm.new import A
        """,
        [("import", "vllm.new.A", {"guard": Condition(Version(">=0.12"))})],
        [],
    ),
    (
        "version-check-raise-else-no-fallback",
        """
        from vllm import __version__ as V
        if V >= "0.12":
            from vllm.new import A
        else:
            raise ImportError("too old")
        """,
        [("import", "vllm.new.A", {"guard": Condition(Version(">=0.12"), False)})],
        [],
    ),
    (
        "sys-version-info-does-not-count",
        "import sys\nif sys.version_info >= (3, 11):\n    from vllm.new import A\n",
        [("import", "vllm.new.A", {"guard": None})],
        [],
    ),
    (
        "hasattr-on-module",
        """
        import vllm.utils
        if hasattr(vllm.utils, "new_fn"):
            vllm.utils.new_fn()
        else:
            vllm.utils.old_fn()
        """,
        [
            ("call", "vllm.utils.new_fn", {"guard": Condition(Present("vllm.utils.new_fn"))}),
            ("call", "vllm.utils.old_fn", {"guard": None}),
        ],
        [],
    ),
    (
        "hasattr-on-typed-object-only-guards-that-member",
        f"""
        from {EXEC.rsplit(".", 1)[0]} import MultiprocExecutor
        ex = MultiprocExecutor()
        if hasattr(ex, "sample_tokens"):
            ex.sample_tokens(1)
            ex.shutdown()
        """,
        [
            (
                "call",
                f"{EXEC}.sample_tokens",
                {"guard": Condition(Present(f"{EXEC}.sample_tokens"))},
            ),
            ("call", f"{EXEC}.shutdown", {"guard": None}),
        ],
        [],
    ),
    (
        "getattr-with-default-is-guarded",
        "import vllm.envs as envs\nx = getattr(envs, 'VLLM_NEW', None)\ny = getattr(envs, 'OLD')\n",
        [
            (
                "attribute",
                "vllm.envs.VLLM_NEW",
                {"guard": Condition(Present("vllm.envs.VLLM_NEW"))},
            ),
            ("attribute", "vllm.envs.OLD", {"guard": None}),
        ],
        [],
    ),
    (
        "call-shape-spreads",
        "from vllm.x import f\nf(1, *a, k=2, **kw)\n",
        [("call", "vllm.x.f", {"call": CallShape(1, ("k",), True, True)})],
        [],
    ),
    (
        "private-names-count",
        """
        from vllm.v1.core.kv_cache_utils import _get_kv_cache_groups_uniform_spec as g
        g(spec)
        """,
        [("call", "vllm.v1.core.kv_cache_utils._get_kv_cache_groups_uniform_spec", {})],
        [],
    ),
    (
        "decorator-from-vllm",
        "from vllm.compilation.decorators import support_torch_compile\n"
        "@support_torch_compile\nclass M:\n    pass\n",
        [("call", "vllm.compilation.decorators.support_torch_compile", {"call": CallShape(1)})],
        [],
    ),
    (
        "nested-function-context",
        "import vllm\ndef f():\n    def g():\n        vllm.x()\n"
        "    class K:\n        def m(self):\n            vllm.y()\n",
        [
            ("call", "vllm.x", {"context": "f.<locals>.g"}),
            ("call", "vllm.y", {"context": "f.<locals>.K.m"}),
        ],
        [],
    ),
    (
        "local-constructor-assignment",
        """
        from vllm.v1.executor.multiproc_executor import MultiprocExecutor
        def run():
            ex = MultiprocExecutor(vllm_config=c)
            ex.collective_rpc("get_kv_cache_spec", timeout=3)
        """,
        [
            ("call", EXEC, {"call": CallShape(0, ("vllm_config",))}),
            (
                "call",
                f"{EXEC}.collective_rpc",
                {"via": "constructor", "call": CallShape(1, ("timeout",))},
            ),
        ],
        [],
    ),
    (
        "self-attribute-constructor-in-other-method",
        """
        from vllm.v1.executor.multiproc_executor import MultiprocExecutor
        class Gen:
            def __init__(self):
                self.executor = MultiprocExecutor(vllm_config=1)
            def go(self):
                return self.executor.execute_model(out)
        """,
        [("call", f"{EXEC}.execute_model", {"via": "constructor", "context": "Gen.go"})],
        [("base-member", "executor")],
    ),
    (
        "self-attribute-from-annotated-param",
        """
        from vllm.config import VllmConfig
        class Gen:
            def __init__(self, cfg: VllmConfig):
                self.cfg = cfg
            def go(self):
                return self.cfg.model_config
        """,
        [("attribute", "vllm.config.VllmConfig.model_config", {"via": "annotation"})],
        [],
    ),
    (
        "class-attribute-annotation",
        """
        from vllm.config import VllmConfig
        class Gen:
            cfg: VllmConfig
            def go(self):
                return self.cfg.model_config
        """,
        [("attribute", "vllm.config.VllmConfig.model_config", {"via": "attribute annotation"})],
        [],
    ),
    (
        "param-annotation",
        "from vllm.config import VllmConfig\ndef f(cfg: VllmConfig):\n    cfg.model_config.x\n",
        [("attribute", "vllm.config.VllmConfig.model_config", {"via": "annotation"})],
        [("attribute", "vllm.config.VllmConfig.model_config.x")],
    ),
    (
        "string-annotation",
        "from vllm.config import VllmConfig\ndef f(cfg: 'VllmConfig'):\n    cfg.load_config\n",
        [("attribute", "vllm.config.VllmConfig.load_config", {"via": "annotation"})],
        [],
    ),
    (
        "optional-annotations",
        """
        from typing import Optional
        import vllm.config as vc
        def f(a: Optional[vc.VllmConfig], b: vc.CacheConfig | None, c: "vc.LoadConfig | None"):
            a.x, b.y, c.z
        """,
        [
            ("attribute", "vllm.config.VllmConfig.x", {}),
            ("attribute", "vllm.config.CacheConfig.y", {}),
            ("attribute", "vllm.config.LoadConfig.z", {}),
        ],
        [],
    ),
    (
        "union-of-two-vllm-classes-is-untyped",
        "from vllm.config import A, B\ndef f(x: A | B):\n    x.field\n",
        [],
        [("attribute", "vllm.config.A.field"), ("attribute", "vllm.config.B.field")],
    ),
    (
        "local-variable-annotation",
        "from vllm.config import VllmConfig\ndef f():\n    c: VllmConfig = make()\n    c.seed\n",
        [("attribute", "vllm.config.VllmConfig.seed", {"via": "annotation"})],
        [],
    ),
    (
        "consumer-return-annotation",
        """
        from vllm.config import VllmConfig
        def make() -> VllmConfig:
            ...
        def g():
            c = make()
            c.cache_config
        """,
        [("attribute", "vllm.config.VllmConfig.cache_config", {"via": "return annotation"})],
        [],
    ),
    (
        "conflicting-assignments-are-untyped",
        "from vllm.x import A\ndef f():\n    a = A()\n    a = other()\n    a.m()\n",
        [("call", "vllm.x.A", {})],
        [("call", "vllm.x.A.m")],
    ),
    (
        "vllm-function-result-is-not-typed",
        "from vllm.logger import init_logger\nlog = init_logger(__name__)\nlog.info('x')\n",
        [("call", "vllm.logger.init_logger", {})],
        [("call", "vllm.logger.init_logger.info")],
    ),
    (
        "chain-records-first-hop-only",
        """
        from vllm.v1.executor.multiproc_executor import MultiprocExecutor
        class G:
            def __init__(self):
                self.ex = MultiprocExecutor()
                self.ex.driver.worker.run()
        """,
        [("attribute", f"{EXEC}.driver", {"via": "constructor"})],
        [("attribute", f"{EXEC}.driver.worker"), ("call", f"{EXEC}.driver.worker.run")],
    ),
    (
        "closure-keeps-self",
        """
        from vllm.x import Engine
        class G:
            def __init__(self):
                self.e = Engine()
                def cb():
                    self.e.step()
                return cb
        """,
        [("call", "vllm.x.Engine.step", {"context": "G.__init__.<locals>.cb"})],
        [],
    ),
    (
        "subclass-and-overrides",
        f"""
        from {BASE.rsplit(".", 1)[0]} import KVConnectorBase_V1
        class C(KVConnectorBase_V1):
            def start_load_kv(self, forward_context, /, x=1, *args, flag, other=2, **kwargs):
                pass
            @classmethod
            def get_required_kvcache_layout(cls, vllm_config):
                pass
            @staticmethod
            def _write(tensors, event):
                pass
            def __hidden(self):
                pass
        """,
        [
            ("subclass", BASE, {"consumer_class": "pkg.mod.C", "context": ""}),
            (
                "override",
                f"{BASE}.start_load_kv",
                {"override": "(forward_context, /, x=…, *args, flag, other=…, **kwargs)"},
            ),
            ("override", f"{BASE}.get_required_kvcache_layout", {"override": "(vllm_config)"}),
            ("override", f"{BASE}._write", {"override": "(tensors, event)", "context": "C"}),
        ],
        [("override", f"{BASE}.__hidden"), ("override", f"{BASE}._C__hidden")],
    ),
    (
        "property-setter-and-overload-stubs-are-not-overrides",
        """
        from typing import overload
        from vllm.b import Base
        class C(Base):
            @property
            def size(self):
                return 1
            @size.setter
            def size(self, value):
                pass
            @overload
            def get(self, a: int) -> int: ...
            def get(self, a, b=None):
                pass
        """,
        [
            ("override", "vllm.b.Base.size", {"override": "()"}),
            ("override", "vllm.b.Base.get", {"override": "(a, b=…)"}),
        ],
        [],
    ),
    (
        "subclass-through-module-alias",
        """
        from vllm.distributed.kv_transfer.kv_connector.v1 import (
            example_hidden_states_connector as m,
        )
        class X(m.ExampleHiddenStatesConnector):
            pass
        """,
        [
            (
                "subclass",
                "vllm.distributed.kv_transfer.kv_connector.v1.example_hidden_states_connector"
                ".ExampleHiddenStatesConnector",
                {"consumer_class": "pkg.mod.X"},
            )
        ],
        [],
    ),
    (
        "multiple-vllm-bases",
        "from vllm.b import A, B\nimport abc\nclass C(A, abc.ABC, B):\n    def m(self):\n"
        "        self.inherited()\n",
        [
            ("subclass", "vllm.b.A", {}),
            ("subclass", "vllm.b.B", {}),
            ("override", "vllm.b.A.m", {}),
            ("override", "vllm.b.B.m", {}),
            ("base-member", "vllm.b.A.inherited", {"via": "self"}),
        ],
        [("subclass", "abc.ABC")],
    ),
    (
        "base-members-self-and-super",
        f"""
        from {BASE.rsplit(".", 1)[0]} import KVConnectorBase_V1
        class C(KVConnectorBase_V1):
            def __init__(self, vllm_config, role):
                super().__init__(vllm_config=vllm_config, role=role)
                self._mine = 1
            def get_finished(self, ids):
                if self.has_connector_metadata():
                    meta = self._get_connector_metadata()
                self._vllm_config.model_config
                self._mine
                self.get_finished(ids)
        """,
        [
            (
                "base-member",
                f"{BASE}.__init__",
                {"via": "super", "call": CallShape(0, ("vllm_config", "role"))},
            ),
            ("base-member", f"{BASE}.has_connector_metadata", {"call": CallShape(), "via": "self"}),
            ("base-member", f"{BASE}._get_connector_metadata", {}),
            ("base-member", f"{BASE}._vllm_config", {"call": None}),
        ],
        [
            ("base-member", f"{BASE}._mine"),
            ("base-member", f"{BASE}.get_finished"),
            ("base-member", f"{BASE}._vllm_config.model_config"),
        ],
    ),
    (
        "consumer-intermediate-class-across-modules",
        {
            "pkg/base.py": "from vllm.b import VBase\nclass Mid(VBase):\n    def helper(self):\n"
            "        pass\n",
            "pkg/mod.py": "from pkg.base import Mid\nclass Leaf(Mid):\n    def run(self):\n"
            "        self.helper()\n        self.inherited_api()\n",
            "pkg/leaf2.py": "from pkg import mod\nclass Leaf2(mod.Leaf):\n    pass\n",
        },
        [
            ("subclass", "vllm.b.VBase", {"consumer_class": "pkg.mod.Leaf", "via": "pkg.base.Mid"}),
            ("subclass", "vllm.b.VBase", {"consumer_class": "pkg.base.Mid", "via": None}),
            ("override", "vllm.b.VBase.run", {"consumer_class": "pkg.mod.Leaf"}),
            ("base-member", "vllm.b.VBase.inherited_api", {"context": "Leaf.run"}),
            (
                "subclass",
                "vllm.b.VBase",
                {"consumer_class": "pkg.leaf2.Leaf2", "via": "pkg.mod.Leaf"},
            ),
        ],
        [("base-member", "vllm.b.VBase.helper")],
    ),
    (
        "worker-extension-and-rpc-targets",
        {
            "pkg/ext.py": """
                class Ext:
                    def _capture(self, ids):
                        self.ids = ids
                        batch = self.model_runner.input_batch
                        return self.ids
            """,
            "pkg/gen.py": """
                from vllm.config import ParallelConfig
                from vllm.v1.executor.multiproc_executor import MultiprocExecutor
                p = ParallelConfig(worker_extension_cls="pkg.ext.Ext")
                ex = MultiprocExecutor(p)
                ex.collective_rpc("get_kv_cache_spec")
                ex.collective_rpc(method="_capture", args=(1,))
            """,
        },
        [
            ("subclass", WORKER, {"consumer_class": "pkg.ext.Ext", "via": "worker-extension"}),
            ("override", f"{WORKER}._capture", {"override": "(ids)"}),
            ("base-member", f"{WORKER}.model_runner", {"via": "self", "context": "Ext._capture"}),
            ("attribute", f"{WORKER}.model_runner.input_batch", {"context": "Ext._capture"}),
            ("string-target", "pkg.ext.Ext", {"role": "dotted-path"}),
            ("string-target", f"{WORKER}.get_kv_cache_spec", {"role": "rpc-method"}),
            ("string-target", "pkg.ext.Ext._capture", {"role": "rpc-method-local"}),
            ("call", f"{EXEC}.collective_rpc", {"call": CallShape(0, ("method", "args"))}),
            ("config-field", "vllm.config.ParallelConfig.worker_extension_cls", {}),
        ],
        [
            ("base-member", f"{WORKER}.ids"),
            ("string-target", f"{WORKER}._capture"),
        ],
    ),
    (
        "rpc-target-on-untyped-receiver",
        "import vllm\ndef f(engine):\n    engine.collective_rpc('echo')\n",
        [("string-target", f"{WORKER}.echo", {"role": "rpc-method", "context": "f"})],
        [],
    ),
    (
        "config-fields",
        """
        from vllm.config import CacheConfig, VllmConfig
        VllmConfig(cache_config=CacheConfig(block_size=16, **extra))
        """,
        [
            (
                "call",
                "vllm.config.CacheConfig",
                {"call": CallShape(0, ("block_size",), False, True)},
            ),
            ("config-field", "vllm.config.CacheConfig.block_size", {}),
            ("config-field", "vllm.config.VllmConfig.cache_config", {}),
        ],
        [],
    ),
    (
        "non-config-class-has-no-config-fields",
        "from vllm.v1.core.sched.scheduler import Scheduler\nScheduler(block_size=16)\n",
        [
            (
                "call",
                "vllm.v1.core.sched.scheduler.Scheduler",
                {"call": CallShape(0, ("block_size",))},
            )
        ],
        [("config-field", "vllm.v1.core.sched.scheduler.Scheduler.block_size")],
    ),
    (
        "plain-dotted-string-is-not-a-target",
        "from vllm import LLM\nLLM(model='a.b', worker_cls='pkg.mod.W')\n",
        [("string-target", "pkg.mod.W", {"role": "dotted-path"})],
        [("string-target", "a.b")],
    ),
]


ROW_FILES = {r[0]: r[1] for r in ROWS}


@pytest.mark.parametrize(
    ("files", "present", "absent"), [r[1:] for r in ROWS], ids=[r[0] for r in ROWS]
)
def test_rules(files, present, absent):
    usage = extract(files)
    for kind, symbol, extra in present:
        assert any(matches(u, kind, symbol, extra) for u in usage.uses), (
            f"missing {kind} {symbol} {extra}\n{describe(usage)}"
        )
    for kind, symbol in absent:
        assert not any(
            u.kind == kind and (u.symbol == symbol or u.symbol.endswith("." + symbol))
            for u in usage.uses
        ), f"unexpected {kind} {symbol}\n{describe(usage)}"
    if not present:
        assert all(u.kind == "import" for u in usage.uses) or not usage.uses


def test_one_override_per_effective_method():
    files = ROW_FILES["property-setter-and-overload-stubs-are-not-overrides"]
    overrides = Counter(u.symbol for u in extract(files).uses if u.kind == "override")
    assert overrides == {"vllm.b.Base.size": 1, "vllm.b.Base.get": 1}


def test_only_vllm_uses_are_recorded():
    assert extract("import torch\nfrom pkg import other\nother.vllm.x()\n").uses == []


SOURCE = """
from vllm.x import f, A
def g():
    f()
    f(1)
    A().m()
class K:
    def run(self):
        f()
"""


def test_ids_are_built_from_content_with_ordinals():
    ids = [u.id for u in extract(SOURCE).uses]
    assert ids == [
        "pkg.mod::import:vllm.x.f#0",
        "pkg.mod::import:vllm.x.A#0",
        "pkg.mod:g:call:vllm.x.f#0",
        "pkg.mod:g:call:vllm.x.f#1",
        "pkg.mod:g:call:vllm.x.A#0",
        "pkg.mod:g:call:vllm.x.A.m#0",
        "pkg.mod:K.run:call:vllm.x.f#0",
    ]
    assert len(set(ids)) == len(ids)


def test_ids_are_stable_when_lines_are_inserted():
    before = extract(SOURCE).uses
    shifted = SOURCE.replace("def g():", "import os\n\n\ndef g():\n    os.getcwd()\n\n")
    after = extract(shifted).uses
    assert [u.id for u in before] == [u.id for u in after]
    assert [u.location.line for u in after] != [u.location.line for u in before]


def test_location_is_root_relative_file_and_line():
    use = next(u for u in extract({"pkg/sub/m.py": "\n\nimport vllm\n"}).uses)
    assert (use.location.file, use.location.line, use.module) == ("pkg/sub/m.py", 3, "pkg.sub.m")


def test_package_init_module_name_and_relative_imports():
    usage = extract({"pkg/sub/__init__.py": "from .impl import vllm\nimport vllm.config\n"})
    assert [(u.module, u.symbol) for u in usage.uses] == [("pkg.sub", "vllm.config")]


# -- bad input ---------------------------------------------------------------------------


def test_file_that_does_not_parse_is_reported_with_file_and_line(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("import vllm\n")
    (tmp_path / "pkg" / "x.py").write_text("import vllm\n\ndef f(:\n")
    usage = usage_from_folder(tmp_path)
    assert [u.symbol for u in usage.uses] == ["vllm"]  # the other files are still read
    (error,) = usage.errors
    assert error.startswith("consumer file pkg/x.py:3 does not parse") and "\n" not in error


def test_files_that_never_mention_vllm_are_not_parsed():
    usage = extract({"pkg/mod.py": "import vllm\n", "pkg/other.py": "def broken(:\n"})
    assert [u.symbol for u in usage.uses] == ["vllm"] and not usage.errors
    usage = extract({"pkg/other.py": "import vllm\ndef broken(:\n"})
    assert len(usage.errors) == 1 and "pkg/other.py:2 does not parse" in usage.errors[0]


def test_coding_cookie_is_honoured_and_bad_bytes_are_reported(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_bytes(
        "# -*- coding: latin-1 -*-\nimport vllm  # café\n".encode("latin-1")
    )
    assert [u.symbol for u in usage_from_folder(tmp_path).uses] == ["vllm"]
    (tmp_path / "pkg" / "bad.py").write_bytes(b"import vllm\nx = '\xff'\n")
    usage = usage_from_folder(tmp_path)
    assert [u.symbol for u in usage.uses] == ["vllm"]
    (error,) = usage.errors
    assert error.startswith("consumer file pkg/bad.py cannot be decoded")


def test_missing_folder_and_package(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        usage_from_folder(tmp_path / "nope")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    with pytest.raises(UsageError, match="package other not found"):
        extract_usage(tmp_path, consumer="c", source={}, packages=["other"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(UsageError, match="no Python package"):
        usage_from_folder(tmp_path / "empty")


def test_package_folder_given_directly_keeps_its_init(tmp_path):
    pkg = tmp_path / "mypkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("from vllm import LLM\nfrom .sub.mod import f\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "mod.py").write_text(
        "from ...mypkg import LLM\n\ndef f():\n    return LLM('m')\n"
    )
    usage = usage_from_folder(pkg)
    files = {str(u.location).split(":")[0] for u in usage.uses}
    assert "mypkg/__init__.py" in files  # lost when the folder's subpackages were the roots
    assert {u.module for u in usage.uses} >= {"mypkg"}


def test_unknown_distribution():
    with pytest.raises(UsageError, match="distribution no-such-dist-xyz is not installed"):
        usage_from_installed("no-such-dist-xyz")


def test_bad_wheel_files(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        usage_from_wheel(tmp_path / "x-1.0-py3-none-any.whl")
    bad = tmp_path / "bad-1.0-py3-none-any.whl"
    bad.write_bytes(b"not a zip")
    with pytest.raises(UsageError, match="not a wheel"):
        usage_from_wheel(bad)


# -- sources -----------------------------------------------------------------------------


def test_folder_skips_tests_and_docs_and_reads_src_layout_and_pins(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "speculators"\nversion = "9.9"\n'
        'dependencies = ["hs_connectors==0.8.1", "torch==2.0", "vllm>=0.11"]\n'
    )
    for rel, text in {
        "src/spec/__init__.py": "",
        "src/spec/core/run.py": "import vllm\n",
        "tests/test_x.py": "import vllm.tests_only\n",
        "docs/conf.py": "import vllm.docs_only\n",
    }.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    usage = usage_from_folder(tmp_path)
    assert usage.consumer == "speculators==9.9"  # the release, named as everywhere else
    assert [(u.symbol, u.location.file) for u in usage.uses] == [("vllm", "spec/core/run.py")]
    assert usage.requires == ["hs-connectors==0.8.1"]
    assert usage.source == {"kind": "folder", "path": str(tmp_path.resolve()), "version": "9.9"}


def test_packages_argument_selects(tmp_path):
    for rel in ("a/__init__.py", "b/__init__.py"):
        (tmp_path / rel).parent.mkdir()
        (tmp_path / rel).write_text(f"import vllm.{rel[0]}\n")
    usage = extract_usage(tmp_path, consumer="c", source={}, packages=["b"])
    assert [u.symbol for u in usage.uses] == ["vllm.b"]
    assert {u.symbol for u in extract_usage(tmp_path, consumer="c", source={}).uses} == {
        "vllm.a",
        "vllm.b",
    }


def make_wheel(path: Path, name: str, version: str, files: dict[str, str], requires=()) -> Path:
    wheel = path / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    meta += "".join(f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(wheel, "w") as zf:
        for rel, text in files.items():
            zf.writestr(rel, text)
        zf.writestr(f"{name.replace('-', '_')}-{version}.dist-info/METADATA", meta)
    return wheel


def test_wheel_is_read_from_the_zip_with_provenance(tmp_path):
    wheel = make_wheel(
        tmp_path,
        "my-cons",
        "1.2",
        {"mycons/__init__.py": "from vllm.config import VllmConfig\n", "mycons/x.txt": "vllm"},
        requires=["hs-connectors==0.9.0", "speculators==0.4.0; extra == 'old'"],
    )
    usage = usage_from_wheel(wheel)
    assert usage.consumer == "my-cons==1.2"  # the release, named as everywhere else
    assert [u.id for u in usage.uses] == ["mycons::import:vllm.config.VllmConfig#0"]
    assert usage.requires == ["hs-connectors==0.9.0"]
    assert usage.source["kind"] == "wheel" and usage.source["version"] == "1.2"
    assert usage.source["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert usage.source["file"] == wheel.name


def test_installed_distribution_reads_its_record(tmp_path, monkeypatch):
    pkg = tmp_path / "fakecons"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("import vllm.config\n")
    info = tmp_path / "fakecons-3.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: fakecons\nVersion: 3.1\nRequires-Dist: speculators==0.4.0\n"
    )
    (info / "RECORD").write_text("fakecons/__init__.py,,\nfakecons-3.1.dist-info/METADATA,,\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    usage = usage_from_installed("fakecons")
    assert [u.symbol for u in usage.uses] == ["vllm.config"]
    assert usage.requires == ["speculators==0.4.0"]
    assert usage.source == {"kind": "installed", "version": "3.1", "path": str(tmp_path)}


def test_installed_distribution_without_vllm_uses():
    usage = usage_from_installed("packaging")
    assert usage.uses == [] and usage.source["kind"] == "installed"


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (["hs-connectors==0.9.0"], ["hs-connectors==0.9.0"]),
        (["HS_Connectors == 0.8.1"], ["hs-connectors==0.8.1"]),
        (["hs-connectors>=0.9"], []),
        (["hs-connectors==0.9.*"], []),
        (["hs-connectors==0.9.0; extra == 'mooncake'"], []),
        (["hs-connectors==0.9.0; python_version >= '3.10'"], ["hs-connectors==0.9.0"]),
        (
            ["torch==2.9.0", "speculators==0.4.0.1", "not a requirement !!"],
            ["speculators==0.4.0.1"],
        ),
    ],
)
def test_pinned_requirements(lines, expected):
    text = "Metadata-Version: 2.4\nName: x\n" + "".join(f"Requires-Dist: {x}\n" for x in lines)
    assert pinned_requirements(text, ["speculators", "hs-connectors"]) == expected


# -- real releases -----------------------------------------------------------------------


def fetch_wheel(dest: Path, name: str, version: str) -> Path:
    """Download a release's wheel from PyPI's JSON simple index, checking its sha256."""
    request = urllib.request.Request(
        f"https://pypi.org/simple/{name}/",
        headers={"Accept": "application/vnd.pypi.simple.v1+json"},
    )
    with urllib.request.urlopen(request, timeout=60) as resp:
        index = json.load(resp)
    prefix = f"{name.replace('-', '_')}-{version}-"
    entry = next(
        f
        for f in index["files"]
        if f["filename"].startswith(prefix) and f["filename"].endswith(".whl")
    )
    with urllib.request.urlopen(entry["url"], timeout=120) as resp:
        data = resp.read()
    assert hashlib.sha256(data).hexdigest() == entry["hashes"]["sha256"]
    path = dest / entry["filename"]
    path.write_bytes(data)
    return path


@pytest.fixture(scope="module")
def real(tmp_path_factory):
    cache: dict[tuple[str, str], Usage] = {}

    def get(name: str, version: str) -> Usage:
        if (name, version) not in cache:
            dest = tmp_path_factory.mktemp("wheels")
            cache[name, version] = usage_from_wheel(fetch_wheel(dest, name, version))
        return cache[name, version]

    return get


def one(usage: Usage, kind: str, symbol: str, **extra) -> Use:
    found = [u for u in usage.uses if matches(u, kind, symbol, extra)]
    assert found, f"no {kind} {symbol} {extra}"
    return found[0]


@pytest.mark.network
def test_speculators_0_4_0_1(real):
    usage = real("speculators", "0.4.0.1")
    kv = "vllm.v1.core.kv_cache_utils."
    call = one(usage, "call", kv + "get_kv_cache_config_from_groups")
    assert set(call.call.keywords) >= {"vllm_config", "kv_cache_groups", "available_memory"}
    sched = one(usage, "call", "vllm.v1.core.sched.scheduler.Scheduler")
    assert "block_size" in sched.call.keywords
    req = one(usage, "call", "vllm.v1.request.Request")
    assert {"request_id", "prompt_token_ids", "sampling_params"} <= set(req.call.keywords)
    one(usage, "call", kv + "_get_kv_cache_groups_uniform_spec")
    one(usage, "config-field", "vllm.config.SchedulerConfig.is_encoder_decoder")
    one(usage, "string-target", f"{WORKER}.get_kv_cache_spec", role="rpc-method")
    one(
        usage,
        "string-target",
        "speculators.data_generation.custom_worker.HiddenStatesWorkerExtension._get_captured_states",
        role="rpc-method-local",
    )
    rpc = [u for u in usage.uses if u.symbol == f"{EXEC}.collective_rpc"]
    assert rpc and all(u.via == "constructor" for u in rpc)
    assert any("unique_reply_rank" in u.call.keywords for u in rpc)
    runner = one(
        usage,
        "base-member",
        f"{WORKER}.model_runner",
        context="HiddenStatesWorkerExtension._store_captured_states",
    )
    assert runner.location.file == "speculators/data_generation/custom_worker.py"
    assert usage.requires == []
    assert len({u.id for u in usage.uses}) == len(usage.uses)


@pytest.mark.network
def test_hs_connectors_0_9_0(real):
    usage = real("hs-connectors", "0.9.0")
    cls = "hs_connectors.mooncake_hidden_states_connector.MooncakeHiddenStatesConnector"
    one(usage, "subclass", BASE, consumer_class=cls)
    over = one(usage, "override", f"{BASE}.request_finished", consumer_class=cls)
    assert over.override.render() == "(request, block_ids)"
    one(usage, "base-member", f"{BASE}.__init__", via="super")
    one(usage, "import", "vllm.v1.request.Request", guard=TC)
    kinds = Counter(u.kind for u in usage.uses)
    assert kinds["override"] >= 10 and kinds["subclass"] >= 2


@pytest.mark.network
def test_speculators_0_9_0_inherits_hs_connectors(real):
    usage = real("speculators", "0.9.0")
    assert usage.requires == ["hs-connectors==0.9.0"]
    assert usage.uses == []


def test_a_missing_folder_is_reported_as_a_missing_folder():
    from probes.consumers import load_usage

    for spec, what in (("./no/such/folder", "consumer folder"), ("gone-1.0-py3.whl", "wheel")):
        with pytest.raises(UsageError, match=f"^{what} .* does not exist; check the path"):
            load_usage(spec)
    with pytest.raises(UsageError, match="is not installed"):  # a name stays a name
        load_usage("no-such-dist-xyz")


def test_an_unpacked_wheel_folder_is_named_by_its_metadata(tmp_path):
    pkg = tmp_path / "demo"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("import vllm\n")
    meta = tmp_path / "demo-2.0.dist-info"
    meta.mkdir()
    (meta / "METADATA").write_text("Name: Demo\nVersion: 2.0\nRequires-Dist: vllm>=0.20\n")
    usage = usage_from_folder(tmp_path)
    assert usage.consumer == "demo==2.0" and usage.source["version"] == "2.0"
    assert usage.vllm_requirements == ["vllm>=0.20"]
