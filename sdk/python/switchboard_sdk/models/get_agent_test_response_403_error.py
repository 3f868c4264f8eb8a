from typing import Literal

GetAgentTestResponse403Error = Literal["permission_denied"]

GET_AGENT_TEST_RESPONSE_403_ERROR_VALUES: set[GetAgentTestResponse403Error] = {
    "permission_denied",
}


def check_get_agent_test_response_403_error(value: str) -> GetAgentTestResponse403Error:
    if value in GET_AGENT_TEST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_403_ERROR_VALUES!r}")
