"""Hand-verified (HELD OUT): arctic-inference 0.3.0 against vLLM 0.26.0 (its target) and 0.33.0.

Held out: the engine was never tuned on Arctic Inference (Snowflake's vLLM plugin: monkeypatches
of vLLM's engine, scheduler, worker, model runner and configs; SwiftKV and speculator models; a
Ray serving layer). Its findings before any change for it (2026-12-01, HEAD c631c69, `python -m
compat.cli drift --consumer arctic-inference==0.3.0 --vllm 0.26.0 --vllm 0.33.0 --format json
--no-write`) are the rows with ``before=True``: 14 `broken` at 0.26.0, 1 TRUE (1/14); 25 at
0.33.0, 1 TRUE (1/25); no `refused`; 48 unknown at each.

How this was made (by reading source files, not by this project's tool):
* Consumer: arctic_inference-0.3.0.tar.gz, the newest release, published as an sdist only (its
  sha256 in WHEEL_SHA256, the field the test compares with the usage's source). Target:
  arctic_inference/utils.py:22 `VLLM_PATCH_VERSION = "0.26.0"`, "the exact vLLM version this
  branch's patches target", matched exactly by plugin_version_compatible() (utils.py:30-34); the
  extra `vllm-26` pins vllm==0.26.0 and pyproject.toml:2 says "Targets ... vllm 0.26.0".
* Roots (the sdist's pyproject.toml:28-29 and egg-info/entry_points.txt, not in the tree the
  engine reads): `vllm.general_plugins: arctic_inference.vllm.plugin:arctic_inference_plugin`
  and the console script `arctic_inference_server = arctic_inference.server.cli:main`. The plugin
  returns unless ARCTIC_INFERENCE_ENABLED, then raises RuntimeError unless the installed vLLM is
  exactly 0.26.0 (plugin.py:38-50; ARCTIC_INFERENCE_SKIP_VERSION_CHECK=1 forces it "at your own
  risk"), and only then imports arctic_inference.vllm.patches and applies them. So on 0.33.0 no
  module under arctic_inference/vllm/ other than plugin.py runs. The server (Ray actor around
  AsyncLLM, worker_extension_cls for weight sync) runs on any vLLM. arctic_inference/dynasor/
  vllm_server.py and arctic_inference/embedding/{replica,replica_manager}.py are `__main__`
  scripts that no module, entry point or string names; the embedding ones are also pinned by the
  extra `embedding` to vllm==0.9.2 (the V0 AsyncLLMEngine API they call).
* Recall: every `from vllm... import` (an ast walk over the sdist against each vLLM sdist:
  at 0.26.0 only the script rows below and parallel_state._SP fail, and _SP is installed by the
  consumer's own UlyssesParallelState patch, ulysses.py:95/274); the server's AsyncLLM use
  (from_vllm_config(vllm_config, stat_loggers=) at 0.26.0 v1/engine/async_llm.py:203 and 0.33.0
  :250; generate, collective_rpc, reset_prefix_cache); every ArcticPatch[X] class (an ast walk
  against 0.26.0): the X.attr its class body reads at import (`_orig_post_step =
  EngineCore.post_step`, ...) exist on X or its bases, and each method it replaces has vLLM's
  parameter names. Not read: the behaviour each replacement assumes.
* Missed `refused` (not a row: rows are `broken` pairs): on 0.33.0 with ARCTIC_INFERENCE_ENABLED=1
  the plugin raises RuntimeError("... does not match the version its patches require",
  plugin.py:42) in every vLLM process; the engine reports no `refused` for it.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
"""

from tests.handverified.corpus import FALSE, TRUE, Row

CONSUMER = "arctic-inference==0.3.0"
WHEEL_SHA256 = "7f22e3e1b1071c6061c0d6951be17c0fb50b08d06d6e543144c8f52faba60a36"
SDISTS = {
    "0.26.0": "23e9fa19d7e20ce7dcc1c074d41503e2116d23f19e688f5d5ea91b741f958502",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

_A = "arctic_inference/"
_V = f"{_A}vllm/"
_CFG = "vllm.config."
_DYNASOR = (
    "arctic_inference/dynasor/vllm_server.py is a `__main__` script that no module imports and "
    "no entry point, console script or string names (grep over the sdist: only SOURCES.txt); "
    "unreached from the package's roots (run by hand it would fail here)"
)
_EMBED = (
    "arctic_inference/embedding/{file} is a `__main__` script that no module imports and no "
    "entry point names, written for the V0 engine of vllm==0.9.2, which the extra `embedding` "
    "pins (pyproject.toml); unreached from the package's roots, and not run with this vLLM by "
    "its own metadata"
)
_GATED = (
    "the module runs only after the plugin's exact version check (plugin.py:38-50: "
    "plugin_version_compatible() is `vllm.__version__ == '0.26.0'`, utils.py:30-34): on "
    "0.33.0 (vllm/_version.py:21) the plugin raises (or returns when disabled) before "
    "importing arctic_inference.vllm.patches, which imports this module"
)
_PATCHED = (
    "installed by the consumer itself before use: {how}. A consumer's own assignment defines "
    "the member"
)


def _row(v: str, kind: str, symbol: str, location: str, evidence: str, why: str, pattern: str):
    return Row(v, kind, symbol, location, FALSE, evidence, why, pattern=pattern)


def _scripts(v: str) -> tuple[Row, ...]:
    dyn = f"{_A}dynasor/vllm_server.py"
    parser = "vllm/utils/argparse_utils.py:" + ("113" if v == "0.26.0" else "156")
    startup = (
        "vllm/entrypoints/serve/utils/api_utils.py:149"
        if v == "0.26.0"
        else "vllm/entrypoints/common/startup.py:131"
    )
    nothing = "never runs: module nothing imports (a __main__ script)"
    rows = [
        _row(
            v,
            "missing-symbol",
            "vllm.utils.FlexibleArgumentParser",
            f"{dyn}:10",
            parser,
            _DYNASOR,
            nothing,
        ),
        _row(
            v,
            "missing-module",
            "vllm.entrypoints.utils.cli_env_setup",
            f"{dyn}:12",
            startup,
            _DYNASOR,
            nothing,
        ),
    ]
    if v == "0.33.0":
        rows += [
            _row(
                v,
                "missing-module",
                f"vllm.entrypoints.openai.cli_args.{name}",
                f"{dyn}:8",
                f"vllm/entrypoints/common/cli_args.py:{line}",
                _DYNASOR,
                nothing,
            )
            for name, line in (("make_arg_parser", 431), ("validate_parsed_serve_args", 531))
        ]
    embed = "never runs: module nothing imports (a __main__ script pinned to vllm==0.9.2)"
    engine = "vllm/engine/async_llm_engine.py:6"
    rows += [
        _row(
            v,
            "missing-symbol",
            "vllm.utils.FlexibleArgumentParser",
            f"{_A}embedding/replica.py:33",
            parser,
            _EMBED.format(file="replica.py"),
            embed,
        ),
        _row(
            v,
            "missing-method",
            "vllm.engine.async_llm_engine.AsyncLLMEngine.start_background_loop",
            f"{_A}embedding/replica.py:87",
            engine,
            _EMBED.format(file="replica.py"),
            embed,
        ),
        _row(
            v,
            "missing-method",
            "vllm.engine.async_llm_engine.AsyncLLMEngine.get_model_config",
            f"{_A}embedding/replica.py:91",
            engine,
            _EMBED.format(file="replica.py"),
            embed,
        ),
        # `await self.engine.get_tokenizer()` / `await self.engine.shutdown()`: both are plain
        # methods of AsyncLLM there (awaiting their result would raise TypeError), but the
        # module never runs on these releases
        _row(
            v,
            "semantic",
            "vllm.engine.async_llm_engine.AsyncLLMEngine.get_tokenizer",
            f"{_A}embedding/replica.py:90",
            "vllm/v1/engine/async_llm.py:" + ("890" if v == "0.26.0" else "1119"),
            _EMBED.format(file="replica.py"),
            embed,
        ),
        _row(
            v,
            "semantic",
            "vllm.engine.async_llm_engine.AsyncLLMEngine.shutdown",
            f"{_A}embedding/replica.py:99",
            "vllm/v1/engine/async_llm.py:" + ("259" if v == "0.26.0" else "305"),
            _EMBED.format(file="replica.py"),
            embed,
        ),
        _row(
            v,
            "missing-symbol",
            "vllm.utils.FlexibleArgumentParser",
            f"{_A}embedding/replica_manager.py:59",
            parser,
            _EMBED.format(file="replica_manager.py"),
            embed,
        ),
    ]
    return tuple(rows)


def _weight_sync(v: str) -> Row:
    line = 199 if v == "0.26.0" else 268
    return Row(
        vllm=v,
        kind="unexpected-keyword",
        symbol="vllm.distributed.utils.StatelessProcessGroup",
        location=f"{_A}server/weight_sync/utils.py:71",
        verdict=TRUE,
        vllm_evidence=f"vllm/distributed/utils.py:{line}",
        why="stateless_init_nccl(..., is_server=...) builds the @dataclass StatelessProcessGroup("
        "rank=, world_size=, store=, socket=listen_socket, data_expiration_seconds=) whenever "
        "is_server is not None, i.e. for WeightSyncEngine(reverse=True) (weight_sync/engine.py:53), "
        "an option of the public weight-sync API (sender.py:69, receiver.py:205/345); the "
        f"dataclass (distributed/utils.py:{line}) has no `socket` field: TypeError. Runs on any "
        "vLLM (the server does not depend on the plugin's version check)",
    )


def _patch_rows(v: str) -> tuple[Row, ...]:
    """Findings in arctic_inference/vllm/ reported at both releases."""
    at = {
        "0.26.0": {"qmb": 20, "vllm": 307, "fi": 578, "model": 109, "parallel": 117},
        "0.33.0": {"qmb": 23, "vllm": 349, "fi": 828, "model": 152, "parallel": 137},
    }[v]
    gated = v == "0.33.0"

    def why(text: str) -> str:
        return f"{_GATED}; besides, {text}" if gated else text

    def pattern(own: str) -> str:
        return "never runs: version-ranged patch" if gated else own

    qmb = "vllm.model_executor.layers.quantization.base_config.QuantizeMethodBase"
    vpe = f"{_V}spec_dec/vocab_parallel_embedding.py"
    misread = (
        "UnquantizedEmbeddingMethod is the quant method of the consumer's own "
        "VocabParallelEmbedding copy, which calls create_weights with every argument itself "
        "(line 285) and apply with (layer, x, bias); vLLM's one-argument calls of "
        "create_weights(layer) are on attention layers' KV-cache quant methods "
        "(layers/attention/attention.py:220, model_loader/reload/layerwise.py:323), never on "
        "this object"
    )
    swift = f"{_V}swiftkv/llama_swiftkv.py"
    uly = f"{_V}ulysses.py"
    name_exists = "name exists: installed by the consumer"
    return (
        _row(
            v,
            "override-signature-mismatch",
            f"{qmb}.create_weights",
            f"{vpe}:41",
            f"vllm/model_executor/layers/quantization/base_config.py:{at['qmb']}",
            why(misread),
            pattern("engine misread: vLLM never calls this object"),
        ),
        _row(
            v,
            "override-signature-mismatch",
            f"{qmb}.apply",
            f"{vpe}:61",
            f"vllm/model_executor/layers/quantization/base_config.py:{at['qmb']}",
            why(misread),
            pattern("engine misread: vLLM never calls this object"),
        ),
        _row(
            v,
            "missing-method",
            f"{_CFG}VllmConfig.pad_for_cudagraph",
            f"{swift}:590",
            f"vllm/config/vllm.py:{at['vllm']}",
            why(
                _PATCHED.format(
                    how="UlyssesVllmConfig(ArcticPatch[VllmConfig]) defines pad_for_cudagraph "
                    "(ulysses.py:619) and apply_shift_parallel_patches (patches.py:389, always "
                    "run by apply_arctic_patches) copies it onto VllmConfig"
                )
            ),
            pattern(name_exists),
        ),
        _row(
            v,
            "missing-attribute",
            "vllm.v1.attention.backends.flashinfer.FlashInferMetadata.swiftkv_inverse_sort_indices",
            f"{swift}:763",
            f"vllm/v1/attention/backends/flashinfer.py:{at['fi']}",
            why(
                _PATCHED.format(
                    how="llama_swiftkv.py:506 assigns attn_metadata.swiftkv_inverse_sort_indices "
                    "on the same metadata object (get_attn_metadata_for_swiftkv) before line 763 "
                    "reads it"
                )
            ),
            pattern(name_exists),
        ),
        _row(
            v,
            "missing-method",
            f"{_CFG}ModelConfig._orig_get_num_kv_heads",
            f"{uly}:62",
            f"vllm/config/model.py:{at['model']}",
            why(
                _PATCHED.format(
                    how="UlyssesModelConfig(ArcticPatch[ModelConfig]) binds _orig_get_num_kv_heads "
                    "= ModelConfig.get_num_kv_heads (ulysses.py:57) and apply_patch copies it onto "
                    "ModelConfig with the replacement that reads it"
                )
            ),
            pattern(name_exists),
        ),
        _row(
            v,
            "missing-attribute",
            f"{_CFG}ParallelConfig.ulysses_sequence_parallel_size",
            f"{uly}:63",
            f"vllm/config/parallel.py:{at['parallel']}",
            why(
                _PATCHED.format(
                    how="ParallelConfigPatch (config.py:90-98) makes ParallelConfig(...) return an "
                    "ArcticParallelConfig, whose field ulysses_sequence_parallel_size = 1 "
                    "(config.py:32) every instance has"
                )
            ),
            pattern(name_exists),
        ),
        _row(
            v,
            "missing-method",
            f"{_CFG}ModelConfig._orig_get_num_attention_heads",
            f"{uly}:68",
            f"vllm/config/model.py:{at['model']}",
            why(
                _PATCHED.format(
                    how="UlyssesModelConfig binds _orig_get_num_attention_heads = "
                    "ModelConfig.get_num_attention_heads (ulysses.py:58), copied onto ModelConfig"
                )
            ),
            pattern(name_exists),
        ),
    )


def _gated_only() -> tuple[Row, ...]:
    """0.33.0 findings in arctic_inference/vllm/ that are real absences, in gated modules."""
    fca = f"{_V}attention/flash_attn_forest_cascade.py"
    rows = (
        (
            "missing-symbol",
            "vllm.utils.torch_utils.is_quantized_kv_cache",
            f"{fca}:19",
            "vllm/v1/kv_cache_interface.py:152",
        ),
        (
            "missing-symbol",
            "vllm.v1.attention.ops.common.cp_lse_ag_out_rs",
            f"{fca}:34",
            "vllm/v1/attention/ops/dcp.py:471",
        ),
        (
            "missing-symbol",
            "vllm.v1.attention.backends.utils.get_kv_cache_layout",
            f"{fca}:60",
            "vllm/v1/attention/backends/utils.py:1",
        ),
        (
            "missing-module",
            "vllm.transformers_utils.configs.mlp_speculator.MLPSpeculatorConfig",
            f"{_V}config.py:22",
            "vllm/transformers_utils/configs/__init__.py:1",
        ),
        (
            "missing-symbol",
            "vllm.distributed.parallel_state._TP_STATE_PATCHED",
            f"{_V}model_runner.py:79",
            "vllm/distributed/parallel_state.py:1591",
        ),
        (
            "missing-attribute",
            "vllm.v1.attention.backend.CommonAttentionMetadata.seq_lens_cpu",
            f"{_V}model_runner.py:304",
            "vllm/v1/attention/backend.py:390",
        ),
        (
            "missing-attribute",
            "vllm.v1.attention.backends.utils.CommonAttentionMetadata.seq_lens_cpu",
            f"{_V}spec_dec/arctic_proposer.py:254",
            "vllm/v1/attention/backend.py:390",
        ),
        (
            "missing-symbol",
            "vllm.model_executor.layers.fused_moe.FusedMoE",
            f"{_V}spec_dec/fp8.py:11",
            "vllm/model_executor/layers/fused_moe/__init__.py:1",
        ),
        (
            "unexpected-keyword",
            "vllm.model_executor.models.utils.AutoWeightsLoader",
            f"{_V}swiftkv/llama_swiftkv.py:908",
            "vllm/model_executor/models/utils.py:216",
        ),
    )
    return tuple(
        _row(
            "0.33.0",
            kind,
            symbol,
            location,
            evidence,
            f"{_GATED}. (The name is indeed absent or changed on 0.33.0.)",
            "never runs: version-ranged patch",
        )
        for kind, symbol, location, evidence in rows
    )


ROWS = (
    *_scripts("0.26.0"),
    _weight_sync("0.26.0"),
    *_patch_rows("0.26.0"),
    *_scripts("0.33.0"),
    _weight_sync("0.33.0"),
    *_patch_rows("0.33.0"),
    *_gated_only(),
)
