from typing import Literal

GetAgentResponse500Error = Literal["server_error"]

GET_AGENT_RESPONSE_500_ERROR_VALUES: set[GetAgentResponse500Error] = {
    "server_error",
}


def check_get_agent_response_500_error(value: str) -> GetAgentResponse500Error:
    if value in GET_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_500_ERROR_VALUES!r}")
