from typing import Literal

UpdateAgentResponse200Provider = Literal["retell", "simulator", "vapi"]

UPDATE_AGENT_RESPONSE_200_PROVIDER_VALUES: set[UpdateAgentResponse200Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_update_agent_response_200_provider(value: str) -> UpdateAgentResponse200Provider:
    if value in UPDATE_AGENT_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_200_PROVIDER_VALUES!r}")
