"""Hand-verified (HELD OUT, 2026-12-03): vllm-bnb-plugin 0.0.3 against vLLM 0.27.1 and 0.33.0.

Held out: the engine was never tuned on this plugin. The engine reported no `broken` finding
before any change made for it (2026-12-03, engine of commit 90cfb1a, `python -m compat.cli
drift --consumer vllm-bnb-plugin==0.0.3 --vllm 0.27.1 --vllm 0.33.0 --baseline none|0.27.1
--format json --no-write`: 23 `unknown` at each release). Reading found no TRUE break either:
the table is empty, and the test holds the engine to reporting nothing `broken`.

How this was made (by reading source files, not by this project's tool):
* Consumer: vllm_bnb_plugin-0.0.3-py3-none-any.whl (sha256 in WHEEL_SHA256), an out-of-tree
  quantization plugin (`vllm.general_plugins` bitsandbytes = vllm_bnb_plugin:register): it
  registers BitsAndBytesConfig(QuantizationConfig) with register_quantization_config and
  BitsAndBytesModelLoader(BaseModelLoader) with register_model_loader, implements
  LinearMethodBase / FusedMoEMethodBase methods and wraps EngineArgs.create_model_config /
  create_engine_config (`*args, **kwargs`, vllm_bnb_plugin/__init__.py:39-55). Target:
  METADATA `Requires-Dist: vllm` (no version); published 2026-08-24, so the newest vLLM it can
  have been run with is 0.27.1 (2026-08-11; 0.28.0 came 2026-08-26).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py.
* Read for recall, on both releases: every `from vllm… import` (an `ast` walk: all resolve;
  vllm.distributed's tensor-parallel helpers come through its star import); the abstract
  methods of QuantizationConfig, QuantizeMethodBase, LinearMethodBase, FusedMoEMethodBase and
  BaseModelLoader (the same at both, all implemented); the overrides whose vLLM signature
  differs between the releases (none; FusedMoEMethodBase.apply keeps its parameters);
  register_quantization_config overwrites an existing name with a debug log at 0.27.1, where
  bitsandbytes is still built in (quantization/__init__.py:86-92), and adds it at 0.33.0. Not
  read: the 23 `unknown` member uses on layer and config objects.
"""

from tests.handverified.corpus import Row

CONSUMER = "vllm-bnb-plugin==0.0.3"
WHEEL_SHA256 = "46d5ce93018ea8daf92bc15235f19a01078e1f4c16303f5946cc1575404c094c"
SDISTS = {
    "0.27.1": "eec2d54d137ac1e59cb4c39226dfee1943eefc8f4788f5821d7300d6acbdb646",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS: tuple[Row, ...] = ()
