from typing import Literal

GetAgentTestResponse400Error = Literal["validation_error"]

GET_AGENT_TEST_RESPONSE_400_ERROR_VALUES: set[GetAgentTestResponse400Error] = {
    "validation_error",
}


def check_get_agent_test_response_400_error(value: str) -> GetAgentTestResponse400Error:
    if value in GET_AGENT_TEST_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_TEST_RESPONSE_400_ERROR_VALUES!r}")
