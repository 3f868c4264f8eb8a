from typing import Literal

ArchiveAgentResponse422Error = Literal["idempotency_key_reused"]

ARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES: set[ArchiveAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_archive_agent_response_422_error(value: str) -> ArchiveAgentResponse422Error:
    if value in ARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_422_ERROR_VALUES!r}")
