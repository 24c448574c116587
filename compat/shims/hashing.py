"""The prefix-caching hash function by name (`cache_config.prefix_caching_hash_algo`).

Drift: `get_hash_fn_by_name` lived in `vllm.utils` (0.11.0) and moved to
`vllm.utils.hashing` in 0.11.1. Stable call: `hash_fn_by_name(name)`; the callable is vLLM's
own function, from whichever module the probe found defining it.
"""

from __future__ import annotations

import importlib

from compat.shims.registry import ANY, Answers, variant

MODULE_PROBE = "hashing-module"

COVERS = [
    ("vllm.utils.hashing.get_hash_fn_by_name", "missing-module", None),
    ("vllm.utils.hashing.get_hash_fn_by_name", "missing-symbol", None),
]

# Derived by tests/test_shims.py from every committed snapshot; do not edit by hand.
KNOWN_GOOD = {
    "hash_fn_by_name": {
        "native": (
            "0.11.0", "0.11.1", "0.11.2", "0.12.0", "0.13.0", "0.14.0", "0.14.1", "0.15.0",
            "0.15.1", "0.16.0", "0.17.0", "0.17.1", "0.18.0", "0.18.1", "0.19.0", "0.19.1",
            "0.20.0", "0.20.1", "0.20.2", "0.21.0", "0.22.0", "0.22.1", "0.23.0", "0.24.0",
            "0.25.0", "0.25.1", "0.26.0", "0.27.0", "0.27.1", "0.28.0", "0.29.0", "0.30.0",
            "0.31.0", "0.32.0", "0.33.0",
        ),
    },
}  # fmt: skip


@variant(
    "hash_fn_by_name",
    "native",
    when={MODULE_PROBE: ANY},
    doc="vLLM's own get_hash_fn_by_name, from the module that defines it.",
)
def _native(answers: Answers):
    module = importlib.import_module(str(answers[MODULE_PROBE].value))
    return module.get_hash_fn_by_name
