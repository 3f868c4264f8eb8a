from typing import Literal

UnarchiveAgentResponse500Error = Literal["server_error"]

UNARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES: set[UnarchiveAgentResponse500Error] = {
    "server_error",
}


def check_unarchive_agent_response_500_error(value: str) -> UnarchiveAgentResponse500Error:
    if value in UNARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_500_ERROR_VALUES!r}")
