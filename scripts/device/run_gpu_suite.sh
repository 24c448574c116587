#!/usr/bin/env bash
# run_gpu_suite.sh [PYTEST TARGETS AND ARGS...] — ON THE DEVICE MACHINE: put the staged wheels
# together, install them into $SITE (once per machine), run the GPU suite (default: tests/gpu;
# `-m gpu` always), write the results JSON, pytest.log and worker-logs.tar.gz to $OUT.
#
# Earlier calls copied .devstage/c01..c(N-1) into $STAGE; this call carries the last chunk,
# which is copied in here. speculators and hs-connectors are left out of $SITE on purpose: their
# tests install each release into a site of its own (patched, unpatched, 0.9.0). Pass SPEC_COMPAT_COMMIT and
# SPEC_COMPAT_TREE in the environment (.git does not travel). SPEC_COMPAT_PYTEST_TIMEOUT (seconds)
# interrupts pytest (SIGINT: servers stopped, results of the tests done written) before the
# device call's own limit kills everything, so the results file and logs still come back.
set -uo pipefail
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
REPO=$(cd "$(dirname "$0")/../.." && pwd)
STAGE=${STAGE:-/root/stage}
SITE=${SITE:-/root/site}
OUT=${OUT:-/tmp/gpu-suite-out}
LOGS=/tmp/gpu-suite-logs
mkdir -p "$STAGE" "$OUT" "$LOGS"

for d in "$REPO"/.devstage/c[0-9][0-9]; do
  [ -d "$d" ] && cp -r "$d/." "$STAGE/"
done
if [ ! -f "$SITE/.installed" ]; then
  t0=$SECONDS
  (cd "$STAGE" && for b in $(ls | sed -n 's/\.part-[0-9][0-9]$//p' | sort -u); do
     cat "$b".part-?? > "$b" && rm -f "$b".part-??; done && sha256sum -c --quiet SHA256SUMS) \
    || { echo "staged wheels incomplete or corrupt in $STAGE" >&2; exit 3; }
  python3 -m pip install -q --no-index --no-deps --no-compile --target "$SITE" \
    $(ls "$STAGE"/*.whl | grep -v -e '/speculators-' -e '/hs_connectors-') || exit 3
  touch "$SITE/.installed"
  echo "installed into $SITE in $((SECONDS - t0)) s"
fi
export PYTHONPATH=$SITE:$REPO${PYTHONPATH:+:$PYTHONPATH}
SPEC_COMPAT_SPECULATORS_WHEEL=$(ls "$STAGE"/speculators-0.4.0.1-*.whl 2>/dev/null | head -1)
export SPEC_COMPAT_SPECULATORS_WHEEL SPEC_COMPAT_REQUIRE_GPU=1 SPEC_COMPAT_GPU_LOGS=$LOGS
export SPEC_COMPAT_RESULTS_DIR=$OUT PYTHONUNBUFFERED=1
# Kept while the machine stays warm: the tiny model, datasets and drafts of a programme split
# over several calls (tests/gpu/eagle3_pipeline.py); speculators 0.9.0 is read from $STAGE.
export SPEC_COMPAT_GPU_WORK=${SPEC_COMPAT_GPU_WORK:-/root/gpu-work} SPEC_COMPAT_STAGE=$STAGE

nvidia-smi -L
nvidia-smi --query-compute-apps=pid,used_memory --format=csv,noheader  # leftovers of a call
python3 -c 'import torch, transformers, vllm; print("torch", torch.__version__, "cuda",
  torch.cuda.device_count(), "| transformers", transformers.__version__, "| vllm", vllm.__version__)'
cd "$REPO"
limit=()
[ -n "${SPEC_COMPAT_PYTEST_TIMEOUT:-}" ] && limit=(timeout -s INT -k 30 "$SPEC_COMPAT_PYTEST_TIMEOUT")
"${limit[@]}" python3 -m pytest -m gpu -v -p no:cacheprovider "${@:-tests/gpu}" 2>&1 \
  | tee "$OUT/pytest.log"
rc=${PIPESTATUS[0]}
tar czf "$OUT/worker-logs.tar.gz" -C "$LOGS" --exclude='*.pt' . 2>/dev/null
for f in "$OUT"/*.json; do [ -f "$f" ] && python3 -m tests.gpu.results "$f"; done
exit "$rc"
