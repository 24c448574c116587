"""The tiny MoE verifier's construction, on the CPU: the configs build with the classes that
ship (transformers' DeepseekV3Config / Kimi_K25Config, vLLM's config reader), the wrapper's
checkpoint is in the hub layout vLLM's loader maps, and transformers runs both folders to the
same numbers. A smaller shape and one training step keep it to seconds."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tests.gpu.moe_fixtures import BACKEND_LINE, attention_backends
from tests.gpu.tiny_moe import TEXT_ARCH, WRAPPER_ARCH, MoeSpec, build_tiny_moe

pytestmark = pytest.mark.no_gpu

SMALL = dataclasses.replace(
    MoeSpec(),
    layers=2,
    hidden=64,
    heads=2,
    q_lora_rank=32,
    kv_lora_rank=64,
    qk_nope_head_dim=16,
    qk_rope_head_dim=16,
    v_head_dim=16,
    intermediate=128,
    moe_intermediate=32,
    train_steps=1,
    batch=2,
    window=16,
    vision_hidden=32,
)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    pytest.importorskip("torch")
    root = tmp_path_factory.mktemp("tiny-moe")
    return root, build_tiny_moe(root, SMALL, device="cpu")


def test_full_size_has_the_users_latent_head():
    """The suite's own shape keeps DeepSeek-V3's MLA latent head (512 + 64 = 576), the size
    vLLM's Hopper MLA backends take; routed experts, a shared one, the first layer dense."""
    spec = MoeSpec()
    assert spec.kv_lora_rank + spec.qk_rope_head_dim == 576
    assert spec.routed_experts > spec.experts_per_token >= 2
    assert spec.shared_experts == 1 and spec.first_dense == 1 < spec.layers


def test_configs_and_layout(built):
    """Both folders' configs name the architectures; the wrapper's tensors are under
    `language_model.model.layers.` (not transformers' `blocks` rename) and the tower's parents
    are the hub's."""
    from safetensors import safe_open

    root, info = built
    text = json.loads((root / "text" / "config.json").read_text())
    wrapped = json.loads((root / "wrapped" / "config.json").read_text())
    assert text["architectures"] == [TEXT_ARCH] and text["model_type"] == "deepseek_v3"
    assert wrapped["architectures"] == [WRAPPER_ARCH] and wrapped["model_type"] == "kimi_k25"
    assert wrapped["text_config"]["n_routed_experts"] == SMALL.routed_experts
    for config in (text, wrapped["text_config"]):  # vLLM's defaults are softmax, no bias
        assert (config["topk_method"], config["scoring_func"]) == ("noaux_tc", "sigmoid")
    assert wrapped["vision_config"]["init_pos_emb_height"] == 8  # vLLM's own key
    with safe_open(str(root / "wrapped" / "model.safetensors"), "pt") as f:
        keys = set(f.keys())
    assert "language_model.lm_head.weight" in keys
    assert "language_model.model.layers.1.mlp.experts.0.gate_proj.weight" in keys
    assert "language_model.model.layers.1.mlp.shared_experts.up_proj.weight" in keys
    assert "language_model.model.layers.0.mlp.gate_proj.weight" in keys  # dense first layer
    assert not [k for k in keys if ".blocks." in k and k.startswith("language_model.")]
    assert "vision_tower.patch_embed.proj.weight" in keys and "mm_projector.pre_norm.weight" in keys
    assert info["parameters_wrapped"] > info["parameters"]


def test_transformers_runs_both_to_the_same_numbers(built):
    """transformers loads the wrapper with no missing or unexpected tensors, and its language
    model gives the text model's logits and hidden states exactly (same weights)."""
    import torch
    from transformers import AutoModelForCausalLM, Kimi_K25ForConditionalGeneration

    root, _ = built
    text = AutoModelForCausalLM.from_pretrained(root / "text", dtype=torch.float32).eval()
    wrapped, info = Kimi_K25ForConditionalGeneration.from_pretrained(
        root / "wrapped", dtype=torch.float32, output_loading_info=True
    )
    assert not any(info.values()), info
    ids = torch.tensor([[0, 5, 9, 20, 33, 7]])
    with torch.no_grad():
        a = text(input_ids=ids, output_hidden_states=True)
        b = wrapped.eval()(input_ids=ids, output_hidden_states=True)
    assert torch.equal(a.logits, b.logits)
    assert all(torch.equal(x, y) for x, y in zip(a.hidden_states, b.hidden_states, strict=True))


def test_vllm_reads_the_wrapper_config(built):
    """vLLM's config reader (the installed release) builds the wrapper's config with a
    DeepSeek-V3 text config, without remote code."""
    pytest.importorskip("vllm")
    from vllm.transformers_utils.config import get_config

    root, _ = built
    config = get_config(str(root / "wrapped"), trust_remote_code=False)
    assert config.architectures == [WRAPPER_ARCH]
    assert type(config.text_config).__name__ == "DeepseekV3Config"
    assert config.text_config.first_k_dense_replace == 1


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("INFO 11-30 [cuda.py:300] Using FLASH_ATTN_MLA attention backend out of ...", True),
        ("INFO Using AttentionBackendEnum.TRITON_MLA backend.", True),
        ("INFO Using max model len 1024", False),
    ],
)
def test_backend_line(line, want):
    assert bool(BACKEND_LINE.search(line)) is want


def test_attention_backends_from_log(tmp_path):
    log = tmp_path / "w.log"
    log.write_text("Using FLASH_ATTN_MLA attention backend\nx\nUsing FLASH_ATTN_MLA backend\n")
    assert attention_backends(log) == ["FLASH_ATTN_MLA"]
    assert attention_backends(tmp_path / "missing.log") == []
