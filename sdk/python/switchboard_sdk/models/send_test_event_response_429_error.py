from typing import Literal

SendTestEventResponse429Error = Literal["rate_limited"]

SEND_TEST_EVENT_RESPONSE_429_ERROR_VALUES: set[SendTestEventResponse429Error] = {
    "rate_limited",
}


def check_send_test_event_response_429_error(value: str) -> SendTestEventResponse429Error:
    if value in SEND_TEST_EVENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_429_ERROR_VALUES!r}")
