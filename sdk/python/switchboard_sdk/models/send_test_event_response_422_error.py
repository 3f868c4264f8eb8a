from typing import Literal

SendTestEventResponse422Error = Literal["idempotency_key_reused"]

SEND_TEST_EVENT_RESPONSE_422_ERROR_VALUES: set[SendTestEventResponse422Error] = {
    "idempotency_key_reused",
}


def check_send_test_event_response_422_error(value: str) -> SendTestEventResponse422Error:
    if value in SEND_TEST_EVENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_422_ERROR_VALUES!r}")
