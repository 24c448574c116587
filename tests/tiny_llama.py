"""A Llama folder vLLM's ModelConfig and transformers accept, written on the spot (no weights).

Shared by the CPU tests that build a real `VllmConfig` (test_shims_live) or run a patched
extractor against vLLM's real scheduler (test_patched_capture_order).
"""

from __future__ import annotations

import json
from pathlib import Path

EOS = 2


def write_tiny_llama(folder: Path, *, layers: int) -> Path:
    """config.json (hidden 64, 4 heads, vocab 64) and a one-letter word-level tokenizer."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    folder.mkdir(parents=True, exist_ok=True)
    config = {
        "architectures": ["LlamaForCausalLM"],
        "model_type": "llama",
        "hidden_size": 64,
        "intermediate_size": 128,
        "num_hidden_layers": layers,
        "num_attention_heads": 4,
        "num_key_value_heads": 2,
        "vocab_size": 64,
        "max_position_embeddings": 512,
        "rms_norm_eps": 1e-5,
        "torch_dtype": "float32",
        "bos_token_id": 1,
        "eos_token_id": EOS,
    }
    (folder / "config.json").write_text(json.dumps(config))
    vocab = {"<unk>": 0, "<s>": 1, "</s>": EOS, **{chr(97 + i): 3 + i for i in range(26)}}
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Split("", "isolated")
    PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>"
    ).save_pretrained(folder)
    return folder
