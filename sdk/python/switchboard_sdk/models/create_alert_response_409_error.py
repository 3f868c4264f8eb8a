from typing import Literal

CreateAlertResponse409Error = Literal["alert_limit_reached", "idempotency_key_in_use"]

CREATE_ALERT_RESPONSE_409_ERROR_VALUES: set[CreateAlertResponse409Error] = {
    "alert_limit_reached",
    "idempotency_key_in_use",
}


def check_create_alert_response_409_error(value: str) -> CreateAlertResponse409Error:
    if value in CREATE_ALERT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_409_ERROR_VALUES!r}")
