from typing import Literal

DeleteAgentTestResponse400Error = Literal["validation_error"]

DELETE_AGENT_TEST_RESPONSE_400_ERROR_VALUES: set[DeleteAgentTestResponse400Error] = {
    "validation_error",
}


def check_delete_agent_test_response_400_error(value: str) -> DeleteAgentTestResponse400Error:
    if value in DELETE_AGENT_TEST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_AGENT_TEST_RESPONSE_400_ERROR_VALUES!r}")
