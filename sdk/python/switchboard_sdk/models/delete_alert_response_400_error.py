from typing import Literal

DeleteAlertResponse400Error = Literal["validation_error"]

DELETE_ALERT_RESPONSE_400_ERROR_VALUES: set[DeleteAlertResponse400Error] = {
    "validation_error",
}


def check_delete_alert_response_400_error(value: str) -> DeleteAlertResponse400Error:
    if value in DELETE_ALERT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_400_ERROR_VALUES!r}")
