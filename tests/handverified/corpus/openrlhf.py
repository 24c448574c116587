"""Hand-verified: openrlhf 0.11.2 against vLLM 0.29.0 (its target: extra `vllm` pins vllm==0.29.0)
and 0.33.0 (newest).

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: openrlhf-0.11.2-cp312-cp312-manylinux1_x86_64.whl (sha256
  94486a29b7f0c2e9d9f7dec266af23ed5c51c70046258d1c38e4721c5d08b05b), code under
  openrlhf-0.11.2.data/purelib/openrlhf/. Every module that mentions vllm (grep -rl vllm) was read;
  the ones that use vLLM are trainer/ray/vllm_engine.py (AsyncEngineArgs/AsyncLLMEngine actor),
  trainer/ray/vllm_worker_wrap.py (worker_extension_cls
  "openrlhf.trainer.ray.vllm_worker_wrap.WorkerWrap", the collective_rpc targets
  init_process_group/update_weight/update_weight_cuda_ipc), utils/distributed_util.py
  (StatelessProcessGroup + PyNcclCommunicator), trainer/ppo_utils/samples_generator.py
  (SamplingParams), trainer/ray/ppo_actor.py (vllm.__version__, PyNcclCommunicator.broadcast on the
  trainer side), and utils/agent.py, which reads the RequestOutput the actor returns
  (outputs[0].token_ids/text/finish_reason/logprobs) without importing vllm. The rest only name
  vllm in argument help or docstrings.
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; each use was bound against the definition
  in both releases: AsyncEngineArgs is a @dataclass subclass of EngineArgs whose fields include
  every keyword create_vllm_engines passes
  (bundle_indices/num_gpus/full_determinism/agent_func_path/remote_rm_url/mm_pad_token_ids are
  named or popped by RolloutRayActor.__init__ first); AsyncLLMEngine is the alias `AsyncLLMEngine =
  AsyncLLM` (vllm/engine/async_llm_engine.py:6); pause_generation(mode="keep") is valid (PauseMode
  = Literal["abort", "wait", "keep"]); generate is an async generator that takes (prompt,
  sampling_params, request_id=); collective_rpc(method, args=) resolves the string through
  run_method -> getattr on the worker, whose class gets WorkerWrap appended to __bases__ (no name
  clash with Worker in either release); Worker.device/model_runner are set in init_device,
  model_config in WorkerBase.__init__, GPUModelRunner.model in load_model; SamplingParams
  (msgspec.Struct) has temperature/top_p/top_k/max_tokens/min_tokens/skip_special_tokens/logprobs,
  and top_k=-1 still passes _verify_args (`< -1` is rejected); the env vars it sets
  (VLLM_ENABLE_V1_MULTIPROCESSING, VLLM_RAY_PER_WORKER_GPUS, VLLM_RAY_BUNDLE_INDICES,
  VLLM_ALLOW_INSECURE_SERIALIZATION) are still read by vllm/envs.py.
* Result: no real break at either release, so ROWS is empty (the tool also reported none).
  CHECKED_OK lists the uses verified as fine: (vllm release, symbol, consumer file:line, deciding
  vLLM file:line); the test asserts the tool does not report them as broken.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row  # noqa: F401

CONSUMER = "openrlhf==0.11.2"
WHEEL_SHA256 = "94486a29b7f0c2e9d9f7dec266af23ed5c51c70046258d1c38e4721c5d08b05b"
SDISTS = {
    "0.29.0": "c03feb07943ecae9e69e7dc424d7c5569ecf8d1292513aef2a4de67af381cd97",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()

# (vllm release, vLLM symbol as used, consumer file:line, vLLM file:line that shows it is fine)
CHECKED_OK = (
    ("0.29.0", "vllm.__version__", "openrlhf/trainer/ray/ppo_actor.py:508", "vllm/__init__.py:7"),
    (
        "0.29.0",
        "vllm.utils.random_uuid",
        "openrlhf/trainer/ray/vllm_engine.py:12",
        "vllm/utils/__init__.py:11",
    ),
    (
        "0.29.0",
        "vllm.inputs.TokensPrompt",
        "openrlhf/trainer/ray/vllm_engine.py:11",
        "vllm/inputs/llm.py:106",
    ),
    (
        "0.29.0",
        "vllm.AsyncEngineArgs",
        "openrlhf/trainer/ray/vllm_engine.py:63",
        "vllm/engine/arg_utils.py:2965",
    ),
    (
        "0.29.0",
        "vllm.engine.arg_utils.EngineArgs.worker_extension_cls",
        "openrlhf/trainer/ray/vllm_engine.py:267",
        "vllm/engine/arg_utils.py:736",
    ),
    (
        "0.29.0",
        "vllm.engine.arg_utils.EngineArgs.enable_sleep_mode",
        "openrlhf/trainer/ray/vllm_engine.py:279",
        "vllm/engine/arg_utils.py:750",
    ),
    (
        "0.29.0",
        "vllm.engine.arg_utils.EngineArgs.logprobs_mode",
        "openrlhf/trainer/ray/vllm_engine.py:294",
        "vllm/engine/arg_utils.py:590",
    ),
    (
        "0.29.0",
        "vllm.engine.arg_utils.EngineArgs.limit_mm_per_prompt",
        "openrlhf/trainer/ray/vllm_engine.py:291",
        "vllm/engine/arg_utils.py:614",
    ),
    (
        "0.29.0",
        "vllm.AsyncLLMEngine.from_engine_args",
        "openrlhf/trainer/ray/vllm_engine.py:64",
        "vllm/v1/engine/async_llm.py:242",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.is_sleeping",
        "openrlhf/trainer/ray/vllm_engine.py:65",
        "vllm/v1/engine/async_llm.py:1066",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.collective_rpc",
        "openrlhf/trainer/ray/vllm_engine.py:110",
        "vllm/v1/engine/async_llm.py:1085",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.reset_prefix_cache",
        "openrlhf/trainer/ray/vllm_engine.py:128",
        "vllm/v1/engine/async_llm.py:1036",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.pause_generation",
        "openrlhf/trainer/ray/vllm_engine.py:131",
        "vllm/v1/engine/async_llm.py:865",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.resume_generation",
        "openrlhf/trainer/ray/vllm_engine.py:134",
        "vllm/v1/engine/async_llm.py:910",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.sleep",
        "openrlhf/trainer/ray/vllm_engine.py:137",
        "vllm/v1/engine/async_llm.py:1046",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.wake_up",
        "openrlhf/trainer/ray/vllm_engine.py:151",
        "vllm/v1/engine/async_llm.py:1054",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.generate",
        "openrlhf/trainer/ray/vllm_engine.py:167",
        "vllm/v1/engine/async_llm.py:625",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.async_llm.AsyncLLM.output_processor",
        "openrlhf/trainer/ray/vllm_engine.py:181",
        "vllm/v1/engine/async_llm.py:148",
    ),
    (
        "0.29.0",
        "vllm.v1.engine.output_processor.OutputProcessor.get_num_unfinished_requests",
        "openrlhf/trainer/ray/vllm_engine.py:181",
        "vllm/v1/engine/output_processor.py:467",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.worker_base.WorkerWrapperBase.init_worker",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:2",
        "vllm/v1/worker/worker_base.py:303",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.device",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:25",
        "vllm/v1/worker/gpu_worker.py:411",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.device.index",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:62",
        "vllm/v1/worker/gpu_worker.py:411",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.model_config.dtype",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:39",
        "vllm/config/model.py:169",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.model_config.dtype",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:59",
        "vllm/config/model.py:169",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.model_runner.model",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:48",
        "vllm/v1/worker/gpu_model_runner.py:5395",
    ),
    (
        "0.29.0",
        "vllm.v1.worker.gpu_worker.Worker.model_runner.model",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:69",
        "vllm/v1/worker/gpu_model_runner.py:5395",
    ),
    (
        "0.29.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator",
        "openrlhf/utils/distributed_util.py:21",
        "vllm/distributed/device_communicators/pynccl.py:60",
    ),
    (
        "0.29.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator.broadcast",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:46",
        "vllm/distributed/device_communicators/pynccl.py:436",
    ),
    (
        "0.29.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator.broadcast",
        "openrlhf/trainer/ray/ppo_actor.py:436",
        "vllm/distributed/device_communicators/pynccl.py:436",
    ),
    (
        "0.29.0",
        "vllm.distributed.utils.StatelessProcessGroup",
        "openrlhf/utils/distributed_util.py:22",
        "vllm/distributed/utils.py:199",
    ),
    (
        "0.29.0",
        "vllm.distributed.utils.StatelessProcessGroup.create",
        "openrlhf/utils/distributed_util.py:24",
        "vllm/distributed/utils.py:468",
    ),
    (
        "0.29.0",
        "vllm.SamplingParams",
        "openrlhf/trainer/ppo_utils/samples_generator.py:7",
        "vllm/sampling_params.py:215",
    ),
    (
        "0.29.0",
        "vllm.SamplingParams",
        "openrlhf/trainer/ppo_utils/samples_generator.py:199",
        "vllm/sampling_params.py:215",
    ),
    ("0.33.0", "vllm.__version__", "openrlhf/trainer/ray/ppo_actor.py:508", "vllm/__init__.py:7"),
    (
        "0.33.0",
        "vllm.utils.random_uuid",
        "openrlhf/trainer/ray/vllm_engine.py:12",
        "vllm/utils/__init__.py:11",
    ),
    (
        "0.33.0",
        "vllm.inputs.TokensPrompt",
        "openrlhf/trainer/ray/vllm_engine.py:11",
        "vllm/inputs/llm.py:111",
    ),
    (
        "0.33.0",
        "vllm.AsyncEngineArgs",
        "openrlhf/trainer/ray/vllm_engine.py:63",
        "vllm/engine/arg_utils.py:3244",
    ),
    (
        "0.33.0",
        "vllm.engine.arg_utils.EngineArgs.worker_extension_cls",
        "openrlhf/trainer/ray/vllm_engine.py:267",
        "vllm/engine/arg_utils.py:781",
    ),
    (
        "0.33.0",
        "vllm.engine.arg_utils.EngineArgs.enable_sleep_mode",
        "openrlhf/trainer/ray/vllm_engine.py:279",
        "vllm/engine/arg_utils.py:799",
    ),
    (
        "0.33.0",
        "vllm.engine.arg_utils.EngineArgs.logprobs_mode",
        "openrlhf/trainer/ray/vllm_engine.py:294",
        "vllm/engine/arg_utils.py:627",
    ),
    (
        "0.33.0",
        "vllm.engine.arg_utils.EngineArgs.limit_mm_per_prompt",
        "openrlhf/trainer/ray/vllm_engine.py:291",
        "vllm/engine/arg_utils.py:652",
    ),
    (
        "0.33.0",
        "vllm.AsyncLLMEngine.from_engine_args",
        "openrlhf/trainer/ray/vllm_engine.py:64",
        "vllm/v1/engine/async_llm.py:279",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.is_sleeping",
        "openrlhf/trainer/ray/vllm_engine.py:65",
        "vllm/v1/engine/async_llm.py:1227",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.collective_rpc",
        "openrlhf/trainer/ray/vllm_engine.py:110",
        "vllm/v1/engine/async_llm.py:1249",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.reset_prefix_cache",
        "openrlhf/trainer/ray/vllm_engine.py:128",
        "vllm/v1/engine/async_llm.py:1188",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.pause_generation",
        "openrlhf/trainer/ray/vllm_engine.py:131",
        "vllm/v1/engine/async_llm.py:989",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.resume_generation",
        "openrlhf/trainer/ray/vllm_engine.py:134",
        "vllm/v1/engine/async_llm.py:1026",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.sleep",
        "openrlhf/trainer/ray/vllm_engine.py:137",
        "vllm/v1/engine/async_llm.py:1198",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.wake_up",
        "openrlhf/trainer/ray/vllm_engine.py:151",
        "vllm/v1/engine/async_llm.py:1213",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.generate",
        "openrlhf/trainer/ray/vllm_engine.py:167",
        "vllm/v1/engine/async_llm.py:726",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.async_llm.AsyncLLM.output_processor",
        "openrlhf/trainer/ray/vllm_engine.py:181",
        "vllm/v1/engine/async_llm.py:180",
    ),
    (
        "0.33.0",
        "vllm.v1.engine.output_processor.OutputProcessor.get_num_unfinished_requests",
        "openrlhf/trainer/ray/vllm_engine.py:181",
        "vllm/v1/engine/output_processor.py:573",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.worker_base.WorkerWrapperBase.init_worker",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:2",
        "vllm/v1/worker/worker_base.py:328",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.device",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:25",
        "vllm/v1/worker/gpu_worker.py:495",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.device.index",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:62",
        "vllm/v1/worker/gpu_worker.py:495",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.model_config.dtype",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:39",
        "vllm/config/model.py:200",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.model_config.dtype",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:59",
        "vllm/config/model.py:200",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.model_runner.model",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:48",
        "vllm/v1/worker/gpu_model_runner.py:4996",
    ),
    (
        "0.33.0",
        "vllm.v1.worker.gpu_worker.Worker.model_runner.model",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:69",
        "vllm/v1/worker/gpu_model_runner.py:4996",
    ),
    (
        "0.33.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator",
        "openrlhf/utils/distributed_util.py:21",
        "vllm/distributed/device_communicators/pynccl.py:91",
    ),
    (
        "0.33.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator.broadcast",
        "openrlhf/trainer/ray/vllm_worker_wrap.py:46",
        "vllm/distributed/device_communicators/pynccl.py:543",
    ),
    (
        "0.33.0",
        "vllm.distributed.device_communicators.pynccl.PyNcclCommunicator.broadcast",
        "openrlhf/trainer/ray/ppo_actor.py:436",
        "vllm/distributed/device_communicators/pynccl.py:543",
    ),
    (
        "0.33.0",
        "vllm.distributed.utils.StatelessProcessGroup",
        "openrlhf/utils/distributed_util.py:22",
        "vllm/distributed/utils.py:268",
    ),
    (
        "0.33.0",
        "vllm.distributed.utils.StatelessProcessGroup.create",
        "openrlhf/utils/distributed_util.py:24",
        "vllm/distributed/utils.py:537",
    ),
    (
        "0.33.0",
        "vllm.SamplingParams",
        "openrlhf/trainer/ppo_utils/samples_generator.py:7",
        "vllm/sampling_params.py:271",
    ),
    (
        "0.33.0",
        "vllm.SamplingParams",
        "openrlhf/trainer/ppo_utils/samples_generator.py:199",
        "vllm/sampling_params.py:271",
    ),
)
