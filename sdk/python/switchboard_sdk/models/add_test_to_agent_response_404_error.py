from typing import Literal

AddTestToAgentResponse404Error = Literal["not_found"]

ADD_TEST_TO_AGENT_RESPONSE_404_ERROR_VALUES: set[AddTestToAgentResponse404Error] = {
    "not_found",
}


def check_add_test_to_agent_response_404_error(value: str) -> AddTestToAgentResponse404Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_404_ERROR_VALUES!r}")
