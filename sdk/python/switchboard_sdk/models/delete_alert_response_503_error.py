from typing import Literal

DeleteAlertResponse503Error = Literal["service_unavailable"]

DELETE_ALERT_RESPONSE_503_ERROR_VALUES: set[DeleteAlertResponse503Error] = {
    "service_unavailable",
}


def check_delete_alert_response_503_error(value: str) -> DeleteAlertResponse503Error:
    if value in DELETE_ALERT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_503_ERROR_VALUES!r}")
