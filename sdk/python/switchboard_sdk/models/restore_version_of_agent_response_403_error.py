from typing import Literal

RestoreVersionOfAgentResponse403Error = Literal["permission_denied"]

RESTORE_VERSION_OF_AGENT_RESPONSE_403_ERROR_VALUES: set[RestoreVersionOfAgentResponse403Error] = {
    "permission_denied",
}


def check_restore_version_of_agent_response_403_error(value: str) -> RestoreVersionOfAgentResponse403Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_403_ERROR_VALUES!r}"
    )
