"""Hand-verified (HELD OUT, 2026-12-03): molt-rl 0.2.1 against vLLM 0.32.0 (target) and 0.33.0.

Held out: the engine was never tuned on molt. The rows are every `broken` (finding, release)
pair the engine reported before any change made for it (2026-12-03, engine of commit 90cfb1a,
`python -m compat.cli drift --consumer molt-rl==0.2.1 --vllm 0.32.0 --vllm 0.33.0 --baseline
none|0.32.0 --format json --no-write`): absolute mode none at 0.32.0 and 2 at 0.33.0;
`--baseline 0.32.0` the same (nothing pre-existing).

How this was made (by reading source files, not by this project's tool):
* Consumer: molt_rl-0.2.1-py3-none-any.whl (sha256 in WHEEL_SHA256), an RL trainer: Ray
  actors around vLLM's AsyncLLM (molt/trainer/vllm/vllm_engine.py), a worker extension for
  weight sync (vllm_worker_wrap.py: set_current_vllm_config, layerwise reload), PyNccl
  communicators (molt/utils/distributed_util.py), and vLLM's OpenAI server mounted on each engine
  (`serve_openai`, called for every engine by create_vllm_router, rollout/router.py:444, which
  the trainer's CLI runs whenever it has engines, molt/cli/train_rl_ray.py:130-137). Target:
  METADATA `Requires-Dist: vllm==0.32.0; extra == "vllm"` (exact pin).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` / `import vllm` (an `ast` walk;
  only vllm_engine.py:138/140/144 differ, and :144 is the fallback of a `try` that resolves:
  vllm/utils/argparse_utils.py exists at both); the calls in serve_openai (build_app and
  init_app_state, re-exported by 0.33.0's openai/api_server.py:5/14, take the forms tried;
  each `TypeError` fallback covers the other); initialize_layerwise_reload /
  finalize_layerwise_reload (model_loader/reload/layerwise.py:83/287 at both). No TRUE row was
  found beyond the one the engine reported.
"""

from tests.handverified.corpus import CONSEQUENCE, TRUE, Row

CONSUMER = "molt-rl==0.2.1"
WHEEL_SHA256 = "e06b4b92d610256d8ff9f6be3319e92bc093fd5a9991cc2ea49cf0492ad3728c"
SDISTS = {
    "0.32.0": "d2c957d5eee3d0985012151315ddc62cbe0cd368fc96a5fc3510438d9dddf2ad",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.openai.cli_args.make_arg_parser",
        location="molt/trainer/vllm/vllm_engine.py:140",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why="serve_openai tries `from vllm.entrypoints.launchers.cli_args import "
        "make_arg_parser` (:138; launchers/cli_args.py exists at 0.32.0, gone at 0.33.0) and on "
        "ImportError falls back to `vllm.entrypoints.openai.cli_args` (:140), gone since 0.29: "
        "both fail on 0.33.0 (make_arg_parser is at entrypoints/common/cli_args.py:431), so "
        "every engine's OpenAI server, and with it the rollout gateway, fails to start",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.launchers.cli_args.make_arg_parser",
        location="molt/trainer/vllm/vllm_engine.py:146",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why="the call `make_arg_parser(FlexibleArgumentParser())` of the name both imports "
        "fail to bind (:138/:140): it never runs, the ImportError at :140 comes first",
        root="molt/trainer/vllm/vllm_engine.py:140",
    ),
)
