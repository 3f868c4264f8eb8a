from typing import Literal

RestoreVersionOfAgentResponse502Error = Literal["provider_unavailable"]

RESTORE_VERSION_OF_AGENT_RESPONSE_502_ERROR_VALUES: set[RestoreVersionOfAgentResponse502Error] = {
    "provider_unavailable",
}


def check_restore_version_of_agent_response_502_error(value: str) -> RestoreVersionOfAgentResponse502Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_502_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_502_ERROR_VALUES!r}"
    )
