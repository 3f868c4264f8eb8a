from typing import Literal

RestoreVersionOfAgentResponse404Error = Literal["agent_not_found", "not_found"]

RESTORE_VERSION_OF_AGENT_RESPONSE_404_ERROR_VALUES: set[RestoreVersionOfAgentResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_restore_version_of_agent_response_404_error(value: str) -> RestoreVersionOfAgentResponse404Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_404_ERROR_VALUES!r}"
    )
