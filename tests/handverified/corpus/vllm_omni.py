"""Hand-verified: vllm-omni 0.30.0 against vLLM 0.30.0 (its target: vllm_omni/version.py warns
unless vLLM's major.minor equals its own) and 0.33.0 (newest).

Verified in three parts by file range (vllm_omni_part1..3), each part's docstring says how;
this module only joins them. 1,460 (finding, release) pairs were reported before the corpus
work: by far the largest table, and the one that shaped most rules.
"""

from tests.handverified.corpus.vllm_omni_found_later import ROWS as _LATER
from tests.handverified.corpus.vllm_omni_part1 import ROWS as _PART1
from tests.handverified.corpus.vllm_omni_part2 import ROWS as _PART2
from tests.handverified.corpus.vllm_omni_part3 import ROWS as _PART3

CONSUMER = "vllm-omni==0.30.0"
WHEEL_SHA256 = "141cb0c7b9c07970e5c92a99aab9696e81682dbfa3d2bfcde359c3c1533385f4"
SDISTS = {
    "0.30.0": "5f8f4e890c042ffa1c3e103f81c35e2d96f60a0a175ac43a4adbae7006bef62b",
    "0.33.0": "f4c33c2503d52bb411146afa9618a4f48bed68912f617e6803ac8d76e4c74112",
}
ROWS = _PART1 + _PART2 + _PART3 + _LATER
