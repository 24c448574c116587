"""The transformers reference and the comparisons the GPU tests make against it.

The reference is the residual stream of the HF model run in bf16 on the same tokens, one prompt
at a time (no padding): `stream[0]` is the embeddings and `stream[k]` (1 ≤ k ≤ L) the output of
decoder layer k-1 *before* the final norm, read with forward hooks so that no convention of
`output_hidden_states` is assumed. HF's `hidden_states[k]` equals `stream[k]` for k < L; its last
entry has the final norm applied (checked and recorded, not assumed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

COSINE_MIN = 0.999  # DECISIONS.md "Numbers"
MAX_ABS_OVER_RMS = 0.02  # DECISIONS.md "Numbers": max |a-b| <= 0.02 * RMS(b), per token
GREEDY_MARGIN_EPS = 0.5  # logits; bf16 spacing at |logit| ~ 10-20 is 0.06-0.125


@dataclass
class Reference:
    """Per prompt (fp32): residual stream and HF hidden_states [L+1, T, H], logits [T, V].

    `stream_fp32` is the same model upcast to fp32: not the reference the tolerances apply to,
    but the yardstick for how far bf16 itself moves the numbers (the noise floor).
    """

    stream: list  # list[torch.Tensor]
    hf_hidden: list  # list[torch.Tensor]
    logits: list  # list[torch.Tensor]
    stream_fp32: list = field(default_factory=list)


class WorstTokens:
    """Per key (a layer id), the worst token's cosine and max|a-b|/RMS(b) over many pairs."""

    def __init__(self) -> None:
        self.by_key: dict = {}

    def add(self, key, a, b) -> None:
        cos, ratio = token_errors(a, b)
        seen = self.by_key.setdefault(key, {"cosine_min": 1.0, "max_abs_over_rms": 0.0})
        seen["cosine_min"] = min(seen["cosine_min"], cos)
        seen["max_abs_over_rms"] = max(seen["max_abs_over_rms"], ratio)

    def outside_tolerance(self) -> dict:
        return {k: v for k, v in self.by_key.items() if not within_tolerance(**v)}


def load_hf(model_dir: Path, device: str = "cuda", dtype: str = "bfloat16"):
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=getattr(torch, dtype))
    return model.to(device).eval()


def noise_floor(ref: Reference) -> dict:
    """HF bf16 against the same weights in fp32, per residual-stream index (worst token)."""
    worst = WorstTokens()
    for bf16, fp32 in zip(ref.stream, ref.stream_fp32, strict=True):
        for k in range(len(bf16)):
            worst.add(k, bf16[k], fp32[k])
    return worst.by_key


def run_reference(model, prompts: list[list[int]]) -> Reference:
    """Run each prompt alone through the HF model, capturing the residual stream with hooks."""
    import torch

    captured: list = []

    def hook(_module, _inputs, output):
        captured.append((output[0] if isinstance(output, tuple) else output).detach())

    handles = [model.model.embed_tokens.register_forward_hook(hook)]
    handles += [layer.register_forward_hook(hook) for layer in model.model.layers]
    ref = Reference([], [], [])
    device = next(model.parameters()).device
    try:
        for ids in prompts:
            captured.clear()
            with torch.no_grad():
                out = model(input_ids=torch.tensor([ids], device=device), output_hidden_states=True)
            ref.stream.append(torch.stack([c[0].float().cpu() for c in captured]))
            ref.hf_hidden.append(torch.stack([h[0].float().cpu() for h in out.hidden_states]))
            ref.logits.append(out.logits[0].float().cpu())
    finally:
        for h in handles:
            h.remove()
    return ref


def token_errors(a, b) -> tuple[float, float]:
    """(min per-token cosine, max per-token max|a-b| / RMS(b)) of [T, H] tensors, in fp32."""
    import torch

    a, b = a.float(), b.float()
    cos = torch.nn.functional.cosine_similarity(a, b, dim=-1)
    rms = b.pow(2).mean(dim=-1).sqrt().clamp_min(1e-12)
    ratio = (a - b).abs().amax(dim=-1) / rms
    return float(cos.min()), float(ratio.max())


def within_tolerance(*, cosine_min: float, max_abs_over_rms: float) -> bool:
    """DECISIONS.md's bound, on the worst token: the names match what the tests record."""
    return cosine_min >= COSINE_MIN and max_abs_over_rms <= MAX_ABS_OVER_RMS


def best_match(a, candidates) -> tuple[int, float]:
    """Index of the candidate [T, H] most similar to `a` (mean token cosine) and that cosine."""
    import torch

    scores = [
        float(torch.nn.functional.cosine_similarity(a.float(), c.float(), dim=-1).mean())
        for c in candidates
    ]
    best = max(range(len(scores)), key=scores.__getitem__)
    return best, scores[best]


@dataclass
class GreedyCheck:
    """Teacher-forced greedy comparison: how many positions were compared and how many differ."""

    positions: int
    compared: int
    mismatches: int
    min_margin_compared: float
    mismatch_detail: list


def greedy_check(model, prompts, generated, eps: float = GREEDY_MARGIN_EPS) -> GreedyCheck:
    """Compare vLLM's greedy tokens with the reference's argmax on vLLM's own prefix.

    Teacher forcing (the reference reads prompt + vLLM's tokens) keeps one early near-tie from
    derailing every later position. Only positions whose reference top-1/top-2 logit margin
    exceeds `eps` are compared: below it, bf16 rounding may legitimately pick either token.
    """
    import torch

    device = next(model.parameters()).device
    total = compared = 0
    min_margin = float("inf")
    detail: list = []
    for i, (ids, gen) in enumerate(zip(prompts, generated, strict=True)):
        seq = torch.tensor([list(ids) + list(gen)], device=device)
        with torch.no_grad():
            logits = model(input_ids=seq).logits[0].float()
        steps = logits[len(ids) - 1 : len(ids) - 1 + len(gen)]
        top2 = steps.topk(2, dim=-1)
        margin = (top2.values[:, 0] - top2.values[:, 1]).cpu()
        for t, token in enumerate(gen):
            total += 1
            if margin[t] <= eps:
                continue
            compared += 1
            min_margin = min(min_margin, float(margin[t]))
            want = int(top2.indices[t, 0])
            if want != token:
                detail.append({"prompt": i, "step": t, "vllm": token, "reference": want})
    return GreedyCheck(total, compared, len(detail), min_margin, detail[:10])
