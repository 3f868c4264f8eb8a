from typing import Literal

AddTestToAgentResponse422Error = Literal["idempotency_key_reused"]

ADD_TEST_TO_AGENT_RESPONSE_422_ERROR_VALUES: set[AddTestToAgentResponse422Error] = {
    "idempotency_key_reused",
}


def check_add_test_to_agent_response_422_error(value: str) -> AddTestToAgentResponse422Error:
    if value in ADD_TEST_TO_AGENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADD_TEST_TO_AGENT_RESPONSE_422_ERROR_VALUES!r}")
