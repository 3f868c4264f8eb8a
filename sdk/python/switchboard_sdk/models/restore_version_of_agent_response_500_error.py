from typing import Literal

RestoreVersionOfAgentResponse500Error = Literal["server_error"]

RESTORE_VERSION_OF_AGENT_RESPONSE_500_ERROR_VALUES: set[RestoreVersionOfAgentResponse500Error] = {
    "server_error",
}


def check_restore_version_of_agent_response_500_error(value: str) -> RestoreVersionOfAgentResponse500Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_500_ERROR_VALUES!r}"
    )
