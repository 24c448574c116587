"""The reading rules about fallbacks: which code runs where a vLLM import or member fails.

Part of the registry (`probes/rules/early.py` lists them first among the reading rules).
"""

from __future__ import annotations

from probes.rules.examples import UTILS, B
from probes.rules.examples import ex as _ex
from probes.rules.registry import ANY_KIND, Rule

FALLBACK_RULES = [
    Rule(
        "fallback-import",
        "reading",
        "An import in `except ImportError:` (or after a `try` that returns) is the first "
        "import's fallback: both are guarded, and the fallback runs only where the first fails; "
        "so is a handler's import of a name the `try` body defines (`class B(A)`) after its "
        "one vLLM import, and, where the body's one import is vLLM's `A`, everything in the "
        "handler (`from vllm.config import CompilationLevel` after `CompilationMode`): not "
        "judged where `A` exists, a break where both are missing.",
        ("missing-module", "missing-symbol"),
        None,
        _ex(
            "try:\n    from vllm.utils import cdiv\nexcept ImportError:\n"
            "    from vllm.old import cdiv\ncdiv(1, 2)\n",
            set(),
        ),
    ),
    Rule(
        "exit-is-no-fallback",
        "reading",
        "A handler or `else` that ends the process (`sys.exit(…)`, `os._exit(…)`, `exit()`, "
        "`quit()`, `os.abort()`) is no other path: what fails before it is `broken`, or "
        "`refused` where the exit carries the consumer's own message.",
        (ANY_KIND,),
        None,
        _ex(
            "import sys\ntry:\n    from vllm.utils import gone\nexcept ImportError:\n"
            "    sys.exit(1)\n",
            {("missing-symbol", B)},
        ),
    ),
    Rule(
        "none-is-no-fallback",
        "reading",
        "A handler that binds the imported name to a constant (`except ImportError: X = None`) "
        "is no fallback for a later call of `X(…)`, a read of `X.attr` or a class on `X` in a "
        "module that never tests `X` (nor a flag set beside it or derived from it) and outside "
        "a `try` for TypeError: where the import fails that use raises TypeError, so the "
        "import is `broken`, not `guarded`.",
        ("missing-module", "missing-symbol"),
        None,
        _ex(
            "try:\n    from vllm.utils import gone\nexcept ImportError:\n    gone = None\n\n"
            "def run():\n    return gone(1)\n",
            {("missing-symbol", B)},
        ),
    ),
    Rule(
        "branch-bindings",
        "reading",
        "A name both branches of an `if` import (a version test, `find_spec`, `hasattr`) is, "
        "after it, whichever binding ran: a use of it breaks only where none of them exists "
        "(each import is judged in its own branch).",
        (ANY_KIND,),
        None,
        _ex(
            "import vllm\nif vllm.__version__ >= '0.0.1':\n    from vllm.utils import cdiv\n"
            "else:\n    from vllm.old import cdiv\ncdiv(1, 2)\n",
            set(),
            {**UTILS, "vllm/__init__.py": "__version__ = '0.1.0'\n"},
        ),
    ),
    Rule(
        "or-fallback",
        "reading",
        "In `a or b`, `b` runs only where `a` is false: after `getattr(m, 'New', None)` (or "
        "`m.New`) where the member is falsy or missing, so where the view finds it as a class, "
        "function or module `b` is not judged; after `hasattr(m, 'New')` where it is missing. "
        "Both missing is a break.",
        (ANY_KIND,),
        None,
        _ex(
            "import vllm.utils as u\ncdiv = getattr(u, 'cdiv', None) or u.old_cdiv\n",
            set(),
        ),
    ),
]
