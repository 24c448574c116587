"""The rules that demote a use's findings (the checker's chain) and the passes after it.

A new rule: one entry here at the place it applies, its implementation (a demotion step in
probes/rules/demotions.py, or a post-pass that records itself with `probes.rules.decided`),
`tests/rules/test_<id>.py`, and `docs/rules.md` regenerated.
"""

from __future__ import annotations

from probes.rules.examples import ARGS, ENGINE, MEMBERS, U
from probes.rules.examples import ex as _ex
from probes.rules.registry import ANY_KIND, Example, Rule

PROCESSOR = {
    "vllm/proc.py": "class Processor:\n    def apply(self, x, y=None):\n        return x\n\n"
    "    def run(self):\n        return self.apply(1, y=2)\n"
}
CLIENT = {
    "vllm/client.py": "import abc\n\nclass Client(abc.ABC):\n    @abc.abstractmethod\n"
    "    def abort(self, rid):\n        ...\n"
}

DEMOTE = [
    Rule(
        "caller-dependent",
        "demote",
        "A call lacking a required argument only in the branch taken when the consumer's own "
        "caller leaves that parameter out breaks only for such callers: `unknown`.",
        ("missing-required-argument",),
        "caller-dependent",
        _ex(
            "from vllm.base import Base\n\nclass C(Base):\n"
            "    def __init__(self, config, extra=None):\n"
            "        if extra is None:\n            super().__init__(config)\n"
            "        else:\n            super().__init__(config, extra)\n",
            {("unknown", U)},
            {"vllm/base.py": "class Base:\n    def __init__(self, config, extra):\n        pass\n"},
        ),
    ),
    Rule(
        "other-source",
        "demote",
        "A member absent from the first base may come from another base or binding (a non-vLLM "
        "base, the other import of a name bound twice): `unknown`, or nothing where it is there.",
        (ANY_KIND,),
        "other-source",
        _ex(
            "import torch\nfrom vllm.engine import Engine\n\n"
            "class W(torch.nn.Module, Engine):\n    def f(self):\n        return self.gone\n",
            {("unknown", U)},
            ENGINE,
        ),
    ),
    Rule(
        "set-by-consumer",
        "demote",
        "A member the consumer assigns on a vLLM class or object itself exists afterwards: "
        "its uses are no break (the finding is dropped), except where the module it is set "
        "on does not exist (the import reaching it fails first: `missing-module`). A member "
        "the consumer's own "
        "subclass of the class defines, read through an object only typed as the vLLM class "
        "(an annotation, an `isinstance` test), may be there: `unknown`.",
        MEMBERS,
        "consumer-subclass",
        _ex(
            "from vllm.engine import Engine\nEngine.extra = 1\nprint(Engine.extra)\n",
            set(),
            ENGINE,
        ),
    ),
    Rule(
        "never-runs",
        "demote",
        "A use under a condition this release never makes true (an attribute vLLM only ever "
        "sets to a falsy constant, a consumer switch only ever off) is `unknown`.",
        (ANY_KIND,),
        "never-runs",
        _ex(
            "from vllm.runner import Runner\n\nclass M(Runner):\n    def go(self):\n"
            "        if self.flag:\n            return self.gone()\n",
            {("unknown", U)},
            {
                "vllm/runner.py": "class Runner:\n    def __init__(self):\n"
                "        self.flag = False\n"
            },
        ),
    ),
    Rule(
        "unconfirmed-factory",
        "demote",
        "An object from an alternative constructor (`Cls.from_x(…)`) the release does not "
        "annotate to return its class may be of another: its findings are `unknown`.",
        (ANY_KIND,),
        "unconfirmed-factory",
        _ex(
            "from vllm.engine import Engine\ne = Engine.from_config(1)\ne.gone()\n",
            {("unknown", U)},
            {
                "vllm/engine.py": "class Engine:\n    @classmethod\n"
                "    def from_config(cls, c):\n        return cls()\n"
            },
        ),
    ),
    Rule(
        "dead-method",
        "demote",
        "A use inside a private consumer method nothing calls on this release (an override "
        "of a hook vLLM dropped), or inside a worker extension's method the consumer never "
        "names (vLLM calls those only by the name given to `collective_rpc`), is `unknown`.",
        (ANY_KIND,),
        "dead-method",
        _ex(
            "from vllm.proc import Processor\n\nclass P(Processor):\n"
            "    def _gone_hook(self, x):\n        return super()._gone_hook(x), self.gone\n",
            {("semantic", "broken"), ("unknown", U)},
            PROCESSOR,
        ),
    ),
    Rule(
        "uncalled-install",
        "demote",
        "A use inside a function the consumer only installs on vLLM module attributes "
        '(`mod.f = g`, `setattr(mod, "f", g)`, and names nowhere else) never runs on a '
        "release that neither defines `f` nor names it in any file: `unreached`.",
        (ANY_KIND,),
        "hook-gone",
        _ex(
            "import vllm.helpers\n\ndef install():\n    def mine(x):\n"
            "        return vllm.helpers.gone(x)\n\n"
            "    vllm.helpers.dispatch = mine\n\ninstall()\n",
            {("missing-symbol", "unreached")},
            {"vllm/helpers.py": "def helper(a):\n    return a\n"},
        ),
    ),
    Rule(
        "abstract-owner",
        "demote",
        "A member missing from an abstract class (or a `typing.Protocol`) a consumer only "
        "annotates may be added by the subclass (or the matching object) the object really "
        "is: `unknown` (declared signatures still hold).",
        MEMBERS,
        "abstract-owner",
        _ex(
            "from vllm.client import Client\n\ndef stop(c: Client):\n    c.pause()\n",
            {("unknown", U)},
            CLIENT,
        ),
    ),
    Rule(
        "own-implementation",
        "demote",
        "A call on an annotated abstract class that the consumer's own implementation takes "
        "cannot be judged by the interface's signature: `unknown`.",
        ARGS,
        "own-implementation",
        _ex(
            "from vllm.client import Client\n\nclass Mine(Client):\n"
            "    def abort(self, rid, *, timeout=None):\n        ...\n\n"
            "def stop(c: Client):\n    c.abort('r', timeout=1)\n",
            {("unknown", U)},
            CLIENT,
        ),
    ),
    Rule(
        "sub-model-only",
        "demote",
        "An override registered only on a model the consumer builds as a sub-model reaches "
        "vLLM only if vLLM serves that model itself: `unknown`.",
        ("override-signature-mismatch",),
        "sub-model-only",
        Example(
            "a dummy-inputs builder registered (MULTIMODAL_REGISTRY.register_processor) only on "
            "an architecture the consumer builds inside its own model",
            frozenset({("unknown", U)}),
        ),
    ),
    Rule(
        "caller-overridable",
        "demote",
        "vLLM's call of a hook that rejects the override is `unknown` where a non-vLLM base of "
        "the consumer's class may override the calling method.",
        ("override-signature-mismatch",),
        "caller-overridable",
        _ex(
            "from vllm.proc import Processor\nfrom other import Mixin\n\n"
            "class P(Mixin, Processor):\n    def apply(self, x):\n        return x\n",
            {("unknown", U)},
            PROCESSOR,
        ),
    ),
]

POST = [
    Rule(
        "one-root-cause",
        "post",
        "One root cause, one break: later uses in a module of a missing import or of a class "
        "deriving from a missing base are listed under it (`consequences`), not reported.",
        (ANY_KIND,),
        None,
        _ex(
            "from vllm.utils import gone\ngone(1)\ngone(2)\n",
            {("missing-symbol", "broken")},
        ),
    ),
    Rule(
        "shim-covers",
        "post",
        "A `broken` finding a consumer release's patch routes through a shim whose variant the "
        "probes select on this release is `shimmed` (compat/coverage.py).",
        (ANY_KIND,),
        None,
        Example(
            "a finding whose id the release's patch manifest lists, with a shim whose variant "
            "the release's probe answers select",
            frozenset({("missing-symbol", "shimmed")}),
        ),
    ),
    Rule(
        "consumer-test",
        "post",
        "A finding in the consumer's own tests (tests/, test_*.py, *_test.py, conftest.py shipped "
        "in the package) is `unreached` with this reason: judged and shown, never in a verdict.",
        (ANY_KIND,),
        "consumer-test",
        Example(
            "a wheel shipping `pkg/tests/test_x.py` with `from vllm.gone import f`",
            frozenset({("missing-module", "unreached")}),
        ),
    ),
    Rule(
        "metadata-entry-points",
        "post",
        "The modules a distribution's entry points and console scripts name (`vllm.*_plugins`, "
        "`console_scripts`, …) are roots, read without running anything from entry_points.txt, "
        "pyproject.toml, setup.cfg and setup.py's literal `entry_points=`, an sdist's from its "
        "archive: what only they name is reached, never `unreached`.",
        (ANY_KIND,),
        None,
        Example(
            'an sdist whose pyproject.toml declares `plug = "pkg._plug:register"` under '
            "`vllm.general_plugins`, and `pkg/_plug.py` importing a removed vLLM module",
            frozenset({("missing-module", "broken")}),
        ),
    ),
    Rule(
        "not-imported",
        "post",
        "A finding in a module that nothing the package runs imports (its `__init__` chain, "
        "entry points, console scripts, modules named in strings, a vLLM subclass vLLM loads "
        "by path) never runs: `unreached`, public or private, in a package that declares an "
        "entry point; in one that declares none (a library: its users import it) a public "
        "module is a root, and only a private one is `unreached`.",
        (ANY_KIND,),
        "not-imported",
        Example(
            "`pkg/sub/legacy.py` importing a removed vLLM module, imported by nothing in `pkg`",
            frozenset({("missing-module", "unreached")}),
        ),
    ),
    Rule(
        "entry-version-gate",
        "post",
        "A version gate read across the consumer's modules (`if not version_ok(): raise` with "
        "a pinned version constant, a user override left at its default; `ok, why = check()` "
        "then `if not ok: return`, where every true return of `check()` sits under one range "
        "test, `SpecifierSet(RANGE).contains(Version(vllm.__version__))`) gates every module "
        "imported after it: a finding there is `unreached` on the releases the gate refuses, "
        "and `refused` where the gate is in the function an entry point names "
        "(`vllm.platform_plugins`, `vllm.general_plugins`) and raises or returns nothing "
        "(vLLM then activates nothing of the plugin).",
        (ANY_KIND,),
        "import-gated",
        Example(
            "`def register():` named by a `vllm.platform_plugins` entry point, with `ok, v = "
            "check()`, `if not ok: return None`, then `from pkg.platform import Plat`, where "
            "`check()` returns `(True, v)` only under `if SpecifierSet(RANGE).contains("
            "Version(v))` (`RANGE = '>=0.25.0,<=0.28.0'`, `v = vllm.__version__`), and "
            "`pkg/platform.py` importing a module gone in 0.33.0 (checked as 0.33.0)",
            frozenset({("missing-module", "refused")}),
        ),
    ),
    Rule(
        "range-decorator",
        "post",
        "A decorator of the consumer's own whose argument is a vLLM version range "
        '(`@version_range(">=0.8.4,<0.9")`, `@requires_vllm("0.29", "<0.31")`, a module '
        "constant naming one) gates the function or class it decorates, when its implementation "
        "compares the range with vLLM's version (in the decorator, or where the package reads "
        "the range it stores on the function back): a finding there is `unreached` on the other "
        "releases. A decorator that does not compare, or is not the consumer's, gates nothing.",
        (ANY_KIND,),
        "import-gated",
        Example(
            "`@version_range(OLD)` with `OLD = '<0.13'` in `pkg/mod.py`, where `pkg/ranges.py` "
            "defines `version_range(spec)` returning `fn` only if "
            "`SpecifierSet(spec).contains(vllm.__version__)`, on a function importing a module "
            "gone in 0.13 (checked as 0.20.0)",
            frozenset({("missing-module", "unreached")}),
        ),
    ),
    Rule(
        "range-registry",
        "post",
        'A class registered with a vLLM version range (`[(PatchA(), ">=0.9,<0.10"), …]` given '
        'to a registry method, `registry.register(P, VersionRange("0.29", "0.31"))`, a '
        "module table of pairs or a dict range → class) runs only where one of its or its "
        "subclasses' ranges holds, when the registry (or every loop over the table) tests the "
        "range against vLLM's version and nothing else names the class; the rest of a function "
        "after `if not VersionRange(R).contains(v): return` runs only in R.",
        (ANY_KIND,),
        "import-gated",
        Example(
            "`PATCHES = [(LegacyPatch, '<0.13')]` looped over by "
            "`for cls, rng in PATCHES: if SpecifierSet(rng).contains(vllm.__version__): "
            "cls().apply()`, and `LegacyPatch.apply` importing a module gone in 0.13 "
            "(checked as 0.20.0)",
            frozenset({("missing-module", "unreached")}),
        ),
    ),
    Rule(
        "release-module-table",
        "post",
        "A module the consumer loads only by `importlib.import_module` of a name chosen by "
        "vLLM's release (a selector function whose every `return` is a literal module name "
        "under a version test, or `TABLE[release]` of a literal dict) runs only on the "
        "releases that choose it: `unreached` on the others.",
        (ANY_KIND,),
        "import-gated",
        Example(
            "`def pick(v): if v[:3] == (0, 28, 0): return '.vendored_v028'` then "
            "`import_module(pick(vllm.__version_tuple__), package=__package__)`, and "
            "`pkg/vendored_v028.py` calling a keyword 0.31.0 removed (checked as 0.31.0)",
            frozenset({("unexpected-keyword", "unreached")}),
        ),
    ),
    Rule(
        "import-gated",
        "post",
        "A finding in a module imported only under a vLLM version test written in another file "
        "runs only on the releases that meet it: `unreached` on the others.",
        (ANY_KIND,),
        "import-gated",
        Example(
            "`if Version(vllm.__version__) < Version('0.13'): from pkg import _patch_v12` in "
            "`pkg/__init__.py`, and `pkg/_patch_v12.py` importing a module gone in 0.13",
            frozenset({("missing-module", "unreached")}),
        ),
    ),
    Rule(
        "pre-existing-on-baseline",
        "post",
        "A finding that also breaks the pair on the baseline release (the same stable id) is "
        "`pre-existing`: not what the upgrade breaks; shown apart, never in a verdict "
        "(compat/baseline.py).",
        (ANY_KIND,),
        None,
        Example(
            "a `broken` finding at the target release whose id is `broken` at the baseline too",
            frozenset({("missing-symbol", "pre-existing")}),
        ),
    ),
]
