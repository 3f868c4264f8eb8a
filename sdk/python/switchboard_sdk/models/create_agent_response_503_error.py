from typing import Literal

CreateAgentResponse503Error = Literal["service_unavailable"]

CREATE_AGENT_RESPONSE_503_ERROR_VALUES: set[CreateAgentResponse503Error] = {
    "service_unavailable",
}


def check_create_agent_response_503_error(value: str) -> CreateAgentResponse503Error:
    if value in CREATE_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_503_ERROR_VALUES!r}")
