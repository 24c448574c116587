"""Patches that route consumer releases through compat/, and applying them safely.

- `manifest`: patch sets (`patches/<project>-<version>/`) and their manifests;
- `generate`: `python -m compat.patching.generate` diffs the real wheels against the fixed
  files and writes the patches and manifests (`--check` compares only);
- `covers`: which findings a patch routes through which shim (derived, never typed);
- `transaction`: apply / revert / status, transactional across files, with a journal;
- `cli`: `spec-compat patch apply|revert|status`.
"""

from compat.patching.manifest import Manifest, PatchError, available, load_manifest, patches_dir
from compat.patching.transaction import (
    FileState,
    Outcome,
    apply_patch,
    patch_status,
    recover,
    revert_patch,
)

__all__ = [
    "FileState",
    "Manifest",
    "Outcome",
    "PatchError",
    "apply_patch",
    "available",
    "load_manifest",
    "patch_status",
    "patches_dir",
    "recover",
    "revert_patch",
]
