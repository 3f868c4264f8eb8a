from typing import Literal

DeleteAlertResponse403Error = Literal["permission_denied"]

DELETE_ALERT_RESPONSE_403_ERROR_VALUES: set[DeleteAlertResponse403Error] = {
    "permission_denied",
}


def check_delete_alert_response_403_error(value: str) -> DeleteAlertResponse403Error:
    if value in DELETE_ALERT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_403_ERROR_VALUES!r}")
