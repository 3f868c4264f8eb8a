from typing import Literal

AddTestToAgentResponse413Error = Literal["payload_too_large"]

ADD_TEST_TO_AGENT_RESPONSE_413_ERROR_VALUES: set[AddTestToAgentResponse413Error] = {
    "payload_too_large",
}


def check_add_test_to_agent_response_413_error(value: str) -> AddTestToAgentResponse413Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_413_ERROR_VALUES!r}")
