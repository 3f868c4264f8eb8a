from typing import Literal

GetAgentResponse404Error = Literal["agent_not_found", "not_found"]

GET_AGENT_RESPONSE_404_ERROR_VALUES: set[GetAgentResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_get_agent_response_404_error(value: str) -> GetAgentResponse404Error:
    if value in GET_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_404_ERROR_VALUES!r}")
