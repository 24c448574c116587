"""Usage extraction: every use of vLLM in a consumer's source, read with `ast` only.

Nothing of the consumer is imported: a folder, an installed distribution or a wheel is
read as text, so any release of any consumer can be examined here, without vLLM or a GPU.
"""

from probes.usage.consumer import extract_files
from probes.usage.errors import UsageError
from probes.usage.sources import (
    KNOWN_CONSUMERS,
    extract_usage,
    pinned_requirements,
    usage_from_folder,
    usage_from_installed,
    usage_from_wheel,
)

__all__ = [
    "KNOWN_CONSUMERS",
    "UsageError",
    "extract_files",
    "extract_usage",
    "pinned_requirements",
    "usage_from_folder",
    "usage_from_installed",
    "usage_from_wheel",
]
