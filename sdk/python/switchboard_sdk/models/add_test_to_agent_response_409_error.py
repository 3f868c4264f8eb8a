from typing import Literal

AddTestToAgentResponse409Error = Literal["idempotency_key_in_use"]

ADD_TEST_TO_AGENT_RESPONSE_409_ERROR_VALUES: set[AddTestToAgentResponse409Error] = {
    "idempotency_key_in_use",
}


def check_add_test_to_agent_response_409_error(value: str) -> AddTestToAgentResponse409Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_409_ERROR_VALUES!r}")
