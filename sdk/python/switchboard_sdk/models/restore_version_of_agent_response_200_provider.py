from typing import Literal

RestoreVersionOfAgentResponse200Provider = Literal["retell", "simulator", "vapi"]

RESTORE_VERSION_OF_AGENT_RESPONSE_200_PROVIDER_VALUES: set[RestoreVersionOfAgentResponse200Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_restore_version_of_agent_response_200_provider(value: str) -> RestoreVersionOfAgentResponse200Provider:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_200_PROVIDER_VALUES!r}"
    )
