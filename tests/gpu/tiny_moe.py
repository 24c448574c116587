"""A tiny verifier of the user's family, built on the spot: DeepSeek-V3 (multi-head latent
attention, routed experts plus a shared one, the first layer dense), and the same weights
behind a Kimi-K2.5-style multimodal wrapper whose language model sits under `language_model`.

Nothing is downloaded. The config classes are the ones that ship: transformers'
`DeepseekV3Config` and `Kimi_K25Config` (vLLM reads `model_type: kimi_k25` with its own
`KimiK25Config`, and builds `KimiK25ForConditionalGeneration`, whose `language_model` is
vLLM's DeepSeek-V2/V3 model). The corpus, tokenizer and training loop are the tiny Llama's
(`tiny_model`), so greedy comparisons test vLLM, not near-ties between random logits.

The latent sizes are DeepSeek-V3's own (kv_lora_rank 512, rope head 64: an MLA head of 576),
because vLLM's Hopper MLA backends (FLASH_ATTN_MLA, FLASHMLA) accept only latent heads of 320
or 576 (`MLACommonBackend.get_supported_head_sizes`, 0.25.1); TRITON_MLA takes any. The
per-head sizes are DeepSeek-V3's too (qk_nope 128, rope 64, v 128): from vLLM 0.26.0 the MLA
prefill selector (`v1/attention/backends/mla/prefill/flash_attn.py`,
`supports_mla_dimensions`) refuses any other triple but GLM's and Mistral's ("No valid MLA
prefill backend found", seen on the H200 2026-12-03 with 64/64/64).
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tests.tiny_model import (
    _token_stream,
    build_tokenizer,
    corpus,
    train,
)

# Kimi-K2.5's media tokens: vLLM's KimiK25ProcessingInfo looks up `<|media_pad|>`.
MEDIA_TOKENS = ["<|media_begin|>", "<|media_content|>", "<|media_pad|>", "<|media_end|>"]
WRAPPER_ARCH = "KimiK25ForConditionalGeneration"
TEXT_ARCH = "DeepseekV3ForCausalLM"
# vLLM engines skip the vision tower (text-only workload; `_mark_tower_model` builds none when
# every modality of the tower is limited to 0). The legacy extractors build their own
# ModelConfig without it, so the checkpoint carries the (tiny, random) tower too.
TEXT_ONLY = {"limit_mm_per_prompt": {"vision_chunk": 0}}


@dataclass(frozen=True)
class MoeSpec:
    """Shape and training budget of the tiny DeepSeek-V3 (a few million parameters)."""

    layers: int = 4
    hidden: int = 256
    heads: int = 4
    q_lora_rank: int = 128
    kv_lora_rank: int = 512
    qk_nope_head_dim: int = 128
    qk_rope_head_dim: int = 64
    v_head_dim: int = 128
    intermediate: int = 512  # the dense first layer's MLP
    moe_intermediate: int = 128
    routed_experts: int = 4
    experts_per_token: int = 2
    shared_experts: int = 1
    first_dense: int = 1
    vocab: int = 2000
    max_positions: int = 4096
    train_steps: int = 300
    batch: int = 8
    window: int = 64
    lr: float = 1e-3
    weight_decay: float = 0.1
    grad_clip: float = 1.0
    seed: int = 0
    vision_hidden: int = 64  # the wrapper's tower: 1 block, never run by the suite's engines
    vision_layers: int = 1
    vision_heads: int = 2


def moe_tokenizer(spec: MoeSpec):
    """The tiny Llama's tokenizer plus Kimi-K2.5's media tokens (same text vocabulary)."""
    tokenizer = build_tokenizer(corpus(600, seed=spec.seed), spec.vocab - len(MEDIA_TOKENS))
    tokenizer.add_special_tokens({"additional_special_tokens": MEDIA_TOKENS})
    if len(tokenizer) > spec.vocab:
        raise ValueError(f"tokenizer has {len(tokenizer)} tokens, more than vocab={spec.vocab}")
    return tokenizer


def deepseek_v3_config(spec: MoeSpec, tokenizer):
    """transformers' DeepseekV3Config at the tiny size, with one expert group (n_group 1) and
    V3's routing (noaux_tc: sigmoid scores plus a correction bias) stated for vLLM."""
    from transformers import DeepseekV3Config

    return DeepseekV3Config(
        vocab_size=spec.vocab,
        hidden_size=spec.hidden,
        intermediate_size=spec.intermediate,
        moe_intermediate_size=spec.moe_intermediate,
        num_hidden_layers=spec.layers,
        num_attention_heads=spec.heads,
        num_key_value_heads=spec.heads,
        n_shared_experts=spec.shared_experts,
        n_routed_experts=spec.routed_experts,
        num_experts_per_tok=spec.experts_per_token,
        first_k_dense_replace=spec.first_dense,
        n_group=1,
        topk_group=1,
        q_lora_rank=spec.q_lora_rank,
        kv_lora_rank=spec.kv_lora_rank,
        qk_nope_head_dim=spec.qk_nope_head_dim,
        qk_rope_head_dim=spec.qk_rope_head_dim,
        v_head_dim=spec.v_head_dim,
        max_position_embeddings=spec.max_positions,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        tie_word_embeddings=False,
        num_mtp_layers=0,
        # What DeepSeek-V3's own config.json states and vLLM reads (its defaults are softmax
        # scores and no correction bias, `deepseek_v2.py`); transformers' V3 router is always
        # sigmoid + bias (noaux_tc) and keeps these as plain attributes.
        topk_method="noaux_tc",
        scoring_func="sigmoid",
    )


def vision_config(spec: MoeSpec) -> dict[str, Any]:
    """The tower's config, with the keys of both readers: transformers' Kimi_K25VisionConfig
    (pos_emb_*) and vLLM's KimiK25VisionConfig (init_pos_emb_*, merge and projector types)."""
    return {
        "patch_size": 14,
        "pos_emb_height": 8,
        "pos_emb_width": 8,
        "pos_emb_time": 4,
        "num_attention_heads": spec.vision_heads,
        "num_hidden_layers": spec.vision_layers,
        "hidden_size": spec.vision_hidden,
        "intermediate_size": 2 * spec.vision_hidden,
        "merge_kernel_size": [2, 2],
    }


VLLM_VISION_KEYS = {
    "init_pos_emb_height": 8,
    "init_pos_emb_width": 8,
    "init_pos_emb_time": 4,
    "pos_emb_type": "divided_fixed",
    "video_attn_type": "spatial_temporal",
    "merge_type": "sd2_tpool",
    "mm_projector_type": "patchmerger",
    "projector_hidden_act": "gelu",
    "projector_ln_eps": 1e-5,
}


def wrapper_config(spec: MoeSpec, text_config, tokenizer):
    """transformers' Kimi_K25Config around the text config (untied, media ids from the
    tokenizer)."""
    from transformers import Kimi_K25Config

    pad = tokenizer.convert_tokens_to_ids("<|media_pad|>")
    return Kimi_K25Config(
        text_config=text_config.to_dict(),
        vision_config=vision_config(spec),
        projection_hidden_size=spec.vision_hidden,
        image_token_id=pad,
        video_token_id=pad,
        vision_start_token_id=tokenizer.convert_tokens_to_ids("<|media_begin|>"),
        vision_end_token_id=tokenizer.convert_tokens_to_ids("<|media_end|>"),
        tie_word_embeddings=False,
        pad_token_id=tokenizer.pad_token_id,
    )


def _vllm_readable(folder: Path, spec: MoeSpec, tokenizer) -> None:
    """Add to the saved config.json what vLLM's own KimiK25Config reads (it ignores
    transformers' names) and the preprocessor config its fused image processor reads."""
    path = folder / "config.json"
    config = json.loads(path.read_text())
    config["architectures"] = [WRAPPER_ARCH]
    config["vision_config"].update(VLLM_VISION_KEYS, mm_hidden_size=spec.hidden)
    config["media_placeholder_token_id"] = tokenizer.convert_tokens_to_ids("<|media_pad|>")
    path.write_text(json.dumps(config, indent=2))
    media = {
        "patch_size": 14,
        "merge_kernel_size": 2,
        "temporal_merge_kernel_size": 4,
        "in_patch_limit": 256,
        "in_patch_limit_each_frame": 256,
        "in_patch_limit_video": 1024,
        "patch_limit_on_one_side": 32,
        "fixed_output_tokens": None,
        "image_mean": [0.5, 0.5, 0.5],
        "image_std": [0.5, 0.5, 0.5],
    }
    (folder / "preprocessor_config.json").write_text(
        json.dumps({"media_proc_cfg": media, "image_processor_type": "KimiK25ImageProcessor"})
    )


def wrap(text_model, text_folder: Path, folder: Path, spec: MoeSpec, tokenizer) -> dict[str, Any]:
    """Save `text_model`'s weights behind the Kimi-K2.5 wrapper: transformers builds the
    wrapper (a random tiny tower and projector) around the trained language model; the saved
    file is then rewritten in the hub layout (`hub_layout`)."""
    import torch
    from transformers import Kimi_K25ForConditionalGeneration

    config = wrapper_config(spec, text_model.config, tokenizer)
    config.architectures = [WRAPPER_ARCH]
    torch.manual_seed(spec.seed + 2)
    wrapped = Kimi_K25ForConditionalGeneration(config)
    wrapped.model.language_model.load_state_dict(text_model.model.state_dict())
    wrapped.lm_head.load_state_dict(text_model.lm_head.state_dict())
    wrapped = wrapped.to(torch.bfloat16)
    folder.mkdir(parents=True, exist_ok=True)
    wrapped.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    _vllm_readable(folder, spec, tokenizer)
    renamed = hub_layout(folder / "model.safetensors", text_folder / "model.safetensors")
    return {"parameters": sum(p.numel() for p in wrapped.parameters()), "renamed": renamed}


# transformers 5.17-5.19 write the wrapper's tensors with the vision renames applied to the
# language model too (`language_model.model.blocks.N`) and a few tower keys under the wrong
# parent; vLLM's loader reads the hub layout (KimiK25ForConditionalGeneration.hf_to_vllm_mapper).
TOWER_FIXES = (
    ("vision_tower.encoder.patch_embed.", "vision_tower.patch_embed."),
    ("model.mm_projector.", "mm_projector."),
)


def hub_layout(path: Path, text_file: Path) -> list[str]:
    """Rewrite the saved wrapper checkpoint in the hub layout: the language model's tensors
    as the text model's checkpoint holds them (one tensor per expert, the layout
    save_pretrained writes and vLLM's DeepSeek loader reads; `model.*` ->
    `language_model.model.*`, `lm_head.*` -> `language_model.lm_head.*`), the tower's with
    TOWER_FIXES. Returns the keys that were renamed."""
    from safetensors.torch import load_file, save_file

    saved = load_file(str(path))
    out, renamed = {}, []
    for key, tensor in saved.items():
        if key.startswith("language_model."):
            continue
        new = key
        for old, fixed in TOWER_FIXES:
            new = fixed + new[len(old) :] if new.startswith(old) else new
        if new != key:
            renamed.append(f"{key} -> {new}")
        out[new] = tensor
    for key, tensor in load_file(str(text_file)).items():
        out[f"language_model.{key}"] = tensor
    save_file(out, str(path), metadata={"format": "pt"})
    return renamed


def build_tiny_moe(root: Path, spec: MoeSpec = MoeSpec(), device: str = "cuda") -> dict:
    """Build, train and save the tiny DeepSeek-V3 to `root/text` and the same weights behind
    the wrapper to `root/wrapped`. Returns the build figures (also `root/build.json`)."""
    import torch
    from transformers import DeepseekV3ForCausalLM

    t0 = time.perf_counter()
    torch.manual_seed(spec.seed)
    tokenizer = moe_tokenizer(spec)
    config = deepseek_v3_config(spec, tokenizer)
    model = DeepseekV3ForCausalLM(config).to(device=device, dtype=torch.float32)
    stream = _token_stream(tokenizer, corpus(6000, seed=spec.seed + 1))
    losses = train(model, stream, spec, device)  # type: ignore[arg-type]
    model = model.to(torch.bfloat16)
    text = root / "text"
    text.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(text)
    tokenizer.save_pretrained(text)
    wrapped = wrap(model.cpu(), text, root / "wrapped", spec, tokenizer)
    info: dict[str, Any] = {
        "spec": asdict(spec),
        "architecture": TEXT_ARCH,
        "wrapper": WRAPPER_ARCH,
        "tokenizer_size": len(tokenizer),
        "parameters": sum(p.numel() for p in model.parameters()),
        "parameters_wrapped": wrapped["parameters"],
        "train_tokens": len(stream),
        "build_seconds": round(time.perf_counter() - t0, 2),
        **losses,
    }
    (root / "build.json").write_text(json.dumps(info, indent=2))
    return info
