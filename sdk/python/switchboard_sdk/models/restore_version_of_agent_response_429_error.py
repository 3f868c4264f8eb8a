from typing import Literal

RestoreVersionOfAgentResponse429Error = Literal["rate_limited"]

RESTORE_VERSION_OF_AGENT_RESPONSE_429_ERROR_VALUES: set[RestoreVersionOfAgentResponse429Error] = {
    "rate_limited",
}


def check_restore_version_of_agent_response_429_error(value: str) -> RestoreVersionOfAgentResponse429Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_429_ERROR_VALUES!r}"
    )
