from typing import Literal

CreateAgentResponse500Error = Literal["server_error"]

CREATE_AGENT_RESPONSE_500_ERROR_VALUES: set[CreateAgentResponse500Error] = {
    "server_error",
}


def check_create_agent_response_500_error(value: str) -> CreateAgentResponse500Error:
    if value in CREATE_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_500_ERROR_VALUES!r}")
