from typing import Literal

AddTestToAgentResponse400Error = Literal["invalid_json", "validation_error"]

ADD_TEST_TO_AGENT_RESPONSE_400_ERROR_VALUES: set[AddTestToAgentResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_add_test_to_agent_response_400_error(value: str) -> AddTestToAgentResponse400Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_400_ERROR_VALUES!r}")
