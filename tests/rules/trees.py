"""The tiny vLLM trees and consumer snippets the rule tables share (tests/rules/test_<id>.py).

Moved from the corpus-named tables (tests/test_check_corpus_rules.py, the issue-7 rules
learnt from trl, verl, openrlhf, unsloth-zoo and vllm-omni; tests/test_check_holdout_rules.py,
learnt from lmcache 0.5.6): providers (`vllm/...` path -> source) and consumer snippets.
A `TREE_ROWS` row is `(provider, consumer, version, expected)`; a `BASE_ROWS` row is
`(consumer, expected)` against `BASE`. `check_tree_row` / `check_base_row` check one.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from probes.findings import Finding
from probes.rules import RULE_IDS
from tests.checktable import build, explain, observed, write_tree

B, G, U, R = "broken", "guarded", "unknown", "refused"
UTIL = {"mypkg/util.py": "def is_vllm_available(min_version=None):\n    return True\n"}

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


# -- the lmcache-taught rules' provider and snippets --------------------------------------

BASE = {
    "vllm/base.py": """
        import enum

        class Role(enum.Enum):
            SCHEDULER = 0
            WORKER = 1

        class Base:
            def __init__(self, config, role, cache_config):
                self.config = config

        class Request:
            def __init__(self):
                self.features = []

        class Impl:
            def __init__(self):
                self.scale = 1.0
    """,
    "vllm/layers/attention.py": """
        class Attention:
            def __init__(self):
                self.impl = None
    """,
    "vllm/utils.py": "def other():\n    return 1\n",
}
TWO_BINDINGS = (
    "try:\n    from vllm.attention import Attention\nexcept ImportError:\n"
    "    from vllm.layers.attention import Attention\n\n"
)
ATTENTION_USE = "class B:\n    def __init__(self, a: Attention):\n        self.x = a.{member}\n"
FLAG = (
    "from vllm.base import Impl\n\nclass B:\n    def __init__(self, impl: Impl):\n"
    "        self.impl: Impl = impl\n        self.aot = False\n\n"
    "    def go(self):\n        if self.aot:\n            return self.impl.num_heads\n"
    "        return None\n"
)
CTOR = (
    "from vllm.base import Base\n\nclass C(Base):\n"
    "    def __init__(self, config, role, cache_config{default}):\n"
    "        if cache_config is not None:\n"
    "            super().__init__(config, role, cache_config=cache_config)\n"
    "        else:\n            super().__init__(config=config, role=role)\n"
)
REQUEST = "from vllm.base import Request\n\ndef f(r: Request):\n"


def check_tree_row(
    tmp_path: Path, provider: dict, consumer: str, version: str, expected: set
) -> None:
    """The row's findings are exactly `expected`, each naming the registered rules that
    decided its status."""
    usage, findings = build(tmp_path, provider, consumer, version=version, extra=UTIL)
    assert observed(findings, expected) == expected, explain(usage, findings)
    assert all(f.rules and set(f.rules) <= set(RULE_IDS) for f in findings)


def check_base_row(tmp_path: Path, consumer: str, expected: set) -> None:
    """A `BASE_ROWS` row: its consumer against `BASE`."""
    usage, findings = build(tmp_path, BASE, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)
    assert all(f.rules and set(f.rules) <= set(RULE_IDS) for f in findings)


def python_raises(tmp_path: Path, provider: dict, consumer: str) -> str | None:
    """The oracle: CPython imports the consumer module beside the row's tiny vLLM (written by
    `build`, under tmp/prov and tmp/cons) and calls its `main()` if it has one; the name of
    the exception that escapes, or None."""
    code = (
        "import sys\n"
        f"sys.path[:0] = [{str(tmp_path / 'prov')!r}, {str(tmp_path / 'cons')!r}]\n"
        "try:\n    import mypkg.mod as m\n    getattr(m, 'main', lambda: None)()\n"
        "except BaseException as e:\n    print(type(e).__name__)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout.strip() or None


def on_installed_vllm(tmp_path: Path, consumer: str) -> list[list[Finding]]:
    """The consumer module's findings on the vLLM installed here: on a static view of its
    source tree, then on the live view (the test is skipped without vLLM)."""
    vllm = pytest.importorskip("vllm")
    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.open import live_view
    from probes.views.static import static_view_from_tree

    write_tree(tmp_path / "cons", {"mypkg/__init__.py": "", "mypkg/mod.py": consumer})
    usage = usage_from_folder(tmp_path / "cons", consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    return [check_usage(usage, view) for view in (static, live_view())]


# -- nested guards: kept as a conjunction (Use.conditions), CPython as the oracle ----------

VERSION_TEST = "import vllm\nfrom packaging.version import Version\n"


def versioned(version: str) -> dict[str, str]:
    """A tiny vLLM that says it is `version` (so CPython's version test and the view's agree)
    and has `vllm.new.f`, no `vllm.gone`."""
    return {
        "vllm/__init__.py": f"__version__ = {version!r}\n",
        "vllm/new.py": "def f(x):\n    return x\n",
    }


def check_nested_row(
    tmp_path: Path, consumer: str, version: str, expected: set, raised: str | None
) -> None:
    """The row's `(kind, status, rules)` findings on `version`, and what CPython raises
    importing the consumer there (`raised`): a `broken`/`refused` finding only where it raises."""
    provider = versioned(version)
    usage, findings = build(tmp_path, provider, consumer, version=version)
    got = {(f.kind, f.status, f.rules) for f in findings}
    assert got == expected, explain(usage, findings)
    assert python_raises(tmp_path, provider, consumer) == raised
    assert (raised is not None) == any(f.status in ("broken", "refused") for f in findings)
