from typing import Literal

ArchiveAgentResponse503Error = Literal["service_unavailable"]

ARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES: set[ArchiveAgentResponse503Error] = {
    "service_unavailable",
}


def check_archive_agent_response_503_error(value: str) -> ArchiveAgentResponse503Error:
    if value in ARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES!r}")
