from typing import Literal

RestoreVersionOfAgentResponse400Error = Literal["validation_error"]

RESTORE_VERSION_OF_AGENT_RESPONSE_400_ERROR_VALUES: set[RestoreVersionOfAgentResponse400Error] = {
    "validation_error",
}


def check_restore_version_of_agent_response_400_error(value: str) -> RestoreVersionOfAgentResponse400Error:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_400_ERROR_VALUES!r}"
    )
