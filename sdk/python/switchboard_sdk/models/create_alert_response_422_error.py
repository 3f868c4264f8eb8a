from typing import Literal

CreateAlertResponse422Error = Literal["idempotency_key_reused"]

CREATE_ALERT_RESPONSE_422_ERROR_VALUES: set[CreateAlertResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_alert_response_422_error(value: str) -> CreateAlertResponse422Error:
    if value in CREATE_ALERT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_422_ERROR_VALUES!r}")
