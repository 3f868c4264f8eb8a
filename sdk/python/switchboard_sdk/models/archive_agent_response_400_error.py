from typing import Literal

ArchiveAgentResponse400Error = Literal["validation_error"]

ARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES: set[ArchiveAgentResponse400Error] = {
    "validation_error",
}


def check_archive_agent_response_400_error(value: str) -> ArchiveAgentResponse400Error:
    if value in ARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_400_ERROR_VALUES!r}")
