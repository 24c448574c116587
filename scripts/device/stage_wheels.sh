#!/usr/bin/env bash
# stage_wheels.sh [WHEEL_DIR] — here (not on the device): fetch the GPU suite's wheels once and
# pack them into .devstage/c01..cNN, one folder per device `run` call.
#
# Follows ../shared/device/README.md: vLLM 0.25.1 (or the list VLLM_LIST names, e.g.
# scripts/device/wheels-vllm-0.26.0.txt, made by wheel_list.py) and what the device lacks for it, plus
# speculators 0.9.0 with hs-connectors 0.9.0, speculators 0.4.0.1 and 0.3.0 (--no-deps; the suite installs each into its own temporary
# site) and what this project's `compat`/`probes` import that the device image lacks (griffe, platformdirs).
# Each chunk's cap is 62 MiB minus what travels with every call (tracked and untracked,
# non-ignored files of the repo, and shared/ if the checkout holds one) minus MARGIN_MIB
# (default 4: colleagues' files grow while the staging calls run).
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel)
SHARED=${SPEC_COMPAT_SHARED:-$ROOT/../shared}
VLLM_LIST=${VLLM_LIST:-$SHARED/device/wheels-vllm-0.25.1.txt}
[ -f "$VLLM_LIST" ] || { echo "no wheel list at $VLLM_LIST (VLLM_LIST)" >&2; exit 2; }
# One wheel folder per list: two vLLM releases never mix in one staging.
WHEELS=${1:-/tmp/wheels-$(basename "$VLLM_LIST" .txt)}
MARGIN_MIB=${MARGIN_MIB:-4}
PY=(--only-binary=:all: --python-version 3.12 --implementation cp --platform manylinux_2_28_x86_64)

if [ ! -f "$WHEELS/.fetched" ]; then
  "$SHARED/device/fetch-wheels.sh" "$VLLM_LIST" "$WHEELS"
  # speculators 0.9.0, hs-connectors 0.9.0 and what the device lacks for them (EAGLE-3 pipeline).
  "$SHARED/device/fetch-wheels.sh" "$SHARED/device/wheels-speculators-0.9.0.txt" "$WHEELS"
  # One release per pip call: pip refuses two versions of one project in a single resolve.
  python3 -m pip download -q --no-deps "${PY[@]}" -d "$WHEELS" speculators==0.3.0
  python3 -m pip download -q --no-deps "${PY[@]}" -d "$WHEELS" speculators==0.4.0.1 \
    griffe==2.4.1 griffelib==2.4.1 griffecli==2.4.1 platformdirs==4.14.8
  touch "$WHEELS/.fetched"
fi

travel=$(cd "$ROOT" && { git ls-files -z; git ls-files -z --others --exclude-standard; } \
  | xargs -0 du -cb 2>/dev/null | awk '$2 == "total" {s += $1} END {print s + 0}')
if [ -d "$ROOT/shared" ]; then
  travel=$((travel + $(du -sb "$ROOT/shared" | cut -f1)))
fi
travel_mib=$(( (travel + 1048575) / 1048576 ))
CAP=$((62 - travel_mib - MARGIN_MIB))
PART=$((CAP - 2))
echo "travels every call: ${travel_mib} MiB -> chunk cap ${CAP} MiB, parts ${PART} MiB"
[ "$CAP" -ge 10 ] || { echo "repo too large to stage (cap ${CAP} MiB)" >&2; exit 2; }
"$SHARED/device/stage.sh" "$WHEELS" "$ROOT/.devstage" "$CAP" "$PART"
ls -d "$ROOT"/.devstage/c[0-9][0-9]
