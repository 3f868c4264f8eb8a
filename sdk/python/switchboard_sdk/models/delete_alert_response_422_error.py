from typing import Literal

DeleteAlertResponse422Error = Literal["idempotency_key_reused"]

DELETE_ALERT_RESPONSE_422_ERROR_VALUES: set[DeleteAlertResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_alert_response_422_error(value: str) -> DeleteAlertResponse422Error:
    if value in DELETE_ALERT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_422_ERROR_VALUES!r}")
