from typing import Literal

SendTestEventResponse500Error = Literal["server_error"]

SEND_TEST_EVENT_RESPONSE_500_ERROR_VALUES: set[SendTestEventResponse500Error] = {
    "server_error",
}


def check_send_test_event_response_500_error(value: str) -> SendTestEventResponse500Error:
    if value in SEND_TEST_EVENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_500_ERROR_VALUES!r}")
