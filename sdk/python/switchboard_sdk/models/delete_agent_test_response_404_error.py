from typing import Literal

DeleteAgentTestResponse404Error = Literal["not_found"]

DELETE_AGENT_TEST_RESPONSE_404_ERROR_VALUES: set[DeleteAgentTestResponse404Error] = {
    "not_found",
}


def check_delete_agent_test_response_404_error(value: str) -> DeleteAgentTestResponse404Error:
    if value in DELETE_AGENT_TEST_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_404_ERROR_VALUES!r}")
