from typing import Literal

ArchiveAgentResponse429Error = Literal["rate_limited"]

ARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES: set[ArchiveAgentResponse429Error] = {
    "rate_limited",
}


def check_archive_agent_response_429_error(value: str) -> ArchiveAgentResponse429Error:
    if value in ARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_429_ERROR_VALUES!r}")
