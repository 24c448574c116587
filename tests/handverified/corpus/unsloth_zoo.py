"""Hand-verified: unsloth-zoo 2026.10.9 against vLLM 0.32.0 (its target: no vLLM pin; 0.32.0 was the
newest vLLM when it was published on 2026-10-26) and 0.33.0 (newest).

How this was made (2026-11-30, by reading source files, not by this project's tool):
* Consumer: unsloth_zoo-2026.10.9-py3-none-any.whl (sha256
  f68e0576b0e9bd2ef85f19bf665132c576b52ee4df923fbb16c81538a3cde676), files under /unsloth_zoo/...
  read at each location: vllm_lora_worker_manager.py (whole module), vllm_lora_request.py,
  vllm_rlhf_utils.py and vllm_utils.py around every reported line (patch_vllm, patch_vllm_lora_*,
  patch_vllm_enable_sleep_mode, _get_vllm_state_dict, _widen_vllm_replayssm_capability,
  _patch_vllm_replayssm_mamba2, _build_lora_request).
* vLLM: the sdists (sha256 in SDISTS), only vllm/**.py; for each row the definition (or its
  absence) was opened and read. vllm/adapter_commons/ and vllm/transformers_utils/tokenizer.py are
  absent on both releases; vllm/lora/worker_manager.py, lora_model.py, model_manager.py,
  peft_helper.py, request.py and config/lora.py are the same shape on both.
* All 90 rows are FALSE. The 33 adapter_commons rows per release come from one module
  (vllm_lora_worker_manager.py) that imports vllm.adapter_commons in try/except ImportError with
  fallbacks (a consumer stand-in `AbstractWorkerManager` class with `__init__(self, device)`, and
  the four *_worker helpers bound to None and called only under `if helper:`); every `self.<x>` the
  tool attributed to the missing base is set by the consumer's own old_init/new_init (installed as
  WorkerLoRAManager.__init__ at lines 399-406) or by the stand-in base.
* vLLM really instantiates this class: patch_vllm_lora_load_tensors() assigns it to
  vllm.lora.worker_manager / vllm.v1.worker.lora_model_runner_mixin, and lora_model_runner_mixin
  calls LRUCacheWorkerLoRAManager(vllm_config, device, model.embedding_modules) then
  create_lora_manager(model, vllm_config), add_dummy_lora, dummy_lora_cache,
  get_dummy_lora_warmup_rank, list_adapters, pin_adapter, remove_adapter, remove_all_adapters,
  set_active_adapters, supports_tower_connector_lora, add_adapter -- all defined by the consumer
  class with compatible signatures on both releases. The calls it makes into vLLM
  (create_lora_manager keywords, PEFTHelper.from_local_dir/from_dict/validate_legal,
  LoRAModel.from_lora_tensors/from_local_checkpoint keywords incl. model_vocab_size) bind on both.
* Recall: every `from vllm... import` / `import vllm...` in the wheel was checked on both releases;
  the ones that do not resolve (vllm.worker.model_runner, vllm.lora.models,
  vllm.utils.is_pin_memory_available, vllm.config.logger, vllm.transformers_utils.tokenizer_group,
  fp8_utils.maybe_post_process_fp8_weight_block, adapter_commons.request) are all inside try/except
  with a fallback or a version check. No missed break.
"""

from tests.handverified.corpus import CONSEQUENCE, FALSE, TRUE, Row  # noqa: F401

CONSUMER = "unsloth-zoo==2026.10.9"
WHEEL_SHA256 = "f68e0576b0e9bd2ef85f19bf665132c576b52ee4df923fbb16c81538a3cde676"
SDISTS = {
    "0.32.0": "d2c957d5eee3d0985012151315ddc62cbe0cd368fc96a5fc3510438d9dddf2ad",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}

ROWS = (
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager",
        location="unsloth_zoo/vllm_lora_worker_manager.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`from vllm.adapter_commons.worker_manager import AbstractWorkerManager` (line 14) is"
            " in try/except ImportError whose fallback defines a consumer class "
            "`AbstractWorkerManager` with `__init__(self, device)` (lines 18-20); "
            "vllm/adapter_commons/ is gone on this release, so the class statement subclasses the"
            " consumer's own stand-in (evidence: vLLM's own WorkerLoRAManager no longer has that "
            "base either)"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_seqs",
        location="unsloth_zoo/vllm_lora_worker_manager.py:143",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_seqs` is a member the consumer sets itself: self.max_num_seqs = "
            "max_num_seqs (old_init:367); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_batched_tokens",
        location="unsloth_zoo/vllm_lora_worker_manager.py:144",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_batched_tokens` is a member the consumer sets itself: "
            "self.max_num_batched_tokens = ... (old_init:368); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:146",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.device",
        location="unsloth_zoo/vllm_lora_worker_manager.py:147",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.device` is a member the consumer sets itself: self.device = device in the "
            "consumer's own fallback base AbstractWorkerManager.__init__ (line 20), called from "
            "old_init:372; WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_position_embeddings",
        location="unsloth_zoo/vllm_lora_worker_manager.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_position_embeddings` is a member the consumer sets itself: "
            "self.max_position_embeddings = ... (old_init:371); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_position_embeddings",
        location="unsloth_zoo/vllm_lora_worker_manager.py:180",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_position_embeddings` is a member the consumer sets itself: "
            "self.max_position_embeddings = ... (old_init:371); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:182",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:191",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:195",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config.lora_dtype",
        location="unsloth_zoo/vllm_lora_worker_manager.py:195",
        verdict=FALSE,
        vllm_evidence="vllm/config/lora.py:45",
        why=(
            "self.lora_config is set by the consumer (old_init:370, = vllm_config.lora_config "
            "through new_init, which is installed because vLLM's WorkerLoRAManager.__init__ takes"
            " vllm_config); LoRAConfig declares the field `lora_dtype`"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls",
        location="unsloth_zoo/vllm_lora_worker_manager.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self._lora_model_cls` is a member the consumer sets itself: self._lora_model_cls = "
            "lora_model_cls (old_init:363); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls.from_lora_tensors",
        location="unsloth_zoo/vllm_lora_worker_manager.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:120",
        why=(
            "self._lora_model_cls is set by the consumer (old_init:363) to "
            "vllm.lora.lora_model.LoRAModel (imported at line 40), which has classmethod "
            "from_lora_tensors"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls",
        location="unsloth_zoo/vllm_lora_worker_manager.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self._lora_model_cls` is a member the consumer sets itself: self._lora_model_cls = "
            "lora_model_cls (old_init:363); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls.from_local_checkpoint",
        location="unsloth_zoo/vllm_lora_worker_manager.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:197",
        why=(
            "self._lora_model_cls is set by the consumer (old_init:363) to "
            "vllm.lora.lora_model.LoRAModel (imported at line 40), which has classmethod "
            "from_local_checkpoint"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:212",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:214",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:215",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_padding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:216",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_padding_modules` is a member the consumer sets itself: "
            "self.embedding_padding_modules = ... (old_init:365); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:253",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:260",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.set_active_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:279",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:195",
        why=(
            "`set_active_adapters_worker` comes from a try/except ImportError (lines 6-12) that "
            "binds it to None when vllm.adapter_commons is absent; the call sits under `if "
            "set_active_adapters_worker:` and the else branch inlines the same logic, as vLLM's "
            "own WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.apply_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:195",
        why=(
            "`apply_adapters_worker` comes from a try/except ImportError (lines 6-12) that binds "
            "it to None when vllm.adapter_commons is absent; the call sits under `if "
            "apply_adapters_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.add_adapter_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:319",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:195",
        why=(
            "`add_adapter_worker` comes from a try/except ImportError (lines 6-12) that binds it "
            "to None when vllm.adapter_commons is absent; the call sits under `if "
            "add_adapter_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.list_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:339",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:195",
        why=(
            "`list_adapters_worker` comes from a try/except ImportError (lines 6-12) that binds "
            "it to None when vllm.adapter_commons is absent; the call sits under `if "
            "list_adapters_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.__init__",
        location="unsloth_zoo/vllm_lora_worker_manager.py:372",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`AbstractWorkerManager` is bound to the consumer's fallback class (lines 18-20) "
            "whose `__init__(self, device)` takes exactly the (self, device) passed here "
            "explicitly; the vLLM module is never reached on this release"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager",
        location="unsloth_zoo/vllm_lora_worker_manager.py:409",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`from vllm.adapter_commons.worker_manager import AbstractWorkerManager` (line 14) is"
            " in try/except ImportError whose fallback defines a consumer class "
            "`AbstractWorkerManager` with `__init__(self, device)` (lines 18-20); "
            "vllm/adapter_commons/ is gone on this release, so the class statement subclasses the"
            " consumer's own stand-in (evidence: vLLM's own WorkerLoRAManager no longer has that "
            "base either)"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_seqs",
        location="unsloth_zoo/vllm_lora_worker_manager.py:429",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_seqs` is a member the consumer sets itself: self.max_num_seqs = "
            "max_num_seqs (old_init:367); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:430",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:431",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.device",
        location="unsloth_zoo/vllm_lora_worker_manager.py:432",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.device` is a member the consumer sets itself: self.device = device in the "
            "consumer's own fallback base AbstractWorkerManager.__init__ (line 20), called from "
            "old_init:372; WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_batched_tokens",
        location="unsloth_zoo/vllm_lora_worker_manager.py:433",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_batched_tokens` is a member the consumer sets itself: "
            "self.max_num_batched_tokens = ... (old_init:368); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.transformers_utils.tokenizer.get_lora_tokenizer",
        location="unsloth_zoo/vllm_utils.py:526",
        verdict=FALSE,
        vllm_evidence="vllm/transformers_utils/__init__.py:1",
        why=(
            "`import vllm.transformers_utils.tokenizer` (line 525) is inside try/except "
            "ImportError: pass; the module is absent on this release (no "
            "vllm/transformers_utils/tokenizer.py), so the import raises and the assignments are "
            "skipped. (They are stores onto the module anyway, not reads.)"
        ),
        pattern="guard:try-except",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-module",
        symbol="vllm.transformers_utils.tokenizer.get_lora_tokenizer_async",
        location="unsloth_zoo/vllm_utils.py:527",
        verdict=FALSE,
        vllm_evidence="vllm/transformers_utils/__init__.py:1",
        why=(
            "`import vllm.transformers_utils.tokenizer` (line 525) is inside try/except "
            "ImportError: pass; the module is absent on this release (no "
            "vllm/transformers_utils/tokenizer.py), so the import raises and the assignments are "
            "skipped. (They are stores onto the module anyway, not reads.)"
        ),
        pattern="guard:try-except",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-attribute",
        symbol="vllm.device_allocator.cumem.CuMemAllocator.print_memory_summary",
        location="unsloth_zoo/vllm_utils.py:937",
        verdict=FALSE,
        vllm_evidence="vllm/device_allocator/cumem.py:88",
        why=(
            "`MemAllocator.print_memory_summary = print_memory_summary` is an assignment that "
            "installs the consumer's own method (defined at line 896) on CuMemAllocator; it does "
            "not read an existing member"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.report_device_id",
        location="unsloth_zoo/vllm_utils.py:1283",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:192",
        why=(
            '`llm.collective_rpc("report_device_id")` names a method of the consumer\'s own worker'
            " extension (unsloth_zoo/vllm_rlhf_utils.py ColocateWorkerExtension.report_device_id,"
            " meant for worker_extension_cls), not of vLLM's Worker, which never had it in any "
            "release; the code path is a fallback inside try/except Exception and ends in "
            "NotImplementedError by design, so it is no vLLM drift"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.get_weight_ipc_handles",
        location="unsloth_zoo/vllm_utils.py:1284",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:192",
        why=(
            '`llm.collective_rpc("get_weight_ipc_handles")` names a method of the consumer\'s own '
            "worker extension (unsloth_zoo/vllm_rlhf_utils.py "
            "ColocateWorkerExtension.get_weight_ipc_handles, meant for worker_extension_cls), not"
            " of vLLM's Worker, which never had it in any release; the code path is a fallback "
            "inside try/except Exception and ends in NotImplementedError by design, so it is no "
            "vLLM drift"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-symbol",
        symbol="vllm.config.model.ModelConfig.__dict__.get",
        location="unsloth_zoo/vllm_utils.py:3592",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "`ModelConfig.__dict__` is the class's own mappingproxy (every class has it) and .get"
            ' is a mappingproxy method; the lookup of "supports_replayssm" returns None when '
            "absent and the code checks isinstance(..., property)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-attribute",
        symbol="vllm.config.model.ModelConfig._unsloth_replayssm_archs",
        location="unsloth_zoo/vllm_utils.py:3604",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "`ModelConfig._unsloth_replayssm_archs = archs` is a store of the consumer's own "
            "marker attribute; its read at line 3595 is getattr(ModelConfig, "
            '"_unsloth_replayssm_archs", None)'
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.32.0",
        kind="missing-symbol",
        symbol="vllm.config.model.ModelConfig.__dict__.get",
        location="unsloth_zoo/vllm_utils.py:3622",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:151",
        why=(
            "`ModelConfig.__dict__` is the class's own mappingproxy (every class has it) and .get"
            ' is a mappingproxy method; the lookup of "supports_replayssm" returns None when '
            "absent and the code checks isinstance(..., property)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.32.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7233",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_tensors`, but `LoRARequest` "
            "is imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_tensors`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.32.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7233",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_config`, but `LoRARequest` is"
            " imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_config`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.32.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7259",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_tensors`, but `LoRARequest` "
            "is imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_tensors`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.32.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7259",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_config`, but `LoRARequest` is"
            " imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_config`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager",
        location="unsloth_zoo/vllm_lora_worker_manager.py:113",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`from vllm.adapter_commons.worker_manager import AbstractWorkerManager` (line 14) is"
            " in try/except ImportError whose fallback defines a consumer class "
            "`AbstractWorkerManager` with `__init__(self, device)` (lines 18-20); "
            "vllm/adapter_commons/ is gone on this release, so the class statement subclasses the"
            " consumer's own stand-in (evidence: vLLM's own WorkerLoRAManager no longer has that "
            "base either)"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_seqs",
        location="unsloth_zoo/vllm_lora_worker_manager.py:143",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_seqs` is a member the consumer sets itself: self.max_num_seqs = "
            "max_num_seqs (old_init:367); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_batched_tokens",
        location="unsloth_zoo/vllm_lora_worker_manager.py:144",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_batched_tokens` is a member the consumer sets itself: "
            "self.max_num_batched_tokens = ... (old_init:368); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:145",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:146",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.device",
        location="unsloth_zoo/vllm_lora_worker_manager.py:147",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.device` is a member the consumer sets itself: self.device = device in the "
            "consumer's own fallback base AbstractWorkerManager.__init__ (line 20), called from "
            "old_init:372; WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_position_embeddings",
        location="unsloth_zoo/vllm_lora_worker_manager.py:178",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_position_embeddings` is a member the consumer sets itself: "
            "self.max_position_embeddings = ... (old_init:371); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_position_embeddings",
        location="unsloth_zoo/vllm_lora_worker_manager.py:180",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_position_embeddings` is a member the consumer sets itself: "
            "self.max_position_embeddings = ... (old_init:371); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:182",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:191",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:195",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config.lora_dtype",
        location="unsloth_zoo/vllm_lora_worker_manager.py:195",
        verdict=FALSE,
        vllm_evidence="vllm/config/lora.py:46",
        why=(
            "self.lora_config is set by the consumer (old_init:370, = vllm_config.lora_config "
            "through new_init, which is installed because vLLM's WorkerLoRAManager.__init__ takes"
            " vllm_config); LoRAConfig declares the field `lora_dtype`"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls",
        location="unsloth_zoo/vllm_lora_worker_manager.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self._lora_model_cls` is a member the consumer sets itself: self._lora_model_cls = "
            "lora_model_cls (old_init:363); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls.from_lora_tensors",
        location="unsloth_zoo/vllm_lora_worker_manager.py:200",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:120",
        why=(
            "self._lora_model_cls is set by the consumer (old_init:363) to "
            "vllm.lora.lora_model.LoRAModel (imported at line 40), which has classmethod "
            "from_lora_tensors"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls",
        location="unsloth_zoo/vllm_lora_worker_manager.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self._lora_model_cls` is a member the consumer sets itself: self._lora_model_cls = "
            "lora_model_cls (old_init:363); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager._lora_model_cls.from_local_checkpoint",
        location="unsloth_zoo/vllm_lora_worker_manager.py:204",
        verdict=FALSE,
        vllm_evidence="vllm/lora/lora_model.py:197",
        why=(
            "self._lora_model_cls is set by the consumer (old_init:363) to "
            "vllm.lora.lora_model.LoRAModel (imported at line 40), which has classmethod "
            "from_local_checkpoint"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:212",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:214",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:215",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_padding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:216",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_padding_modules` is a member the consumer sets itself: "
            "self.embedding_padding_modules = ... (old_init:365); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:253",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.embedding_modules",
        location="unsloth_zoo/vllm_lora_worker_manager.py:260",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.embedding_modules` is a member the consumer sets itself: "
            "self.embedding_modules = embedding_modules (old_init:364); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.set_active_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:279",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:194",
        why=(
            "`set_active_adapters_worker` comes from a try/except ImportError (lines 6-12) that "
            "binds it to None when vllm.adapter_commons is absent; the call sits under `if "
            "set_active_adapters_worker:` and the else branch inlines the same logic, as vLLM's "
            "own WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.apply_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:297",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:194",
        why=(
            "`apply_adapters_worker` comes from a try/except ImportError (lines 6-12) that binds "
            "it to None when vllm.adapter_commons is absent; the call sits under `if "
            "apply_adapters_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.add_adapter_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:319",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:194",
        why=(
            "`add_adapter_worker` comes from a try/except ImportError (lines 6-12) that binds it "
            "to None when vllm.adapter_commons is absent; the call sits under `if "
            "add_adapter_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.utils.list_adapters_worker",
        location="unsloth_zoo/vllm_lora_worker_manager.py:339",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:194",
        why=(
            "`list_adapters_worker` comes from a try/except ImportError (lines 6-12) that binds "
            "it to None when vllm.adapter_commons is absent; the call sits under `if "
            "list_adapters_worker:` and the else branch inlines the same logic, as vLLM's own "
            "WorkerLoRAManager does"
        ),
        pattern="guard:is-not-none",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.__init__",
        location="unsloth_zoo/vllm_lora_worker_manager.py:372",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`AbstractWorkerManager` is bound to the consumer's fallback class (lines 18-20) "
            "whose `__init__(self, device)` takes exactly the (self, device) passed here "
            "explicitly; the vLLM module is never reached on this release"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager",
        location="unsloth_zoo/vllm_lora_worker_manager.py:409",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`from vllm.adapter_commons.worker_manager import AbstractWorkerManager` (line 14) is"
            " in try/except ImportError whose fallback defines a consumer class "
            "`AbstractWorkerManager` with `__init__(self, device)` (lines 18-20); "
            "vllm/adapter_commons/ is gone on this release, so the class statement subclasses the"
            " consumer's own stand-in (evidence: vLLM's own WorkerLoRAManager no longer has that "
            "base either)"
        ),
        pattern="two-bindings",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_seqs",
        location="unsloth_zoo/vllm_lora_worker_manager.py:429",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_seqs` is a member the consumer sets itself: self.max_num_seqs = "
            "max_num_seqs (old_init:367); WorkerLoRAManager.__init__ = new_init -> old_init "
            "(lines 399-406, chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`),"
            " and the base is the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.vocab_size",
        location="unsloth_zoo/vllm_lora_worker_manager.py:430",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.vocab_size` is a member the consumer sets itself: self.vocab_size = vocab_size"
            " (old_init:369); WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.lora_config",
        location="unsloth_zoo/vllm_lora_worker_manager.py:431",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.lora_config` is a member the consumer sets itself: self.lora_config = "
            "lora_config (old_init:370; = vllm_config.lora_config via new_init); "
            "WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, chosen because "
            "vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's"
            " fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.device",
        location="unsloth_zoo/vllm_lora_worker_manager.py:432",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.device` is a member the consumer sets itself: self.device = device in the "
            "consumer's own fallback base AbstractWorkerManager.__init__ (line 20), called from "
            "old_init:372; WorkerLoRAManager.__init__ = new_init -> old_init (lines 399-406, "
            "chosen because vLLM's WorkerLoRAManager.__init__ has `vllm_config`), and the base is"
            " the consumer's fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.adapter_commons.worker_manager.AbstractWorkerManager.max_num_batched_tokens",
        location="unsloth_zoo/vllm_lora_worker_manager.py:433",
        verdict=FALSE,
        vllm_evidence="vllm/lora/worker_manager.py:35",
        why=(
            "`self.max_num_batched_tokens` is a member the consumer sets itself: "
            "self.max_num_batched_tokens = ... (old_init:368); WorkerLoRAManager.__init__ = "
            "new_init -> old_init (lines 399-406, chosen because vLLM's "
            "WorkerLoRAManager.__init__ has `vllm_config`), and the base is the consumer's "
            "fallback class, not vllm.adapter_commons"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.transformers_utils.tokenizer.get_lora_tokenizer",
        location="unsloth_zoo/vllm_utils.py:526",
        verdict=FALSE,
        vllm_evidence="vllm/transformers_utils/__init__.py:1",
        why=(
            "`import vllm.transformers_utils.tokenizer` (line 525) is inside try/except "
            "ImportError: pass; the module is absent on this release (no "
            "vllm/transformers_utils/tokenizer.py), so the import raises and the assignments are "
            "skipped. (They are stores onto the module anyway, not reads.)"
        ),
        pattern="guard:try-except",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-module",
        symbol="vllm.transformers_utils.tokenizer.get_lora_tokenizer_async",
        location="unsloth_zoo/vllm_utils.py:527",
        verdict=FALSE,
        vllm_evidence="vllm/transformers_utils/__init__.py:1",
        why=(
            "`import vllm.transformers_utils.tokenizer` (line 525) is inside try/except "
            "ImportError: pass; the module is absent on this release (no "
            "vllm/transformers_utils/tokenizer.py), so the import raises and the assignments are "
            "skipped. (They are stores onto the module anyway, not reads.)"
        ),
        pattern="guard:try-except",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.device_allocator.cumem.CuMemAllocator.print_memory_summary",
        location="unsloth_zoo/vllm_utils.py:937",
        verdict=FALSE,
        vllm_evidence="vllm/device_allocator/cumem.py:88",
        why=(
            "`MemAllocator.print_memory_summary = print_memory_summary` is an assignment that "
            "installs the consumer's own method (defined at line 896) on CuMemAllocator; it does "
            "not read an existing member"
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.report_device_id",
        location="unsloth_zoo/vllm_utils.py:1283",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            '`llm.collective_rpc("report_device_id")` names a method of the consumer\'s own worker'
            " extension (unsloth_zoo/vllm_rlhf_utils.py ColocateWorkerExtension.report_device_id,"
            " meant for worker_extension_cls), not of vLLM's Worker, which never had it in any "
            "release; the code path is a fallback inside try/except Exception and ends in "
            "NotImplementedError by design, so it is no vLLM drift"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-method",
        symbol="vllm.v1.worker.gpu_worker.Worker.get_weight_ipc_handles",
        location="unsloth_zoo/vllm_utils.py:1284",
        verdict=FALSE,
        vllm_evidence="vllm/v1/worker/gpu_worker.py:197",
        why=(
            '`llm.collective_rpc("get_weight_ipc_handles")` names a method of the consumer\'s own '
            "worker extension (unsloth_zoo/vllm_rlhf_utils.py "
            "ColocateWorkerExtension.get_weight_ipc_handles, meant for worker_extension_cls), not"
            " of vLLM's Worker, which never had it in any release; the code path is a fallback "
            "inside try/except Exception and ends in NotImplementedError by design, so it is no "
            "vLLM drift"
        ),
        pattern="rpc-extension-method",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.config.model.ModelConfig.__dict__.get",
        location="unsloth_zoo/vllm_utils.py:3592",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:152",
        why=(
            "`ModelConfig.__dict__` is the class's own mappingproxy (every class has it) and .get"
            ' is a mappingproxy method; the lookup of "supports_replayssm" returns None when '
            "absent and the code checks isinstance(..., property)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-attribute",
        symbol="vllm.config.model.ModelConfig._unsloth_replayssm_archs",
        location="unsloth_zoo/vllm_utils.py:3604",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:152",
        why=(
            "`ModelConfig._unsloth_replayssm_archs = archs` is a store of the consumer's own "
            "marker attribute; its read at line 3595 is getattr(ModelConfig, "
            '"_unsloth_replayssm_archs", None)'
        ),
        pattern="consumer-added-member",
    ),
    Row(
        vllm="0.33.0",
        kind="missing-symbol",
        symbol="vllm.config.model.ModelConfig.__dict__.get",
        location="unsloth_zoo/vllm_utils.py:3622",
        verdict=FALSE,
        vllm_evidence="vllm/config/model.py:152",
        why=(
            "`ModelConfig.__dict__` is the class's own mappingproxy (every class has it) and .get"
            ' is a mappingproxy method; the lookup of "supports_replayssm" returns None when '
            "absent and the code checks isinstance(..., property)"
        ),
        pattern="object-dunder",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7233",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_tensors`, but `LoRARequest` "
            "is imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_tensors`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7233",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_config`, but `LoRARequest` is"
            " imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_config`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7259",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_tensors`, but `LoRARequest` "
            "is imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_tensors`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
    Row(
        vllm="0.33.0",
        kind="unexpected-keyword",
        symbol="vllm.lora.request.LoRARequest",
        location="unsloth_zoo/vllm_utils.py:7259",
        verdict=FALSE,
        vllm_evidence="vllm/lora/request.py:8",
        why=(
            "vLLM's LoRARequest (msgspec Struct) has no field `lora_config`, but `LoRARequest` is"
            " imported inside the function (line 7214) from vllm.lora.request, whose attribute "
            "the consumer replaced in patch_vllm() -> patch_vllm_lora_load_tensors() "
            "(vllm_utils.py:553 `vllm.lora.request.LoRARequest = PatchedLoRARequest`) with its "
            "own msgspec Struct unsloth_zoo/vllm_lora_request.py:LoRARequest, which declares "
            "`lora_config`; unsloth runs patch_vllm() before load_vllm/load_lora"
        ),
        pattern="consumer-replaced-class",
    ),
)
