from typing import Literal

DeleteAlertResponse404Error = Literal["not_found"]

DELETE_ALERT_RESPONSE_404_ERROR_VALUES: set[DeleteAlertResponse404Error] = {
    "not_found",
}


def check_delete_alert_response_404_error(value: str) -> DeleteAlertResponse404Error:
    if value in DELETE_ALERT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_404_ERROR_VALUES!r}")
