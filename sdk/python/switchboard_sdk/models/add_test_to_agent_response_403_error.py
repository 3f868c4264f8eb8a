from typing import Literal

AddTestToAgentResponse403Error = Literal["permission_denied"]

ADD_TEST_TO_AGENT_RESPONSE_403_ERROR_VALUES: set[AddTestToAgentResponse403Error] = {
    "permission_denied",
}


def check_add_test_to_agent_response_403_error(value: str) -> AddTestToAgentResponse403Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_403_ERROR_VALUES!r}")
