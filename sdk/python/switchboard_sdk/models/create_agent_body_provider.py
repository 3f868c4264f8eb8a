from typing import Literal

CreateAgentBodyProvider = Literal["retell", "simulator", "vapi"]

CREATE_AGENT_BODY_PROVIDER_VALUES: set[CreateAgentBodyProvider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_create_agent_body_provider(value: str) -> CreateAgentBodyProvider:
    if value in CREATE_AGENT_BODY_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_PROVIDER_VALUES!r}")
