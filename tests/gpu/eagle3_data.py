"""EAGLE-3 training data for the tiny verifier, made with speculators' own command line.

Rows are pre-tokenized (input_ids + loss_mask) from the tiny model's synthetic corpus, so
speculators' `prepare-data` passes them through without a render server and without a
download; its output folder is what both `generate-offline-data` (server path) and the
in-process fallback fill with `hidden_states/hs_<row>.safetensors`.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.gpu.subproc import child_env, logs_dir, tail
from tests.tiny_model import GENERATORS, encode

SEQ_LENGTH = 512


def training_rows(tokenizer, n: int = 192, seed: int = 11) -> list[dict[str, list[int]]]:
    """`n` rows of 3-9 corpus lines; the first line is the "prompt" (loss_mask 0)."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        ids: list[int] = []
        mask: list[int] = []
        for j in range(3 + i % 7):
            line = [*encode(tokenizer, GENERATORS[(i + j) % len(GENERATORS)](rng))]
            line.append(tokenizer.eos_token_id)
            ids += line
            mask += [0 if j == 0 else 1] * len(line)
        rows.append({"input_ids": ids[:SEQ_LENGTH], "loss_mask": mask[:SEQ_LENGTH]})
    return rows


def site_env(site: Path, gpus: int | None = None) -> dict[str, str]:
    """The environment for a speculators process: its site first, NVLink multicast off."""
    return child_env([str(site)], gpus)


def run_logged(cmd: list[str], *, name: str, env: dict[str, str], timeout: float) -> str:
    """Run `cmd` with its output in the suite's log folder; raise with the log's tail."""
    log = logs_dir() / f"{name}.log"
    with log.open("w") as fh:
        done = subprocess.run(
            cmd, env=env, stdout=fh, stderr=subprocess.STDOUT, timeout=timeout, check=False
        )
    if done.returncode != 0:
        raise AssertionError(f"{name} exited {done.returncode}; log {log}:\n{tail(log)}")
    return str(log)


def prepare(site: Path, model: Path, rows: list[dict], folder: Path) -> Path:
    """speculators' `prepare-data` on the rows (written as JSONL): the preprocessed dataset."""
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "rows.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in rows))
    out = folder / "preprocessed"
    cmd = [sys.executable, "-m", "speculators", "prepare-data", "--model", str(model)]
    cmd += ["--data", str(source), "--output", str(out), "--seq-length", str(SEQ_LENGTH)]
    cmd += ["--overwrite", "--num-preprocessing-workers", "1"]
    run_logged(cmd, name="speculators-prepare-data", env=site_env(site), timeout=300)
    return out


def load_rows(dataset: Path) -> list[list[int]]:
    """input_ids of every row of a preprocessed dataset, in row order (read with pyarrow:
    `datasets` lives in the speculators site, not in the test process)."""
    import pyarrow as pa

    rows: list[list[int]] = []
    for part in sorted(dataset.glob("data-*.arrow")):
        with pa.memory_map(str(part)) as source:
            table = pa.ipc.open_stream(source).read_all()
        rows += [list(map(int, r)) for r in table.column("input_ids").to_pylist()]
    return rows


def write_hidden_states(dataset: Path, rows: list[list[int]], extracted: list[dict]) -> Path:
    """Row i's `hidden_states` + `token_ids` as `hidden_states/hs_<i>.safetensors`, in the
    layout speculators' FileTransfer reads (the in-process and legacy paths' output)."""
    import torch
    from safetensors.torch import save_file

    folder = dataset / "hidden_states"
    folder.mkdir(parents=True, exist_ok=True)
    for i, (ids, item) in enumerate(zip(rows, extracted, strict=True)):
        hs = item["hidden_states"][: len(ids)].to(torch.bfloat16).contiguous()
        tokens = torch.tensor(ids, dtype=torch.long)
        save_file({"hidden_states": hs, "token_ids": tokens}, str(folder / f"hs_{i}.safetensors"))
    return folder


def check_hidden_states(dataset: Path, rows: list[list[int]], slots: int) -> dict[str, Any]:
    """What the files of a dataset hold: count, shapes, dtype, token ids equal to the rows."""
    from safetensors.torch import load_file

    folder = dataset / "hidden_states"
    found = sorted(folder.glob("hs_*.safetensors"), key=lambda p: int(p.stem[3:]))
    bad_tokens, bad_shape, dtypes, keys = [], [], set(), set()
    for path in found:
        i = int(path.stem[3:])
        data = load_file(str(path))
        keys |= set(data)
        hs = data["hidden_states"]
        dtypes.add(str(hs.dtype))
        if data["token_ids"].tolist() != rows[i]:
            bad_tokens.append(i)
        if hs.ndim != 3 or hs.shape[0] != len(rows[i]) or hs.shape[1] != slots:
            bad_shape.append([i, list(hs.shape)])
    return {
        "files": len(found),
        "rows": len(rows),
        "keys": sorted(keys),
        "dtypes": sorted(dtypes),
        "token_mismatch_rows": bad_tokens[:10],
        "shape_mismatch_rows": bad_shape[:10],
    }
