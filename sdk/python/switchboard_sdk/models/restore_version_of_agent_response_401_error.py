from typing import Literal

RestoreVersionOfAgentResponse401Error = Literal["authentication_required", "invalid_key"]

RESTORE_VERSION_OF_AGENT_RESPONSE_401_ERROR_VALUES: set[RestoreVersionOfAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_restore_version_of_agent_response_401_error(value: str) -> RestoreVersionOfAgentResponse401Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_401_ERROR_VALUES!r}"
    )
