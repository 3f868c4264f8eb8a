from typing import Literal

CreateAlertResponse413Error = Literal["payload_too_large"]

CREATE_ALERT_RESPONSE_413_ERROR_VALUES: set[CreateAlertResponse413Error] = {
    "payload_too_large",
}


def check_create_alert_response_413_error(value: str) -> CreateAlertResponse413Error:
    if value in CREATE_ALERT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_413_ERROR_VALUES!r}")
