from typing import Literal

RestoreVersionOfAgentResponse503Error = Literal["service_unavailable"]

RESTORE_VERSION_OF_AGENT_RESPONSE_503_ERROR_VALUES: set[RestoreVersionOfAgentResponse503Error] = {
    "service_unavailable",
}


def check_restore_version_of_agent_response_503_error(value: str) -> RestoreVersionOfAgentResponse503Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_503_ERROR_VALUES!r}"
    )
