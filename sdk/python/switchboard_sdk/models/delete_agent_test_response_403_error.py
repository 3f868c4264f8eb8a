from typing import Literal

DeleteAgentTestResponse403Error = Literal["permission_denied"]

DELETE_AGENT_TEST_RESPONSE_403_ERROR_VALUES: set[DeleteAgentTestResponse403Error] = {
    "permission_denied",
}


def check_delete_agent_test_response_403_error(value: str) -> DeleteAgentTestResponse403Error:
    if value in DELETE_AGENT_TEST_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_403_ERROR_VALUES!r}")
