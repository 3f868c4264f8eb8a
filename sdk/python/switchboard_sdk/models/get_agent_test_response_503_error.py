from typing import Literal

GetAgentTestResponse503Error = Literal["service_unavailable"]

GET_AGENT_TEST_RESPONSE_503_ERROR_VALUES: set[GetAgentTestResponse503Error] = {
    "service_unavailable",
}


def check_get_agent_test_response_503_error(value: str) -> GetAgentTestResponse503Error:
    if value in GET_AGENT_TEST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_503_ERROR_VALUES!r}")
