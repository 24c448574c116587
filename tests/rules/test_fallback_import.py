"""Rule `fallback-import` (docs/rules.md#fallback-import).

A rule learnt from the held-out consumer areal 1.0.4, table-driven (tests/checktable.py): a
tiny provider, one consumer module, the exact findings.

`try: from new import X; return X` / `except ImportError: pass` followed by a second import of
`X` from the old place: the second import runs only when the first failed, so it is the first
one's fallback, as an `except ImportError:` handler's import is. Before the rule, a fallback
whose own handler raises was `refused` on every release, so a release where the first import
works was judged not compatible. Rows both ways: the false refusal removed, the real ones kept.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.checktable import build, explain, observed
from tests.rules.trees import (
    ENGINE,
    NEW_OLD,
    ONLY_NEW,
    ONLY_OLD,
    check_base_row,
    check_tree_row,
)

B, G, R = "broken", "guarded", "refused"

PROVIDER = {
    "vllm/v1/worker/gpu_worker.py": "class Worker:\n    pass\n",
    "vllm/config.py": "def other():\n    return 1\n",
}


def _two_tries(first: str = "vllm.v1.worker.gpu_worker", *, handler: str = "pass") -> str:
    return (
        "def worker_class():\n"
        f"    try:\n        from {first} import Worker\n        return Worker\n"
        f"    except ImportError:\n        {handler}\n"
        "    try:\n        from vllm.worker.worker import Worker\n        return Worker\n"
        "    except ImportError as e:\n        raise RuntimeError('no vLLM worker') from e\n"
    )


ROWS = [
    pytest.param(_two_tries(), set(), id="import-after-a-returning-try-is-its-fallback"),
    pytest.param(
        _two_tries().replace("raise RuntimeError('no vLLM worker') from e", "return None"),
        set(),
        id="fallback-with-a-quiet-handler-too",
    ),
    pytest.param(
        _two_tries().replace(
            "    try:\n        from vllm.worker.worker import Worker\n        return Worker\n"
            "    except ImportError as e:\n        raise RuntimeError('no vLLM worker') from e\n",
            "    from vllm.worker.worker import Worker\n    return Worker\n",
        ),
        set(),
        id="bare-import-after-a-returning-try-is-its-fallback",
    ),
    # the other way: the rule must not hide a real break
    pytest.param(
        _two_tries("vllm.v2.worker"),
        {("missing-module", "vllm.v2.worker.Worker", G), ("missing-module", "worker.Worker", R)},
        id="where-the-first-import-fails-too-the-fallbacks-refusal-stands",
    ),
    pytest.param(
        _two_tries().replace(
            "        return Worker\n    except ImportError:\n", "    except ImportError:\n", 1
        ),
        {("missing-module", "vllm.worker.worker.Worker", R)},
        id="try-that-does-not-return-makes-no-fallback",
    ),
    pytest.param(
        _two_tries().replace(
            "except ImportError:\n        pass", "except ValueError:\n        pass"
        ),
        {("missing-module", "vllm.worker.worker.Worker", R)},
        id="handler-not-for-import-errors-makes-no-fallback",
    ),
    pytest.param(
        _two_tries()
        .replace("from vllm.worker.worker import Worker", "from vllm.worker.worker import Other")
        .replace(
            "        return Worker\n    except ImportError as e",
            "        return Other\n    except ImportError as e",
        ),
        {("missing-module", "vllm.worker.worker.Other", R)},
        id="a-later-import-of-another-name-is-no-fallback",
    ),
    pytest.param(
        _two_tries()
        .replace("    try:\n        from vllm.worker", "    if True:\n        from vllm.worker", 1)
        .replace(
            "    except ImportError as e:\n        raise RuntimeError('no vLLM worker') from e\n",
            "",
        ),
        set(),
        id="fallback-nested-in-a-later-block",
    ),
    pytest.param(
        _two_tries()
        + "\n\ndef other():\n    from vllm.worker.worker import Worker\n    return Worker\n",
        {("missing-module", "vllm.worker.worker.Worker", B)},
        id="the-same-import-in-another-function-is-no-fallback",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), ROWS)
def test_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    usage, findings = build(tmp_path, PROVIDER, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)


# Live witness: the consumer's function (areal/infra/platforms/cuda.py's get_vllm_worker_class,
# trimmed) on the real vLLM installed here (CPU 0.32.0): Python returns the first import's class
# and never runs the fallback, and the engine reports nothing on the static or the live view.
LIVE_CONSUMER = _two_tries()


@pytest.mark.vllm
def test_rule_agrees_with_the_installed_vllm(tmp_path: Path) -> None:
    vllm = pytest.importorskip("vllm")
    from probes.check import check_usage
    from probes.usage import usage_from_folder
    from probes.views.open import live_view
    from probes.views.static import static_view_from_tree

    namespace: dict = {}
    exec(LIVE_CONSUMER, namespace)  # the consumer snippet above, run by Python itself
    try:
        worker = namespace["worker_class"]()
    except RuntimeError:  # gpu_worker not importable on this build: the witness says nothing
        pytest.skip("vllm.v1.worker.gpu_worker does not import here")
    assert worker.__module__ == "vllm.v1.worker.gpu_worker"
    with pytest.raises(ImportError):
        __import__("vllm.worker.worker")

    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "mod.py").write_text(LIVE_CONSUMER)
    usage = usage_from_folder(tmp_path, consumer="mypkg")
    root = Path(vllm.__file__).parent.parent
    static = static_view_from_tree(root, version=vllm.__version__, source={"kind": "installed"})
    for view in (static, live_view()):
        findings = [f for f in check_usage(usage, view) if f.status in (B, R)]
        assert findings == [], explain(usage, findings)


# -- rows moved from the corpus-named tables (tests/rules/trees.py) --

TREE_ROWS = [
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
]

BASE_ROWS = [
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except Exception:\n"
        "        return None\n    return gone()\n",
        {("missing-symbol", "vllm.utils.gone", G)},
        id="use-after-a-try-import-whose-handler-returns-is-guarded",
    ),
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except ImportError:\n"
        "        pass\n    return gone()\n",
        {("missing-symbol", "vllm.utils.gone", G), ("missing-symbol", "vllm.utils.gone", B)},
        id="use-after-a-try-import-whose-handler-falls-through-breaks",
    ),
    pytest.param(
        "def f():\n    try:\n        from vllm.utils import gone\n    except ImportError:\n"
        "        return None\n    return gone(), other()\n\n"
        "def other():\n    from vllm.utils import old\n    return old()\n",
        {("missing-symbol", "vllm.utils.gone", G), ("missing-symbol", "vllm.utils.old", B)},
        id="only-the-try-imported-name-is-guarded",
    ),
]


@pytest.mark.parametrize(("provider", "consumer", "version", "expected"), TREE_ROWS)
def test_tree_rule(
    tmp_path: Path, provider: dict, consumer: str, version: str, expected: set
) -> None:
    check_tree_row(tmp_path, provider, consumer, version, expected)


@pytest.mark.parametrize(("consumer", "expected"), BASE_ROWS)
def test_base_rule(tmp_path: Path, consumer: str, expected: set) -> None:
    check_base_row(tmp_path, consumer, expected)


# -- a handler's import of a name the `try` body binds by a definition ---------------------
# `try: from vllm.new import A` / `class B(A): …` / `except ImportError: from vllm.old import B`:
# the handler runs only when the body's import failed, so its import of `B` is that import's
# fallback, whatever binds `B` in the body. CPython is the oracle: the row's module is
# imported beside the tiny vLLM; it raises exactly where the engine says `broken`.

DEFINED = {"vllm/new.py": "class A:\n    pass\n", "vllm/other.py": "class C:\n    pass\n"}


def _defines(first: str = "vllm.new", binding: str = "class B(A):\n        pass") -> str:
    return (
        f"try:\n    from {first} import A\n    {binding}\n"
        "except ImportError:\n    from vllm.gone import B\n"
    )


DEFINED_ROWS = [
    pytest.param(_defines(), set(), id="handler-never-runs-where-the-body-import-works"),
    pytest.param(_defines(binding="B = A"), set(), id="an-assignment-binds-it-too"),
    pytest.param(
        _defines(binding="def B():\n        return A"), set(), id="a-function-binds-it-too"
    ),
    # the other way: where the body's import fails, the handler's import is judged
    pytest.param(
        _defines("vllm.missing", "B = A"),
        {("missing-module", "vllm.missing.A", G), ("missing-module", "vllm.gone.B", B)},
        id="where-the-body-import-fails-the-handler-import-breaks",
    ),
    pytest.param(
        _defines(binding="B = A").replace("except ImportError", "except (ImportError, KeyError)")
        + "from vllm.gone import D\n",
        {("missing-module", "vllm.gone.D", B)},
        id="another-name-imported-elsewhere-still-breaks",
    ),
    pytest.param(
        _defines(binding="B = {'a': A}['b']").replace("except ImportError", "except KeyError"),
        {("missing-module", "vllm.gone.B", B)},
        id="a-handler-not-for-import-errors-is-no-fallback",
    ),
    pytest.param(
        _defines(binding="from vllm.other import C\n    B = (A, C)"),
        {("missing-module", "vllm.gone.B", G)},
        id="with-several-body-imports-the-handler-is-some-fallback-guarded",
    ),
]


@pytest.mark.parametrize(("consumer", "expected"), DEFINED_ROWS)
def test_defined_name_fallback(tmp_path: Path, consumer: str, expected: set) -> None:
    from tests.rules.trees import python_raises

    usage, findings = build(tmp_path, DEFINED, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)
    raised = python_raises(tmp_path, DEFINED, consumer)
    breaks = any(status == B for *_, status in expected)
    assert (raised is not None) == breaks, raised


# Live witness on the vLLM installed here (0.32.0): `vllm.SamplingParams` imports, so Python
# never runs the handler; the engine, on the static and the live view, reports nothing.
LIVE_DEFINED = (
    "try:\n    from vllm.sampling_params import SamplingParams\n"
    "    class Params(SamplingParams):\n        pass\n"
    "except ImportError:\n    from vllm.no_such_module import Params\n"
)


@pytest.mark.vllm
def test_defined_name_fallback_on_the_installed_vllm(tmp_path: Path) -> None:
    from tests.rules.trees import on_installed_vllm

    pytest.importorskip("vllm")
    namespace: dict = {}
    exec(LIVE_DEFINED, namespace)
    assert namespace["Params"].__mro__[1].__module__ == "vllm.sampling_params"
    for findings in on_installed_vllm(tmp_path, LIVE_DEFINED):
        assert [f for f in findings if f.status in (B, R)] == [], findings


# -- a handler's import of ANOTHER name (held-out 2026-12-06, gap 1) -----------------------
# `try: from vllm.config import CompilationMode; X = CompilationMode.NONE` / `except
# ImportError: from vllm.config import CompilationLevel; X = CompilationLevel.NO_COMPILATION`:
# the body's one import is the only way into the handler, so everything in it runs only
# where CompilationMode is missing. CPython is the oracle, as above.

MODE = "class CompilationMode:\n    NONE = 0\n"
LEVEL = "class CompilationLevel:\n    NO_COMPILATION = 0\n"
READ = "        no = CompilationMode.NONE\n"


def other_name(read: str = READ, catch: str = "ImportError", extra: str = "") -> str:
    """The shape of vllm_musa_platform/musa.py:446-453 (trimmed), in a function `main`."""
    return (
        "def main():\n    no = 1\n    try:\n        from vllm.config import CompilationMode\n"
        f"{extra}{read}    except {catch}:\n"
        "        from vllm.config import CompilationLevel\n"
        "        no = CompilationLevel.NO_COMPILATION\n    return no\n"
    )


OTHER_NAME = other_name()
MODE_GONE = ("missing-symbol", "vllm.config.CompilationMode", G)
LEVEL_GONE = ("missing-symbol", "vllm.config.CompilationLevel", B)
# Where CompilationMode is missing the rows leave its read out of the body: that read never
# runs there (its import raised first), a gap of its own (the body's later uses of a name
# whose import failed are judged as if they ran), not this rule's.
OTHER_NAME_ROWS = [
    pytest.param(MODE, OTHER_NAME, set(), id="handler-of-another-name-not-run-where-the-try-works"),
    pytest.param(MODE + LEVEL, OTHER_NAME, set(), id="both-there-the-try-wins"),
    pytest.param(
        LEVEL, other_name(read=""), {MODE_GONE}, id="old-release-runs-the-handler-and-it-works"
    ),
    pytest.param(
        MODE, other_name(catch="ModuleNotFoundError"), set(), id="a-module-not-found-handler-too"
    ),
    pytest.param(
        MODE,
        other_name(read="", catch="Exception"),
        set(),
        id="a-broad-handler-after-a-body-of-one-import",
    ),
    # the other way: where the handler runs and its name is missing too, or where the
    # handler can be entered some other way
    pytest.param(
        "X = 1\n",
        other_name(read=""),
        {MODE_GONE, LEVEL_GONE},
        id="both-missing-the-handler-breaks",
    ),
    pytest.param(
        "class CompilationMode:\n    pass\n",
        other_name(catch="(ImportError, AttributeError)"),
        {("missing-attribute", "vllm.config.CompilationMode.NONE", G), LEVEL_GONE},
        id="a-handler-also-for-attribute-errors-runs-where-the-body-read-fails",
    ),
    pytest.param(
        MODE,
        other_name(read="", extra="        from vllm.other import Extra\n").replace(
            "import CompilationLevel", "import Gone"
        ),
        {("missing-module", "vllm.other.Extra", G), ("missing-symbol", "vllm.config.Gone", B)},
        id="with-two-body-imports-the-handler-is-judged-as-before",
    ),
]


@pytest.mark.parametrize(("config", "consumer", "expected"), OTHER_NAME_ROWS)
def test_handler_of_another_name(tmp_path: Path, config: str, consumer: str, expected: set) -> None:
    from tests.rules.trees import python_raises

    tree = {"vllm/config.py": config}
    usage, findings = build(tmp_path, tree, consumer)
    assert observed(findings, expected) == expected, explain(usage, findings)
    raised = python_raises(tmp_path, tree, consumer)
    breaks = any(status == B for *_, status in expected)
    assert (raised is not None) == breaks, raised


# Live witness on the vLLM installed here (0.32.0): vllm.config has CompilationMode and no
# CompilationLevel; Python never runs the handler, and the engine, on the static and the live
# view, reports nothing.
@pytest.mark.vllm
def test_handler_of_another_name_on_the_installed_vllm(tmp_path: Path) -> None:
    from tests.rules.trees import on_installed_vllm

    vllm = pytest.importorskip("vllm")
    namespace: dict = {}
    exec(OTHER_NAME, namespace)
    assert namespace["main"]() == 0
    assert not hasattr(vllm.config, "CompilationLevel")
    for findings in on_installed_vllm(tmp_path, OTHER_NAME):
        assert findings == [], findings
