from typing import Literal

ArchiveAgentResponse403Error = Literal["permission_denied"]

ARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES: set[ArchiveAgentResponse403Error] = {
    "permission_denied",
}


def check_archive_agent_response_403_error(value: str) -> ArchiveAgentResponse403Error:
    if value in ARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES!r}")
