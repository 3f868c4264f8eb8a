from typing import Literal

DeleteAlertResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_ALERT_RESPONSE_401_ERROR_VALUES: set[DeleteAlertResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_alert_response_401_error(value: str) -> DeleteAlertResponse401Error:
    if value in DELETE_ALERT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_401_ERROR_VALUES!r}")
