from typing import Literal

ArchiveAgentResponse500Error = Literal["server_error"]

ARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES: set[ArchiveAgentResponse500Error] = {
    "server_error",
}


def check_archive_agent_response_500_error(value: str) -> ArchiveAgentResponse500Error:
    if value in ARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES!r}")
