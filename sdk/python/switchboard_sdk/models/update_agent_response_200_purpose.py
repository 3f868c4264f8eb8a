from typing import Literal

UpdateAgentResponse200Purpose = Literal["informational", "marketing"]

UPDATE_AGENT_RESPONSE_200_PURPOSE_VALUES: set[UpdateAgentResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_update_agent_response_200_purpose(value: str) -> UpdateAgentResponse200Purpose:
    if value in UPDATE_AGENT_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_200_PURPOSE_VALUES!r}")
