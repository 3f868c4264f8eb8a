from typing import Literal

GetAgentResponse503Error = Literal["service_unavailable"]

GET_AGENT_RESPONSE_503_ERROR_VALUES: set[GetAgentResponse503Error] = {
    "service_unavailable",
}


def check_get_agent_response_503_error(value: str) -> GetAgentResponse503Error:
    if value in GET_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_503_ERROR_VALUES!r}")
