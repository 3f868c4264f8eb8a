from typing import Literal

DeleteAgentTestResponse429Error = Literal["rate_limited"]

DELETE_AGENT_TEST_RESPONSE_429_ERROR_VALUES: set[DeleteAgentTestResponse429Error] = {
    "rate_limited",
}


def check_delete_agent_test_response_429_error(value: str) -> DeleteAgentTestResponse429Error:
    if value in DELETE_AGENT_TEST_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_429_ERROR_VALUES!r}")
