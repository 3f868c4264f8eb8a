from typing import Literal

DeleteAgentTestResponse503Error = Literal["service_unavailable"]

DELETE_AGENT_TEST_RESPONSE_503_ERROR_VALUES: set[DeleteAgentTestResponse503Error] = {
    "service_unavailable",
}


def check_delete_agent_test_response_503_error(value: str) -> DeleteAgentTestResponse503Error:
    if value in DELETE_AGENT_TEST_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_503_ERROR_VALUES!r}")
