"""wheel_list.py VLLM_VERSION OUT — here (not on the device): the wheels a vLLM release needs on
the device machine beyond what its image holds, one `name==version` per line for
../shared/device/fetch-wheels.sh.

The device has no network and carries 64 MiB per call, so the list must be exactly what is
missing: `uv pip compile` resolves the release for the device's Python (CPython 3.12, x86_64
manylinux_2_28), its torch pinned to the image's 2.11.0 (an override: vLLM's own pin is not
the question, whether its wheels run on the image's torch is) and the image's other known
versions as constraints; then every package the image already holds is dropped, and so are
the ones the 0.25.1 recipe ran without (../shared/device/README.md, "Facts seen there").
The image's package names and versions are those /work/.library/device/KINDS.md lists
(read 2026-11-17 and 2026-11); a newer image may need them updated here.

`--torch 2.13.0` (vLLM >= 0.27 pins it) resolves with that torch instead: the list then also
holds torch, torchvision and triton, and each CUDA library the new torch pins at a version
the image's torch 2.11.0 did not (the image holds what its torch was installed with: resolved
the same way, `image_torch_closure`). wheel_sizes.py weighs a list from PyPI's index.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# The image's versions that KINDS.md gives ("pip list, as a session saw it"); numpy is left
# out on purpose: numba 0.65.0, which vLLM >= 0.26 pins, wants numpy < 2.5, the image has 2.5.2
# and both are the image's, so the resolve must not be made to fail on it.
IMAGE_PINS = (
    "torch==2.11.0",
    "torchaudio==2.11.0",
    "torchvision==0.26.0",
    "transformers==5.17.0",
    "tokenizers==0.23.2",
    "safetensors==0.8.0",
    "huggingface-hub==1.33.0",
    "triton==3.6.0",
    "sentencepiece==0.2.2",
    "tiktoken==0.14.0",
)
# Everything else the image holds (KINDS.md, "Packages:"), by normalised name.
_IMAGE_NAMES = """absl-py accelerate
    aiofiles aiohappyeyeballs aiohttp aiosignal annotated-doc anyio attrs
    botorch build certifi charset-normalizer chex click cloudpickle cmake colorama contourpy
    coverage cuda-bindings cuda-core cuda-pathfinder cuda-toolkit cupy-cuda13x cycler cython
    diffrax e3nn einops equinox etils execnet filelock flatbuffers flax fonttools formulaic
    frozenlist fsspec gpytorch grpcio h11 h5py hf-xet httpcore httpx huggingface-hub humanize
    hypothesis idna imageio iniconfig interface-meta jax jax-cuda13-pjrt jax-cuda13-plugin jaxlib
    jaxtyping jinja2 joblib kiwisolver lazy-loader lightning lightning-utilities linear-operator
    lineax llvmlite lxml markdown markdown-it-py markupsafe matplotlib mdurl meson ml-dtypes
    mpi4py mpmath msgpack multidict multipledispatch mypy-extensions nanobind narwhals networkx
    ninja numba numba-cuda numpy numpyro nvidia-cublas nvidia-cuda-cupti nvidia-cuda-nvrtc
    nvidia-cuda-runtime nvidia-cudnn-cu13 nvidia-cufft nvidia-cufile nvidia-curand
    nvidia-cusolver nvidia-cusparse nvidia-cusparselt-cu13 nvidia-ml-py nvidia-nccl-cu13
    nvidia-nvjitlink nvidia-nvshmem-cu13 nvidia-nvtx onnx onnx-ir onnxruntime onnxscript
    opencv-python-headless optax opt-einsum opt-einsum-fx optimistix orbax-checkpoint packaging
    pandas pathspec patsy peft pillow pip pluggy portalocker prometheus-client propcache
    protobuf psutil pyarrow pybind11 py-cpuinfo pygments pyparsing pyproject-hooks
    pyre-extensions pytest pytest-benchmark pytest-cov pytest-mock pytest-timeout pytest-xdist
    python-dateutil pytorch-lightning pyyaml regex requests rich sacrebleu safetensors
    scikit-build-core scikit-image scikit-learn scipy seaborn sentencepiece
    sentence-transformers setuptools shellingham simplejson six sortedcontainers statsmodels
    sympy tabulate tensorboard tensorboard-data-server tensorstore threadpoolctl tifffile
    tiktoken timm tokenizers toolz torch torchaudio torchdiffeq torch-geometric torchmetrics
    torchvision tqdm transformers treescope triton typer typing-extensions typing-inspect
    urllib3 uvloop wadler-lindig werkzeug wheel wrapt xarray xxhash yarl zipp"""
IMAGE_PACKAGES = frozenset(_IMAGE_NAMES.split())
# Run without on the device with vLLM 0.25.1 (../shared/device/README.md).
LEFT_OUT = ("flashinfer-cubin", "tilelang", "z3-solver", "quack-kernels", "cuda-tile")
LEFT_OUT += ("fastsafetensors", "torchcodec", "nvidia-cutlass-dsl")
# Also in 0.25.1's resolved closure and absent from the list it ran with (the shared recipe's
# wheels-vllm-0.25.1.txt): optional kernels and CUDA tool wheels the image's toolkit covers.
LEFT_OUT += ("cuda-python", "humming-kernels", "nvidia-cuda-cccl", "nvidia-cuda-crt")
LEFT_OUT += ("nvidia-cuda-nvcc", "nvidia-cuda-tileiras", "nvidia-cudnn-frontend", "nvidia-nvvm")
LEFT_OUT += ("pyelftools", "pynvvideocodec", "supervisor", "tokenspeed-", "torch-c-dlpack-ext")
IMAGE_TORCH = "2.11.0"
TORCH_PINNED = ("nvidia-", "cuda-", "torch", "triton")
TARGET = ("--python-version", "3.12", "--python-platform", "x86_64-manylinux_2_28")


def norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def resolve(version: str, work: Path, torch: str | None = None) -> list[str]:
    """The release's whole closure on the device's Python, as `name==version` lines: with the
    image's torch (an override), or with `torch` and whatever that torch pins."""
    (work / "req.in").write_text(f"vllm=={version}\n")
    pins = IMAGE_PINS if torch is None else tuple(p for p in IMAGE_PINS if not _torch_own(p))
    (work / "constraints.txt").write_text("\n".join(pins) + "\n")
    (work / "override.txt").write_text(f"torch=={torch or IMAGE_TORCH}\n")
    return _compile(work, "req.in")


def _torch_own(pin: str) -> bool:
    """torch and the packages built for one torch release (they move with it)."""
    return norm(pin.split("==", 1)[0]) in ("torch", "torchaudio", "torchvision", "triton")


def _compile(work: Path, requirements: str) -> list[str]:
    cmd = ["uv", "pip", "compile", str(work / requirements), *TARGET, "--no-header"]
    cmd += ["--no-annotate", "--constraint", str(work / "constraints.txt")]
    cmd += ["--override", str(work / "override.txt"), "--index-url", "https://pypi.org/simple"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(f"uv pip compile failed for {requirements}: {done.stderr.strip()[-400:]}")
    return [line.strip() for line in done.stdout.splitlines() if "==" in line]


def image_torch_closure(work: Path) -> dict[str, str]:
    """The versions the image's torch 2.11.0 pins (its CUDA libraries, cuda-toolkit, triton):
    the image holds what its torch was installed with (KINDS.md lists the names)."""
    (work / "image.in").write_text("\n".join(p for p in IMAGE_PINS if _torch_own(p)) + "\n")
    (work / "constraints.txt").write_text("")
    (work / "override.txt").write_text("")
    pins = (pin.split("==", 1) for pin in _compile(work, "image.in"))
    # Only what torch pins exactly; its loose needs (numpy, setuptools, ...) the image holds
    # at versions of its own that this resolve cannot know.
    return {name: version for name, version in pins if norm(name).startswith(TORCH_PINNED)}


def missing(pins: list[str], image: dict[str, str] | None = None) -> list[str]:
    """What the image lacks of a resolved closure, less what the device runs without. With
    `image` (the image torch's closure, for a release on another torch) a package the image
    holds at another version than the closure's is missing too."""
    held = {norm(name): version for name, version in (image or {}).items()}
    held.update((norm(p.split("==")[0]), p.split("==")[1]) for p in IMAGE_PINS)

    def needed(pin: str) -> bool:
        name, version = pin.split("==", 1)
        name = norm(name)
        if name.startswith(LEFT_OUT):
            return False
        if name not in IMAGE_PACKAGES:
            return True
        return image is not None and name in held and held[name] != version

    return [pin for pin in pins if needed(pin)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("version", help="a vLLM release, e.g. 0.26.0")
    parser.add_argument("out", type=Path, help="the wheel list to write")
    parser.add_argument(
        "--torch",
        help="resolve with this torch (vLLM >= 0.27 pins 2.13.0) instead of the image's 2.11.0: "
        "the list then holds torch, what it pins at versions the image lacks, and the rest",
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        image = image_torch_closure(Path(work)) if args.torch else None
        pins = missing(resolve(args.version, Path(work), args.torch), image)
    args.out.write_text("\n".join(pins) + "\n", encoding="utf-8")
    print(f"{len(pins)} wheels the image lacks for vllm=={args.version} -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
