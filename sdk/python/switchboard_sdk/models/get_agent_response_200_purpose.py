from typing import Literal

GetAgentResponse200Purpose = Literal["informational", "marketing"]

GET_AGENT_RESPONSE_200_PURPOSE_VALUES: set[GetAgentResponse200Purpose] = {
    "informational",
    "marketing",
}


def check_get_agent_response_200_purpose(value: str) -> GetAgentResponse200Purpose:
    if value in GET_AGENT_RESPONSE_200_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_200_PURPOSE_VALUES!r}")
