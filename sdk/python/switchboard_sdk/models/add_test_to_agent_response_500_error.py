from typing import Literal

AddTestToAgentResponse500Error = Literal["server_error"]

ADD_TEST_TO_AGENT_RESPONSE_500_ERROR_VALUES: set[AddTestToAgentResponse500Error] = {
    "server_error",
}


def check_add_test_to_agent_response_500_error(value: str) -> AddTestToAgentResponse500Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_500_ERROR_VALUES!r}")
