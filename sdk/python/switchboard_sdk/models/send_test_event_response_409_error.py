from typing import Literal

SendTestEventResponse409Error = Literal["idempotency_key_in_use", "webhook_inactive"]

SEND_TEST_EVENT_RESPONSE_409_ERROR_VALUES: set[SendTestEventResponse409Error] = {
    "idempotency_key_in_use",
    "webhook_inactive",
}


def check_send_test_event_response_409_error(value: str) -> SendTestEventResponse409Error:
    if value in SEND_TEST_EVENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_409_ERROR_VALUES!r}")
