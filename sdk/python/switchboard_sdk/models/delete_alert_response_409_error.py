from typing import Literal

DeleteAlertResponse409Error = Literal["idempotency_key_in_use"]

DELETE_ALERT_RESPONSE_409_ERROR_VALUES: set[DeleteAlertResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_alert_response_409_error(value: str) -> DeleteAlertResponse409Error:
    if value in DELETE_ALERT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_409_ERROR_VALUES!r}")
