from typing import Literal

ArchiveAgentResponse409Error = Literal["idempotency_key_in_use"]

ARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES: set[ArchiveAgentResponse409Error] = {
    "idempotency_key_in_use",
}


def check_archive_agent_response_409_error(value: str) -> ArchiveAgentResponse409Error:
    if value in ARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_409_ERROR_VALUES!r}")
