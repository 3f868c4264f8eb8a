from typing import Literal

AddTestToAgentResponse503Error = Literal["service_unavailable"]

ADD_TEST_TO_AGENT_RESPONSE_503_ERROR_VALUES: set[AddTestToAgentResponse503Error] = {
    "service_unavailable",
}


def check_add_test_to_agent_response_503_error(value: str) -> AddTestToAgentResponse503Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_503_ERROR_VALUES!r}")
