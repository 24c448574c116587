"""Hand-verified (HELD OUT, 2026-12-08): mimo-asr-vllm 0.1.1 against vLLM 0.30.0 (target) and 0.33.0.

Held out: the engine was never tuned on mimo-asr-vllm. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-08, engine of commit
88a3b37, `python -m compat.cli drift --consumer mimo-asr-vllm==0.1.1 --vllm 0.30.0 --vllm
0.33.0 --baseline none|0.30.0 --format json --no-write`): absolute mode 0 at 0.30.0 and 1 at
0.33.0 (TRUE); `--baseline 0.30.0` the same one at 0.33.0 (not pre-existing). Reading found no
other break. 6 `unknown` at each release, all uses the engine could not look inside
(ModelRegistry.get_supported_archs / register_model, `vllm.__version__.split`,
MULTIMODAL_REGISTRY.register_processor, `self.info.get_tokenizer` and `self.info.
get_max_audio_groups`, the latter the consumer's own method on its BaseProcessingInfo
subclass): all resolve at both releases (model_executor/models/registry.py:1123-1126 at
0.30.0, :1173-1176 at 0.33.0; multimodal/registry.py:154 / :82).

How this was made (by reading source files, not by this project's tool):
* Consumer: mimo_asr_vllm-0.1.1-py3-none-any.whl (sha256 in WHEEL_SHA256), an out-of-tree
  MiMo-V2.5-ASR model for vLLM. A general plugin (`vllm.general_plugins` mimo_asr =
  mimo_asr_vllm:register) runs in every vLLM process: it only warns when vLLM is not 0.30.x
  (__init__.py:31-41), registers `MiMoV2ASRForCausalLM` lazily as "mimo_asr_vllm.model:..."
  (:24-26) and wraps ModelConfig.get_diff_sampling_param (:71-94). model.py defines the
  multimodal processor (BaseProcessingInfo / BaseDummyInputsBuilder / BaseMultiModalProcessor
  subclasses, registered with MULTIMODAL_REGISTRY.register_processor, :281-285) and the model
  (nn.Module, SupportsMultiModal, SupportsTranscription) wrapping vLLM's Qwen2ForCausalLM; its
  get_speech_to_text_config patches `load_audio` / `split_audio` of vLLM's speech-to-text
  serving module (model.py:203-241). The console script `mimo-asr` (cli.py) runs `vllm serve`
  or a batch API over vllm.LLM (asr.py). Target: `Requires-Dist: vllm[audio]<0.31,>=0.30.0`
  (METADATA): the newest it admits.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm... import` / `import vllm...` (an `ast`
  walk over the wheel against each sdist: all resolve, the lazy `vllm.__getattr__` names
  included); the processor subclasses' overrides against the bases and how vLLM calls them
  (get_data_parser, get_supported_mm_limits, get_mm_max_tokens_per_item, get_dummy_text,
  get_dummy_mm_data, _get_mm_fields_config, _get_prompt_updates, the abstract methods), the
  calls into them (MultiModalDataParser keywords, _get_dummy_audios, MultiModalFieldConfig.
  batched, PromptUpdateDetails.select_token_id, PromptReplacement, MultiModalKwargsItems); the
  model's SupportsTranscription / SupportsMultiModal classmethods against serving.py's calls,
  SpeechToTextConfig / SpeechToTextParams fields, _mark_tower_model / _mark_language_model,
  Qwen2ForCausalLM, AutoWeightsLoader, WeightsMapper, cached_tokenizer_from_config; the two
  serving patches against serving.py's calls of load_audio / split_audio (keywords at both);
  the get_diff_sampling_param wrapper; LLM / EngineArgs keywords, LLM.generate, SamplingParams
  fields; load_audio, resample_audio_torchaudio, get_flash_attn_version and
  flash_attn_varlen_func keywords (the last two inside `except Exception`). Not read: the
  audio encoder's own torch code (no vLLM use) and the GPU kernels behind vLLM's calls.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "mimo-asr-vllm==0.1.1"
WHEEL_SHA256 = "7e0babeb84987b571a3cb25dcb9e908cd2f8d2eaf58dd973ca2d9c03e1df58de"
SDISTS = {
    "0.30.0": "5f8f4e890c042ffa1c3e103f81c35e2d96f60a0a175ac43a4adbae7006bef62b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        "0.33.0",
        "override-signature-mismatch",
        "vllm.multimodal.processing.processor.BaseMultiModalProcessor._apply_hf_processor_main",
        "mimo_asr_vllm/model.py:118",
        TRUE,
        "vllm/multimodal/processing/processor.py:1470 (the call passes `hf_kwargs=`; the base "
        "renamed its parameter to `hf_kwargs`, :1315-1318; `hf_processor_mm_kwargs=` at 0.30.0, "
        "processor.py:1369-1372)",
        "MiMoASRMultiModalProcessor._apply_hf_processor_main(self, mm_items, "
        "hf_processor_mm_kwargs) (model.py:118-137); at 0.33.0 vLLM calls it by keyword, "
        "`_apply_hf_processor_main(mm_items=..., hf_kwargs=...)`, in _apply_hf_processor "
        "(processor.py:1468-1471) and _cached_apply_hf_processor (:1532-1535), which apply "
        "(:1829) runs for every audio request and for the dummy profiling inputs "
        "(get_dummy_mm_inputs): TypeError (unexpected keyword argument 'hf_kwargs'). The plugin's "
        "version check only warns (__init__.py:38-41), so the model is registered and loaded",
    ),
)
