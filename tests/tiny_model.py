"""A tiny Llama built on the spot: corpus, tokenizer, brief training, saved in bf16.

The one model builder of the two engine suites: tests/gpu (trained on the GPU) and
tests/cpu_engine (the same spec, trained on the CPU). Nothing is downloaded. The corpus is
synthetic and mostly deterministic (counting, spelling, repetition), so a few hundred training
steps make the model's next-token predictions confident: greedy comparisons then test vLLM,
not bf16 near-ties between random logits (DECISIONS.md).
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

BOS, EOS, PAD = "<|bos|>", "<|eos|>", "<|pad|>"
CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)
WORDS = (
    "red",
    "blue",
    "green",
    "cat",
    "dog",
    "fox",
    "sky",
    "sea",
    "sun",
    "moon",
    "tree",
    "rock",
    "bird",
    "fish",
    "star",
    "rain",
    "snow",
    "wind",
    "hill",
    "lake",
    "road",
    "city",
    "king",
    "queen",
    "ship",
    "boat",
    "book",
    "door",
    "lamp",
    "milk",
    "tea",
    "cup",
)
LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class TinySpec:
    """Shape and training budget of the tiny model (the brief's numbers)."""

    layers: int = 4
    hidden: int = 256
    heads: int = 4
    intermediate: int = 512
    vocab: int = 2000
    max_positions: int = 4096  # speculators asks for max_model_len 2048 by default
    train_steps: int = 300
    batch: int = 8
    window: int = 64
    lr: float = 1e-3
    weight_decay: float = 0.1
    grad_clip: float = 1.0
    seed: int = 0


HEAD_DIM = 64


def spec_for(largest_tp: int) -> TinySpec:
    """The tiny model's shape for a run whose largest tensor-parallel size is `largest_tp`.

    vLLM shards attention heads over the TP ranks (heads % TP == 0, and so does an EAGLE-3
    draft built from this verifier), so TP=8 needs 8 heads. The head size stays 64; up to
    TP=4 the shape is the one the committed 1- and 2-GPU runs used (4 heads, hidden 256).
    """
    base = TinySpec()
    heads = max(base.heads, largest_tp)
    return TinySpec(heads=heads, hidden=heads * HEAD_DIM, intermediate=2 * heads * HEAD_DIM)


def _count_line(rng: random.Random) -> str:
    start = rng.randrange(0, 80)
    return "count " + " ".join(str(n) for n in range(start, start + rng.randrange(4, 16)))


def _spell_line(rng: random.Random) -> str:
    word = rng.choice(WORDS)
    return f"spell {word} : " + " ".join(word) + " ."


def _repeat_line(rng: random.Random) -> str:
    phrase = " ".join(rng.choice(WORDS) for _ in range(3))
    return "repeat " + " , ".join([phrase] * rng.randrange(2, 5)) + " ."


def _alphabet_line(rng: random.Random) -> str:
    start = rng.randrange(0, 16)
    return "letters " + " ".join(LETTERS[start : start + rng.randrange(4, 11)])


GENERATORS = (_count_line, _spell_line, _repeat_line, _alphabet_line)


def corpus(n_lines: int, seed: int = 0) -> list[str]:
    """`n_lines` synthetic lines, deterministic for a seed, cycling through the four patterns."""
    rng = random.Random(seed)
    return [GENERATORS[i % len(GENERATORS)](rng) for i in range(n_lines)]


def build_tokenizer(lines: list[str], vocab: int):
    """A byte-level BPE tokenizer trained on `lines`, wrapped as a PreTrainedTokenizerFast."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab,
        special_tokens=[BOS, EOS, PAD],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(lines, trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token=BOS, eos_token=EOS, pad_token=PAD
    )
    fast.chat_template = CHAT_TEMPLATE
    return fast


def encode(tokenizer, text: str) -> list[int]:
    """Token ids of `text` with BOS first (the form every test feeds to vLLM and transformers)."""
    return [tokenizer.bos_token_id, *tokenizer(text, add_special_tokens=False)["input_ids"]]


def llama_config(spec: TinySpec, tokenizer):
    from transformers import LlamaConfig

    if len(tokenizer) > spec.vocab:
        raise ValueError(f"tokenizer has {len(tokenizer)} tokens, more than vocab={spec.vocab}")
    return LlamaConfig(
        vocab_size=spec.vocab,
        hidden_size=spec.hidden,
        intermediate_size=spec.intermediate,
        num_hidden_layers=spec.layers,
        num_attention_heads=spec.heads,
        num_key_value_heads=spec.heads,
        max_position_embeddings=spec.max_positions,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        tie_word_embeddings=False,
    )


def _token_stream(tokenizer, lines: list[str]) -> list[int]:
    stream: list[int] = []
    for line in lines:
        stream += [*encode(tokenizer, line), tokenizer.eos_token_id]
    return stream


def train(model, stream: list[int], spec: TinySpec, device: str) -> dict[str, float]:
    """Next-token training (fp32) on random windows of the packed corpus; returns losses.

    A small budget with weight decay and clipping: enough for confident greedy predictions
    (143 of 192 positions above the margin on the H200), while keeping activations free of
    large outliers (max |x| / RMS about 4.5 per token). A first H200 run with lr 3e-3, batch
    32x128 and no decay gave vLLM-vs-HF gaps three times larger (cosine down to 0.9982).
    """
    import torch

    data = torch.tensor(stream, dtype=torch.long, device=device)
    gen = torch.Generator(device="cpu").manual_seed(spec.seed)
    opt = torch.optim.AdamW(model.parameters(), lr=spec.lr, weight_decay=spec.weight_decay)
    model.train()
    first = last = float("nan")
    for step in range(spec.train_steps):
        starts = torch.randint(0, len(stream) - spec.window, (spec.batch,), generator=gen)
        idx = starts.to(device)[:, None] + torch.arange(spec.window, device=device)
        batch = data[idx]
        out = model(input_ids=batch, labels=batch)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), spec.grad_clip)
        opt.step()
        opt.zero_grad(set_to_none=True)
        if step == 0:
            first = out.loss.item()
        last = out.loss.item()
    model.eval()
    return {"loss_first": first, "loss_last": last}


def build_tiny_model(folder: Path, spec: TinySpec = TinySpec(), device: str = "cuda") -> dict:
    """Build, train and save the tiny model to `folder` (bf16 safetensors + tokenizer).

    Returns what was measured while building it; also written to `folder/build.json`.
    """
    import torch
    from transformers import LlamaForCausalLM

    t0 = time.perf_counter()
    torch.manual_seed(spec.seed)
    tokenizer = build_tokenizer(corpus(600, seed=spec.seed), spec.vocab)
    config = llama_config(spec, tokenizer)
    model = LlamaForCausalLM(config).to(device=device, dtype=torch.float32)
    stream = _token_stream(tokenizer, corpus(6000, seed=spec.seed + 1))
    losses = train(model, stream, spec, device)
    model = model.to(torch.bfloat16)
    folder.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    info: dict[str, Any] = {
        "spec": asdict(spec),
        "tokenizer_size": len(tokenizer),
        "parameters": sum(p.numel() for p in model.parameters()),
        "train_tokens": len(stream),
        "build_seconds": round(time.perf_counter() - t0, 2),
        **losses,
    }
    (folder / "build.json").write_text(json.dumps(info, indent=2))
    return info


def prompt_batch(tokenizer, n: int = 12, seed: int = 7) -> list[list[int]]:
    """`n` prompts of different lengths, in no length order, from the training distribution.

    Prompt i holds (i % 4) + 1 whole lines (separated as in training) and ends inside a last
    one, so its continuation is mostly set by the pattern; the spread of lengths (a few tokens
    to about a hundred) makes batching, block boundaries and request order matter.
    """
    rng = random.Random(seed)
    prompts: list[list[int]] = []
    for i in range(n):
        ids: list[int] = []
        for j in range(i % 4):
            ids += [*encode(tokenizer, GENERATORS[(i + j) % len(GENERATORS)](rng))]
            ids.append(tokenizer.eos_token_id)
        last = encode(tokenizer, GENERATORS[i % len(GENERATORS)](rng))
        prompts.append(ids + last[: max(3, int(len(last) * rng.uniform(0.4, 0.9)))])
    return prompts
