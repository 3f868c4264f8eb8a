from typing import Literal

AddTestToAgentResponse401Error = Literal["authentication_required", "invalid_key"]

ADD_TEST_TO_AGENT_RESPONSE_401_ERROR_VALUES: set[AddTestToAgentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_add_test_to_agent_response_401_error(value: str) -> AddTestToAgentResponse401Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_401_ERROR_VALUES!r}")
