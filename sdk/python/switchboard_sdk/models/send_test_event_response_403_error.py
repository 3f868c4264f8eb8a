from typing import Literal

SendTestEventResponse403Error = Literal["permission_denied"]

SEND_TEST_EVENT_RESPONSE_403_ERROR_VALUES: set[SendTestEventResponse403Error] = {
    "permission_denied",
}


def check_send_test_event_response_403_error(value: str) -> SendTestEventResponse403Error:
    if value in SEND_TEST_EVENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_403_ERROR_VALUES!r}")
