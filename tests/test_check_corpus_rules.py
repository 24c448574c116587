"""The rules learnt from the corpus of real consumers, table-driven (see tests/checktable.py).

Each row: a tiny provider (`vllm/...`), one consumer module, the vLLM version the view
claims, and the exact findings. Every rule of issue 7 has rows that show it both ways: the
false break it removes, and the real break it must still report.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain, observed

B, G, U, R = "broken", "guarded", "unknown", "refused"

ENGINE = {
    "vllm/engine.py": """
        class Engine:
            def __init__(self, config):
                self.config = config

            def load_model(self):
                self.model = Model()
                self.capturer = Capturer()

            def step(self, n, *, timeout=None):
                return n

        class Model:
            def forward(self, x):
                return x

        class Capturer:
            def flush(self):
                return None
    """,
}
VERSION = {"vllm/__init__.py": "__version__ = '0.0.0'\n"}
NEW_OLD = {
    **VERSION,
    "vllm/new.py": "def f(x):\n    return x\n",
    "vllm/old.py": "def f(x):\n    return x\n",
}
ONLY_NEW = {**VERSION, "vllm/new.py": "def f(x):\n    return x\n"}
ONLY_OLD = {**VERSION, "vllm/old.py": "def f(x):\n    return x\n"}
MIXIN = {
    "vllm/iface.py": """
        class SupportsPP:
            def make_empty_intermediate_tensors(self, batch_size):
                return None

        class SupportsMM:
            def embed(self, ids):
                return ids
    """,
}
STATUS = {
    "vllm/status.py": """
        import enum

        class Status(enum.Enum):
            WAITING = 0
            RUNNING = 1

        class Request:
            def __init__(self, request_id):
                self.request_id = request_id
                self.status = Status.WAITING
    """,
}
MODELS = {
    "vllm/protocol.py": """
        from pydantic import BaseModel, ConfigDict

        class OpenAIBaseModel(BaseModel):
            model_config = ConfigDict(extra="allow")

        class ChatMessage(OpenAIBaseModel):
            role: str
            content: str | None = None

        class Strict(BaseModel):
            model_config = ConfigDict(extra="forbid")
            name: str

        class Loose(BaseModel):
            name: str
    """,
    "vllm/structs.py": """
        import msgspec
        from typing import NamedTuple

        class LoRARequest(msgspec.Struct):
            lora_name: str
            lora_int_id: int

        class State(NamedTuple):
            batch: int
            hidden: int
    """,
}
HOOKS = {
    "vllm/proc.py": """
        class Processor:
            def apply(self, items):
                return self._apply_main(items=items, hf_kwargs={})

            def _apply_main(self, items, hf_kwargs):
                return self._call(items, hf_kwargs)

            def _call(self, items, kwargs):
                return items

            def hook(self, a, b):
                return a
    """,
}
WORKER = {
    "vllm/v1/worker/gpu_worker.py": """
        class Worker:
            def init_device(self):
                self.device = 0
    """,
    "vllm/llm.py": """
        class LLM:
            def __init__(self, model, **kwargs):
                self.model = model

            def collective_rpc(self, method, args=()):
                return []
    """,
}
FORWARDING = {
    "vllm/engine_args.py": """
        from dataclasses import dataclass

        @dataclass
        class EngineArgs:
            model: str
            seed: int = 0
            enforce_eager: bool = False
    """,
    "vllm/llm.py": """
        from vllm.engine_args import EngineArgs

        class LLM:
            def __init__(self, model, *, seed=0, **kwargs):
                self.args = EngineArgs(model=model, seed=seed, **kwargs)
    """,
}
ENVS = {
    "vllm/envs.py": """
        environment_variables = {"VLLM_X": lambda: 1}

        def __getattr__(name):
            return environment_variables[name]()
    """,
}

LINEAR = {
    "vllm/linear.py": """
        from abc import ABC, abstractmethod

        class LinearMethodBase(ABC):
            @abstractmethod
            def create_weights(self, layer): ...

            def process(self, layer):
                return layer

            @classmethod
            def from_config(cls, config):
                return cls()
    """,
}
ABSTRACT_PARENT = (
    "from vllm.linear import LinearMethodBase\n\nclass Base(LinearMethodBase):\n"
    "    def process(self, layer):\n        return layer\n\n"
    "class Online(Base):\n    def create_weights(self, layer): ...\n"
    "    def process(self, layer):\n        return Base.process(self, layer)\n\n"
)

DATASETS = {
    "vllm/datasets.py": """
        from abc import ABC, abstractmethod

        class Dataset(ABC):
            @abstractmethod
            def sample(self, tokenizer, num_requests, prefix=""): ...

        class Random(Dataset):
            def sample(self, tokenizer, num_requests, prefix=""):
                return super().sample(tokenizer, num_requests, prefix)
    """,
    "vllm/bench.py": """
        from vllm.datasets import Random

        class Watermarker:
            def sample(self, logits, contexts):
                return logits

        class Sampler:
            def __init__(self, marker: Watermarker):
                self.marker = marker

            def run(self, logits):
                return self.marker.sample(logits, None)

        def get_samples(tok, kind):
            if kind == "a":
                ds = Random()
            else:
                ds = Random()
            cls = Random
            return ds.sample(tok, 3, prefix="r"), cls().sample(tok, 1)
    """,
}
CALLED_AS_BASE = {
    **DATASETS,
    "vllm/serve.py": """
        from vllm.datasets import Dataset

        def serve(ds: Dataset, tok):
            return ds.sample(tok, 3, prefix="r")
    """,
}
OWN_SAMPLE = (
    "from vllm.datasets import Dataset\n\nclass Mine(Dataset):\n"
    "    def sample(self, tokenizer, num_requests, *, prefix='', options):\n        return []\n"
)

MULTIMODAL = {
    "vllm/multimodal.py": """
        class BaseDummyInputsBuilder:
            def get_dummy_processor_inputs(self, seq_len, mm_counts, mm_options):
                return self.get_dummy_mm_data(seq_len, mm_counts, mm_options)

            def get_dummy_mm_data(self, seq_len, mm_counts, mm_options):
                return {}

        class Registry:
            def register_processor(self, processor, *, dummy_inputs):
                return lambda cls: cls

        MULTIMODAL_REGISTRY = Registry()

        def init_vllm_registered_model(vllm_config, *, architectures=None):
            return None
    """,
}
# a module-level instance: the static view cannot look inside it (not what these rows test)
REGISTRY_UNKNOWN = ("unknown", "MULTIMODAL_REGISTRY.register_processor", U)
SUBMODEL = (
    "from vllm.multimodal import BaseDummyInputsBuilder, MULTIMODAL_REGISTRY\n"
    "from vllm.multimodal import init_vllm_registered_model\n\n"
    "class OldBuilder(BaseDummyInputsBuilder):\n"
    "    def get_dummy_mm_data(self, seq_len, mm_counts):\n        return {}\n\n"
    "@MULTIMODAL_REGISTRY.register_processor(object, dummy_inputs=OldBuilder)\n"
    "class InnerLM:\n    pass\n\n"
    "MODELS = {'InnerArch': ('pkg', 'mod', 'InnerLM')}\n\n"
    "class Outer:\n    def __init__(self, cfg):\n"
    "        self.lm = init_vllm_registered_model(cfg, architectures=['InnerArch'])\n"
)

RUNNER = {
    "vllm/runner.py": """
        class Runner:
            def __init__(self, config):
                self.cascade = False
                self.ubatch = config

            def load_model(self):
                self.loaded = None
    """,
}
CASCADE = (
    "from vllm.runner import Runner\n\nclass Mine(Runner):\n    def step(self):\n"
    "        if self.cascade and not self.ubatch:\n            return self._gone_prefix()\n"
    "        return None\n"
)

MANAGER = {
    "vllm/manager.py": """
        class Manager:
            def __init__(self, sock, num_servers):
                self.sock = sock
    """,
}
OWN_KWARGS = (
    "from vllm.manager import Manager\n\ndef start(*, timeout, **kw):\n"
    "    return Manager(**kw)\n\nstart(timeout=1, sock=2, num_servers=3)\n"
)

FACTORY = {
    "vllm/engine.py": """
        class Engine:
            @classmethod
            def from_config(cls, config) -> "Engine":
                return cls()

            @classmethod
            def from_args(cls, args):
                return cls()

            def step(self, n):
                return n
    """,
}
FACTORY_USE = (
    "from vllm.engine import Engine\n\nclass Server:\n    def start(self, cfg):\n"
    "        client = Engine.from_config(cfg)\n        self.engine = client\n\n"
    "    def go(self):\n        return self.engine.step(1, deadline=2)\n"
)

ROWS = [
    # 1. two bindings for one name: try / except ImportError
    pytest.param(
        NEW_OLD,
        "try:\n    from mypkg.compat import f\nexcept ImportError:\n    from vllm.gone import f\n"
        "f(1, 2)\n",
        "0.1.0",
        {("missing-module", G)},
        id="fallback-import-of-vllm-behind-the-consumers-own-is-guarded",
    ),
    pytest.param(
        ONLY_NEW,
        "try:\n    from vllm.new import f\nexcept ImportError:\n    from vllm.old import f\nf(1)\n",
        "0.1.0",
        set(),
        id="except-import-never-runs-when-the-try-import-exists",
    ),
    pytest.param(
        ONLY_OLD,
        "try:\n    from vllm.new import f\nexcept ImportError:\n    from vllm.old import f\nf(1)\n",
        "0.1.0",
        {("missing-module", "vllm.new.f", G)},
        id="try-import-missing-its-fallback-exists",
    ),
    pytest.param(
        {"vllm/other.py": "X = 1\n"},
        "try:\n    from vllm.new import f\nexcept ImportError:\n    from vllm.old import f\n",
        "0.1.0",
        {("missing-module", "vllm.new.f", G), ("missing-module", "vllm.old.f", B)},
        id="both-bindings-missing-is-one-break-on-the-fallback",
    ),
    pytest.param(
        ENGINE,
        "try:\n    from vllm.gone import Base\nexcept ImportError:\n    class Base:\n"
        "        def __init__(self, d):\n            self.d = d\n\n"
        "class W(Base):\n    def run(self):\n        return self.d, self.other\n",
        "0.1.0",
        {("missing-module", "vllm.gone.Base", G)},
        id="stand-in-class-fallback-guards-the-subclass",
    ),
    pytest.param(
        ENGINE,
        "try:\n    from vllm.gone import helper\nexcept ImportError:\n    helper = None\n"
        "def run():\n    if helper:\n        return helper(1)\n",
        "0.1.0",
        {("missing-module", "vllm.gone.helper", G)},
        id="none-fallback-then-truthiness-test",
    ),
    # 2. members the consumer adds itself; members vLLM sets in any method
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nEngine.extra = 1\nprint(Engine.extra)\n",
        "0.1.0",
        set(),
        id="class-attribute-set-by-the-consumer",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\nsetattr(e, 'tag', 2)\ne.tag\n",
        "0.1.0",
        set(),
        id="setattr-on-a-vllm-object",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\ne = Engine(1)\ne.tag\n",
        "0.1.0",
        {("missing-attribute", "Engine.tag", B)},
        id="member-nobody-sets-is-still-a-break",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n"
        "    def go(self):\n        return self.model.forward(1)\n",
        "0.1.0",
        set(),
        id="member-vllm-sets-in-load-model",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n"
        "    def go(self):\n        return self.capturer.clear()\n",
        "0.1.0",
        {("missing-method", "capturer.clear", B)},
        id="member-of-the-class-vllm-builds-for-an-attribute",
    ),
    pytest.param(
        STATUS,
        "from vllm.status import Status\nfrom aenum import extend_enum\n"
        "extend_enum(Status, 'PAUSED', 9)\nprint(Status.PAUSED, Status.RUNNING.name)\n",
        "0.1.0",
        set(),
        id="extend-enum-adds-a-member-and-members-have-name",
    ),
    pytest.param(
        STATUS,
        "import sys\nfrom vllm.status import Request as _Orig\n\nclass MyRequest:\n"
        "    def __init__(self):\n        self.extra = 1\n\n"
        "for m in list(sys.modules.values()):\n    if getattr(m, 'Request', None) is _Orig:\n"
        "        m.Request = MyRequest\n\n"
        "def read(r: _Orig):\n    return r.extra\n",
        "0.1.0",
        set(),
        id="class-replaced-by-name-in-vllm-modules",
    ),
    pytest.param(
        MIXIN,
        "from vllm.iface import SupportsMM\n\nclass Mixin(SupportsMM):\n"
        "    def f(self):\n        return self.visual\n\nclass Model(Mixin):\n"
        "    def __init__(self):\n        self.visual = 1\n",
        "0.1.0",
        {("unknown", U)},
        id="mixin-reads-what-its-subclass-sets",
    ),
    # 3. collective_rpc targets of the consumer's own extension
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nargs = {}\n"
        "args['worker_extension_cls'] = 'mypkg.mod.Ext'\n\nclass Ext:\n"
        "    def sync(self):\n        return 1\n\nLLM('m', **args).collective_rpc('sync')\n",
        "0.1.0",
        set(),
        id="rpc-method-of-an-extension-named-in-a-dict",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\n\nclass Ext:\n    def report(self):\n        return 1\n\n"
        "LLM('m').collective_rpc('report')\n",
        "0.1.0",
        {("unknown", U)},
        id="rpc-method-the-consumer-defines-somewhere-is-unknown",
    ),
    pytest.param(
        WORKER,
        "from vllm.llm import LLM\nLLM('m').collective_rpc('nowhere')\n",
        "0.1.0",
        {("missing-method", "Worker.nowhere", B)},
        id="rpc-method-nobody-defines-is-a-break",
    ),
    # 4. language and library semantics
    pytest.param(
        MODELS,
        "from vllm.structs import LoRARequest, State\n"
        "r = LoRARequest(lora_name='a', lora_int_id=1)\nr.lora_name\nState(batch=1, hidden=2)\n",
        "0.1.0",
        set(),
        id="struct-and-namedtuple-fields-are-keywords-and-members",
    ),
    pytest.param(
        MODELS,
        "from vllm.structs import LoRARequest, State\n"
        "r = LoRARequest(lora_name='a', lora_int_id=1, lora_path='p')\nr.lora_path\n"
        "State(batch=1)\n",
        "0.1.0",
        {
            ("unexpected-keyword", "LoRARequest", B),
            ("missing-attribute", "LoRARequest.lora_path", B),
            ("missing-required-argument", "State", B),
        },
        id="struct-and-namedtuple-reject-what-they-lack",
    ),
    pytest.param(
        MODELS,
        "from vllm.protocol import ChatMessage, Loose, Strict\n"
        "ChatMessage(role='a', content='b', tool_calls=[])\nLoose(name='a', extra=1)\n"
        "Strict(name='a', extra=1)\n",
        "0.1.0",
        {("unknown", "Loose", U), ("unexpected-keyword", "Strict", B)},
        id="pydantic-extra-allow-ignore-forbid",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef go(obj):\n    return Engine.step(obj, 1)\n\n"
        "def bad(obj):\n    return Engine.step(obj, 1, 2)\n",
        "0.1.0",
        {("too-many-positional", "Engine.step", B)},
        id="method-through-the-class-takes-self-explicitly",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\nprint(Engine.__dict__, Engine.__name__, Engine.__mro__)\n",
        "0.1.0",
        set(),
        id="every-class-has-the-object-dunders",
    ),
    pytest.param(
        ENVS,
        "import vllm.envs as envs\nprint(envs.VLLM_X, envs.VLLM_Y)\n",
        "0.1.0",
        {("unknown", U)},
        id="module-getattr-serves-names",
    ),
    pytest.param(
        {"vllm/ops.py": "def op(x):\n    return x\n"},
        "from vllm.ops.gone import Name\n",
        "0.1.0",
        {("missing-module", B)},
        id="an-import-of-a-missing-module-is-missing-module",
    ),
    pytest.param(
        {"vllm/ops.py": "def op(x):\n    return x\n"},
        "import vllm._C\nfrom vllm._moe_C import topk\nfrom vllm.vllm_flash_attn import fa\n"
        "from vllm.third_party.flashmla import mla\nimport vllm.gone_C_helpers\n",
        "0.1.0",
        {("unknown", U), ("unknown", U), ("unknown", U), ("unknown", U), ("missing-module", B)},
        id="modules-only-built-wheels-have-are-unknown",
    ),
    pytest.param(
        ENGINE,
        "from vllm import engine\nengine.Gone.attr\n",
        "0.1.0",
        {("missing-symbol", B)},
        id="a-missing-class-read-as-a-value-is-missing-symbol",
    ),
    # 5. guards the engine now sees
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e: Engine):\n"
        "    if hasattr(e, 'gone') and e.gone:\n        return e.gone.x\n",
        "0.1.0",
        {("missing-attribute", G), ("missing-attribute", G)},
        id="hasattr-then-use-in-one-condition",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass Mine:\n    def extra(self):\n        return 1\n\n"
        "def f(e: Engine):\n    if isinstance(e, Mine):\n        return e.extra()\n",
        "0.1.0",
        set(),
        id="isinstance-narrows-to-the-consumers-class",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e):\n    assert isinstance(e, Engine)\n"
        "    return e.gone\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="assert-isinstance-narrows-to-a-vllm-class",
    ),
    pytest.param(
        NEW_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.gone import f\n",
        "0.13.0",
        set(),
        id="version-branch-that-does-not-run-on-this-release",
    ),
    pytest.param(
        ONLY_OLD,
        "import vllm\nfrom packaging.version import Version\n"
        "if Version(vllm.__version__) >= Version('0.12'):\n    from vllm.new import f\n"
        "else:\n    from vllm.old import f\n",
        "0.13.0",
        {("missing-module", "vllm.new.f", B)},
        id="version-branch-that-runs-is-judged-unguarded",
    ),
    pytest.param(
        ONLY_NEW,
        "from mypkg.util import is_vllm_available\n"
        "NEW = is_vllm_available(min_version='0.28.0')\nif NEW:\n    from vllm.new import f\n"
        "elif is_vllm_available():\n    from vllm.old import f\n",
        "0.30.0",
        set(),
        id="module-flag-from-a-version-predicate",
    ),
    pytest.param(
        ONLY_NEW,
        "import vllm\nfrom packaging.version import Version\n\n"
        "if Version(vllm.__version__) < Version('0.20'):\n"
        "    raise RuntimeError('needs vLLM 0.20')\nfrom vllm.gone import g\n",
        "0.11.0",
        {("missing-module", R)},
        id="version-gate-refuses-older-releases",
    ),
    pytest.param(
        ONLY_NEW,
        "import vllm\nfrom packaging.version import Version\n\n"
        "if Version(vllm.__version__) < Version('0.20'):\n"
        "    raise RuntimeError('needs vLLM 0.20')\nfrom vllm.gone import g\n",
        "0.21.0",
        {("missing-module", B)},
        id="version-gate-passed-is-a-break",
    ),
    pytest.param(
        ONLY_NEW,
        "from packaging import version\n\ndef _legacy(x):\n    from vllm.gone import g\n"
        "    return g(x)\n\ndef patchers(vllm_version):\n"
        "    if vllm_version >= version.parse('0.20.0'):\n        return []\n"
        "    return [_legacy]\n",
        "0.24.0",
        set(),
        id="function-reachable-only-on-older-releases",
    ),
    pytest.param(
        ONLY_NEW,
        "def _unused():\n    from vllm.gone import g\n    return g()\n",
        "0.1.0",
        set(),
        id="private-function-nothing-names",
    ),
    pytest.param(
        ENGINE,
        "import inspect\nfrom vllm.engine import Engine\n\ndef check():\n"
        "    if 'cfg' not in inspect.signature(Engine.__init__).parameters:\n"
        "        raise RuntimeError('this vLLM lacks the API')\n\nclass Mine(Engine):\n"
        "    def go(self):\n        check()\n        return self.gone\n",
        "0.1.0",
        {("missing-attribute", R)},
        id="feature-check-before-raising-refuses",
    ),
    pytest.param(
        {"vllm/rope.py": "def get_rope(head_size, *, rope_parameters=None):\n    return 1\n"},
        "from vllm.rope import get_rope\n\ndef f():\n    try:\n"
        "        return get_rope(64, rope_parameters={})\n    except TypeError:\n"
        "        return get_rope(64, base=10000)\n",
        "0.1.0",
        {("unexpected-keyword", G)},
        id="except-typeerror-retry-with-the-older-api",
    ),
    # 6. judged where vLLM really calls
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_processor_mm_kwargs):\n        return items\n",
        "0.1.0",
        {("override-signature-mismatch", "Processor._apply_main", B)},
        id="override-cannot-take-the-keywords-vllm-passes",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _apply_main(self, items, hf_kwargs):\n        return items\n"
        "    def _call(self, items):\n        return items\n",
        "0.1.0",
        set(),
        id="hook-whose-only-caller-the-consumer-overrides",
    ),
    pytest.param(
        HOOKS,
        "from vllm.proc import Processor\n\nclass P(Processor):\n"
        "    def _gone_hook(self, x):\n        return super()._gone_hook(x)\n",
        "0.1.0",
        {("semantic", "Processor._gone_hook", B)},
        id="dead-override-of-a-hook-vllm-dropped",
    ),
    pytest.param(
        MIXIN,
        "import torch\nfrom vllm.iface import SupportsMM, SupportsPP\n\n"
        "class M(torch.nn.Module, SupportsMM, SupportsPP):\n    def f(self):\n"
        "        return self.parameters(), self.make_empty_intermediate_tensors(1)\n",
        "0.1.0",
        {("unknown", U)},
        id="members-from-another-base",
    ),
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\ndef stop(c: Client):\n"
        "    c.abort('r', timeout=1)\n    c.pause()\n",
        "0.1.0",
        {("unexpected-keyword", "Client.abort", B), ("unknown", "Client.pause", U)},
        id="abstract-annotation-adds-members-but-keeps-declared-signatures",
    ),
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\nclass Mine(Client):\n"
        "    def abort(self, rid, *, timeout=None):\n        ...\n\n"
        "def stop(c: Client):\n    c.abort('r', timeout=1)\n",
        "0.1.0",
        {("unknown", "Client.abort", U)},
        id="abstract-annotation-the-consumer-implements-wider-is-unknown",
    ),
    pytest.param(
        {
            "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n"
            "    @abc.abstractmethod\n    def abort(self, rid):\n        ...\n"
        },
        "from vllm.client import Client\n\nclass Mine(Client):\n"
        "    def abort(self, rid, *, force=False):\n        ...\n\n"
        "def stop(c: Client):\n    c.abort('r', timeout=1)\n",
        "0.1.0",
        {("unexpected-keyword", "Client.abort", B)},
        id="abstract-annotation-no-implementation-takes-the-call-breaks",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\ndef f(e: Engine):\n    e.step(1, deadline=2)\n",
        "0.1.0",
        {("unexpected-keyword", B)},
        id="annotation-naming-a-concrete-class-is-believed",
    ),
    pytest.param(
        FORWARDING,
        "from vllm.llm import LLM\nLLM(model='m', enforce_eager=True)\n",
        "0.1.0",
        set(),
        id="kwargs-forwarded-to-a-callee-that-takes-them",
    ),
    pytest.param(
        FORWARDING,
        "from vllm.llm import LLM\nLLM(model='m', no_such_option=3)\n",
        "0.1.0",
        {("unexpected-keyword", "vllm.llm.LLM", B)},
        id="kwargs-forwarded-to-a-callee-that-rejects-them",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        if self.config:\n            self.gone_a.flush()\n            return\n"
        "        return self.gone_b\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone_a", B), ("missing-attribute", "Engine.gone_b", B)},
        id="uses-in-an-early-exit-body-are-not-the-condition-of-the-rest",
    ),
    # a missing abstract method matters only for a class that gets instantiated
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Online()\n",
        "0.1.0",
        {("unknown", "LinearMethodBase.create_weights", U)},
        id="abstract-parent-named-only-for-an-explicit-self-call-is-not-built",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method():\n    return Base()\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-directly-breaks",
    ),
    pytest.param(
        LINEAR,
        ABSTRACT_PARENT + "def method(config):\n    return Base.from_config(config)\n",
        "0.1.0",
        {("abstract-method-not-implemented", "LinearMethodBase.create_weights", B)},
        id="abstract-parent-built-through-a-classmethod-breaks",
    ),
    # an abstract hook the base never calls: judged by vLLM's calls that may reach it
    pytest.param(
        DATASETS,
        OWN_SAMPLE,
        "0.1.0",
        {("unknown", "Dataset.sample", U)},
        id="abstract-hook-vllm-calls-only-on-objects-it-builds",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE,
        "0.1.0",
        {("override-signature-mismatch", "Dataset.sample", B)},
        id="abstract-hook-vllm-calls-on-an-object-typed-as-the-base",
    ),
    pytest.param(
        CALLED_AS_BASE,
        OWN_SAMPLE.replace("*, prefix='', options", "prefix='', options=None"),
        "0.1.0",
        set(),
        id="abstract-hook-override-takes-vllms-call",
    ),
    # a part registered only on a model the consumer builds as a sub-model
    pytest.param(
        MULTIMODAL,
        SUBMODEL,
        "0.1.0",
        {("unknown", "BaseDummyInputsBuilder.get_dummy_mm_data", U), REGISTRY_UNKNOWN},
        id="builder-registered-only-on-a-sub-model-is-unknown",
    ),
    pytest.param(
        MULTIMODAL,
        SUBMODEL.replace("architectures=['InnerArch']", "architectures=['OtherArch']"),
        "0.1.0",
        {("override-signature-mismatch", "get_dummy_mm_data", B), REGISTRY_UNKNOWN},
        id="builder-registered-on-a-served-model-breaks",
    ),
    pytest.param(
        MULTIMODAL,
        SUBMODEL + "\n@MULTIMODAL_REGISTRY.register_processor(object, dummy_inputs=OldBuilder)\n"
        "class Served:\n    pass\n",
        "0.1.0",
        {("override-signature-mismatch", "get_dummy_mm_data", B), REGISTRY_UNKNOWN},
        id="builder-also-registered-on-a-model-not-built-as-a-part-breaks",
    ),
    # a branch under an attribute the release only ever sets to a falsy constant
    pytest.param(
        RUNNER,
        CASCADE,
        "0.1.0",
        {("unknown", "Runner._gone_prefix", U)},
        id="branch-under-an-attribute-vllm-only-sets-false-never-runs",
    ),
    pytest.param(
        {"vllm/runner.py": RUNNER["vllm/runner.py"].replace("= False", "= not config")},
        CASCADE,
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-an-attribute-vllm-computes-runs",
    ),
    pytest.param(
        RUNNER,
        CASCADE.replace("if self.cascade and", "if not self.cascade and"),
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-a-negated-false-attribute-runs",
    ),
    pytest.param(
        RUNNER,
        CASCADE.replace(
            "    def step(self):\n", "    def step(self):\n        self.cascade = True\n"
        ),
        "0.1.0",
        {("missing-method", "Runner._gone_prefix", B)},
        id="branch-under-an-attribute-the-consumer-sets-runs",
    ),
    # **kwargs forwarded by the consumer's own function
    pytest.param(
        MANAGER, OWN_KWARGS, "0.1.0", set(), id="own-kwargs-forwarded-keywords-vllm-takes"
    ),
    pytest.param(
        MANAGER,
        OWN_KWARGS.replace("num_servers=3", "servers=3"),
        "0.1.0",
        {("unexpected-keyword", "Manager", B), ("missing-required-argument", "Manager", B)},
        id="own-kwargs-forwarded-a-keyword-vllm-renamed",
    ),
    pytest.param(
        MANAGER,
        OWN_KWARGS.replace("num_servers=3", "servers=3").replace(
            "    return Manager(**kw)", "    kw.pop('x', None)\n    return Manager(**kw)"
        ),
        "0.1.0",
        set(),
        id="own-kwargs-changed-before-the-spread-is-not-followed",
    ),
    # an alternative constructor's object, confirmed by the release's return annotation
    pytest.param(
        FACTORY,
        FACTORY_USE,
        "0.1.0",
        {("unexpected-keyword", "Engine.step", B)},
        id="object-from-an-annotated-factory-is-its-class",
    ),
    pytest.param(
        FACTORY,
        FACTORY_USE.replace("from_config", "from_args"),
        "0.1.0",
        {("unknown", "Engine.step", U)},
        id="object-from-an-unannotated-factory-is-unknown",
    ),
    # one root cause, one break
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        return self.gone\n    def b(self):\n        return self.gone.x\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="same-missing-member-twice-is-one-break",
    ),
    pytest.param(
        ENGINE,
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        if self.gone:\n            self.other.flush()\n",
        "0.1.0",
        {("missing-attribute", "Engine.gone", B)},
        id="uses-under-a-condition-reading-a-missing-member-are-its-consequences",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), ROWS)
def test_rule(tmp_path: Path, provider: dict, consumer: str, version: str, expected: set) -> None:
    extra = {"mypkg/util.py": "def is_vllm_available(min_version=None):\n    return True\n"}
    usage, findings = build(tmp_path, provider, consumer, version=version, extra=extra)
    assert observed(findings, expected) == expected, explain(usage, findings)


def test_consequences_are_listed_under_their_root(tmp_path: Path) -> None:
    consumer = (
        "from vllm.engine import Engine\n\nclass R(Engine):\n    def a(self):\n"
        "        return self.gone\n    def b(self):\n        return self.gone.x\n"
    )
    _, findings = build(tmp_path, ENGINE, consumer)
    (root,) = findings
    assert root.location == "mypkg/mod.py:5"
    assert root.consequences == (
        "mypkg/mod.py:7 vllm.engine.Engine.gone",
        "mypkg/mod.py:7 vllm.engine.Engine.gone.x",
    )
