from typing import Literal

SendTestEventResponse400Error = Literal["validation_error"]

SEND_TEST_EVENT_RESPONSE_400_ERROR_VALUES: set[SendTestEventResponse400Error] = {
    "validation_error",
}


def check_send_test_event_response_400_error(value: str) -> SendTestEventResponse400Error:
    if value in SEND_TEST_EVENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_400_ERROR_VALUES!r}")
