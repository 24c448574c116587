"""Hand-verified: trl 1.16.0 against vLLM 0.31.0 (its target: extra `vllm` requires
vllm>=0.22.0,<=0.31.0) and 0.33.0 (newest).

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: trl-1.16.0-py3-none-any.whl (sha256
  c4726e139dd40e1a41661511c639c8a68416782b2e3e8c0befebd77bb7ba0396), files under /trl/... read at
  each location, and every module that imports vllm (generation/vllm_client.py,
  generation/vllm_generation.py, experimental/online_dpo/online_dpo_trainer.py,
  experimental/async_{grpo,distillation}/weight_transfer.py; scripts/vllm_serve.py only shells out
  to `vllm serve`).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its
  absence) was opened and read. All 12 reported rows are one pattern: trl picks between the
  pre-0.28 static `NCCLWeightTransferEngine.trainer_init/trainer_send_weights` +
  `NCCLTrainerSendWeightsArgs` API and the 0.28+ `nccl_common.trainer_init` /
  `packed_tensor.packed_nccl_broadcast_producer` helpers with `_HAS_STATEFUL_TRAINER_ENGINE =
  is_vllm_available(min_version="0.28.0")` (compares the installed vLLM version), so on
  0.31.0/0.33.0 the old names are never imported or called. The names are really absent there (last
  defined in 0.27.1), which is why the guard exists.
* Recall: the other vLLM uses in those modules were checked on both releases and are fine (LLM(...)
  keywords via **kwargs -> EngineArgs fields, LLM.sleep/wake_up/generate/reset_prefix_cache,
  SamplingParams and StructuredOutputsParams fields, RequestOutput/CompletionOutput attributes,
  llm.llm_engine.model_executor.driver_worker.model_runner.model,
  vllm.utils.network_utils.get_ip/get_open_port). No missed break found.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row  # noqa: F401

CONSUMER = "trl==1.16.0"
WHEEL_SHA256 = "c4726e139dd40e1a41661511c639c8a68416782b2e3e8c0befebd77bb7ba0396"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        vllm="0.31.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/experimental/async_distillation/weight_transfer.py:36",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:221",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.31.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/experimental/async_grpo/weight_transfer.py:37",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:221",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.31.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/generation/vllm_client.py:53",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:221",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.31.0",
        kind="missing-method",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLWeightTransferEngine.trainer_init",
        location="trl/generation/vllm_client.py:773",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:221",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so `if "
            "_HAS_STATEFUL_TRAINER_ENGINE: open_trainer_endpoint(init_info) else: "
            "NCCLWeightTransferEngine.trainer_init(init_info)` takes the first branch: "
            "nccl_common.trainer_init(init_info: dict, rank=0)."
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.31.0",
        kind="missing-method",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLWeightTransferEngine.trainer_send_weights",
        location="trl/generation/vllm_client.py:853",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/packed_tensor.py:146",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so the "
            "else-branch call is dead; the taken branch calls "
            "packed_nccl_broadcast_producer(iterator=, group=, src=, post_iter_func=), which "
            "binds to its signature."
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.31.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/generation/vllm_client.py:855",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/packed_tensor.py:146",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.31.0 it is True, so this "
            "constructor call sits in the dead `else:` branch of `if "
            "_HAS_STATEFUL_TRAINER_ENGINE:`."
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/experimental/async_distillation/weight_transfer.py:36",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:294",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/experimental/async_grpo/weight_transfer.py:37",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:294",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/generation/vllm_client.py:53",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:294",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so the "
            "`elif is_vllm_available():` import of "
            "NCCLTrainerSendWeightsArgs/NCCLWeightTransferEngine (only for vLLM < 0.28.0, "
            "where it exists) is never executed; the taken branch imports "
            "nccl_common.trainer_init and packed_tensor.packed_nccl_broadcast_producer, both "
            "defined here. (The class really is gone since 0.28.0.)"
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLWeightTransferEngine.trainer_init",
        location="trl/generation/vllm_client.py:773",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/nccl_common.py:294",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so `if "
            "_HAS_STATEFUL_TRAINER_ENGINE: open_trainer_endpoint(init_info) else: "
            "NCCLWeightTransferEngine.trainer_init(init_info)` takes the first branch: "
            "nccl_common.trainer_init(init_info: dict, rank=0)."
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLWeightTransferEngine.trainer_send_weights",
        location="trl/generation/vllm_client.py:853",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/packed_tensor.py:146",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so the "
            "else-branch call is dead; the taken branch calls "
            "packed_nccl_broadcast_producer(iterator=, group=, src=, post_iter_func=), which "
            "binds to its signature."
        ),
        pattern="guard:version",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.distributed.weight_transfer.nccl_engine.NCCLTrainerSendWeightsArgs",
        location="trl/generation/vllm_client.py:855",
        verdict=FALSE,
        vllm_evidence="vllm/distributed/weight_transfer/packed_tensor.py:146",
        why=(
            "guarded by a version check: `_HAS_STATEFUL_TRAINER_ENGINE = "
            'is_vllm_available(min_version="0.28.0")` (trl/import_utils.py:113 returns False '
            "only when the installed vLLM < min_version); on vLLM 0.33.0 it is True, so this "
            "constructor call sits in the dead `else:` branch of `if "
            "_HAS_STATEFUL_TRAINER_ENGINE:`."
        ),
        pattern="guard:version",
    ),
)
