"""The server contract: what a consumer that drives `vllm serve` relies on, and what a
release offers — flags, speculative methods, KV connectors, config and HTTP fields,
`VLLM_*` variables — read statically from both sides (and live from an installed vLLM).
"""
