"""Where the engine still disagrees with the hand-verified tables, and why (2026-11-30).

Each entry is a (finding, release) pair the test lets through: a FALSE row still reported,
or a TRUE row not yet found. The test fails when a new disagreement appears AND when one of
these stops happening, so this list only shrinks. Every reason names what the engine would
need to know; none is a rule about one package.
"""

from __future__ import annotations

OMNI = "vllm-omni==0.30.0"
_ROUTED = (
    "needs reachability across modules: the helper holding it runs only after another "
    "routed-experts read already failed (gpu_generation_model_runner.py:106) or behind a "
    "getattr(..., False) check elsewhere"
)

KNOWN_FALSE: dict[tuple[str, str, str, str, str], str] = {
    (
        OMNI,
        "0.33.0",
        "missing-attribute",
        "vllm.v1.worker.gpu_model_runner.GPUModelRunner.routed_experts_initialized",
        "vllm_omni/worker/gpu_model_runner.py:120",
    ): _ROUTED,
    (
        OMNI,
        "0.33.0",
        "missing-symbol",
        "vllm.v1.outputs.RoutedExpertsLists",
        "vllm_omni/worker/gpu_model_runner.py:144",
    ): _ROUTED,
}

_ROUTED_FLAG = (
    "needs the type of an attribute vLLM assigns from another object (self.model_config = "
    "vllm_config.model_config), not from a constructor"
)

VERL = "verl==0.9.1"
_ENGINE_CLIENT = (
    "needs the type of an attribute of an object typed through a factory: verl keeps "
    "engine_client = AsyncLLM.from_vllm_config(...) as self.engine (now typed, per release, from "
    "the method's return annotation) and calls self.engine.output_processor.abort_requests(...), "
    "whose middle link (AsyncLLM.output_processor, built by vLLM) the consumer's reading does "
    "not follow (found by mypy, 2026-11-30)"
)

NOT_FOUND: dict[tuple[str, str, str, str, str], str] = {
    **{
        (
            VERL,
            v,
            "missing-required-argument",
            "vllm.v1.engine.output_processor.OutputProcessor.abort_requests",
            "verl/workers/rollout/vllm_rollout/vllm_async_server.py:1074",
        ): _ENGINE_CLIENT
        for v in ("0.24.0", "0.33.0")
    },
    **{
        (
            OMNI,
            "0.33.0",
            "missing-attribute",
            "vllm.config.model.ModelConfig.enable_return_routed_experts",
            location,
        ): _ROUTED_FLAG
        for location in (
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:318",
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:794",
            "vllm_omni/platforms/npu/worker/npu_ar_model_runner.py:1019",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:92",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:421",
            "vllm_omni/platforms/npu/worker/npu_generation_model_runner.py:522",
        )
    },
}
