from typing import Literal

ArchiveAgentResponse404Error = Literal["agent_not_found", "not_found"]

ARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES: set[ArchiveAgentResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_archive_agent_response_404_error(value: str) -> ArchiveAgentResponse404Error:
    if value in ARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES!r}")
