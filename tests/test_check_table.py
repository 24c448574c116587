"""The checker, table-driven: a tiny vLLM, one consumer module, the findings it must give.

Each row writes a provider (`vllm/...` files) and a consumer (`mypkg/mod.py`), runs the
whole pipeline (usage extraction, a lazy static view, `check_usage`) and compares the
findings with the expected set: `(kind, status)` pairs or `(kind, symbol suffix, status)`
triples, `set()` for "no finding". See `tests/checktable.py`.
"""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest

from probes.findings import FINDING_KINDS, SERVER_KINDS
from tests.checktable import build, explain, observed

# -- providers ---------------------------------------------------------------------------

UTILS = {
    "vllm/utils.py": """
        import torch

        def cdiv(a, b):
            return -(a // -b)

        def scale(x, *, factor=1.0):
            return x

        def trio(a, b, c):
            return a

        def pos_only(a, /, b=0):
            return a
    """,
}

ENGINE_SRC = dedent(
    """
    class Engine:
        max_batch = 8

        def __init__(self, config, *, log_stats=False):
            self.config = config

        def step(self, n, *, timeout=None):
            return n

        @staticmethod
        def make(a, b=1):
            return a

        @classmethod
        def from_config(cls, config, *, usage=None):
            return cls(config)

        @property
        def num_steps(self):
            return 0
    """
)
ENGINE = {"vllm/engine.py": ENGINE_SRC}

CONFIG = {
    "vllm/config/utils.py": """
        def config(cls):
            return cls
    """,
    "vllm/config/scheduler.py": """
        from dataclasses import InitVar, field

        from vllm.config.utils import config

        @config
        class SchedulerConfig:
            max_num_seqs: int = 128
            max_model_len: int = 2048
            is_encoder_decoder: InitVar[bool] = False
            chunked_prefill: bool = field(default=False)
    """,
    "vllm/config/model.py": """
        from dataclasses import dataclass

        @dataclass
        class ModelConfig:
            model: str
            dtype: str = "auto"
    """,
    "vllm/config/__init__.py": """
        from vllm.config.model import ModelConfig
        from vllm.config.scheduler import SchedulerConfig
    """,
}

CONNECTOR = {
    "vllm/kv/base.py": """
        from abc import ABC, abstractmethod

        class ConnectorBase(ABC):
            def __init__(self, config, role):
                self.config = config

            @abstractmethod
            def start_load_kv(self, forward_context, **kwargs): ...

            @abstractmethod
            def wait_for_save(self): ...

            def request_finished(self, request, block_ids):
                return False, None

            def finish_all(self, requests):
                # vLLM's own call of the hook: the contract an override must meet
                done = self.get_finished(set(), step=0)
                return done, [self.request_finished(r, r.block_ids) for r in requests]

            def get_finished(self, finished_req_ids, *, step=None):
                return None, None

            def update_state(self, request, blocks, num_external_tokens=0):
                return None
    """,
    "vllm/kv/mid.py": """
        from abc import abstractmethod

        from vllm.kv.base import ConnectorBase

        class MidConnector(ConnectorBase):
            def start_load_kv(self, forward_context, **kwargs):
                return None

            @abstractmethod
            def build_meta(self, scheduler_output): ...
    """,
}

WORKER = {
    "vllm/v1/worker/gpu_worker.py": """
        class Worker:
            def __init__(self, vllm_config, local_rank):
                self.model_runner = None
                self.local_rank = local_rank

            def init_device(self):
                return None

            def execute_model(self, scheduler_output):
                return None
    """,
    "vllm/entrypoints/llm.py": """
        class LLM:
            def __init__(self, model, **kwargs):
                self.model = model

            def collective_rpc(self, method, timeout=None, args=(), kwargs=None):
                return []
    """,
    "vllm/__init__.py": "from vllm.entrypoints.llm import LLM\n",
}

TORCH_MODEL = {
    "vllm/model.py": """
        from torch import nn

        class TinyModel(nn.Module):
            def forward(self, x):
                return x
    """,
}

INHERIT = {
    "vllm/base.py": """
        from dataclasses import dataclass

        class Base:
            def __init__(self, a, *, b=1):
                self.a = a

            def step(self, n):
                return n

        @dataclass
        class DBase:
            a: int
            b: int = 0
    """,
    "vllm/child.py": """
        from dataclasses import KW_ONLY, dataclass

        from vllm.base import Base, DBase

        class Child(Base):
            pass

        @dataclass
        class DChild(DBase):
            c: int = 1

        @dataclass(kw_only=True)
        class Opts:
            a: int
            b: int = 0

        @dataclass
        class Marked:
            x: int
            _: KW_ONLY
            y: int = 0
    """,
}

REEXPORT_STAR = {
    "vllm/engine.py": ENGINE_SRC + "\ndef _private():\n    return 0\n",
    "vllm/__init__.py": "from .engine import *\n",
}
REEXPORT_ALL = {
    "vllm/engine.py": "__all__ = ['Engine']\n" + ENGINE_SRC + "\ndef hidden():\n    return 0\n",
    "vllm/__init__.py": "from .engine import *\n",
}
LAZY = {
    **UTILS,
    **ENGINE,
    "vllm/__init__.py": """
        MODULE_ATTRS = {
            "Engine": ".engine:Engine",
            "cdiv": "vllm.utils:cdiv",
        }

        def __getattr__(name):
            import importlib

            module, _, attr = MODULE_ATTRS[name].partition(":")
            return getattr(importlib.import_module(module, __package__), attr)
    """,
}
VERSIONED = {**UTILS, "vllm/__init__.py": "__version__ = '0.0.test'\n"}
MISC = {
    "vllm/misc.py": """
        import enum
        from typing import Generic, TypeVar

        import msgspec

        T = TypeVar("T")

        class Status(enum.Enum):
            WAITING = 0
            RUNNING = 1

        class Box(Generic[T]):
            def get(self):
                return None

        class Dynamic:
            def __getattr__(self, name):
                return name

        class Anything:
            def __init__(self, *args, **kwargs):
                pass

        class Request(msgspec.Struct):
            request_id: str
            priority: int = 0

        class AsyncEngine:
            async def generate(self, prompt, sampling_params, request_id):
                yield prompt
    """,
}

# -- consumer snippets -------------------------------------------------------------------

SUB = "from vllm.kv.base import ConnectorBase\n\nclass MyConn(ConnectorBase):\n"
IMPL = "    def start_load_kv(self, forward_context, **kwargs): ...\n"
IMPL += "    def wait_for_save(self): ...\n"
RPC = "from vllm import LLM\n\nllm = LLM('m')\n"

B, G, U = "broken", "guarded", "unknown"

ROWS = [
    # missing-module
    pytest.param(UTILS, "import vllm.gone\n", {("missing-module", B)}, id="module-import-gone"),
    pytest.param(
        UTILS, "from vllm.gone.deep import f\n", {("missing-module", B)}, id="module-from-gone"
    ),
    pytest.param(UTILS, "import vllm.utils\n", set(), id="module-import-present"),
    # missing-symbol
    pytest.param(
        UTILS,
        "from vllm.utils import removed\n",
        {("missing-symbol", "vllm.utils.removed", B)},
        id="symbol-removed",
    ),
    pytest.param(
        {**UTILS, "vllm/old.py": "X = 1\n"},
        "from vllm.old import cdiv\n",
        {("missing-symbol", "vllm.old.cdiv", B)},
        id="symbol-moved",
    ),
    pytest.param(
        UTILS,
        "import vllm.utils\nvllm.utils.GONE\n",
        {("missing-symbol", "vllm.utils.GONE", B)},
        id="symbol-module-attribute-gone",
    ),
    pytest.param(
        {
            **ENGINE,
            "vllm/x.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from vllm.engine import Engine\n",
        },
        "from vllm.x import Engine\n",
        {("missing-symbol", "vllm.x.Engine", B)},
        id="symbol-provider-type-checking-only",
    ),
    # calls: unexpected-keyword / missing-required-argument / too-many-positional
    pytest.param(
        UTILS,
        "from vllm.utils import scale\nscale(1, factor=2, bias=3)\n",
        {("unexpected-keyword", "vllm.utils.scale", B)},
        id="call-unexpected-keyword",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import pos_only\npos_only(a=1)\n",
        {("unexpected-keyword", B), ("missing-required-argument", B)},
        id="call-positional-only-by-name",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import cdiv\ncdiv(1)\n",
        {("missing-required-argument", B)},
        id="call-missing-required",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import cdiv\ncdiv(1, 2, 3)\n",
        {("too-many-positional", B)},
        id="call-too-many-positional",
    ),
    pytest.param(UTILS, "from vllm.utils import cdiv\ncdiv(1, b=2)\n", set(), id="call-binds"),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine(1, log_stats=True, extra=1)\n",
        {("unexpected-keyword", "vllm.engine.Engine", B)},
        id="ctor-unexpected-keyword",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine(log_stats=True)\n",
        {("missing-required-argument", B)},
        id="ctor-missing-required",
    ),
    # spreads at the call site
    pytest.param(
        UTILS,
        "from vllm.utils import cdiv, scale, trio\n"
        "def f(*a, **k):\n    cdiv(*a)\n    trio(1, *a)\n    scale(**k)\n    trio(**k)\n",
        set(),
        id="spread-no-false-positive",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import scale\ndef f(*a):\n    scale(*a, bias=1)\n",
        {("unexpected-keyword", B)},
        id="spread-still-checks-keywords",
    ),
    pytest.param(
        UTILS,
        "from vllm.utils import cdiv\ndef f(*a):\n    cdiv(1, 2, 3, *a)\n",
        {("too-many-positional", B)},
        id="spread-after-too-many",
    ),
    # methods on instances: constructor, self.x = Cls(), annotations
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\ne.gone()\n",
        {("missing-method", "vllm.engine.Engine.gone", B)},
        id="method-gone-on-constructed",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass Runner:\n    def __init__(self, c):\n"
        "        self.engine = Engine(c)\n\n    def go(self):\n        self.engine.gone(1)\n",
        {("missing-method", "vllm.engine.Engine.gone", B)},
        id="method-gone-on-self-attribute",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    e.gone()\n",
        {("missing-method", "vllm.engine.Engine.gone", B)},
        id="method-gone-on-annotated-param",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: 'Engine | None'):\n    e.step(1, retry=2)\n",
        {("unexpected-keyword", "vllm.engine.Engine.step", B)},
        id="method-unexpected-keyword",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    e.step(1, timeout=2)\n"
        "    e.num_steps\n    e.config\n    e.max_batch\n",
        set(),
        id="method-and-attributes-present",
    ),
    # static and class methods
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.make(1, 2, 3)\n",
        {("too-many-positional", "vllm.engine.Engine.make", B)},
        id="staticmethod-too-many",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.make(1)\nEngine.make(1, b=2)\n"
        "Engine.from_config(1, usage=2)\n",
        set(),
        id="static-and-classmethod-bind",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.from_config(1, bogus=2)\n",
        {("unexpected-keyword", "vllm.engine.Engine.from_config", B)},
        id="classmethod-unexpected-keyword",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.from_config()\n",
        {("missing-required-argument", B)},
        id="classmethod-missing-required",
    ),
    # missing-attribute
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\nx = e.gone_attr\n",
        {("missing-attribute", "vllm.engine.Engine.gone_attr", B)},
        id="attribute-gone-on-instance",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nx = Engine.GONE\n",
        {("missing-attribute", "vllm.engine.Engine.GONE", B)},
        id="attribute-gone-on-class",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    return getattr(e, 'gone', None)\n",
        {("missing-attribute", G)},
        id="attribute-getattr-default-guarded",
    ),
    # config classes: missing-field, InitVar, required fields
    pytest.param(
        CONFIG,
        "from vllm.config import SchedulerConfig\nSchedulerConfig(max_num_seqs=4, gone=1)\n",
        {("missing-field", "SchedulerConfig.gone", B)},
        id="config-field-gone",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import SchedulerConfig\n"
        "SchedulerConfig(max_num_seqs=4, is_encoder_decoder=True, chunked_prefill=True)\n",
        set(),
        id="config-fields-and-initvar-bind",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import ModelConfig\nModelConfig(model='m', dtype='x', seed=0)\n",
        {("missing-field", "ModelConfig.seed", B)},
        id="config-dataclass-field-gone",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import ModelConfig\nModelConfig(dtype='x')\n",
        {("missing-required-argument", "vllm.config.ModelConfig", B)},
        id="config-required-field-missing",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import ModelConfig, SchedulerConfig\ndef f(**kw):\n"
        "    ModelConfig(dtype='x', **kw)\n    SchedulerConfig(max_num_seqs=1, **kw)\n",
        set(),
        id="config-kwargs-spread",
    ),
    # dataclass inheritance across modules, kw_only, KW_ONLY, inherited __init__
    pytest.param(
        INHERIT, "from vllm.child import DChild\nDChild(1, 2, 3)\n", set(), id="dc-inherit-binds"
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import DChild\nDChild(1, 2, 3, 4)\n",
        {("too-many-positional", B)},
        id="dc-inherit-too-many",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import DChild\nDChild(b=1, c=2)\n",
        {("missing-required-argument", B)},
        id="dc-inherit-base-field-required",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import DChild\nDChild(a=1, d=2)\n",
        {("unexpected-keyword", B)},
        id="dc-inherit-unexpected-keyword",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Opts\nOpts(1)\n",
        {("too-many-positional", B), ("missing-required-argument", B)},
        id="dc-kw-only-positional",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Opts, Marked\nOpts(a=1, b=2)\nMarked(1, y=2)\n",
        set(),
        id="dc-kw-only-binds",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Marked\nMarked(1, 2)\n",
        {("too-many-positional", B)},
        id="dc-kw-only-marker",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Child\nChild(1, c=2)\n",
        {("unexpected-keyword", "vllm.child.Child", B)},
        id="inherited-init-unexpected-keyword",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Child\nc = Child(1, b=2)\nc.step(1)\n",
        set(),
        id="inherited-init-and-method-bind",
    ),
    pytest.param(
        INHERIT,
        "from vllm.child import Child\nc = Child(1)\nc.step()\n",
        {("missing-required-argument", "vllm.child.Child.step", B)},
        id="inherited-method-missing-required",
    ),
    # abstract methods
    pytest.param(
        CONNECTOR,
        SUB + "    def start_load_kv(self, forward_context, **kwargs): ...\n\nconn = MyConn()\n",
        {("abstract-method-not-implemented", "ConnectorBase.wait_for_save", B)},
        id="abstract-not-implemented",
    ),
    pytest.param(
        CONNECTOR,
        SUB + "    def start_load_kv(self, forward_context, **kwargs): ...\n",
        {("unknown", "ConnectorBase.wait_for_save", U)},
        id="abstract-not-implemented-never-instantiated-is-unknown",
    ),
    pytest.param(
        CONNECTOR,
        SUB + "    def start_load_kv(self, forward_context, **kwargs): ...\n\n"
        "REGISTRY = {'mine': 'mypkg.mod.MyConn'}\n",
        {("abstract-method-not-implemented", "ConnectorBase.wait_for_save", B)},
        id="abstract-not-implemented-named-in-a-string",
    ),
    pytest.param(
        CONNECTOR,
        "from vllm.kv.base import ConnectorBase\n\nclass Mixin:\n"
        "    def wait_for_save(self): ...\n\nclass MyConn(Mixin, ConnectorBase):\n"
        "    def start_load_kv(self, forward_context, **kwargs): ...\n\nMyConn()\n",
        set(),
        id="abstract-implemented-by-a-consumer-mixin",
    ),
    pytest.param(CONNECTOR, SUB + IMPL, set(), id="abstract-all-implemented"),
    pytest.param(
        CONNECTOR,
        "from vllm.kv.mid import MidConnector\n\nclass C(MidConnector):\n"
        "    def wait_for_save(self): ...\n\nC()\n",
        {("abstract-method-not-implemented", "MidConnector.build_meta", B)},
        id="abstract-gained-across-modules",
    ),
    pytest.param(
        CONNECTOR,
        "from vllm.kv.mid import MidConnector\n\nclass C(MidConnector):\n"
        "    def wait_for_save(self): ...\n    def build_meta(self, scheduler_output): ...\n",
        set(),
        id="abstract-inherited-implementation-counts",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "\nclass Sub(MyConn):\n    def extra(self): ...\n",
        set(),
        id="abstract-implemented-by-consumer-parent",
    ),
    # overrides
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def request_finished(self, request): ...\n",
        {("override-signature-mismatch", "ConnectorBase.request_finished", B)},
        id="override-too-few-params",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def update_state(self, request): ...\n",
        {("unknown", "ConnectorBase.update_state", U)},
        id="override-of-a-hook-the-base-never-calls-is-unknown",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def request_finished(self, request): ...\n"
        "    def finish_all(self, requests): ...\n",
        set(),
        id="override-whose-only-vllm-caller-is-overridden-too",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def get_finished(self, finished_req_ids, *, step): ...\n"
        "    def update_state(self, request, blocks): ...\n",
        set(),
        id="override-lacks-optional-param",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def request_finished(self, *args, **kwargs): ...\n"
        "    def get_finished(self, finished_req_ids, **kwargs): ...\n",
        set(),
        id="override-with-var-kwargs",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def get_finished(self, finished_req_ids, *, step, extra): ...\n",
        {("override-signature-mismatch", B)},
        id="override-extra-required-keyword",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def my_helper(self, x): ...\n",
        set(),
        id="override-own-method-not-a-hook",
    ),
    # base members through self / super()
    pytest.param(
        CONNECTOR,
        SUB
        + IMPL
        + "    def go(self):\n        return self.config, super().request_finished(1, 2)\n",
        set(),
        id="base-members-present",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def go(self):\n        self.gone_helper(1)\n",
        {("missing-method", "ConnectorBase.gone_helper", B)},
        id="base-method-gone-via-self",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def go(self):\n        return super().request_finished(1)\n",
        {("missing-required-argument", "ConnectorBase.request_finished", B)},
        id="base-method-bad-call-via-super",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def go(self):\n        return self.gone_state\n",
        {("missing-attribute", "ConnectorBase.gone_state", B)},
        id="base-attribute-gone-via-self",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def go(self):\n        self.mine = 1\n        return self.mine\n",
        set(),
        id="self-own-attribute-not-vllm",
    ),
    # guards
    pytest.param(
        UTILS,
        "try:\n    from vllm.gone import f\nexcept ImportError:\n    f = None\n",
        {("missing-module", G)},
        id="guard-try-import-fallback",
    ),
    pytest.param(
        UTILS,
        "try:\n    from vllm.gone import f\nexcept ImportError as e:\n"
        "    raise RuntimeError() from e\n",
        {("missing-module", "refused")},
        id="guard-try-import-raises-own-error-refuses",
    ),
    pytest.param(
        UTILS,
        "try:\n    from vllm.gone import f\nexcept ImportError:\n    log()\n    raise\n",
        {("missing-module", B)},
        id="guard-try-import-reraises",
    ),
    pytest.param(
        ENGINE,
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from vllm.engine import Gone\n",
        {("missing-symbol", G)},
        id="guard-type-checking",
    ),
    pytest.param(
        VERSIONED,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.99'):\n    from vllm.utils import new_fn\n"
        "else:\n    new_fn = None\n",
        {("missing-symbol", "vllm.utils.new_fn", G)},
        id="guard-version-check",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    if hasattr(e, 'gone'):\n"
        "        e.gone()\n",
        {("missing-method", G)},
        id="guard-hasattr",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    if hasattr(e, 'other'):\n"
        "        e.gone()\n",
        {("missing-method", B)},
        id="guard-hasattr-other-name",
    ),
    # consumer-side aliases
    pytest.param(
        UTILS,
        "import vllm.utils as m\nm.cdiv(1)\n",
        {("missing-required-argument", "vllm.utils.cdiv", B)},
        id="alias-import-as",
    ),
    pytest.param(
        UTILS,
        "from vllm import utils as u\nu.cdiv(1, 2, 3)\n",
        {("too-many-positional", "vllm.utils.cdiv", B)},
        id="alias-from-import-as",
    ),
    pytest.param(
        CONNECTOR,
        "import vllm.kv.base as b\n\nclass C(b.ConnectorBase):\n"
        "    def start_load_kv(self, forward_context, **kwargs): ...\n\nC()\n",
        {("abstract-method-not-implemented", "ConnectorBase.wait_for_save", B)},
        id="alias-module-base-class",
    ),
    # provider-side re-exports
    pytest.param(
        {**ENGINE, "vllm/__init__.py": "from vllm.engine import Engine\n"},
        "from vllm import Engine\nEngine(1, bogus=2)\n",
        {("unexpected-keyword", "vllm.Engine", B)},
        id="reexport-init",
    ),
    pytest.param(REEXPORT_STAR, "from vllm import Engine\nEngine(1)\n", set(), id="reexport-star"),
    pytest.param(
        REEXPORT_STAR,
        "from vllm import _private\n",
        {("missing-symbol", B)},
        id="reexport-star-skips-private",
    ),
    pytest.param(
        REEXPORT_ALL,
        "from vllm import Engine, hidden\nEngine()\n",
        {("missing-symbol", "vllm.hidden", B), ("missing-required-argument", "vllm.Engine", B)},
        id="reexport-star-honours-all",
    ),
    pytest.param(
        LAZY,
        "from vllm import Engine, cdiv\nEngine(1, log_stats=True)\ncdiv(1, 2, 3)\n",
        {("too-many-positional", "vllm.cdiv", B)},
        id="reexport-lazy-getattr-table",
    ),
    pytest.param(
        LAZY, "from vllm import NotThere\n", {("missing-symbol", B)}, id="reexport-lazy-absent"
    ),
    # string targets: collective_rpc method names and dotted class paths
    pytest.param(
        WORKER,
        RPC + "llm.collective_rpc('gone_method')\nllm.collective_rpc('init_device')\n",
        {("missing-method", "Worker.gone_method", B)},
        id="rpc-worker-method-gone",
    ),
    pytest.param(
        WORKER,
        "from vllm import LLM\n\nclass Ext:\n    def grab(self):\n        return 1\n\n"
        "llm = LLM('m', worker_extension_cls='mypkg.mod.Ext')\nllm.collective_rpc('grab')\n",
        set(),
        id="rpc-local-extension-method",
    ),
    pytest.param(
        WORKER,
        "from vllm import LLM\n\nclass Ext:\n    def grab(self):\n"
        "        return self.model_runner, self.gone_runner\n\n"
        "llm = LLM('m', worker_extension_cls='mypkg.mod.Ext')\nllm.collective_rpc('grab')\n",
        {("missing-attribute", "Worker.gone_runner", B)},
        id="rpc-extension-reads-worker",
    ),
    pytest.param(
        WORKER,
        RPC + "LLM('m', worker_cls='vllm.v1.worker.gone_worker.Worker')\n",
        {("missing-module", B)},
        id="string-dotted-class-path-gone",
    ),
    # unknown: members hidden by a base outside vLLM
    pytest.param(
        TORCH_MODEL,
        "from vllm.model import TinyModel\nm = TinyModel()\nm.to('cpu')\nm.forward(1)\n",
        {("unknown", "TinyModel.to", U)},
        id="unknown-opaque-base-method",
    ),
    pytest.param(
        TORCH_MODEL,
        "from vllm.model import TinyModel\ndef f(m: TinyModel):\n    return m.training\n",
        {("unknown", U)},
        id="unknown-opaque-base-attribute",
    ),
    pytest.param(
        TORCH_MODEL,
        "from vllm.model import TinyModel\ndef f(m: TinyModel):\n    return m.forward(1, 2)\n",
        {("too-many-positional", B)},
        id="opaque-base-own-method-still-checked",
    ),
    # more shapes of the same kinds
    pytest.param(
        UTILS,
        "import vllm\nvllm.utils.cdiv(1)\n",
        {("missing-required-argument", "vllm.utils.cdiv", B)},
        id="call-through-package-attribute",
    ),
    pytest.param(
        UTILS,
        "import vllm.gone.deeper\n",
        {("missing-module", "vllm.gone.deeper", B)},
        id="module-import-deep-gone",
    ),
    pytest.param(
        CONNECTOR,
        SUB + IMPL + "    def __init__(self, config, role):\n        super().__init__(config)\n",
        {("missing-required-argument", "ConnectorBase.__init__", B)},
        id="super-init-missing-required",
    ),
    pytest.param(
        CONFIG,
        "from vllm.config import ModelConfig, SchedulerConfig\n"
        "def f(m: str):\n    return ModelConfig(model=m), SchedulerConfig(max_num_seqs=2)\n",
        set(),
        id="config-nested-calls-bind",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(e: Engine):\n    try:\n        e.gone()\n"
        "    except AttributeError:\n        return None\n",
        {("missing-method", G)},
        id="guard-try-attribute-error",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass Runner:\n    engine: Engine\n\n"
        "    def go(self):\n        return self.engine.gone()\n",
        {("missing-method", "vllm.engine.Engine.gone", B)},
        id="method-gone-on-annotated-class-attribute",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef get() -> Engine:\n    return Engine(1)\n\n"
        "get().step()\n",
        {("missing-required-argument", "vllm.engine.Engine.step", B)},
        id="method-on-own-function-return-annotation",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Status\nx = Status.WAITING\ny = Status.FINISHED\n",
        {("missing-attribute", "vllm.misc.Status.FINISHED", B)},
        id="enum-member-gone",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Box\ndef f(b: Box):\n    return b.get(), b.put(1)\n",
        {("missing-method", "vllm.misc.Box.put", B)},
        id="generic-base-is-not-opaque",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Dynamic\nd = Dynamic()\nd.whatever()\n",
        {("unknown", U)},
        id="unknown-class-getattr",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Anything\nAnything(1, 2, x=3)\n",
        set(),
        id="fp-var-args-constructor",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Request\nRequest('r', 1)\nRequest(request_id='r')\n",
        set(),
        id="struct-fields-bind",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import Request\nRequest('r', arrival=0.0)\n",
        {("unexpected-keyword", "vllm.misc.Request", B)},
        id="struct-unexpected-keyword",
    ),
    pytest.param(
        MISC,
        "from vllm.misc import AsyncEngine\nasync def f(e: AsyncEngine):\n"
        "    async for o in e.generate('p', None):\n        pass\n",
        {("missing-required-argument", "AsyncEngine.generate", B)},
        id="async-method-missing-required",
    ),
    # no finding: guards against false positives
    pytest.param(
        UTILS,
        "import torch\nfrom vllm.utils import torch as t\nx = torch.zeros(1)\n",
        set(),
        id="fp-external-reexport",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef make():\n    return 1\n\nmake()\n"
        "def f(e):\n    e.anything()\n",
        set(),
        id="fp-untyped-and-own-calls",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ndef f(x: int):\n    e = Engine(1) if x else None\n"
        "    e = 3\n    e.gone()\n",
        set(),
        id="fp-name-with-two-types",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "expected"), ROWS)
def test_check_table(tmp_path: Path, provider: dict, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, provider, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)


def test_table_covers_every_static_kind() -> None:
    """Every finding kind a static check can give appears in some row ("semantic" is live-only)."""
    kinds = {e[0] for row in ROWS for e in row.values[2]}
    server = set(SERVER_KINDS)  # the server contract's, tabled in tests/test_server_check.py
    assert set(FINDING_KINDS) - kinds - server == {"semantic"}


def test_moved_hint_names_the_new_module(tmp_path: Path) -> None:
    provider = {**UTILS, "vllm/old.py": "X = 1\n"}
    _, findings = build(tmp_path, provider, "from vllm.old import cdiv\n")
    assert [f.hint for f in findings] == ["moved to `vllm.utils.cdiv`"]


def test_removed_hint_when_defined_nowhere(tmp_path: Path) -> None:
    _, findings = build(tmp_path, UTILS, "from vllm.utils import removed\n")
    assert len(findings) == 1
    assert findings[0].hint.startswith("removed: no module of vllm 0.0.test")


def test_binding_finding_points_at_the_provider(tmp_path: Path) -> None:
    """Evidence is vLLM's file:line of the signature; location is the consumer's call."""
    _, findings = build(tmp_path, ENGINE, "from vllm.engine import Engine\n\nEngine(1, x=2)\n")
    (finding,) = findings
    assert finding.evidence == "vllm/engine.py:4"  # the __init__, not the class line
    assert finding.location == "mypkg/mod.py:3"
    assert "`x`" in finding.detail and finding.id.startswith("mypkg.mod::call:vllm.engine.Engine#")


def test_module_import_detail_names_the_module(tmp_path: Path) -> None:
    _, findings = build(tmp_path, UTILS, "import vllm.gone\n")
    (finding,) = findings
    assert (finding.kind, finding.symbol) == ("missing-module", "vllm.gone")
    assert finding.detail == "module `vllm.gone` does not exist"
