from typing import Literal

UnarchiveAgentResponse200Provider = Literal["retell", "simulator", "vapi"]

UNARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES: set[UnarchiveAgentResponse200Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_unarchive_agent_response_200_provider(value: str) -> UnarchiveAgentResponse200Provider:
    if value in UNARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES!r}")
