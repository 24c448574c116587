"""Hand-verified (HELD OUT, 2026-12-08): sabi-mla-vllm 0.2.0 against vLLM 0.31.0 (target) and 0.33.0.

Held out: the engine was never tuned on sabi-mla-vllm. The rows are every `broken` (finding,
release) pair the engine reported before any change made for it (2026-12-08, engine of commit
88a3b37, `python -m compat.cli drift --consumer sabi-mla-vllm==0.2.0 --vllm 0.31.0 --vllm 0.33.0
--baseline none|0.31.0 --format json --no-write`): absolute mode 2 `broken` at 0.31.0 and 2 at
0.33.0, all FALSE; `--baseline 0.31.0` none (the same 2 `pre-existing` at each release). Besides,
16 `unknown` per release: 13 members that "may come from torch.nn.Module" (MLAAttention.W_UV,
the linear layers' `weight`, register_buffer, named_parameters, and the buffers the consumer
registers itself: residual_query, rotary_query, hidden_down_weight, hidden_rotary_weight,
mean_v) and 3 on objects it cannot look inside (ModelRegistry.get_supported_archs /
register_model, current_platform.get_device_capability); none is a break.

How this was made (by reading source files, not by this project's tool):
* Consumer: sabi_mla_vllm-0.2.0-py3-none-any.whl (sha256 in WHEEL_SHA256), a general plugin
  (`vllm.general_plugins` sabi_mla = sabi_mla_vllm.plugin:register) that serves a Qwen3.5
  hybrid with multi-head latent attention on its 16 full-attention layers. register()
  (registration.py:85-106), in every vLLM process: registers a `sabi_mla` config class
  (a subclass of vLLM's, else Transformers', Qwen3_5Config), the architecture
  SabiMlaForConditionalGeneration by module path, a config hook in MODELS_CONFIG_MAP, and
  patches.apply() (patches.py: ModelArchConfigConvertorBase.is_deepseek_mla / get_head_size,
  mla_attention.get_mla_dims, the MLA prefill-backend selector). The model class (model.py:587)
  subclasses Qwen3_5ForConditionalGeneration and, while it is built, swaps qwen3_5's
  Qwen3_5DecoderLayer / Qwen3NextAttention module globals for its own layers: a Qwen3NextAttention
  subclass holding an MLAAttention subclass (SharedMLAAttentionLayer) with its own backend
  (SharedRotaryMLABackend(TritonMLABackend), impl SharedRotaryMLAImpl(LatentTritonMLAImpl
  (TritonMLAImpl)), the latter vendored in _vendor/latent_mla). It also wraps
  GPUModelRunner.initialize_kv_cache to run a kernel self-check. Its constructor first calls
  support.guard (model.py:597): a vLLM version not in TESTED (0.22.1-0.28.0, 0.31.0) raises
  RuntimeError unless SABI_MLA_ALLOW_UNTESTED=1, so on 0.33.0 the model is refused by default
  (with the override it runs). Console script `sabi-mla-serve` wraps `vllm serve`. Target:
  `Requires-Dist: vllm!=0.25.0,!=0.27.0,!=0.29.*,!=0.30.*,<=0.31.0,>=0.22.1`: the newest it
  admits (the README's tested matrix lists 0.31.0 on H100 and B300).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm... import` (an `ast` walk of the wheel
  against each sdist: all resolve; vllm.distributed re-exports get_tensor_model_parallel_rank
  by `from .parallel_state import *`); the patched names (is_deepseek_mla, get_head_size take
  only self and are called so; get_mla_dims is imported inside the functions that call it, e.g.
  v1/attention/backends/mla/prefill/flash_attn.py:182, so the module patch reaches them;
  prefill/selector.get_mla_prefill_backend(vllm_config) is still there at 0.33.0);
  _CONFIG_REGISTRY (a LazyConfigDict that returns class values as they are; `qwen3_5` is gone
  from it at 0.33.0, where the try falls back to Transformers' class), MODELS_CONFIG_MAP and
  VerifyAndUpdateConfig; the MLAAttention keywords (prefill_backend_cls and attn_backend at
  both), the overrides against vLLM's calls (forward_mha with (q, kv_c, k_pe, kv_cache,
  attn_metadata, k_scale, output=, output_scale=), forward_mqa(q, kv_cache, attn_metadata,
  layer), _v_up_proj(x, out), process_weights_after_loading(act_dtype)); the ContextChunk /
  ChunkedContextMetadata fields, init_mla_context_partial, accumulate_mla_context_chunk,
  merge_attn_states(prefill_tokens_with_context=), vllm_flash_attn's flash_attn_varlen_func
  keywords (q_v, seqused_k, block_table, num_splits, fa_version); Qwen3_5DecoderLayer's call
  of Qwen3NextAttention (0.33.0 adds `mrope_positions_factor=`, which the subclass passes on
  through **kwargs to a base that takes it); ColumnParallelLinear; the
  initialize_kv_cache(kv_cache_config, is_profiling, ...) calls; ModelRegistry. 0.33.0's
  TritonMLAImpl.reserve_workspace, now called from forward_impl, is inherited. No break of a
  kind this project names was found at either release. Not read: Transformers' Qwen3_5Config
  (the class the config hook and the 0.33.0 fallback rest on) and the vendored Triton kernel
  (no vLLM import).
* Not rows (no kind of this project's checks says it), a real break under a configuration, at
  0.31.0 and 0.33.0: with the diagnostic switch SABI_MLA_PROJ_FP32=1 (model.py:48-56, off by
  default, not in the README's table) install_compact_decoder assigns plain FP32 tensors to
  `attention.W_UK_T` / `attention.W_UV` (backend.py:469-470), which vLLM now registers as
  nn.Parameters (replace_parameter in MLAAttention.process_weights_after_loading,
  model_executor/layers/attention/mla_attention.py:1324-1326 at 0.31.0, :1347-1349 at 0.33.0;
  model_executor/utils.py:144 / :149 setattr of a new Parameter): torch's Module.__setattr__ raises
  TypeError ("cannot assign ... as parameter") at model load. At 0.22.1 they were plain
  attributes (mla_attention.py:920-922).
"""

from tests.handverified.corpus import FALSE, Row

CONSUMER = "sabi-mla-vllm==0.2.0"
WHEEL_SHA256 = "76ba0916d24cd741ef0125ed5ca217f5af2e2513a3d1e43bbe32c1f2f026b843"
SDISTS = {
    "0.31.0": "dde46f1efbe846e5bd0c5c4ec6ec71842c42254c7ff3d9bebb2a57028715d380",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_IMPL = "vllm.v1.attention.backends.mla.triton_mla.TritonMLAImpl."
_SET_BY_CONSUMER = (
    "`self.{member}` is a member the consumer sets on its own impl: install_compact_decoder "
    "(backend.py:442-449) does `attention.impl.{member} = attention.{source}`, and "
    "SharedMLAAttentionLayer.process_weights_after_loading calls it right after vLLM's own "
    "(model.py:195-197), which derives W_UK_T / W_UV (mla_attention.py:{derive}). vLLM runs "
    "that hook on every attention layer once the weights are loaded ({loader}, "
    "is_deferred_attention_layer), before any forward; the read is in SharedRotaryMLAImpl."
    "{method}, reached from MLAAttention.forward_impl's impl.forward_mha (mla_attention.py:"
    "{mha}). The engine resolves `self` to TritonMLAImpl through the vendored "
    "LatentTritonMLAImpl base and does not see the assignment made from a module-level "
    "function{extra}"
)
_REFUSED_033 = (
    ". Besides, on 0.33.0 the model's constructor refuses the release unless "
    "SABI_MLA_ALLOW_UNTESTED=1 (support.guard, model.py:597: 0.33.0 is not in TESTED); with "
    "the override the member is set as on 0.31.0"
)
_AT = {
    "0.31.0": {"loader": 190, "derive": "1324-1326", "mha": 1012, "extra": ""},
    "0.33.0": {"loader": 206, "derive": "1347-1349", "mha": 1019, "extra": _REFUSED_033},
}
_READS = (
    ("query_absorb_weight", "W_UK_T", 223, "_q_compact"),
    ("value_up_weight", "W_UV", 432, "forward_mha"),
)


def _row(vllm: str, member: str, source: str, line: int, method: str) -> Row:
    at = _AT[vllm]
    loader = f"vllm/model_executor/model_loader/utils.py:{at['loader']}"
    return Row(
        vllm=vllm,
        kind="missing-attribute",
        symbol=_IMPL + member,
        location=f"sabi_mla_vllm/backend.py:{line}",
        verdict=FALSE,
        vllm_evidence=loader,
        why=_SET_BY_CONSUMER.format(
            member=member,
            source=source,
            derive=at["derive"],
            loader=loader,
            method=method,
            mha=at["mha"],
            extra=at["extra"],
        ),
        pattern="consumer-added-member",
    )


ROWS = tuple(_row(v, *read) for v in ("0.31.0", "0.33.0") for read in _READS)
