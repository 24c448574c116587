"""Scheduler and SchedulerConfig construction.

Drift: `Scheduler.__init__` gained a required `block_size` after `structured_output_manager`
in 0.11.1 (0.11.0 reads it from the cache config). `SchedulerConfig` gained the InitVar
`is_encoder_decoder` in 0.11.1 (default False) and made it required in 0.12.0 (0.11.0 reads
it from the model config, and its pydantic `extra="forbid"` rejects the keyword). Stable calls:

    make_scheduler(vllm_config, kv_cache_config, structured_output_manager, block_size)
    make_scheduler_config(max_num_seqs=..., max_model_len=..., is_encoder_decoder=False, ...)

Where vLLM takes the arguments as given, the callable is vLLM's own class.
"""

from __future__ import annotations

from typing import Any

from compat.shims.registry import Answers, Shim, variant

BLOCK_SIZE_PROBE = "scheduler-block-size"
ENC_DEC_PROBE = "scheduler-config-is-encoder-decoder"

COVERS = [
    ("vllm.v1.core.sched.scheduler.Scheduler", "missing-required-argument", "block_size"),
    ("vllm.v1.core.sched.scheduler.Scheduler", "unexpected-keyword", "block_size"),
    ("vllm.config.SchedulerConfig", "missing-required-argument", "is_encoder_decoder"),
    ("vllm.config.SchedulerConfig", "unexpected-keyword", "is_encoder_decoder"),
    ("vllm.config.SchedulerConfig.is_encoder_decoder", "missing-field", None),
]


def _scheduler_cls() -> Any:
    from vllm.v1.core.sched.scheduler import Scheduler

    return Scheduler


def _scheduler_config_cls() -> Any:
    from vllm.config import SchedulerConfig

    return SchedulerConfig


@variant(when={BLOCK_SIZE_PROBE: ("required", "optional")})
def make_scheduler__native(answers: Answers) -> Shim:
    """Scheduler takes block_size as its 4th parameter (0.11.1+): vLLM's own class."""
    scheduler: Shim = _scheduler_cls()
    return scheduler


@variant(when={BLOCK_SIZE_PROBE: "absent"})
def make_scheduler__drop_block_size(answers: Answers) -> Shim:
    """Scheduler has no block_size (0.11.0): it reads cache_config.block_size itself."""
    scheduler_cls = _scheduler_cls()

    def make_scheduler(
        vllm_config: Any, kv_cache_config: Any, structured_output_manager: Any, block_size: int
    ) -> Any:
        if block_size != vllm_config.cache_config.block_size:
            raise ValueError(
                f"make_scheduler: block_size={block_size} differs from the cache config's "
                f"{vllm_config.cache_config.block_size}, which this vLLM's Scheduler uses: "
                "set CacheConfig(block_size=...) to the size you want"
            )
        return scheduler_cls(
            vllm_config=vllm_config,
            kv_cache_config=kv_cache_config,
            structured_output_manager=structured_output_manager,
        )

    return make_scheduler


@variant(when={ENC_DEC_PROBE: "optional"})
def make_scheduler_config__native(answers: Answers) -> Shim:
    """is_encoder_decoder is an optional InitVar (0.11.1): vLLM's own class."""
    config: Shim = _scheduler_config_cls()
    return config


@variant(when={ENC_DEC_PROBE: "required"})
def make_scheduler_config__default_is_encoder_decoder(answers: Answers) -> Shim:
    """is_encoder_decoder is a required InitVar (0.12.0+): False unless given, as
    SchedulerConfig.default_factory does."""
    config_cls = _scheduler_config_cls()

    def make_scheduler_config(**fields: Any) -> Any:
        fields.setdefault("is_encoder_decoder", False)
        return config_cls(**fields)

    return make_scheduler_config


@variant(when={ENC_DEC_PROBE: "absent"})
def make_scheduler_config__drop_is_encoder_decoder(answers: Answers) -> Shim:
    """SchedulerConfig has no is_encoder_decoder (0.11.0; the Scheduler reads it from the model
    config): the keyword is dropped."""
    config_cls = _scheduler_config_cls()

    def make_scheduler_config(**fields: Any) -> Any:
        fields.pop("is_encoder_decoder", None)
        return config_cls(**fields)

    return make_scheduler_config
