from typing import Literal

GetAgentTestResponse429Error = Literal["rate_limited"]

GET_AGENT_TEST_RESPONSE_429_ERROR_VALUES: set[GetAgentTestResponse429Error] = {
    "rate_limited",
}


def check_get_agent_test_response_429_error(value: str) -> GetAgentTestResponse429Error:
    if value in GET_AGENT_TEST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_429_ERROR_VALUES!r}")
