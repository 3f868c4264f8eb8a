from typing import Literal

SendTestEventResponse404Error = Literal["not_found"]

SEND_TEST_EVENT_RESPONSE_404_ERROR_VALUES: set[SendTestEventResponse404Error] = {
    "not_found",
}


def check_send_test_event_response_404_error(value: str) -> SendTestEventResponse404Error:
    if value in SEND_TEST_EVENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_404_ERROR_VALUES!r}")
