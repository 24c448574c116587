"""Hand-verified (HELD OUT, 2026-12-07): vllm-swift 0.6.2 against vLLM 0.20.2 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-swift. The engine reported no finding at all
before any change made for it (2026-12-07, engine of commit 2c5e083, `python -m compat.cli
drift --consumer vllm-swift==0.6.2 --vllm 0.20.2 --vllm 0.33.0 --baseline none|0.20.2 --format
json --no-write`: 57 uses read, `compatible` at both releases in both modes). Reading found two
real breaks that no kind of this project's checks names (below), so the table has no row.

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_swift-0.6.2-py3-none-macosx_11_0_arm64.whl (sha256 in WHEEL_SHA256; its
  Python files are under vllm_swift-0.6.2.data/purelib/), a platform plugin for Apple Silicon
  (`vllm.platform_plugins` swift = vllm_swift:register): SwiftMetalPlatform (platform.py:23)
  sets `worker_cls = "vllm_swift.worker.SwiftMetalWorker"` and the uni-process executor
  (:98-104); SwiftMetalWorker (worker.py:88) is a plain class (no vLLM base) that implements
  the worker protocol by duck typing and runs the model in a Swift/MLX library. Target:
  `Requires-Dist: vllm>=0.10` (no upper bound); published 2026-05-11, the newest vLLM then is
  0.20.2 (2026-05-10; 0.21.0 came 2026-05-15).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve at
  both, cli.py's `_TOOL_PARSERS_TO_REGISTER` / `_REASONING_PARSERS_TO_REGISTER` imports are
  inside try blocks); the Platform hooks it overrides (device and memory hooks,
  check_and_update_config: the config fields it sets exist at both); the worker's methods
  against what vLLM's executor and engine core call by name through WorkerWrapperBase
  (v1/worker/worker_base.py:370-371 forwards unknown names to the worker).
* Not rows (no kind of this project's checks says them), real breaks:
  - at 0.20.2 and 0.33.0: `compile_or_warm_up_model` returns None (worker.py:216-224), and the
    executor reads `t.language_model` of each worker's result when the list is non-empty
    (v1/executor/abstract.py:124-134 at 0.20.2, :133-145 at 0.33.0): AttributeError at start-up;
  - at 0.33.0: the engine core calls `get_supported_kv_cache_layouts` and `set_kv_cache_layout`
    on every worker (v1/engine/core.py:286-296, through executor/abstract.py:181, :188); they
    are WorkerBase methods (worker_base.py:107-119) the duck-typed worker does not define:
    AttributeError before the KV cache is set up.
"""

from tests.handverified.corpus import Row

CONSUMER = "vllm-swift==0.6.2"
WHEEL_SHA256 = "a1fdecc48b286c069f55a1ff51a7ae335bd4c8daf0ca013228e70ec167fc3ede"
SDISTS = {
    "0.20.2": "58809377798c5335c6e2fe30092abda54d9200b5b8a717b3735a63f5daa0e383",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
