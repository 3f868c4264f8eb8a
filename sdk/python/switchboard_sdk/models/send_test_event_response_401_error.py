from typing import Literal

SendTestEventResponse401Error = Literal["authentication_required", "invalid_key"]

SEND_TEST_EVENT_RESPONSE_401_ERROR_VALUES: set[SendTestEventResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_send_test_event_response_401_error(value: str) -> SendTestEventResponse401Error:
    if value in SEND_TEST_EVENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_401_ERROR_VALUES!r}")
