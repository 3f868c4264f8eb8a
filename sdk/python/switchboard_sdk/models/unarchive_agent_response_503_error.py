from typing import Literal

UnarchiveAgentResponse503Error = Literal["service_unavailable"]

UNARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES: set[UnarchiveAgentResponse503Error] = {
    "service_unavailable",
}


def check_unarchive_agent_response_503_error(value: str) -> UnarchiveAgentResponse503Error:
    if value in UNARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UNARCHIVE_AGENT_RESPONSE_503_ERROR_VALUES!r}")
