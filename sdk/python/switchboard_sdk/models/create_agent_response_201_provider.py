from typing import Literal

CreateAgentResponse201Provider = Literal["retell", "simulator", "vapi"]

CREATE_AGENT_RESPONSE_201_PROVIDER_VALUES: set[CreateAgentResponse201Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_create_agent_response_201_provider(value: str) -> CreateAgentResponse201Provider:
    if value in CREATE_AGENT_RESPONSE_201_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_201_PROVIDER_VALUES!r}")
