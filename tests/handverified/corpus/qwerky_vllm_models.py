"""Hand-verified (HELD OUT, 2026-12-08): qwerky-vllm-models 0.2.71 against vLLM 0.16.0 (target) and 0.33.0.

Held out: the engine was never tuned on qwerky-vllm-models. The rows are every `broken`
(finding, release) pair the engine reported before any change made for it (2026-12-08, engine
of commit 88a3b37, `python -m compat.cli drift --consumer qwerky-vllm-models==0.2.71 --vllm
0.16.0 --vllm 0.33.0 --baseline none|0.16.0 --format json --no-write`): absolute mode none at
0.16.0 and 7 at 0.33.0; `--baseline 0.16.0` the same 7 at 0.33.0 (none pre-existing). Besides
them, 10 `unknown` at each release (ModelRegistry.get_supported_archs / register_model,
`ColumnParallelLinear.weight` / `RowParallelLinear.weight`, current_platform.is_rocm: all
exist) and one `guarded` (model.py:97, the Sampler import with its vllm.v1.sample fallback).
Six breaks found by reading at 0.33.0 (`before=False`) and one no kind names (below).

How this was made (by reading source files, not by this project's tool):
* Consumer: qwerky_vllm_models-0.2.71-py3-none-any.whl (sha256 in WHEEL_SHA256), a general
  plugin (`vllm.general_plugins` qwerky_models = qwerky_vllm_models:register) that registers
  four architecture names, all one class, MambaInLlamaMambaForCausalLMNative, lazily as
  "qwerky_vllm_models.modeling:..." strings (__init__.py:104-138). When vLLM loads the model,
  modeling/__init__.py imports mixer.py, layers.py and model.py. Each vLLM import there is in a
  try/except ImportError; at both releases every one resolves except layers.sampler (the
  fallback resolves), so the vLLM branch of the Mamba-1 mixer is the one defined
  (MambaInLlamaMambaMixer(MambaBase, CustomOp), mixer.py:106-108). Its forward() calls the
  custom op it registers (mixer.py:743-748), which runs forward_cuda (:348-608) on every step:
  the prefill branch (:466-520) and the decode branch (:522-593). Target: `Requires-Dist:
  vllm>=0.14.0` (no upper bound); published 2026-03-03, the newest vLLM then is 0.16.0
  (2026-02-26; 0.17.0 came 2026-03-07).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm... import` / `import vllm` (an `ast`
  walk: all resolve at both, but model.py:97); the mixer against MambaBase / CustomOp /
  AttentionLayerBase (abstract get_state_shape, get_state_dtype, mamba_type: implemented; the
  register decorator); the calls: Merged/Column/RowParallelLinear, VocabParallelEmbedding,
  ParallelLMHead, LogitsProcessor, Sampler, RMSNorm, SiluAndMul, LlamaDecoderLayer,
  MambaMixer2 (keywords and arity match at both), set_weight_attrs, direct_register_custom_op,
  support_torch_compile, MambaStateShape/DtypeCalculator, get_kv_cache_torch_dtype, the
  kernels causal_conv1d_fn / _update (the rows), selective_scan_fn / selective_state_update
  (all keywords exist at both); what forward_cuda reads off the ForwardContext and the
  layer's Mamba1AttentionMetadata (rows); the config fields it reads and writes
  (CompilationConfig.static_forward_context / splitting_ops, CacheConfig.mamba_* /
  enable_prefix_caching: exist at both); the model class against IsHybrid / HasInnerState /
  SupportsMambaPrefixCaching and the vLLM calls of its classmethods. Not read: the fallback
  classes for a vLLM that lacks these modules (mixer.py:610-720, never defined at either
  release), the HF config module, the align-mode prefix-caching path (it needs
  get_mamba_state_copy_func, which the consumer lacks at both releases alike).
* Counting: one row per finding (five keywords at mixer.py:480, two at :546), and one row per
  missing metadata attribute at its first read; each counted as an independent cause, though
  at 0.33.0 the first failure of a step is ForwardContext.virtual_engine (:376), and the
  engine stops earlier still (below).
* Not rows (no kind of this project's checks says them), real breaks at 0.33.0:
  - the mixer's `mamba_type` property returns the string "mamba1" (mixer.py:324-327), the
    0.16.0 contract (v1/attention/selector.py:121-137 maps the string through
    MAMBA_TYPE_TO_BACKEND_MAP); at 0.33.0 MambaBase.mamba_type is a
    MambaAttentionBackendEnum (model_executor/layers/mamba/abstract.py:52-55) and
    MambaBase.get_attn_backend passes it to `_cached_get_mamba_attn_backend`, which asserts
    `isinstance(mamba_type, MambaAttentionBackendEnum)` (v1/attention/selector.py:242):
    AssertionError when the runner sets up the attention backends
    (v1/worker/gpu_model_runner.py:6663), before the first forward.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "qwerky-vllm-models==0.2.71"
WHEEL_SHA256 = "762a7c0df1627dfaa5892ab86d4fabf2a8ccb6948236e657a2d8b5bed085868d"
SDISTS = {
    "0.16.0": "1f684bb31fbef59d862e2fe666e23a41f1d39d93f86215ce1ce1db89a8f5665b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_MIXER = "qwerky_vllm_models/modeling/mixer.py"
_OPS = "vllm.model_executor.layers.mamba.ops.causal_conv1d."
_META = "vllm.v1.attention.backends.mamba1_attn.Mamba1AttentionMetadata."
_RUNS = (
    "forward_cuda runs on every model step through the custom op the mixer registers "
    "(mixer.py:342, :727-748)"
)
_FN = (
    "causal_conv1d_fn(..., {kw}=...) in the prefill branch (mixer.py:466-495, every step with "
    "a prefill): the keyword is passed unconditionally (None without prefix caching); 0.33.0's "
    "causal_conv1d_fn takes (x, weight, bias, conv_states, query_start_loc, cache_indices, "
    "has_initial_state, activation, pad_slot_id, null_block_id, metadata, validate_data) "
    "(ops/causal_conv1d.py:383-396), no **kwargs: TypeError. Present at 0.16.0 "
    f"(causal_conv1d.py:478-482). {_RUNS}"
)
_UPDATE = (
    "causal_conv1d_update(..., {kw}=...) in the decode branch (mixer.py:522-555, every decode "
    "step): passed unconditionally; 0.33.0's causal_conv1d_update takes (x, conv_state, "
    "weight, bias, activation, conv_state_indices, num_accepted_tokens, query_start_loc, "
    "max_query_len, null_block_id, validate_data, out) (ops/causal_conv1d.py:955-968), no "
    f"**kwargs: TypeError. Present at 0.16.0 (causal_conv1d.py:1080-1081). {_RUNS}"
)
_NO_FIELD = (
    "`layer_metadata.{attr}` on the layer's attention metadata (attn_metadata[self.prefix], "
    "built by Mamba1AttentionMetadataBuilder, metadata_cls = Mamba1AttentionMetadata, "
    "v1/attention/backends/mamba1_attn.py:29-36, the backend of mamba_type 'mamba1'); at "
    "0.33.0 BaseMambaAttentionMetadata (mamba_attn.py:31-80, a dataclass, no __getattr__) has "
    "state_indices_tensor_p / _d and no {attr} (0.16.0 mamba_attn.py:{old}): AttributeError. "
    "{when}. {runs} Missed by the engine (the metadata is read out of a dict it cannot type)"
)
_ALWAYS = "Read unconditionally on every step with attention metadata (mixer.py:383)"
_PREFIX = (
    "Read when prefix caching is on (CacheConfig.enable_prefix_caching, default True, "
    "config/cache.py:257; the model declares supports_mamba_prefix_caching, model.py:257)"
)
_AFTER = (
    "Read in the prefix-caching branch (mixer.py:397-416), after the read of "
    "block_idx_last_computed_token (:398), the row above; an independent cause as counted here"
)


def _fn(kw: str) -> Row:
    return Row(
        "0.33.0",
        "unexpected-keyword",
        _OPS + "causal_conv1d_fn",
        f"{_MIXER}:480",
        TRUE,
        "vllm/model_executor/layers/mamba/ops/causal_conv1d.py:383",
        _FN.format(kw=kw),
    )


def _update(kw: str) -> Row:
    return Row(
        "0.33.0",
        "unexpected-keyword",
        _OPS + "causal_conv1d_update",
        f"{_MIXER}:546",
        TRUE,
        "vllm/model_executor/layers/mamba/ops/causal_conv1d.py:955",
        _UPDATE.format(kw=kw),
    )


def _field(attr: str, line: int, old: int, when: str) -> Row:
    return Row(
        "0.33.0",
        "missing-attribute",
        _META + attr,
        f"{_MIXER}:{line}",
        TRUE,
        "vllm/v1/attention/backends/mamba_attn.py:31",
        _NO_FIELD.format(attr=attr, old=old, when=when, runs=_RUNS + "."),
        before=False,
    )


ROWS = (
    *(
        _fn(kw)
        for kw in (
            "block_idx_first_scheduled_token",
            "block_idx_last_scheduled_token",
            "initial_state_idx",
            "num_computed_tokens",
            "block_size_to_align",
        )
    ),
    *(_update(kw) for kw in ("block_idx_last_scheduled_token", "initial_state_idx")),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.forward_context.ForwardContext.virtual_engine",
        location=f"{_MIXER}:376",
        verdict=TRUE,
        vllm_evidence="vllm/forward_context.py:141",
        why="`self.kv_cache[forward_context.virtual_engine]` on the ForwardContext that "
        "get_forward_context() returns (forward_context.py:208, annotated); the 0.33.0 "
        "dataclass (forward_context.py:140-198, no __getattr__) has no virtual_engine "
        "(0.16.0 forward_context.py:213): AttributeError on every step with attention "
        "metadata, before any kernel runs. (At 0.33.0 MambaBase.bind_kv_cache also makes "
        "kv_cache the (conv, ssm) tuple itself, mamba/abstract.py:28-42, not 0.16.0's "
        f"one-element list, v1/worker/utils.py:203.) {_RUNS}. Missed by the engine (no finding "
        "at the line)",
        before=False,
    ),
    _field("state_indices_tensor", 383, 43, _ALWAYS),
    _field("block_idx_last_computed_token", 398, 49, _PREFIX),
    _field("block_idx_last_scheduled_token", 408, 47, _AFTER),
    _field("block_idx_first_scheduled_token_p", 414, 48, _AFTER),
    _field("num_computed_tokens_p", 416, 41, _AFTER),
)
