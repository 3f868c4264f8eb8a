from typing import Literal

DeleteAlertResponse500Error = Literal["server_error"]

DELETE_ALERT_RESPONSE_500_ERROR_VALUES: set[DeleteAlertResponse500Error] = {
    "server_error",
}


def check_delete_alert_response_500_error(value: str) -> DeleteAlertResponse500Error:
    if value in DELETE_ALERT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_500_ERROR_VALUES!r}")
