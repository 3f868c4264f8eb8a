from typing import Literal

CreateAgentResponse403Error = Literal["permission_denied"]

CREATE_AGENT_RESPONSE_403_ERROR_VALUES: set[CreateAgentResponse403Error] = {
    "permission_denied",
}


def check_create_agent_response_403_error(value: str) -> CreateAgentResponse403Error:
    if value in CREATE_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_403_ERROR_VALUES!r}")
