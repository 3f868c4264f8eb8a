from typing import Literal

CreateAgentResponse404Error = Literal["team_not_found"]

CREATE_AGENT_RESPONSE_404_ERROR_VALUES: set[CreateAgentResponse404Error] = {
    "team_not_found",
}


def check_create_agent_response_404_error(value: str) -> CreateAgentResponse404Error:
    if value in CREATE_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_404_ERROR_VALUES!r}")
