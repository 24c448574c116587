"""Hand-verified: breaks in vllm-omni 0.30.0 found after the three-part table was written.

The engine reported these once it learnt to read vLLM's own call sites of a hook and to see
dead overrides; each was then read by a person in both sources (2026-11-30):

* `execute_model` of the V2 omni runners: vLLM 0.33.0's `GPUModelRunner._dummy_run`
  (vllm/v1/worker/gpu/model_runner.py:920, the call; its parameter at :849) calls
  `self.execute_model(..., randomize_inputs=randomize_inputs)`, and `profile_run` (:1034) runs
  `_dummy_run` at start-up. The three overrides take no `randomize_inputs` and no `**kwargs`,
  and none of the three classes overrides `_dummy_run`: TypeError at the first dummy run.
* Dead hooks: vLLM 0.33.0 neither defines nor calls `get_dummy_processor_inputs` or
  `_preprocess_hf_mm_data` anywhere (`grep -rn` over vllm/ of the sdist finds no `def` and no
  call); nothing in vllm-omni calls them but the overrides' own `super()` calls. The overrides
  silently never run: what they add (dummy prompt text, audio pre-processing) is lost.
* `APIServerProcessManager.__init__(manager, **manager_kwargs)` (cli/serve.py:1221), once the
  engine followed the consumer's own `**manager_kwargs` to its one caller (serve.py:1274-1283:
  listen_address, sock, args, num_servers, input_addresses, output_addresses,
  target_server_fn; cleanup_timeout is the helper's own): vLLM 0.33.0's `__init__`
  (vllm/v1/utils.py:174-185) requires `input_listeners` and `output_listeners`, which the call
  does not give, beside rejecting `input_addresses=` (that row is in part 1). 0.30.0's
  `__init__` (same lines) takes exactly the forwarded keywords: no break there.
"""

from tests.handverified.corpus import TRUE, Row

_V2 = "vllm.v1.worker.gpu.model_runner.GPUModelRunner.execute_model"
_WHY_V2 = (
    "0.33.0 _dummy_run calls self.execute_model(..., randomize_inputs=...) "
    "(model_runner.py:920); this override has no randomize_inputs and no **kwargs, and the "
    "class does not override _dummy_run: TypeError during profile_run"
)
_DUMMY = "vllm.multimodal.processing.BaseDummyInputsBuilder.get_dummy_processor_inputs"
_PRE = "vllm.multimodal.processing.BaseMultiModalProcessor._preprocess_hf_mm_data"
_WHY_DEAD = (
    "0.33.0 no longer defines or calls this hook; the override (and its super() call) "
    "never runs, so its behaviour is silently lost"
)

_STATE = "vllm.v1.worker.gpu.model_runner.ExecuteModelState.routed_experts"
_WHY_STATE = (
    "0.33.0's ExecuteModelState NamedTuple (model_runner.py:2475) has no routed_experts field "
    "(0.30.0 had one); sample_tokens reads self.execute_model_state.routed_experts, which the "
    "omni runners build as an ExecuteModelState: AttributeError. A separate change from the "
    "constructor's renamed fields (omni_model_runner.py:604), which it would outlive"
)

ROWS = (
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.v1.utils.APIServerProcessManager.__init__",
        location="vllm_omni/entrypoints/cli/serve.py:1221",
        verdict=TRUE,
        vllm_evidence="vllm/v1/utils.py:180",
        why=(
            "the forwarded keywords (serve.py:1274-1283) give no input_listeners / "
            "output_listeners, which 0.33.0's __init__ requires (utils.py:180-181; no **kwargs): "
            "TypeError on the multi-API-server path"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=_STATE,
        location="vllm_omni/worker_v2/omni_ar_model_runner.py:153",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/model_runner.py:2475",
        why=_WHY_STATE,
        before=False,
    ),
    *(
        Row(
            vllm="0.33.0",
            kind="override-signature-mismatch",
            symbol=_V2,
            location=location,
            verdict=TRUE,
            vllm_evidence="vllm/v1/worker/gpu/model_runner.py:920",
            why=_WHY_V2,
            before=False,
        )
        for location in (
            "vllm_omni/worker_v2/omni_ar_model_runner.py:112",
            "vllm_omni/worker_v2/omni_generation_model_runner.py:285",
            "vllm_omni/worker_v2/omni_model_runner.py:399",
        )
    ),
    *(
        Row(
            vllm="0.33.0",
            kind="semantic",
            symbol=symbol,
            location=location,
            verdict=TRUE,
            vllm_evidence=evidence,
            why=_WHY_DEAD,
            before=False,
        )
        for symbol, location, evidence in (
            (
                _DUMMY,
                "vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:473",
                "vllm/multimodal/processing/dummy_inputs.py:27",
            ),
            (
                _DUMMY,
                "vllm_omni/model_executor/models/glm_tts/glm_tts.py:695",
                "vllm/multimodal/processing/dummy_inputs.py:27",
            ),
            (
                _DUMMY,
                "vllm_omni/model_executor/models/omnivoice/omnivoice.py:272",
                "vllm/multimodal/processing/dummy_inputs.py:27",
            ),
            (
                _PRE,
                "vllm_omni/model_executor/models/mimo_audio/mimo_audio_llm.py:404",
                "vllm/multimodal/processing/processor.py:1032",
            ),
            (
                _PRE,
                "vllm_omni/model_executor/models/step_audio2/step_audio2_thinker.py:569",
                "vllm/multimodal/processing/processor.py:1032",
            ),
        )
    ),
)
