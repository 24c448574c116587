"""The prefix-caching hash function by name (`cache_config.prefix_caching_hash_algo`).

Drift: `get_hash_fn_by_name` lived in `vllm.utils` (0.11.0) and moved to
`vllm.utils.hashing` in 0.11.1. Stable call: `hash_fn_by_name(name)`; the callable is vLLM's
own function, from whichever module the probe found defining it.
"""

from __future__ import annotations

import importlib

from compat.shims.registry import ANY, Answers, Shim, variant

MODULE_PROBE = "hashing-module"

COVERS = [
    ("vllm.utils.hashing.get_hash_fn_by_name", "missing-module", None),
    ("vllm.utils.hashing.get_hash_fn_by_name", "missing-symbol", None),
]


@variant(when={MODULE_PROBE: ANY})
def hash_fn_by_name__native(answers: Answers) -> Shim:
    """vLLM's own get_hash_fn_by_name, from the module that defines it."""
    module = importlib.import_module(str(answers[MODULE_PROBE].value))
    native: Shim = module.get_hash_fn_by_name
    return native
