from typing import Literal

GetAgentTestResponse500Error = Literal["server_error"]

GET_AGENT_TEST_RESPONSE_500_ERROR_VALUES: set[GetAgentTestResponse500Error] = {
    "server_error",
}


def check_get_agent_test_response_500_error(value: str) -> GetAgentTestResponse500Error:
    if value in GET_AGENT_TEST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_500_ERROR_VALUES!r}")
