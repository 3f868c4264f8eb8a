from typing import Literal

DeleteAgentTestResponse500Error = Literal["server_error"]

DELETE_AGENT_TEST_RESPONSE_500_ERROR_VALUES: set[DeleteAgentTestResponse500Error] = {
    "server_error",
}


def check_delete_agent_test_response_500_error(value: str) -> DeleteAgentTestResponse500Error:
    if value in DELETE_AGENT_TEST_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_500_ERROR_VALUES!r}")
