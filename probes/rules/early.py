"""The rules that read the consumer and give a finding its first status (reading, build).

The reading rules about fallbacks come first, from `probes/rules/fallbacks.py`.

A new rule: one entry here (its stage's list, at the place it applies), its implementation
where its stage runs, `tests/rules/test_<id>.py`, and `docs/rules.md` regenerated
(`python -m probes.rules.doc > docs/rules.md`).
"""

from __future__ import annotations

from probes.rules.examples import (
    ABSTRACT,
    ARGS,
    ENGINE,
    MEMBERS,
    UTILS,
    VERSION_GATE,
    B,
    G,
    R,
    U,
)
from probes.rules.examples import ex as _ex
from probes.rules.fallbacks import FALLBACK_RULES
from probes.rules.registry import ANY_KIND, Rule

READING = [
    *FALLBACK_RULES,
    Rule(
        "vllm-aliases",
        "reading",
        "A module-level alias in vLLM (`New = Old`) is the very object it names: a use "
        "through it is judged as a use of the original.",
        MEMBERS,
        None,
        _ex(
            "from vllm.engine import Alias\nAlias().gone()\n",
            {("missing-method", B)},
            {"vllm/engine.py": ENGINE["vllm/engine.py"] + "\nAlias = Engine\n"},
        ),
    ),
    Rule(
        "guard-shapes",
        "reading",
        "`hasattr`, a defaulted `getattr` tested for truth, `isinstance`, `except TypeError` "
        "retries and feature checks that raise are read as the guards they are.",
        (ANY_KIND,),
        None,
        _ex(
            "from vllm.engine import Engine\n\ndef f(e: Engine):\n"
            "    if hasattr(e, 'gone'):\n        return e.gone\n",
            {("missing-attribute", G)},
            ENGINE,
        ),
    ),
    Rule(
        "suppress-guard",
        "reading",
        "`with contextlib.suppress(E1, …):` is read as the `try: … except (E1, …): pass` "
        "Python defines it to be: the same guards, the same verdicts.",
        (ANY_KIND,),
        None,
        _ex(
            "from contextlib import suppress\nwith suppress(ImportError):\n"
            "    from vllm.utils import gone\n",
            {("missing-symbol", G)},
        ),
    ),
    Rule(
        "caller-try",
        "reading",
        "A local function every reference to which in its enclosing function is a call inside "
        "a `try` whose handler catches the failure (`ImportError`, `Exception`, a bare "
        "`except`) and goes on is read as that `try`'s body: its failures are caught where it "
        "is called.",
        (ANY_KIND,),
        None,
        _ex(
            "def install():\n    def dump():\n        import vllm.gone\n"
            "    def wrapper():\n        try:\n            dump()\n"
            "        except Exception as exc:\n            print(exc)\n    return wrapper\n",
            {("missing-module", G)},
        ),
    ),
    Rule(
        "python-semantics",
        "reading",
        "What Python and its libraries define is honoured: struct and namedtuple fields, "
        "object dunders, Enum members' `name`/`value`, an Enum class's `__members__`, `len` "
        "and iteration (its metaclass's), a method through its class taking `self`, an "
        "abstract method a vLLM base listed earlier implements (the MRO).",
        (*ARGS, *MEMBERS),
        None,
        _ex(
            "from vllm.engine import Engine\nEngine.step(Engine(), 1)\nEngine().__class__\n",
            set(),
            ENGINE,
        ),
    ),
    Rule(
        "literal-unpacking",
        "reading",
        "`f(*[a, b])` / `f(*(a, b))` and `f(**{'k': v})` spread literals whose size and "
        "string keys are written out: they are read as those positionals and keywords, as "
        "Python binds them (a key the callee does not take is an unexpected keyword).",
        ARGS,
        None,
        _ex(
            "from vllm.utils import cdiv\ncdiv(**{'a': 1, 'b': 2, 'gone': 3})\n",
            {("unexpected-keyword", B)},
        ),
    ),
    Rule(
        "vllm-members",
        "reading",
        "A member of a vLLM object is what any of its methods sets (or a class vLLM builds for "
        "an attribute, or a registry entry), not only what `__init__` sets.",
        MEMBERS,
        None,
        _ex(
            "from vllm.engine import Engine\nEngine().model\n",
            set(),
            {"vllm/engine.py": "class Engine:\n    def load(self):\n        self.model = 1\n"},
        ),
    ),
    Rule(
        "rpc-targets",
        "reading",
        "A `collective_rpc` method name resolves against the worker extension the consumer "
        "configures, not only vLLM's default worker.",
        ("missing-method",),
        None,
        _ex(
            "from vllm.engine import Engine\nEngine().collective_rpc('gone')\n",
            {("missing-method", B)},
            {
                "vllm/engine.py": "class Engine:\n    def collective_rpc(self, method):\n"
                "        return method\n",
                "vllm/v1/worker/gpu_worker.py": "class Worker:\n    pass\n",
            },
        ),
    ),
    Rule(
        "vllm-call-sites",
        "reading",
        "An override is judged against the calls vLLM really makes of the hook (the "
        "arguments it passes), not the base's declared signature; where the base never calls "
        "it itself, those are vLLM's calls on a module-level name declared as the base or an "
        "ancestor (`current_platform.<hook>(…)`, `current_platform: Platform` where it is "
        "imported from), which a `try` around the base's import does not guard.",
        ("override-signature-mismatch", "abstract-method-not-implemented"),
        None,
        _ex(
            "from vllm.proc import Processor\n\nclass P(Processor):\n"
            "    def apply(self, x):\n        return x\n",
            {("override-signature-mismatch", B)},
            {
                "vllm/proc.py": "class Processor:\n    def apply(self, x, y=None):\n"
                "        return x\n\n    def run(self):\n        return self.apply(1, y=2)\n"
            },
        ),
    ),
    Rule(
        "keyword-forwarding",
        "reading",
        "Keywords a callable takes into `**kwargs` are followed to the callee it hands them "
        "to (vLLM's or the consumer's own), a few hops deep.",
        ("unexpected-keyword",),
        "forwarded-rejected",
        _ex(
            "from vllm.llm import LLM\nLLM(nope=1)\n",
            {("unexpected-keyword", B)},
            {
                "vllm/llm.py": "from vllm.args import Args\n\nclass LLM:\n"
                "    def __init__(self, **kwargs):\n        self.args = Args(**kwargs)\n",
                "vllm/args.py": "class Args:\n    def __init__(self, model=None):\n"
                "        self.model = model\n",
            },
        ),
    ),
    Rule(
        "module-function-replacement",
        "reading",
        "A vLLM function replaced by assignment on a module that only re-exports it, where no "
        "vLLM code reads it through that module, never runs (`semantic`).",
        ("semantic",),
        "hook-gone",
        _ex(
            "import vllm.server\n\ndef mine(args):\n    return 1\n\nvllm.server.build_app = mine\n",
            {("semantic", B)},
            {
                "vllm/app.py": "def build_app(args):\n    return 'vllm'\n",
                "vllm/entry.py": "from vllm.app import build_app\n\ndef run_server(args):\n"
                "    return build_app(args)\n",
                "vllm/server.py": "from vllm.app import build_app\n"
                "from vllm.entry import run_server\n",
            },
        ),
    ),
    Rule(
        "installed-function",
        "reading",
        "A function the consumer installs on a vLLM class (`Cls.m = f`, `setattr`, "
        "`types.MethodType`) or module (`mod.f = g`), also one reached through "
        "`importlib.import_module` / `sys.modules`, must take the calls vLLM makes of that "
        "name in the release (a class's own `self.m(…)`, or `obj.m(…)` / a torch module's "
        "`obj(…)` for `forward` on the objects vLLM builds of it); in a method, `self` is "
        "that class; a `try` around the installation does not guard vLLM's later call.",
        ("override-signature-mismatch", "missing-attribute", "missing-method"),
        "override-rejects-call",
        _ex(
            "from vllm.proc import Processor\n\ndef apply(self, x):\n    return x\n\n"
            "Processor.apply = apply\n",
            {("override-signature-mismatch", B)},
            {
                "vllm/proc.py": "class Processor:\n    def apply(self, x, y=None):\n"
                "        return x\n\n    def run(self):\n        return self.apply(1, y=2)\n"
            },
        ),
    ),
    Rule(
        "factory-built-class",
        "reading",
        "A consumer subclass whose vLLM ancestor a vLLM factory builds from a value typed "
        "`type[Base]` (`tier_cls = cls.get_tier_class(cfg)` … `tier_cls(…)`) must take that "
        "call in its `__init__`, reported at the class's `__init__` (a `try` around the base's "
        "import does not guard it: the factory runs only where vLLM does).",
        ("override-signature-mismatch",),
        "override-rejects-call",
        _ex(
            "from vllm.tiers import Tier\n\nclass Mine(Tier):\n"
            "    def __init__(self, spec):\n        super().__init__(spec)\n",
            {("override-signature-mismatch", B)},
            {
                "vllm/tiers.py": "class Tier:\n    def __init__(self, spec, detector=None):\n"
                "        self.spec = spec\n\ndef tier_class(name) -> type[Tier]:\n"
                "    return Tier\n\ndef create(name, spec):\n    cls = tier_class(name)\n"
                "    return cls(spec, detector=None)\n"
            },
        ),
    ),
    Rule(
        "awaited-call",
        "reading",
        "`await obj.m(…)` of a vLLM method that is a plain `def` on the named class and on each "
        "vLLM subclass defining it (annotated to return no awaitable, no decorator) raises "
        "TypeError: `semantic`.",
        ("semantic",),
        "not-awaitable",
        _ex(
            "from vllm.engine import Engine\n\nasync def go(e: Engine):\n"
            "    return await e.tokenizer()\n",
            {("semantic", B)},
            {
                "vllm/engine.py": "class Engine:\n    def tokenizer(self) -> str:\n"
                "        return 'tok'\n"
            },
        ),
    ),
    Rule(
        "unreachable-function",
        "reading",
        "A private function nothing names, or one returned only on older releases' branch, "
        "is not judged.",
        (ANY_KIND,),
        None,
        _ex("def _unused():\n    from vllm.utils import gone\n    return gone()\n", set()),
    ),
    Rule(
        "version-helper",
        "reading",
        "A call of the consumer's own plain function (in any of its modules) whose `return` "
        "compares vLLM's version with a parameter or a literal, given literal arguments, is "
        "that comparison; a module constant bound to one is that test wherever it is imported: "
        "`version-branch`, early returns and `import-gated` read it so (`not` negates it).",
        (ANY_KIND,),
        None,
        _ex(
            VERSION_GATE.split("if ")[0] + "def at_least(v):\n"
            "    return Version(vllm.__version__) >= Version(v)\n"
            "if at_least('0.2'):\n    from vllm.utils import gone\n",
            set(),
            {**UTILS, "vllm/__init__.py": "__version__ = '0.1.0'\n"},
        ),
    ),
]

BUILD = [
    Rule(
        "view-cannot-tell",
        "build",
        "Where the view cannot answer (outside the snapshot, an opaque base, not importable, "
        "a probe that did not run), the finding is `unknown`, never a break.",
        (ANY_KIND,),
        None,
        _ex(
            "from vllm.lazy import gone\n",
            {("unknown", U)},
            {"vllm/lazy.py": "def __getattr__(name):\n    return name\n"},
        ),
    ),
    Rule(
        "pydantic-extra-ignored",
        "build",
        "A keyword a pydantic model with `extra='ignore'` drops silently is `unknown`: no "
        "error, but no effect either.",
        ("unexpected-keyword", "missing-config-field", "missing-request-field"),
        "extra-ignored",
        _ex(
            "from vllm.cfg import Cfg\nCfg(gone=1)\n",
            {("unknown", U)},
            {
                "vllm/cfg.py": "from pydantic import BaseModel, ConfigDict\n\n"
                "class Cfg(BaseModel):\n    model_config = ConfigDict(extra='ignore')\n"
                "    a: int = 0\n"
            },
        ),
    ),
    Rule(
        "never-instantiated",
        "build",
        "A missing abstract method matters only for a class that gets built: one nothing in "
        "the consumer instantiates is `unknown` (vLLM may, by name).",
        ("abstract-method-not-implemented",),
        "never-instantiated",
        _ex("from vllm.base import Base\n\nclass W(Base):\n    pass\n", {("unknown", U)}, ABSTRACT),
    ),
    Rule(
        "signature-test",
        "build",
        "Under `'p' in inspect.signature(f).parameters` (inline, through a helper of the module, "
        "or held in a module constant assigned once: `_HAS_P = 'p' in …`, then `if _HAS_P:`) a "
        "call passing `p=` runs only where f has `p`; in its else a call leaving `p` out runs "
        "only where f has none to miss.",
        ("unexpected-keyword", "missing-required-argument"),
        None,
        _ex(
            "import inspect\nfrom vllm.utils import cdiv\n"
            "if 'c' in inspect.signature(cdiv).parameters:\n    cdiv(1, 2, c=3)\n",
            set(),
        ),
    ),
    Rule(
        "find-spec-flag",
        "build",
        "Under `find_spec('vllm.x')` (true, `is not None`, `not`, or a module flag assigned from "
        "it) a branch runs only where vllm.x exists: where it is missing, that branch is not "
        "judged; a name vllm.x lacks there is still a break.",
        ("missing-module", "missing-symbol"),
        None,
        _ex(
            "import importlib.util\nHAS = importlib.util.find_spec('vllm.gone') is not None\n"
            "if HAS:\n    from vllm.gone import f\n",
            set(),
        ),
    ),
    Rule(
        "feature-test-else",
        "build",
        "The `else` of `if hasattr(obj, 'new')` or of a `find_spec('vllm.new')` test (a flag "
        "assigned from one, in a `try` or not), and the body of `if not …`, run only where "
        "vLLM lacks that member or module: where the release has it, that branch is not "
        "judged; where it lacks it, the branch is judged as unguarded.",
        (ANY_KIND,),
        None,
        _ex(
            "from vllm.engine import Engine\n\ndef f(e: Engine):\n"
            "    if hasattr(e, 'step'):\n        return e.step(1)\n"
            "    else:\n        return e.gone(1)\n",
            set(),
            ENGINE,
        ),
    ),
    Rule(
        "version-branch",
        "build",
        "Under a version test the extractor reads, a branch that runs on the release is "
        "judged as unguarded; one that does not run there is not judged.",
        (ANY_KIND,),
        None,
        _ex(VERSION_GATE, {("missing-symbol", B)}, version="0.3.0"),
    ),
    Rule(
        "version-refusal",
        "build",
        "A use the consumer reaches only past its own version gate (no other path) is "
        "`refused` on a release the gate rejects: not compatible, by design.",
        (ANY_KIND,),
        None,
        _ex(
            "import vllm\nfrom packaging.version import Version\n"
            "if Version(vllm.__version__) < Version('0.2'):\n    raise RuntimeError('old')\n"
            "from vllm.utils import gone\n",
            {("missing-symbol", R)},
            {**UTILS, "vllm/__init__.py": "__version__ = '0.1.0'\n"},
        ),
    ),
    Rule(
        "consumer-refusal",
        "build",
        "A use behind the consumer's own API check that raises its own error is `refused`.",
        (ANY_KIND,),
        None,
        _ex(
            "import inspect\nfrom vllm.engine import Engine\n\ndef check():\n"
            "    if 'c' not in inspect.signature(Engine.step).parameters:\n"
            "        raise RuntimeError('this vLLM lacks the API')\n\nclass Mine(Engine):\n"
            "    def go(self):\n        check()\n        return self.gone\n",
            {("missing-attribute", R)},
            ENGINE,
        ),
    ),
    Rule(
        "guarded-fallback",
        "build",
        "A use under a guard that gives the consumer another path (`try`/`except`, `hasattr`, "
        "an unreadable version test with an else) is `guarded`.",
        (ANY_KIND,),
        None,
        _ex(
            "try:\n    from vllm.utils import gone\nexcept ImportError:\n    gone = None\n",
            {("missing-symbol", G)},
        ),
    ),
    Rule(
        "type-checking-only",
        "build",
        "A use only under `if TYPE_CHECKING:` never runs: `guarded`.",
        (ANY_KIND,),
        None,
        _ex(
            "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
            "    from vllm.utils import gone\n",
            {("missing-symbol", G)},
        ),
    ),
    Rule(
        "unguarded-break",
        "build",
        "Anything else the release lacks or rejects is `broken`.",
        (ANY_KIND,),
        None,
        _ex("from vllm.utils import cdiv\ncdiv(1, 2, 3)\n", {("too-many-positional", B)}),
    ),
]
