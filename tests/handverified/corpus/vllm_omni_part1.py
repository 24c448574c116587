"""Hand-verified: vllm-omni 0.30.0 part 1 against vLLM 0.30.0 (its target: vllm_omni/version.py
warns unless vLLM's major.minor equals its own) and 0.33.0 (newest). Part 1 = a contiguous range of
files, benchmarks/ .. model_executor/models/covo_audio/.

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: vllm_omni-0.30.0-py3-none-any.whl (sha256
  141cb0c7b9c07970e5c92a99aab9696e81682dbfa3d2bfcde359c3c1533385f4), files under /vllm_omni/...
  read at each location, plus the consumer code each verdict leans on (vllm_omni/patch.py,
  request.py, the worker/executor/model-runner classes, the registered model subclasses).
* vLLM: the sdists (sha256 in the vllm-omni table's SDISTS), only vllm/**.py; for each row the
  definition (or its absence) was opened and read in BOTH trees (line numbers differ per release).
* Clusters (one reason each, every row checked to belong):
  - pydantic protocol models (UsageInfo, ChatMessage, ChatCompletionResponse[Choice|StreamChoice],
    DeltaMessage, FunctionCall, ModelCard/ModelList, ErrorInfo/ErrorResponse):
    OpenAIBaseModel(BaseModel) with extra="allow" (vllm/entrypoints/serve/engine/protocol.py:37-39)
    and every keyword is a declared field.
  - Request / StreamingUpdate / RequestStatus members: `import vllm_omni` runs vllm_omni/patch.py,
    which extends RequestStatus with aenum.extend_enum (WAITING_FOR_CHUNK/WAITING_FOR_INPUT) and
    rebinds `Request` and `StreamingUpdate` in every loaded vllm.* module to OmniRequest /
    OmniStreamingUpdate, which carry external_req_id, additional_information,
    model_intermediate_buffer; the other names are plain stores.
  - collective_rpc("name") strings: answered by vllm-omni's own DiffusionWorker /
    OmniGPUWorkerBase.
  - nn.Module-first model classes: __init__, register_buffer, parameters and registered buffers
    come from torch.nn.Module, not from the vLLM Protocol mixins.
* Real breaks are all on 0.33.0: vllm.entrypoints.chat_utils and
  vllm.entrypoints.launchers.cli_args are gone (moved to vllm/renderers/chat_utils/ and
  vllm/entrypoints/common/cli_args.py), VLLM_SUBCMD_PARSER_EPILOG and cli_env_setup moved to
  vllm/entrypoints/common/startup.py, RoutedExpertsLists, get_kv_cache_configs (kv_cache_utils),
  get_engine_zmq_addresses, Scheduler.skipped_waiting, ModelRunnerOutput.routed_experts,
  BlockTables.blocks_per_kv_block, APIServerProcessManager.gather_actual_addresses and
  BaseMultiModalProcessor._get_hf_mm_data are gone, EngineClient gained the abstract
  release_kv_cache_memory, ServingTokens needs online_derenderer, and the LoRA loaders dropped
  tensorizer_config_dict. Per the verl convention, every unguarded import of a missing name is TRUE
  and later uses of that same name are CONSEQUENCE.
* Recall (before=False): on 0.33.0 vLLM calls `_apply_hf_processor_main(mm_items=...,
  hf_kwargs=...)` (processor.py:1468/1532) but inputs/mm_processor.py:26 and bagel.py:259 override
  it as (mm_items, hf_processor_mm_kwargs); APIServerProcessManager.__init__ now takes
  input_listeners/output_listeners, not input_addresses/output_addresses (cli/serve.py:1221 via
  **manager_kwargs); LoRARequest lost tensorizer_config_dict (diffusion/lora/manager.py:316, 327).
* Input duplicates: the before-list has several findings with the same (vllm, kind, symbol,
  location) (one per keyword, or two uses on one line); each finding is kept as its own Row.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row

ROWS = (
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.benchmarks.datasets.datasets.BenchmarkDataset.__init__",
        location="vllm_omni/benchmarks/data_modules/omniinteract_dataset.py:79",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:108",
        why=(
            "OmniInteractDataset is built only by the consumer (benchmarks/patch/patch.py:588) "
            "with its own keywords (data_root=, dataset_repo=, ...); vLLM's get_samples never "
            "instantiates it, and its own super().__init__(dataset_path=..., random_seed=..., "
            "disable_shuffle=...) matches the base"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.benchmarks.datasets.datasets.BenchmarkDataset.sample",
        location="vllm_omni/benchmarks/data_modules/omniinteract_dataset.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:265",
        why=(
            "OmniInteractDataset.sample is called only by the consumer (patch.py:621: dataset."
            "sample(tokenizer, args.num_prompts, request_id_prefix=..., options=options)), which "
            "matches the override; vLLM's get_samples only calls sample() on its own dataset "
            "classes"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_extra_body",
        location="vllm_omni/benchmarks/patch/patch.py:299",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_extra_body` is a dataclass field "
            "of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_messages",
        location="vllm_omni/benchmarks/patch/patch.py:300",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_messages` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_messages",
        location="vllm_omni/benchmarks/patch/patch.py:301",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_messages` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_mm_position",
        location="vllm_omni/benchmarks/patch/patch.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_mm_position` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_system_prompt",
        location="vllm_omni/benchmarks/patch/patch.py:318",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_system_prompt` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_speech_extra",
        location="vllm_omni/benchmarks/patch/patch.py:320",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_speech_extra` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_turns",
        location="vllm_omni/benchmarks/patch/patch.py:321",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_turns` is a dataclass field of the consumer subclass SeedTTSSampleRequest "
            "(seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_speech_extra",
        location="vllm_omni/benchmarks/patch/patch.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_speech_extra` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_case",
        location="vllm_omni/benchmarks/patch/patch.py:341",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_case` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_options",
        location="vllm_omni/benchmarks/patch/patch.py:342",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_options` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_prepared_input",
        location="vllm_omni/benchmarks/patch/patch.py:343",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:77",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_prepared_input` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.original_max_model_len",
        location="vllm_omni/config/model.py:280",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:769",
        why=(
            "assigned in ModelConfig.__post_init__ (self.original_max_model_len = self."
            "max_model_len); OmniModelConfig.from_vllm_model_config copies the finished "
            "ModelConfig's __dict__ into the instance (model.py:303) before "
            "_maybe_override_text_config reads it"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dict__",
        location="vllm_omni/config/model.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "`model_config.__dict__` is the instance dict every ordinary object has (ModelConfig "
            "is a pydantic dataclass without slots)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:336",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:359",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:123",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.config.scheduler.SchedulerConfig.__post_init__",
        location="vllm_omni/config/omni_config.py:595",
        verdict=FALSE,
        vllm_evidence="vllm/config/scheduler.py:273",
        why=(
            "the only caller of OmniStageSchedulerConfig.__post_init__ is its own "
            "dataclass-generated __init__, which passes the InitVars of OmniStageSchedulerConfig; "
            "it redeclares max_model_len as an ordinary field (omni_config.py:590) and keeps only "
            "`is_encoder_decoder: InitVar[bool]` (:591), so __post_init__(is_encoder_decoder) is "
            "what is called; vLLM never calls SchedulerConfig.__post_init__ directly"
        ),
        pattern="dataclass-initvar-override",
    ),
    Row(
        vllm="0.30.0",
        kind="too-many-positional",
        symbol="vllm.config.ParallelConfig._validate_parallel_config",
        location="vllm_omni/config/omni_config.py:683",
        verdict=FALSE,
        vllm_evidence="vllm/config/parallel.py:486",
        why=(
            "`VllmParallelConfig._validate_parallel_config(self)` calls the method through the "
            "class with self passed explicitly; `def _validate_parallel_config(self)` (a "
            "mode='after' model_validator, which pydantic leaves on the class as the plain "
            "function) takes exactly that"
        ),
        pattern="explicit-self",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:719",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.async_tokens_to_discard",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:892",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:903",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:905",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.StreamingUpdate.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:934",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:33",
        why=(
            "vllm_omni/patch.py:373-374 rebinds `StreamingUpdate` in every loaded vllm.* module to "
            "vllm_omni.request.OmniStreamingUpdate, a dataclass with additional_information and "
            "model_intermediate_buffer fields (request.py:131-132), so the update objects the "
            "scheduler gets carry them"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:981",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1006",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1009",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_previous_token_ids",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1121",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_previous_len",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1122",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_units",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1126",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_open_start",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1128",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_open_start",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1169",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1432",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1433",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1435",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1436",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_cfg_ar_scheduler.py:59",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_generation_scheduler.py:718",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:198",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:222",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.StreamingUpdate.additional_information",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:222",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:33",
        why=(
            "vllm_omni/patch.py:373-374 rebinds `StreamingUpdate` in every loaded vllm.* module to "
            "vllm_omni.request.OmniStreamingUpdate, a dataclass with additional_information and "
            "model_intermediate_buffer fields (request.py:131-132), so the update objects the "
            "scheduler gets carry them"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:223",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.core.sched.output.SchedulerOutput.__dataclass_fields__",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/core/sched/output.py:224",
        why="SchedulerOutput is a @dataclass, so the class has __dataclass_fields__",
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:933",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:179",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:190",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:446",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:451",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:459",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1.connector_worker"
        ),
        location="vllm_omni/diffusion/diffusion_kv/kv_connector.py:296",
        verdict=FALSE,
        vllm_evidence=(
            "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py:504"
        ),
        why=(
            "narrowed by `if not isinstance(connector, MooncakeConnector): return` (kv_connector."
            "py:294); MooncakeConnector.__init__ assigns self.connector_worker in both branches"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.get_kv_cache_specs",
        location="vllm_omni/diffusion/executor/abstract.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('get_kv_cache_specs') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines get_kv_cache_specs (diffusion/worker/diffusion_worker."
            "py:449)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.determine_available_kv_memory",
        location="vllm_omni/diffusion/executor/abstract.py:166",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('determine_available_kv_memory') runs on "
            "vllm-omni's own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), "
            "not vLLM's Worker; DiffusionWorker defines determine_available_kv_memory "
            "(diffusion/worker/diffusion_worker.py:458)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.set_kv_cache_configs",
        location="vllm_omni/diffusion/executor/abstract.py:181",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('set_kv_cache_configs') runs on vllm-omni's "
            "own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines set_kv_cache_configs "
            "(diffusion/worker/diffusion_worker.py:528)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.remove_diffusion_kv_requests",
        location="vllm_omni/diffusion/executor/abstract.py:190",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('remove_diffusion_kv_requests') runs on "
            "vllm-omni's own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), "
            "not vLLM's Worker; DiffusionWorker defines remove_diffusion_kv_requests "
            "(diffusion/worker/diffusion_worker.py:556)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.prepare_kv_for_forward",
        location="vllm_omni/diffusion/executor/abstract.py:228",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('prepare_kv_for_forward') runs on vllm-omni's "
            "own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines prepare_kv_for_forward "
            "(diffusion/worker/diffusion_worker.py:562)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_model_batch",
        location="vllm_omni/diffusion/executor/multiproc_executor.py:698",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_model_batch') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_model_batch "
            "(diffusion/worker/diffusion_worker.py:709)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_stepwise",
        location="vllm_omni/diffusion/executor/multiproc_executor.py:757",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_stepwise') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_stepwise (diffusion/worker/diffusion_worker."
            "py:731)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_model_batch",
        location="vllm_omni/diffusion/executor/uniproc_executor.py:164",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_model_batch') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_model_batch "
            "(diffusion/worker/diffusion_worker.py:709)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_stepwise",
        location="vllm_omni/diffusion/executor/uniproc_executor.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_stepwise') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_stepwise (diffusion/worker/diffusion_worker."
            "py:731)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.ignored_layers"
        ),
        location="vllm_omni/diffusion/models/boogu_image/pipeline_boogu_image.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/fp8.py:114",
        why=(
            "line 356 is reached only with a non-None quant_config that passed `if not "
            "isinstance(quant_config, Fp8Config): raise` (pipeline_boogu_image.py:328); Fp8Config."
            "__init__ sets self.ignored_layers"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig."
            "component_configs"
        ),
        location="vllm_omni/diffusion/models/cosmos3/transformer_cosmos3.py:99",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `component_configs` "
            "property (quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:257",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:198",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:257",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:257",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig."
            "component_configs"
        ),
        location="vllm_omni/diffusion/models/wan2_2/pipeline_wan2_2.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `component_configs` "
            "property (quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.default_config"
        ),
        location="vllm_omni/diffusion/models/wan2_2/pipeline_wan2_2.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:100",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `default_config` property "
            "(quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.profiler.wrapper.WorkerProfiler.set_trace_filename",
        location="vllm_omni/diffusion/worker/diffusion_worker.py:624",
        verdict=FALSE,
        vllm_evidence="vllm/profiler/wrapper.py:30",
        why=(
            "guarded by `if isinstance(profiler, OmniTorchProfilerWrapper)` (diffusion_worker."
            "py:620); that consumer subclass of WorkerProfiler defines set_trace_filename "
            "(profiler/omni_torch_profiler.py:110)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:76"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:332"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:412"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:655"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:660"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:59",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1389"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1399"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1536"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1546"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:364",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.outputs.CompletionOutput.multimodal_output",
        location="vllm_omni/engine/orchestrator.py:119",
        verdict=FALSE,
        vllm_evidence="vllm/outputs.py:33",
        why=(
            "a store, not a read: `completion.multimodal_output = {...}` on a CompletionOutput the "
            "consumer just built; CompletionOutput is a plain @dataclass (no slots), so new "
            "attributes can be set"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.30.0",
        kind="too-many-positional",
        symbol="vllm.v1.engine.core_client.MPClient._apply_ready_response",
        location="vllm_omni/engine/stage_engine_core_client.py:238",
        verdict=FALSE,
        vllm_evidence="vllm/v1/engine/core_client.py:803",
        why=(
            "`MPClient._apply_ready_response(self, payload)` calls the plain method through the "
            "class with self explicit; `def _apply_ready_response(self, payload: bytes)` takes "
            "exactly that"
        ),
        pattern="explicit-self",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.engine.utils.CoreEngineProcManager.__init__",
        location="vllm_omni/engine/stage_engine_core_proc_manager.py:62",
        verdict=FALSE,
        vllm_evidence="vllm/v1/engine/utils.py:150",
        why=(
            "StageEngineCoreProcManager is instantiated only by vllm-omni (stage_engine_startup."
            "py:1065, 1194, 1269) with its own keywords (omni_stage_id=..., ...); vLLM builds "
            "CoreEngineProcManager itself and never this subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.check_health",
        location="vllm_omni/entrypoints/async_omni.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:151",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:571), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.shutdown",
        location="vllm_omni/entrypoints/async_omni.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:236",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:577), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_sleep_task",
        location="vllm_omni/entrypoints/async_omni.py:991",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "collective_rpc(method='handle_sleep_task') targets the stage workers vllm-omni itself "
            "installs: OmniGPUWorkerBase(GPUWorker) defines handle_sleep_task (worker/base.py:228, "
            "gpu_ar_worker.py:141) and this branch is for diffusion stages, whose DiffusionWorker "
            "defines it (diffusion_worker.py:910)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_wake_task",
        location="vllm_omni/entrypoints/async_omni.py:1085",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "collective_rpc(method='handle_wake_task') targets the stage workers vllm-omni itself "
            "installs: OmniGPUWorkerBase(GPUWorker) defines handle_wake_task (worker/base.py:282, "
            "gpu_ar_worker.py:151) and this branch is for diffusion stages, whose DiffusionWorker "
            "defines it (diffusion_worker.py:967)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.utils.APIServerProcessManager.__new__",
        location="vllm_omni/entrypoints/cli/serve.py:1219",
        verdict=FALSE,
        vllm_evidence="vllm/v1/utils.py:167",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.check_health",
        location="vllm_omni/entrypoints/duplex_omni.py:272",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:151",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:571), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.engine.protocol.EngineClient.__init__",
        location="vllm_omni/entrypoints/duplex_omni.py:289",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:41",
        why=(
            "`super().__init__(model, *args, **kwargs)` in DuplexOmni resolves to AsyncOmni."
            "__init__(self, model='', *args, **kwargs) (async_omni.py:86), not EngineClient; and "
            "every class has __init__"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.engine.protocol.EngineClient.stage_configs",
        location="vllm_omni/entrypoints/openai/api_server.py:770",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:41",
        why=(
            "guarded on the same line: `if hasattr(engine_client, 'stage_configs') and "
            "engine_client.stage_configs:`"
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.entrypoints.mcp.tool_server.ToolServer.init_and_validate",
        location="vllm_omni/entrypoints/openai/api_server.py:901",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/mcp/tool_server.py:203",
        why=(
            "tool_server was just built as DemoToolServer() and `assert isinstance(tool_server, "
            "DemoToolServer)` (api_server.py:899-900); DemoToolServer defines init_and_validate"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.entrypoints.mcp.tool_server.ToolServer.add_tool_server",
        location="vllm_omni/entrypoints/openai/api_server.py:904",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/mcp/tool_server.py:115",
        why=(
            "the variable is annotated `ToolServer | None` but was assigned `MCPToolServer()` on "
            "the line before (api_server.py:903); MCPToolServer defines add_tool_server"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:128",
        why=(
            "keyword `id`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `id` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:130",
        why=(
            "keyword `created`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `created` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:131",
        why=(
            "keyword `model`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `model` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:132",
        why=(
            "keyword `choices`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `choices` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:135",
        why=(
            "keyword `usage`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `usage` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelList",
        location="vllm_omni/entrypoints/openai/models/serving.py:50",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:118",
        why=(
            "keyword `data`: `ModelList` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `data` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:106",
        why=(
            "keyword `id`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `id` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:110",
        why=(
            "keyword `root`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `root` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:113",
        why=(
            "keyword `permission`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `permission` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.entrypoints.openai.chat_completion.serving.OpenAIServingChat.__new__",
        location="vllm_omni/entrypoints/openai/serving_chat.py:373",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/serving.py:118",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2484",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2484",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:100",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:106",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:107",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:109",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:111",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:69",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:100",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:106",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:107",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:109",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:111",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:69",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2691",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:316",
        why=(
            "keyword `name`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `name` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2691",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:317",
        why=(
            "keyword `arguments`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `arguments` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:69",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2722",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:316",
        why=(
            "keyword `name`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `name` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2722",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:317",
        why=(
            "keyword `arguments`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `arguments` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:69",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:72",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:64",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:100",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:106",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:107",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:109",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:111",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:114",
        why=(
            "keyword `token_ids`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `token_ids` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:153",
        why=(
            "keyword `index`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:158",
        why=(
            "keyword `delta`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `delta` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:159",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:160",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:161",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:163",
        why=(
            "keyword `token_ids`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `token_ids` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2896",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:352",
        why=(
            "keyword `role`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2896",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "keyword `content`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2956",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:352",
        why=(
            "keyword `role`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2956",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:353",
        why=(
            "keyword `content`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2966",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:63",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2966",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:67",
        why=(
            "keyword `audio`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `audio` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:100",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:106",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:107",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:109",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:111",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorResponse",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4142",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:87",
        why=(
            "keyword `error`: `ErrorResponse` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `error` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:80",
        why=(
            "keyword `message`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `message` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:81",
        why=(
            "keyword `type`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `type` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:83",
        why=(
            "keyword `code`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `code` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.entrypoints.generate.base.serving.GenerateBaseServing.__new__",
        location="vllm_omni/entrypoints/openai/serving_speech.py:363",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/serving.py:134",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.30.0",
        kind="unexpected-keyword",
        symbol="vllm.engine.protocol.EngineClient.abort",
        location="vllm_omni/entrypoints/openai/serving_video.py:279",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:121",
        why=(
            "keyword `timeout`: self._engine_client is only annotated EngineClient; every caller "
            "passes vllm-omni's AsyncOmni (api_server.py:832/1189 pass the engine_client built at "
            "api_server.py:607-609; serving_video.py:712 casts it to AsyncOmni), whose `async def "
            "abort(self, request_id, *, timeout=None)` (async_omni.py:605) accepts timeout"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.encoder_loaded",
        location="vllm_omni/entrypoints/openai/tts_adapters/voxtral.py:103",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:182",
        why=(
            "collective_rpc('encoder_loaded') is answered by vllm-omni's worker class "
            "OmniGPUWorkerBase(GPUWorker), which defines encoder_loaded (worker/base.py:322)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._get_mm_fields_config",
        location="vllm_omni/inputs/mm_processor.py:16",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1084",
        why=(
            "OmniMultiModalProcessor is a generic intermediate base that is never instantiated or "
            "registered; only its model subclasses (Audex, CovoAudio, CosyVoice3, GLMTTS, "
            "HunyuanImage3) are registered with MULTIMODAL_REGISTRY.register_processor, and they "
            "implement the abstract methods"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.30.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._get_prompt_updates",
        location="vllm_omni/inputs/mm_processor.py:16",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1093",
        why=(
            "OmniMultiModalProcessor is a generic intermediate base that is never instantiated or "
            "registered; only its model subclasses (Audex, CovoAudio, CosyVoice3, GLMTTS, "
            "HunyuanImage3) are registered with MULTIMODAL_REGISTRY.register_processor, and they "
            "implement the abstract methods"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.multimodal.processing.BaseMultiModalProcessor._call_hf_processor",
        location="vllm_omni/inputs/mm_processor.py:37",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1030",
        why=(
            "`self` in OmniMultiModalProcessor (an abstract intermediate base) is always one of "
            "its concrete subclasses, and each defines _call_hf_processor(self, prompt, mm_data, "
            "mm_kwargs, tok_kwargs) (audex_omni_processing.py:181, covo_audio.py:98, cosyvoice3."
            "py:291, glm_tts.py:499, hunyuan_image3.py:1034), which the 4-argument call binds to"
        ),
        pattern="defined-in-every-subclass",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/audex/audex_omni.py:137",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsLoRA.__init__",
        location="vllm_omni/model_executor/models/audex/audex_thinker.py:363",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:683",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsLoRA, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/auk/auk.py:92",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.register_buffer",
        location="vllm_omni/model_executor/models/auk/auk.py:124",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`register_buffer` is inherited from torch.nn.Module, the first base of the consumer "
            "class (class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to "
            "nn.Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.register_buffer",
        location="vllm_omni/model_executor/models/auk/auk.py:125",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`register_buffer` is inherited from torch.nn.Module, the first base of the consumer "
            "class (class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to "
            "nn.Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.models.interfaces.SupportsMRoPE.get_mrope_input_positions",
        location="vllm_omni/model_executor/models/auk/auk.py:158",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:1680",
        why=(
            "vLLM's 2-argument call is in GPUModelRunner._init_mrope_positions, which vllm-omni's "
            "OmniGPUModelRunner overrides (worker/gpu_model_runner.py:380) to pass hf_config=, "
            "image_grid_thw=, video_grid_thw=, ... filtered by the model's signature; AuK's deploy "
            "config (deploy/auk.yaml) does not select the v2 runner (use_v2_model_runner defaults "
            "to False), so RopeState's 2-argument call is not used"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:234",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:251",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:291",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.shape",
        location="vllm_omni/model_executor/models/auk/auk.py:291",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.shape` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:294",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.shape",
        location="vllm_omni/model_executor/models/auk/auk.py:294",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.shape` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.copy_",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.copy_` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.device",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.device` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale.copy_",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and `layer_scale.copy_` is then an ordinary torch.Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale.device",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and `layer_scale.device` is then an ordinary torch.Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:494",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.parameters",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:1250",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`parameters` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.parameters",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:1283",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:162",
        why=(
            "`parameters` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.SupportsPP.__init__",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio.py:202",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:771",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsPP, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.SupportsPP.__init__",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio_code2wav.py:23",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:771",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsPP, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.30.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.models.interfaces.SupportsPP.forward",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio_code2wav.py:74",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:3879",
        why=(
            "the runners call the model only by keyword: self.model(input_ids=..., positions=..., "
            "intermediate_tensors=..., inputs_embeds=..., **model_kwargs) (also vllm-omni's "
            "gpu_generation_model_runner.py:859); the override forward(self, input_ids, **kwargs) "
            "accepts that; the Protocol's positional signature is not how vLLM calls it"
        ),
        pattern="var-kwargs-override",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.benchmarks.datasets.datasets.BenchmarkDataset.__init__",
        location="vllm_omni/benchmarks/data_modules/omniinteract_dataset.py:79",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:103",
        why=(
            "OmniInteractDataset is built only by the consumer (benchmarks/patch/patch.py:588) "
            "with its own keywords (data_root=, dataset_repo=, ...); vLLM's get_samples never "
            "instantiates it, and its own super().__init__(dataset_path=..., random_seed=..., "
            "disable_shuffle=...) matches the base"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.benchmarks.datasets.datasets.BenchmarkDataset.sample",
        location="vllm_omni/benchmarks/data_modules/omniinteract_dataset.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:261",
        why=(
            "OmniInteractDataset.sample is called only by the consumer (patch.py:621: dataset."
            "sample(tokenizer, args.num_prompts, request_id_prefix=..., options=options)), which "
            "matches the override; vLLM's get_samples only calls sample() on its own dataset "
            "classes"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_extra_body",
        location="vllm_omni/benchmarks/patch/patch.py:299",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_extra_body` is a dataclass field "
            "of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_messages",
        location="vllm_omni/benchmarks/patch/patch.py:300",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_messages` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_messages",
        location="vllm_omni/benchmarks/patch/patch.py:301",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_messages` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omni_chat_mm_position",
        location="vllm_omni/benchmarks/patch/patch.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, (DailyOmniSampleRequest, "
            "VideoMMESampleRequest)): return` (patch.py:297; line 303 is further inside `elif "
            "isinstance(sample, DailyOmniSampleRequest)`); `omni_chat_mm_position` is a dataclass "
            "field of the consumer subclass DailyOmniSampleRequest/VideoMMESampleRequest "
            "(daily_omni_dataset.py:482-486, videomme_dataset.py:461-462) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_system_prompt",
        location="vllm_omni/benchmarks/patch/patch.py:318",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_system_prompt` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_speech_extra",
        location="vllm_omni/benchmarks/patch/patch.py:320",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_speech_extra` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_turns",
        location="vllm_omni/benchmarks/patch/patch.py:321",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_turns` is a dataclass field of the consumer subclass SeedTTSSampleRequest "
            "(seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.seed_tts_speech_extra",
        location="vllm_omni/benchmarks/patch/patch.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, SeedTTSSampleRequest): return` (patch.py:314); "
            "`seed_tts_speech_extra` is a dataclass field of the consumer subclass "
            "SeedTTSSampleRequest (seed_tts_dataset.py:54-62) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_case",
        location="vllm_omni/benchmarks/patch/patch.py:341",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_case` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_options",
        location="vllm_omni/benchmarks/patch/patch.py:342",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_options` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.benchmarks.datasets.SampleRequest.omniinteract_prepared_input",
        location="vllm_omni/benchmarks/patch/patch.py:343",
        verdict=FALSE,
        vllm_evidence="vllm/benchmarks/datasets/datasets.py:74",
        why=(
            "narrowed by `if not isinstance(sample, OmniInteractSampleRequest): return` (patch."
            "py:339); `omniinteract_prepared_input` is a dataclass field of the consumer subclass "
            "OmniInteractSampleRequest (omniinteract_dataset.py:72-75) of SampleRequest"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.original_max_model_len",
        location="vllm_omni/config/model.py:280",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:823",
        why=(
            "assigned in ModelConfig.__post_init__ (self.original_max_model_len = self."
            "max_model_len); OmniModelConfig.from_vllm_model_config copies the finished "
            "ModelConfig's __dict__ into the instance (model.py:303) before "
            "_maybe_override_text_config reads it"
        ),
        pattern="member-assigned-outside-init",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dict__",
        location="vllm_omni/config/model.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "`model_config.__dict__` is the instance dict every ordinary object has (ModelConfig "
            "is a pydantic dataclass without slots)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:330",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:336",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.ModelConfig.__dataclass_fields__",
        location="vllm_omni/config/model.py:359",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "ModelConfig is decorated with @config, which builds it with pydantic.dataclasses."
            "dataclass; every dataclass (and its subclass OmniModelConfig) has the class attribute "
            "__dataclass_fields__"
        ),
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.config.scheduler.SchedulerConfig.__post_init__",
        location="vllm_omni/config/omni_config.py:595",
        verdict=FALSE,
        vllm_evidence="vllm/config/scheduler.py:295",
        why=(
            "the only caller of OmniStageSchedulerConfig.__post_init__ is its own "
            "dataclass-generated __init__, which passes the InitVars of OmniStageSchedulerConfig; "
            "it redeclares max_model_len as an ordinary field (omni_config.py:590) and keeps only "
            "`is_encoder_decoder: InitVar[bool]` (:591), so __post_init__(is_encoder_decoder) is "
            "what is called; vLLM never calls SchedulerConfig.__post_init__ directly"
        ),
        pattern="dataclass-initvar-override",
    ),
    Row(
        vllm="0.33.0",
        kind="too-many-positional",
        symbol="vllm.config.ParallelConfig._validate_parallel_config",
        location="vllm_omni/config/omni_config.py:683",
        verdict=FALSE,
        vllm_evidence="vllm/config/parallel.py:522",
        why=(
            "`VllmParallelConfig._validate_parallel_config(self)` calls the method through the "
            "class with self passed explicitly; `def _validate_parallel_config(self)` (a "
            "mode='after' model_validator, which pydantic leaves on the class as the plain "
            "function) takes exactly that"
        ),
        pattern="explicit-self",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.FrontendArgs",
        location="vllm_omni/config/omni_config.py:1365",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:290",
        why=(
            "vllm/entrypoints/launchers/ has no cli_args module in 0.33.0 (and no __getattr__); "
            "FrontendArgs moved to vllm/entrypoints/common/cli_args.py. _frontend_cli_fields() "
            "(called at omni_config.py:1406/1480) raises ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.outputs.ModelRunnerOutput.routed_experts",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:659",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:267",
        why=(
            "0.33.0's ModelRunnerOutput dataclass has no routed_experts field (it had one in 0.30."
            "0, outputs.py:371) and neither does vllm-omni's OmniModelRunnerOutput subclass; the "
            "read runs for every stopped request -> AttributeError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.outputs.ModelRunnerOutput.routed_experts",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:660",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:267",
        why=(
            "0.33.0's ModelRunnerOutput dataclass has no routed_experts field (it had one in 0.30."
            "0, outputs.py:371) and neither does vllm-omni's OmniModelRunnerOutput subclass; the "
            "read runs for every stopped request -> AttributeError"
        ),
        root="vllm_omni/core/sched/omni_ar_scheduler.py:659",  # normalised: a later use of the same missing member in this module
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:719",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.async_tokens_to_discard",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:892",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:903",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:905",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.core.sched.scheduler.Scheduler.skipped_waiting",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:916",
        verdict=TRUE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:232",
        why=(
            "0.33.0's Scheduler.__init__ creates only self.waiting (scheduler.py:232); the "
            "skipped_waiting queue (0.30.0 scheduler.py:204) is gone, replaced by a per-step local "
            "deque, and OmniARScheduler never creates it -> AttributeError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.core.sched.scheduler.Scheduler.skipped_waiting",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:917",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:232",
        why=(
            "0.33.0's Scheduler.__init__ creates only self.waiting (scheduler.py:232); the "
            "skipped_waiting queue (0.30.0 scheduler.py:204) is gone, replaced by a per-step local "
            "deque, and OmniARScheduler never creates it -> AttributeError"
        ),
        root="vllm_omni/core/sched/omni_ar_scheduler.py:916",  # normalised: a later use of the same missing member in this module
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.core.sched.scheduler.Scheduler.skipped_waiting.remove_requests",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:917",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:232",
        why="method call on the missing skipped_waiting attribute read on the same line",
        root="vllm_omni/core/sched/omni_ar_scheduler.py:917",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.StreamingUpdate.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:934",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:34",
        why=(
            "vllm_omni/patch.py:373-374 rebinds `StreamingUpdate` in every loaded vllm.* module to "
            "vllm_omni.request.OmniStreamingUpdate, a dataclass with additional_information and "
            "model_intermediate_buffer fields (request.py:131-132), so the update objects the "
            "scheduler gets carry them"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:981",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1006",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1009",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_previous_token_ids",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1121",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_previous_len",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1122",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_units",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1126",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_open_start",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1128",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._minicpmo45_window_open_start",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1169",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.core.sched.scheduler.Scheduler.skipped_waiting",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1290",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:232",
        why=(
            "0.33.0's Scheduler.__init__ creates only self.waiting (scheduler.py:232); the "
            "skipped_waiting queue (0.30.0 scheduler.py:204) is gone, replaced by a per-step local "
            "deque, and OmniARScheduler never creates it -> AttributeError"
        ),
        root="vllm_omni/core/sched/omni_ar_scheduler.py:916",  # normalised: a later use of the same missing member in this module
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.core.sched.scheduler.Scheduler.skipped_waiting.remove_requests",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1290",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/core/sched/scheduler.py:232",
        why="method call on the missing skipped_waiting attribute read on the same line",
        root="vllm_omni/core/sched/omni_ar_scheduler.py:1290",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1432",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1433",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1435",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_ar_scheduler.py:1436",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_cfg_ar_scheduler.py:59",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_generation_scheduler.py:718",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:198",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:222",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.StreamingUpdate.additional_information",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:222",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:34",
        why=(
            "vllm_omni/patch.py:373-374 rebinds `StreamingUpdate` in every loaded vllm.* module to "
            "vllm_omni.request.OmniStreamingUpdate, a dataclass with additional_information and "
            "model_intermediate_buffer fields (request.py:131-132), so the update objects the "
            "scheduler gets carry them"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:223",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.core.sched.output.SchedulerOutput.__dataclass_fields__",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:593",
        verdict=FALSE,
        vllm_evidence="vllm/v1/core/sched/output.py:231",
        why="SchedulerOutput is a @dataclass, so the class has __dataclass_fields__",
        pattern="dataclass-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request._omni_segment_generation",
        location="vllm_omni/core/sched/omni_scheduler_mixin.py:933",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:179",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:190",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:446",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_INPUT",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:451",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location="vllm_omni/core/sched/omni_scheduling_coordinator.py:459",
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.outputs.RoutedExpertsLists",
        location="vllm_omni/core/sched/utils.py:7",
        verdict=TRUE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "vllm.v1.outputs defines no RoutedExpertsLists in 0.33.0 (0.30.0 outputs.py:242); the "
            "module-level import in core/sched/utils.py raises ImportError, and omni_ar_scheduler."
            "py imports that module"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.v1.outputs.RoutedExpertsLists.slot_mapping",
        location="vllm_omni/core/sched/utils.py:23",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "attribute of a value typed by the RoutedExpertsLists whose import at line 7 fails "
            "(the kind is wrong too: not a module)"
        ),
        root="vllm_omni/core/sched/utils.py:7",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.v1.outputs.RoutedExpertsLists.routing_data",
        location="vllm_omni/core/sched/utils.py:24",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/outputs.py:1",
        why=(
            "attribute of a value typed by the RoutedExpertsLists whose import at line 7 fails "
            "(the kind is wrong too: not a module)"
        ),
        root="vllm_omni/core/sched/utils.py:7",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.core.kv_cache_utils.get_kv_cache_configs",
        location="vllm_omni/diffusion/diffusion_kv/initialization.py:10",
        verdict=TRUE,
        vllm_evidence="vllm/v1/core/kv_cache_planning.py:1461",
        why=(
            "kv_cache_utils no longer defines or re-exports get_kv_cache_configs in 0.33.0 (it "
            "moved to vllm/v1/core/kv_cache_planning.py); the module-level import raises "
            "ImportError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.core.kv_cache_utils.get_kv_cache_configs",
        location="vllm_omni/diffusion/diffusion_kv/initialization.py:58",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/core/kv_cache_planning.py:1461",
        why="use of the name whose import at line 10 fails",
        root="vllm_omni/diffusion/diffusion_kv/initialization.py:10",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.distributed.kv_transfer.kv_connector.v1.base.KVConnectorBase_V1.connector_worker"
        ),
        location="vllm_omni/diffusion/diffusion_kv/kv_connector.py:296",
        verdict=FALSE,
        vllm_evidence=(
            "vllm/distributed/kv_transfer/kv_connector/v1/mooncake/mooncake_connector.py:745"
        ),
        why=(
            "narrowed by `if not isinstance(connector, MooncakeConnector): return` (kv_connector."
            "py:294); MooncakeConnector.__init__ assigns self.connector_worker in both branches"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.worker.gpu.block_table.BlockTables.blocks_per_kv_block",
        location="vllm_omni/diffusion/diffusion_kv/paged_attention_adapter.py:433",
        verdict=TRUE,
        vllm_evidence="vllm/v1/worker/gpu/block_table.py:17",
        why=(
            "0.33.0's BlockTables.__init__ no longer assigns blocks_per_kv_block (0.30.0 "
            "block_table.py:48 did) and the class has no such member -> AttributeError in "
            "_validate_row_capacity"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.get_kv_cache_specs",
        location="vllm_omni/diffusion/executor/abstract.py:154",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('get_kv_cache_specs') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines get_kv_cache_specs (diffusion/worker/diffusion_worker."
            "py:449)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.determine_available_kv_memory",
        location="vllm_omni/diffusion/executor/abstract.py:166",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('determine_available_kv_memory') runs on "
            "vllm-omni's own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), "
            "not vLLM's Worker; DiffusionWorker defines determine_available_kv_memory "
            "(diffusion/worker/diffusion_worker.py:458)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.set_kv_cache_configs",
        location="vllm_omni/diffusion/executor/abstract.py:181",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('set_kv_cache_configs') runs on vllm-omni's "
            "own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines set_kv_cache_configs "
            "(diffusion/worker/diffusion_worker.py:528)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.remove_diffusion_kv_requests",
        location="vllm_omni/diffusion/executor/abstract.py:190",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('remove_diffusion_kv_requests') runs on "
            "vllm-omni's own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), "
            "not vLLM's Worker; DiffusionWorker defines remove_diffusion_kv_requests "
            "(diffusion/worker/diffusion_worker.py:556)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.prepare_kv_for_forward",
        location="vllm_omni/diffusion/executor/abstract.py:228",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('prepare_kv_for_forward') runs on vllm-omni's "
            "own DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines prepare_kv_for_forward "
            "(diffusion/worker/diffusion_worker.py:562)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_model_batch",
        location="vllm_omni/diffusion/executor/multiproc_executor.py:698",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_model_batch') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_model_batch "
            "(diffusion/worker/diffusion_worker.py:709)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_stepwise",
        location="vllm_omni/diffusion/executor/multiproc_executor.py:757",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_stepwise') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_stepwise (diffusion/worker/diffusion_worker."
            "py:731)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_model_batch",
        location="vllm_omni/diffusion/executor/uniproc_executor.py:164",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_model_batch') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_model_batch "
            "(diffusion/worker/diffusion_worker.py:709)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.execute_stepwise",
        location="vllm_omni/diffusion/executor/uniproc_executor.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "the DiffusionExecutor's collective_rpc('execute_stepwise') runs on vllm-omni's own "
            "DiffusionWorker (started via WorkerProc / get_diffusion_worker_cls), not vLLM's "
            "Worker; DiffusionWorker defines execute_stepwise (diffusion/worker/diffusion_worker."
            "py:731)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.peft_helper.PEFTHelper.from_local_dir",
        location="vllm_omni/diffusion/lora/manager.py:313",
        verdict=TRUE,
        vllm_evidence="vllm/lora/peft_helper.py:176",
        why=(
            "keyword `tensorizer_config_dict`: 0.33.0's PEFTHelper.from_local_dir(cls, lora_path, "
            "max_position_embeddings) dropped tensorizer_config_dict and has no **kwargs; the call "
            "runs when the pipeline has no _load_diffusion_lora_adapter (manager.py:312 `if loaded "
            "is None`) -> TypeError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.lora_model.LoRAModel.from_local_checkpoint",
        location="vllm_omni/diffusion/lora/manager.py:319",
        verdict=TRUE,
        vllm_evidence="vllm/lora/lora_model.py:197",
        why=(
            "keyword `tensorizer_config_dict`: 0.33.0's LoRAModel.from_local_checkpoint "
            "keyword-only parameters are lora_model_id, device, dtype, model_vocab_size, "
            "weights_mapper, skip_prefixes, moe_ep_spec: tensorizer_config_dict is gone and there "
            "is no **kwargs -> TypeError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.ignored_layers"
        ),
        location="vllm_omni/diffusion/models/boogu_image/pipeline_boogu_image.py:356",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/fp8.py:117",
        why=(
            "line 356 is reached only with a non-None quant_config that passed `if not "
            "isinstance(quant_config, Fp8Config): raise` (pipeline_boogu_image.py:328); Fp8Config."
            "__init__ sets self.ignored_layers"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig."
            "component_configs"
        ),
        location="vllm_omni/diffusion/models/cosmos3/transformer_cosmos3.py:99",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `component_configs` "
            "property (quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:140",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:262",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:198",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:262",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.layers.linear.LinearBase.__init__",
        location="vllm_omni/diffusion/models/minimax_h3/encoder.py:303",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/linear.py:262",
        why=(
            "MiniMaxH3Qwen3VL*ParallelLinear are built only by the consumer's own encoder (encoder."
            "py:780, 790, 850, 858) with its own arguments; they call LinearBase.__init__ via "
            "super().__init__(input_size=, output_size=, ...) with valid keywords. vLLM calls "
            "LinearBase.__init__ only from its own subclasses (PluggableLayer.__new__ only picks "
            "the class)"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig."
            "component_configs"
        ),
        location="vllm_omni/diffusion/models/wan2_2/pipeline_wan2_2.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `component_configs` "
            "property (quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol=(
            "vllm.model_executor.layers.quantization.base_config.QuantizationConfig.default_config"
        ),
        location="vllm_omni/diffusion/models/wan2_2/pipeline_wan2_2.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/layers/quantization/base_config.py:109",
        why=(
            "narrowed by isinstance(quant_config, ComponentQuantizationConfig) "
            "(transformer_cosmos3.py:95 returns early otherwise; pipeline_wan2_2.py:201 "
            "conditional expression); the consumer subclass defines the `default_config` property "
            "(quantization/component_config.py:155/159)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.profiler.wrapper.WorkerProfiler.set_trace_filename",
        location="vllm_omni/diffusion/worker/diffusion_worker.py:624",
        verdict=FALSE,
        vllm_evidence="vllm/profiler/wrapper.py:36",
        why=(
            "guarded by `if isinstance(profiler, OmniTorchProfilerWrapper)` (diffusion_worker."
            "py:620); that consumer subclass of WorkerProfiler defines set_trace_filename "
            "(profiler/omni_torch_profiler.py:110)"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:76"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:332"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.external_req_id",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:412"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.additional_information",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:655"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.Request.model_intermediate_buffer",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:660"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:60",
        why=(
            "vllm_omni/patch.py:371-372 (run on `import vllm_omni`, vllm_omni/__init__.py:22) "
            "rebinds `Request` in every loaded vllm.* module to vllm_omni.request.OmniRequest, "
            "whose __init__ sets external_req_id, additional_information and "
            "model_intermediate_buffer (request.py:56-60); vLLM's Request has no __slots__, so the "
            "other names (_omni_segment_generation, _minicpmo45_*, async_tokens_to_discard) are "
            "plain attribute stores the consumer makes itself (reads use getattr defaults or "
            "follow the store)"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1389"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1399"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1536"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.v1.request.RequestStatus.WAITING_FOR_CHUNK",
        location=(
            "vllm_omni/distributed/omni_connectors/transfer_adapter/chunk_transfer_adapter.py:1546"
        ),
        verdict=FALSE,
        vllm_evidence="vllm/v1/request.py:370",
        why=(
            "vllm_omni/patch.py:346-354 adds the member with aenum.extend_enum(RequestStatus, "
            "'WAITING_FOR_CHUNK', -1) / ('WAITING_FOR_INPUT', -2) at `import vllm_omni` time, "
            "before any scheduler code runs"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.outputs.CompletionOutput.multimodal_output",
        location="vllm_omni/engine/orchestrator.py:119",
        verdict=FALSE,
        vllm_evidence="vllm/outputs.py:59",
        why=(
            "a store, not a read: `completion.multimodal_output = {...}` on a CompletionOutput the "
            "consumer just built; CompletionOutput is a plain @dataclass (no slots), so new "
            "attributes can be set"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="too-many-positional",
        symbol="vllm.v1.engine.core_client.MPClient._apply_ready_response",
        location="vllm_omni/engine/stage_engine_core_client.py:238",
        verdict=FALSE,
        vllm_evidence="vllm/v1/engine/core_client.py:851",
        why=(
            "`MPClient._apply_ready_response(self, payload)` calls the plain method through the "
            "class with self explicit; `def _apply_ready_response(self, payload: bytes)` takes "
            "exactly that"
        ),
        pattern="explicit-self",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.v1.engine.utils.CoreEngineProcManager.__init__",
        location="vllm_omni/engine/stage_engine_core_proc_manager.py:62",
        verdict=FALSE,
        vllm_evidence="vllm/v1/engine/utils.py:247",
        why=(
            "StageEngineCoreProcManager is instantiated only by vllm-omni (stage_engine_startup."
            "py:1065, 1194, 1269) with its own keywords (omni_stage_id=..., ...); vLLM builds "
            "CoreEngineProcManager itself and never this subclass"
        ),
        pattern="init-override-not-called-by-vllm",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.engine.utils.get_engine_zmq_addresses",
        location="vllm_omni/engine/stage_engine_startup.py:28",
        verdict=TRUE,
        vllm_evidence="vllm/v1/engine/utils.py:1",
        why=(
            "vllm.v1.engine.utils has no get_engine_zmq_addresses in 0.33.0 (defined at utils."
            "py:1039 in 0.30.0; nowhere in 0.33.0); the module-level import raises ImportError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.v1.engine.utils.get_engine_zmq_addresses",
        location="vllm_omni/engine/stage_engine_startup.py:1190",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/v1/engine/utils.py:1",
        why="use of the name whose import at line 28 fails",
        root="vllm_omni/engine/stage_engine_startup.py:28",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.check_health",
        location="vllm_omni/entrypoints/async_omni.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:164",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:571), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.release_kv_cache_memory",
        location="vllm_omni/entrypoints/async_omni.py:52",
        verdict=TRUE,
        vllm_evidence="vllm/engine/protocol.py:208",
        why=(
            "0.33.0 adds the abstract `async def release_kv_cache_memory` to EngineClient(ABC); "
            "neither the class, AsyncOmni, AsyncOmniBase nor OmniBase defines it, so instantiating "
            "it (api_server.py:607/609) raises TypeError: can't instantiate abstract class"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.shutdown",
        location="vllm_omni/entrypoints/async_omni.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:260",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:577), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_sleep_task",
        location="vllm_omni/entrypoints/async_omni.py:991",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "collective_rpc(method='handle_sleep_task') targets the stage workers vllm-omni itself "
            "installs: OmniGPUWorkerBase(GPUWorker) defines handle_sleep_task (worker/base.py:228, "
            "gpu_ar_worker.py:141) and this branch is for diffusion stages, whose DiffusionWorker "
            "defines it (diffusion_worker.py:910)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.handle_wake_task",
        location="vllm_omni/entrypoints/async_omni.py:1085",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "collective_rpc(method='handle_wake_task') targets the stage workers vllm-omni itself "
            "installs: OmniGPUWorkerBase(GPUWorker) defines handle_wake_task (worker/base.py:282, "
            "gpu_ar_worker.py:151) and this branch is for diffusion stages, whose DiffusionWorker "
            "defines it (diffusion_worker.py:967)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG",
        location="vllm_omni/entrypoints/cli/benchmark/main.py:15",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "vllm/entrypoints/serve/utils/api_utils.py no longer defines or imports "
            "VLLM_SUBCMD_PARSER_EPILOG in 0.33.0 (it moved to vllm/entrypoints/common/startup.py) "
            "-> ImportError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG.format",
        location="vllm_omni/entrypoints/cli/benchmark/main.py:57",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "use of VLLM_SUBCMD_PARSER_EPILOG, whose import at line 15 fails (the kind is wrong "
            "too: not a module)"
        ),
        root="vllm_omni/entrypoints/cli/benchmark/main.py:15",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG",
        location="vllm_omni/entrypoints/cli/main.py:26",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "vllm/entrypoints/serve/utils/api_utils.py no longer defines or imports "
            "VLLM_SUBCMD_PARSER_EPILOG in 0.33.0 (it moved to vllm/entrypoints/common/startup.py) "
            "-> ImportError (the import runs in main()'s --omni branch, the only path vllm-omni's "
            "CLI exists for)"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.serve.utils.api_utils.cli_env_setup",
        location="vllm_omni/entrypoints/cli/main.py:26",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/startup.py:131",
        why=(
            "vllm/entrypoints/serve/utils/api_utils.py no longer defines or imports cli_env_setup "
            "in 0.33.0 (it moved to vllm/entrypoints/common/startup.py) -> ImportError (the import "
            "runs in main()'s --omni branch, the only path vllm-omni's CLI exists for)"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.serve.utils.api_utils.cli_env_setup",
        location="vllm_omni/entrypoints/cli/main.py:37",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/startup.py:131",
        why="use of cli_env_setup, whose import at line 26 fails",
        root="vllm_omni/entrypoints/cli/main.py:26",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG.format",
        location="vllm_omni/entrypoints/cli/main.py:45",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "use of VLLM_SUBCMD_PARSER_EPILOG, whose import at line 26 fails (the kind is wrong "
            "too: not a module)"
        ),
        root="vllm_omni/entrypoints/cli/main.py:26",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.make_arg_parser",
        location="vllm_omni/entrypoints/cli/serve.py:24",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why=(
            "vllm/entrypoints/launchers/ has no cli_args module in 0.33.0 (launchers/__init__.py "
            "is empty); make_arg_parser moved to vllm/entrypoints/common/cli_args.py. "
            "Module-level, unguarded import -> ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.validate_parsed_serve_args",
        location="vllm_omni/entrypoints/cli/serve.py:24",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:531",
        why=(
            "vllm/entrypoints/launchers/ has no cli_args module in 0.33.0 (launchers/__init__.py "
            "is empty); validate_parsed_serve_args moved to vllm/entrypoints/common/cli_args.py. "
            "Module-level, unguarded import -> ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG",
        location="vllm_omni/entrypoints/cli/serve.py:25",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "vllm/entrypoints/serve/utils/api_utils.py no longer defines or imports "
            "VLLM_SUBCMD_PARSER_EPILOG in 0.33.0 (it moved to vllm/entrypoints/common/startup.py) "
            "-> ImportError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.validate_parsed_serve_args",
        location="vllm_omni/entrypoints/cli/serve.py:316",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:531",
        why="use of validate_parsed_serve_args, whose import at line 24 fails",
        root="vllm_omni/entrypoints/cli/serve.py:24",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.make_arg_parser",
        location="vllm_omni/entrypoints/cli/serve.py:326",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why="use of make_arg_parser, whose import at line 24 fails",
        root="vllm_omni/entrypoints/cli/serve.py:24",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.serve.utils.api_utils.VLLM_SUBCMD_PARSER_EPILOG.format",
        location="vllm_omni/entrypoints/cli/serve.py:327",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/startup.py:41",
        why=(
            "use of VLLM_SUBCMD_PARSER_EPILOG, whose import at line 25 fails (the kind is wrong "
            "too: not a module)"
        ),
        root="vllm_omni/entrypoints/cli/serve.py:25",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.utils.APIServerProcessManager.__new__",
        location="vllm_omni/entrypoints/cli/serve.py:1219",
        verdict=FALSE,
        vllm_evidence="vllm/v1/utils.py:167",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.utils.APIServerProcessManager.gather_actual_addresses",
        location="vllm_omni/entrypoints/cli/serve.py:1285",
        verdict=TRUE,
        vllm_evidence="vllm/v1/utils.py:167",
        why=(
            "0.33.0's APIServerProcessManager has no gather_actual_addresses (0.30.0 utils."
            "py:259); the multi-API-server path calls it on the manager it just built -> "
            "AttributeError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.check_health",
        location="vllm_omni/entrypoints/duplex_omni.py:272",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:164",
        why=(
            "implemented by the first (non-vLLM) base AsyncOmniBase (entrypoints/async_omni_base."
            "py:571), which precedes EngineClient in the MRO, so the ABC sees it as concrete"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.engine.protocol.EngineClient.release_kv_cache_memory",
        location="vllm_omni/entrypoints/duplex_omni.py:272",
        verdict=TRUE,
        vllm_evidence="vllm/engine/protocol.py:208",
        why=(
            "0.33.0 adds the abstract `async def release_kv_cache_memory` to EngineClient(ABC); "
            "neither the class, AsyncOmni, AsyncOmniBase nor OmniBase defines it, so instantiating "
            "it (api_server.py:607/609) raises TypeError: can't instantiate abstract class"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.engine.protocol.EngineClient.__init__",
        location="vllm_omni/entrypoints/duplex_omni.py:289",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:43",
        why=(
            "`super().__init__(model, *args, **kwargs)` in DuplexOmni resolves to AsyncOmni."
            "__init__(self, model='', *args, **kwargs) (async_omni.py:86), not EngineClient; and "
            "every class has __init__"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.ChatTemplateConfig",
        location="vllm_omni/entrypoints/openai/api_server.py:37",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:14",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); ChatTemplateConfig moved to "
            "vllm/renderers/chat_utils/chat_template.py. The import is module-level and unguarded "
            "-> ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location="vllm_omni/entrypoints/openai/api_server.py:37",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); load_chat_template moved to "
            "vllm/renderers/chat_utils/chat_template.py. The import is module-level and unguarded "
            "-> ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.make_arg_parser",
        location="vllm_omni/entrypoints/openai/api_server.py:39",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why=(
            "vllm/entrypoints/launchers/ has no cli_args module in 0.33.0 (launchers/__init__.py "
            "is empty); make_arg_parser moved to vllm/entrypoints/common/cli_args.py. "
            "Module-level, unguarded import -> ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location="vllm_omni/entrypoints/openai/api_server.py:703",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why="use of load_chat_template, whose import at line 37 fails",
        root="vllm_omni/entrypoints/openai/api_server.py:37",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.engine.protocol.EngineClient.stage_configs",
        location="vllm_omni/entrypoints/openai/api_server.py:770",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:43",
        why=(
            "guarded on the same line: `if hasattr(engine_client, 'stage_configs') and "
            "engine_client.stage_configs:`"
        ),
        pattern="guard:hasattr",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.load_chat_template",
        location="vllm_omni/entrypoints/openai/api_server.py:882",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:107",
        why="use of load_chat_template, whose import at line 37 fails",
        root="vllm_omni/entrypoints/openai/api_server.py:37",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.ChatTemplateConfig",
        location="vllm_omni/entrypoints/openai/api_server.py:892",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/renderers/chat_utils/chat_template.py:14",
        why="use of ChatTemplateConfig, whose import at line 37 fails",
        root="vllm_omni/entrypoints/openai/api_server.py:37",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.entrypoints.mcp.tool_server.ToolServer.init_and_validate",
        location="vllm_omni/entrypoints/openai/api_server.py:901",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/mcp/tool_server.py:198",
        why=(
            "tool_server was just built as DemoToolServer() and `assert isinstance(tool_server, "
            "DemoToolServer)` (api_server.py:899-900); DemoToolServer defines init_and_validate"
        ),
        pattern="guard:isinstance",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.entrypoints.mcp.tool_server.ToolServer.add_tool_server",
        location="vllm_omni/entrypoints/openai/api_server.py:904",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/mcp/tool_server.py:110",
        why=(
            "the variable is annotated `ToolServer | None` but was assigned `MCPToolServer()` on "
            "the line before (api_server.py:903); MCPToolServer defines add_tool_server"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-required-argument",
        symbol="vllm.entrypoints.scale_out.token_in_token_out.serving.ServingTokens",
        location="vllm_omni/entrypoints/openai/api_server.py:1137",
        verdict=TRUE,
        vllm_evidence="vllm/entrypoints/scale_out/token_in_token_out/serving.py:129",
        why=(
            "0.33.0's ServingTokens.__init__ has a required keyword-only `online_derenderer: "
            "OnlineDerenderer` that the call does not pass -> TypeError when 'generate' is a "
            "supported task"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.launchers.cli_args.make_arg_parser",
        location="vllm_omni/entrypoints/openai/api_server.py:3045",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/entrypoints/common/cli_args.py:431",
        why="use of make_arg_parser, whose import at line 39 fails",
        root="vllm_omni/entrypoints/openai/api_server.py:39",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/batch_serving.py:139",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:144",
        why=(
            "keyword `id`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `id` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:146",
        why=(
            "keyword `created`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `created` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:147",
        why=(
            "keyword `model`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `model` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:148",
        why=(
            "keyword `choices`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `choices` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponse",
        location="vllm_omni/entrypoints/openai/batch_serving.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:151",
        why=(
            "keyword `usage`: `ChatCompletionResponse` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `usage` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelList",
        location="vllm_omni/entrypoints/openai/models/serving.py:50",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:118",
        why=(
            "keyword `data`: `ModelList` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `data` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:106",
        why=(
            "keyword `id`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `id` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:110",
        why=(
            "keyword `root`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `root` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ModelCard",
        location="vllm_omni/entrypoints/openai/models/serving.py:52",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:113",
        why=(
            "keyword `permission`: `ModelCard` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `permission` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.ChatCompletionMessageParam",
        location="vllm_omni/entrypoints/openai/serving_chat.py:21",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/types.py:316",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); ChatCompletionMessageParam moved to "
            "vllm/renderers/chat_utils/types.py. The import is module-level and unguarded -> "
            "ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.ChatTemplateContentFormatOption",
        location="vllm_omni/entrypoints/openai/serving_chat.py:21",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/types.py:354",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); ChatTemplateContentFormatOption moved "
            "to vllm/renderers/chat_utils/types.py. The import is module-level and unguarded -> "
            "ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.ConversationMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:21",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/types.py:324",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); ConversationMessage moved to "
            "vllm/renderers/chat_utils/types.py. The import is module-level and unguarded -> "
            "ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.make_tool_call_id",
        location="vllm_omni/entrypoints/openai/serving_chat.py:21",
        verdict=TRUE,
        vllm_evidence="vllm/renderers/chat_utils/tool_call.py:27",
        why=(
            "vllm.entrypoints.chat_utils does not exist in 0.33.0 (no chat_utils.py, no "
            "__getattr__ in vllm/entrypoints/__init__.py); make_tool_call_id moved to "
            "vllm/renderers/chat_utils/tool_call.py. The import is module-level and unguarded -> "
            "ModuleNotFoundError"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.entrypoints.openai.chat_completion.serving.OpenAIServingChat.__new__",
        location="vllm_omni/entrypoints/openai/serving_chat.py:373",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/serving.py:123",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2433",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2484",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2484",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:114",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:120",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:121",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:123",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2486",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:125",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2636",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:83",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2643",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:114",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:120",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:121",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:123",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2649",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:125",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2680",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2685",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:83",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2691",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:321",
        why=(
            "keyword `name`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `name` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2691",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:322",
        why=(
            "keyword `arguments`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `arguments` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.entrypoints.chat_utils.make_tool_call_id",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2709",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/renderers/chat_utils/tool_call.py:27",
        why="use of make_tool_call_id, whose import at line 21 fails",
        root="vllm_omni/entrypoints/openai/serving_chat.py:21",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:83",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2716",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2722",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:321",
        why=(
            "keyword `name`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `name` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.FunctionCall",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2722",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:322",
        why=(
            "keyword `arguments`: `FunctionCall` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `arguments` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2735",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2757",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:83",
        why=(
            "keyword `tool_calls`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `tool_calls` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2773",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:86",
        why=(
            "keyword `reasoning`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `reasoning` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2785",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:78",
        why=(
            "keyword `content`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:114",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:120",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:121",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:123",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:125",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2787",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:128",
        why=(
            "keyword `token_ids`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `token_ids` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:136",
        why=(
            "keyword `prompt_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `prompt_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:138",
        why=(
            "keyword `completion_tokens`: `UsageInfo` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `completion_tokens` is a declared '
            "field, and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.UsageInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2815",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:137",
        why=(
            "keyword `total_tokens`: `UsageInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `total_tokens` is a declared field, and pydantic\'s generated '
            "__init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:169",
        why=(
            "keyword `index`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:174",
        why=(
            "keyword `delta`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `delta` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:175",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:176",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:177",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol=(
            "vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseStreamChoice"
        ),
        location="vllm_omni/entrypoints/openai/serving_chat.py:2894",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:179",
        why=(
            "keyword `token_ids`: `ChatCompletionResponseStreamChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `token_ids` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2896",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:357",
        why=(
            "keyword `role`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2896",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "keyword `content`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2956",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:357",
        why=(
            "keyword `role`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.generate.base.protocol.DeltaMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2956",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/protocol.py:358",
        why=(
            "keyword `content`: `DeltaMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `content` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2966",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:77",
        why=(
            "keyword `role`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `role` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatMessage",
        location="vllm_omni/entrypoints/openai/serving_chat.py:2966",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:81",
        why=(
            "keyword `audio`: `ChatMessage` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `audio` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:114",
        why=(
            "keyword `index`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `index` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:120",
        why=(
            "keyword `message`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `message` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:121",
        why=(
            "keyword `logprobs`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `logprobs` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:123",
        why=(
            "keyword `finish_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `finish_reason` is a declared field, '
            "and pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.openai.chat_completion.protocol.ChatCompletionResponseChoice",
        location="vllm_omni/entrypoints/openai/serving_chat.py:3078",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/openai/chat_completion/protocol.py:125",
        why=(
            "keyword `stop_reason`: `ChatCompletionResponseChoice` is a pydantic model "
            '(OpenAIBaseModel(BaseModel), extra="allow"); `stop_reason` is a declared field, and '
            "pydantic's generated __init__ takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorResponse",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4142",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:87",
        why=(
            "keyword `error`: `ErrorResponse` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `error` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:80",
        why=(
            "keyword `message`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `message` is a declared field, and pydantic\'s generated __init__ '
            "takes every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:81",
        why=(
            "keyword `type`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `type` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.entrypoints.serve.engine.protocol.ErrorInfo",
        location="vllm_omni/entrypoints/openai/serving_chat.py:4143",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/serve/engine/protocol.py:83",
        why=(
            "keyword `code`: `ErrorInfo` is a pydantic model (OpenAIBaseModel(BaseModel), "
            'extra="allow"); `code` is a declared field, and pydantic\'s generated __init__ takes '
            "every field as a keyword"
        ),
        pattern="pydantic-field",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.entrypoints.generate.base.serving.GenerateBaseServing.__new__",
        location="vllm_omni/entrypoints/openai/serving_speech.py:363",
        verdict=FALSE,
        vllm_evidence="vllm/entrypoints/generate/base/serving.py:129",
        why="`Cls.__new__(Cls)` is object.__new__, which every class inherits",
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.engine.protocol.EngineClient.abort",
        location="vllm_omni/entrypoints/openai/serving_video.py:279",
        verdict=FALSE,
        vllm_evidence="vllm/engine/protocol.py:133",
        why=(
            "keyword `timeout`: self._engine_client is only annotated EngineClient; every caller "
            "passes vllm-omni's AsyncOmni (api_server.py:832/1189 pass the engine_client built at "
            "api_server.py:607-609; serving_video.py:712 casts it to AsyncOmni), whose `async def "
            "abort(self, request_id, *, timeout=None)` (async_omni.py:605) accepts timeout"
        ),
        pattern="wrong-class-inferred",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.encoder_loaded",
        location="vllm_omni/entrypoints/openai/tts_adapters/voxtral.py:103",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            "collective_rpc('encoder_loaded') is answered by vllm-omni's worker class "
            "OmniGPUWorkerBase(GPUWorker), which defines encoder_loaded (worker/base.py:322)"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._get_mm_fields_config",
        location="vllm_omni/inputs/mm_processor.py:16",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1153",
        why=(
            "OmniMultiModalProcessor is a generic intermediate base that is never instantiated or "
            "registered; only its model subclasses (Audex, CovoAudio, CosyVoice3, GLMTTS, "
            "HunyuanImage3) are registered with MULTIMODAL_REGISTRY.register_processor, and they "
            "implement the abstract methods"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.33.0",
        kind="abstract-method-not-implemented",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._get_prompt_updates",
        location="vllm_omni/inputs/mm_processor.py:16",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1162",
        why=(
            "OmniMultiModalProcessor is a generic intermediate base that is never instantiated or "
            "registered; only its model subclasses (Audex, CovoAudio, CosyVoice3, GLMTTS, "
            "HunyuanImage3) are registered with MULTIMODAL_REGISTRY.register_processor, and they "
            "implement the abstract methods"
        ),
        pattern="abstract-not-instantiated",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.multimodal.processing.BaseMultiModalProcessor._get_hf_mm_data",
        location="vllm_omni/inputs/mm_processor.py:36",
        verdict=TRUE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1233",
        why=(
            "0.33.0's BaseMultiModalProcessor has no _get_hf_mm_data (0.30.0 processor.py:1155); "
            "it became _get_hf_mm_inputs(mm_items, hf_kwargs), and no consumer class defines it -> "
            "AttributeError when the override runs"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="too-many-positional",
        symbol="vllm.multimodal.processing.BaseMultiModalProcessor._call_hf_processor",
        location="vllm_omni/inputs/mm_processor.py:37",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1287",
        why=(
            "`self` in OmniMultiModalProcessor (an abstract intermediate base) is always one of "
            "its concrete subclasses, and each defines _call_hf_processor(self, prompt, mm_data, "
            "mm_kwargs, tok_kwargs) (audex_omni_processing.py:181, covo_audio.py:98, cosyvoice3."
            "py:291, glm_tts.py:499, hunyuan_image3.py:1034), which the 4-argument call binds to"
        ),
        pattern="defined-in-every-subclass",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/audex/audex_omni.py:137",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._call_hf_processor",
        location="vllm_omni/model_executor/models/audex/audex_omni_processing.py:181",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1326",
        why=(
            "vLLM's only call `self._call_hf_processor(hf_data, hf_kwargs)` is inside "
            "BaseMultiModalProcessor._apply_hf_processor_main, which the consumer's "
            "OmniMultiModalProcessor overrides (inputs/mm_processor.py:26) and never calls via "
            "super(); the override is only called by that consumer method with 4 arguments"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsLoRA.__init__",
        location="vllm_omni/model_executor/models/audex/audex_thinker.py:363",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:720",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsLoRA, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/auk/auk.py:92",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.register_buffer",
        location="vllm_omni/model_executor/models/auk/auk.py:124",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`register_buffer` is inherited from torch.nn.Module, the first base of the consumer "
            "class (class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to "
            "nn.Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.register_buffer",
        location="vllm_omni/model_executor/models/auk/auk.py:125",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`register_buffer` is inherited from torch.nn.Module, the first base of the consumer "
            "class (class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to "
            "nn.Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.models.interfaces.SupportsMRoPE.get_mrope_input_positions",
        location="vllm_omni/model_executor/models/auk/auk.py:158",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:1630",
        why=(
            "vLLM's 2-argument call is in GPUModelRunner._init_mrope_positions, which vllm-omni's "
            "OmniGPUModelRunner overrides (worker/gpu_model_runner.py:380) to pass hf_config=, "
            "image_grid_thw=, video_grid_thw=, ... filtered by the model's signature; AuK's deploy "
            "config (deploy/auk.yaml) does not select the v2 runner (use_v2_model_runner defaults "
            "to False), so RopeState's 2-argument call is not used"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:234",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:251",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:291",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.shape",
        location="vllm_omni/model_executor/models/auk/auk.py:291",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.shape` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:294",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.shape",
        location="vllm_omni/model_executor/models/auk/auk.py:294",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.shape` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.copy_",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.copy_` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_weights.device",
        location="vllm_omni/model_executor/models/auk/auk.py:296",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_weights` with self.register_buffer (auk.py:124-125); torch.nn.Module."
            "__getattr__ serves buffers, and `layer_weights.device` is then an ordinary torch."
            "Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale.copy_",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and `layer_scale.copy_` is then an ordinary torch.Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and the read gets the tensor"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.layer_scale.device",
        location="vllm_omni/model_executor/models/auk/auk.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "AuKForConditionalGeneration(nn.Module, SupportsMultiModal, ...) registers "
            "`layer_scale` with self.register_buffer (auk.py:124-125); torch.nn.Module.__getattr__ "
            "serves buffers, and `layer_scale.device` is then an ordinary torch.Tensor member"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.multimodal.processing.BaseMultiModalProcessor._get_hf_mm_data",
        location="vllm_omni/model_executor/models/bagel/bagel.py:265",
        verdict=TRUE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1233",
        why=(
            "0.33.0's BaseMultiModalProcessor has no _get_hf_mm_data (0.30.0 processor.py:1155); "
            "it became _get_hf_mm_inputs(mm_items, hf_kwargs), and no consumer class defines it -> "
            "AttributeError when the override runs"
        ),
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._call_hf_processor",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:291",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1326",
        why=(
            "vLLM's only call `self._call_hf_processor(hf_data, hf_kwargs)` is inside "
            "BaseMultiModalProcessor._apply_hf_processor_main, which the consumer's "
            "OmniMultiModalProcessor overrides (inputs/mm_processor.py:26) and never calls via "
            "super(); the override is only called by that consumer method with 4 arguments"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.multimodal.processing.BaseDummyInputsBuilder.get_dummy_processor_inputs",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:473",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/dummy_inputs.py:27",
        why=(
            "in 0.33.0 nothing calls get_dummy_processor_inputs (no caller in vllm/** nor in "
            "vllm_omni), so CosyVoice3DummyInputsBuilder.get_dummy_processor_inputs and its "
            "super() call never run; the base method is gone but the override is dead code"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.__init__",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:494",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.parameters",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:1250",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`parameters` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.interfaces.SupportsMultiModal.parameters",
        location="vllm_omni/model_executor/models/cosyvoice3/cosyvoice3.py:1283",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:178",
        why=(
            "`parameters` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsMultiModal, ...)); super().__init__() resolves to nn."
            "Module.__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.multimodal.processing.processor.BaseMultiModalProcessor._call_hf_processor",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio.py:98",
        verdict=FALSE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1326",
        why=(
            "vLLM's only call `self._call_hf_processor(hf_data, hf_kwargs)` is inside "
            "BaseMultiModalProcessor._apply_hf_processor_main, which the consumer's "
            "OmniMultiModalProcessor overrides (inputs/mm_processor.py:26) and never calls via "
            "super(); the override is only called by that consumer method with 4 arguments"
        ),
        pattern="override-not-called",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.SupportsPP.__init__",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio.py:202",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:808",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsPP, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.model_executor.models.SupportsPP.__init__",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio_code2wav.py:23",
        verdict=FALSE,
        vllm_evidence="vllm/model_executor/models/interfaces.py:808",
        why=(
            "`__init__` is inherited from torch.nn.Module, the first base of the consumer class "
            "(class ...(nn.Module, SupportsPP, ...)); super().__init__() resolves to nn.Module."
            "__init__"
        ),
        pattern="non-vllm-base-member",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.model_executor.models.interfaces.SupportsPP.forward",
        location="vllm_omni/model_executor/models/covo_audio/covo_audio_code2wav.py:74",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_model_runner.py:3611",
        why=(
            "the runners call the model only by keyword: self.model(input_ids=..., positions=..., "
            "intermediate_tensors=..., inputs_embeds=..., **model_kwargs) (also vllm-omni's "
            "gpu_generation_model_runner.py:859); the override forward(self, input_ids, **kwargs) "
            "accepts that; the Protocol's positional signature is not how vLLM calls it"
        ),
        pattern="var-kwargs-override",
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol=(
            "vllm.multimodal.processing.processor.BaseMultiModalProcessor._apply_hf_processor_main"
        ),
        location="vllm_omni/inputs/mm_processor.py:26",
        verdict=TRUE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1468",
        why=(
            "0.33.0's BaseMultiModalProcessor._apply_hf_processor calls self."
            "_apply_hf_processor_main(mm_items=..., hf_kwargs=...) (also :1532 in "
            "_cached_apply_hf_processor); OmniMultiModalProcessor overrides it as (self, mm_items, "
            "hf_processor_mm_kwargs) with no **kwargs -> TypeError for every registered Omni "
            "processor subclass (0.30.0 passed hf_processor_mm_kwargs=)"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol=(
            "vllm.multimodal.processing.processor.BaseMultiModalProcessor._apply_hf_processor_main"
        ),
        location="vllm_omni/model_executor/models/bagel/bagel.py:259",
        verdict=TRUE,
        vllm_evidence="vllm/multimodal/processing/processor.py:1468",
        why=(
            "vLLM 0.33.0 calls _apply_hf_processor_main(mm_items=..., hf_kwargs=...) from "
            "_apply_hf_processor (reached from bagel's own _cached_apply_hf_processor override and "
            "the base apply); OmniBagelMultiModalProcessor's override takes (mm_items, "
            "hf_processor_mm_kwargs) -> TypeError"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.v1.utils.APIServerProcessManager.__init__",
        location="vllm_omni/entrypoints/cli/serve.py:1221",
        verdict=TRUE,
        vllm_evidence="vllm/v1/utils.py:174",
        why=(
            "`APIServerProcessManager.__init__(manager, **manager_kwargs)` forwards "
            "input_addresses=/output_addresses= (serve.py:1273-1282); 0.33.0's "
            "__init__(listen_address, sock, args, num_servers, input_listeners, output_listeners, "
            "target_server_fn=None, stats_update_address=None, tensor_queue=None) has neither and "
            "no **kwargs -> TypeError on the multi-API-server path"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.lora.request.LoRARequest.tensorizer_config_dict",
        location="vllm_omni/diffusion/lora/manager.py:316",
        verdict=TRUE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "0.33.0's LoRARequest (msgspec.Struct) no longer has the tensorizer_config_dict field "
            "(0.30.0 request.py:29) and no __getattr__ -> AttributeError while building the "
            "from_local_dir call"
        ),
        before=False,
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.lora.request.LoRARequest.tensorizer_config_dict",
        location="vllm_omni/diffusion/lora/manager.py:327",
        verdict=CONSEQUENCE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "same missing LoRARequest field, second read (argument to LoRAModel."
            "from_local_checkpoint)"
        ),
        before=False,
        root="vllm_omni/diffusion/lora/manager.py:316",  # normalised: a later use of the same missing member in this module
    ),
)
