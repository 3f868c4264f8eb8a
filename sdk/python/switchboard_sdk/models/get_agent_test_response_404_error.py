from typing import Literal

GetAgentTestResponse404Error = Literal["not_found"]

GET_AGENT_TEST_RESPONSE_404_ERROR_VALUES: set[GetAgentTestResponse404Error] = {
    "not_found",
}


def check_get_agent_test_response_404_error(value: str) -> GetAgentTestResponse404Error:
    if value in GET_AGENT_TEST_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_404_ERROR_VALUES!r}")
