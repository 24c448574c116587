"""The drift points as a person read them in vLLM's sources: the table rows the tests check.

docs/drift-points.md holds the research (the first release where each drift is seen, every
release in between checked). Here it is data: each static probe's answer per release, the
evidence lines that document quotes, and the shim variant selected where vLLM changed.
Never produced by the probes themselves. `scripts/new_drift_point.py` adds a row to
PROBE_ANSWERS and to SELECTIONS for a new drift point; finish both by hand.
"""

from __future__ import annotations

from packaging.version import Version


def _from(version: str, first: str) -> bool:
    return Version(version) >= Version(first)


# probe -> version -> expected value (docs/drift-points.md, section in the comment).
PROBE_ANSWERS = {
    # §1b: the planning functions move to kv_cache_planning in 0.33.0.
    "kv-cache-config-module": lambda v: (
        "vllm.v1.core.kv_cache_planning" if _from(v, "0.33.0") else "vllm.v1.core.kv_cache_utils"
    ),
    # §1: kv_cache_specs is gone from 0.12.0.
    "kv-cache-config-takes-specs": lambda v: not _from(v, "0.12.0"),
    # get_kv_cache_config_from_groups reads cache_config.get_resolved_kv_cache_layout() from
    # 0.29.0 (the sources of 0.28.0 and 0.29.0 read by hand).
    "kv-cache-layout-resolved-by-engine": lambda v: _from(v, "0.29.0"),
    # Executor.set_kv_cache_layout appears in 0.29.0 (layout name only) and takes
    # cp_kv_cache_interleave_size as well from 0.33.0 (sources of 0.28.0-0.33.0 read by hand).
    "set-kv-cache-layout-takes-interleave": lambda v: (
        None if not _from(v, "0.29.0") else _from(v, "0.33.0")
    ),
    # §2: block_size absent in 0.11.0, required from 0.11.1.
    "scheduler-block-size": lambda v: "required" if _from(v, "0.11.1") else "absent",
    # §3: eos_token_id removed in 0.17.0.
    "request-takes-eos-token-id": lambda v: not _from(v, "0.17.0"),
    # §4: absent in 0.11.0, an InitVar with a default in 0.11.1-0.11.2, required from 0.12.0.
    "scheduler-config-is-encoder-decoder": lambda v: (
        "required" if _from(v, "0.12.0") else "optional" if _from(v, "0.11.1") else "absent"
    ),
    # §7: sample_tokens from 0.11.1.
    "executor-has-sample-tokens": lambda v: _from(v, "0.11.1"),
    # §8: the bare reply from 0.11.1.
    "collective-rpc-unique-reply": lambda v: "bare" if _from(v, "0.11.1") else "list",
    # §9: V2 exists from 0.12.0 (opt-in to 0.21.0; 0.22.0 Qwen3 only); Llama is V2 from 0.23.0.
    "default-model-runner": lambda v: "v2" if _from(v, "0.23.0") else "v1",
    "v2-runner-has-input-batch": lambda v: False if _from(v, "0.12.0") else None,
    # §11: vllm.utils.hashing from 0.11.1.
    "hashing-module": lambda v: "vllm.utils.hashing" if _from(v, "0.11.1") else "vllm.utils",
    # §10: renamed in 0.11.1.
    "embed-input-ids-name": lambda v: (
        "embed_input_ids" if _from(v, "0.11.1") else "get_input_embeddings"
    ),
}

# (version, probe) -> evidence quoted in docs/drift-points.md.
EVIDENCE = {
    ("0.11.0", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:271",
    ("0.11.1", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:346",
    ("0.16.0", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:363",
    ("0.20.2", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:395",
    ("0.25.1", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:396",
    ("0.28.0", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:439",
    ("0.33.0", "collective-rpc-unique-reply"): "vllm/v1/executor/multiproc_executor.py:550",
    ("0.11.1", "executor-has-sample-tokens"): "vllm/v1/executor/multiproc_executor.py:265",
    ("0.33.0", "kv-cache-config-module"): "vllm/v1/core/kv_cache_planning.py:642",
    ("0.12.0", "kv-cache-config-takes-specs"): "vllm/v1/core/kv_cache_utils.py:1050",
    ("0.32.0", "kv-cache-config-takes-specs"): "vllm/v1/core/kv_cache_utils.py:1588",
    ("0.28.0", "kv-cache-layout-resolved-by-engine"): "vllm/v1/core/kv_cache_utils.py:1327",
    ("0.29.0", "kv-cache-layout-resolved-by-engine"): "vllm/v1/core/kv_cache_utils.py:1435",
    ("0.32.0", "kv-cache-layout-resolved-by-engine"): "vllm/v1/core/kv_cache_utils.py:1622",
    ("0.33.0", "kv-cache-layout-resolved-by-engine"): "vllm/v1/core/kv_cache_planning.py:676",
    # Not in docs/drift-points.md: read from the sources of those releases.
    ("0.29.0", "set-kv-cache-layout-takes-interleave"): "vllm/v1/executor/abstract.py:158",
    ("0.32.0", "set-kv-cache-layout-takes-interleave"): "vllm/v1/executor/abstract.py:172",
    ("0.33.0", "set-kv-cache-layout-takes-interleave"): "vllm/v1/executor/abstract.py:183",
    ("0.11.0", "scheduler-block-size"): "vllm/v1/core/sched/scheduler.py:45",
    ("0.11.1", "scheduler-block-size"): "vllm/v1/core/sched/scheduler.py:53",
    ("0.17.0", "request-takes-eos-token-id"): "vllm/v1/request.py:60",
    ("0.11.0", "hashing-module"): "vllm/utils/__init__.py:3365",
    ("0.11.1", "hashing-module"): "vllm/utils/hashing.py:49",
    ("0.11.0", "embed-input-ids-name"): "vllm/model_executor/models/llama.py:378",
    ("0.11.1", "embed-input-ids-name"): "vllm/model_executor/models/llama.py:427",
    ("0.22.0", "default-model-runner"): "vllm/config/vllm.py:69",
    ("0.25.1", "v2-runner-has-input-batch"): "vllm/v1/worker/gpu/model_runner.py:120",
}


# Where vLLM changed, per docs/drift-points.md (first release with the new behaviour).
SELECTIONS = [
    ("0.11.0", "kv_cache_planning", "pass-specs"),
    ("0.11.2", "kv_cache_planning", "pass-specs"),
    ("0.12.0", "kv_cache_planning", "native"),
    ("0.28.0", "kv_cache_planning", "native"),
    ("0.29.0", "kv_cache_planning", "resolve-layout"),
    ("0.32.0", "kv_cache_planning", "resolve-layout"),
    ("0.33.0", "kv_cache_planning", "resolve-layout-interleave"),
    ("0.11.0", "make_scheduler", "drop-block-size"),
    ("0.11.1", "make_scheduler", "native"),
    ("0.11.0", "make_scheduler_config", "drop-is-encoder-decoder"),
    ("0.11.1", "make_scheduler_config", "native"),
    ("0.12.0", "make_scheduler_config", "default-is-encoder-decoder"),
    ("0.16.0", "make_request", "native"),
    ("0.17.0", "make_request", "eos-in-sampling-params"),
    ("0.11.0", "execute_and_sample", "one-phase"),
    ("0.11.1", "execute_and_sample", "two-phase"),
    ("0.11.0", "rpc_single_reply", "list-of-one"),
    ("0.11.1", "rpc_single_reply", "bare"),
    ("0.11.2", "request_order", "persistent-batch"),
    ("0.12.0", "request_order", "persistent-or-forward-batch"),
    ("0.11.0", "embed_input_ids", "get-input-embeddings"),
    ("0.11.1", "embed_input_ids", "embed-input-ids"),
]
