from typing import Literal

GetAgentResponse200Provider = Literal["retell", "simulator", "vapi"]

GET_AGENT_RESPONSE_200_PROVIDER_VALUES: set[GetAgentResponse200Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_get_agent_response_200_provider(value: str) -> GetAgentResponse200Provider:
    if value in GET_AGENT_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_200_PROVIDER_VALUES!r}")
