from typing import Literal

ArchiveAgentResponse401Error = Literal["authentication_required", "invalid_key"]

ARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES: set[ArchiveAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_archive_agent_response_401_error(value: str) -> ArchiveAgentResponse401Error:
    if value in ARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_401_ERROR_VALUES!r}")
