from typing import Literal

UnarchiveAgentResponse403Error = Literal["permission_denied"]

UNARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES: set[UnarchiveAgentResponse403Error] = {
    "permission_denied",
}


def check_unarchive_agent_response_403_error(value: str) -> UnarchiveAgentResponse403Error:
    if value in UNARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_403_ERROR_VALUES!r}")
