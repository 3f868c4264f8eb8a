from typing import Literal

CreateAgentResponse201Purpose = Literal["informational", "marketing"]

CREATE_AGENT_RESPONSE_201_PURPOSE_VALUES: set[CreateAgentResponse201Purpose] = {
    "informational",
    "marketing",
}


def check_create_agent_response_201_purpose(value: str) -> CreateAgentResponse201Purpose:
    if value in CREATE_AGENT_RESPONSE_201_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_201_PURPOSE_VALUES!r}")
