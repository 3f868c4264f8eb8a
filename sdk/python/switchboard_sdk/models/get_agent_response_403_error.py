from typing import Literal

GetAgentResponse403Error = Literal["permission_denied"]

GET_AGENT_RESPONSE_403_ERROR_VALUES: set[GetAgentResponse403Error] = {
    "permission_denied",
}


def check_get_agent_response_403_error(value: str) -> GetAgentResponse403Error:
    if value in GET_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_403_ERROR_VALUES!r}")
