"""Hand-verified (HELD OUT, 2026-12-03): vllm-mblt 0.8.0 against vLLM 0.11.2 (target) and 0.33.0.

Held out: the engine was never tuned on vllm-mblt. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-03, engine of commit
90cfb1a, `python -m compat.cli drift --consumer vllm-mblt==0.8.0 --vllm 0.11.2 --vllm 0.33.0
--baseline none|0.11.2 --format json --no-write`): absolute mode none at 0.11.2 and 13 at
0.33.0 (9 pairs: six findings at one call, four of one kind and two of another); `--baseline
0.11.2` the same; plus two TRUE breaks the engine filed `unknown` (`before=False`).

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_mblt-0.8.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a platform plugin
  (`vllm.platform_plugins` mblt = vllm_mblt:register, returning
  "vllm_mblt.mblt_platform.MbltPlatform"; `vllm.general_plugins` mblt_models registers its NPU
  model classes by string with ModelRegistry, vllm_mblt/__init__.py:8-48). MbltPlatform sets
  `parallel_config.worker_cls = "vllm_mblt.mblt_worker.MbltWorker"` (mblt_platform.py:419);
  mblt_worker.py imports models/modeling_vl_utils.py at top level (:33); models/
  modeling_qwen3_asr.py is loaded by vLLM when a Qwen3-ASR checkpoint is served. Target: wheel
  METADATA and sdist PKG-INFO `Requires-Dist: vllm<=0.11.2,>=0.11.2` (exact pin; the package
  index's JSON summary shows another requirement, the files of the release do not).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Each missing name counts once, even where an earlier failure in the same module stops Python
  first (modeling_qwen3_asr.py:27 fails before :40): each is a fix the upgrade needs; the
  failing call inside an override whose signature vLLM can no longer call (:109, :113) is
  counted the same way.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: the five
  missing at 0.33.0 are rows); every method the consumer overrides on a vLLM base whose
  signature differs between the releases (an `ast` walk over MbltPlatform, MbltWorker and the
  model / processor classes), each checked against vLLM's call site: validate_request and
  get_generation_prompt are the `before=False` rows (the engine found both mismatches but filed
  them `unknown`, not knowing that vLLM's `current_platform` is the plugin's platform class and
  that `model_cls` is the class registered by string); MbltWorker.load_model(self) is called
  with load_dummy_weights= only by elastic expert parallelism (distributed/elastic_ep/
  elastic_execute.py:271), which this NPU platform never enables; MbltWorker.initialize_cache
  and _get_data_parser override methods 0.33.0 no longer has (never called; not a crash).
  Not read: the 59 `unknown` member uses on worker / config objects beyond the rows.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "vllm-mblt==0.8.0"
WHEEL_SHA256 = "8022fab6827dbed0335a068da72ca4399bbdc642389d47110feecfa78028daea"
SDISTS = {
    "0.11.2": "496d15bb64ca0fe73adbc57a93b29f4671fa12404c09e0ba02f777bfe60af671",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_ASR = "vllm_mblt/models/modeling_qwen3_asr.py"
_VL = "vllm_mblt/models/modeling_vl_utils.py"
_PROC = "vllm.multimodal.processing.BaseMultiModalProcessor._call_hf_processor"
_ASR_WHEN = (
    "modeling_qwen3_asr is loaded by vLLM when a Qwen3-ASR checkpoint is served (registered by "
    "string, vllm_mblt/__init__.py:38-41)"
)


def _new(
    kind: str, symbol: str, location: str, evidence: str, why: str, before: bool = True
) -> Row:
    return Row("0.33.0", kind, symbol, location, TRUE, evidence, why, before=before)


ROWS = (
    _new(
        "missing-symbol",
        "vllm.multimodal.inputs.MultiModalDataDict",
        f"{_ASR}:27",
        "vllm/inputs/llm.py:45",
        "vllm.multimodal.inputs defines no MultiModalDataDict at 0.33.0 (it moved to "
        f"vllm/inputs/llm.py:45; 0.11.2 multimodal/inputs.py:123); {_ASR_WHEN}",
    ),
    _new(
        "missing-module",
        "vllm.multimodal.profiling.BaseDummyInputsBuilder",
        f"{_ASR}:40",
        "vllm/multimodal/processing/dummy_inputs.py:27",
        "vllm/multimodal/profiling.py is gone (the class is at processing/dummy_inputs.py:27); "
        f"{_ASR_WHEN}",
    ),
    _new(
        "missing-module",
        "vllm.multimodal.profiling.BaseDummyOptions",
        f"{_ASR}:40",
        "vllm/config/multimodal.py:212",
        f"vllm/multimodal/profiling.py is gone (the class is at config/multimodal.py:212); {_ASR_WHEN}",
    ),
    _new(
        "override-signature-mismatch",
        "vllm.multimodal.processing.processor.BaseMultiModalProcessor._call_hf_processor",
        f"{_ASR}:89",
        "vllm/multimodal/processing/processor.py:1326",
        "vLLM 0.33.0 calls `self._call_hf_processor(hf_data, hf_kwargs)` (processor.py:1326; "
        "base signature :1287); the override takes (prompt, mm_data, mm_kwargs, tok_kwargs): "
        f"TypeError on every audio request; {_ASR_WHEN}",
    ),
    _new(
        "missing-method",
        "vllm.multimodal.processing.BaseMultiModalProcessor._apply_hf_processor_tokens_only",
        f"{_ASR}:109",
        "vllm/multimodal/processing/processor.py:1032",
        "BaseMultiModalProcessor (processor.py:1032) has no _apply_hf_processor_tokens_only at "
        "0.33.0 (0.11.2 multimodal/processing.py:1520); the override's text-only branch calls it",
    ),
    _new(
        "unexpected-keyword",
        _PROC,
        f"{_ASR}:113",
        "vllm/multimodal/processing/processor.py:1287",
        "`super()._call_hf_processor(prompt=..., mm_data=..., mm_kwargs=..., tok_kwargs=...)`; "
        "0.33.0's _call_hf_processor(self, hf_data, hf_kwargs) (processor.py:1287) takes none "
        "of these keywords",
    ),
    _new(
        "missing-required-argument",
        _PROC,
        f"{_ASR}:113",
        "vllm/multimodal/processing/processor.py:1287",
        "the same call gives neither hf_data nor hf_kwargs, both required at 0.33.0 "
        "(processor.py:1287-1291)",
    ),
    _new(
        "missing-symbol",
        "vllm.multimodal.inputs.MultiModalUUIDDict",
        f"{_VL}:4",
        "vllm/inputs/llm.py:53",
        "vllm.multimodal.inputs defines no MultiModalUUIDDict at 0.33.0 (moved to "
        "vllm/inputs/llm.py:53); modeling_vl_utils is imported at top level by mblt_worker.py:33, "
        "the worker class the platform sets (mblt_platform.py:419): the worker cannot start",
    ),
    _new(
        "missing-symbol",
        "vllm.multimodal.processing.MultiModalProcessingInfo",
        f"{_VL}:6",
        "vllm/multimodal/processing/__init__.py:17",
        "vllm.multimodal.processing (a package at 0.33.0, __all__ at __init__.py:17) has no "
        "MultiModalProcessingInfo (0.11.2 multimodal/processing.py:1216); same import chain as "
        "the row above",
    ),
    _new(
        "override-signature-mismatch",
        "vllm.platforms.interface.Platform.validate_request",
        "vllm_mblt/mblt_platform.py:400",
        "vllm/v1/engine/input_processor.py:430",
        "vLLM 0.33.0 calls `current_platform.validate_request(engine_input, params)` "
        "(input_processor.py:430) for every request; MbltPlatform, the platform the plugin "
        "selects, overrides it as (cls, prompt, params, processed_inputs) (the 0.11.2 form, "
        "platforms/interface.py:520): TypeError, missing processed_inputs. The engine saw the "
        "mismatch and filed it `unknown` (it does not link the platform plugin's class to "
        "`current_platform`)",
        before=False,
    ),
    _new(
        "override-signature-mismatch",
        "vllm.model_executor.models.interfaces.SupportsTranscription.get_generation_prompt",
        f"{_ASR}:275",
        "vllm/entrypoints/speech_to_text/base/serving.py:302",
        "vLLM 0.33.0's transcription endpoint calls `self.model_cls.get_generation_prompt("
        "stt_params)` (speech_to_text/base/serving.py:302; interfaces.py:1388); the override "
        "takes (audio, stt_config, model_config, language, task_type, request_prompt, "
        f"to_language), the 0.11.2 form: TypeError on every transcription; {_ASR_WHEN}. Filed "
        "`unknown` by the engine (model_cls is the class registered by string)",
        before=False,
    ),
)
