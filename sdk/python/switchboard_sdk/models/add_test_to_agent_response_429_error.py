from typing import Literal

AddTestToAgentResponse429Error = Literal["rate_limited"]

ADD_TEST_TO_AGENT_RESPONSE_429_ERROR_VALUES: set[AddTestToAgentResponse429Error] = {
    "rate_limited",
}


def check_add_test_to_agent_response_429_error(value: str) -> AddTestToAgentResponse429Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_429_ERROR_VALUES!r}")
