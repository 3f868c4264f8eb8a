from typing import Literal

SendTestEventResponse503Error = Literal["service_unavailable"]

SEND_TEST_EVENT_RESPONSE_503_ERROR_VALUES: set[SendTestEventResponse503Error] = {
    "service_unavailable",
}


def check_send_test_event_response_503_error(value: str) -> SendTestEventResponse503Error:
    if value in SEND_TEST_EVENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_503_ERROR_VALUES!r}")
