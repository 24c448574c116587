"""Hand-verified (HELD OUT, 2026-12-06): hotwire-vllm 0.1.2 against vLLM 0.29.0 (target) and 0.33.0.

Held out: the engine was never tuned on hotwire. The engine reported no finding at all, of any
status, before any change made for it (2026-12-06, engine of commit 704fd57, `python -m
compat.cli drift --consumer hotwire-vllm==0.1.2 --vllm 0.29.0 --vllm 0.33.0 --baseline
none|0.29.0 --format json --no-write`: "2 compatible"). The row is a TRUE break it missed
(`before=False`): a function the plugin installs as a vLLM method (`Cls.method = f`) that
cannot take an argument vLLM 0.33.0 passes.

How this was made (by reading source files, not by this project's tool):
* Consumer: hotwire_vllm-0.1.2-py3-none-any.whl (sha256 in WHEEL_SHA256), a general plugin
  (`vllm.general_plugins` hotwire = hotwire:register) for activation steering: register()
  (hotwire/__init__.py:27-49) runs _patch.install() in every vLLM process, which salts
  VllmConfig.compute_hash (_patch.py:286-304) and wraps the model runners' load_model /
  execute_model (V1 GPUModelRunner) and load_model / add_requests / prepare_inputs /
  execute_model (the V2 runner, vllm.v1.worker.gpu.model_runner), then patches each decoder
  layer class's forward at load time. Target: no vLLM requirement in METADATA; published
  2026-09-14, so the newest vLLM it can have been run with is 0.29.0 (2026-09-09).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: its `from vllm… import`s (vllm.config.VllmConfig, the two
  runner modules, vllm.v1.engine.core.EngineCore: all resolve at both); each wrapper against
  vLLM's calls: the runner wrappers take `*args, **kwargs` (the V2 execute_model wrapper
  passes scheduler_output, intermediate_tensors, dummy_run positionally, as both releases'
  signatures order them, v1/worker/gpu/model_runner.py:1517 / :1764); the members it reads
  (req_states.req_id_to_index, InputBatch.query_start_loc_np / req_ids,
  scheduled_new_reqs[].sampling_params, requests, max_num_tokens, model_config, device:
  present at both); the compute_hash replacement, the row below.
"""

from tests.handverified.corpus import TRUE, Row

CONSUMER = "hotwire-vllm==0.1.2"
WHEEL_SHA256 = "a1e08ed12197059602f521330a3125f20f2e5aeb6ee4dc271e7377ed9db3753c"
SDISTS = {
    "0.29.0": "c03feb07943ecae9e69e7dc424d7c5569ecf8d1292513aef2a4de67af381cd97",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        vllm="0.33.0",
        kind="override-signature-mismatch",
        symbol="vllm.config.VllmConfig.compute_hash",
        location="hotwire/_patch.py:299",
        verdict=TRUE,
        vllm_evidence="vllm/model_executor/warmup/flashinfer_autotune_cache.py:37",
        why="`VllmConfig.compute_hash = compute_hash` installs (self) (_patch.py:295); "
        "0.33.0's VllmConfig.compute_hash is (self, include_version=True) "
        "(config/vllm.py:460; 0.29.0: (self), :441) and the FlashInfer autotune cache calls "
        "`vllm_config.compute_hash(include_version=False)` (flashinfer_autotune_cache.py:37, "
        "via resolve_flashinfer_autotune_file, :63, from kernel_warmup.flashinfer_autotune, "
        "kernel_warmup.py:494, run at warm-up on SM 9.0+ with FlashInfer unless autotune is "
        "disabled, :269-272, and from the weight-cache warm-up, weight_cache/warmup_cache.py:"
        "113): TypeError at engine start-up (under a configuration: Hopper / Blackwell with "
        "FlashInfer, on the legacy autotune cache path). Not reported by the engine",
        before=False,
    ),
)
