from typing import Literal

UnarchiveAgentResponse404Error = Literal["agent_not_found", "not_found"]

UNARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES: set[UnarchiveAgentResponse404Error] = {
    "agent_not_found",
    "not_found",
}


def check_unarchive_agent_response_404_error(value: str) -> UnarchiveAgentResponse404Error:
    if value in UNARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_404_ERROR_VALUES!r}")
