from typing import Literal

RestoreVersionOfAgentResponse200Purpose = Literal["informational", "marketing"]

RESTORE_VERSION_OF_AGENT_RESPONSE_200_PURPOSE_VALUES: set[RestoreVersionOfAgentResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_restore_version_of_agent_response_200_purpose(value: str) -> RestoreVersionOfAgentResponse200Purpose:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_200_PURPOSE_VALUES!r}"
    )
